/// @file
/// The rules as pure functions of public facts: who wins a trick, what the play-off duties
/// allow and what a play proves, which queen and jack form a bezique, what a meld scores, what a
/// card won counts. State applies them to a whole deal, and the automatic players to what a seat
/// can see; each rule is written here once, so that a player never holds a copy of one.
#pragma once

#include <cstdint>

#include "bezique/card.hpp"
#include "bezique/card_set.hpp"
#include "bezique/meld.hpp"
#include "bezique/variant.hpp"

namespace bezique {

/// @name Tricks (docs/rules.md 2.4)
/// @{

/// The suit a trick's lead sets: its suit, or -1 for a joker, which sets none (docs/rules.md 7.2).
/// @p jokers: the variant has jokers (Variant::jokers > 0).
constexpr int led_suit(CardId lead, bool jokers = false) {
  return jokers && is_joker(lead) ? -1 : static_cast<int>(suit_of(lead));
}

/// Whether @p challenger, played after @p holder to a trick whose led suit is @p led_suit, takes
/// the trick from it; @p trump is the trump suit, or -1 while none is fixed. A trump beats any
/// card of another suit, a higher card of the suit led beats a lower one, and of two identical
/// cards the one played first wins. With @p jokers (docs/rules.md 7.2), a joker played after
/// another card never takes the trick, and a led joker (led suit -1) is taken only by a trump.
constexpr bool beats(CardId challenger, CardId holder, int led_suit, int trump, bool jokers = false) {
  if (jokers) {
    if (is_joker(challenger)) return false;
    if (is_joker(holder)) return trump >= 0 && static_cast<int>(suit_of(challenger)) == trump;
  }
  const int cs = static_cast<int>(suit_of(challenger));
  const int hs = static_cast<int>(suit_of(holder));
  const bool c_trump = trump >= 0 && cs == trump;
  const bool h_trump = trump >= 0 && hs == trump;
  if (c_trump != h_trump) return c_trump;
  if (!c_trump && cs != led_suit) return false;
  return cs == hs && trick_strength(rank_of(challenger)) > trick_strength(rank_of(holder));
}

/// beats() as a number, for a trick without jokers whose lead is of suit @p led_suit: a trump
/// stands above the suit led, which stands above the other suits, each by trick strength.
/// A card takes the trick from the card winning it so far (a trump or of the suit led) exactly
/// when it stands higher; an identical card stands equal, so the first played keeps it.
constexpr int trick_standing(CardId c, int led_suit, int trump) {
  const int s = static_cast<int>(suit_of(c));
  return (s == trump ? 4 * kRanks : 0) + (s == led_suit ? 2 * kRanks : 0) + trick_strength(rank_of(c));
}

/// The index of the card that wins (so far) a trick of @p count cards, in play order
/// (@p count >= 1; the first card is the lead).
constexpr int trick_winner(const CardId* cards, int count, int trump, bool jokers = false) {
  const int led = led_suit(cards[0], jokers);
  int best = 0;
  if (!jokers) {
    // By standing: selects, not branches, for which card wins is a coin flip for the processor.
    int top = trick_standing(cards[0], led, trump);
    for (int i = 1; i < count; ++i) {
      const int standing = trick_standing(cards[i], led, trump);
      best = standing > top ? i : best;
      top = standing > top ? standing : top;
    }
    return best;
  }
  for (int i = 1; i < count; ++i)
    if (beats(cards[i], cards[best], led, trump, jokers)) best = i;
  return best;
}

/// @}

/// @name The play-off duties (docs/rules.md 2.8)
/// A play-off trick as the duties read it: the suit led, the card winning it so far and the seat
/// that played that card (the duty to win may spare a partner's card: stage2_head_partner).
/// @{

/// The cards of @p hand that seat @p player may play to a play-off trick led in @p led_suit and
/// won so far by @p winning, played by seat @p winner: follow suit, win the trick if able
/// (stage2_must_head), and when void in the suit led trump (stage2_void = must_trump) or trump
/// only with a trump that wins (trump_if_winning). After a led joker (@p led_suit -1, 7.4) a
/// player must win with a trump if able, else plays any card; a joker itself is playable as
/// joker_stage2 says.
CardSet playoff_playable(const Variant& variant, int trump, const CardSet& hand, int player, int led_suit,
                         CardId winning, int winner);

/// playoff_playable() in a variant with jokers (docs/rules.md 7.4), which it calls.
CardSet joker_playoff_playable(const Variant& variant, int trump, const CardSet& hand, int player, int led_suit,
                               CardId winning, int winner);

/// The cards of @p hand that may lead a play-off trick: all of them, but a joker only as
/// joker_stage2 allows (docs/rules.md 7.4).
CardSet playoff_leads(const Variant& variant, const CardSet& hand);

/// What playing @p played to that trick proves about the hand it came from: the card types
/// (bit t = type t) it cannot have held, since holding any of them would have made @p played
/// illegal under playoff_playable(). An information-set search places hidden cards with it.
std::uint32_t playoff_excluded_types(const Variant& variant, int trump, CardId played, int player, int led_suit,
                                     CardId winning, int winner);

/// @}

/// @name Melds (docs/rules.md section 3)
/// @{

/// The queen and jack types that form a bezique when trumps are @p trump (option bezique_pair,
/// docs/rules.md section 3): QS+JD for `fixed`; for `by_trump` the trump queen and the jack of the
/// suit it pairs with (QS+JD, QD+JS, QC+JH, QH+JC); for `by_colour` QS+JD under clubs or hearts,
/// QC+JH under spades or diamonds. False while the pair depends on trumps that are not fixed
/// yet (@p trump = -1).
bool bezique_pair(const Variant& variant, int trump, CardType& queen, CardType& jack);

/// What a meld would score now (meld_value()).
struct MeldValue {
  /// The points; 0 when the meld cannot be declared now (why_not says why).
  int points = 0;
  /// The suit the meld would fix as trumps (the first marriage or sequence, docs/rules.md 2.2), or -1.
  int fixes_trump = -1;
  /// Why a meld that scores 0 cannot be declared, as the end of a sentence naming the meld:
  /// "scores nothing in this variant", "cannot be declared until trumps are fixed", ...
  const char* why_not = "";
};

/// What a meld of @p kind scores when trumps are @p trump (-1: not fixed yet) in a deal after
/// one whose trumps were @p previous_trump (-1: none; it matters to no_repeat_trump).
/// @p suit is the suit of a marriage or sequence, @p rank that of a four (Rank: A T K Q J score,
/// the other ranks nothing); the other kinds ignore them. Whether the cards form the meld and
/// may be used again (docs/rules.md section 4) is State::evaluate_meld()'s question, not this one's.
MeldValue meld_value(const Variant& variant, MeldKind kind, int suit, int rank, int trump, int previous_trump);

/// What declaring @p cards as @p kind would score now: meld_value() of the suit and rank of its
/// natural cards, a joker standing for the card it completes (docs/rules.md 7.3); four jokers
/// score `four_jokers_value`, and the game's first single bezique `first_bezique_value` while
/// @p first_bezique_scored is false (State::first_bezique_scored(), View::first_bezique_scored).
/// The pattern and re-use are State::evaluate_meld()'s questions.
MeldValue declaration_value(const Variant& variant, MeldKind kind, const CardId* cards, int count, int trump,
                            int previous_trump, bool first_bezique_scored);

/// @}

/// @name Cards won (docs/rules.md section 5)
/// @{

/// What a card of rank @p rank counts when won in a trick: brisque_value for an ace or ten
/// under card_count = brisques, its card_points under card_points, nothing under none.
inline int card_value(const Variant& variant, Rank rank) {
  // A product, not a branch: whether a card is a brisque is a coin toss the predictor loses.
  if (variant.card_count == CardCount::Brisques) return static_cast<int>(is_brisque(rank)) * variant.brisque_value;
  if (variant.card_count == CardCount::CardPoints) return variant.card_points[static_cast<int>(rank)];
  return 0;
}

/// What card @p c counts when won in a trick: card_value() of its rank, and 0 for a joker
/// (docs/rules.md section 7: no brisque, no card points).
inline int card_won_value(const Variant& variant, CardId c) {
  return variant.jokers > 0 && is_joker(c) ? 0 : card_value(variant, rank_of(c));
}

/// @}

}  // namespace bezique
