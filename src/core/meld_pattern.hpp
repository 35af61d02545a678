// Whether cards form a meld's pattern (docs/rules.md section 3): shared by the meld rules, which
// refuse a declaration with the reason, and the invariants, which check the recorded melds.
#pragma once

#include <string>

#include "bezique/card.hpp"
#include "bezique/meld.hpp"
#include "bezique/variant.hpp"

namespace bezique::detail {

// `formed` is false when the cards do not form the kind (or when it cannot be known yet: the
// bezique pair before trumps are fixed); `why` is the refusal, empty when the pattern is
// declarable as far as the pattern goes (a four of nines forms its pattern but scores nothing).
// Fours and fives of trumps are not checked against trumps before trumps are fixed: their value
// (meld_value()) waits for them.
struct MeldPattern {
  bool formed = true;
  std::string why;
};

MeldPattern match_pattern(const Variant& v, int trump, MeldKind kind, const CardId* cards, int count);

}  // namespace bezique::detail
