// _core.CentPoints: the cent points match of docs/rules.md 7.5.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bezique/cent_points.hpp"
#include "errors.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

void bind_cent_points(py::module_& m) {
  py::class_<CentPoints>(m, "CentPoints", "An engine cent points match (see bezique.CentPoints for the public class).")
      .def(py::init([](const Variant& v) { return take(CentPoints::create(v)); }))
      .def_static("from_text", [](const Variant& v, const std::string& text) { return take(CentPoints::from_text(v, text)); })
      .def("record_game", [](CentPoints& c, int winner, int loser_score) { throw_if(c.record_game(winner, loser_score)); })
      .def("new_match", [](CentPoints& c) { throw_if(c.new_match()); })
      .def("counts", [](const CentPoints& c) { return py::make_tuple(c.count(0), c.count(1)); })
      .def("games", &CentPoints::games)
      .def("matches", &CentPoints::matches)
      .def("match_winner", &CentPoints::match_winner)
      .def("bonus_seat", &CentPoints::bonus_seat)
      .def("start_scores", [](const CentPoints& c) {
        const std::vector<int> s = c.start_scores();
        return py::make_tuple(s[0], s[1]);
      })
      .def("options", [](const CentPoints& c) {
        return py::make_tuple(c.en_bas_table(), c.match_games(), c.loser_start_bonus());
      })
      .def("text", &CentPoints::to_text)
      .def("copy", [](const CentPoints& c) { return CentPoints(c); })
      .def("__eq__", [](const CentPoints& a, const CentPoints& b) { return a == b; });
}

}  // namespace bezique_py
