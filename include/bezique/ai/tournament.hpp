/// @file
/// Seating players at a game, and duplicate tournaments: every deal sequence (a game seed) is
/// played once per rotation of the players over the sides, so each player meets the same cards
/// from every seat and the luck of the deal cancels out.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bezique/ai/player.hpp"
#include "bezique/game.hpp"

namespace bezique::ai {

/// The seat's view with the history a player needs: the events of the current and the previous
/// deal (a whole game's history would make every decision copy every event so far).
View seat_view(const Game& game, int seat);
/// The same from a state and the full event list of its game (for hosts that keep the history
/// themselves, such as the C ABI): seat_view(game, seat) is seat_view(game.state(), game.events(), seat).
View seat_view(const State& state, const std::vector<Event>& events, int seat);

/// How a game played by play_game() ended.
struct GameOutcome {
  int winner = -1;                 ///< The winning side, or -1 for a draw.
  std::vector<int> points;         ///< Per side: final score (cumulative) or match points (rubicon).
  int deals = 0;                   ///< Deals played.
};

/// Plays one game to its end. seats[p] plays seat p; @p rng_seed seeds the players' choices, so
/// with iteration budgets the whole game is reproducible. InvalidArgument for the wrong number
/// of seats, or when interrupted() (interrupt.hpp) stops it; Internal if a player chooses an
/// illegal action.
Result<GameOutcome> play_game(const Variant& variant, std::uint64_t game_seed, std::vector<Player*> seats,
                              std::uint64_t rng_seed);

/// The most games a tournament plays at once (TournamentConfig::threads).
constexpr int kMaxTournamentThreads = 256;
/// The most deals (game seeds) of one tournament (TournamentConfig::deals).
constexpr int kMaxTournamentDeals = 1000000;

/// What run_tournament() plays.
struct TournamentConfig {
  std::vector<std::string> players;  ///< One make_player() spec per side (2 for two-handed and partnerships).
  int deals = 100;                   ///< Game seeds (1 to kMaxTournamentDeals); each is played once per rotation.
  std::uint64_t seed = 1;            ///< Seeds the game seeds and the players' choices.
  /// Games played at once (1 to kMaxTournamentThreads), each on its own thread. A library built with
  /// BEZIQUE_THREADS=OFF (the WebAssembly default) plays them all on the calling thread, with the
  /// same results.
  int threads = 1;
};

/// One player's results in a tournament.
struct PlayerResult {
  std::string spec;         ///< The player's spec.
  int games = 0;            ///< Games played.
  double wins = 0;          ///< Games won; a draw counts half.
  double win_rate = 0;      ///< wins / games.
  /// The 95% interval of win_rate (ci_low..ci_high), from the spread of the per-deal
  /// (duplicate) scores.
  double ci_low = 0, ci_high = 0;  // 95%, from the spread of the per-deal (duplicate) scores
  /** @var ci_high
      The upper end of the interval ci_low .. ci_high. */
  /// 95% Wilson score interval over the games as if independent (wilson_low..wilson_high): a
  /// check on the one above, and the meaningful one when every deal ends the same way (no spread).
  double wilson_low = 0, wilson_high = 0;
  /** @var wilson_high
      The upper end of the interval wilson_low .. wilson_high. */
  double points_per_deal = 0;  ///< Final game score, or rubicon match points, per deal played.
};

/// The results of a duplicate tournament.
struct TournamentReport {
  std::vector<PlayerResult> players;  ///< One per spec of TournamentConfig::players, in that order.
  int games = 0;         ///< Games played.
  int deals_played = 0;  ///< Deals within the games, all together.
};

/// What run_tournament() refuses before it plays: InvalidArgument for a player count that does not
/// fit the sides, deals or threads out of range; the status of make_player() for a bad spec. A
/// runner that spreads a tournament's games elsewhere checks the whole tournament with it first.
Status check_tournament(const Variant& variant, const TournamentConfig& config);

/// Plays a duplicate tournament. progress(games_done, games_total) is called after each game (from
/// the calling thread only when threads == 1). The statuses of check_tournament(), and
/// InvalidArgument when interrupted() (interrupt.hpp) stops it.
Result<TournamentReport> run_tournament(const Variant& variant, const TournamentConfig& config,
                              const std::function<void(int, int)>& progress = {});

/// One game of a duplicate tournament, exactly as run_tournament() plays it: deal number @p deal (from 0)
/// is the game seeded from config.seed and @p deal, and in rotation number @p rotation (from 0,
/// below the number of sides) side s is played by config.players[(s + rotation) % sides]. The
/// games of a tournament depend on nothing else, so they may be played apart (other threads, other
/// machines) and summarised with tournament_report(). config.deals and config.threads are not read.
/// The statuses of run_tournament(), and InvalidArgument for a deal or rotation out of range.
Result<GameOutcome> play_duplicate_game(const Variant& variant, const TournamentConfig& config, int deal, int rotation);

/// The report run_tournament() gives for these games: @p outcomes[deal * sides + rotation] is the
/// game play_duplicate_game() plays for that deal and rotation, for every deal number below
/// config.deals. InvalidArgument when the number of games or a game's points do not fit.
Result<TournamentReport> tournament_report(const Variant& variant, const TournamentConfig& config, const std::vector<GameOutcome>& outcomes);

/// The report as a readable table.
std::string tournament_report_text(const TournamentReport& report);

}  // namespace bezique::ai
