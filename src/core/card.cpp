#include "bezique/card.hpp"

#include <cctype>

namespace bezique {

namespace {
constexpr char kRankChars[kRanks] = {'A', 'T', 'K', 'Q', 'J', '9', '8', '7'};
constexpr char kSuitChars[kSuits] = {'S', 'H', 'D', 'C'};
constexpr std::string_view kSuitNames[kSuits] = {"spades", "hearts", "diamonds", "clubs"};
constexpr std::string_view kRankNames[kRanks] = {"ace", "ten", "king", "queen", "jack", "nine", "eight", "seven"};
}  // namespace

char rank_char(Rank r) { return kRankChars[static_cast<int>(r)]; }
char suit_char(Suit s) { return kSuitChars[static_cast<int>(s)]; }
std::string_view suit_name(Suit s) { return kSuitNames[static_cast<int>(s)]; }
std::string_view rank_name(Rank r) { return kRankNames[static_cast<int>(r)]; }

std::string type_text(CardType t) {
  return {rank_char(rank_of_type(t)), suit_char(suit_of_type(t))};
}

std::string card_text(CardId id, bool with_copy) {
  std::string s = type_text(type_of(id));
  if (with_copy) {
    s += '.';
    s += static_cast<char>('0' + copy_of(id));
  }
  return s;
}

std::string card_text(CardId id, bool with_copy, bool jokers) {
  if (!jokers || !is_joker(id)) return card_text(id, with_copy);
  std::string s = "JK";
  if (with_copy) {
    s += '.';
    s += static_cast<char>('0' + joker_index(id));
  }
  return s;
}

bool parse_joker(std::string_view text, int* copy) {
  *copy = -1;
  if (text.size() < 2 || std::toupper(static_cast<unsigned char>(text[0])) != 'J' ||
      std::toupper(static_cast<unsigned char>(text[1])) != 'K')
    return false;
  if (text.size() == 2) return true;
  if (text.size() != 4 || text[2] != '.' || text[3] < '0' || text[3] >= '0' + kMaxJokers) return false;
  *copy = text[3] - '0';
  return true;
}

std::optional<Rank> parse_rank(std::string_view text) {
  if (text == "10") return Rank::Ten;
  if (text.size() != 1) return std::nullopt;
  char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  for (int r = 0; r < kRanks; ++r)
    if (kRankChars[r] == c) return static_cast<Rank>(r);
  return std::nullopt;
}

std::optional<Suit> parse_suit(char c) {
  c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (int s = 0; s < kSuits; ++s)
    if (kSuitChars[s] == c) return static_cast<Suit>(s);
  return std::nullopt;
}

std::optional<CardType> parse_card_type(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  auto rank = parse_rank(text.substr(0, text.size() - 1));
  auto suit = parse_suit(text.back());
  if (!rank || !suit) return std::nullopt;
  return card_type(*suit, *rank);
}

std::optional<ParsedCard> parse_card(std::string_view text) {
  int copy = -1;
  auto dot = text.find('.');
  if (dot != std::string_view::npos) {
    std::string_view c = text.substr(dot + 1);
    if (c.size() != 1 || c[0] < '0' || c[0] >= '0' + kMaxPacks) return std::nullopt;
    copy = c[0] - '0';
    text = text.substr(0, dot);
  }
  auto t = parse_card_type(text);
  if (!t) return std::nullopt;
  return ParsedCard{*t, copy};
}

}  // namespace bezique
