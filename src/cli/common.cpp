// What the commands share: the variant of --preset/--variant, the one-line usage error, the
// list of player kinds.
#include <algorithm>
#include <string>

#include "bezique/ai/player.hpp"
#include "command.hpp"

namespace bezique::cli {

Result<Variant> VariantChoice::resolve() const {
  if (!text.empty()) return parse_variant(text);
  return bezique::preset(preset.empty() ? kDefaultPreset : std::string_view(preset));
}

int usage_error(const std::string& command, const std::string& message, std::ostream& err) {
  err << "bezique " << command << ": " << message << " (bezique " << command << " --help)\n";
  return kExitUsage;
}

std::string player_kinds_help(bool with_human) {
  std::string out;
  for (const ai::PlayerInfo& p : ai::player_infos()) {
    std::string spec = p.spec;
    spec.resize(std::max<std::size_t>(spec.size(), 14), ' ');
    out += "  " + spec + p.summary + "\n";
  }
  if (with_human) out += "  human         you, at this terminal (one seat at most)\n";
  return out;
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    out.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

}  // namespace bezique::cli
