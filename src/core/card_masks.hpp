// Precomputed card masks shared by the rules code.
#pragma once

#include "bezique/card_set.hpp"

namespace bezique::detail {

// Every physical copy of a card type.
const CardSet& type_mask(CardType t);
// Every physical copy of every card of a suit.
const CardSet& suit_mask(int suit);
// Every king, queen and jack.
const CardSet& court_mask();

}  // namespace bezique::detail
