// _core.simulate: random deals in C++ with the GIL released, interruptible by Ctrl-C.
#include <chrono>

#include <pybind11/pybind11.h>

#include "bezique/state.hpp"
#include "errors.hpp"
#include "interrupt.hpp"
#include "random_deals.hpp"
#include "simulate.hpp"

namespace py = pybind11;
using namespace bezique;
using bezique::bindings::SimulationStats;
using bezique::bindings::simulate_deals;

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
  d["deal_ties"] = st.deal_wins[kMaxPlayers];
  return d;
}

void check_deals(std::int64_t deals, std::int64_t first = 0) {
  if (deals < 0 || deals > 0x7fffffff) invalid_argument("deals must lie in 0..2147483647, not " + std::to_string(deals));
  if (first < 0 || first > 0x7fffffff - deals)
    invalid_argument("the first deal must lie in 0.." + std::to_string(0x7fffffff - deals) + " (deal numbers are below 2**31), not " +
                     std::to_string(first));
}

}  // namespace

void bind_simulate(py::module_& m) {
  m.def("simulate", [](const Variant& v, std::int64_t deals, std::uint64_t seed, std::int64_t first) {
    throw_if(v.validate());
    check_deals(deals, first);
    const SimulationStats st = interruptible([&] { return simulate_deals(v, deals, seed, static_cast<int>(first)); });
    return stats_dict(v, st);
  }, py::arg("variant"), py::arg("deals"), py::arg("seed"), py::arg("first") = 0);
  // The benchmarks' loop (bench::play_random_deals) timed inside C++ alone: the reference
  // figure of the Python benchmark.
  m.def("native_simulate_seconds", [](const Variant& v, std::int64_t deals, std::uint64_t seed) {
    throw_if(v.validate());
    check_deals(deals);
    py::gil_scoped_release release;
    const auto start = std::chrono::steady_clock::now();
    const bench::RandomDealCounts counts = bench::play_random_deals(v, seed, static_cast<std::uint64_t>(deals));
    const auto stop = std::chrono::steady_clock::now();
    if (counts.deals != static_cast<std::uint64_t>(deals)) throw EngineError(Code::Internal, "simulation stopped early");
    return std::chrono::duration<double>(stop - start).count();
  });
}

}  // namespace bezique_py
