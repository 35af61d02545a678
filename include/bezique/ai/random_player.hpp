// The baseline: a uniformly random legal action (it never makes a losing claim).
#pragma once

#include "bezique/ai/player.hpp"

namespace bezique::ai {

class RandomPlayer : public Player {
 public:
  std::string name() const override { return "random"; }
  Action choose(const View& view, const Variant& variant, Rng& rng) override;
};

}  // namespace bezique::ai
