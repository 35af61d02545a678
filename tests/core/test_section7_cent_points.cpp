// docs/rules.md 7.5, the match ("cent points"): the count across games, the match won, the
// loser's start bonus, and the match's text form. The options are set on two-handed, the
// existing preset of a game to a target between two players.
#include <gtest/gtest.h>

#include "bezique/cent_points.hpp"
#include "bezique/game.hpp"

namespace bezique {
namespace {

CentPoints match(const std::string& variant_text = "two-handed") {
  auto v = parse_variant(variant_text);
  EXPECT_TRUE(v) << v.status().message();
  auto m = CentPoints::create(*v);
  EXPECT_TRUE(m) << m.status().message();
  return *m;
}

TEST(Section7Haitian, S7_5_CentPointsAGameWonAddsOne) {
  CentPoints m = match();
  ASSERT_TRUE(m.record_game(1, 800));
  EXPECT_EQ(m.count(1), 1);
  EXPECT_EQ(m.count(0), 0);
  ASSERT_TRUE(m.record_game(1, 750));  // at en_bas_table is not below it
  EXPECT_EQ(m.count(1), 2);
  EXPECT_EQ(m.games(), 2);
  EXPECT_FALSE(m.is_over());
}

TEST(Section7Haitian, S7_5_CentPointsEnBasTableAddsTwo) {
  CentPoints m = match();
  ASSERT_TRUE(m.record_game(0, 749));
  EXPECT_EQ(m.count(0), 2);
  CentPoints lower = match("two-handed(en_bas_table=500)");
  ASSERT_TRUE(lower.record_game(0, 749));
  EXPECT_EQ(lower.count(0), 1);
  ASSERT_TRUE(lower.record_game(0, 0));
  EXPECT_EQ(lower.count(0), 3);
}

TEST(Section7Haitian, S7_5_CentPointsTheLoserGoesBackToZero) {
  CentPoints m = match();
  ASSERT_TRUE(m.record_game(0, 100));
  ASSERT_TRUE(m.record_game(0, 900));
  EXPECT_EQ(m.count(0), 3);
  ASSERT_TRUE(m.record_game(1, 900));
  EXPECT_EQ(m.count(0), 0);
  EXPECT_EQ(m.count(1), 1);
}

TEST(Section7Haitian, S7_5_CentPointsFourWinsTheMatch) {
  CentPoints m = match();
  for (int game = 0; game < 3; ++game) {
    ASSERT_TRUE(m.record_game(1, 900));
    EXPECT_FALSE(m.is_over()) << "after " << game + 1 << " games";
  }
  ASSERT_TRUE(m.record_game(1, 900));
  EXPECT_TRUE(m.is_over());
  EXPECT_EQ(m.match_winner(), 1);
  EXPECT_EQ(m.matches(), 1);
  EXPECT_EQ(m.bonus_seat(), 0);

  // Two "en bas table" games from 3 pass the mark: 5 wins it too.
  CentPoints two = match();
  for (int score : {900, 900, 900}) ASSERT_TRUE(two.record_game(0, score));
  ASSERT_TRUE(two.record_game(0, 10));
  EXPECT_EQ(two.count(0), 5);
  EXPECT_EQ(two.match_winner(), 0);

  CentPoints short_match = match("two-handed(match_games=2)");
  ASSERT_TRUE(short_match.record_game(0, 0));
  EXPECT_EQ(short_match.match_winner(), 0);
}

TEST(Section7Haitian, S7_5_CentPointsNoGameAfterTheMatchUntilANewOne) {
  CentPoints m = match("two-handed(match_games=1)");
  ASSERT_TRUE(m.record_game(0, 900));
  const CentPoints before = m;
  const Status late = m.record_game(1, 900);
  EXPECT_EQ(late.code(), Code::GameOver);
  EXPECT_NE(late.message().find("new_match"), std::string::npos) << late.message();
  EXPECT_EQ(m, before);
  ASSERT_TRUE(m.new_match());
  EXPECT_FALSE(m.is_over());
  EXPECT_EQ(m.count(0), 0);
  EXPECT_EQ(m.games(), 0);
  EXPECT_EQ(m.matches(), 1);
  EXPECT_EQ(m.new_match().code(), Code::WrongPhase);  // the new match is being played
  ASSERT_TRUE(m.record_game(1, 900));
  EXPECT_EQ(m.match_winner(), 1);
}

TEST(Section7Haitian, S7_5_CentPointsBadSeatChangesNothing) {
  CentPoints m = match();
  ASSERT_TRUE(m.record_game(0, 900));
  const CentPoints before = m;
  for (int seat : {-1, 2, 1000}) {
    const Status s = m.record_game(seat, 900);
    EXPECT_EQ(s.code(), Code::InvalidArgument);
    EXPECT_NE(s.message().find(std::to_string(seat)), std::string::npos) << s.message();
    EXPECT_EQ(m, before);
  }
}

TEST(Section7Haitian, S7_5_CentPointsStartBonusGoesToTheLastMatchLoser) {
  CentPoints m = match("two-handed(match_games=1, loser_start_bonus=100)");
  EXPECT_EQ(m.start_scores(), (std::vector<int>{0, 0}));
  ASSERT_TRUE(m.record_game(0, 900));
  EXPECT_EQ(m.start_scores(), (std::vector<int>{0, 100}));
  ASSERT_TRUE(m.new_match());
  EXPECT_EQ(m.start_scores(), (std::vector<int>{0, 100}));  // every game until they win a match
  ASSERT_TRUE(m.record_game(1, 900));
  EXPECT_EQ(m.start_scores(), (std::vector<int>{100, 0}));
  CentPoints none = match("two-handed(match_games=1)");
  ASSERT_TRUE(none.record_game(0, 900));
  EXPECT_EQ(none.start_scores(), (std::vector<int>{0, 0}));  // loser_start_bonus=0: no bonus
}

TEST(Section7Haitian, S7_5_CentPointsAGameStartsAtTheBonus) {
  const Variant v = *parse_variant("two-handed(loser_start_bonus=100)");
  auto plain = Game::create(v, 17);
  auto bonus = Game::create(v, 17, {}, {0, 100});
  ASSERT_TRUE(plain && bonus) << bonus.status().message();
  // The same deal, seat 1 100 points ahead (a turned-up seven's 10 goes to the dealer in both).
  EXPECT_EQ(bonus->state().score(0), plain->state().score(0));
  EXPECT_EQ(bonus->state().score(1), plain->state().score(1) + 100);
  EXPECT_EQ(bonus->start_scores(), (std::vector<int>{0, 100}));

  // The record keeps the start, so the game loads at it; a record without points is unchanged.
  for (int i = 0; i < 20; ++i) ASSERT_TRUE(bonus->apply_legal(0));
  const std::string record = bonus->record();
  EXPECT_NE(record.find("\nstart-scores 0 100\n"), std::string::npos) << record;
  EXPECT_EQ(plain->record().find("start-scores"), std::string::npos);
  auto loaded = Game::from_record(record);
  ASSERT_TRUE(loaded) << loaded.status().message();
  EXPECT_EQ(loaded->state(), bonus->state());
  EXPECT_EQ(loaded->record(), record);
  auto saved = Game::from_state_text(v, state_to_text(Game::create(v, 17, {}, {100, 0})->state()), 17);
  ASSERT_TRUE(saved) << saved.status().message();

  // Other scores are refused: the bonus is the variant's, for one player.
  for (const std::vector<int>& wrong : {std::vector<int>{0, 50}, std::vector<int>{100, 100}, std::vector<int>{100},
                                        std::vector<int>{0, -100}}) {
    auto g = Game::create(v, 17, {}, wrong);
    ASSERT_FALSE(g);
    EXPECT_EQ(g.status().code(), Code::InvalidArgument);
    EXPECT_NE(g.status().message().find("start scores"), std::string::npos) << g.status().message();
  }
  EXPECT_FALSE(Game::create(*preset("two-handed"), 17, {}, {0, 100}));  // loser_start_bonus=0
  std::string tampered = record;
  tampered.replace(tampered.find("start-scores 0 100"), 18, "start-scores 0 90");
  auto refused = Game::from_record(tampered);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.status().code(), Code::CorruptRecord);
  tampered = record;
  tampered.replace(tampered.find("start-scores 0 100"), 18, "start-scores 0 x");
  EXPECT_EQ(Game::from_record(tampered).status().code(), Code::CorruptRecord);
}

TEST(Section7Haitian, S7_5_CentPointsTextRoundTrips) {
  const Variant v = *parse_variant("two-handed(match_games=3, loser_start_bonus=100)");
  CentPoints m = *CentPoints::create(v);
  std::vector<CentPoints> seen{m};
  for (auto [winner, loser_score] : {std::pair{0, 900}, {1, 10}, {1, 800}}) {
    ASSERT_TRUE(m.record_game(winner, loser_score));
    seen.push_back(m);
  }
  ASSERT_TRUE(m.is_over());
  ASSERT_TRUE(m.new_match());
  ASSERT_TRUE(m.record_game(0, 10));
  seen.push_back(m);
  EXPECT_EQ(m.to_text(), "cent-points 1 counts=2:0 games=1 matches=1 winner=- bonus=0");
  for (const CentPoints& state : seen) {
    auto back = CentPoints::from_text(v, state.to_text());
    ASSERT_TRUE(back) << state.to_text() << ": " << back.status().message();
    EXPECT_EQ(*back, state) << state.to_text();
  }
  EXPECT_NE(seen[0], seen[1]);
  EXPECT_NE(*CentPoints::create(v), *CentPoints::create(*preset("two-handed")));  // the options count
}

TEST(Section7Haitian, S7_5_CentPointsCorruptTextIsRefused) {
  const Variant v = *preset("two-handed");
  for (const char* text : {"", "cent-points 2 counts=0:0 games=0 matches=0 winner=- bonus=-",
                           "cent-points 1 counts=0:0 games=0 matches=0 winner=-",
                           "cent-points 1 counts=0:0 games=0 matches=0 winner=- bonus=- more",
                           "cent-points 1 counts=1:1 games=2 matches=0 winner=- bonus=-",
                           "cent-points 1 counts=3:0 games=1 matches=0 winner=- bonus=-",
                           "cent-points 1 counts=4:0 games=4 matches=0 winner=- bonus=-",
                           "cent-points 1 counts=4:0 games=4 matches=1 winner=0 bonus=0",
                           "cent-points 1 counts=9:0 games=9 matches=1 winner=0 bonus=1",
                           "cent-points 1 counts=0:0 games=0 matches=1 winner=- bonus=-",
                           "cent-points 1 counts=0:0 games=0 matches=0 winner=- bonus=2",
                           "cent-points 1 counts=-1:0 games=0 matches=0 winner=- bonus=-",
                           "cent-points 1 games=0 counts=0:0 matches=0 winner=- bonus=-"}) {
    auto m = CentPoints::from_text(v, text);
    ASSERT_FALSE(m) << text;
    EXPECT_EQ(m.status().code(), Code::CorruptRecord) << text;
    EXPECT_NE(m.status().message().find("cent points text"), std::string::npos) << m.status().message();
  }
  EXPECT_TRUE(CentPoints::from_text(v, "cent-points 1 counts=4:0 games=4 matches=1 winner=0 bonus=1"));
}

TEST(Section7Haitian, S7_5_CentPointsOptionsAreValidated) {
  for (const char* text : {"two-handed(en_bas_table=-1)", "two-handed(match_games=0)", "two-handed(match_games=1001)",
                           "two-handed(loser_start_bonus=-5)", "two-handed(loser_start_bonus=1000)"}) {
    auto v = parse_variant(text);
    ASSERT_FALSE(v) << text;
    EXPECT_EQ(v.status().code(), Code::InvalidVariant);
    const std::string option = std::string(text).substr(11, std::string(text).find('=') - 11);
    EXPECT_NE(v.status().message().find(option), std::string::npos) << v.status().message();
  }
  // No effect without two players of a game to a target: refused, saying why.
  for (const char* text : {"rubicon(match_games=3)", "three-handed(en_bas_table=500)",
                           "four-handed(loser_start_bonus=100)", "two-handed(players=3, packs=3, match_games=2)"}) {
    auto v = parse_variant(text);
    ASSERT_FALSE(v) << text;
    EXPECT_EQ(v.status().code(), Code::InvalidVariant);
    EXPECT_NE(v.status().message().find("cent points match"), std::string::npos) << v.status().message();
  }
  auto rubicon = CentPoints::create(*preset("rubicon"));
  ASSERT_FALSE(rubicon);
  EXPECT_EQ(rubicon.status().code(), Code::InvalidVariant);
  EXPECT_FALSE(CentPoints::create(*preset("three-handed")));
  auto ok = parse_variant("two-handed(en_bas_table=600, match_games=5, loser_start_bonus=100)");
  ASSERT_TRUE(ok) << ok.status().message();
  EXPECT_EQ(variant_text(*ok), "two-handed(en_bas_table=600, match_games=5, loser_start_bonus=100)");
}

}  // namespace
}  // namespace bezique
