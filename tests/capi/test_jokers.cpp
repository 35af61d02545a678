// The jokers of docs/rules.md section 7 through the C ABI: their ids, their names, and what a
// host gets wrong (a joker's name asked of a game without jokers, a card the game lacks).
#include "capi_test_util.hpp"

namespace {

using namespace bzq_test;
using ::testing::HasSubstr;

std::string card_text(const bzq_game* g, std::uint8_t card, bool with_copy) {
  return get_string(
      [&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_game_card_text(g, card, with_copy ? 1 : 0, b, s, n); });
}

TEST(CapiJokers, IdsAtTheTopOfTheByteAndNamedByTheGame) {
  static_assert(BZQ_FIRST_JOKER == 252 && BZQ_MAX_JOKERS == 4, "joker ids as documented");
  GamePtr g = make_game("haitian", 7);
  ASSERT_TRUE(g);
  // Every joker is a card of the game, named JK; every other card keeps its name.
  for (int k = 0; k < BZQ_MAX_JOKERS; ++k) {
    const auto id = static_cast<std::uint8_t>(BZQ_FIRST_JOKER + k);
    EXPECT_TRUE(BZQ_CARD_IS_JOKER(id));
    EXPECT_EQ(card_text(g.get(), id, false), "JK");
    EXPECT_EQ(card_text(g.get(), id, true), "JK." + std::to_string(k));
    std::uint8_t parsed = 0;
    ASSERT_EQ(bzq_game_card_parse(g.get(), ("JK." + std::to_string(k)).c_str(), &parsed), BZQ_OK) << bzq_last_error();
    EXPECT_EQ(parsed, id);
  }
  EXPECT_EQ(card_text(g.get(), BZQ_CARD(3, BZQ_SUIT_SPADES, BZQ_RANK_QUEEN), true), "QS.3");
  std::uint8_t parsed = 0;
  ASSERT_EQ(bzq_game_card_parse(g.get(), "jk", &parsed), BZQ_OK);
  EXPECT_EQ(parsed, BZQ_FIRST_JOKER);
  ASSERT_EQ(bzq_game_card_parse(g.get(), "10h", &parsed), BZQ_OK);
  EXPECT_EQ(parsed, BZQ_CARD(0, BZQ_SUIT_HEARTS, BZQ_RANK_TEN));
  // In eight-deck the same ids are ordinary cards, and the game names them so.
  GamePtr eight = make_game("eight-deck", 7);
  EXPECT_EQ(card_text(eight.get(), BZQ_FIRST_JOKER, true), "JC.7");
  EXPECT_EQ(bzq_game_card_parse(eight.get(), "JK", &parsed), BZQ_PARSE_ERROR);
}

TEST(CapiJokers, AHandOfTheViewNamesItsJokers) {
  // Deals until a seat's hand holds a joker; its legal plays name it JK too.
  bool seen = false;
  for (std::uint64_t seed = 1; seed <= 40 && !seen; ++seed) {
    GamePtr g = make_game("haitian", seed);
    const bzq_info info = info_of(g.get());
    bzq_view* raw = nullptr;
    ASSERT_EQ(bzq_game_view(g.get(), info.current_player, &raw), BZQ_OK);
    ViewPtr view(raw);
    std::uint8_t hand[16];
    std::uint32_t n = 0;
    ASSERT_EQ(bzq_view_hand(view.get(), hand, 16, &n), BZQ_OK);
    ASSERT_EQ(n, 9u);
    for (std::uint32_t i = 0; i < n; ++i) {
      if (!BZQ_CARD_IS_JOKER(hand[i])) continue;
      seen = true;
      const std::vector<std::string> legal = legal_texts(g.get());
      EXPECT_NE(std::find(legal.begin(), legal.end(), "JK"), legal.end());
      ASSERT_EQ(bzq_game_apply_text(g.get(), info.current_player, "JK"), BZQ_OK) << bzq_last_error();
      break;
    }
  }
  EXPECT_TRUE(seen);
}

TEST(CapiJokers, BadInputIsRefusedAndChangesNothing) {
  GamePtr g = make_game("haitian", 3);
  GamePtr two = make_game("two-handed", 3);
  const Snapshot before(g.get());
  char buf[8];
  std::uint32_t needed = 0;
  std::uint8_t card = 0;
  EXPECT_EQ(bzq_game_card_text(nullptr, BZQ_FIRST_JOKER, 0, buf, 8, &needed), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_card_parse(nullptr, "JK", &card), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_card_parse(g.get(), nullptr, &card), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_card_parse(g.get(), "JK", nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_card_parse(g.get(), "JK.4", &card), BZQ_PARSE_ERROR);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("is not a card"));
  EXPECT_EQ(bzq_game_card_parse(g.get(), "ZZ", &card), BZQ_PARSE_ERROR);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("a joker: JK"));
  // Copy 7 does not exist with four packs: those ids are the jokers'.
  EXPECT_EQ(bzq_game_card_parse(g.get(), "QS.7", &card), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("is not a card of this game"));
  EXPECT_EQ(bzq_game_card_text(g.get(), BZQ_CARD(5, BZQ_SUIT_SPADES, BZQ_RANK_ACE), 0, buf, 8, &needed),
            BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("is not a card of this game"));
  // A game without jokers has no joker to name.
  EXPECT_EQ(bzq_game_card_text(two.get(), BZQ_FIRST_JOKER, 0, buf, 8, &needed), BZQ_INVALID_ARGUMENT);
  EXPECT_EQ(bzq_game_card_parse(two.get(), "JK", &card), BZQ_PARSE_ERROR);
  // A variant whose jokers cannot be is refused with the reason.
  bzq_variant* v = nullptr;
  EXPECT_EQ(bzq_variant_from_text("haitian(jokers=3)", &v), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("does not divide evenly"));
  EXPECT_EQ(v, nullptr);
  EXPECT_TRUE(Snapshot(g.get()) == before);
}

TEST(CapiJokers, TheFirstBeziqueFlagInGameAndViewInfo) {
  // docs/rules.md 7.3, first_bezique_value: random plays until a bezique is declared; from then
  // on the game's and every view's info say so, and the first bezique scored 100.
  bzq_variant* raw_variant = nullptr;
  ASSERT_EQ(bzq_variant_from_text("haitian(first_bezique_value=100)", &raw_variant), BZQ_OK) << bzq_last_error();
  VariantPtr variant(raw_variant);
  bool seen = false;
  for (std::uint64_t seed = 1; seed <= 20 && !seen; ++seed) {
    bzq_game* raw = nullptr;
    ASSERT_EQ(bzq_game_new(variant.get(), seed, &raw), BZQ_OK) << bzq_last_error();
    GamePtr g(raw);
    std::uint64_t rng = seed;
    for (int step = 0; step < 2000 && !seen; ++step) {
      const bzq_info info = info_of(g.get());
      if (info.is_over) break;
      EXPECT_EQ(info.first_bezique_scored, 0);
      std::uint32_t n = 0;
      ASSERT_EQ(bzq_game_legal_count(g.get(), &n), BZQ_OK);
      rng = rng * 6364136223846793005ull + 1442695040888963407ull;
      std::uint32_t pick = static_cast<std::uint32_t>(rng >> 33) % n;
      for (std::uint32_t i = 0; i < n; ++i)
        if (legal_text(g.get(), i).rfind("bezique ", 0) == 0) pick = i;  // declare one when offered
      const std::uint32_t before = event_count(g.get());
      ASSERT_EQ(bzq_game_apply_id(g.get(), info.current_player, pick), BZQ_OK) << bzq_last_error();
      for (std::uint32_t i = before; i < event_count(g.get()); ++i) {
        const bzq_event e = event_at(g.get(), i);
        if (e.type != BZQ_EVENT_MELD_DECLARED || e.meld != BZQ_MELD_BEZIQUE) continue;
        seen = true;
        EXPECT_EQ(e.value, 100);
      }
      if (!seen) continue;
      EXPECT_EQ(info_of(g.get()).first_bezique_scored, 1);
      for (int seat = 0; seat < 2; ++seat) {
        bzq_view* raw_view = nullptr;
        ASSERT_EQ(bzq_game_view(g.get(), seat, &raw_view), BZQ_OK);
        ViewPtr view(raw_view);
        bzq_info vi;
        bzq_info_init(&vi);
        ASSERT_EQ(bzq_view_info(view.get(), &vi), BZQ_OK);
        EXPECT_EQ(vi.first_bezique_scored, 1);
      }
    }
  }
  EXPECT_TRUE(seen);
}

}  // namespace
