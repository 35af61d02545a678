// Automatic players behind one interface. A player decides from a seat's View alone (its hand,
// the table, the played cards and its redacted history) and the public rules: the true State
// is never passed, so a player cannot see another seat's cards or the stock.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/action.hpp"
#include "bezique/random.hpp"
#include "bezique/status.hpp"
#include "bezique/variant.hpp"
#include "bezique/view.hpp"

namespace bezique::ai {

class Player {
 public:
  virtual ~Player() = default;
  // The player's spec, e.g. "heuristic" or "ismcts(iterations=10000)".
  virtual std::string name() const = 0;
  // One of view.legal_actions (never empty when asked): view.viewer is the seat to act. All
  // randomness comes from `rng`, so a seeded rng makes the choice reproducible.
  virtual Action choose(const View& view, const Variant& variant, Rng& rng) = 0;
};

// "random", "heuristic", "ismcts", "ismcts:LEVEL" (easy, medium, hard, expert),
// "ismcts:N" (N iterations per decision) or "ismcts:Nms" (N milliseconds per decision).
Result<std::unique_ptr<Player>> make_player(std::string_view spec);
// The specs make_player accepts, with a line each.
struct PlayerInfo {
  std::string spec;
  std::string summary;
};
const std::vector<PlayerInfo>& player_infos();

// Points an action scores at once (declarations, sevens of trumps, carte blanche), from public
// facts only; a marriage or sequence that fixes trumps counts as the trump one.
int immediate_points(const Variant& variant, int trump, const Action& action);
// Whether claiming now (fixed point) wins: the side's score plus its card points reach target.
bool claim_wins(const Variant& variant, const View& view);

}  // namespace bezique::ai
