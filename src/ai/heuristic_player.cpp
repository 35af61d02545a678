// The rule-based player. Everything it weighs comes from the view: its hand, the tables, the
// played cards and the declarations of the deal, from which it counts the copies still unseen.
#include "bezique/ai/heuristic_player.hpp"

#include <algorithm>
#include <array>

#include "bezique/rules.hpp"

namespace bezique::ai {

namespace {

constexpr int kSlots = 5;  // A T K Q J: the ranks that form fours and sequences

// What the seat knows, counted per card type.
struct Knowledge {
  const Variant& v;
  const View& view;
  int me;
  int trump;
  int previous_trump;
  std::array<int, kCardTypes> total{};   // copies in the game
  std::array<int, kCardTypes> mine{};    // in my hand
  std::array<int, kCardTypes> placed{};  // played, in the trick, or on another seat's table
  std::array<MeldHistory, kMaxCards> hist{};
  int bezique_queen = -1, bezique_jack = -1;
  int jokers_free = 0;  // jokers in my hand that no declaration has used (docs/rules.md 7.3)

  Knowledge(const Variant& variant, const View& w)
      : v(variant), view(w), me(w.viewer), trump(w.trump), previous_trump(w.previous_trump) {
    for (int t = 0; t < kCardTypes; ++t) total[t] = v.packs;
    for (CardType t : v.removed) --total[t];
    // A joker is no copy of a card type: it is counted apart.
    auto count = [&](std::array<int, kCardTypes>& into, CardId c) {
      if (!is_joker_card(c)) ++into[type_of(c)];
    };
    for (CardId c : view.hand) count(mine, c);
    for (CardId c : view.played) count(placed, c);
    for (const TrickCard& t : view.trick) count(placed, t.card);
    for (int p = 0; p < view.players; ++p)
      if (p != me)
        for (CardId c : view.table[p]) count(placed, c);
    for (const MeldRecord& m : view.melds)
      for (int i = 0; i < m.count; ++i) hist[m.cards[i]] |= meld_bit(m.kind);
    CardType q = 0, j = 0;
    if (bezique_pair(v, trump, q, j)) bezique_queen = q, bezique_jack = j;
    for (CardId c : view.hand) jokers_free += is_joker_card(c) && !(hist[c] & ~kSevenScoredBit);
  }

  bool is_joker_card(CardId c) const { return v.jokers > 0 && is_joker(c); }

  // What a meld of the kind (of a suit or a rank) would score now.
  int value(MeldKind kind, int suit, int rank) const {
    return meld_value(v, kind, suit, rank, trump, previous_trump).points;
  }

  // Copies nobody has shown: in other hands or the stock.
  int unseen(int t) const { return std::max(0, total[t] - mine[t] - placed[t]); }
  // Copies I hold or might still draw.
  int reachable(int t) const { return view.stock_size > 0 ? mine[t] + unseen(t) : mine[t]; }
  bool is_trump(CardId c) const { return trump >= 0 && !is_joker_card(c) && static_cast<int>(suit_of(c)) == trump; }
  int trick_value(CardId c) const { return card_won_value(v, c); }

  // The jokers a four may use now.
  int jokers_for_a_four() const { return std::min(jokers_free, v.jokers_per_four); }

  // What keeping a joker is worth (docs/rules.md 7.2, 7.3): in stage 1 it wins the trick it leads
  // unless trumped, and it completes a four of a rank held three (or with more jokers, fewer)
  // times; in the play-off it is played last and wins nothing.
  double keep_joker(CardId c) const {
    if (view.stage != 1) return -1;
    double k = 12;
    if (!(hist[c] & ~kSevenScoredBit) && v.jokers_per_four > 0)
      for (int r = 0; r < kSlots; ++r) {
        const int four = value(MeldKind::Four, -1, r);
        int held = 0;
        for (int s = 0; s < kSuits; ++s) held += mine[card_type(static_cast<Suit>(s), static_cast<Rank>(r))];
        if (four > 0 && held >= 2) k += four * 0.05 * (held + 1) * (held + 1);
      }
    return k;
  }

  // What keeping the card is worth: its trick value and the melds it may still complete.
  double keep(CardId c) const {
    if (is_joker_card(c)) return keep_joker(c);
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
      const int single = value(MeldKind::Bezique, -1, -1), twice = value(MeldKind::DoubleBezique, -1, -1);
      if (!(h & meld_bit(MeldKind::Bezique)) && single > 0) k += single * 0.6;
      if (q >= 2 && j >= 2 && twice > 0) {
        const int held = std::min(mine[bezique_queen], 2) + std::min(mine[bezique_jack], 2);
        k += twice * 0.04 * (1 + held * held);
      }
    }
    // A sequence, in trumps (or, where it scores, in any suit).
    if (rank < kSlots) {
      const int sequence = value(MeldKind::Sequence, suit, -1);
      if (sequence > 0 && !(h & meld_bit(MeldKind::Sequence))) {
        int held = 0;
        bool possible = true;
        for (int r = 0; r < kSlots; ++r) {
          const int tt = card_type(static_cast<Suit>(suit), static_cast<Rank>(r));
          held += mine[tt] > 0;
          possible = possible && reachable(tt) > 0;
        }
        if (possible) k += sequence * 0.02 * held * held;
      }
      // Fours of the rank.
      const int four = value(MeldKind::Four, -1, rank);
      if (four > 0 && !(h & meld_bit(MeldKind::Four))) {
        int held = 0;
        for (int s = 0; s < kSuits; ++s) held += mine[card_type(static_cast<Suit>(s), static_cast<Rank>(rank))];
        if (held >= 2) k += four * 0.05 * held * held;
      }
    }
    // A marriage, while its partner card may come.
    if (rank_of(c) == Rank::King || rank_of(c) == Rank::Queen) {
      const int other = card_type(static_cast<Suit>(suit), rank_of(c) == Rank::King ? Rank::Queen : Rank::King);
      if (!(h & meld_bit(MeldKind::Marriage)) && reachable(other) > 0)
        k += value(MeldKind::Marriage, suit, -1) * (mine[other] > 0 ? 0.5 : 0.2);
    }
    return k;
  }

  // The best declaration the hand could make now, roughly (re-use rules simplified).
  int meld_in_hand() const {
    int best = 0;
    auto consider = [&](int pts) { best = std::max(best, pts); };
    auto undeclared = [&](int t, MeldKind kind) {
      for (CardId c : view.hand)
        if (!is_joker_card(c) && type_of(c) == t && !(hist[c] & meld_bit(kind))) return true;
      return false;
    };
    for (int s = 0; s < kSuits; ++s) {
      const int k = card_type(static_cast<Suit>(s), Rank::King), q = card_type(static_cast<Suit>(s), Rank::Queen);
      if (mine[k] && mine[q] && undeclared(k, MeldKind::Marriage) && undeclared(q, MeldKind::Marriage))
        consider(value(MeldKind::Marriage, s, -1));
      bool seq = true;
      bool fresh = false;
      for (int r = 0; r < kSlots; ++r) {
        const int t = card_type(static_cast<Suit>(s), static_cast<Rank>(r));
        seq = seq && mine[t] > 0;
        fresh = fresh || undeclared(t, MeldKind::Sequence);
      }
      if (seq && fresh) consider(value(MeldKind::Sequence, s, -1));
    }
    if (bezique_queen >= 0) {
      const int pairs = std::min(mine[bezique_queen], mine[bezique_jack]);
      if (pairs >= 1 && undeclared(bezique_queen, MeldKind::Bezique) && undeclared(bezique_jack, MeldKind::Bezique))
        consider(value(MeldKind::Bezique, -1, -1));
      if (pairs >= 2) consider(value(MeldKind::DoubleBezique, -1, -1));
    }
    for (int r = 0; r < kSlots; ++r) {
      int held = 0;
      bool fresh = false;
      for (int s = 0; s < kSuits; ++s) {
        const int t = card_type(static_cast<Suit>(s), static_cast<Rank>(r));
        held += mine[t];
        fresh = fresh || (mine[t] && undeclared(t, MeldKind::Four));
      }
      // A joker stands for one card of a four (7.3).
      if (held >= 1 && held + jokers_for_a_four() >= 4 && fresh) consider(value(MeldKind::Four, -1, r));
    }
    return best;
  }
};

int winning_index(const View& view, int trump, bool jokers) {
  std::array<CardId, kMaxPlayers> cards{};
  const int n = std::min(static_cast<int>(view.trick.size()), kMaxPlayers);
  for (int i = 0; i < n; ++i) cards[static_cast<std::size_t>(i)] = view.trick[static_cast<std::size_t>(i)].card;
  return trick_winner(cards.data(), n, trump, jokers);
}

Action stage_one_play(const Knowledge& k, const std::vector<Action>& plays) {
  const View& view = k.view;
  const Variant& v = k.v;
  if (view.trick.empty()) {
    // A led joker wins unless trumped (7.2): lead one to win the right to declare when a
    // declaration waits in the hand (and no four wants the joker more).
    const int meld_waiting = k.meld_in_hand();
    if (meld_waiting >= 40)
      for (const Action& a : plays)
        if (k.is_joker_card(a.cards[0]) && k.keep(a.cards[0]) < meld_waiting) return a;
    // Lead what is worth least to keep.
    const Action* best = &plays[0];
    double low = 1e18;
    for (const Action& a : plays) {
      const double cost = k.keep(a.cards[0]) + k.trick_value(a.cards[0]) * 0.5;
      if (cost < low) low = cost, best = &a;
    }
    return *best;
  }
  const bool jokers = v.jokers > 0;
  const int w = winning_index(view, k.trump, jokers);
  const CardId winning = view.trick[w].card;
  const int led = led_suit(view.trick[0].card, jokers);
  const bool partner_winning = v.partnerships && v.side_of(view.trick[w].player) == v.side_of(k.me);
  const bool last = static_cast<int>(view.trick.size()) == view.players - 1;
  int in_trick = 0;
  for (const TrickCard& t : view.trick) in_trick += k.trick_value(t.card);
  const int meld_now = k.meld_in_hand();
  const Action* best = &plays[0];
  double top = -1e18;
  for (const Action& a : plays) {
    const CardId c = a.cards[0];
    const bool wins = !partner_winning && beats(c, winning, led, k.trump, jokers);
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
  // A joker is cheapest of all in the play-off: it wins nothing there.
  auto low_cost = [&](CardId c) {
    if (k.is_joker_card(c)) return -1;
    return k.trick_value(c) * 4 + trick_strength(rank_of(c)) + (k.is_trump(c) ? 12 : 0);
  };
  if (view.trick.empty()) {
    // Lead a card nobody can beat, the most valuable first; otherwise the cheapest card.
    const Action* best = nullptr;
    int best_value = -1;
    for (const Action& a : plays) {
      const CardId c = a.cards[0];
      if (k.is_joker_card(c)) continue;  // a joker leads only when nothing else can
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
  const bool jokers = v.jokers > 0;
  const int w = winning_index(view, k.trump, jokers);
  const CardId winning = view.trick[w].card;
  const int led = led_suit(view.trick[0].card, jokers);
  const bool partner_winning = v.partnerships && v.side_of(view.trick[w].player) == v.side_of(k.me);
  const Action* win = nullptr;
  const Action* cheap = &plays[0];
  for (const Action& a : plays) {
    const CardId c = a.cards[0];
    if (beats(c, winning, led, k.trump, jokers) && (!win || low_cost(c) < low_cost(win->cards[0]))) win = &a;
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
        const int pts = immediate_points(v, view.trump, view.previous_trump, view.first_bezique_scored, a);
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
