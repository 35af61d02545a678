/// @file
/// RandomPlayer: the baseline.
#pragma once

#include "bezique/ai/player.hpp"

namespace bezique::ai {

/// The baseline: a uniformly random legal action (it never makes a losing claim).
class RandomPlayer : public Player {
 public:
  /// "random".
  std::string name() const override { return "random"; }
  /// A uniformly random legal action, drawn from @p rng.
  Action choose(const View& view, const Variant& variant, Rng& rng) override;
};

}  // namespace bezique::ai
