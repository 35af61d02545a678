// What the commands share: the variant of --preset/--variant, the one-line usage error, the
// list of player kinds.
#include <algorithm>
#include <string>
#include <vector>

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
  std::vector<ai::PlayerInfo> kinds = ai::player_infos();
  if (with_human) kinds.push_back({"human", "you, at this terminal (one seat at most)"});
  // The specs in a column as wide as the widest one, so no spec runs into its summary.
  std::size_t width = 0;
  for (const ai::PlayerInfo& p : kinds) width = std::max(width, p.spec.size());
  std::string out;
  for (const ai::PlayerInfo& p : kinds) out += "  " + p.spec + std::string(width + 2 - p.spec.size(), ' ') + p.summary + "\n";
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
