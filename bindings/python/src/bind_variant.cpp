// _core.Variant, the preset and option registry, and card notation.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bezique/card.hpp"
#include "bezique/message_text.hpp"
#include "bezique/variant.hpp"
#include "errors.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

void bind_variant(py::module_& m) {
  py::class_<Variant>(m, "Variant", "An engine variant (see bezique.Variant for the public class).")
      .def(py::init<>())
      .def_static("preset", [](const std::string& name) { return take(preset(name)); })
      .def_static("parse", [](const std::string& text) { return take(parse_variant(text)); })
      .def("get", [](const Variant& v, const std::string& name) { return take(get_option(v, name)); })
      .def("set", [](Variant& v, const std::string& name, const std::string& value) { throw_if(set_option(v, name, value)); })
      .def("validate", [](const Variant& v) { throw_if(v.validate()); })
      .def("text", [](const Variant& v) { return variant_text(v); })
      .def_property_readonly("name", [](const Variant& v) { return v.name; })
      .def_property_readonly("players", [](const Variant& v) { return v.players; })
      .def_property_readonly("sides", [](const Variant& v) { return v.sides(); })
      .def_property_readonly("packs", [](const Variant& v) { return v.packs; })
      .def_property_readonly("hand_size", [](const Variant& v) { return v.hand_size; })
      .def_property_readonly("deck_size", [](const Variant& v) { return v.deck_size(); })
      .def_property_readonly("jokers", [](const Variant& v) { return v.jokers; })
      .def_property_readonly("partnerships", [](const Variant& v) { return v.partnerships; })
      .def("side_of", [](const Variant& v, int player) {
        if (player < 0 || player >= v.players) invalid_argument("no seat " + std::to_string(player));
        return v.side_of(player);
      })
      .def("copy", [](const Variant& v) { return Variant(v); })
      .def("__eq__", [](const Variant& a, const Variant& b) { return a == b; });

  m.def("preset_names", [] { return preset_names(); });
  m.def("option_infos", [] {
    py::list out;
    for (const OptionInfo& o : option_infos()) out.append(py::make_tuple(o.name, o.type, o.meaning));
    return out;
  });
  m.def("parse_card", [](const std::string& text) {
    auto c = parse_card(text);
    if (!c) throw EngineError(Code::ParseError, quote(text) + " is not a card (rank A T K Q J 9 8 7, suit S H D C: QS, QS.1)");
    return py::make_tuple(static_cast<int>(c->type), c->copy);
  });
  // Which joker "JK" (-1: no number) or "JK.N" names, or None for text that names no joker.
  m.def("parse_joker", [](const std::string& text) -> py::object {
    int copy = -1;
    if (!parse_joker(text, &copy)) return py::none();
    return py::int_(copy);
  });
  m.def("card_text", [](int id, bool with_copy, bool jokers) {
    if (id < 0 || id >= kMaxCards) invalid_argument("card id " + std::to_string(id) + " is out of range 0..255");
    return card_text(static_cast<CardId>(id), with_copy, jokers);
  }, py::arg("id"), py::arg("with_copy"), py::arg("jokers") = false);
}

}  // namespace bezique_py
