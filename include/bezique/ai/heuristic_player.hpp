/// @file
/// HeuristicPlayer: a rule-based player.
#pragma once

#include "bezique/ai/player.hpp"

namespace bezique::ai {

/// A rule-based player: declares the best meld, keeps the cards that can still complete a
/// bezique, double bezique, sequence or four given what has been seen, wins tricks that hold
/// brisques (or that let it declare), and plays stage 2 by counting the cards still out.
class HeuristicPlayer : public Player {
 public:
  /// "heuristic".
  std::string name() const override { return "heuristic"; }
  /// The rules' choice: the same view always gives the same action (@p rng is not used).
  Action choose(const View& view, const Variant& variant, Rng& rng) override;
};

}  // namespace bezique::ai
