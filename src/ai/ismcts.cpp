// Single-observer ISMCTS over determinizations of the seat's view.
#include "bezique/ai/ismcts.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <string>
#include <vector>

#include "bezique/ai/determinizer.hpp"
#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/interrupt.hpp"
#include "bezique/message_text.hpp"
#include "exact_playoff.hpp"
#include "paired_root.hpp"
#include "rollout.hpp"

namespace bezique::ai {

Result<IsmctsConfig> ismcts_level(std::string_view level) {
  const std::string name = lower_ascii(level);
  std::string known;
  for (const IsmctsLevel& l : kIsmctsLevels) {
    if (name == l.name) {
      IsmctsConfig c;
      c.iterations = l.iterations;
      return c;
    }
    known += std::string(l.name) + ", ";
  }
  return Status{Code::UnknownName,
                "unknown ismcts level " + quote(level) + " (known: " + known + "a number of iterations, or Nms)"};
}

struct IsmctsPlayer::Exact {
  rollout::ExactPlayoff playoff;
};

IsmctsPlayer::IsmctsPlayer(IsmctsConfig config) : config_(config) {}
IsmctsPlayer::~IsmctsPlayer() = default;
IsmctsPlayer::IsmctsPlayer(IsmctsPlayer&&) noexcept = default;
IsmctsPlayer& IsmctsPlayer::operator=(IsmctsPlayer&&) noexcept = default;

std::string IsmctsPlayer::name() const {
  const std::string ms = std::to_string(static_cast<long>(config_.time_ms)) + "ms";
  if (config_.time_ms > 0 && config_.iterations >= kMaxIsmctsIterations) return "ismcts:" + ms;
  if (config_.time_ms > 0) return "ismcts:" + std::to_string(config_.iterations) + ":" + ms;
  return "ismcts:" + std::to_string(config_.iterations);
}

namespace {

// The key of an edge: the root seat's own actions are exact (its cards are the same in every
// sample); another seat's actions name card types, since the copies it holds differ between
// samples. A joker (docs/rules.md section 7) is keyed apart from every card type.
Action edge_key(const Action& a, bool own, bool jokers) {
  if (own) return a;
  Action k = a;
  for (int i = 0; i < k.count; ++i) k.cards[i] = jokers && is_joker(k.cards[i]) ? kCardTypes : type_of(k.cards[i]);
  std::sort(k.cards.begin(), k.cards.begin() + k.count);
  return k;
}

// An edge key's type, count, kind and first five cards in one word: keys with equal codes are
// equal when they hold at most five cards (every action the tree searches but declarations), so
// the search for a child compares words.
std::uint64_t key_code(const Action& k) {
  std::uint64_t code = static_cast<std::uint64_t>(k.type) | std::uint64_t{k.count} << 8;
  if (k.type == ActionType::Declare) code |= static_cast<std::uint64_t>(k.kind) << 16;
  for (int i = 0; i < k.count && i < 5; ++i) code |= std::uint64_t{k.cards[i]} << (24 + 8 * i);
  return code;
}

struct Node {
  Action key;
  std::uint64_t code = 0;  // key_code(key)
  int first_child = -1;
  int next_sibling = -1;
  int player = -1;  // who chose `key`
  int visits = 0;
  int avail = 0;
  double reward = 0;  // summed over visits, for `player`'s side
  double reward_sq = 0;
};

class Search {
 public:
  Search(const Determinizer& det, const Variant& v, const IsmctsConfig& config, Rng& rng,
         rollout::ExactPlayoff* exact)
      : det_(det), v_(v), config_(config), rng_(rng), exact_(exact), state_(v), root_state_(v),
        pass_unless_declaring_(!v.claim) {
    // Room for the tree a budget usually grows, never more than the cap's (a huge budget
    // set in code must not reserve memory it may never use).
    const int iterations = std::min(std::max(config.iterations, 0), kMaxIsmctsIterations);
    const int expected = config.time_ms > 0 ? std::min(iterations, 4096) : iterations;
    nodes_.reserve(static_cast<std::size_t>(expected) + 16);
    nodes_.push_back(Node{});
    det_.sample_into(root_state_, rng_);
    for (int s = 0; s < v.sides(); ++s) base_[s] = root_state_.score(s) + root_state_.pending(s);
    root_player_ = root_state_.current_player();
  }

  void iterate() {
    det_.sample_into(state_, rng_);
    path_.clear();
    int node = 0;
    bool expanded = false;
    while (!expanded && !rollout::deal_over(state_)) {
      if (pass_unless_declaring_ && state_.phase() == Phase::Declare && !rollout::may_declare(state_)) {
        state_.apply_unchecked(Action::simple(ActionType::Pass));  // the one legal action
        continue;
      }
      state_.legal_actions(legal_);
      if (legal_.size() == 1) {  // forced: no choice to learn
        state_.apply_unchecked(legal_[0]);
        continue;
      }
      if (state_.phase() == Phase::Declare) {
        // Declarations follow the fast policy (the best-scoring one): searching them only
        // spreads the tree over choices whose answer is nearly always the same.
        state_.apply_unchecked(rollout::choose(state_, legal_, rng_));
        continue;
      }
      const int p = state_.current_player();
      const bool own = p == root_player_;
      const bool jokers = state_.variant().jokers > 0;
      // Children legal in this sample; the first legal action without a child is expanded.
      untried_.clear();
      int best = -1;
      double best_score = -1e300;
      const Action* best_action = nullptr;
      for (const Action& a : legal_) {
        if (a.type == ActionType::Claim && !rollout::claim_wins(state_)) continue;  // never worth a look
        const Action key = edge_key(a, own, jokers);
        const std::uint64_t code = key_code(key);
        int child = nodes_[node].first_child;
        while (child >= 0 && !(nodes_[child].code == code && (key.count <= 5 || nodes_[child].key == key)))
          child = nodes_[child].next_sibling;
        if (child < 0) {
          untried_.push_back(&a);
          continue;
        }
        Node& c = nodes_[child];
        ++c.avail;
        const double score = c.reward / c.visits + config_.exploration * std::sqrt(std::log(c.avail) / c.visits);
        if (score > best_score) best_score = score, best = child, best_action = &a;
      }
      if (!untried_.empty()) {
        const Action& a = *untried_[rng_.below(static_cast<std::uint32_t>(untried_.size()))];
        Node n;
        n.key = edge_key(a, own, jokers);
        n.code = key_code(n.key);
        n.player = p;
        n.avail = 1;
        n.next_sibling = nodes_[node].first_child;
        nodes_.push_back(n);
        const int id = static_cast<int>(nodes_.size()) - 1;
        nodes_[node].first_child = id;
        state_.apply_unchecked(a);
        path_.push_back(id);
        expanded = true;
      } else if (best >= 0) {
        state_.apply_unchecked(*best_action);
        path_.push_back(best);
        node = best;
      } else {
        state_.apply_unchecked(legal_[0]);  // only losing claims were legal
      }
    }
    double reward[kMaxPlayers];
    rollout::play_out_rewards(state_, base_, legal_, rng_, exact_, config_.rollout_policy, reward);
    ++nodes_[0].visits;
    for (int id : path_) {
      Node& n = nodes_[id];
      ++n.visits;
      const double r = reward[v_.side_of(n.player)];
      n.reward += r;
      n.reward_sq += r * r;
    }
  }

  // The root child visited most (ties: the better mean), unless `prior` (the heuristic's move)
  // is not clearly worse: the search overrides the prior only when the visited-most move's mean
  // beats the prior's by more than `margin` standard errors of the difference.
  Action best(const std::vector<Action>& legal, const Action* prior, double margin) const {
    int best = -1, prior_node = -1;
    for (int c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling) {
      if (prior && nodes_[c].key == *prior) prior_node = c;
      if (best < 0 || nodes_[c].visits > nodes_[best].visits ||
          (nodes_[c].visits == nodes_[best].visits &&
           nodes_[c].reward * nodes_[best].visits > nodes_[best].reward * nodes_[c].visits))
        best = c;
    }
    if (prior_node >= 0 && best != prior_node && nodes_[prior_node].visits > 1 && nodes_[best].visits > 1) {
      auto stats = [&](int id, double& mean, double& var) {
        const Node& n = nodes_[id];
        mean = n.reward / n.visits;
        var = std::max(1e-9, (n.reward_sq / n.visits - mean * mean)) / (n.visits - 1);
      };
      double mb, vb, mp, vp;
      stats(best, mb, vb);
      stats(prior_node, mp, vp);
      if (mb - mp < margin * std::sqrt(vb + vp)) best = prior_node;
    }
    if (best >= 0)
      for (const Action& a : legal)
        if (a == nodes_[best].key) return a;
    return legal.front();
  }

  int nodes() const { return static_cast<int>(nodes_.size()); }

  // The mean reward of the root child for action `a`, or -1 if it has none.
  double mean_of(const Action& a) const {
    for (int c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling)
      if (nodes_[c].key == a && nodes_[c].visits > 0) return nodes_[c].reward / nodes_[c].visits;
    return -1;
  }

 private:
  const Determinizer& det_;
  const Variant& v_;
  const IsmctsConfig& config_;
  Rng& rng_;
  rollout::ExactPlayoff* exact_;  // null: random play-offs
  State state_;
  State root_state_;
  int root_player_ = 0;
  // Whether a declaration turn where rollout::may_declare() answers false is a pass (as the
  // play-outs take it), without listing the legal actions: not where a claim may be legal.
  bool pass_unless_declaring_;
  std::array<int, kMaxPlayers> base_{};
  std::vector<Node> nodes_;
  std::vector<int> path_;
  ActionList legal_;
  std::vector<const Action*> untried_;
};

// The prior knowledge of both root searches: the heuristic player's move, chosen with a
// random stream of its own, so that the search's stream is untouched.
Action heuristic_move(const View& view, const Variant& variant) {
  HeuristicPlayer heuristic;
  Rng unused(0);
  return heuristic.choose(view, variant, unused);
}

}  // namespace

Action IsmctsPlayer::choose(const View& view, const Variant& variant, Rng& rng) {
  stats_ = {};
  const std::vector<Action>& legal = view.legal_actions;
  std::vector<const Action*> options;
  for (const Action& a : legal)
    if (a.type != ActionType::Claim || claim_wins(variant, view)) options.push_back(&a);
  if (options.size() == 1) return *options[0];
  if (options.empty()) return legal.front();
  if (view.phase == Phase::Declare) {
    // The best-scoring declaration, as in the search's own tree (see Search::iterate).
    const Action* best = nullptr;
    int top = 0;
    for (const Action* a : options) {
      const int pts = immediate_points(variant, view.trump, view.previous_trump, view.first_bezique_scored, *a);
      if (pts > top) top = pts, best = a;
    }
    if (best) return *best;
    for (const Action* a : options)
      if (a->type == ActionType::Pass) return *a;
  }
  auto det = Determinizer::create(view, variant);
  if (!det) {
    // No history to search from (a view made without it): play by the fast policy's rules.
    for (const Action* a : options)
      if (a->type == ActionType::Pass) return *a;
    return *options[rng.below(static_cast<std::uint32_t>(options.size()))];
  }
  rollout::ExactPlayoff* exact = nullptr;
  if (config_.exact_playoff_nodes > 0 && rollout::ExactPlayoff::applies(variant) &&
      view.stock_size <= config_.exact_playoff_stock) {
    if (!exact_) exact_ = std::make_unique<Exact>(Exact{rollout::ExactPlayoff(config_.exact_playoff_nodes, 16)});
    exact = &exact_->playoff;
  }
  if (config_.root_search == RootSearch::Paired) {
    int prior = -1;
    if (config_.prior_margin > 0) {
      const Action h = heuristic_move(view, variant);
      for (std::size_t i = 0; i < options.size(); ++i)
        if (*options[i] == h) prior = static_cast<int>(i);
    }
    const int chosen = paired_root_choice(*det, variant, options, config_, rng, exact, prior, stats_);
    return *options[static_cast<std::size_t>(chosen)];
  }
  Search search(*det, variant, config_, rng, exact);
  // One loop for both budgets: the iterations always bound the search, and a time budget ends
  // it earlier once the clock has run out (checked, like the interrupt, every 32 iterations).
  using Clock = std::chrono::steady_clock;
  const bool timed = config_.time_ms > 0;
  const auto end = Clock::now() + std::chrono::duration<double, std::milli>(config_.time_ms);
  const int budget = std::min(config_.iterations, kMaxIsmctsIterations);
  int done = 0;
  while (done < budget) {
    const int chunk = std::min(32, budget - done);
    for (int i = 0; i < chunk; ++i) search.iterate();
    done += chunk;
    if (interrupted() || (timed && Clock::now() >= end)) break;
  }
  stats_.iterations = done;
  stats_.nodes = search.nodes();
  Action chosen;
  if (config_.prior_margin <= 0) {
    chosen = search.best(legal, nullptr, 0);
  } else {
    const Action prior = heuristic_move(view, variant);
    chosen = search.best(legal, &prior, exact ? config_.exact_prior_margin : config_.prior_margin);
  }
  stats_.value = search.mean_of(chosen);
  return chosen;
}

}  // namespace bezique::ai
