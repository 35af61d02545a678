// The exact play-off solver: alpha-beta with a transposition table over State's own moves.
#include "bezique/ai/solver.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <string>
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

}  // namespace

int solver_points(const State& root, const State& end, int side) {
  const int other = 1 - side;
  return (end.score(side) + end.pending(side) - root.score(side) - root.pending(side)) -
         (end.score(other) + end.pending(other) - root.score(other) - root.pending(other));
}

int solver_objective(const State& root, const State& end, int side) {
  const Variant& v = root.variant();
  const int other = 1 - side;
  if (v.scoring == GameScoring::Rubicon)
    return (end.result(side) - root.result(side)) - (end.result(other) - root.result(other));
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
  if (v.sides() != 2)
    return Status{Code::InvalidArgument, "the solver plays games of two sides; this variant has " + std::to_string(v.sides())};
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
  nodes_ = 0;
  stopped_ = false;
  root_move_ = 0;
  // One child and one list per ply, sized now: the search keeps references into them.
  int plies = 2;
  for (int p = 0; p < v.players; ++p) plies += state.hand_size(p);
  legal_.resize(static_cast<std::size_t>(plies));
  children_.assign(static_cast<std::size_t>(plies), state);

  const int value0 = search(state, -INT_MAX, INT_MAX, 0);
  SolveResult r;
  r.nodes = nodes_;
  r.exact = !stopped_;
  const int side = v.side_of(state.current_player());
  r.value = side == 0 ? value0 : -value0;
  state.legal_actions(legal_[0]);
  r.best = legal_[0][root_move_ < legal_[0].size() ? root_move_ : 0];
  root_ = nullptr;
  return r;
}

// The value for side 0 of the rest of the deal from s: side 0 maximises, side 1 minimises.
int Solver::search(const State& s, int alpha, int beta, int depth) {
  if (solver_deal_over(s)) return config_.points_only ? solver_points(*root_, s, 0) : solver_objective(*root_, s, 0);
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
  std::array<std::pair<int, std::uint8_t>, 255> order_buffer;
  const std::size_t n = std::min<std::size_t>(legal.size(), 255);
  for (std::size_t i = 0; i < n; ++i) {
    const int score = static_cast<int>(i) == tt_move ? INT_MAX : order_score(s, legal[i]);
    order_buffer[i] = {score, static_cast<std::uint8_t>(i)};
  }
  std::stable_sort(order_buffer.begin(), order_buffer.begin() + static_cast<std::ptrdiff_t>(n),
                   [](const auto& a, const auto& b) { return a.first > b.first; });

  const bool maximising = s.variant().side_of(s.current_player()) == 0;
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
