// Action notation (notation.hpp): every legal action's text parses back to it; bad text is
// refused with a clear reason and changes nothing.
#include <gtest/gtest.h>

#include "bezique/random.hpp"
#include "scenario.hpp"

namespace bezique {
namespace {

using test::Scenario;

TEST(Notation, EveryLegalActionRoundTripsInEveryPreset) {
  for (const std::string& name : preset_names()) {
    SCOPED_TRACE(name);
    auto game = Game::create(*preset(name), 3);
    ASSERT_TRUE(game);
    Rng rng(5);
    int checked = 0;
    for (int step = 0; step < 600 && !game->is_over(); ++step) {
      const ActionList legal = game->legal_actions();
      ASSERT_FALSE(legal.empty());
      for (const Action& a : legal) {
        const std::string text = game->action_text(a);
        auto back = game->parse_action(text);
        ASSERT_TRUE(back) << "'" << text << "': " << back.status().message();
        EXPECT_EQ(*back, a) << "'" << text << "' parses to '" << game->action_text(*back) << "'";
        ++checked;
      }
      // Play on without claiming, so that fixed-point games last.
      ActionList moves;
      for (const Action& a : legal)
        if (a.type != ActionType::Claim) moves.push_back(a);
      ASSERT_TRUE(game->apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]));
    }
    EXPECT_GT(checked, 600);
  }
}

TEST(Notation, TextFormsOfEachActionType) {
  Scenario s("two-handed", {{{"7D 8D 9D 7C 8C 9C TC KC", "7H KH QH AS KS QS JD 8S"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.offers("AS"));
  ASSERT_TRUE(s.acts({"AS", "7D"}));
  for (const char* text : {"exchange 7H", "marriage KH+QH", "marriage KS+QS", "bezique QS+JD", "pass"})
    EXPECT_TRUE(s.offers(text)) << text << " in " << s.legal_list();
  // Alternative spellings parse to the same action.
  const Action canonical = *s.game().parse_action("marriage KH+QH");
  for (const char* text : {"marriage QH+KH", "MARRIAGE kh + qh", "declare KH+QH", "declare marriage KH+QH", "KH+QH",
                           "  marriage KH+QH  ", "declare qh + kh", "declare KH +QH"}) {
    auto a = s.game().parse_action(text);
    ASSERT_TRUE(a) << text << ": " << a.status().message();
    EXPECT_EQ(*a, canonical) << text;
  }
}

TEST(Notation, BadTextIsAParseError) {
  Scenario s("two-handed", {{{"7D 8D 9D 7C 8C 9C TC KC", "7H KH QH AS KS QS JD 8S"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.refused("", Code::ParseError, "empty"));
  EXPECT_TRUE(s.refused("XX", Code::ParseError, "'XX' is not a card"));
  EXPECT_TRUE(s.refused("fly me", Code::ParseError, "is not an action or a card"));
  EXPECT_TRUE(s.refused("play", Code::ParseError, "is not a card"));
  EXPECT_TRUE(s.refused("play AS+KS", Code::ParseError, "takes one card"));
  EXPECT_TRUE(s.refused("declare foo KH+QH", Code::ParseError, "unknown meld"));
  EXPECT_TRUE(s.refused("pass now", Code::ParseError, "takes no cards"));
  EXPECT_TRUE(s.refused(std::string(300, 'A'), Code::ParseError, "longer than"));
}

TEST(Notation, IllegalActionsSayWhy) {
  Scenario s("two-handed", {{{"7D 8D 9D 7C 8C 9C TC KC", "7H KH QH AS KS QS JD 8S"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.refused("AD", Code::IllegalAction, "you do not hold AD"));
  EXPECT_TRUE(s.refused("pass", Code::WrongPhase, "nothing to pass"));
  EXPECT_TRUE(s.refused("marriage KH+QH", Code::WrongPhase, "no declaration now"));
  EXPECT_TRUE(s.refused("take-top", Code::WrongPhase, "no choice of card"));
  ASSERT_TRUE(s.acts({"AS", "7D"}));
  EXPECT_TRUE(s.refused("marriage KS+QH", Code::IllegalAction, "is not a marriage"));
  EXPECT_TRUE(s.refused("marriage KH", Code::IllegalAction, "needs 2 cards"));
  EXPECT_TRUE(s.refused("four KH+KS+QH+QS", Code::IllegalAction, "not all of one rank"));
  EXPECT_TRUE(s.refused("bezique QS+QS", Code::IllegalAction, "do not hold"));
  EXPECT_TRUE(s.refused("8S", Code::WrongPhase, "no card can be played"));
  EXPECT_TRUE(s.refused("play 8S", Code::WrongPhase, "no card can be played"));
  EXPECT_TRUE(s.refused("AS", Code::IllegalAction, "you do not hold AS"));
}

// Actions built directly (not from text) that the rules refuse leave the State as it was.
TEST(Notation, IllegalActionLeavesTheStateUnchanged) {
  Scenario s("two-handed", {{{"7D 8D 9D 7C 8C 9C TC KC", "7H KH QH AS KS QS JD 8S"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  State state = s.state();
  const State before = state;
  Action too_many = Action::play(test::card("AS"));
  too_many.count = 13;
  Action bogus_meld;
  bogus_meld.type = ActionType::Declare;
  bogus_meld.kind = MeldKind::Sequence;
  bogus_meld.count = 5;
  const Action cases[] = {
      Action::play(test::card("AD")),                               // not held
      Action::play(test::card("AS.1")),                             // another copy, not held
      Action::play(static_cast<CardId>(255)),                       // not a card of this game
      Action::simple(ActionType::Pass),                             // wrong phase
      Action::simple(ActionType::Claim),                            // not in this variant
      Action::with_card(ActionType::ExchangeSeven, test::card("7H")),  // not after a win
      too_many,
      bogus_meld,
  };
  for (const Action& a : cases) {
    std::vector<Event> events;
    Status st = state.apply(a, &events);
    EXPECT_FALSE(st) << action_type_name(a.type);
    EXPECT_FALSE(st.message().empty());
    EXPECT_TRUE(events.empty());
    EXPECT_TRUE(state == before) << action_type_name(a.type) << ": " << st.message();
  }
}

TEST(Notation, CopiesAreNamedOnlyWhereTheirHistoriesDiffer) {
  Scenario s("two-handed", {{{"7D 8D 9D 7C 8C 9C TC KC", "QS JD QS JD AS AS TS TS"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D"}));
  EXPECT_TRUE(s.offers("bezique QS+JD")) << s.legal_list();  // two identical copies: no number
  ASSERT_TRUE(s.act("bezique QS+JD"));
  ASSERT_TRUE(s.act("AS"));
  // Now one queen is declared and the other is not: plays name the copy.
  ASSERT_TRUE(s.act("8D"));
  EXPECT_TRUE(s.refused("QS", Code::ParseError, "ambiguous"));
  EXPECT_TRUE(s.offers("double-bezique QS.0+QS.1+JD.0+JD.1")) << s.legal_list();
}

TEST(Notation, GameRecordReplays) {
  Scenario s("two-handed", {{{"7D 8D 9D 7C 8C 9C TC KC", "QS JD QS JD AS AS TS TS"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "bezique QS+JD", "AS", "8D", "double-bezique QS.0+QS.1+JD.0+JD.1", "QS.0", "9D"}));
  auto loaded = Game::from_record(s.game().record());
  ASSERT_TRUE(loaded) << loaded.status().message();
  EXPECT_TRUE(loaded->state() == s.state());
  EXPECT_EQ(loaded->events().size(), s.game().events().size());
}

}  // namespace
}  // namespace bezique
