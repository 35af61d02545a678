#include <algorithm>

#include "bezique/random.hpp"
#include "player.hpp"

namespace bezique::cli {

namespace {

// Uniform over the legal actions.
class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  std::size_t choose(const Decision& d) override { return rng_.below(static_cast<std::uint32_t>(d.legal.size())); }

 private:
  Rng rng_;
};

// Takes the action that scores most at once; claims only when the claim succeeds; otherwise
// a uniformly random legal action (never a failing claim).
class GreedyPlayer : public Player {
 public:
  explicit GreedyPlayer(std::uint64_t seed) : rng_(seed) {}
  std::size_t choose(const Decision& d) override {
    const std::size_t n = d.legal.size();
    std::size_t best = n;
    for (std::size_t i = 0; i < n; ++i)
      if (d.points[i] > 0 && (best == n || d.points[i] > d.points[best])) best = i;
    if (best != n) return best;
    std::vector<std::size_t> options;
    for (std::size_t i = 0; i < n; ++i) {
      if (d.legal[i].type == ActionType::Claim) {
        if (claim_wins(d.variant, d.view)) return i;
        continue;
      }
      options.push_back(i);
    }
    if (options.empty()) return 0;
    return options[rng_.below(static_cast<std::uint32_t>(options.size()))];
  }

 private:
  // A claim counts the side's score plus the card points it has won (RULES.md section 5).
  static bool claim_wins(const Variant& rules, const View& v) {
    if (v.viewer < 0) return false;
    const auto side = static_cast<std::size_t>(rules.side_of(v.viewer));
    return side < v.scores.size() && side < v.won.size() && v.scores[side] + v.won[side] >= rules.target;
  }
  Rng rng_;
};

template <class P>
std::unique_ptr<Player> make(std::uint64_t seed) {
  return std::make_unique<P>(seed);
}

}  // namespace

const std::vector<PlayerKind>& player_kinds() {
  static const std::vector<PlayerKind> kinds = {
      {"greedy", "declares the highest-scoring meld, otherwise plays a random legal action", make<GreedyPlayer>},
      {"random", "plays a uniformly random legal action", make<RandomPlayer>},
  };
  return kinds;
}

Result<std::unique_ptr<Player>> make_player(std::string_view kind, std::uint64_t seed) {
  for (const PlayerKind& k : player_kinds())
    if (k.name == kind) return k.make(seed);
  std::string known;
  for (const PlayerKind& k : player_kinds()) known += (known.empty() ? "" : ", ") + std::string(k.name);
  return Status{Code::UnknownName, "unknown player kind '" + std::string(kind) + "' (known: " + known + ")"};
}

std::uint64_t player_seed(std::uint64_t seed, int seat) {
  // A stream apart from deal_seed's: the players' choices never repeat a deal's shuffle.
  std::uint64_t s = seed ^ (0xA0761D6478BD642Full * static_cast<std::uint64_t>(seat + 1));
  return splitmix64(s);
}

std::vector<int> immediate_points(const State& state, const ActionList& legal) {
  const Variant& v = state.variant();
  std::vector<int> points(legal.size(), 0);
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    switch (a.type) {
      case ActionType::Declare: {
        auto score = state.evaluate_meld(state.current_player(), a.kind, a.cards.data(), a.count);
        if (score) points[i] = score->points;
        break;
      }
      case ActionType::ExchangeSeven:
      case ActionType::DeclareSeven: points[i] = v.seven_value; break;
      case ActionType::CarteBlanche: points[i] = v.carte_blanche_value; break;
      default: break;
    }
  }
  return points;
}

Status play_to_end(Game& game, std::vector<std::unique_ptr<Player>>& seats) {
  while (!game.is_over()) {
    const int p = game.current_player();
    if (p < 0 || static_cast<std::size_t>(p) >= seats.size() || !seats[p])
      return Status{Code::Internal, "no player for seat " + std::to_string(p)};
    const ActionList legal = game.legal_actions();
    if (legal.empty()) return Status{Code::Internal, "no legal action for P" + std::to_string(p)};
    // Without the history: copying every event at every decision would make a long match
    // quadratic, and the built-in players do not read it.
    const View view = make_view(game.state(), p);
    const std::vector<int> points = immediate_points(game.state(), legal);
    const std::size_t choice = seats[p]->choose(Decision{game.variant(), view, legal, points});
    if (choice >= legal.size())
      return Status{Code::Internal, "player of seat " + std::to_string(p) + " chose no legal action"};
    Status s = game.apply(legal[choice]);
    if (!s) return s;
  }
  return Status::ok();
}

}  // namespace bezique::cli
