#include "card_masks.hpp"

#include <array>

namespace bezique::detail {

namespace {
struct Masks {
  std::array<CardSet, kCardTypes> by_type;
  std::array<CardSet, kSuits> by_suit;
  CardSet courts;
  Masks() {
    for (int id = 0; id < kMaxCards; ++id) {
      CardId c = static_cast<CardId>(id);
      by_type[type_of(c)].insert(c);
      by_suit[static_cast<int>(suit_of(c))].insert(c);
      if (is_court(rank_of(c))) courts.insert(c);
    }
  }
};
const Masks& masks() {
  static const Masks m;
  return m;
}
}  // namespace

const CardSet& type_mask(CardType t) { return masks().by_type[t]; }
const CardSet& suit_mask(int suit) { return masks().by_suit[suit]; }
const CardSet& court_mask() { return masks().courts; }

}  // namespace bezique::detail
