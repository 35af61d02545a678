/// @file
/// Automatic players behind one interface. A player decides from a seat's View alone (its hand,
/// the table, the played cards and its redacted history) and the public rules: the true State
/// is never passed, so a player cannot see another seat's cards or the stock.
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

/// Automatic players: the Player interface, random, heuristic and ISMCTS players, the
/// determinizer they rest on, and duplicate tournaments (docs/players.md).
namespace bezique::ai {

struct SearchStats;
struct SolveResult;

/// An automatic player: chooses an action from a seat's View and the public rules. A player
/// may keep state between decisions (a search tree, statistics), so use one object per seat
/// and thread.
class Player {
 public:
  virtual ~Player() = default;
  /// The player's spec, e.g. "heuristic" or "ismcts:10000".
  virtual std::string name() const = 0;
  /// One of view.legal_actions (never empty when asked): view.viewer is the seat to act. All
  /// randomness comes from @p rng, so a seeded rng makes the choice reproducible.
  virtual Action choose(const View& view, const Variant& variant, Rng& rng) = 0;
  /// The statistics of the search behind the last choice, for a player that searched for it
  /// (ISMCTS, and master while cards are hidden); nullptr for the others. Hints read them here:
  /// the library builds without RTTI where Unity's players do.
  virtual const SearchStats* last_search() const { return nullptr; }
  /// The exact solver's result for the last choice, when the solver made it (master in a
  /// two-player play-off); nullptr otherwise.
  virtual const SolveResult* last_solve_result() const { return nullptr; }
};

/// A player from its spec: "random", "heuristic", "ismcts", "ismcts:LEVEL" (easy, medium,
/// hard, expert), "ismcts:N" (N iterations per decision, 1 to kMaxIsmctsIterations) or
/// "ismcts:Nms" (N milliseconds per decision, 1 to kMaxIsmctsMilliseconds), or a level or a
/// number of iterations with a time cap, "ismcts:LEVEL:Mms" / "ismcts:N:Mms" (whichever ends
/// first ends the search); "master" or "master:BUDGET" with any of those budgets (MasterPlayer:
/// ISMCTS while cards are hidden, the exact solver in a two-player play-off). Names are matched
/// without regard to case. UnknownName for any other spec (with the likely spelling),
/// InvalidArgument for a budget out of range; the message says the range.
Result<std::unique_ptr<Player>> make_player(std::string_view spec);
/// A spec make_player() accepts, with a line about it.
struct PlayerInfo {
  std::string spec;     ///< The spec, e.g. "ismcts:hard".
  std::string summary;  ///< One line for people.
};
/// The specs make_player() accepts, with a line each.
const std::vector<PlayerInfo>& player_infos();

/// Points an action scores at once (declarations, sevens of trumps, carte blanche), from public
/// facts only: the trumps (-1 while not fixed), the previous deal's trumps and whether the game's
/// first bezique is declared (View::trump, View::previous_trump, View::first_bezique_scored). A
/// declaration scores what declaration_value() says: a marriage or sequence that fixes trumps
/// counts as the trump one, one in a suit no_repeat_trump bars as plain.
int immediate_points(const Variant& variant, int trump, int previous_trump, bool first_bezique_scored, const Action& action);
/// Whether claiming now (fixed point) wins: the side's score plus its card points reach target.
bool claim_wins(const Variant& variant, const View& view);

}  // namespace bezique::ai
