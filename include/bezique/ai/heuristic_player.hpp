// A rule-based player: declares the best meld, keeps the cards that can still complete a
// bezique, double bezique, sequence or four given what has been seen, wins tricks that hold
// brisques (or that let it declare), and plays stage 2 by counting the cards still out.
#pragma once

#include "bezique/ai/player.hpp"

namespace bezique::ai {

class HeuristicPlayer : public Player {
 public:
  std::string name() const override { return "heuristic"; }
  Action choose(const View& view, const Variant& variant, Rng& rng) override;
};

}  // namespace bezique::ai
