// Paired root sampling (docs/players.md, "The master player"). A first-stage decision's
// play-outs differ mostly by the luck of the sample (the stock's order, the other hand), which
// swamps the difference between two moves; playing every move on the same sample with the same
// random stream cancels most of that luck out of their difference.
#include "paired_root.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "bezique/ai/interrupt.hpp"
#include "rollout.hpp"

namespace bezique::ai {

int paired_root_choice(const Determinizer& det, const Variant& v, const std::vector<const Action*>& options,
                       const IsmctsConfig& config, Rng& rng, rollout::ExactPlayoff* exact, int prior,
                       SearchStats& stats) {
  const int n = static_cast<int>(options.size());
  State sample(v), s(v);
  ActionList scratch;
  det.sample_into(sample, rng);
  std::array<int, kMaxPlayers> base{};
  for (int side = 0; side < v.sides(); ++side) base[side] = sample.score(side) + sample.pending(side);
  const int root_side = v.side_of(sample.current_player());

  std::vector<double> reward(static_cast<std::size_t>(n)), sum(reward.size()), diff_sum(reward.size()),
      diff_sq(reward.size());
  using Clock = std::chrono::steady_clock;
  const bool timed = config.time_ms > 0;
  const auto end = Clock::now() + std::chrono::duration<double, std::milli>(config.time_ms);
  const int budget = std::min(config.iterations, kMaxIsmctsIterations);
  int samples = 0, done = 0;
  do {
    if (samples > 0) det.sample_into(sample, rng);
    const std::uint64_t stream = rng.next();
    for (int a = 0; a < n; ++a) {
      s = sample;
      s.apply_unchecked(*options[static_cast<std::size_t>(a)]);
      Rng play(stream);
      double out[kMaxPlayers];
      rollout::play_out_rewards(s, base, scratch, play, exact, config.rollout_policy, out);
      reward[static_cast<std::size_t>(a)] = out[root_side];
    }
    for (std::size_t a = 0; a < reward.size(); ++a) {
      sum[a] += reward[a];
      if (prior >= 0) {
        const double d = reward[a] - reward[static_cast<std::size_t>(prior)];
        diff_sum[a] += d;
        diff_sq[a] += d * d;
      }
    }
    ++samples;
    done += n;
  } while (done + n <= budget && !interrupted() && !(timed && Clock::now() >= end));

  int best = 0;
  for (int a = 1; a < n; ++a)
    if (sum[static_cast<std::size_t>(a)] > sum[static_cast<std::size_t>(best)]) best = a;
  if (prior >= 0 && best != prior) {
    if (samples < 2) {
      best = prior;
    } else {
      const std::size_t b = static_cast<std::size_t>(best);
      const double mean = diff_sum[b] / samples;
      const double var = std::max(1e-12, diff_sq[b] / samples - mean * mean) / (samples - 1);
      if (mean < config.prior_margin * std::sqrt(var)) best = prior;
    }
  }
  stats.iterations = done;
  stats.nodes = 0;
  stats.value = sum[static_cast<std::size_t>(best)] / samples;
  return best;
}

}  // namespace bezique::ai
