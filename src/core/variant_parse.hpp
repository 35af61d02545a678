// parse_variant() telling where a mistake lies, for the text forms that embed a variant text
// (records and state texts name the line and column of a mistake).
#pragma once

#include <cstddef>
#include <string_view>

#include "bezique/variant.hpp"

namespace bezique {

// parse_variant(); on failure, error_at is the byte offset in `text` where the mistake lies.
Result<Variant> parse_variant_at(std::string_view text, std::size_t& error_at);

}  // namespace bezique
