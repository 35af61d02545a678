// A complete C++ program that plays one game of Bezique with the C++ API.
//
//   play_game [variant] [seed]        e.g. play_game 'rubicon(game_bonus=1000)' 7
//
// Each seat is a simple player that decides from its own View only: it declares the meld
// worth most when it may, and otherwise takes a random legal action. The program prints every
// event as a spectator sees it, then the final scores.
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace {

// The seat's choice from its view. evaluate_meld() is a pure query about the seat's own
// cards and the rules, so asking the State does not reveal anything hidden.
bezique::Action choose(const bezique::Game& game, const bezique::View& view, bezique::Rng& rng) {
  const std::vector<bezique::Action>& legal = view.legal_actions;
  bezique::Action best = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  int best_points = -1;
  for (const bezique::Action& a : legal) {
    if (a.type != bezique::ActionType::Declare) continue;
    auto score = game.state().evaluate_meld(view.viewer, a.kind, a.cards.data(), a.count);
    if (score && score->points > best_points) {
      best_points = score->points;
      best = a;
    }
  }
  // A fixed-point claim that does not reach the target loses the game; this player never claims.
  if (best.type == bezique::ActionType::Claim) best = legal.front();
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string variant_text = argc > 1 ? argv[1] : "two-handed";
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;

  // A preset name, or the text form with options: "rubicon(game_bonus=1000)".
  bezique::Result<bezique::Variant> variant = bezique::parse_variant(variant_text);
  if (!variant) {
    std::cerr << "variant: " << variant.status().message() << "\n";
    return 2;
  }
  // The seed fixes every deal; the first one is dealt at once.
  bezique::Result<bezique::Game> game = bezique::Game::create(*variant, seed);
  if (!game) {
    std::cerr << "game: " << game.status().message() << "\n";
    return 1;
  }
  std::cout << "variant " << bezique::variant_text(game->variant()) << ", seed " << seed << "\n";

  bezique::Rng rng(seed);  // the players' choices, reproducible too
  for (const bezique::Event& e : game->events())
    std::cout << "  " << bezique::event_text(bezique::redact(e, bezique::kSpectator)) << "\n";
  while (!game->is_over()) {
    const int seat = game->current_player();
    const bezique::Action action = choose(*game, game->view(seat), rng);
    if (bezique::Status s = game->apply(action); !s) {
      std::cerr << "apply " << game->action_text(action) << ": " << s.message() << "\n";
      return 1;
    }
    for (const bezique::Event& e : game->last_events())
      std::cout << "  " << bezique::event_text(bezique::redact(e, bezique::kSpectator)) << "\n";
  }

  const bezique::State& state = game->state();
  for (int side = 0; side < game->variant().sides(); ++side)
    std::cout << "side " << side << ": " << state.score(side) << " points, " << state.result(side)
              << " match points\n";
  std::cout << "game over after " << state.deal_number() + 1 << " deals: ";
  if (state.winner() < 0)
    std::cout << "drawn\n";
  else
    std::cout << "side " << state.winner() << " wins\n";
  return 0;
}
