#include "bezique/ai/random_player.hpp"

namespace bezique::ai {

Action RandomPlayer::choose(const View& view, const Variant& variant, Rng& rng) {
  // A claim short of target loses the game at once: a baseline that did that would measure
  // nothing, so losing claims are left out.
  std::vector<const Action*> options;
  for (const Action& a : view.legal_actions)
    if (a.type != ActionType::Claim || claim_wins(variant, view)) options.push_back(&a);
  if (options.empty()) return view.legal_actions.front();
  return *options[rng.below(static_cast<std::uint32_t>(options.size()))];
}

}  // namespace bezique::ai
