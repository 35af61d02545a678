/// @file
/// Hints: the action an automatic player recommends to a seat, with why: the solver's exact
/// value, a declaration and its points, or the search's estimate. What hosts show behind a
/// hint button (bzq_game_hint(), Game.hint in the bindings, `hint` in `bezique play`).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "bezique/action.hpp"
#include "bezique/game.hpp"
#include "bezique/status.hpp"

namespace bezique::ai {

/// Why an action is recommended. The values are those of the C ABI (BZQ_HINT_*).
enum class HintReason : std::uint8_t {
  OnlyMove = 0,     ///< the only legal action
  Solved = 1,       ///< the exact solver's best (value: its objective, docs/players.md)
  Declaration = 2,  ///< a declaration, a seven or carte blanche scoring `value` points now
  Search = 3,       ///< the search's choice (value: its estimate in per mille)
  Rule = 4,         ///< a rule-based player's choice (random, heuristic)
};

/// The longest hint text, in bytes.
constexpr std::size_t kMaxHintText = 120;

/// A recommended action and why.
struct Hint {
  Action action;          ///< One of the seat's legal actions.
  std::size_t index = 0;  ///< Its index in Game::legal_actions().
  HintReason reason = HintReason::OnlyMove;  ///< Why this action (what `value` means).
  /// Solved: the solver's objective for the seat's side; Declaration: the points it scores;
  /// Search: the chosen action's mean reward in per mille (0 to 1000); otherwise 0.
  int value = 0;
  /// Solved: 1 when best play wins the game, -1 when the game is lost whatever is played,
  /// 0 otherwise; 0 for the other reasons.
  int outcome = 0;
  /// Solved: positions visited; Search: iterations run; otherwise 0.
  std::uint64_t work = 0;
  /// One line for people, at most kMaxHintText bytes, printable ASCII and the action's text:
  /// "KS: search estimate 62% (2000 iterations)".
  std::string text;
};

/// The action @p player_spec (a make_player() spec; "master:medium" when empty) would choose
/// for @p seat, from that seat's view only, with the reason. @p seed seeds the player's choice.
/// GameOver once the game is over, OutOfTurn when another seat is to act, InvalidArgument for a
/// seat out of range, and make_player()'s statuses for a bad spec.
Result<Hint> hint(const Game& game, int seat, std::string_view player_spec = {}, std::uint64_t seed = 0);

}  // namespace bezique::ai
