// The rule-based player. Everything it weighs comes from the view: its hand, the tables, the
// played cards and the declarations of the deal, from which it counts the copies still unseen.
#include "bezique/ai/heuristic_player.hpp"

#include <algorithm>
#include <array>

namespace bezique::ai {

namespace {

constexpr int kSlots = 5;  // A T K Q J: the ranks that form fours and sequences

bool beats_with(int trump, CardId challenger, CardId holder, int led) {
  const int cs = static_cast<int>(suit_of(challenger)), hs = static_cast<int>(suit_of(holder));
  const bool ct = trump >= 0 && cs == trump, ht = trump >= 0 && hs == trump;
  if (ct != ht) return ct;
  if (!ct && cs != led) return false;
  return cs == hs && trick_strength(rank_of(challenger)) > trick_strength(rank_of(holder));
}

// What the seat knows, counted per card type.
struct Knowledge {
  const Variant& v;
  const View& view;
  int me;
  int trump;
  std::array<int, kCardTypes> total{};   // copies in the game
  std::array<int, kCardTypes> mine{};    // in my hand
  std::array<int, kCardTypes> placed{};  // played, in the trick, or on another seat's table
  std::array<MeldHistory, kMaxCards> hist{};
  int bezique_queen = -1, bezique_jack = -1;

  Knowledge(const Variant& variant, const View& w) : v(variant), view(w), me(w.viewer), trump(w.trump) {
    for (int t = 0; t < kCardTypes; ++t) total[t] = v.packs;
    for (CardType t : v.removed) --total[t];
    for (CardId c : view.hand) ++mine[type_of(c)];
    for (CardId c : view.played) ++placed[type_of(c)];
    for (const TrickCard& t : view.trick) ++placed[type_of(t.card)];
    for (int p = 0; p < view.players; ++p)
      if (p != me)
        for (CardId c : view.table[p]) ++placed[type_of(c)];
    for (const MeldRecord& m : view.melds)
      for (int i = 0; i < m.count; ++i) hist[m.cards[i]] |= meld_bit(m.kind);
    set_bezique_pair();
  }

  void set_bezique_pair() {
    switch (v.bezique_pair) {
      case BeziquePair::Fixed:
        bezique_queen = card_type(Suit::Spades, Rank::Queen);
        bezique_jack = card_type(Suit::Diamonds, Rank::Jack);
        break;
      case BeziquePair::ByTrump: {
        if (trump < 0) return;
        static constexpr Suit kJackSuit[kSuits] = {Suit::Diamonds, Suit::Clubs, Suit::Spades, Suit::Hearts};
        bezique_queen = card_type(static_cast<Suit>(trump), Rank::Queen);
        bezique_jack = card_type(kJackSuit[trump], Rank::Jack);
        break;
      }
      case BeziquePair::ByColour:
        if (trump < 0) return;
        if (trump == static_cast<int>(Suit::Clubs) || trump == static_cast<int>(Suit::Hearts)) {
          bezique_queen = card_type(Suit::Spades, Rank::Queen);
          bezique_jack = card_type(Suit::Diamonds, Rank::Jack);
        } else {
          bezique_queen = card_type(Suit::Clubs, Rank::Queen);
          bezique_jack = card_type(Suit::Hearts, Rank::Jack);
        }
        break;
    }
  }

  // Copies nobody has shown: in other hands or the stock.
  int unseen(int t) const { return std::max(0, total[t] - mine[t] - placed[t]); }
  // Copies I hold or might still draw.
  int reachable(int t) const { return view.stock_size > 0 ? mine[t] + unseen(t) : mine[t]; }
  bool is_trump(CardId c) const { return trump >= 0 && static_cast<int>(suit_of(c)) == trump; }
  int trick_value(CardId c) const {
    const Rank r = rank_of(c);
    if (v.card_count == CardCount::Brisques) return is_brisque(r) ? v.brisque_value : 0;
    if (v.card_count == CardCount::CardPoints) return v.card_points[static_cast<int>(r)];
    return 0;
  }

  // What keeping the card is worth: its trick value and the melds it may still complete.
  double keep(CardId c) const {
    const CardType t = type_of(c);
    const int suit = static_cast<int>(suit_of(c));
    const int rank = static_cast<int>(rank_of(c));
    double k = trick_value(c) * 1.2;
    if (is_trump(c)) k += 6 + trick_strength(rank_of(c));
    if (view.stage != 1) return k;
    const MeldHistory h = hist[c];
    // Bezique and the multiple beziques, while enough copies of the pair may still be held.
    if (t == bezique_queen || t == bezique_jack) {
      const int q = reachable(bezique_queen), j = reachable(bezique_jack);
      if (!(h & meld_bit(MeldKind::Bezique)) && v.bezique[0] > 0) k += v.bezique[0] * 0.6;
      if (q >= 2 && j >= 2 && v.bezique[1] > 0) {
        const int held = std::min(mine[bezique_queen], 2) + std::min(mine[bezique_jack], 2);
        k += v.bezique[1] * 0.04 * (1 + held * held);
      }
    }
    // A sequence, in trumps (or, where it scores, in any suit).
    if (rank < kSlots) {
      const bool trumps = trump < 0 || suit == trump;
      const int value = trumps ? v.trump_sequence : v.plain_sequence;
      if (value > 0 && !(h & meld_bit(MeldKind::Sequence)) && (trump >= 0 || v.sequence_fixes_trump)) {
        int held = 0;
        bool possible = true;
        for (int r = 0; r < kSlots; ++r) {
          const int tt = card_type(static_cast<Suit>(suit), static_cast<Rank>(r));
          held += mine[tt] > 0;
          possible = possible && reachable(tt) > 0;
        }
        if (possible) k += value * 0.02 * held * held;
      }
      // Fours of the rank.
      if (v.four[rank] > 0 && !(h & meld_bit(MeldKind::Four))) {
        int held = 0;
        for (int s = 0; s < kSuits; ++s) held += mine[card_type(static_cast<Suit>(s), static_cast<Rank>(rank))];
        if (held >= 2) k += v.four[rank] * 0.05 * held * held;
      }
    }
    // A marriage, while its partner card may come.
    if (rank_of(c) == Rank::King || rank_of(c) == Rank::Queen) {
      const int other = card_type(static_cast<Suit>(suit), rank_of(c) == Rank::King ? Rank::Queen : Rank::King);
      if (!(h & meld_bit(MeldKind::Marriage)) && reachable(other) > 0) {
        const bool trumps = trump < 0 || suit == trump;
        k += (trumps ? v.royal_marriage : v.common_marriage) * (mine[other] > 0 ? 0.5 : 0.2);
      }
    }
    return k;
  }

  // The best declaration the hand could make now, roughly (re-use rules simplified).
  int meld_in_hand() const {
    int best = 0;
    auto consider = [&](int pts) { best = std::max(best, pts); };
    auto undeclared = [&](int t, MeldKind kind) {
      for (CardId c : view.hand)
        if (type_of(c) == t && !(hist[c] & meld_bit(kind))) return true;
      return false;
    };
    for (int s = 0; s < kSuits; ++s) {
      const int k = card_type(static_cast<Suit>(s), Rank::King), q = card_type(static_cast<Suit>(s), Rank::Queen);
      const bool trumps = trump < 0 || s == trump;
      if (mine[k] && mine[q] && undeclared(k, MeldKind::Marriage) && undeclared(q, MeldKind::Marriage))
        consider(trumps ? v.royal_marriage : v.common_marriage);
      bool seq = trump >= 0 || v.sequence_fixes_trump;
      bool fresh = false;
      for (int r = 0; r < kSlots; ++r) {
        const int t = card_type(static_cast<Suit>(s), static_cast<Rank>(r));
        seq = seq && mine[t] > 0;
        fresh = fresh || undeclared(t, MeldKind::Sequence);
      }
      if (seq && fresh) consider(trumps ? v.trump_sequence : v.plain_sequence);
    }
    if (bezique_queen >= 0) {
      const int pairs = std::min(mine[bezique_queen], mine[bezique_jack]);
      if (pairs >= 1 && undeclared(bezique_queen, MeldKind::Bezique) && undeclared(bezique_jack, MeldKind::Bezique))
        consider(v.bezique[0]);
      if (pairs >= 2 && v.bezique[1] > 0) consider(v.bezique[1]);
    }
    for (int r = 0; r < kSlots; ++r) {
      int held = 0;
      bool fresh = false;
      for (int s = 0; s < kSuits; ++s) {
        const int t = card_type(static_cast<Suit>(s), static_cast<Rank>(r));
        held += mine[t];
        fresh = fresh || (mine[t] && undeclared(t, MeldKind::Four));
      }
      if (held >= 4 && fresh) consider(v.four[r]);
    }
    return best;
  }
};

int winning_index(const View& view, int trump) {
  const int led = static_cast<int>(suit_of(view.trick[0].card));
  std::size_t best = 0;
  for (std::size_t i = 1; i < view.trick.size(); ++i)
    if (beats_with(trump, view.trick[i].card, view.trick[best].card, led)) best = i;
  return static_cast<int>(best);
}

Action stage_one_play(const Knowledge& k, const std::vector<Action>& plays) {
  const View& view = k.view;
  const Variant& v = k.v;
  if (view.trick.empty()) {
    // Lead what is worth least to keep.
    const Action* best = &plays[0];
    double low = 1e18;
    for (const Action& a : plays) {
      const double cost = k.keep(a.cards[0]) + k.trick_value(a.cards[0]) * 0.5;
      if (cost < low) low = cost, best = &a;
    }
    return *best;
  }
  const int w = winning_index(view, k.trump);
  const CardId winning = view.trick[w].card;
  const int led = static_cast<int>(suit_of(view.trick[0].card));
  const bool partner_winning = v.partnerships && v.side_of(view.trick[w].player) == v.side_of(k.me);
  const bool last = static_cast<int>(view.trick.size()) == view.players - 1;
  int in_trick = 0;
  for (const TrickCard& t : view.trick) in_trick += k.trick_value(t.card);
  const int meld_now = k.meld_in_hand();
  const Action* best = &plays[0];
  double top = -1e18;
  for (const Action& a : plays) {
    const CardId c = a.cards[0];
    const bool wins = !partner_winning && beats_with(k.trump, c, winning, led);
    double value = -k.keep(c);
    if (wins) {
      // Winning takes the trick's points and the right to declare (and to draw first).
      value += in_trick + k.trick_value(c) + meld_now * 0.8 + 3;
      if (!last) value -= 4 + k.trick_value(c) * 0.5;  // a later seat may still take it
    } else if (partner_winning && last) {
      value += k.trick_value(c);  // a brisque on partner's trick is banked
    } else {
      value -= k.trick_value(c);  // handed to the winner
    }
    if (value > top) top = value, best = &a;
  }
  return *best;
}

Action stage_two_play(const Knowledge& k, const std::vector<Action>& plays) {
  const View& view = k.view;
  const Variant& v = k.v;
  auto higher_unseen = [&](CardId c) {
    const int suit = static_cast<int>(suit_of(c));
    for (int r = 0; r < static_cast<int>(rank_of(c)); ++r)
      if (k.unseen(card_type(static_cast<Suit>(suit), static_cast<Rank>(r))) > 0) return true;
    return false;
  };
  auto unseen_in_suit = [&](int suit) {
    int n = 0;
    for (int r = 0; r < kRanks; ++r) n += k.unseen(card_type(static_cast<Suit>(suit), static_cast<Rank>(r)));
    return n;
  };
  auto low_cost = [&](CardId c) { return k.trick_value(c) * 4 + trick_strength(rank_of(c)) + (k.is_trump(c) ? 12 : 0); };
  if (view.trick.empty()) {
    // Lead a card nobody can beat, the most valuable first; otherwise the cheapest card.
    const Action* best = nullptr;
    int best_value = -1;
    for (const Action& a : plays) {
      const CardId c = a.cards[0];
      const int suit = static_cast<int>(suit_of(c));
      bool sure = !higher_unseen(c);
      if (sure && !k.is_trump(c) && k.trump >= 0 && unseen_in_suit(k.trump) > 0 && unseen_in_suit(suit) == 0) sure = false;
      if (!sure) continue;
      const int value = k.trick_value(c) * 4 + trick_strength(rank_of(c)) - (k.is_trump(c) ? 3 : 0);
      if (value > best_value) best_value = value, best = &a;
    }
    if (best) return *best;
    const Action* cheap = &plays[0];
    for (const Action& a : plays)
      if (low_cost(a.cards[0]) < low_cost(cheap->cards[0])) cheap = &a;
    return *cheap;
  }
  const int w = winning_index(view, k.trump);
  const CardId winning = view.trick[w].card;
  const int led = static_cast<int>(suit_of(view.trick[0].card));
  const bool partner_winning = v.partnerships && v.side_of(view.trick[w].player) == v.side_of(k.me);
  const Action* win = nullptr;
  const Action* cheap = &plays[0];
  for (const Action& a : plays) {
    const CardId c = a.cards[0];
    if (beats_with(k.trump, c, winning, led) && (!win || low_cost(c) < low_cost(win->cards[0]))) win = &a;
    if (low_cost(c) < low_cost(cheap->cards[0])) cheap = &a;
  }
  if (win && !partner_winning) return *win;
  return *cheap;
}

}  // namespace

Action HeuristicPlayer::choose(const View& view, const Variant& v, Rng& /*rng*/) {
  const std::vector<Action>& legal = view.legal_actions;
  if (legal.size() == 1) return legal[0];
  for (const Action& a : legal)
    if (a.type == ActionType::Claim && claim_wins(v, view)) return a;
  std::vector<Action> plays;
  for (const Action& a : legal)
    if (a.type == ActionType::Play) plays.push_back(a);
  Knowledge k(v, view);
  switch (view.phase) {
    case Phase::CarteBlanche:
    case Phase::Repeat:
      for (const Action& a : legal)
        if (a.type == ActionType::CarteBlanche) return a;
      break;
    case Phase::Nominate:
      for (const Action& a : legal)
        if (a.type == ActionType::NominateSelf) return a;
      break;
    case Phase::Declare: {
      const Action* best = nullptr;
      int top = 0;
      for (const Action& a : legal) {
        const int pts = immediate_points(v, view.trump, a);
        if (pts > top) top = pts, best = &a;
      }
      if (best) return *best;
      break;
    }
    case Phase::LastDraw: {
      bool take_up = false;
      if (view.turn_up >= 0) {
        const CardId up = static_cast<CardId>(view.turn_up);
        take_up = k.trick_value(up) > 0 || (k.is_trump(up) && rank_of(up) != Rank::Seven);
      }
      for (const Action& a : legal)
        if (a.type == (take_up ? ActionType::TakeTurnUp : ActionType::TakeTop)) return a;
      break;
    }
    case Phase::Play:
      for (const Action& a : legal)
        if (a.type == ActionType::ExchangeSeven) return a;  // French: before the first card, +10
      if (!plays.empty()) return view.stage == 1 ? stage_one_play(k, plays) : stage_two_play(k, plays);
      break;
    default: break;
  }
  // Anything else: pass if possible, never a losing claim.
  for (const Action& a : legal)
    if (a.type == ActionType::Pass) return a;
  for (const Action& a : legal)
    if (a.type != ActionType::Claim) return a;
  return legal[0];
}

}  // namespace bezique::ai
