// Games between players, and duplicate tournaments with confidence intervals.
#include "bezique/ai/tournament.hpp"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <thread>

#include "bezique/ai/interrupt.hpp"

namespace bezique::ai {

View seat_view(const Game& game, int seat) { return seat_view(game.state(), game.events(), seat); }

View seat_view(const State& state, const std::vector<Event>& events, int seat) {
  std::size_t from = 0;
  int starts = 0;
  for (std::size_t i = events.size(); i-- > 0;) {
    if (events[i].type == EventType::DealStarted && ++starts == 2) {
      from = i;
      break;
    }
  }
  const std::vector<Event> recent(events.begin() + static_cast<std::ptrdiff_t>(from), events.end());
  return make_view(state, seat, &recent);
}

namespace {

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t s = a ^ (b * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull);
  splitmix64(s);
  return splitmix64(s);
}

}  // namespace

Result<GameOutcome> play_game(const Variant& variant, std::uint64_t game_seed, std::vector<Player*> seats,
                              std::uint64_t rng_seed) {
  if (static_cast<int>(seats.size()) != variant.players)
    return Status{Code::InvalidArgument, "a game of " + std::to_string(variant.players) + " players needs as many seats, not " +
                                             std::to_string(seats.size())};
  auto created = Game::create(variant, game_seed);
  if (!created) return created.status();
  Game& game = *created;
  std::vector<Rng> rngs;
  for (int p = 0; p < variant.players; ++p) rngs.emplace_back(mix(rng_seed, static_cast<std::uint64_t>(p)));
  while (!game.is_over()) {
    if (interrupted()) return Status{Code::InvalidArgument, "the game was interrupted"};
    const int p = game.current_player();
    if (p < 0 || p >= variant.players || !seats[p]) return Status{Code::Internal, "no player for seat " + std::to_string(p)};
    const View view = seat_view(game, p);
    const Action a = seats[p]->choose(view, game.variant(), rngs[p]);
    Status s = game.apply(a);
    if (!s) return Status{Code::Internal, seats[p]->name() + " chose an illegal action: " + s.message()};
  }
  GameOutcome out;
  out.winner = game.state().winner();
  for (int side = 0; side < variant.sides(); ++side)
    out.points.push_back(variant.scoring == GameScoring::Cumulative ? game.state().score(side) : game.state().result(side));
  for (const Event& e : game.events()) out.deals += e.type == EventType::DealStarted;
  return out;
}

namespace {

Status check_sides(const Variant& variant, const TournamentConfig& config) {
  const int k = variant.sides();
  if (static_cast<int>(config.players.size()) != k)
    return Status{Code::InvalidArgument, "this variant has " + std::to_string(k) + " sides: name " + std::to_string(k) +
                                             " players, one per side (got " + std::to_string(config.players.size()) + ")"};
  return Status::ok();
}

Status check_deals(const TournamentConfig& config) {
  if (config.deals < 1 || config.deals > kMaxTournamentDeals)
    return Status{Code::InvalidArgument, "a tournament plays 1 to " + std::to_string(kMaxTournamentDeals) + " deals, not " +
                                             std::to_string(config.deals)};
  return Status::ok();
}

Status check_specs(const TournamentConfig& config) {
  for (const std::string& spec : config.players) {
    auto p = make_player(spec);
    if (!p) return p.status();
  }
  return Status::ok();
}

Result<GameOutcome> play_checked_game(const Variant& variant, const TournamentConfig& config, int deal, int rotation) {
  const int k = variant.sides();
  std::vector<std::unique_ptr<Player>> owned;
  for (const std::string& spec : config.players) owned.push_back(make_player(spec).value());
  std::vector<Player*> seats;
  for (int p = 0; p < variant.players; ++p) seats.push_back(owned[(variant.side_of(p) + rotation) % k].get());
  const std::uint64_t game_seed = mix(config.seed, static_cast<std::uint64_t>(deal));
  return play_game(variant, game_seed, seats, mix(game_seed, static_cast<std::uint64_t>(rotation) + 1));
}

}  // namespace

Result<GameOutcome> play_duplicate_game(const Variant& variant, const TournamentConfig& config, int deal, int rotation) {
  for (const Status& s : {check_sides(variant, config), check_specs(config)})
    if (!s) return s;
  if (deal < 0 || deal >= kMaxTournamentDeals)
    return Status{Code::InvalidArgument, "deal " + std::to_string(deal) + " is not in 0.." + std::to_string(kMaxTournamentDeals - 1)};
  if (rotation < 0 || rotation >= variant.sides())
    return Status{Code::InvalidArgument, "rotation " + std::to_string(rotation) + " is not in 0.." + std::to_string(variant.sides() - 1)};
  return play_checked_game(variant, config, deal, rotation);
}

Status check_tournament(const Variant& variant, const TournamentConfig& config) {
  for (const Status& s : {check_sides(variant, config), check_deals(config)})
    if (!s) return s;
  if (config.threads < 1 || config.threads > kMaxTournamentThreads)
    return Status{Code::InvalidArgument, "a tournament plays on 1 to " + std::to_string(kMaxTournamentThreads) + " threads, not " +
                                             std::to_string(config.threads)};
  return check_specs(config);
}

Result<TournamentReport> run_tournament(const Variant& variant, const TournamentConfig& config,
                              const std::function<void(int, int)>& progress) {
  Status ok = check_tournament(variant, config);
  if (!ok) return ok;
  // One job per (deal, rotation): side s is played by spec (s + rotation) % k.
  const int k = variant.sides();
  const int jobs = config.deals * k;
  std::vector<GameOutcome> outcomes(static_cast<std::size_t>(jobs));
  std::vector<Status> failures(static_cast<std::size_t>(jobs));
  std::atomic<int> next{0}, done{0};
  std::atomic<bool> stop{false};
  std::mutex progress_mutex;
  // Every worker stops once any check of the calling thread asks to (interrupt.hpp).
  auto stopping = [&]() {
    if (!stop && interrupted()) stop = true;
    return stop.load();
  };
  auto worker = [&]() {
    InterruptScope scope([&] { return stop.load(); });
    for (int job = next++; job < jobs && !stopping(); job = next++) {
      auto r = play_checked_game(variant, config, job / k, job % k);
      if (!r && stopping()) break;  // a game cut short is not a game played
      if (r) outcomes[job] = *r;
      else failures[job] = r.status();
      const int finished = ++done;
      if (progress) {
        std::lock_guard<std::mutex> lock(progress_mutex);
        progress(finished, jobs);
      }
    }
  };
  // BEZIQUE_THREADS (a compile definition, from the CMake option) says whether this build may
  // start threads; without them every game runs here, and the results are the same.
  const int threads = BEZIQUE_THREADS ? std::max(1, std::min(config.threads, jobs)) : 1;
  {
    // The calling thread plays too, then watches its own checks until the others finish.
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    while (done < jobs && !stop && threads > 1) {
      if (stopping()) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    for (std::thread& t : pool) t.join();
  }
  if (stop)
    return Status{Code::InvalidArgument, "the tournament was interrupted after " + std::to_string(done.load()) + " of " +
                                             std::to_string(jobs) + " games"};
  for (const Status& s : failures)
    if (!s) return s;
  return tournament_report(variant, config, outcomes);
}

Result<TournamentReport> tournament_report(const Variant& variant, const TournamentConfig& config, const std::vector<GameOutcome>& outcomes) {
  for (const Status& s : {check_sides(variant, config), check_deals(config)})
    if (!s) return s;
  const int k = variant.sides();
  if (outcomes.size() != static_cast<std::size_t>(config.deals) * static_cast<std::size_t>(k))
    return Status{Code::InvalidArgument, std::to_string(config.deals) + " deals of " + std::to_string(k) + " rotations are " +
                                             std::to_string(config.deals * k) + " games, not " + std::to_string(outcomes.size())};
  for (const GameOutcome& o : outcomes)
    if (static_cast<int>(o.points.size()) != k || o.winner < -1 || o.winner >= k)
      return Status{Code::InvalidArgument, "a game's outcome does not have one score per side and a winning side (or -1)"};
  TournamentReport report;
  report.games = static_cast<int>(outcomes.size());
  for (const GameOutcome& o : outcomes) report.deals_played += o.deals;
  for (int i = 0; i < k; ++i) {
    PlayerResult r;
    r.spec = config.players[i];
    double points = 0, deals_played = 0, sum = 0, sum_sq = 0;
    for (int deal = 0; deal < config.deals; ++deal) {
      double deal_score = 0;
      for (int rotation = 0; rotation < k; ++rotation) {
        const GameOutcome& o = outcomes[deal * k + rotation];
        const int side = ((i - rotation) % k + k) % k;  // the side spec i played
        const double s = o.winner < 0 ? 0.5 : (o.winner == side ? 1.0 : 0.0);
        deal_score += s;
        r.wins += s;
        ++r.games;
        points += o.points[side];
        deals_played += o.deals;
      }
      deal_score /= k;
      sum += deal_score;
      sum_sq += deal_score * deal_score;
    }
    const double n = config.deals;
    r.win_rate = r.wins / r.games;
    r.points_per_deal = deals_played > 0 ? points / deals_played : 0;
    // The deals are the independent units: the rotations of one deal share its cards.
    const double mean = sum / n;
    const double var = n > 1 ? std::max(0.0, (sum_sq - n * mean * mean) / (n - 1)) : 0.25;
    const double half = 1.96 * std::sqrt(var / n);
    r.ci_low = std::max(0.0, mean - half);
    r.ci_high = std::min(1.0, mean + half);
    const double g = r.games, p = r.win_rate, z = 1.96;
    const double centre = (p + z * z / (2 * g)) / (1 + z * z / g);
    const double spread = z * std::sqrt(p * (1 - p) / g + z * z / (4 * g * g)) / (1 + z * z / g);
    r.wilson_low = std::max(0.0, centre - spread);
    r.wilson_high = std::min(1.0, centre + spread);
    report.players.push_back(r);
  }
  return report;
}

std::string tournament_report_text(const TournamentReport& report) {
  std::string out;
  char line[256];
  std::snprintf(line, sizeof line, "%d games (%d deals within them)\n", report.games, report.deals_played);
  out += line;
  std::snprintf(line, sizeof line, "%-24s %7s %8s %9s  %-17s  %-17s %12s\n", "player", "games", "wins", "win rate",
                "95% CI (deals)", "95% CI (Wilson)", "points/deal");
  out += line;
  for (const PlayerResult& r : report.players) {
    std::snprintf(line, sizeof line, "%-24s %7d %8.1f %8.1f%%  [%5.1f%%, %5.1f%%]  [%5.1f%%, %5.1f%%] %12.1f\n",
                  r.spec.c_str(), r.games, r.wins, 100 * r.win_rate, 100 * r.ci_low, 100 * r.ci_high,
                  100 * r.wilson_low, 100 * r.wilson_high, r.points_per_deal);
    out += line;
  }
  return out;
}

}  // namespace bezique::ai
