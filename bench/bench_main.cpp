// Speed of the rules core (single thread). Targets from the issue: two-handed >= 100,000
// random deals/s, rubicon >= 20,000, chinese >= 5,000; a State copy <= 100 ns.
#include <benchmark/benchmark.h>

#include <string>

#include "positions.hpp"
#include "bezique/simulation.hpp"

namespace bezique::bench {
namespace {

const Variant& preset_variant(const std::string& name) {
  // Benchmarks run one at a time; the variant must outlive the states made from it.
  static Variant v;
  v = *preset(name);
  return v;
}

// One iteration = one whole random deal (the loop `bezique bench` times).
void random_deals(benchmark::State& st, const std::string& name) {
  const Variant& v = preset_variant(name);
  const State initial(v);
  Rng rng(1);
  ActionList legal;
  legal.reserve(kMaxLegalActions);
  std::uint64_t decisions = 0;
  int index = 0;
  for (auto _ : st) decisions += play_random_deal(initial, 1, index++, rng, legal);
  st.SetItemsProcessed(st.iterations());
  st.counters["deals/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}

void state_copy(benchmark::State& st, const std::string& name) {
  const Variant& v = preset_variant(name);
  const State source = mid_deal_state(v, 3, v.players * 12);
  st.counters["stock"] = source.stock_size();
  st.counters["melds"] = static_cast<double>(source.melds().size());
  st.counters["bytes"] = sizeof(State);
  for (auto _ : st) {
    State copy = source;
    benchmark::DoNotOptimize(copy);
    benchmark::ClobberMemory();
  }
}

// legal_actions() in the richest declaration phase of a few deals: meld enumeration plus the
// sort into the stable order.
void declare_legal_actions(benchmark::State& st, const std::string& name) {
  const Variant& v = preset_variant(name);
  const auto state = rich_declaration_state(v, 5, 20);
  if (!state) {
    st.SkipWithError("no declaration phase found");
    return;
  }
  ActionList legal;
  for (auto _ : st) {
    state->legal_actions(legal);
    benchmark::DoNotOptimize(legal.data());
  }
  st.counters["actions"] = static_cast<double>(legal.size());
}

// legal_actions() where declarations have piled up (meld_heavy_declaration_state): hundreds of
// candidates against dozens of earlier melds, the re-use rules (docs/rules.md section 4) at work.
void declare_legal_actions_meld_heavy(benchmark::State& st, const std::string& name) {
  const Variant& v = preset_variant(name);
  const auto state = meld_heavy_declaration_state(v, 5, 10);
  if (!state) {
    st.SkipWithError("no declaration phase found");
    return;
  }
  ActionList legal;
  for (auto _ : st) {
    state->legal_actions(legal);
    benchmark::DoNotOptimize(legal.data());
  }
  st.counters["actions"] = static_cast<double>(legal.size());
  st.counters["melds"] = static_cast<double>(state->melds().size());
}

// evaluate_meld() over every declaration of that phase: the meld validation query.
void evaluate_melds(benchmark::State& st, const std::string& name) {
  const Variant& v = preset_variant(name);
  const auto state = rich_declaration_state(v, 5, 20);
  if (!state) {
    st.SkipWithError("no declaration phase found");
    return;
  }
  ActionList melds;
  for (const Action& a : state->legal_actions())
    if (a.type == ActionType::Declare) melds.push_back(a);
  const int player = state->current_player();
  for (auto _ : st) {
    int points = 0;
    for (const Action& a : melds) {
      auto r = state->evaluate_meld(player, a.kind, a.cards.data(), a.count);
      if (r) points += r->points;
    }
    benchmark::DoNotOptimize(points);
  }
  st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(melds.size()));
  st.counters["melds"] = static_cast<double>(melds.size());
}

void register_all() {
  for (const std::string& name : preset_names())
    benchmark::RegisterBenchmark(("random_deal/" + name).c_str(), random_deals, name);
  for (const char* name : {"two-handed", "rubicon", "eight-deck"})
    benchmark::RegisterBenchmark((std::string("state_copy/") + name).c_str(), state_copy, std::string(name));
  for (const char* name : {"two-handed", "rubicon", "chinese", "four-hand-rubicon", "eight-deck"}) {
    benchmark::RegisterBenchmark((std::string("declare_legal_actions/") + name).c_str(), declare_legal_actions,
                                 std::string(name));
    benchmark::RegisterBenchmark((std::string("evaluate_melds/") + name).c_str(), evaluate_melds, std::string(name));
  }
  for (const char* name : {"rubicon", "chinese", "eight-deck"})
    benchmark::RegisterBenchmark((std::string("declare_legal_actions_meld_heavy/") + name).c_str(),
                                 declare_legal_actions_meld_heavy, std::string(name));
}

}  // namespace
}  // namespace bezique::bench

int main(int argc, char** argv) {
  bezique::bench::register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
