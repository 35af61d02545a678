#include "match_text.hpp"

namespace bezique::cli {

namespace {

const std::string& name_of(const std::vector<std::string>& names, int seat) {
  return names[static_cast<std::size_t>(seat)];
}

std::string count_line(const CentPoints& m, const std::vector<std::string>& names) {
  return "match count: " + name_of(names, 0) + " " + std::to_string(m.count(0)) + ", " + name_of(names, 1) + " " +
         std::to_string(m.count(1)) + "; " + std::to_string(m.match_games()) + " wins the match\n";
}

}  // namespace

std::string match_game_heading(const CentPoints& match, int match_number, std::uint64_t seed,
                               const std::vector<std::string>& names) {
  std::string out = "\n==== cent points match " + std::to_string(match_number) + ", game " +
                    std::to_string(match.games() + 1) + ", seed " + std::to_string(seed) + " ====\n";
  const std::vector<int> start = match.start_scores();
  for (int seat = 0; seat < 2; ++seat)
    if (start[static_cast<std::size_t>(seat)] != 0)
      out += name_of(names, seat) + " lost the last match: starts with " +
             std::to_string(start[static_cast<std::size_t>(seat)]) + " points\n";
  return out;
}

std::string match_game_result(const CentPoints& before, const CentPoints& after, int winner, int loser_score,
                              int match_number, const std::vector<std::string>& names) {
  std::string out = "\n";
  if (winner < 0) {
    out += "match: the game is drawn and counts for nobody\n";
    return out + count_line(after, names);
  }
  const int loser = 1 - winner;
  out += "match: " + name_of(names, winner) + " wins game " + std::to_string(after.games()) + " against " +
         name_of(names, loser) + "'s " + std::to_string(loser_score) + " points (en bas table " +
         std::to_string(after.en_bas_table()) + "): +" + std::to_string(after.count(winner) - before.count(winner)) +
         "\n";
  out += count_line(after, names);
  if (after.is_over())
    out += "==== match " + std::to_string(match_number) + " won by " + name_of(names, after.match_winner()) + ", " +
           std::to_string(after.count(after.match_winner())) + " to " + std::to_string(after.count(1 - after.match_winner())) +
           ", in " + std::to_string(after.games()) + (after.games() == 1 ? " game" : " games") + " ====\n";
  return out;
}

}  // namespace bezique::cli
