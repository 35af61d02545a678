// The master player: ISMCTS while cards are hidden, the exact solver once none is.
#include "bezique/ai/master_player.hpp"

#include <algorithm>
#include <string>

#include "bezique/ai/determinizer.hpp"

namespace bezique::ai {

namespace {

// The master player's search: paired root sampling, exact play-off rollouts near the play-off,
// and the Melds rollout policy (docs/players.md, "The master player").
IsmctsConfig master_search(IsmctsConfig c) {
  if (c.exact_playoff_nodes == 0) {
    c.exact_playoff_nodes = kMasterRolloutNodes;
    c.exact_playoff_stock = kMasterRolloutStock;
  }
  c.rollout_policy = RolloutPolicy::Melds;
  c.root_search = RootSearch::Paired;
  c.prior_margin = kMasterPriorMargin;
  return c;
}

}  // namespace

MasterPlayer::MasterPlayer(IsmctsConfig config, SolverConfig solver)
    : search_(master_search(config)), solver_config_(solver) {}

std::string MasterPlayer::name() const {
  // The budget is written as ismcts writes it: "ismcts:N" becomes "master:N".
  const std::string spec = search_.name();
  return "master" + spec.substr(spec.find(':'));
}

bool nothing_hidden(const View& view, const Variant& variant) {
  return variant.players == 2 && variant.sides() == 2 && view.stage == 2 && view.stock_size == 0 && view.viewer >= 0;
}

const Action* same_action(const std::vector<Action>& legal, const Action& a, bool jokers) {
  for (const Action& l : legal)
    if (l == a) return &l;
  // A joker (docs/rules.md section 7) is keyed apart from every card type.
  auto types = [jokers](const Action& x) {
    std::array<CardId, kMaxMeldCards> t{};
    for (int i = 0; i < x.count; ++i) {
      const CardId c = x.cards[static_cast<std::size_t>(i)];
      t[static_cast<std::size_t>(i)] = jokers && is_joker(c) ? static_cast<CardId>(kCardTypes) : type_of(c);
    }
    std::sort(t.begin(), t.begin() + x.count);
    return t;
  };
  for (const Action& l : legal)
    if (l.type == a.type && l.kind == a.kind && l.count == a.count && types(l) == types(a)) return &l;
  return nullptr;
}

Action MasterPlayer::choose(const View& view, const Variant& variant, Rng& rng) {
  last_solve_.reset();
  if (view.legal_actions.size() > 1 && nothing_hidden(view, variant)) {
    // Every sample of such a view is the one true position (the other hand is what is left).
    auto det = Determinizer::create(view, variant);
    if (det) {
      const State position = det->sample(rng);
      if (!solver_) solver_ = std::make_unique<Solver>(solver_config_);
      auto solved = solver_->solve(position);
      if (solved && solved->exact) {
        if (const Action* a = same_action(view.legal_actions, solved->best, variant.jokers > 0)) {
          last_solve_ = *solved;
          return *a;
        }
      }
    }
  }
  return search_.choose(view, variant, rng);
}

}  // namespace bezique::ai
