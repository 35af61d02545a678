// _core.simulate: the library's random deals (bezique/simulation.hpp) with the GIL released,
// interruptible by Ctrl-C.
#include <chrono>

#include <pybind11/pybind11.h>

#include "bezique/ai/interrupt.hpp"
#include "bezique/simulation.hpp"
#include "errors.hpp"
#include "interrupt.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

namespace {

py::list to_list(const std::int64_t* values, std::size_t n) {
  py::list out;
  for (std::size_t i = 0; i < n; ++i) out.append(py::int_(values[i]));
  return out;
}

py::dict stats_dict(const Variant& v, const SimulationStats& st) {
  py::dict d;
  d["deals"] = st.deals;
  d["actions"] = st.actions;
  d["tricks"] = st.tricks;
  d["games_over"] = st.games_over;
  d["melds"] = to_list(st.melds.data(), st.melds.size());
  d["meld_deals"] = to_list(st.meld_deals.data(), st.meld_deals.size());
  d["points_by_side"] = to_list(st.points_by_side.data(), static_cast<std::size_t>(v.sides()));
  d["deal_wins"] = to_list(st.deal_wins.data(), static_cast<std::size_t>(v.sides()));
  d["deal_ties"] = st.deal_ties;
  return d;
}

}  // namespace

void bind_simulate(py::module_& m) {
  m.def("simulate", [](const Variant& v, std::int64_t deals, std::uint64_t seed, std::int64_t first) {
    Result<SimulationStats> run =
        interruptible([&] { return simulate(v, deals, seed, first, [] { return ai::interrupted(); }); });
    return stats_dict(v, take(std::move(run)));
  }, py::arg("variant"), py::arg("deals"), py::arg("seed"), py::arg("first") = 0);
  // The same loop timed inside C++ alone: the reference figure of the Python benchmark.
  m.def("native_simulate_seconds", [](const Variant& v, std::int64_t deals, std::uint64_t seed) {
    std::chrono::duration<double> elapsed{};
    Status status;
    {
      py::gil_scoped_release release;
      const auto start = std::chrono::steady_clock::now();
      status = simulate(v, deals, seed).status();
      elapsed = std::chrono::steady_clock::now() - start;
    }
    throw_if(status);
    return elapsed.count();
  });
}

}  // namespace bezique_py
