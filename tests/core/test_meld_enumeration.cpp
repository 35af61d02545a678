// docs/rules.md sections 3 and 4 in the big presets: the declarations offered in positions with
// dozens of melds are exactly the sets of the declarer's cards that evaluate_meld() accepts.
// Random play rarely reaches such positions; a player who keeps its aces, tens, kings and
// queens and declares whenever it can does (eight-deck: fours of aces formed again after each
// break, every ace in a group of its own), and there meld enumeration was once slow enough to
// time out a fuzz run.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/portability.h"
#include "bezique/random.hpp"

namespace bezique {
namespace {

// The declarations evaluate_meld() accepts, over every set of the hand that could be a meld
// (2, 4, 5, 8, 10 or 12 cards) taking the lowest copies of each group of interchangeable ones.
std::vector<Action> brute_force_declarations(const State& s) {
  const int p = s.current_player();
  std::vector<CardId> cards;
  s.hand(p).for_each([&](CardId c) { cards.push_back(c); });
  const int n = static_cast<int>(cards.size());
  // lower_mates[i]: the cards of the hand interchangeable with cards[i] and of a lower id; a
  // canonical set holding cards[i] holds them all.
  std::vector<std::uint32_t> lower_mates(cards.size(), 0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (cards[j] < cards[i] && s.interchangeable(cards[i], cards[j])) lower_mates[i] |= 1u << j;
  std::vector<Action> out;
  for (std::uint32_t subset = 1; subset < (1u << n); ++subset) {
    const int size = detail::popcount64(subset);
    if (size != 2 && size != 4 && size != 5 && size != 8 && size != 10 && size != 12) continue;
    std::vector<CardId> picked;
    bool canonical = true;
    for (int i = 0; i < n; ++i)
      if ((subset >> i) & 1) {
        picked.push_back(cards[i]);
        canonical = canonical && (lower_mates[i] & ~subset) == 0;
      }
    if (!canonical) continue;
    std::sort(picked.begin(), picked.end(),
              [](CardId a, CardId b) { return type_of(a) != type_of(b) ? type_of(a) < type_of(b) : a < b; });
    for (int k = 0; k < kMeldKinds; ++k) {
      const MeldKind kind = static_cast<MeldKind>(k);
      if (cards_in_meld(kind) != size || !s.evaluate_meld(p, kind, picked.data(), size)) continue;
      Action a;
      a.type = ActionType::Declare;
      a.kind = kind;
      a.count = static_cast<std::uint8_t>(size);
      std::copy(picked.begin(), picked.end(), a.cards.begin());
      out.push_back(a);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Sections 3 and 4: the enumeration against brute force, at declarations with many melds.
void check_many_melds(const std::string& preset_name, std::size_t min_melds) {
  const Variant v = *preset(preset_name);
  std::size_t most_melds = 0, most_offered = 0, deal_melds = 0;
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 20 && checked < 12; ++seed) {
    State s(v);
    s.deal(seeded_deck(v, seed, 0));
    Rng rng(seed);
    ActionList legal;
    while (!s.is_terminal() && !s.is_chance() && s.deal_number() == 0) {
      s.legal_actions(legal);
      deal_melds = std::max(deal_melds, s.melds().size());
      std::vector<Action> offered;
      for (const Action& a : legal)
        if (a.type == ActionType::Declare) offered.push_back(a);
      if (s.phase() == Phase::Declare && s.hand(s.current_player()).size() <= 16 &&
          s.melds().size() >= min_melds && checked < 12) {
        SCOPED_TRACE(preset_name + ", seed " + std::to_string(seed) + ", trick " + std::to_string(s.trick_number()) +
                     "\n" + state_to_text(s));
        ++checked;
        most_melds = std::max(most_melds, s.melds().size());
        most_offered = std::max(most_offered, offered.size());
        const std::vector<Action> expected = brute_force_declarations(s);
        ASSERT_EQ(offered.size(), expected.size());
        for (std::size_t i = 0; i < offered.size(); ++i)
          ASSERT_TRUE(offered[i] == expected[i]) << action_text(s, expected[i]) << " vs offered " << action_text(s, offered[i]);
      }
      Action next = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      int best = 0;
      for (const Action& a : offered) {
        const auto score = s.evaluate_meld(s.current_player(), a.kind, a.cards.data(), a.count);
        if (score && score->points > best) best = score->points, next = a;
      }
      if (s.phase() == Phase::Play) {
        // The lowest card it may play (ranks run A 10 K Q J 9 8 7 in the enum).
        for (const Action& a : legal)
          if (a.type == ActionType::Play && (next.type != ActionType::Play || rank_of(a.cards[0]) > rank_of(next.cards[0])))
            next = a;
      }
      s.apply_unchecked(next);
    }
  }
  EXPECT_EQ(checked, 12) << "positions with at least " << min_melds << " melds (the most in a deal: " << deal_melds << ")";
  ::testing::Test::RecordProperty("most_melds", static_cast<int>(most_melds));
  ::testing::Test::RecordProperty("most_offered", static_cast<int>(most_offered));
}

TEST(MeldEnumeration, EightDeckWithDozensOfMelds) { check_many_melds("eight-deck", 40); }
TEST(MeldEnumeration, ChineseWithManyMelds) { check_many_melds("chinese", 12); }

}  // namespace
}  // namespace bezique
