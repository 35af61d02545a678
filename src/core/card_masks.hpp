// Card masks shared by the rules code, computed inline: a mask over card types covers every copy.
#pragma once

#include <cstdint>
#include <cstring>

#include "bezique/card_set.hpp"

namespace bezique::detail {

// Every physical copy of a card type.
inline CardSet type_mask(CardType t) { return CardSet::every_copy_of(std::uint32_t{1} << t); }
// Every physical copy of every card of a suit.
inline CardSet suit_mask(int suit) { return CardSet::every_copy_of(std::uint32_t{0xFF} << (suit * kRanks)); }
// The jokers of a variant with @p jokers of them (ids kFirstJoker.., copy 7 of the last four
// types): empty without jokers.
inline CardSet joker_mask(int jokers) {
  return CardSet::copy_of_types(kFirstJoker / kCardTypes, ((std::uint32_t{1} << jokers) - 1) << (kFirstJoker % kCardTypes));
}
// Every king, queen and jack (rank indices 2, 3, 4 of each suit).
inline CardSet court_mask() { return CardSet::every_copy_of(0x1C1C1C1Cu); }

// How many copies of each card type a set holds, as bit-sliced counters over the 32 types
// (the count of type t is bit t of plane 0, 1, 2, 3 read as a binary number), added up from the
// per-copy type masks in a few word operations: the meld search asks "could this pattern be
// there at all" many times per deal, and these answer it without visiting the cards.
class TypeCounts {
 public:
  TypeCounts(const CardSet& cards, int packs) {
    if (packs <= 2) {  // most variants: two copies at most, added without carries
      const std::uint32_t first = cards.copy_types(0), second = cards.copy_types(1);
      p0_ = first ^ second;
      p1_ = first & second;
      return;
    }
    for (int k = 0; k < packs; ++k) {
      std::uint32_t carry = cards.copy_types(k);
      add_bit(p0_, carry);
      add_bit(p1_, carry);
      add_bit(p2_, carry);
      add_bit(p3_, carry);
    }
  }
  // The types with at least one copy, and with at least four.
  std::uint32_t held() const { return p0_ | p1_ | p2_ | p3_; }
  std::uint32_t held_four_times() const { return p2_ | p3_; }
  // Whether every type of the mask has a copy.
  bool holds_all(std::uint32_t types) const { return (held() & types) == types; }
  // The copies of type t.
  int of(int t) const {
    return static_cast<int>(((p0_ >> t) & 1u) | (((p1_ >> t) & 1u) << 1) | (((p2_ >> t) & 1u) << 2) |
                            (((p3_ >> t) & 1u) << 3));
  }
  // The ranks (bit r) with at least four copies over the four suits, for every rank at once:
  // bit r is of_rank(r) >= 4. In each plane the four suits' bytes are added as bit-sliced
  // counters (ones, twos, fours: bit r of each is that bit of the count for rank r); with the
  // planes' weights 1, 2, 4, 8 a total reaches four when plane 2 or 3 holds the rank, when
  // plane 0 counts four or plane 1 two or more, or when plane 0 counts two or three and plane 1
  // one.
  std::uint32_t ranks_held_four_times() const {
    std::uint32_t ones0, twos0, fours0, ones1, twos1, fours1;
    add_suits(p0_, ones0, twos0, fours0);
    add_suits(p1_, ones1, twos1, fours1);
    const std::uint32_t higher = p2_ | p3_;
    const std::uint32_t any_higher = higher | (higher >> 8) | (higher >> 16) | (higher >> 24);
    return (any_higher | fours0 | fours1 | twos1 | (twos0 & ones1)) & 0xFFu;
  }
  // The copies of one rank in all four suits. A rank's types are one bit in each byte (type =
  // suit * 8 + rank), so one multiply adds the four bits of a plane.
  int of_rank(int rank) const {
    return byte_sum(p0_ >> rank) + (byte_sum(p1_ >> rank) << 1) + (byte_sum(p2_ >> rank) << 2) +
           (byte_sum(p3_ >> rank) << 3);
  }

 private:
  static void add_bit(std::uint32_t& plane, std::uint32_t& carry) {
    const std::uint32_t sum = plane ^ carry;
    carry &= plane;
    plane = sum;
  }
  // The four bytes of @p x (one suit each) added bit by bit: 0 to 4 per bit, as three slices.
  static void add_suits(std::uint32_t x, std::uint32_t& ones, std::uint32_t& twos, std::uint32_t& fours) {
    const std::uint32_t b0 = x & 0xFFu, b1 = (x >> 8) & 0xFFu, b2 = (x >> 16) & 0xFFu, b3 = x >> 24;
    const std::uint32_t low_a = b0 ^ b1, high_a = b0 & b1, low_b = b2 ^ b3, high_b = b2 & b3;
    const std::uint32_t carry = low_a & low_b;
    ones = low_a ^ low_b;
    twos = high_a ^ high_b ^ carry;
    fours = (high_a & high_b) | (carry & (high_a ^ high_b));
  }
  static int byte_sum(std::uint32_t x) { return static_cast<int>(((x & 0x01010101u) * 0x01010101u) >> 24); }

  std::uint32_t p0_ = 0, p1_ = 0, p2_ = 0, p3_ = 0;  // eight packs need four bits per type
};
static_assert(card_type(Suit::Hearts, Rank::Ace) == kRanks, "TypeCounts::of_rank reads one suit per byte");

// Masks over the copies of one card type or of the jokers (bit k = copy k): at most eight bits.
inline int bit_count(std::uint32_t mask) {
  int n = 0;
  for (; mask; mask &= mask - 1) ++n;
  return n;
}

// at[b][k]: the bit of byte b with k set bits below it.
struct BitsInByte {
  std::uint8_t at[256][8];
};
constexpr BitsInByte make_bits_in_byte() {
  BitsInByte t{};
  for (int b = 0; b < 256; ++b)
    for (int bit = 0, k = 0; bit < 8; ++bit)
      if ((b >> bit) & 1) t.at[b][k++] = static_cast<std::uint8_t>(bit);
  return t;
}
inline constexpr BitsInByte kBitsInByte = make_bits_in_byte();

// The set bits of a 32-bit word, for random choices among card types: how many there are, and
// the k-th of them. The choice waits for a random number and every rule after it waits for the
// choice, so the bits' indexes are laid out in order before the number is known, each byte's
// from its row of kBitsInByte: the k-th is then one load, with no loop (which would stop at a
// random point, a branch the processor mispredicts) and no search after the number arrives.
class TypeBits {
 public:
  explicit TypeBits(std::uint32_t x) {
    std::uint32_t c = x - ((x >> 1) & 0x55555555u);  // the bits of each byte added up, SWAR
    c = (c & 0x33333333u) + ((c >> 2) & 0x33333333u);
    c = (c + (c >> 4)) & 0x0F0F0F0Fu;
    const std::uint32_t running = c * 0x01010101u;  // byte b: the set bits of bytes 0 to b
    count_ = running >> 24;
    // Byte b's indexes go where the bytes before it end; the row's unused tail is overwritten by
    // the next byte's row, or lies past count(). Every index of byte b is 8b more than its row's.
    for (int b = 0; b < 4; ++b) {
      std::uint64_t row;
      std::memcpy(&row, kBitsInByte.at[(x >> (8 * b)) & 0xFFu], sizeof row);
      row += static_cast<std::uint64_t>(b) * 0x0808080808080808u;  // no byte carries: indexes < 32
      const std::uint32_t before = b == 0 ? 0 : (running >> (8 * (b - 1))) & 0xFFu;
      std::memcpy(index_ + before, &row, sizeof row);
    }
  }
  std::uint32_t count() const { return count_; }
  // The index of the set bit with @p k set bits below it (k < count()).
  int select(std::uint32_t k) const { return index_[k]; }

 private:
  std::uint32_t count_;
  std::uint8_t index_[32 + 8];  // the set bits' indexes in order, then room for a row's tail
};

// The lowest @p n bits of @p mask.
inline std::uint32_t lowest_bits(std::uint32_t mask, int n) {
  std::uint32_t out = 0;
  for (; n > 0 && mask; --n) {
    const std::uint32_t bit = mask & (~mask + 1);
    out |= bit;
    mask ^= bit;
  }
  return out;
}

}  // namespace bezique::detail
