// docs/determinism.md: the shuffle is specified so that any implementation reproduces a deal.
// The reference generators here are written from the published algorithms (SplitMix64,
// xoshiro256** 1.0, Lemire 2019, Fisher-Yates), independently of src/core/random.cpp, and the
// literal vectors are the ones printed in docs/determinism.md (computed by a separate script
// from the same published algorithms).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace bezique {
namespace {

// --- Reference implementations, after the authors' public-domain C code. ---

std::uint64_t ref_splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

struct RefXoshiro {
  std::uint64_t s[4];
  explicit RefXoshiro(std::uint64_t seed) {
    for (auto& w : s) w = ref_splitmix64(seed);
  }
  static std::uint64_t rotl(const std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t next() {
    const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
    const std::uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
  }
  // Lemire's nearly divisionless method on the high 32 bits of each output.
  std::uint32_t below(std::uint32_t range) {
    std::uint64_t m = (next() >> 32) * std::uint64_t{range};
    if (static_cast<std::uint32_t>(m) < range) {
      const std::uint32_t t = (0u - range) % range;
      while (static_cast<std::uint32_t>(m) < t) m = (next() >> 32) * std::uint64_t{range};
    }
    return static_cast<std::uint32_t>(m >> 32);
  }
};

std::uint64_t ref_deal_seed(std::uint64_t seed, int deal_number) {
  std::uint64_t x = seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(deal_number + 1));
  return ref_splitmix64(x);
}

std::vector<CardId> ref_deck(int cards, std::uint64_t seed, int deal_number) {
  std::vector<CardId> deck;
  for (int id = 0; id < cards; ++id) deck.push_back(static_cast<CardId>(id));
  RefXoshiro rng(ref_deal_seed(seed, deal_number));
  for (int i = cards; i > 1; --i) std::swap(deck[i - 1], deck[rng.below(static_cast<std::uint32_t>(i))]);
  return deck;
}

std::string texts(const std::vector<CardId>& cards, std::size_t n) {
  std::string s;
  for (std::size_t i = 0; i < n && i < cards.size(); ++i) s += (i ? " " : "") + card_text(cards[i], false);
  return s;
}

// --- The specification. ---

TEST(Determinism, SplitMix64MatchesThePublishedVector) {
  // SplitMix64 from state 0: the first outputs are the well-known seeding vector of xoshiro.
  std::uint64_t state = 0;
  EXPECT_EQ(splitmix64(state), 0xE220A8397B1DCDAFull);
  EXPECT_EQ(splitmix64(state), 0x6E789E6AA1B965F4ull);
  EXPECT_EQ(splitmix64(state), 0x06C45D188009454Full);
  EXPECT_EQ(splitmix64(state), 0xF88BB8A8724C81ECull);
  EXPECT_EQ(state, 4 * 0x9E3779B97F4A7C15ull);
}

TEST(Determinism, RngZeroFirstTenOutputs) {
  const std::array<std::uint64_t, 10> documented = {
      0x99EC5F36CB75F2B4ull, 0xBF6E1F784956452Aull, 0x1A5F849D4933E6E0ull, 0x6AA594F1262D2D2Cull,
      0xBBA5AD4A1F842E59ull, 0xFFEF8375D9EBCACAull, 0x6C160DEED2F54C98ull, 0x8920AD648FC30A3Full,
      0xDB032C0BA7539731ull, 0xEB3A475A3E749A3Dull};
  Rng rng(0);
  RefXoshiro ref(0);
  for (std::uint64_t expected : documented) {
    EXPECT_EQ(ref.next(), expected);
    EXPECT_EQ(rng.next(), expected);
  }
}

TEST(Determinism, RngMatchesTheReferenceForManySeeds) {
  for (std::uint64_t seed : {1ull, 42ull, 0xFFFFFFFFFFFFFFFFull, 0x123456789ABCDEFull}) {
    Rng rng(seed);
    RefXoshiro ref(seed);
    for (int i = 0; i < 1000; ++i) ASSERT_EQ(rng.next(), ref.next()) << "seed " << seed << " output " << i;
  }
}

TEST(Determinism, BoundedIntegersFollowLemire) {
  // Bound 2^31 + 1 rejects almost half the draws that land in the low range, so the rejection
  // loop is exercised as well as the fast path.
  for (std::uint32_t bound : {1u, 2u, 3u, 10u, 64u, 256u, 1000u, 0x80000001u, 0xFFFFFFFFu}) {
    Rng rng(bound);
    RefXoshiro ref(bound);
    for (int i = 0; i < 2000; ++i) {
      const std::uint32_t x = rng.below(bound);
      ASSERT_EQ(x, ref.below(bound)) << "bound " << bound << " draw " << i;
      ASSERT_LT(x, bound);
    }
  }
  // A documented vector: Rng(7).below(b) for b = 1, 2, 3, 10, 52, 64, 1000, 2^31 + 1 in turn.
  Rng rng(7);
  const std::array<std::uint32_t, 8> bounds = {1, 2, 3, 10, 52, 64, 1000, 0x80000001u};
  const std::array<std::uint32_t, 8> expected = {0, 0, 2, 9, 51, 55, 60, 224274149};
  for (std::size_t i = 0; i < bounds.size(); ++i) EXPECT_EQ(rng.below(bounds[i]), expected[i]) << i;
}

TEST(Determinism, DealSeeds) {
  EXPECT_EQ(deal_seed(42, 0), 0xC8DDBBBEAB9CBA1Bull);
  EXPECT_EQ(deal_seed(42, 1), 0xFA797F03F3C87F80ull);
  for (std::uint64_t seed : {0ull, 1ull, 42ull, 0xFFFFFFFFFFFFFFFFull})
    for (int n = 0; n < 20; ++n) EXPECT_EQ(deal_seed(seed, n), ref_deal_seed(seed, n));
}

TEST(Determinism, FreshDeckIsAscendingPhysicalIds) {
  // id = copy * 32 + suit * 8 + rank, ranks A T K Q J 9 8 7, suits S H D C.
  const Variant v = *preset("two-handed");
  const std::vector<CardId> fresh = fresh_deck(v);
  ASSERT_EQ(fresh.size(), 64u);
  for (int i = 0; i < 64; ++i) EXPECT_EQ(fresh[i], i);
  EXPECT_EQ(texts(fresh, 9), "AS TS KS QS JS 9S 8S 7S AH");
  EXPECT_EQ(card_text(31, false), "7C");
  EXPECT_EQ(card_text(32, true), "AS.1");
  // A removed card leaves its highest-numbered copy out: three-handed-two-pack has one 8C.
  const std::vector<CardId> two_pack = fresh_deck(*preset("three-handed-two-pack"));
  ASSERT_EQ(two_pack.size(), 63u);
  EXPECT_EQ(two_pack[30], 30);  // 8C copy 0 stays
  EXPECT_EQ(two_pack[61], 61);  // 9C copy 1
  EXPECT_EQ(two_pack[62], 63);  // 7C copy 1: 62, the 8C of copy 1, is out
}

TEST(Determinism, SeededDeckTwoHanded42) {
  const Variant v = *preset("two-handed");
  const Deck deck = seeded_deck(v, 42, 0);
  EXPECT_EQ(deck, ref_deck(64, 42, 0));
  EXPECT_EQ(texts(deck, 16), "9D QC 8C QD 7D 7D AC 9C TC 7C AS KC AD 8S TS TD");
  const std::vector<CardId> first_ids = {53, 27, 62, 19, 23, 55, 56, 29, 25, 31, 32, 26, 48, 6, 33, 49, 45, 54};
  EXPECT_EQ(std::vector<CardId>(deck.begin(), deck.begin() + 18), first_ids);
  // Every deal has its own stream.
  EXPECT_EQ(seeded_deck(v, 42, 3), ref_deck(64, 42, 3));
  EXPECT_NE(seeded_deck(v, 42, 1), deck);
}

TEST(Determinism, DealingOrder) {
  // One card at a time from the eldest (left of the dealer), then the turn-up, then the stock
  // with the next card on top (drawn first) and the last card of the deck at the bottom.
  const Variant v = *preset("two-handed");
  const Deck deck = seeded_deck(v, 42, 0);
  State s(v);
  ASSERT_TRUE(s.deal(deck).is_ok());
  ASSERT_EQ(s.dealer(), 0);
  // The deal places card types; copies are numbered canonically afterwards.
  auto types = [](const CardSet& cards) {
    std::vector<CardType> out;
    cards.for_each([&](CardId c) { out.push_back(type_of(c)); });
    std::sort(out.begin(), out.end());
    return out;
  };
  std::array<CardSet, 2> dealt_to;
  for (int i = 0; i < 16; ++i) dealt_to[i % 2 == 0 ? 1 : 0].insert(deck[i]);
  EXPECT_EQ(types(s.hand(0)), types(dealt_to[0]));
  EXPECT_EQ(types(s.hand(1)), types(dealt_to[1]));
  EXPECT_EQ(s.hand_size(0), 8);
  EXPECT_EQ(s.hand_size(1), 8);
  EXPECT_EQ(type_of(static_cast<CardId>(s.turn_up())), type_of(deck[16]));  // 9H: hearts are trumps
  EXPECT_EQ(copy_of(static_cast<CardId>(s.turn_up())), 0);                    // the first card seen
  EXPECT_EQ(s.trump(), static_cast<int>(Suit::Hearts));
  ASSERT_EQ(s.stock_size(), 48);
  EXPECT_EQ(type_of(s.stock().back()), type_of(deck[17]));  // the top, drawn first
  EXPECT_EQ(type_of(s.stock()[1]), type_of(deck[63]));      // just above the turn-up, drawn next to last
  for (int i = 17; i < 64; ++i) EXPECT_EQ(type_of(s.stock()[static_cast<std::size_t>(64 - i)]), type_of(deck[i])) << i;

  // Game::create deals the first deal from seeded_deck(variant, seed, 0).
  auto game = Game::create(v, 42);
  ASSERT_TRUE(game.is_ok());
  EXPECT_EQ(game->state().hand(0), s.hand(0));
  EXPECT_EQ(game->state().hand(1), s.hand(1));
  EXPECT_EQ(game->state().stock(), s.stock());
}

}  // namespace
}  // namespace bezique
