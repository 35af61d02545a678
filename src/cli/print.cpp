#include "print.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "bezique/view.hpp"

namespace bezique::cli {

namespace {

std::string sides_line(const std::vector<int>& values) {
  std::string s;
  for (std::size_t i = 0; i < values.size(); ++i)
    s += (i ? ", side " : "side ") + std::to_string(i) + " " + std::to_string(values[i]);
  return s;
}

std::string side_members(const Variant& v, int side) {
  std::string s;
  for (int p = 0; p < v.players; ++p)
    if (v.side_of(p) == side) s += (s.empty() ? "P" : "+P") + std::to_string(p);
  return s;
}

}  // namespace

void print_game(const Game& game, std::ostream& out) {
  const Variant& v = game.variant();
  const bool rubicon = v.scoring == GameScoring::Rubicon;
  out << "variant " << variant_text(v) << ", seed " << game.seed() << "\n";
  // The scores as the events leave them: they reset with each rubicon deal.
  std::vector<int> scores(static_cast<std::size_t>(v.sides()), 0);
  // A cent points match's loser starts with points (docs/rules.md 7.5).
  const std::vector<int>& start = game.start_scores();
  if (start.size() == scores.size() && std::any_of(start.begin(), start.end(), [](int x) { return x != 0; })) {
    scores = start;
    out << "start scores: " << sides_line(scores) << "\n";
  }
  std::vector<int> results(scores.size(), 0);
  int deals = 0;
  for (const Event& e : game.events()) {
    switch (e.type) {
      case EventType::DealStarted:
        ++deals;
        if (rubicon) scores.assign(scores.size(), 0);
        out << "\n== " << event_text(e, v.jokers > 0) << " ==\n";
        break;
      case EventType::PointsScored:
        scores[static_cast<std::size_t>(e.side)] += e.value;
        out << "  " << event_text(e, v.jokers > 0) << "   [" << sides_line(scores) << "]\n";
        break;
      case EventType::GameResult:
        results[static_cast<std::size_t>(e.side)] += e.value;
        out << "  " << event_text(e, v.jokers > 0) << "   [match: " << sides_line(results) << "]\n";
        break;
      default:
        out << "  " << event_text(e, v.jokers > 0) << "\n";
        break;
    }
  }
  const State& s = game.state();
  out << "\n== result ==\n";
  out << deals << (deals == 1 ? " deal, " : " deals, ") << game.actions().size() << " actions\n";
  std::vector<int> final_scores, final_results;
  for (int side = 0; side < v.sides(); ++side) {
    final_scores.push_back(s.score(side));
    final_results.push_back(s.result(side));
  }
  if (rubicon) out << "match points: " << sides_line(final_results) << "\n";
  else out << "scores: " << sides_line(final_scores) << "\n";
  if (!game.is_over()) out << "the game is not over\n";
  else if (s.winner() < 0) out << "the game is drawn\n";
  else out << "side " << s.winner() << " (" << side_members(v, s.winner()) << ") wins\n";
}

}  // namespace bezique::cli
