/// @file
/// CentPoints: the "cent points" match of docs/rules.md 7.5, kept across games by hosts that
/// play one. The rules of a game do not depend on it; it only counts games and gives the scores
/// the next game starts at (Game::create()'s start_scores).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bezique/status.hpp"
#include "bezique/variant.hpp"

namespace bezique {

/// The count of a cent points match between two players (seats 0 and 1). A game won adds 1 to
/// the winner's count, 2 when the loser ended below the variant's `en_bas_table`; the loser's
/// count goes back to 0. The first to reach `match_games` wins the match; then no game is
/// recorded until new_match(). The loser of the last match starts every game with
/// `loser_start_bonus` points (start_scores()) until they win a match.
///
/// A small value type: copy it, compare it, save it as text (to_text(), from_text()).
class CentPoints {
 public:
  /// A match at its start under @p variant's options: Code::InvalidVariant for a variant that
  /// does not validate, or that is not a game to a target between two players.
  static Result<CentPoints> create(const Variant& variant);

  /// Records a finished game: @p winner_seat (0 or 1) won it, the other player ended at
  /// @p loser_final_score points. InvalidArgument for another seat; GameOver once the match is
  /// won (call new_match()). A refused call changes nothing.
  Status record_game(int winner_seat, int loser_final_score);
  /// Starts the next match: the counts go back to 0; the last match's loser keeps the start
  /// bonus. WrongPhase while the match is still being played.
  Status new_match();

  /// The count of seat @p seat (0 or 1; 0 for any other number).
  int count(int seat) const { return seat == 0 || seat == 1 ? count_[seat] : 0; }
  /// Games recorded in this match.
  int games() const { return games_; }
  /// Matches won so far, this one included once it is won.
  int matches() const { return matches_; }
  /// Whether this match has been won.
  bool is_over() const { return winner_ >= 0; }
  /// The seat that won this match, or -1 while it is being played.
  int match_winner() const { return winner_; }
  /// The seat that lost the last match won, which starts its games with the bonus; -1 before.
  int bonus_seat() const { return bonus_seat_; }
  /// The points each seat starts the next game with: loser_start_bonus for bonus_seat(), 0
  /// otherwise.
  std::vector<int> start_scores() const;

  /// The options this match counts by (the variant's).
  int en_bas_table() const { return en_bas_table_; }
  /// The count that wins a match.
  int match_games() const { return match_games_; }
  /// The points the last match's loser starts with.
  int loser_start_bonus() const { return loser_start_bonus_; }

  /// One line that from_text() reads back to an equal value:
  /// `cent-points 1 counts=2:0 games=3 matches=0 winner=- bonus=-`.
  std::string to_text() const;
  /// Reads to_text()'s line for a match under @p variant. CorruptRecord names the field at
  /// fault for text that is not one, or that no match of this variant reaches (two counts
  /// above 0, a count past match_games without a winner...); the statuses of create().
  static Result<CentPoints> from_text(const Variant& variant, std::string_view text);

  /// Every field equal, the options included.
  bool operator==(const CentPoints& o) const;
  /// Not operator==.
  bool operator!=(const CentPoints& o) const { return !(*this == o); }

 private:
  CentPoints() = default;

  int en_bas_table_ = 750;
  int match_games_ = 4;
  int loser_start_bonus_ = 0;
  int count_[2] = {0, 0};
  int games_ = 0;
  int matches_ = 0;
  int winner_ = -1;
  int bonus_seat_ = -1;
};

}  // namespace bezique
