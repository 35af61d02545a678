// The players' golden game: a whole two-handed game between two seeded players, committed as
// tests/data/golden/players_two-handed.txt. The C, Python and C# suites play the same game
// through their bindings and compare their record with this file, so the same seeds give the
// same game in every language. Regenerate deliberately with BEZIQUE_UPDATE_GOLDEN=1
// (tests/data/golden/README.md).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "bezique/ai/tournament.hpp"

namespace bezique {
namespace {

// The game every binding replays: these numbers are in each binding's test too.
constexpr const char* kPreset = "two-handed";
constexpr std::uint64_t kGameSeed = 7;
constexpr const char* kSpecs[2] = {"ismcts:200", "heuristic"};
constexpr std::uint64_t kPlayerSeeds[2] = {11, 12};

std::string golden_path() { return std::string(BEZIQUE_TEST_DATA_DIR) + "/golden/players_two-handed.txt"; }

std::string header() {
  return std::string("# Golden game of the players: preset ") + kPreset + ", game seed " + std::to_string(kGameSeed) +
         ";\n# seat 0 is \"" + kSpecs[0] + "\" with Rng(" + std::to_string(kPlayerSeeds[0]) + "), seat 1 is \"" +
         kSpecs[1] + "\" with Rng(" + std::to_string(kPlayerSeeds[1]) +
         "); each decides from ai::seat_view(game, seat).\n"
         "# Played again by the C, Python and C# suites through their bindings. Regenerate deliberately\n"
         "# with BEZIQUE_UPDATE_GOLDEN=1 (see README.md in this folder).\n";
}

Result<Game> play_players_game() {
  auto game = Game::create(*preset(kPreset), kGameSeed);
  if (!game) return game.status();
  std::unique_ptr<ai::Player> players[2];
  Rng rngs[2] = {Rng(kPlayerSeeds[0]), Rng(kPlayerSeeds[1])};
  for (int p = 0; p < 2; ++p) {
    auto made = ai::make_player(kSpecs[p]);
    if (!made) return made.status();
    players[p] = std::move(*made);
  }
  while (!game->is_over()) {
    const int p = game->current_player();
    const Action a = players[p]->choose(ai::seat_view(*game, p), game->variant(), rngs[p]);
    Status s = game->apply(a);
    if (!s) return s;
  }
  return game;
}

std::string first_difference(const std::string& expected, const std::string& actual) {
  std::istringstream e(expected), a(actual);
  std::string el, al;
  for (int line = 1;; ++line) {
    const bool more_e = static_cast<bool>(std::getline(e, el)), more_a = static_cast<bool>(std::getline(a, al));
    if (!more_e && !more_a) return "no difference";
    if (!more_e) el = "<end of file>";
    if (!more_a) al = "<end of output>";
    if (el != al) return "line " + std::to_string(line) + ":\n  golden: " + el + "\n  engine: " + al;
  }
}

TEST(PlayersGolden, TwoHandedGameMatchesTheCommittedRecord) {
  auto game = play_players_game();
  ASSERT_TRUE(game.is_ok()) << game.status().message();
  ASSERT_TRUE(game->is_over());
  const std::string fresh = header() + game->record();
  const std::string path = golden_path();
  if (const char* update = std::getenv("BEZIQUE_UPDATE_GOLDEN"); update && std::string(update) == "1") {
    std::ofstream out(path, std::ios::binary);
    out << fresh;
    ASSERT_TRUE(out.good()) << "cannot write " << path;
  }
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in.good()) << "missing golden file " << path;
  std::stringstream buffer;
  buffer << in.rdbuf();
  EXPECT_EQ(fresh, buffer.str()) << path << ": the players now play another game at "
                                 << first_difference(buffer.str(), fresh);

  // The committed record replays: every action in it is legal, and the game ends.
  const std::string& file = buffer.str();
  const auto begin = file.find("bezique-record 1\n");
  ASSERT_NE(begin, std::string::npos);
  auto replayed = Game::from_record(file.substr(begin));
  ASSERT_TRUE(replayed.is_ok()) << replayed.status().message();
  EXPECT_TRUE(replayed->is_over());
}

}  // namespace
}  // namespace bezique
