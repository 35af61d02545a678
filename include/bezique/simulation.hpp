/// @file
/// Simulation: many random deals played inside the library, for statistics and for measuring
/// speed (the random-simulation harness of OpenSpiel's tests). Deal i of a run is the first deal
/// of a fresh game, dealt from seeded_deck(variant, seed, i) and played by uniformly random legal
/// actions drawn from its own stream, Rng(random_play_seed(seed, i)): any range of a run's deals
/// can be played apart (other threads, other machines) and gives what it gives within the whole
/// run. The C ABI's bzq_simulate(), Python's bezique.simulate(), the JavaScript package's
/// simulate(), `bezique bench` and the benchmarks all play this loop.
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "bezique/meld.hpp"
#include "bezique/random.hpp"
#include "bezique/state.hpp"
#include "bezique/variant.hpp"

namespace bezique {

/// The most deals one run plays, and the bound of its deal numbers (first + deals): deal
/// numbers are below 2^31.
constexpr std::int64_t kMaxSimulatedDeals = 0x7FFFFFFF;

/// The seed of the stream that picks the actions of deal @p index of a run seeded with @p seed
/// (an offset from the deck's seed: the shuffle and the actions must not share one stream).
std::uint64_t random_play_seed(std::uint64_t seed, int index);

/// Plays @p state from its current decision to the end of its deal (or of the game) with
/// uniformly random legal actions drawn from @p rng; the decisions taken. The course and the
/// end state are those of `legal_actions()[rng.below(n)]` applied with apply_unchecked() at
/// every decision, played faster (State::random_legal_action(), State::apply_unnumbered()).
/// @p legal is scratch space, passed in so that a loop does not allocate it again.
std::uint64_t play_out_deal(State& state, Rng& rng, ActionList& legal);

/// Deal @p index of a run seeded with @p seed, played out from a copy of @p initial (a State of
/// the run's variant before its first deal) with the actions drawn from @p rng; the decisions
/// taken.
std::uint64_t play_random_deal(const State& initial, std::uint64_t seed, int index, Rng& rng, ActionList& legal);

/// play_random_deal() played as a host's loop plays through an API: legal_actions() listed at
/// every decision and `legal[rng.below(n)]` applied with apply_unchecked(). The same deal,
/// decisions and end state, slower; what `bezique bench --listed` and the benchmarks of the
/// APIs and bindings compare with.
std::uint64_t play_listed_deal(const State& initial, std::uint64_t seed, int index, Rng& rng, ActionList& legal);

/// What simulate() counts over the deals it played. Every count is a sum over deals, so the
/// counts of a run are the sums of the counts of any split of its deals.
struct SimulationStats {
  std::int64_t deals = 0;       ///< Deals played.
  std::int64_t actions = 0;     ///< Decisions taken.
  std::int64_t tricks = 0;      ///< Tricks played.
  /// Deals that ended their game (a target reached, the deal of a one-deal rubicon game).
  std::int64_t games_over = 0;
  /// Declarations of each kind, by MeldKind (sevens and carte blanche are not melds).
  std::array<std::int64_t, kMeldKinds> melds{};
  /// Deals with at least one declaration of each kind.
  std::array<std::int64_t, kMeldKinds> meld_deals{};
  /// Points each side scored in the deals (melds, sevens, last trick, cards won as the variant
  /// counts them); sides past Variant::sides() stay 0.
  std::array<std::int64_t, kMaxPlayers> points_by_side{};
  /// Deals each side scored most points in.
  std::array<std::int64_t, kMaxPlayers> deal_wins{};
  /// Deals that two or more sides scored most points in.
  std::int64_t deal_ties = 0;
};

/// Plays deals @p first to @p first + @p deals - 1 of a run of @p variant seeded with @p seed
/// and counts what happened. The counts depend only on the arguments. @p stop, when given, is
/// asked before each deal and ends the run early when it returns true (deals then says how many
/// were played). InvalidVariant for a variant that does not validate; InvalidArgument for deals
/// or first out of 0..kMaxSimulatedDeals, or first + deals beyond it.
Result<SimulationStats> simulate(const Variant& variant, std::int64_t deals, std::uint64_t seed, std::int64_t first = 0,
                                 const std::function<bool()>& stop = {});

}  // namespace bezique
