// Options that other options make meaningless (docs/rules.md section 6's option table): setting one
// of them is a mistake to report, not a value to carry silently.
#pragma once

#include "bezique/status.hpp"
#include "bezique/variant.hpp"

namespace bezique {

// Ok, or InvalidVariant naming the first option that differs from its preset's value although
// the variant's other options mean it has no effect, and saying why.
Status check_no_ignored_option(const Variant& v);

}  // namespace bezique
