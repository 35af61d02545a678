/// @file
/// Cards, their notation (docs/rules.md section 1) and physical copies.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

/// The bezique rules engine: variants, the game state, actions, events, views and records.
namespace bezique {

/// A suit; the values are those of the C ABI (BZQ_SUIT_*).
enum class Suit : std::uint8_t {
  Spades = 0,    ///< S
  Hearts = 1,    ///< H
  Diamonds = 2,  ///< D
  Clubs = 3      ///< C
};
/// A rank. Index order is trick-taking order, high to low: A 10 K Q J 9 8 7.
enum class Rank : std::uint8_t {
  Ace = 0,    ///< A
  Ten = 1,    ///< T (or 10); ranks second in a trick
  King = 2,   ///< K
  Queen = 3,  ///< Q
  Jack = 4,   ///< J
  Nine = 5,   ///< 9
  Eight = 6,  ///< 8
  Seven = 7   ///< 7
};

constexpr int kSuits = 4;  ///< Number of suits.
constexpr int kRanks = 8;  ///< Number of ranks (a piquet pack: A down to 7).
constexpr int kCardTypes = 32;   ///< Card types in one pack.
constexpr int kMaxPacks = 8;     ///< The most packs a variant shuffles together (eight-deck).
constexpr int kMaxCards = kCardTypes * kMaxPacks;  ///< 256 physical cards at most.
constexpr int kMaxPlayers = 4;   ///< The most players at a table.

/// A card type: suit * 8 + rank index. Copies of one type are identical in play.
using CardType = std::uint8_t;
/// A physical card: copy * 32 + type. The engine tracks each copy because a copy's meld
/// history matters (docs/rules.md section 4).
using CardId = std::uint8_t;

/// The type of the card of suit @p s and rank @p r.
constexpr CardType card_type(Suit s, Rank r) { return static_cast<CardType>(static_cast<int>(s) * kRanks + static_cast<int>(r)); }
/// The type of a physical card (its copy dropped).
constexpr CardType type_of(CardId id) { return static_cast<CardType>(id % kCardTypes); }
/// Which copy of its type a physical card is (0..packs-1).
constexpr int copy_of(CardId id) { return id / kCardTypes; }
/// Copy @p copy of card type @p t.
constexpr CardId physical_card(CardType t, int copy) { return static_cast<CardId>(copy * kCardTypes + t); }
/// The suit of a card type.
constexpr Suit suit_of_type(CardType t) { return static_cast<Suit>(t / kRanks); }
/// The rank of a card type.
constexpr Rank rank_of_type(CardType t) { return static_cast<Rank>(t % kRanks); }
/// The suit of a physical card.
constexpr Suit suit_of(CardId id) { return suit_of_type(type_of(id)); }
/// The rank of a physical card.
constexpr Rank rank_of(CardId id) { return rank_of_type(type_of(id)); }
/// A rank's strength in a trick: higher is stronger.
constexpr int trick_strength(Rank r) { return kRanks - static_cast<int>(r); }
/// @name Jokers (docs/rules.md section 7)
/// A joker has no suit and no rank. The four jokers of a variant with jokers are the physical
/// cards kFirstJoker..kFirstJoker+3: copy 7 of the last four card types, ids no variant of at
/// most seven packs uses otherwise (Variant::validate() allows jokers only there). In eight-deck
/// those ids are ordinary cards, so whether an id is a joker is the variant's question: ask
/// is_joker() only of a variant that has jokers (Variant::jokers > 0).
/// @{
constexpr int kMaxJokers = 4;             ///< The most jokers a variant shuffles in.
constexpr CardId kFirstJoker = 252;       ///< The first joker's id; joker k is kFirstJoker + k.
constexpr int kMaxPacksWithJokers = 7;    ///< Jokers take copy 7's ids, so at most seven packs.
/// Whether @p id is a joker, in a variant with jokers.
constexpr bool is_joker(CardId id) { return id >= kFirstJoker; }
/// Which joker (0..3) a joker id is.
constexpr int joker_index(CardId id) { return id - kFirstJoker; }
/// @}

/// Whether a rank is a brisque (ace or ten), the cards counted at the end of a deal.
constexpr bool is_brisque(Rank r) { return r == Rank::Ace || r == Rank::Ten; }
/// Whether a rank is a court card (king, queen, jack); carte blanche is a hand without one.
constexpr bool is_court(Rank r) { return r == Rank::King || r == Rank::Queen || r == Rank::Jack; }

/// The notation letter of a rank: 'A', 'T', 'K', 'Q', 'J', '9', '8', '7'.
char rank_char(Rank r);
/// The notation letter of a suit: 'S', 'H', 'D', 'C'.
char suit_char(Suit s);
/// "QS", "TH": the notation of docs/rules.md section 1.
std::string type_text(CardType t);
/// "QS" or, with @p with_copy, "QS.1".
std::string card_text(CardId id, bool with_copy);
/// As card_text(), and "JK" (or "JK.2") for a joker when @p jokers (the variant has jokers).
std::string card_text(CardId id, bool with_copy, bool jokers);
/// Parses a rank ("A", "T" or "10", "K", ..., case-insensitive); nullopt on anything else.
std::optional<Rank> parse_rank(std::string_view text);
/// Parses a suit letter (case-insensitive); nullopt on anything else.
std::optional<Suit> parse_suit(char c);
/// Parses "QS", "10H", "th" (case-insensitive). Returns nullopt on anything else.
std::optional<CardType> parse_card_type(std::string_view text);
/// A card as parse_card() reads it: a type and, when the text names one, a copy.
struct ParsedCard {
  CardType type;  ///< The card type.
  int copy;       ///< The copy named by ".N", or -1 when the text names none.
};
/// Parses "QS" (copy = -1) or "QS.2" (copy = 2); nullopt on anything else.
std::optional<ParsedCard> parse_card(std::string_view text);
/// Whether @p text names a joker: "JK" or "JK.N" (case-insensitive); *copy is N, or -1.
bool parse_joker(std::string_view text, int* copy);
/// The English name of a suit ("spades").
std::string_view suit_name(Suit s);
/// The English name of a rank ("queen").
std::string_view rank_name(Rank r);

}  // namespace bezique
