// Simulation: many random deals played inside the library (bezique/simulation.hpp), counted
// into a versioned struct.
#include "internal.hpp"

#include "bezique/simulation.hpp"

using namespace bzq_detail;

extern "C" {

bzq_status bzq_simulate(const bzq_variant* variant, uint32_t deals, uint64_t seed, uint32_t first,
                        bzq_simulation* out) {
  Message* msg = variant ? &variant->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!out) return null_argument(msg, "out");
    bzq_status st = check_struct(msg, out, out->struct_size, kSimulationSizeV1, "out");
    if (st != BZQ_OK) return st;
    Status valid = variant->variant.validate();
    if (!valid) return fail(msg, valid);
    if (static_cast<std::int64_t>(first) + deals > bezique::kMaxSimulatedDeals)
      return fail(msg, BZQ_OUT_OF_RANGE,
                  "deals " + std::to_string(first) + " to " + std::to_string(static_cast<std::uint64_t>(first) + deals) +
                      " are out of range: deal numbers are below 2^31");
    auto run = bezique::simulate(variant->variant, deals, seed, first);
    if (!run) return fail(msg, run.status());
    bzq_simulation result;
    bzq_simulation_init(&result);
    result.deals = run->deals;
    result.actions = run->actions;
    result.tricks = run->tricks;
    result.games_over = run->games_over;
    for (int k = 0; k < BZQ_MELD_KINDS; ++k) {
      result.melds[k] = run->melds[static_cast<std::size_t>(k)];
      result.meld_deals[k] = run->meld_deals[static_cast<std::size_t>(k)];
    }
    for (int side = 0; side < BZQ_MAX_PLAYERS; ++side) {
      result.points[side] = run->points_by_side[static_cast<std::size_t>(side)];
      result.deal_wins[side] = run->deal_wins[static_cast<std::size_t>(side)];
    }
    result.deal_ties = run->deal_ties;
    write_struct(result, out);
    return BZQ_OK;
  });
}

}  // extern "C"
