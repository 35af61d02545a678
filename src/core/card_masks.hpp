// Card masks shared by the rules code, computed inline: a mask over card types covers every copy.
#pragma once

#include "bezique/card_set.hpp"

namespace bezique::detail {

// Every physical copy of a card type.
inline CardSet type_mask(CardType t) { return CardSet::every_copy_of(std::uint32_t{1} << t); }
// Every physical copy of every card of a suit.
inline CardSet suit_mask(int suit) { return CardSet::every_copy_of(std::uint32_t{0xFF} << (suit * kRanks)); }
// Every king, queen and jack (rank indices 2, 3, 4 of each suit).
inline CardSet court_mask() { return CardSet::every_copy_of(0x1C1C1C1Cu); }

}  // namespace bezique::detail
