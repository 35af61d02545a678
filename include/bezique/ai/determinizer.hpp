/// @file
/// Determinization: a full State consistent with what one seat has seen, its hidden cards (the
/// other hands and the stock order) drawn at random. The primitive behind information-set search.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bezique/random.hpp"
#include "bezique/state.hpp"
#include "bezique/view.hpp"

namespace bezique {

/// Reads a player's view once and then samples states that agree with everything that seat has
/// seen: its own hand and draws, the turn-up, every card declared, shown (carte blanche),
/// exchanged or played and who held it, and the voids and "could not beat" facts that stage-2
/// plays prove. The view must carry the history of its deal (make_view(state, seat, &events));
/// events of earlier deals may be left out, except that `no_repeat_trump` needs the previous deal.
///
/// The sampled States refer to the Variant given to create(), which must outlive them.
class Determinizer {
 public:
  /// Reads @p view (a seat's, not a spectator's); a status says why a view cannot be read.
  static Result<Determinizer> create(const View& view, const Variant& variant);

  /// The seat whose view was read.
  int viewer() const { return viewer_; }
  /// One consistent state; every state it returns satisfies consistent().
  State sample(Rng& rng) const;
  /// The same into an existing state (cheaper in a search loop: no allocation).
  void sample_into(State& out, Rng& rng) const;
  /// Cards the viewer cannot place: the other seats' unseen cards and the stock below the turn-up.
  int hidden_count() const { return static_cast<int>(pool_.size()); }

  /// Whether @p state agrees with @p view in everything the viewer can see (the view's history
  /// included, when @p history_of_state is the state's own event list).
  static bool consistent(const State& state, const View& view, const std::vector<Event>* history_of_state);

 private:
  explicit Determinizer(const Variant& variant) : base_(variant) {}
  void assign(State& s, Rng& rng) const;
  bool fill(std::vector<CardId>& order, Rng& rng) const;

  State base_;  // one consistent state; sampling redistributes its hidden cards
  int viewer_ = 0;
  int players_ = 2;
  std::vector<CardId> pool_;                            // the hidden cards
  std::array<int, kMaxPlayers> hidden_in_hand_{};       // how many of them each seat holds
  std::array<std::uint32_t, kMaxPlayers> excluded_{};   // types a seat cannot hold
  bool constrained_ = false;                            // some exclusion bites on the pool
};

/// One state consistent with @p view (see Determinizer); for many samples, create a
/// Determinizer once instead.
Result<State> determinize(const View& view, const Variant& variant, Rng& rng);

}  // namespace bezique
