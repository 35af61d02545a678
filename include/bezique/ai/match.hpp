// Seating players at a game, and duplicate matches: every deal sequence (a game seed) is
// played once per rotation of the players over the sides, so each player meets the same cards
// from every seat and the luck of the deal cancels out.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bezique/ai/player.hpp"
#include "bezique/game.hpp"

namespace bezique::ai {

// The seat's view with the history a player needs: the events of the current and the previous
// deal (a whole match's history would make every decision copy every event so far).
View seat_view(const Game& game, int seat);

struct GameOutcome {
  int winner = -1;                 // side, or -1 for a draw
  std::vector<int> points;         // per side: final score (cumulative) or match points (rubicon)
  int deals = 0;                   // deals played
};

// Plays one game to its end. seats[p] plays seat p; rng_seed seeds the players' choices.
Result<GameOutcome> play_game(const Variant& variant, std::uint64_t game_seed, std::vector<Player*> seats,
                              std::uint64_t rng_seed);

struct MatchConfig {
  std::vector<std::string> players;  // one spec per side (2 for two-handed and partnerships)
  int deals = 100;                   // game seeds; each is played once per rotation
  std::uint64_t seed = 1;
  int threads = 1;
};

struct PlayerResult {
  std::string spec;
  int games = 0;
  double wins = 0;          // a draw counts half
  double win_rate = 0;
  double ci_low = 0, ci_high = 0;  // 95%, from the spread of the per-deal (duplicate) scores
  // 95% Wilson score interval over the games as if independent: a check on the one above, and
  // the meaningful one when every deal ends the same way (no spread).
  double wilson_low = 0, wilson_high = 0;
  double points_per_deal = 0;
};

struct MatchReport {
  std::vector<PlayerResult> players;
  int games = 0;
  int deals_played = 0;  // deals within the games, all together
};

// progress(games_done, games_total) is called after each game (from the calling thread only
// when threads == 1).
Result<MatchReport> run_match(const Variant& variant, const MatchConfig& config,
                              const std::function<void(int, int)>& progress = {});

std::string match_report_text(const MatchReport& report);

}  // namespace bezique::ai
