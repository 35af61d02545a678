/// @file
/// Meld kinds (docs/rules.md section 3), their classes and order within a class (section 4).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace bezique {

/// The kinds of meld. Each belongs to a class (A, B, C = 0, 1, 2) and has a level within it,
/// which the re-use rules of section 4 compare. The values are those of the C ABI (BZQ_MELD_*).
enum class MeldKind : std::uint8_t {
  Marriage = 0,      ///< class A, level 1 (common or royal by suit)
  Sequence = 1,      ///< class A, level 2 (plain or trump by suit)
  Bezique = 2,       ///< class B, levels 1..6: single..sextuple
  DoubleBezique = 3,     ///< class B, level 2: two bezique pairs
  TripleBezique = 4,     ///< class B, level 3
  QuadrupleBezique = 5,  ///< class B, level 4
  QuintupleBezique = 6,  ///< class B, level 5
  SextupleBezique = 7,   ///< class B, level 6
  Four = 8,          ///< class C, level 1: four of a rank
  FourTrumps = 9,    ///< class C, level 2: four of a rank, all trumps
  FiveTrumps = 10,   ///< class C, level 3: five of a rank, all trumps
};
constexpr int kMeldKinds = 11;  ///< Number of meld kinds.

/// A card's meld history: bit meld_bit(k) is set once the card has been declared in a meld of
/// kind k; bit kSevenScoredBit marks a seven of trumps that has scored (exchanged, declared or
/// played for points).
using MeldHistory = std::uint16_t;
/// The history bit of meld kind @p k.
constexpr MeldHistory meld_bit(MeldKind k) { return static_cast<MeldHistory>(1u << static_cast<int>(k)); }
/// The history bit of a seven of trumps that has scored.
constexpr MeldHistory kSevenScoredBit = 1u << 15;

/// The class of a kind: 0 (A: marriages, sequences), 1 (B: beziques), 2 (C: fours).
constexpr int meld_class(MeldKind k) {
  return k <= MeldKind::Sequence ? 0 : (k <= MeldKind::SextupleBezique ? 1 : 2);
}
/// The history bits of every kind of class @p cls.
constexpr MeldHistory class_mask(int cls) {
  return cls == 0 ? 0x0003 : cls == 1 ? 0x00FC : 0x0700;
}
/// The history bits of the kinds of k's class strictly above @p k.
constexpr MeldHistory higher_in_class(MeldKind k) {
  return static_cast<MeldHistory>(class_mask(meld_class(k)) & ~((meld_bit(k) << 1) - 1));
}
/// The history bits of the kinds of k's class strictly below @p k.
constexpr MeldHistory lower_in_class(MeldKind k) {
  return static_cast<MeldHistory>(class_mask(meld_class(k)) & (meld_bit(k) - 1));
}
/// The number of bezique pairs in a bezique kind (Bezique = 1..SextupleBezique = 6).
constexpr int bezique_pairs(MeldKind k) { return static_cast<int>(k) - 1; }
/// The bezique kind of @p pairs pairs (1..6).
constexpr MeldKind bezique_kind(int pairs) { return static_cast<MeldKind>(pairs + 1); }
/// Whether a kind is a bezique of any size (class B).
constexpr bool is_bezique(MeldKind k) { return meld_class(k) == 1; }
/// The number of cards a meld of kind `k` is declared with (a bezique pair is two cards).
constexpr int cards_in_meld(MeldKind k) {
  return k == MeldKind::Marriage ? 2
         : k == MeldKind::Sequence || k == MeldKind::FiveTrumps ? 5
         : k == MeldKind::Four || k == MeldKind::FourTrumps ? 4
                                                             : 2 * bezique_pairs(k);
}

/// The name of a kind in the notation: "marriage", "double-bezique", "four-trumps", ...
std::string_view meld_name(MeldKind k);
/// A kind by its meld_name(); nullopt for any other text.
std::optional<MeldKind> parse_meld_name(std::string_view name);

}  // namespace bezique
