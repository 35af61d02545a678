// Automatic players behind one small interface, so that `bezique play` (and later `match` or a
// human seat) can seat any kind. A player sees only its own View: the driver passes the legal
// actions and the points each would score at once, both public to the acting seat.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/state.hpp"
#include "bezique/status.hpp"
#include "bezique/view.hpp"

namespace bezique::cli {

struct Decision {
  const Variant& variant;         // the rules, public to every seat
  const View& view;               // the acting seat's view (without the event history)
  const ActionList& legal;        // non-empty, in the engine's stable order
  const std::vector<int>& points; // per legal action: points it scores at once (0 for most)
};

class Player {
 public:
  virtual ~Player() = default;
  // The index in d.legal of the chosen action.
  virtual std::size_t choose(const Decision& d) = 0;
};

struct PlayerKind {
  std::string_view name;
  std::string_view summary;
  std::unique_ptr<Player> (*make)(std::uint64_t seed);
};
// The built-in kinds; extend the list in players.cpp.
const std::vector<PlayerKind>& player_kinds();
Result<std::unique_ptr<Player>> make_player(std::string_view kind, std::uint64_t seed);
// The seed of seat `seat`'s player in a game seeded with `seed` (independent of the deal seeds).
std::uint64_t player_seed(std::uint64_t seed, int seat);

// Points each legal action of the current player scores at once: declarations, sevens of
// trumps and carte blanche.
std::vector<int> immediate_points(const State& state, const ActionList& legal);

// Plays `game` to its end, asking seats[current player] for every decision.
Status play_to_end(Game& game, std::vector<std::unique_ptr<Player>>& seats);

}  // namespace bezique::cli
