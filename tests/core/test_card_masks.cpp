// The bit-sliced card counts the meld listing asks (src/core/card_masks.hpp), against counting
// the cards one by one.
#include <gtest/gtest.h>

#include <cstdint>

#include "bezique/random.hpp"
#include "card_masks.hpp"

namespace bezique {
namespace {

// Whether some rank has four copies or more over its four suits, asked of every rank at once,
// agrees with counting each rank's cards: random hands of one to eight packs, from a few
// cards to whole packs, so that counts of 0 to 32 a rank all occur.
TEST(CardMasks, RanksHeldFourTimesAgreesWithEachRanksCount) {
  Rng rng(20261203);
  for (int trial = 0; trial < 100000; ++trial) {
    const int packs = 1 + static_cast<int>(rng.next() % 8);
    const std::uint64_t density = rng.next() % 4;  // a copy is kept with probability (density+1)/5
    CardSet cards;
    for (int copy = 0; copy < packs; ++copy) {
      std::uint32_t types = 0;
      for (int t = 0; t < kCardTypes; ++t)
        if (rng.next() % 5 <= density) types |= std::uint32_t{1} << t;
      cards.set_copy_types(copy, types);
    }
    const detail::TypeCounts count(cards, packs);
    const std::uint32_t fours = count.ranks_held_four_times();
    for (int r = 0; r < kRanks; ++r) {
      int copies = 0;  // the rank's cards one by one (type = suit * kRanks + rank)
      for (int suit = 0; suit < 4; ++suit)
        for (int copy = 0; copy < packs; ++copy)
          copies += static_cast<int>((cards.copy_types(copy) >> (suit * kRanks + r)) & 1u);
      ASSERT_EQ(count.of_rank(r), copies) << "rank " << r << ", " << packs << " packs";
      ASSERT_EQ(((fours >> r) & 1u) != 0, copies >= 4) << "rank " << r << ", " << packs << " packs";
    }
    ASSERT_EQ(fours >> kRanks, 0u);
  }
}

// TypeBits (a random play's choice among the types held): the count and every k-th set bit agree
// with visiting the bits in order, for words of every density.
TEST(CardMasks, TypeBitsSelectsEachSetBitInOrder) {
  Rng rng(20261205);
  for (int trial = 0; trial < 100000; ++trial) {
    const std::uint64_t density = rng.next() % 6;
    std::uint32_t x = 0;
    for (int t = 0; t < 32; ++t)
      if (rng.next() % 5 < density) x |= std::uint32_t{1} << t;
    const detail::TypeBits bits(x);
    std::uint32_t k = 0;
    for (int t = 0; t < 32; ++t) {
      if (!((x >> t) & 1u)) continue;
      ASSERT_EQ(bits.select(k), t) << "word " << x << ", set bit " << k;
      ++k;
    }
    ASSERT_EQ(bits.count(), k) << "word " << x;
  }
}

}  // namespace
}  // namespace bezique
