// Golden records: one committed seeded game per preset (tests/data/golden/<preset>.txt). Each
// file's record is replayed and its events and final scores compared line by line with the
// file, so any change in the engine's behaviour shows as a diff. The game is also replayed
// from the policy that chose it, which shows changes in the legal action lists.
// To regenerate the files deliberately: BEZIQUE_UPDATE_GOLDEN=1 (tests/data/golden/README.md).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace bezique {
namespace {

constexpr std::uint64_t kGameSeed = 1;
constexpr std::uint64_t kPolicySeed = 1;

std::string golden_path(const std::string& preset_name) {
  return std::string(BEZIQUE_TEST_DATA_DIR) + "/golden/" + preset_name + ".txt";
}

// The fixed policy: claim when the claiming side's counted points reach the target (a claim
// that wins); otherwise a uniform choice among the legal actions other than claim and pass,
// passing only when nothing else is legal. So every declaration that arises is made, which
// exercises the meld rules more than uniform play would.
Action policy(const Game& game, Rng& rng) {
  const State& s = game.state();
  const Variant& v = game.variant();
  ActionList choices;
  for (const Action& a : s.legal_actions()) {
    if (a.type == ActionType::Claim) {
      const int side = v.side_of(s.current_player());
      if (s.score(side) + s.pending(side) >= v.target) return a;
    } else if (a.type != ActionType::Pass) {
      choices.push_back(a);
    }
  }
  if (choices.empty()) return Action::simple(ActionType::Pass);
  return choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
}

std::string cards_field(const Event& e, bool jokers) {
  std::string s;
  for (int i = 0; i < e.count; ++i) s += (i ? "+" : "") + card_text(e.cards[i], true, jokers);
  return s;
}

// One line per event: the readable text, then every field that differs from its default.
std::string event_line(const Event& e, bool jokers) {
  std::ostringstream o;
  o << event_text(e, jokers) << " | " << event_type_name(e.type);
  if (e.player >= 0) o << " player=" << int(e.player);
  if (e.side >= 0) o << " side=" << int(e.side);
  if (e.suit >= 0) o << " suit=" << suit_char(static_cast<Suit>(e.suit));
  if (e.type == EventType::MeldDeclared || e.kind != MeldKind::Marriage) o << " kind=" << meld_name(e.kind);
  if (e.reason != ScoreReason::None) o << " reason=" << score_reason_name(e.reason);
  if (e.value != 0) o << " value=" << e.value;
  if (e.hidden) o << " hidden";
  if (e.redacted) o << " redacted";
  if (e.count > 0) o << " cards=" << cards_field(e, jokers);
  return o.str();
}

// Everything after the record: the events and the final scores.
std::string outcome_text(const Game& game) {
  const State& s = game.state();
  const Variant& v = game.variant();
  std::ostringstream o;
  o << "events " << game.events().size() << "\n";
  for (const Event& e : game.events()) o << event_line(e, game.variant().jokers > 0) << "\n";
  o << "final\n";
  o << "actions " << game.actions().size() << "\n";
  o << "deal-number " << s.deal_number() << "\n";  // 0-based; past the last deal once all are played
  o << "scores";
  for (int side = 0; side < v.sides(); ++side) o << " " << s.score(side);
  o << "\nresults";
  for (int side = 0; side < v.sides(); ++side) o << " " << s.result(side);
  o << "\nwinner " << s.winner() << "\n";
  return o.str();
}

std::string header(const std::string& preset_name) {
  return "# Golden game for preset " + preset_name + ": the record, every event, the final scores.\n"
         "# Deals from game seed " + std::to_string(kGameSeed) + "; actions chosen by Rng(" +
         std::to_string(kPolicySeed) + ") uniformly among the legal actions\n"
         "# other than pass and claim (pass only when nothing else is legal; claim whenever the\n"
         "# claiming side's counted points reach the target).\n"
         "# Regenerate deliberately with BEZIQUE_UPDATE_GOLDEN=1 (see README.md in this folder).\n";
}

Result<Game> play_golden(const std::string& preset_name) {
  auto game = Game::create(*preset(preset_name), kGameSeed);
  if (!game) return game.status();
  Rng rng(kPolicySeed);
  while (!game->is_over()) {
    Status s = game->apply(policy(*game, rng));
    if (!s) return s;
  }
  return game;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The first differing line, for a readable failure.
std::string first_difference(const std::string& expected, const std::string& actual) {
  const auto e = lines_of(expected), a = lines_of(actual);
  for (std::size_t i = 0; i < std::max(e.size(), a.size()); ++i) {
    const std::string el = i < e.size() ? e[i] : "<end of file>";
    const std::string al = i < a.size() ? a[i] : "<end of output>";
    if (el != al) return "line " + std::to_string(i + 1) + ":\n  golden: " + el + "\n  engine: " + al;
  }
  return "no difference";
}

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, ReplayMatchesTheCommittedGame) {
  const std::string name = GetParam();
  const std::string path = golden_path(name);
  if (const char* update = std::getenv("BEZIQUE_UPDATE_GOLDEN"); update && std::string(update) == "1") {
    auto game = play_golden(name);
    ASSERT_TRUE(game.is_ok()) << game.status().message();
    std::ofstream out(path, std::ios::binary);
    out << header(name) << game->record() << outcome_text(*game);
    ASSERT_TRUE(out.good()) << "cannot write " << path;
  }

  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in.good()) << "missing golden file " << path;
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string file = buffer.str();

  // The record runs from its header line to its 'end' line; the outcome follows.
  const auto begin = file.find("bezique-record 1\n");
  ASSERT_NE(begin, std::string::npos) << path << ": no record";
  const auto end = file.find("\nend\n", begin);
  ASSERT_NE(end, std::string::npos) << path << ": the record has no 'end'";
  const std::string record = file.substr(begin, end + 5 - begin);
  const std::string outcome = file.substr(end + 5);

  auto replayed = Game::from_record(record);
  ASSERT_TRUE(replayed.is_ok()) << path << ": " << replayed.status().message();
  ASSERT_TRUE(replayed->is_over()) << path << ": the recorded game does not reach its end";
  const std::string actual = outcome_text(*replayed);
  EXPECT_EQ(actual, outcome) << path << ": replaying the record gives other events or scores at "
                             << first_difference(outcome, actual);

  auto regenerated = play_golden(name);
  ASSERT_TRUE(regenerated.is_ok()) << regenerated.status().message();
  const std::string fresh = header(name) + regenerated->record() + outcome_text(*regenerated);
  EXPECT_EQ(fresh, file) << path << ": the policy now plays another game (legal actions or their order changed) at "
                         << first_difference(file, fresh);
}

std::string param_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = info.param;
  for (char& c : n)
    if (c == '-') c = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, Golden, ::testing::ValuesIn(preset_names()), param_name);

}  // namespace
}  // namespace bezique
