// The compiled core of the bezique package: plain values in, plain values out. The Pythonic
// classes are in bezique/*.py.
#include <pybind11/pybind11.h>

#include <string>

#include "bezique/state.hpp"
#include "errors.hpp"

namespace py = pybind11;

namespace bezique_py {
void bind_variant(py::module_& m);
void bind_state(py::module_& m);
void bind_game(py::module_& m);
void bind_simulate(py::module_& m);
void bind_players(py::module_& m);
void bind_tournament(py::module_& m);
void bind_cent_points(py::module_& m);
}  // namespace bezique_py

PYBIND11_MODULE(_core, m) {
  m.doc() = "The compiled core of bezique; use the bezique package instead.";
  m.attr("MAX_LEGAL_ACTIONS") = bezique::kMaxLegalActions;
  m.attr("MAX_CARDS") = bezique::kMaxCards;
  m.attr("DEFAULT_PRESET") = std::string(bezique::kDefaultPreset);
  bezique_py::register_errors();
  bezique_py::bind_variant(m);
  bezique_py::bind_state(m);
  bezique_py::bind_game(m);
  bezique_py::bind_simulate(m);
  bezique_py::bind_players(m);
  bezique_py::bind_tournament(m);
  bezique_py::bind_cent_points(m);
}
