// The exact play-off solver: alpha-beta with a transposition table over State's own moves.
#include "bezique/ai/solver.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <utility>

#include "bezique/rules.hpp"

namespace bezique::ai {

namespace {

bool solver_deal_over(const State& s) { return s.phase() == Phase::Deal || s.phase() == Phase::GameOver; }

std::uint64_t mix_in(std::uint64_t h, std::uint64_t x) {
  // splitmix64's finaliser over the running hash: every input bit reaches every output bit.
  h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h ^= h >> 30;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 27;
  h *= 0x94D049BB133111EBull;
  return h ^ (h >> 31);
}

// Everything of a play-off position that the rest of the deal and its scoring can depend on:
// the hands, the trick in progress, who is to act, the scores and the facts that end a game.
// (Declarations, draws and carte blanche belong to the first stage, which the solver refuses.)
std::uint64_t position_key(const State& s) {
  const Variant& v = s.variant();
  std::uint64_t h = mix_in(0, static_cast<std::uint64_t>(s.phase()) | static_cast<std::uint64_t>(s.current_player() + 1) << 8 |
                                  static_cast<std::uint64_t>(s.leader()) << 16 | static_cast<std::uint64_t>(s.trick_size()) << 24 |
                                  static_cast<std::uint64_t>(s.last_trick_winner() + 1) << 32 |
                                  static_cast<std::uint64_t>(s.duel_stage()) << 40 |
                                  static_cast<std::uint64_t>(s.trick_number()) << 48);
  for (int p = 0; p < v.players; ++p)
    for (int copy = 0; copy < v.packs; copy += 2)
      h = mix_in(h, static_cast<std::uint64_t>(s.hand(p).copy_types(copy)) |
                        static_cast<std::uint64_t>(s.hand(p).copy_types(copy + 1)) << 32);
  for (int i = 0; i < s.trick_size(); ++i)
    h = mix_in(h, static_cast<std::uint64_t>(s.trick_card(i)) | static_cast<std::uint64_t>(s.trick_player(i)) << 16);
  for (int side = 0; side < v.sides(); ++side)
    h = mix_in(h, static_cast<std::uint64_t>(static_cast<std::uint32_t>(s.score(side))) |
                      static_cast<std::uint64_t>(static_cast<std::uint32_t>(s.pending(side))) << 32);
  for (int side = 0; side < v.sides(); ++side)
    h = mix_in(h, static_cast<std::uint64_t>(static_cast<std::uint32_t>(s.result(side))) |
                      static_cast<std::uint64_t>(s.running(side)) << 32);
  return h | 1;  // 0 marks an empty entry
}

// Cheap ordering: the moves most likely best come first, so that alpha-beta cuts more. A card
// that takes the trick (or leads strongly) and carries points first; a claim before anything.
int order_score(const State& s, const Action& a) {
  if (a.type == ActionType::Claim) return 1000;
  if (a.type != ActionType::Play) return 0;
  const CardId c = a.cards[0];
  const bool jokers = s.variant().jokers > 0;
  const int value = card_won_value(s.variant(), c);
  // A joker (docs/rules.md section 7) has no rank and no suit.
  const int strength =
      s.is_joker_card(c) ? 0 : trick_strength(rank_of(c)) + (static_cast<int>(suit_of(c)) == s.trump() ? 16 : 0);
  if (s.trick_size() == 0) return strength + value;
  CardId cards[kMaxPlayers];
  for (int i = 0; i < s.trick_size(); ++i) cards[i] = s.trick_card(i);
  cards[s.trick_size()] = c;
  const bool takes = trick_winner(cards, s.trick_size() + 1, s.trump(), jokers) == s.trick_size();
  // Taking the trick: with the cheapest card that does; giving it up: with the cheapest card.
  return takes ? 500 + value * 4 - strength : -strength - value * 4;
}

// Two cards of one suit in the hand to act are equivalent for the rest of the deal when every
// card ranked between them, or of their own ranks, is the player's own or gone (a copy of the
// same rank elsewhere ties, and a tie goes to the first played): each wins and loses against exactly
// the same cards still in play, so the positions after either have the same value. They must
// also score alike (card points, brisque count) and neither be a seven of trumps, which scores
// when played where seven_in_stage2 says so (docs/rules.md 7.2). A joker merges with nobody
// (the state already lists one play per group of its interchangeable copies).
// Returns, per legal action, whether it is the first of its class (the one the search tries).
void keep_one_per_equivalent_class(const State& s, const ActionList& legal, std::array<bool, 255>& keep) {
  const Variant& v = s.variant();
  const int me = s.current_player();
  // Card types held by another player or in the trick (a joker in a hand reads as the type whose
  // id it borrows: a needless block, never a wrong merge).
  std::uint32_t in_play = 0;
  for (int p = 0; p < v.players; ++p)
    if (p != me) in_play |= s.hand(p).types();
  for (int i = 0; i < s.trick_size(); ++i)
    if (!s.is_joker_card(s.trick_card(i))) in_play |= std::uint32_t{1} << type_of(s.trick_card(i));
  const std::size_t n = std::min<std::size_t>(legal.size(), keep.size());
  for (std::size_t i = 0; i < n; ++i) {
    keep[i] = true;
    const Action& a = legal[i];
    if (a.type != ActionType::Play || s.is_joker_card(a.cards[0])) continue;
    const CardId c = a.cards[0];
    const Suit suit = suit_of(c);
    if (rank_of(c) == Rank::Seven && static_cast<int>(suit) == s.trump()) continue;
    for (std::size_t j = 0; j < i && keep[i]; ++j) {
      const Action& b = legal[j];
      if (!keep[j] || b.type != ActionType::Play || s.is_joker_card(b.cards[0])) continue;
      const CardId d = b.cards[0];
      if (suit_of(d) != suit || card_won_value(v, d) != card_won_value(v, c) ||
          is_brisque(rank_of(d)) != is_brisque(rank_of(c)) ||
          (rank_of(d) == Rank::Seven && static_cast<int>(suit) == s.trump()))
        continue;
      const int lo = std::min(static_cast<int>(rank_of(c)), static_cast<int>(rank_of(d)));
      const int hi = std::max(static_cast<int>(rank_of(c)), static_cast<int>(rank_of(d)));
      bool between = false;
      for (int r = lo; r <= hi && !between; ++r)  // the two ranks too: equal ranks tie (the first wins)
        between = (in_play >> card_type(suit, static_cast<Rank>(r))) & 1;
      if (!between) keep[i] = false;
    }
  }
}

}  // namespace

namespace {

// What side @p side gained from @p root to @p end: scores and cards won.
int points_gained(const State& root, const State& end, int side) {
  return end.score(side) + end.pending(side) - root.score(side) - root.pending(side);
}

// The match points the deal settled for @p side (rubicon scoring).
int result_gained(const State& root, const State& end, int side) { return end.result(side) - root.result(side); }

// @p gained for @p side minus the sum of it for every other side: with more than two sides the
// others count as one coalition against the side (a paranoid objective).
template <typename Gained>
int against_the_rest(const State& root, const State& end, int side, Gained gained) {
  int value = 0;
  for (int other = 0; other < root.variant().sides(); ++other)
    value += other == side ? gained(root, end, other) : -gained(root, end, other);
  return value;
}

}  // namespace

int solver_points(const State& root, const State& end, int side) {
  return against_the_rest(root, end, side, points_gained);
}

int solver_objective(const State& root, const State& end, int side) {
  const Variant& v = root.variant();
  if (v.scoring == GameScoring::Rubicon) return against_the_rest(root, end, side, result_gained);
  const int gain = solver_points(root, end, side);
  if (!end.is_terminal() || end.winner() < 0) return gain;
  return (end.winner() == side ? kSolverWin : -kSolverWin) + gain;
}

Solver::Solver(SolverConfig config) : config_(config) {
  config_.table_bits = std::min(26, std::max(10, config_.table_bits));
  table_.assign(std::size_t{1} << config_.table_bits, Entry{});
}

Result<SolveResult> Solver::solve(const State& state) {
  const Variant& v = state.variant();
  if (state.current_player() < 0)
    return Status{Code::InvalidArgument, "nobody is to act: the solver needs a decision to make"};
  if (state.stage() != 2)
    return Status{Code::InvalidArgument, "the solver plays the play-off (stage 2): in stage 1 the stock is hidden"};
  // A new generation makes the table's older entries, whose values were relative to another
  // root, unusable without clearing it.
  if (++generation_ == 0) {
    std::fill(table_.begin(), table_.end(), Entry{});
    generation_ = 1;
  }
  root_ = &state;
  root_side_ = v.side_of(state.current_player());
  nodes_ = 0;
  stopped_ = false;
  root_move_ = 0;
  // One child and one list per ply, sized now: the search keeps references into them.
  int plies = 2;
  for (int p = 0; p < v.players; ++p) plies += state.hand_size(p);
  legal_.resize(static_cast<std::size_t>(plies));
  children_.assign(static_cast<std::size_t>(plies), state);

  SolveResult r;
  r.value = search(state, -INT_MAX, INT_MAX, 0);
  r.nodes = nodes_;
  r.exact = !stopped_;
  state.legal_actions(legal_[0]);
  r.best = legal_[0][root_move_ < legal_[0].size() ? root_move_ : 0];
  root_ = nullptr;
  return r;
}

// The value of the rest of the deal from s for the root's side, which maximises it; every
// other side minimises it.
int Solver::search(const State& s, int alpha, int beta, int depth) {
  if (solver_deal_over(s))
    return config_.points_only ? solver_points(*root_, s, root_side_) : solver_objective(*root_, s, root_side_);
  ++nodes_;
  if (config_.node_limit > 0 && nodes_ > config_.node_limit) {
    stopped_ = true;
    return 0;
  }
  const std::uint64_t key = position_key(s);
  Entry& slot = table_[key & (table_.size() - 1)];
  int tt_move = -1;
  if (slot.key == key && slot.generation == generation_) {
    tt_move = slot.move;
    if (slot.bound == 1) return slot.value;
    if (slot.bound == 2) alpha = std::max(alpha, slot.value);
    if (slot.bound == 3) beta = std::min(beta, slot.value);
    if (alpha >= beta) return slot.value;
  }
  const int alpha0 = alpha, beta0 = beta;
  ActionList& legal = legal_[static_cast<std::size_t>(depth)];
  s.legal_actions(legal);
  // The order to try the actions in: the table's best first, then by order_score().
  // Of cards equivalent for the rest of the deal, only one is tried.
  std::array<bool, 255> keep;
  keep_one_per_equivalent_class(s, legal, keep);
  std::array<std::pair<int, std::uint8_t>, 255> order_buffer;
  std::size_t n = 0;
  for (std::size_t i = 0; i < std::min<std::size_t>(legal.size(), 255); ++i) {
    if (!keep[i] && static_cast<int>(i) != tt_move) continue;
    const int score = static_cast<int>(i) == tt_move ? INT_MAX : order_score(s, legal[i]);
    order_buffer[n++] = {score, static_cast<std::uint8_t>(i)};
  }
  std::stable_sort(order_buffer.begin(), order_buffer.begin() + static_cast<std::ptrdiff_t>(n),
                   [](const auto& a, const auto& b) { return a.first > b.first; });

  const bool maximising = s.variant().side_of(s.current_player()) == root_side_;
  int best = maximising ? -INT_MAX : INT_MAX;
  std::uint8_t best_move = order_buffer[0].second;
  State& child = children_[static_cast<std::size_t>(depth) + 1];
  for (std::size_t k = 0; k < n; ++k) {
    const std::uint8_t i = order_buffer[k].second;
    child = s;
    child.apply_unchecked(legal[i]);
    const int value = search(child, alpha, beta, depth + 1);
    if (stopped_) return 0;
    if (maximising ? value > best : value < best) {
      best = value;
      best_move = i;
      if (depth == 0) root_move_ = i;
    }
    if (maximising) alpha = std::max(alpha, best);
    else beta = std::min(beta, best);
    if (alpha >= beta) break;
  }
  slot.key = key;
  slot.generation = generation_;
  slot.value = best;
  slot.move = best_move;
  slot.bound = best <= alpha0 ? 3 : best >= beta0 ? 2 : 1;
  return best;
}

}  // namespace bezique::ai
