// State save/load as text: round trips, and corrupt or hostile text refused with a
// CorruptRecord status that names the problem.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "swap_tokens.hpp"

namespace bezique {
namespace {

// A two-handed game after `steps` random decisions (seed 5), which by then holds declarations.
Game played_game(const std::string& preset_name, int steps, std::uint64_t seed = 5) {
  auto game = Game::create(*preset(preset_name), seed);
  Rng rng(seed);
  for (int i = 0; i < steps && !game->is_over(); ++i) {
    ActionList legal = game->legal_actions();
    // Prefer declaring, so the state has meld records to corrupt.
    ActionList melds;
    for (const Action& a : legal)
      if (a.type == ActionType::Declare) melds.push_back(a);
    const ActionList& pool = melds.empty() ? legal : melds;
    EXPECT_TRUE(game->apply(pool[rng.below(static_cast<std::uint32_t>(pool.size()))]).is_ok());
  }
  return std::move(*game);
}

// The first Play-phase state in stage 1 with at least one declaration on the table.
Game game_with_meld_on_table() {
  auto game = Game::create(*preset("two-handed"), 5);
  Rng rng(5);
  while (!game->is_over()) {
    const State& s = game->state();
    if (s.phase() == Phase::Play && s.stage() == 1 && s.trick_size() == 0 && !s.melds().empty()) break;
    ActionList legal = game->legal_actions();
    ActionList melds;
    for (const Action& a : legal)
      if (a.type == ActionType::Declare) melds.push_back(a);
    const ActionList& pool = melds.empty() ? legal : melds;
    EXPECT_TRUE(game->apply(pool[rng.below(static_cast<std::uint32_t>(pool.size()))]).is_ok());
  }
  return std::move(*game);
}

std::string replace_line(const std::string& text, const std::string& key, const std::string& value) {
  const auto at = text.find("\n" + key + " ");
  EXPECT_NE(at, std::string::npos) << key;
  const auto end = text.find('\n', at + 1);
  return text.substr(0, at + 1) + key + " " + value + text.substr(end);
}

std::string line_value(const std::string& text, const std::string& key) {
  const auto at = text.find("\n" + key + " ");
  EXPECT_NE(at, std::string::npos) << key;
  const auto begin = at + key.size() + 2;
  return text.substr(begin, text.find('\n', begin) - begin);
}

void expect_refused(const Variant& v, const std::string& text, const std::string& says) {
  auto r = state_from_text(v, text);
  ASSERT_FALSE(r.is_ok()) << "accepted corrupt text that should say '" << says << "'";
  EXPECT_EQ(r.status().code(), Code::CorruptRecord);
  EXPECT_NE(r.status().message().find(says), std::string::npos)
      << "message '" << r.status().message() << "' does not say '" << says << "'";
}

TEST(StateText, RoundTripsEveryPresetMidGame) {
  for (const std::string& name : preset_names()) {
    Game game = played_game(name, 60);
    const std::string text = state_to_text(game.state());
    auto loaded = state_from_text(game.variant(), text);
    ASSERT_TRUE(loaded.is_ok()) << name << ": " << loaded.status().message();
    EXPECT_TRUE(*loaded == game.state()) << name;
    EXPECT_EQ(state_to_text(*loaded), text) << name;
    EXPECT_EQ(loaded->legal_actions(), game.state().legal_actions()) << name;
  }
}

TEST(StateText, RoundTripsAMatchBeforeItsFirstDeal) {
  const Variant v = *preset("rubicon");
  State fresh(v);
  auto loaded = state_from_text(v, state_to_text(fresh));
  ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
  EXPECT_TRUE(*loaded == fresh);
  EXPECT_TRUE(loaded->is_chance());
}

TEST(StateText, HoldsTheHiddenFields) {
  Game game = played_game("two-handed", 20);
  const State& s = game.state();
  const std::string text = state_to_text(s);
  EXPECT_EQ(text.rfind("bezique-state 2\nvariant two-handed\n", 0), 0u);
  // The stock order, bottom first, and both hands.
  std::string stock;
  for (CardId c : s.stock()) stock += (stock.empty() ? "" : " ") + card_text(c, true);
  EXPECT_EQ(line_value(text, "stock"), stock);
  std::string hand1;
  s.hand(1).for_each([&](CardId c) { hand1 += (hand1.empty() ? "" : " ") + card_text(c, true); });
  EXPECT_NE(text.find("\nhand 1 " + hand1 + "\n"), std::string::npos);
}

// Loading numbers hidden copies canonically (docs/records.md, "Copy numbers"): a text whose
// hidden copies of a card are numbered the other way round is the same state, and loads to it.
TEST(StateText, HiddenCopiesAreRenumberedOnLoading) {
  Game game = played_game("rubicon", 30);
  const State& s = game.state();
  const std::string text = state_to_text(s);
  int swaps = 0;
  s.hand(0).without(s.public_cards()).for_each([&](CardId mine) {
    for (CardId other : s.stock())
      if (type_of(other) == type_of(mine) && !s.public_cards().contains(other) && swaps < 3) {
        const std::string swapped = swap_tokens(text, card_text(mine, true), card_text(other, true));
        ASSERT_NE(swapped, text);
        auto loaded = state_from_text(game.variant(), swapped);
        ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
        EXPECT_TRUE(*loaded == s);
        EXPECT_EQ(state_to_text(*loaded), text);
        ++swaps;
        break;
      }
  });
  EXPECT_GT(swaps, 0);
}

// Version 1 (without the `seen` line) still loads; `seen` names cards in hands only.
TEST(StateText, ReadsVersionOneAndChecksSeenCards) {
  Game game = played_game("rubicon", 30);
  const std::string text = state_to_text(game.state());
  ASSERT_EQ(line_value(text, "seen"), "-");
  std::string v1 = "bezique-state 1" + text.substr(text.find('\n'));
  v1.erase(v1.find("\nseen -"), 7);
  auto loaded = state_from_text(game.variant(), v1);
  ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
  EXPECT_TRUE(*loaded == game.state());
  const std::string top = card_text(game.state().stock().back(), true);
  expect_refused(game.variant(), replace_line(text, "seen", top), "seen: a card that is in no hand");
}

TEST(StateText, RefusesBadSyntax) {
  Game game = played_game("two-handed", 20);
  const Variant& v = game.variant();
  const std::string good = state_to_text(game.state());
  expect_refused(v, "", "not a bezique state text");
  expect_refused(v, "hello\n", "not a bezique state text");
  expect_refused(v, "bezique-state 3\n" + good.substr(good.find('\n') + 1), "unsupported state text version");
  expect_refused(v, replace_line(good, "current", "one"), "current: 'one' is not a number");
  expect_refused(v, replace_line(good, "phase", "lunch"), "unknown phase 'lunch'");
  expect_refused(v, replace_line(good, "trump", "X"), "is not a suit");
  expect_refused(v, replace_line(good, "turn-up", "maybe"), "turn-up: expected yes or no");
  expect_refused(v, replace_line(good, "scores", "10"), "scores: expected 2 values");
  expect_refused(v, replace_line(good, "stock", "QS"), "is not a card with its copy");
  expect_refused(v, good.substr(0, good.find("\nplayed ")), "truncated");
  expect_refused(v, good + "extra\n", "text after 'end'");
  std::string nul = good;
  nul[nul.find("\nstage ") + 3] = '\x01';
  expect_refused(v, nul, "is not allowed");
  // Lines out of order: the format is strict.
  expect_refused(v, replace_line(good, "dealer", "0\nstage 1"), "expected 'current', found 'stage 1'");
}

TEST(StateText, RefusesNumbersOutOfRange) {
  Game game = played_game("two-handed", 20);
  const Variant& v = game.variant();
  const std::string good = state_to_text(game.state());
  expect_refused(v, replace_line(good, "current", "2"), "current: 2 is out of range 0..1");
  expect_refused(v, replace_line(good, "dealer", "-1"), "dealer: -1 is out of range");
  expect_refused(v, replace_line(good, "stage", "3"), "stage: 3 is out of range 1..2");
  expect_refused(v, replace_line(good, "scores", "99999999999 0"), "is not a number");
  expect_refused(v, replace_line(good, "scores", "-5 0"), "out of range");
  expect_refused(v, replace_line(good, "declarations-left", "9"), "out of range 0..1");
  expect_refused(v, replace_line(good, "carte-blanche-asked", "3"), "out of range 0..1");
}

// Numbers that wrap a 32-bit long (Windows) to a value in range are still refused: the text is
// read into 64 bits on every platform.
TEST(StateText, RefusesNumbersThatWrapThirtyTwoBits) {
  Game game = played_game("two-handed", 20);
  const Variant& v = game.variant();
  const std::string good = state_to_text(game.state());
  expect_refused(v, replace_line(good, "deal-number", "4294967296"), "deal-number: 4294967296 is out of range 0..10000");
  expect_refused(v, replace_line(good, "current", "4294967297"), "current: 4294967297 is out of range 0..1");
  expect_refused(v, replace_line(good, "dealer", "-4294967296"), "dealer: -4294967296 is out of range 0..1");
  expect_refused(v, replace_line(good, "scores", "2147483648 0"), "2147483648 is out of range");
  expect_refused(v, replace_line(good, "stage", "9999999999"), "stage: 9999999999 is out of range 1..2");
}

TEST(StateText, RefusesAnotherVariant) {
  Game game = played_game("two-handed", 20);
  const std::string good = state_to_text(game.state());
  expect_refused(*preset("rubicon"), good, "variant mismatch");
  expect_refused(*preset("two-handed"), replace_line(good, "variant", "two-handed(target=1500)"), "variant mismatch");
  expect_refused(*preset("two-handed"), replace_line(good, "variant", "no-such-game"), "unknown preset");
}

TEST(StateText, RefusesCardsThatBreakConservation) {
  Game game = played_game("two-handed", 20);
  const Variant& v = game.variant();
  const std::string good = state_to_text(game.state());
  const std::string stock = line_value(good, "stock");
  const std::string first = stock.substr(0, stock.find(' '));
  const std::string rest = stock.substr(stock.find(' ') + 1);
  // A card of no two-pack game.
  expect_refused(v, replace_line(good, "stock", "AS.5 " + rest), "AS.5 is not a card of two-handed");
  // A card missing.
  expect_refused(v, replace_line(good, "stock", rest), "card conservation");
  expect_refused(v, replace_line(good, "stock", rest), "missing " + first);
  // A card twice, in one place and in two.
  expect_refused(v, replace_line(good, "stock", first + " " + stock), "named twice");
  const std::string hand0 = line_value(good, "hand 0");
  const std::string held = hand0.substr(0, hand0.find(' '));
  expect_refused(v, replace_line(good, "stock", held + " " + rest), "elsewhere");
  // A card moved from the stock into a hand: conserved, but the hand is too big.
  const int held_now = game.state().hand_size(0);
  expect_refused(v, replace_line(replace_line(good, "stock", rest), "hand 0", hand0 + " " + first),
                 "player 0 holds " + std::to_string(held_now + 1) + " cards, not " + std::to_string(held_now));
}

TEST(StateText, RefusesInconsistentPhaseAndPlayer) {
  Game game = game_with_meld_on_table();
  const State& s = game.state();
  ASSERT_EQ(s.phase(), Phase::Play);
  const Variant& v = game.variant();
  const std::string good = state_to_text(s);
  const std::string other = std::to_string(1 - s.current_player());
  expect_refused(v, replace_line(good, "current", other), "is not next to play");
  expect_refused(v, replace_line(good, "phase", "declare"), "player 0 holds 8 cards, not 7");
  expect_refused(v, replace_line(good, "phase", "repeat"), "carte blanche repeat");
  expect_refused(v, replace_line(good, "phase", "carte-blanche"), "carte blanche phase in a variant without");
  expect_refused(v, replace_line(good, "winner", "0"), "a winner is named but the game is not over");
  expect_refused(v, replace_line(good, "stage", "2"), "play-off");
  expect_refused(v, replace_line(good, "turn-up", "no"), "turn-up flag");
  const std::string suit = line_value(good, "trump") == "S" ? "H" : "S";
  expect_refused(v, replace_line(good, "trump", suit), "trumps are not the suit of the turn-up");
}

TEST(StateText, RefusesBadMeldRecords) {
  Game game = game_with_meld_on_table();
  const Variant& v = game.variant();
  const std::string good = state_to_text(game.state());
  const auto at = good.find("\nmeld ");
  ASSERT_NE(at, std::string::npos);
  const auto end = good.find('\n', at + 1);
  const std::string meld = good.substr(at + 1, end - at - 1);  // "meld <player> <kind> <cards> <intact|broken>"
  auto with_meld = [&](const std::string& line) { return good.substr(0, at + 1) + line + good.substr(end); };
  std::istringstream words(meld);
  std::string key, player, kind, cards, broken;
  words >> key >> player >> kind >> cards >> broken;
  const std::string other = player == "0" ? "1" : "0";
  expect_refused(v, with_meld("meld " + other + " " + kind + " " + cards + " " + broken), "is not held by player " + other);
  expect_refused(v, with_meld("meld " + player + " sequence " + cards + " " + broken), "sequence of " );
  expect_refused(v, with_meld("meld " + player + " " + kind + " " + cards + " broken"), "broken flag");
  expect_refused(v, with_meld("meld " + player + " nonsense " + cards + " " + broken), "unknown kind");
  const std::string first = cards.substr(0, cards.find('+'));
  const std::string doubled = first + "+" + first + (kind == "marriage" || kind == "bezique" ? "" : cards.substr(2 * first.size() + 1));
  expect_refused(v, with_meld("meld " + player + " " + kind + " " + doubled + " " + broken), "named twice");
  // The card histories must match the declarations exactly.
  expect_refused(v, replace_line(good, "history", "-"), "does not remember its meld");
  // A declaration dropped: its cards still lie on the table and remember it.
  expect_refused(v, good.substr(0, at) + good.substr(end), "history");
}

TEST(StateText, RefusesAMeldOfTheWrongCards) {
  Game game = game_with_meld_on_table();
  const Variant& v = game.variant();
  const std::string good = state_to_text(game.state());
  const auto at = good.find("\nmeld ");
  const auto end = good.find('\n', at + 1);
  std::istringstream words(good.substr(at + 1, end - at - 1));
  std::string key, player, kind, cards, broken;
  words >> key >> player >> kind >> cards >> broken;
  // Same number of cards, another kind: the cards do not form it.
  const std::string wrong = kind == "marriage" ? "bezique" : "marriage";
  if (cards.size() == 9) {  // two cards
    std::string hist = line_value(good, "history");
    for (std::size_t p = hist.find(kind); p != std::string::npos; p = hist.find(kind, p + wrong.size()))
      hist.replace(p, kind.size(), wrong);
    const std::string text = good.substr(0, at + 1) + "meld " + player + " " + wrong + " " + cards + " " + broken +
                             good.substr(end);
    expect_refused(v, replace_line(text, "history", hist), "do not form a " + wrong);
  }
}

// Random single-character damage never crashes the loader; whatever loads is consistent.
TEST(StateText, SurvivesRandomDamage) {
  Game game = game_with_meld_on_table();
  const Variant& v = game.variant();
  const std::string good = state_to_text(game.state());
  Rng rng(99);
  const std::string alphabet = "0123456789-+.=: \nASKQJT987HDCx";
  int loaded = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string text = good;
    const int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits; ++e) {
      const std::size_t pos = rng.below(static_cast<std::uint32_t>(text.size()));
      const char c = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
      switch (rng.below(3)) {
        case 0: text[pos] = c; break;
        case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(pos), c); break;
        default: text.erase(pos, 1); break;
      }
    }
    auto r = state_from_text(v, text);
    if (!r.is_ok()) {
      ASSERT_EQ(r.status().code(), Code::CorruptRecord) << r.status().message();
      ASSERT_FALSE(r.status().message().empty());
      continue;
    }
    ++loaded;
    ASSERT_TRUE(r->check_invariants().is_ok());
    auto again = state_from_text(v, state_to_text(*r));
    ASSERT_TRUE(again.is_ok()) << again.status().message();
    ASSERT_TRUE(*again == *r);
    (void)r->legal_actions();
  }
  // Most damage is refused; a few harmless edits (e.g. a space) may load.
  EXPECT_LT(loaded, 600);
}

}  // namespace
}  // namespace bezique
