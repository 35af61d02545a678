// Hints: a player's recommended action for a seat, with the reason it gives.
#include "bezique/ai/hint.hpp"

#include <algorithm>
#include <cmath>

#include "bezique/ai/master_player.hpp"
#include "bezique/ai/tournament.hpp"
#include "bezique/message_text.hpp"

namespace bezique::ai {

namespace {

constexpr std::string_view kDefaultHintPlayer = "master:medium";

bool scores_now(ActionType t) {
  return t == ActionType::Declare || t == ActionType::ExchangeSeven || t == ActionType::DeclareSeven ||
         t == ActionType::CarteBlanche;
}

std::string signed_text(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }

std::string solved_text(const Variant& v, int value, int outcome) {
  if (outcome > 0) return "wins the game with best play (exact)";
  if (outcome < 0) return "the game is lost whatever is played; this loses least (exact)";
  if (v.scoring == GameScoring::Rubicon) return "best play settles the deal at " + signed_text(value) + " match points (exact)";
  return "best play nets " + signed_text(value) + " points in the rest of the deal (exact)";
}

}  // namespace

Result<Hint> hint(const Game& game, int seat, std::string_view player_spec, std::uint64_t seed) {
  const Variant& v = game.variant();
  if (game.is_over()) return Status{Code::GameOver, "the game is over: there is nothing to hint"};
  if (seat < 0 || seat >= v.players)
    return Status{Code::InvalidArgument,
                  "no seat " + std::to_string(seat) + " (players are 0.." + std::to_string(v.players - 1) + ")"};
  if (seat != game.current_player())
    return Status{Code::OutOfTurn, "P" + std::to_string(seat) + " is not to act: P" +
                                       std::to_string(game.current_player()) + " is"};
  auto player = make_player(player_spec.empty() ? kDefaultHintPlayer : player_spec);
  if (!player) return player.status();
  const ActionList& legal = game.legal_actions();
  Hint h;
  std::string why;
  if (legal.size() == 1) {
    h.action = legal[0];
    why = "the only legal action";
  } else {
    const View view = seat_view(game, seat);
    Rng rng(seed);
    h.action = (*player)->choose(view, v, rng);
    const SolveResult* solved = (*player)->last_solve_result();
    const SearchStats* search = (*player)->last_search();
    const int points = scores_now(h.action.type) ? immediate_points(v, view.trump, view.previous_trump, view.first_bezique_scored, h.action) : 0;
    if (solved) {
      const SolveResult& r = *solved;
      h.reason = HintReason::Solved;
      h.value = r.value;
      h.outcome = r.value >= kSolverWin / 2 ? 1 : r.value <= -kSolverWin / 2 ? -1 : 0;
      h.work = r.nodes;
      why = solved_text(v, h.value - h.outcome * kSolverWin, h.outcome);
    } else if (points > 0) {
      h.reason = HintReason::Declaration;
      h.value = points;
      why = "scores " + std::to_string(points) + " points now";
    } else if (search && search->value >= 0) {
      h.reason = HintReason::Search;
      h.value = static_cast<int>(std::lround(search->value * 1000));
      h.work = static_cast<std::uint64_t>(search->iterations);
      why = "search estimate " + std::to_string((h.value + 5) / 10) + "% (" + std::to_string(h.work) + " iterations)";
    } else {
      h.reason = HintReason::Rule;
      why = "the choice of " + (*player)->name();
    }
  }
  h.index = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), h.action) - legal.begin());
  if (h.index >= legal.size()) return Status{Code::Internal, "the hint is not a legal action"};
  // The action's text first, cut if need be so that the reason always fits.
  const std::string reason = ": " + why;
  const std::size_t room = kMaxHintText > reason.size() + 3 ? kMaxHintText - reason.size() : 3;
  h.text = printable(game.action_text(h.action), room) + reason;
  if (h.text.size() > kMaxHintText) h.text = printable(h.text, kMaxHintText);
  return h;
}

}  // namespace bezique::ai
