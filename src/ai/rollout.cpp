#include "rollout.hpp"

#include <algorithm>
#include <cmath>

#include "bezique/ai/player.hpp"
#include "bezique/rules.hpp"

namespace bezique::ai::rollout {

namespace {

// The bezique queen and jack (rules.hpp), or none while trumps decide them and are not fixed.
struct Pair {
  int queen = -1, jack = -1;
  Pair() = default;
  Pair(const Variant& v, int trump) {
    CardType q = 0, j = 0;
    if (bezique_pair(v, trump, q, j)) queen = q, jack = j;
  }
};

// A rough worth of keeping a card in stage 1: brisques, trumps, the bezique queen and jack,
// kings and queens (marriages) are kept; sevens, eights and nines go first.
int keep(CardType t, int trump, const Pair& pair) {
  const Rank r = rank_of_type(t);
  int k = trick_strength(r);
  if (is_brisque(r)) k += 10;
  if (trump >= 0 && static_cast<int>(suit_of_type(t)) == trump) k += 10;
  if (t == pair.queen || t == pair.jack) k += 6;
  if (r == Rank::King || r == Rank::Queen) k += 3;
  return k;
}

// keep() depends on a card's type and the trumps only: a table of it per type, made again
// only when the trumps change (the fast policy looks it up for every card it weighs).
class KeepTable {
 public:
  int operator()(CardId c) const { return of_[type_of(c)]; }
  void update(const Variant& v, int trump) {
    if (trump == trump_) return;
    trump_ = trump;
    const Pair pair(v, trump);
    for (int t = 0; t < kCardTypes; ++t) of_[t] = keep(static_cast<CardType>(t), trump, pair);
  }

 private:
  int trump_ = -2;  // no table yet
  std::array<int, kCardTypes> of_{};
};

// The fast policy's card: stage 2 wins as cheaply as it can, else throws the cheapest card;
// stage 1 leads cheap cards, takes brisques, and otherwise mostly keeps its good cards.
CardId pick_card(const State& s, const CardSet& cards, const KeepTable& keep, Rng& rng) {
  CardId ids[kMaxCards];
  int n = 0;
  cards.for_each([&](CardId c) { ids[n++] = c; });
  if (n == 1) return ids[0];
  const int stage = s.stage();
  if (s.trick_size() == 0) {
    if (stage == 2) return ids[rng.below(static_cast<std::uint32_t>(n))];
    CardId best = ids[0];
    int low = 1 << 30;
    for (int i = 0; i < n; ++i) {
      const int k = keep(ids[i]) + static_cast<int>(rng.below(8));
      if (k < low) low = k, best = ids[i];
    }
    return best;
  }
  const int trump = s.trump();
  const Variant& v = s.variant();
  const bool jokers = v.jokers > 0;
  const int led = led_suit(s.trick_card(0), jokers);
  const int w = s.trick_winner_index();
  const CardId winning = s.trick_card(w);
  const bool partner = v.partnerships && v.side_of(s.trick_player(w)) == v.side_of(s.current_player());
  int points = 0;
  for (int i = 0; i < s.trick_size(); ++i) points += card_won_value(v, s.trick_card(i)) > 0 ? 10 : 0;
  int win = -1, cheap = 0;
  int win_keep = 0, cheap_keep = keep(ids[0]);
  for (int i = 0; i < n; ++i) {
    const int k = keep(ids[i]);
    if (!partner && (win < 0 || k < win_keep) && beats(ids[i], winning, led, trump, jokers)) win = i, win_keep = k;
    if (k < cheap_keep) cheap = i, cheap_keep = k;
  }
  if (stage == 2) return ids[win >= 0 ? win : cheap];
  if (win >= 0 && (points > 0 || win_keep < 8 || rng.below(4) == 0)) return ids[win];
  if (rng.below(4) == 0) return ids[rng.below(static_cast<std::uint32_t>(n))];
  return ids[cheap];
}

// What the melds score now (meld_value()), made again only when the trumps change: the
// Melds policy weighs the cards of the melds a hand holds or is building by these points.
class MeldValues {
 public:
  void update(const State& s) {
    if (s.trump() == trump_) return;
    trump_ = s.trump();
    const Variant& v = s.variant();
    const int prev = s.previous_trump();
    for (int suit = 0; suit < kSuits; ++suit) {
      marriage[suit] = meld_value(v, MeldKind::Marriage, suit, -1, trump_, prev).points;
      sequence[suit] = meld_value(v, MeldKind::Sequence, suit, -1, trump_, prev).points;
    }
    for (int r = 0; r < kMeldRanks; ++r) four[r] = meld_value(v, MeldKind::Four, -1, r, trump_, prev).points;
    bezique = meld_value(v, MeldKind::Bezique, -1, -1, trump_, prev).points;
    double_bezique = meld_value(v, MeldKind::DoubleBezique, -1, -1, trump_, prev).points;
    pair = Pair(v, trump_);
  }
  static constexpr int kMeldRanks = 5;  // A T K Q J: the ranks of fours and sequences
  std::array<int, kSuits> marriage{}, sequence{};
  std::array<int, kMeldRanks> four{};
  int bezique = 0, double_bezique = 0;
  Pair pair;

 private:
  int trump_ = -2;  // none yet
};

// The Melds policy's worth of keeping each of @p n cards @p ids of the hand of the player to
// act: keep() and, for the melds the hand holds or is building, a share of their points
// (a marriage held whole, a bezique pair or two, two or more of a rank, two or more cards of a
// scoring sequence). Sets @p ready when the hand holds a whole meld it may still declare (a
// marriage or bezique of cards not yet declared so, or four of a rank), worth winning a trick for.
void meld_keep(const State& s, const CardId* ids, int n, const KeepTable& keep, const MeldValues& m, int* out,
               bool& ready) {
  const Variant& v = s.variant();
  const CardSet& hand = s.hand(s.current_player());
  // Copies of each type in the hand, and of each type not yet declared in a marriage or a bezique.
  std::array<std::uint8_t, kCardTypes> held{}, fresh_a{}, fresh_b{};
  hand.for_each([&](CardId c) {
    if (v.jokers > 0 && is_joker(c)) return;
    const CardType t = type_of(c);
    ++held[t];
    const MeldHistory h = s.history(c);
    if (!(h & meld_bit(MeldKind::Marriage))) ++fresh_a[t];
    if (!(h & class_mask(1))) ++fresh_b[t];
  });
  std::array<int, kSuits> in_sequence{};
  std::array<int, MeldValues::kMeldRanks> of_rank{};
  for (int suit = 0; suit < kSuits; ++suit)
    for (int r = 0; r < MeldValues::kMeldRanks; ++r) {
      const int t = card_type(static_cast<Suit>(suit), static_cast<Rank>(r));
      in_sequence[suit] += held[t] > 0;
      of_rank[r] += held[t];
    }
  ready = false;
  for (int r = 0; r < MeldValues::kMeldRanks; ++r) ready = ready || (of_rank[r] >= 4 && m.four[r] > 0);
  for (int suit = 0; suit < kSuits; ++suit) {
    const int k = card_type(static_cast<Suit>(suit), Rank::King), q = card_type(static_cast<Suit>(suit), Rank::Queen);
    ready = ready || (fresh_a[k] && fresh_a[q] && m.marriage[suit] > 0);
  }
  const int bq = m.pair.queen, bj = m.pair.jack;
  if (bq >= 0) ready = ready || (fresh_b[bq] && fresh_b[bj] && m.bezique > 0);
  for (int i = 0; i < n; ++i) {
    const CardId c = ids[i];
    int k = keep(c);
    if (v.jokers > 0 && is_joker(c)) {
      out[i] = k;
      continue;
    }
    const CardType t = type_of(c);
    const int suit = static_cast<int>(suit_of_type(t));
    const Rank rank = rank_of_type(t);
    const int r = static_cast<int>(rank);
    if (rank == Rank::King || rank == Rank::Queen) {
      const int other = card_type(static_cast<Suit>(suit), rank == Rank::King ? Rank::Queen : Rank::King);
      if (held[other] > 0) k += m.marriage[suit] / 4;
    }
    if (bq >= 0 && (t == bq || t == bj)) {
      const int other = t == bq ? bj : bq;
      if (held[other] > 0) k += m.bezique / 4;
      if (held[bq] >= 2 && held[bj] >= 2) k += m.double_bezique / 20;
    }
    if (r < MeldValues::kMeldRanks) {
      if (of_rank[r] >= 2) k += m.four[r] * of_rank[r] * of_rank[r] / 80;
      const int h = in_sequence[suit];
      if (h >= 2) k += m.sequence[suit] * h * h / 250;
    }
    out[i] = k;
  }
}

// The Melds policy's card. Stage 1: as pick_card(), the cards weighed by meld_keep(), and a
// trick won whenever the hand holds a meld to declare. Stage 2: follows as pick_card() does;
// leads the most valuable card that no other hand of the sample can beat (the sample's hands
// are its own invention), otherwise the cheapest.
CardId pick_card_melds(const State& s, const CardSet& cards, const KeepTable& keep, const MeldValues& melds, Rng& rng) {
  CardId ids[kMaxCards];
  int n = 0;
  cards.for_each([&](CardId c) { ids[n++] = c; });
  if (n == 1) return ids[0];
  const Variant& v = s.variant();
  const int trump = s.trump();
  const bool jokers = v.jokers > 0;
  const int me = s.current_player();
  const int stage = s.stage();
  int worth[kMaxCards];
  bool ready = false;
  if (stage == 1) {
    meld_keep(s, ids, n, keep, melds, worth, ready);
  } else {
    for (int i = 0; i < n; ++i) worth[i] = keep(ids[i]);
  }
  if (s.trick_size() == 0) {
    if (stage == 2) {
      int best = -1, best_value = -1, cheap = 0;
      for (int i = 0; i < n; ++i) {
        if (worth[i] < worth[cheap]) cheap = i;
        const CardId c = ids[i];
        if (jokers && is_joker(c)) continue;
        const int led = led_suit(c, jokers);
        bool sure = true;
        for (int p = 0; p < v.players && sure; ++p) {
          if (p == me || (v.partnerships && v.side_of(p) == v.side_of(me))) continue;
          s.hand(p).for_each([&](CardId d) { sure = sure && !beats(d, c, led, trump, jokers); });
        }
        if (!sure) continue;
        const int value = card_won_value(v, c) * 4 + trick_strength(rank_of(c));
        if (value > best_value) best_value = value, best = i;
      }
      return ids[best >= 0 ? best : cheap];
    }
    CardId best = ids[0];
    int low = 1 << 30;
    for (int i = 0; i < n; ++i) {
      const int k = worth[i] + static_cast<int>(rng.below(8));
      if (k < low) low = k, best = ids[i];
    }
    return best;
  }
  const int led = led_suit(s.trick_card(0), jokers);
  const int w = s.trick_winner_index();
  const CardId winning = s.trick_card(w);
  const bool partner = v.partnerships && v.side_of(s.trick_player(w)) == v.side_of(me);
  int points = 0;
  for (int i = 0; i < s.trick_size(); ++i) points += card_won_value(v, s.trick_card(i)) > 0 ? 10 : 0;
  int win = -1, cheap = 0;
  for (int i = 0; i < n; ++i) {
    if (!partner && (win < 0 || worth[i] < worth[win]) && beats(ids[i], winning, led, trump, jokers)) win = i;
    if (worth[i] < worth[cheap]) cheap = i;
  }
  if (stage == 2) return ids[win >= 0 ? win : cheap];
  if (win >= 0 && (ready || points > 0 || worth[win] < 8 || rng.below(4) == 0)) return ids[win];
  if (rng.below(8) == 0) return ids[rng.below(static_cast<std::uint32_t>(n))];
  return ids[cheap];
}

// The types of the cards of a set held more than once.
std::uint32_t types_twice(const CardSet& cards, int packs) {
  std::uint32_t once = 0, twice = 0;
  for (int k = 0; k < packs; ++k) {
    const std::uint32_t t = cards.copy_types(k);
    twice |= once & t;
    once |= t;
  }
  return twice;
}

// Every card type of rank @p r (bit type_of = suit * kRanks + rank).
constexpr std::uint32_t rank_types(int r) {
  return (1u << r) | (1u << (kRanks + r)) | (1u << (2 * kRanks + r)) | (1u << (3 * kRanks + r));
}

}  // namespace

// Whether the player to declare could have any declaration at all, checked cheaply from the
// hand and each card's meld history; false lets the fast policy pass without listing every
// meld. Conservative: where re-use or partner cards widen what is legal it answers true.
// Only public cards have a meld history, so the hand's others are all fresh; the hand is read
// as masks of card types.
bool may_declare(const State& s) {
  const Variant& v = s.variant();
  if (v.use_partner_cards || v.declarations_per_trick != 1 || v.reform[0] != Reform::None ||
      v.reform[1] != Reform::None || v.reform[2] != Reform::None || v.jokers > 0)
    return true;
  const int trump = s.trump();
  const CardSet& hand = s.hand(s.current_player());
  const std::uint32_t any = hand.types();
  // First what the types alone decide: a sequence, four of a rank, two queens and two jacks.
  for (int suit = 0; suit < kSuits; ++suit) {
    const std::uint32_t sequence = 0x1Fu << card_type(static_cast<Suit>(suit), Rank::Ace);  // ranks 0..4
    if ((any & sequence) == sequence) return true;
  }
  for (int r = 0; r < 5; ++r) {
    // Four of a rank: the copies of it summed over the suits, one byte each (the sum lands in
    // the top byte), without a call where the target has no population count instruction.
    std::uint32_t n = 0;
    for (int k = 0; k < v.packs; ++k) n += (((hand.copy_types(k) >> r) & 0x01010101u) * 0x01010101u) >> 24;
    if (n >= 4) return true;
  }
  // The bezique pair's queen and jack, where the pair rule and the trumps decide them; any queen
  // with any jack while they do not.
  const Pair pair(v, trump);
  const std::uint32_t kings = rank_types(static_cast<int>(Rank::King));
  const std::uint32_t pair_queens = pair.queen >= 0 ? 1u << pair.queen : rank_types(static_cast<int>(Rank::Queen));
  const std::uint32_t pair_jacks = pair.jack >= 0 ? 1u << pair.jack : rank_types(static_cast<int>(Rank::Jack));
  const std::uint32_t queens = rank_types(static_cast<int>(Rank::Queen));
  const std::uint32_t twice = types_twice(hand, v.packs);
  if ((twice & pair_queens) && (twice & pair_jacks)) return true;
  // The rest needs fresh cards: a marriage (king and queen of a suit), a bezique, the seven.
  auto marriage = [&](std::uint32_t types) { return ((types & kings) << 1) & types & queens; };
  const int seven = trump >= 0 ? card_type(static_cast<Suit>(trump), Rank::Seven) : -1;
  const bool has_seven = seven >= 0 && ((any >> seven) & 1);
  if (!has_seven && !marriage(any) && !((any & pair_queens) && (any & pair_jacks))) return false;
  CardSet stale_a, stale_b;  // in a marriage or sequence; in a bezique
  bool seven_scored = false;  // a seven of trumps in the hand has scored
  (hand & s.public_cards()).for_each([&](CardId c) {
    const MeldHistory h = s.history(c);
    if (h & class_mask(0)) stale_a.insert(c);
    if (h & class_mask(1)) stale_b.insert(c);
    if (h & kSevenScoredBit) seven_scored = true;
  });
  if (has_seven) {
    if (!seven_scored) return true;
    bool fresh = false;
    hand.for_each_copy(static_cast<CardType>(seven), [&](CardId c) { fresh = fresh || !(s.history(c) & kSevenScoredBit); });
    if (fresh) return true;
  }
  if (marriage(hand.without(stale_a).types())) return true;
  const std::uint32_t fresh_b = hand.without(stale_b).types();
  return (fresh_b & pair_queens) && (fresh_b & pair_jacks);
}

bool claim_wins(const State& s) {
  const Variant& v = s.variant();
  const int side = v.side_of(s.current_player());
  return s.score(side) + s.pending(side) >= v.target;
}

const Action& choose(const State& s, const ActionList& legal, Rng& rng) {
  const Variant& v = s.variant();
  switch (s.phase()) {
    case Phase::Declare: {
      const Action* best = nullptr;
      int top = 0;
      for (const Action& a : legal) {
        const int pts = immediate_points(v, s.trump(), s.previous_trump(), s.first_bezique_scored(), a);
        if (pts > top) top = pts, best = &a;
      }
      if (best) return *best;
      for (const Action& a : legal)
        if (a.type == ActionType::Pass) return a;
      break;
    }
    case Phase::CarteBlanche:
    case Phase::Repeat:
      return legal.front();  // CarteBlanche sorts before Pass
    case Phase::Play:
      if (legal.back().type == ActionType::Claim && claim_wins(s)) return legal.back();
      for (const Action& a : legal)
        if (a.type == ActionType::ExchangeSeven) return a;
      break;
    default: break;
  }
  std::size_t n = legal.size();
  if (legal.back().type == ActionType::Claim) {
    if (claim_wins(s)) return legal.back();
    --n;
  }
  return legal[n <= 1 ? 0 : rng.below(static_cast<std::uint32_t>(n))];
}

namespace {

// play_out()'s loop; with `to_playoff` it also stops at the play-off's first decision.
template <bool to_playoff, RolloutPolicy policy>
void play(State& s, ActionList& scratch, Rng& rng) {
  // A play-out is the search's own and no seat sees it, so its hidden copies are left as they
  // lie (State::apply_in_playout); the solver is given the play-off's canonical() form.
  const Variant& v = s.variant();
  const bool fast = fast_play(v);
  KeepTable keep;
  MeldValues melds;
  while (!deal_over(s)) {
    if (to_playoff && s.stage() == 2 && s.current_player() >= 0) return;
    if (fast && s.phase() == Phase::Play) {
      keep.update(v, s.trump());
      const CardSet playable = s.playable(s.current_player());
      if constexpr (policy == RolloutPolicy::Melds) {
        melds.update(s);
        s.apply_in_playout(Action::play(pick_card_melds(s, playable, keep, melds, rng)));
      } else {
        s.apply_in_playout(Action::play(pick_card(s, playable, keep, rng)));
      }
      continue;
    }
    if (s.phase() == Phase::Declare && !v.claim && !may_declare(s)) {
      s.apply_in_playout(Action::simple(ActionType::Pass));
      continue;
    }
    s.legal_actions(scratch);
    s.apply_in_playout(choose(s, scratch, rng));
  }
}

}  // namespace

CardId card_for(const State& s, Rng& rng, RolloutPolicy policy) {
  KeepTable keep;
  keep.update(s.variant(), s.trump());
  const CardSet playable = s.playable(s.current_player());
  if (policy == RolloutPolicy::Cards) return pick_card(s, playable, keep, rng);
  MeldValues melds;
  melds.update(s);
  return pick_card_melds(s, playable, keep, melds, rng);
}

void play_out(State& s, ActionList& scratch, Rng& rng, RolloutPolicy policy) {
  if (policy == RolloutPolicy::Melds)
    play<false, RolloutPolicy::Melds>(s, scratch, rng);
  else
    play<false, RolloutPolicy::Cards>(s, scratch, rng);
}

void play_to_playoff(State& s, ActionList& scratch, Rng& rng, RolloutPolicy policy) {
  if (policy == RolloutPolicy::Melds)
    play<true, RolloutPolicy::Melds>(s, scratch, rng);
  else
    play<true, RolloutPolicy::Cards>(s, scratch, rng);
}

double lead_reward(const Variant& v, int lead) {
  // The scale of a deal's points: a quarter of what decides the game.
  const double scale =
      std::max(100.0, (v.scoring == GameScoring::Cumulative ? v.target : v.rubicon_threshold) / 4.0);
  return 1.0 / (1.0 + std::exp(-lead / scale));
}

void rewards(const State& s, const std::array<int, kMaxPlayers>& base, double* out) {
  const Variant& v = s.variant();
  const int sides = v.sides();
  if (s.phase() == Phase::GameOver) {
    const int w = s.winner();
    for (int i = 0; i < sides; ++i) out[i] = w < 0 ? 0.5 : (i == w ? 1.0 : 0.0);
    return;
  }
  int gain[kMaxPlayers];
  for (int i = 0; i < sides; ++i) gain[i] = s.score(i) + s.pending(i) - base[i];
  for (int i = 0; i < sides; ++i) {
    int other = -(1 << 30);
    for (int j = 0; j < sides; ++j)
      if (j != i && gain[j] > other) other = gain[j];
    out[i] = lead_reward(v, gain[i] - other);
  }
}

}  // namespace bezique::ai::rollout
