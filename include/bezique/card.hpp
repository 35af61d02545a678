// Cards, their notation (RULES.md section 1) and physical copies.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bezique {

enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3 };
// Index order is trick-taking order, high to low: A 10 K Q J 9 8 7.
enum class Rank : std::uint8_t { Ace = 0, Ten = 1, King = 2, Queen = 3, Jack = 4, Nine = 5, Eight = 6, Seven = 7 };

constexpr int kSuits = 4;
constexpr int kRanks = 8;
constexpr int kCardTypes = 32;   // one pack
constexpr int kMaxPacks = 8;
constexpr int kMaxCards = kCardTypes * kMaxPacks;  // 256 physical cards at most
constexpr int kMaxPlayers = 4;

// A card type: suit * 8 + rank index. Copies of one type are identical in play.
using CardType = std::uint8_t;
// A physical card: copy * 32 + type. The engine tracks each copy because a copy's meld
// history matters (RULES.md section 4).
using CardId = std::uint8_t;

constexpr CardType card_type(Suit s, Rank r) { return static_cast<CardType>(static_cast<int>(s) * kRanks + static_cast<int>(r)); }
constexpr CardType type_of(CardId id) { return static_cast<CardType>(id % kCardTypes); }
constexpr int copy_of(CardId id) { return id / kCardTypes; }
constexpr CardId physical_card(CardType t, int copy) { return static_cast<CardId>(copy * kCardTypes + t); }
constexpr Suit suit_of_type(CardType t) { return static_cast<Suit>(t / kRanks); }
constexpr Rank rank_of_type(CardType t) { return static_cast<Rank>(t % kRanks); }
constexpr Suit suit_of(CardId id) { return suit_of_type(type_of(id)); }
constexpr Rank rank_of(CardId id) { return rank_of_type(type_of(id)); }
// Higher is stronger in a trick.
constexpr int trick_strength(Rank r) { return kRanks - static_cast<int>(r); }
constexpr bool is_brisque(Rank r) { return r == Rank::Ace || r == Rank::Ten; }
constexpr bool is_court(Rank r) { return r == Rank::King || r == Rank::Queen || r == Rank::Jack; }

char rank_char(Rank r);
char suit_char(Suit s);
// "QS", "TH": the notation of RULES.md section 1.
std::string type_text(CardType t);
// "QS" or, with copy, "QS.1".
std::string card_text(CardId id, bool with_copy);
std::optional<Rank> parse_rank(std::string_view text);
std::optional<Suit> parse_suit(char c);
// Parses "QS", "10H", "th" (case-insensitive). Returns nullopt on anything else.
std::optional<CardType> parse_card_type(std::string_view text);
// Parses "QS" (copy = -1) or "QS.2" (copy = 2).
struct ParsedCard {
  CardType type;
  int copy;
};
std::optional<ParsedCard> parse_card(std::string_view text);
std::string_view suit_name(Suit s);
std::string_view rank_name(Rank r);

}  // namespace bezique
