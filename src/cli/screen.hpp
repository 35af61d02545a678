// What a human at the terminal is shown: the table from their seat (from that seat's view
// only, so nothing hidden is printed), what happened since their last turn, and the result of
// each deal and of the game with its breakdown.
#pragma once

#include <string>
#include <vector>

#include "bezique/game.hpp"

namespace bezique::cli {

// Who sits where: "P0 (you)", "P1 (heuristic)", ...
struct Seating {
  std::vector<std::string> names;  // per seat
  int human = -1;                  // the seat shown, or -1
  // "you" or "P1 (heuristic)"; for partnerships "P0+P2 (you)".
  std::string side_name(const Variant& v, int side) const;
};

// The table as `seating.human` sees it: deal, trick, trumps and stock, every side's score,
// the declarations of the deal, the last trick, the trick in progress, the cards on the table
// and the hand, sorted by suit and rank (declared cards on the table shown apart).
std::string table_text(const Game& game, const Seating& seating);

// A legal move in notation; a card played from the table is marked "(table)".
std::string move_text(const Game& game, const Action& action);

// The legal moves, numbered from 1 in the engine's order, each as move_text() writes it.
std::string moves_text(const Game& game, const ActionList& legal);

// The events [from, to) as the seat sees them, one a line ("  P1 plays QS"); the hands dealt
// to others, score lines and deal ends are left to the screen and the results.
std::string events_text(const Game& game, std::size_t from, std::size_t to, int seat);

// The deal that ended with events[deal_over]: each side's points by reason, its total, and the
// game or match standing (and the rubicon settlement).
std::string deal_result_text(const Game& game, std::size_t deal_over, const Seating& seating);

// The end of the game: the final standing and who won.
std::string game_result_text(const Game& game, const Seating& seating);

}  // namespace bezique::cli
