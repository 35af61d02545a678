// The C ABI's answers about a variant before any game exists (bzq_variant_shape) and its
// simulation loop (bzq_simulate): the engine's own figures, every error path, versioned structs.
#include <algorithm>
#include <vector>

#include "bezique/simulation.hpp"
#include "bezique/variant.hpp"
#include "capi_test_util.hpp"

namespace {

using namespace bzq_test;

TEST(CapiShape, EveryPresetsTableAsTheEngineSeatsIt) {
  for (const std::string& name : bezique::preset_names()) {
    const bezique::Variant v = *bezique::preset(name);
    VariantPtr variant = make_variant(name.c_str());
    bzq_shape shape;
    bzq_shape_init(&shape);
    ASSERT_EQ(bzq_variant_shape(variant.get(), &shape), BZQ_OK) << bzq_last_error();
    EXPECT_EQ(shape.struct_size, sizeof shape);
    EXPECT_EQ(shape.players, v.players) << name;
    EXPECT_EQ(shape.sides, v.sides()) << name;
    EXPECT_EQ(shape.packs, v.packs) << name;
    EXPECT_EQ(shape.hand_size, v.hand_size) << name;
    EXPECT_EQ(shape.deck_size, v.deck_size()) << name;
    EXPECT_EQ(shape.partnerships, v.partnerships ? 1 : 0) << name;
    for (int seat = 0; seat < BZQ_MAX_PLAYERS; ++seat) {
      EXPECT_EQ(shape.side_of[seat], seat < v.players ? v.side_of(seat) : -1) << name << " seat " << seat;
      EXPECT_EQ(shape.partner_of[seat], seat < v.players ? v.partner_of(seat) : -1) << name << " seat " << seat;
    }
  }
  // Partners sit opposite: seats 0 and 2 against 1 and 3.
  VariantPtr four = make_variant("four-handed");
  bzq_shape shape;
  bzq_shape_init(&shape);
  ASSERT_EQ(bzq_variant_shape(four.get(), &shape), BZQ_OK);
  EXPECT_EQ(shape.side_of[2], 0);
  EXPECT_EQ(shape.side_of[3], 1);
  EXPECT_EQ(shape.partner_of[1], 3);
}

TEST(CapiShape, ErrorsNameTheProblem) {
  VariantPtr variant = make_variant("two-handed");
  bzq_shape shape;
  bzq_shape_init(&shape);
  EXPECT_EQ(bzq_variant_shape(nullptr, &shape), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_variant_shape(variant.get(), nullptr), BZQ_NULL_ARGUMENT);
  shape.struct_size = 8;
  EXPECT_EQ(bzq_variant_shape(variant.get(), &shape), BZQ_BAD_STRUCT_SIZE);
  EXPECT_THAT(bzq_variant_message(variant.get()), ::testing::HasSubstr("struct_size"));
  // A variant that does not validate has no shape: the option at fault is named.
  ASSERT_EQ(bzq_variant_set(variant.get(), "players", "4"), BZQ_OK);
  ASSERT_EQ(bzq_variant_set(variant.get(), "partnerships", "false"), BZQ_OK);
  ASSERT_EQ(bzq_variant_set(variant.get(), "hand_size", "40"), BZQ_OK);
  bzq_shape_init(&shape);
  EXPECT_EQ(bzq_variant_shape(variant.get(), &shape), BZQ_INVALID_VARIANT);
  EXPECT_EQ(shape.players, 0);  // unchanged
}

bzq_simulation run(const bzq_variant* variant, uint32_t deals, uint64_t seed, uint32_t first) {
  bzq_simulation sim;
  bzq_simulation_init(&sim);
  EXPECT_EQ(bzq_simulate(variant, deals, seed, first, &sim), BZQ_OK) << bzq_last_error();
  return sim;
}

TEST(CapiSimulate, TheLibrarysLoopAndItsCounts) {
  for (const char* name : {"two-handed", "four-handed", "chinese"}) {
    VariantPtr variant = make_variant(name);
    const bzq_simulation sim = run(variant.get(), 40, 7, 3);
    auto cxx = bezique::simulate(*bezique::preset(name), 40, 7, 3);
    ASSERT_TRUE(cxx);
    EXPECT_EQ(sim.struct_size, sizeof sim);
    EXPECT_EQ(sim.deals, 40);
    EXPECT_EQ(sim.actions, cxx->actions) << name;
    EXPECT_EQ(sim.tricks, cxx->tricks) << name;
    EXPECT_EQ(sim.games_over, cxx->games_over) << name;
    EXPECT_EQ(sim.deal_ties, cxx->deal_ties) << name;
    std::int64_t wins = sim.deal_ties;
    for (int k = 0; k < BZQ_MELD_KINDS; ++k) {
      EXPECT_EQ(sim.melds[k], cxx->melds[static_cast<std::size_t>(k)]) << name;
      EXPECT_EQ(sim.meld_deals[k], cxx->meld_deals[static_cast<std::size_t>(k)]) << name;
      EXPECT_LE(sim.meld_deals[k], std::min<std::int64_t>(sim.melds[k], sim.deals));
    }
    for (int side = 0; side < BZQ_MAX_PLAYERS; ++side) {
      EXPECT_EQ(sim.points[side], cxx->points_by_side[static_cast<std::size_t>(side)]) << name;
      EXPECT_EQ(sim.deal_wins[side], cxx->deal_wins[static_cast<std::size_t>(side)]) << name;
      wins += sim.deal_wins[side];
    }
    EXPECT_EQ(wins, sim.deals) << name;  // every deal is won by a side or tied
    EXPECT_GT(sim.actions, 40 * 10);
  }
}

// Deals can be played apart: a run's counts are the sums of its parts'.
TEST(CapiSimulate, ARunIsTheSumOfItsParts) {
  VariantPtr variant = make_variant("rubicon");
  const bzq_simulation whole = run(variant.get(), 30, 11, 0);
  const bzq_simulation head = run(variant.get(), 18, 11, 0);
  const bzq_simulation tail = run(variant.get(), 12, 11, 18);
  EXPECT_EQ(whole.actions, head.actions + tail.actions);
  EXPECT_EQ(whole.tricks, head.tricks + tail.tricks);
  for (int k = 0; k < BZQ_MELD_KINDS; ++k) EXPECT_EQ(whole.melds[k], head.melds[k] + tail.melds[k]);
  for (int side = 0; side < 2; ++side) EXPECT_EQ(whole.points[side], head.points[side] + tail.points[side]);
  const bzq_simulation other = run(variant.get(), 30, 12, 0);
  EXPECT_NE(std::vector<std::int64_t>(other.points, other.points + 2), std::vector<std::int64_t>(whole.points, whole.points + 2))
      << "another seed, other deals";
  EXPECT_EQ(run(variant.get(), 0, 11, 0).deals, 0);
}

TEST(CapiSimulate, ErrorsNameTheProblemAndWriteNothing) {
  VariantPtr variant = make_variant("two-handed");
  bzq_simulation sim;
  bzq_simulation_init(&sim);
  EXPECT_EQ(bzq_simulate(nullptr, 1, 0, 0, &sim), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_simulate(variant.get(), 1, 0, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_simulate(variant.get(), 10, 0, 0x7FFFFFFF, &sim), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_last_error(), ::testing::HasSubstr("2^31"));
  EXPECT_EQ(bzq_simulate(variant.get(), 0x80000000u, 0, 0, &sim), BZQ_OUT_OF_RANGE);
  sim.struct_size = 16;
  EXPECT_EQ(bzq_simulate(variant.get(), 1, 0, 0, &sim), BZQ_BAD_STRUCT_SIZE);
  ASSERT_EQ(bzq_variant_set(variant.get(), "hand_size", "40"), BZQ_OK);
  bzq_simulation_init(&sim);
  EXPECT_EQ(bzq_simulate(variant.get(), 1, 0, 0, &sim), BZQ_INVALID_VARIANT);
  EXPECT_EQ(sim.deals, 0);
}

}  // namespace
