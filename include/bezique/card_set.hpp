/// @file
/// CardSet: a set of physical cards as a 256-bit mask (hands, the table, the played cards).
#pragma once

#include <array>
#include <cstdint>

#include "bezique/card.hpp"
#include "bezique/portability.h"

namespace bezique {

/// A set of physical cards as a 256-bit mask: cheap to copy, compare and combine, which is
/// what hands, the table and the played cards need in a State that AI search copies often.
class CardSet {
 public:
  /// The empty set.
  constexpr CardSet() = default;
  /// Every copy of the card types in @p types (bit t = type t), in all eight packs.
  // The same 64-bit pattern in every word. A word holds two copies of the 32 card types
  // (ids are copy * 32 + type), so a pattern over types repeated twice covers every copy.
  static constexpr CardSet every_copy_of(std::uint32_t types) {
    CardSet s;
    const std::uint64_t word = (std::uint64_t{types} << 32) | types;
    s.words_ = {word, word, word, word};
    return s;
  }

  /// The cards of copy (pack) @p copy of the card types in @p types (bit t = type t).
  static constexpr CardSet copy_of_types(int copy, std::uint32_t types) {
    CardSet s;
    s.words_[static_cast<std::size_t>(copy >> 1)] = std::uint64_t{types} << ((copy & 1) * 32);
    return s;
  }

  /// Whether card @p id is in the set.
  bool contains(CardId id) const { return (words_[id >> 6] >> (id & 63)) & 1u; }
  /// Adds card @p id.
  void insert(CardId id) { words_[id >> 6] |= std::uint64_t{1} << (id & 63); }
  /// Removes card @p id (nothing if absent).
  void erase(CardId id) { words_[id >> 6] &= ~(std::uint64_t{1} << (id & 63)); }
  /// Whether the set has no card.
  bool empty() const { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }
  /// The number of cards in the set.
  int size() const {
    return detail::popcount64(words_[0]) + detail::popcount64(words_[1]) + detail::popcount64(words_[2]) +
           detail::popcount64(words_[3]);
  }
  /// The union.
  CardSet operator|(const CardSet& o) const { CardSet r; for (int i = 0; i < 4; ++i) r.words_[i] = words_[i] | o.words_[i]; return r; }
  /// The intersection.
  CardSet operator&(const CardSet& o) const { CardSet r; for (int i = 0; i < 4; ++i) r.words_[i] = words_[i] & o.words_[i]; return r; }
  /// The cards of this set that are not in @p o.
  CardSet without(const CardSet& o) const { CardSet r; for (int i = 0; i < 4; ++i) r.words_[i] = words_[i] & ~o.words_[i]; return r; }
  /// Adds every card of @p o.
  CardSet& operator|=(const CardSet& o) { for (int i = 0; i < 4; ++i) words_[i] |= o.words_[i]; return *this; }
  /// Same cards.
  bool operator==(const CardSet& o) const { return words_ == o.words_; }
  /// Not the same cards.
  bool operator!=(const CardSet& o) const { return !(*this == o); }

  /// The card types with at least one copy in the set, as a 32-bit mask (bit t = type t).
  std::uint32_t types() const {
    const std::uint64_t all = words_[0] | words_[1] | words_[2] | words_[3];
    return static_cast<std::uint32_t>(all) | static_cast<std::uint32_t>(all >> 32);
  }
  /// The card types of copy (pack) @p copy in the set, as a 32-bit mask (bit t = type t).
  std::uint32_t copy_types(int copy) const {
    return static_cast<std::uint32_t>(words_[copy >> 1] >> ((copy & 1) * 32));
  }
  /// Makes the cards of copy (pack) @p copy in the set exactly the types of @p types.
  void set_copy_types(int copy, std::uint32_t types) {
    const int shift = (copy & 1) * 32;
    std::uint64_t& w = words_[copy >> 1];
    w = (w & ~(std::uint64_t{0xFFFFFFFFu} << shift)) | (std::uint64_t{types} << shift);
  }
  /// The copies of type @p t in the set, as a mask over copy numbers (bit k = copy k).
  std::uint32_t copies_of(CardType t) const {
    // Word w holds copies 2w (bit t) and 2w + 1 (bit t + 32): shifted down by t and spread two
    // bits apart, copy k sits at bit k or, for the odd copies, at bit 31 + k.
    constexpr std::uint64_t kPair = (std::uint64_t{1} << 32) | 1u;
    std::uint64_t spread = 0;
    for (int w = 0; w < 4; ++w) spread |= ((words_[w] >> t) & kPair) << (2 * w);
    return static_cast<std::uint32_t>((spread | (spread >> 31)) & 0xFFu);
  }
  /// Makes the copies of type @p t in the set exactly those of @p copies (bit k = copy k).
  void set_copies_of(CardType t, std::uint32_t copies) {
    for (int w = 0; w < 4; ++w) {
      const std::uint64_t pair = (std::uint64_t{(copies >> (2 * w)) & 1} << t) |
                                 (std::uint64_t{(copies >> (2 * w + 1)) & 1} << (t + 32));
      words_[w] = (words_[w] & ~((std::uint64_t{1} << t) | (std::uint64_t{1} << (t + 32)))) | pair;
    }
  }
  /// Calls f(CardId) for each copy of type @p t in the set, in ascending copy order.
  template <class F>
  void for_each_copy(CardType t, F&& f) const {
    for (int w = 0; w < 4; ++w) {
      if ((words_[w] >> t) & 1) f(static_cast<CardId>(w * 64 + t));
      if ((words_[w] >> (t + 32)) & 1) f(static_cast<CardId>(w * 64 + 32 + t));
    }
  }

  /// Calls f(CardId) for each member in ascending id order.
  template <class F>
  void for_each(F&& f) const {
    for (int w = 0; w < 4; ++w) {
      std::uint64_t bits = words_[w];
      while (bits) {
        int b = detail::countr_zero64(bits);
        bits &= bits - 1;
        f(static_cast<CardId>(w * 64 + b));
      }
    }
  }

 private:
  std::array<std::uint64_t, 4> words_{};
};

}  // namespace bezique
