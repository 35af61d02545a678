// `bezique presets [NAME]`: the presets, or every option of one preset.
#include <algorithm>
#include <iomanip>

#include "command.hpp"

namespace bezique::cli {

namespace {

void list_presets(std::ostream& out) {
  std::size_t width = 0;
  for (const std::string& name : preset_names()) width = std::max(width, name.size());
  for (const std::string& name : preset_names()) {
    const Variant v = *preset(name);
    out << std::left << std::setw(static_cast<int>(width) + 2) << name << v.players << " players"
        << (v.partnerships ? " in partnerships" : "") << ", " << v.packs << (v.packs == 1 ? " pack" : " packs")
        << " (" << v.deck_size() << " cards), hands of " << v.hand_size << ", "
        << (v.scoring == GameScoring::Rubicon ? "rubicon scoring" : "game to " + std::to_string(v.target)) << "\n";
  }
}

int list_options(const Variant& v, std::ostream& out, std::ostream& err) {
  out << "options of " << v.name << " (name, type, value, meaning):\n";
  std::size_t name_w = 0, type_w = 0, value_w = 0;
  std::vector<std::string> values;
  for (const OptionInfo& o : option_infos()) {
    auto value = get_option(v, o.name);
    if (!value) {
      err << "bezique presets: option " << o.name << ": " << value.status().message() << "\n";
      return kExitFailure;
    }
    values.push_back(*value);
    name_w = std::max(name_w, o.name.size());
    type_w = std::max(type_w, o.type.size());
    value_w = std::max(value_w, value->size());
  }
  std::size_t i = 0;
  for (const OptionInfo& o : option_infos()) {
    out << "  " << std::left << std::setw(static_cast<int>(name_w) + 2) << o.name
        << std::setw(static_cast<int>(type_w) + 2) << o.type << std::setw(static_cast<int>(value_w) + 2)
        << values[i++] << o.meaning << "\n";
  }
  return kExitOk;
}

}  // namespace

int run_presets(const PresetsOptions& o, std::ostream& out, std::ostream& err) {
  if (o.name.empty() && !o.options) {
    list_presets(out);
    return kExitOk;
  }
  auto v = preset(o.name.empty() ? preset_names().front() : o.name);
  if (!v) return usage_error("presets", v.status().message(), err);
  return list_options(*v, out, err);
}

}  // namespace bezique::cli
