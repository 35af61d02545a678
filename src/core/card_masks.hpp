// Card masks shared by the rules code, computed inline: a mask over card types covers every copy.
#pragma once

#include <array>
#include <cstdint>

#include "bezique/card_set.hpp"

namespace bezique::detail {

// Every physical copy of a card type.
inline CardSet type_mask(CardType t) { return CardSet::every_copy_of(std::uint32_t{1} << t); }
// Every physical copy of every card of a suit.
inline CardSet suit_mask(int suit) { return CardSet::every_copy_of(std::uint32_t{0xFF} << (suit * kRanks)); }
// Every king, queen and jack (rank indices 2, 3, 4 of each suit).
inline CardSet court_mask() { return CardSet::every_copy_of(0x1C1C1C1Cu); }

// The number of set bits. Without a target POPCNT instruction (baseline x86-64) the compiler's
// builtin is a library call, which cost a fifth of a random deal; this branch-free count is not.
inline int count_bits(std::uint32_t x) {
#if defined(__POPCNT__)
  return __builtin_popcount(x);
#else
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return static_cast<int>((x * 0x01010101u) >> 24);
#endif
}

// How many copies of each card type a set holds, as bit-sliced counters over the 32 types
// (count of t = sum of bit t of plane b times 2^b), added up from the per-copy type masks in a
// few word operations: the meld search asks "could this pattern be there at all" many times
// per deal, and these answer it without visiting the cards.
class TypeCounts {
 public:
  TypeCounts(const CardSet& cards, int packs) {
    for (int k = 0; k < packs; ++k) {
      std::uint32_t carry = cards.copy_types(k);
      for (std::uint32_t& plane : planes_) {
        const std::uint32_t sum = plane ^ carry;
        carry &= plane;
        plane = sum;
      }
    }
  }
  // The types with at least one copy.
  std::uint32_t held() const { return planes_[0] | planes_[1] | planes_[2] | planes_[3]; }
  // Whether every type of the mask has a copy.
  bool holds_all(std::uint32_t types) const { return (held() & types) == types; }
  // The types with at least n copies (a bit-sliced comparison, from the highest bit down).
  std::uint32_t at_least(int n) const {
    std::uint32_t greater = 0, equal = ~0u;
    for (int b = 3; b >= 0; --b) {
      if ((n >> b) & 1) {
        equal &= planes_[b];
      } else {
        greater |= equal & planes_[b];
        equal &= ~planes_[b];
      }
    }
    return greater | equal;
  }
  // The copies of type t.
  int of(int t) const {
    return static_cast<int>(((planes_[0] >> t) & 1u) | (((planes_[1] >> t) & 1u) << 1) |
                            (((planes_[2] >> t) & 1u) << 2) | (((planes_[3] >> t) & 1u) << 3));
  }
  // The copies of all the types of the mask together.
  int sum(std::uint32_t types) const {
    int n = 0;
    for (int b = 0; b < 4; ++b) n += count_bits(planes_[b] & types) << b;
    return n;
  }

 private:
  std::array<std::uint32_t, 4> planes_{};  // eight packs need four bits per type
};

}  // namespace bezique::detail
