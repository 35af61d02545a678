// The presets and the option registry as the core's own checks use them: by value, not through
// text, because Variant::validate() runs on every new game.
#pragma once

#include <cstddef>
#include <string_view>

#include "bezique/variant.hpp"

namespace bezique {

// The preset of that name (any case), or nullptr.
const Variant* find_preset(std::string_view name);

// What option_index() returns for a name that is no option.
constexpr std::size_t kNoOption = static_cast<std::size_t>(-1);
// The index of an option (any case) in option_infos(), or kNoOption.
std::size_t option_index(std::string_view name);
// Whether @p a and @p b give option @p index the same value: get_option() would write the same
// text for both.
bool same_option(const Variant& a, const Variant& b, std::size_t index);

}  // namespace bezique
