// Meld kinds (RULES.md section 3), their classes and order within a class (section 4).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace bezique {

enum class MeldKind : std::uint8_t {
  Marriage = 0,      // class A, level 1 (common or royal by suit)
  Sequence = 1,      // class A, level 2 (plain or trump by suit)
  Bezique = 2,       // class B, levels 1..6: single .. sextuple
  DoubleBezique = 3,
  TripleBezique = 4,
  QuadrupleBezique = 5,
  QuintupleBezique = 6,
  SextupleBezique = 7,
  Four = 8,          // class C, level 1: four of a rank
  FourTrumps = 9,    // class C, level 2: four of a rank, all trumps
  FiveTrumps = 10,   // class C, level 3: five of a rank, all trumps
};
constexpr int kMeldKinds = 11;

// A card's meld history is a mask of these bits; bit kSevenScoredBit marks a seven of trumps
// that has scored (exchanged, declared or played for points).
using MeldHistory = std::uint16_t;
constexpr MeldHistory meld_bit(MeldKind k) { return static_cast<MeldHistory>(1u << static_cast<int>(k)); }
constexpr MeldHistory kSevenScoredBit = 1u << 15;

constexpr int meld_class(MeldKind k) {
  return k <= MeldKind::Sequence ? 0 : (k <= MeldKind::SextupleBezique ? 1 : 2);
}
constexpr int meld_level(MeldKind k) {
  return k <= MeldKind::Sequence ? static_cast<int>(k) + 1
         : k <= MeldKind::SextupleBezique ? static_cast<int>(k) - 1
                                           : static_cast<int>(k) - 7;
}
constexpr MeldHistory class_mask(int cls) {
  return cls == 0 ? 0x0003 : cls == 1 ? 0x00FC : 0x0700;
}
// Kinds of the same class strictly above / below k.
constexpr MeldHistory higher_in_class(MeldKind k) {
  return static_cast<MeldHistory>(class_mask(meld_class(k)) & ~((meld_bit(k) << 1) - 1));
}
constexpr MeldHistory lower_in_class(MeldKind k) {
  return static_cast<MeldHistory>(class_mask(meld_class(k)) & (meld_bit(k) - 1));
}
constexpr int bezique_pairs(MeldKind k) { return static_cast<int>(k) - 1; }
constexpr MeldKind bezique_kind(int pairs) { return static_cast<MeldKind>(pairs + 1); }
constexpr bool is_bezique(MeldKind k) { return meld_class(k) == 1; }

// "marriage", "double-bezique", "four-trumps", ...
std::string_view meld_name(MeldKind k);
std::optional<MeldKind> parse_meld_name(std::string_view name);

}  // namespace bezique
