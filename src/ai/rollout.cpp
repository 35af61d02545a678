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
  Pair(const Variant& v, int trump) {
    CardType q = 0, j = 0;
    if (bezique_pair(v, trump, q, j)) queen = q, jack = j;
  }
};

// A rough worth of keeping a card in stage 1: brisques, trumps, the bezique queen and jack,
// kings and queens (marriages) are kept; sevens, eights and nines go first.
int keep(CardId c, int trump, const Pair& pair) {
  const Rank r = rank_of(c);
  int k = trick_strength(r);
  if (is_brisque(r)) k += 10;
  if (trump >= 0 && static_cast<int>(suit_of(c)) == trump) k += 10;
  const int t = type_of(c);
  if (t == pair.queen || t == pair.jack) k += 6;
  if (r == Rank::King || r == Rank::Queen) k += 3;
  return k;
}

// The fast policy's card: stage 2 wins as cheaply as it can, else throws the cheapest card;
// stage 1 leads cheap cards, takes brisques, and otherwise mostly keeps its good cards.
CardId pick_card(const State& s, const CardSet& cards, Rng& rng) {
  CardId ids[kMaxCards];
  int n = 0;
  cards.for_each([&](CardId c) { ids[n++] = c; });
  if (n == 1) return ids[0];
  const int trump = s.trump();
  const int stage = s.stage();
  const Pair pair(s.variant(), trump);
  if (s.trick_size() == 0) {
    if (stage == 2) return ids[rng.below(static_cast<std::uint32_t>(n))];
    CardId best = ids[0];
    int low = 1 << 30;
    for (int i = 0; i < n; ++i) {
      const int k = keep(ids[i], trump, pair) + static_cast<int>(rng.below(8));
      if (k < low) low = k, best = ids[i];
    }
    return best;
  }
  const Variant& v = s.variant();
  const bool jokers = v.jokers > 0;
  const int led = led_suit(s.trick_card(0), jokers);
  const int w = s.trick_winner_index();
  const CardId winning = s.trick_card(w);
  const bool partner = v.partnerships && v.side_of(s.trick_player(w)) == v.side_of(s.current_player());
  int points = 0;
  for (int i = 0; i < s.trick_size(); ++i) points += card_won_value(v, s.trick_card(i)) > 0 ? 10 : 0;
  int win = -1, cheap = 0;
  for (int i = 0; i < n; ++i) {
    const int k = keep(ids[i], trump, pair);
    if (!partner && beats(ids[i], winning, led, trump, jokers) && (win < 0 || k < keep(ids[win], trump, pair))) win = i;
    if (k < keep(ids[cheap], trump, pair)) cheap = i;
  }
  if (stage == 2) return ids[win >= 0 ? win : cheap];
  if (win >= 0 && (points > 0 || keep(ids[win], trump, pair) < 8 || rng.below(4) == 0)) return ids[win];
  if (rng.below(4) == 0) return ids[rng.below(static_cast<std::uint32_t>(n))];
  return ids[cheap];
}

// Whether the player to declare could have any declaration at all, checked cheaply from the
// hand and each card's meld history; false lets the fast policy pass without listing every
// meld. Conservative: where re-use or partner cards widen what is legal it answers true.
bool may_declare(const State& s) {
  const Variant& v = s.variant();
  if (v.use_partner_cards || v.declarations_per_trick != 1 || v.reform[0] != Reform::None ||
      v.reform[1] != Reform::None || v.reform[2] != Reform::None || v.jokers > 0)
    return true;
  const int trump = s.trump();
  int count[kCardTypes] = {};
  int fresh_a[kCardTypes] = {};  // never in a marriage or sequence
  int fresh_b[kCardTypes] = {};  // never in any bezique
  bool seven = false;
  s.hand(s.current_player()).for_each([&](CardId c) {
    const CardType t = type_of(c);
    const MeldHistory h = s.history(c);
    ++count[t];
    fresh_a[t] += !(h & class_mask(0));
    fresh_b[t] += !(h & class_mask(1));
    if (rank_of(c) == Rank::Seven && static_cast<int>(suit_of(c)) == trump && !(h & kSevenScoredBit)) seven = true;
  });
  if (seven) return true;
  for (int suit = 0; suit < kSuits; ++suit) {
    const Suit su = static_cast<Suit>(suit);
    if (fresh_a[card_type(su, Rank::King)] && fresh_a[card_type(su, Rank::Queen)]) return true;
    bool all = true;
    for (int r = 0; r < 5; ++r) all = all && count[card_type(su, static_cast<Rank>(r))] > 0;
    if (all) return true;
  }
  for (int r = 0; r < 5; ++r) {
    int n = 0;
    for (int suit = 0; suit < kSuits; ++suit) n += count[card_type(static_cast<Suit>(suit), static_cast<Rank>(r))];
    if (n >= 4) return true;
  }
  // Any queen with any jack might be a bezique pair (whatever the pair rule and trumps).
  for (int qs = 0; qs < kSuits; ++qs)
    for (int js = 0; js < kSuits; ++js) {
      const CardType q = card_type(static_cast<Suit>(qs), Rank::Queen), j = card_type(static_cast<Suit>(js), Rank::Jack);
      if (count[q] && count[j] && ((fresh_b[q] && fresh_b[j]) || (count[q] >= 2 && count[j] >= 2))) return true;
    }
  return false;
}

}  // namespace

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
template <bool to_playoff>
void play(State& s, ActionList& scratch, Rng& rng) {
  const Variant& v = s.variant();
  const bool fast_play = !v.claim && v.seven_timing != SevenTiming::BeforeFirstPlay;
  while (!deal_over(s)) {
    if (to_playoff && s.stage() == 2 && s.current_player() >= 0) return;
    if (fast_play && s.phase() == Phase::Play) {
      s.apply_unchecked(Action::play(pick_card(s, s.playable(s.current_player()), rng)));
      continue;
    }
    if (s.phase() == Phase::Declare && !v.claim && !may_declare(s)) {
      s.apply_unchecked(Action::simple(ActionType::Pass));
      continue;
    }
    s.legal_actions(scratch);
    s.apply_unchecked(choose(s, scratch, rng));
  }
}

}  // namespace

void play_out(State& s, ActionList& scratch, Rng& rng) { play<false>(s, scratch, rng); }

void play_to_playoff(State& s, ActionList& scratch, Rng& rng) { play<true>(s, scratch, rng); }

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
