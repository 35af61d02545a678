// Melds: what cards form each kind (docs/rules.md section 3), which cards may be used again
// (section 4), what a declaration scores, and the enumeration of legal declarations.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "bezique/rules.hpp"
#include "bezique/state.hpp"
#include "card_masks.hpp"
#include "meld_pattern.hpp"

namespace bezique {

namespace {

using detail::type_mask;

constexpr int kFourRanks = 5;  // A T K Q J may form fours

Status refuse(const std::string& why) { return {Code::IllegalAction, why}; }

std::string cards_text(const CardId* cards, int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += (i ? "+" : "") + type_text(type_of(cards[i]));
  return s;
}

constexpr std::uint32_t type_bit(CardType t) { return std::uint32_t{1} << t; }

// The meld patterns over card types (bit t = type t), computed once at compile time: a pattern
// whose types are not all held is skipped without building its candidates.
struct MeldPatterns {
  std::array<std::uint32_t, kSuits> marriage{}, sequence{}, suit{};
  std::uint32_t kings = 0;
  std::array<std::uint32_t, kFourRanks> four{};
};

constexpr MeldPatterns make_meld_patterns() {
  MeldPatterns p;
  for (int s = 0; s < kSuits; ++s) {
    const Suit suit = static_cast<Suit>(s);
    p.kings |= type_bit(card_type(suit, Rank::King));
    p.marriage[s] = type_bit(card_type(suit, Rank::King)) | type_bit(card_type(suit, Rank::Queen));
    p.sequence[s] = p.marriage[s] | type_bit(card_type(suit, Rank::Ace)) | type_bit(card_type(suit, Rank::Ten)) |
                    type_bit(card_type(suit, Rank::Jack));
    for (int r = 0; r < kRanks; ++r) p.suit[s] |= type_bit(card_type(suit, static_cast<Rank>(r)));
  }
  for (int r = 0; r < kFourRanks; ++r)
    for (int s = 0; s < kSuits; ++s) p.four[r] |= type_bit(card_type(static_cast<Suit>(s), static_cast<Rank>(r)));
  return p;
}

constexpr MeldPatterns kPatterns = make_meld_patterns();

// Whether natural cards with these counts could form any meld: a marriage (every sequence holds
// one), the bezique pair, four cards of a rank (every four) or four copies of one card (every four
// or five trumps).
bool holds_a_meld_pattern(const Variant& v, const detail::TypeCounts& count, int trump) {
  // A king with the queen of its suit, in every suit at once: a queen's type follows its king's.
  static_assert(card_type(Suit::Spades, Rank::Queen) == card_type(Suit::Spades, Rank::King) + 1);
  const std::uint32_t held = count.held();
  if (held & (held >> 1) & kPatterns.kings) return true;
  CardType queen = 0, jack = 0;
  if (bezique_pair(v, trump, queen, jack) && count.holds_all(type_bit(queen) | type_bit(jack))) return true;
  return count.ranks_held_four_times() != 0 || count.held_four_times() != 0;
}

int rank_slot(Rank r) { return static_cast<int>(r); }  // A T K Q J are slots 0..4

// The bezique pair's queen and jack, and how many of each the cards hold (false while the pair
// waits for trumps).
struct PairCount {
  CardType queen = 0, jack = 0;
  int queens = 0, jacks = 0;
};
bool count_bezique_pair(const Variant& v, int trump, const CardId* cards, int count, PairCount& out) {
  if (!bezique_pair(v, trump, out.queen, out.jack)) return false;
  for (int i = 0; i < count; ++i) {
    out.queens += type_of(cards[i]) == out.queen;
    out.jacks += type_of(cards[i]) == out.jack;
  }
  return true;
}

}  // namespace

namespace detail {

namespace {

// Section 7.3: a joker stands for the card that completes a meld, and the meld is of the suit and
// rank of its natural cards. Which melds take one is the joker_melds option: plain fours only, or
// every meld but the quinte; a four takes up to jokers_per_four, any other meld one. Four jokers
// alone are the four_jokers_value meld.
MeldPattern match_with_jokers(const Variant& v, int trump, MeldKind kind, const CardId* natural, int naturals,
                              int jokers) {
  auto not_formed = [](std::string why) { return MeldPattern{false, std::move(why)}; };
  const bool is_four = kind == MeldKind::Four || kind == MeldKind::FourTrumps || kind == MeldKind::FiveTrumps;
  if (kind == MeldKind::Sequence) return not_formed("a joker never stands in a sequence (the quinte)");
  if (v.joker_melds == JokerMelds::PlainFours && kind != MeldKind::Four)
    return not_formed("a joker stands only in a plain four in this variant");
  if (kind == MeldKind::Four && naturals == 0) {
    if (v.four_jokers_value > 0) return {};
    return not_formed("a four holds at least one natural card (four jokers are no meld in this variant)");
  }
  if (naturals == 0) return not_formed("a meld holds at least one natural card");
  if (is_four && jokers > v.jokers_per_four)
    return not_formed("a four holds at most " + std::to_string(v.jokers_per_four) + " joker" +
                      (v.jokers_per_four == 1 ? "" : "s") + " in this variant");
  if (is_four) return match_pattern(v, trump, kind, natural, naturals);
  if (jokers > 1) return not_formed("a joker stands for one card of a " + std::string(meld_name(kind)));
  // A marriage or a bezique with one card missing: the natural cards are part of its pattern.
  if (kind == MeldKind::Marriage) {
    const Rank r = rank_of(natural[0]);
    if (r != Rank::King && r != Rank::Queen)
      return not_formed(type_text(type_of(natural[0])) + "+JK is not a marriage (a king or queen and a joker)");
    return {};
  }
  PairCount pair;
  if (!count_bezique_pair(v, trump, natural, naturals, pair))
    return not_formed("the bezique pair is not known until trumps are fixed");
  const int pairs = bezique_pairs(kind);
  if (pair.queens + pair.jacks != naturals || pair.queens > pairs || pair.jacks > pairs)
    return not_formed("these cards and a joker are not " + std::string(meld_name(kind)) + " (" + std::to_string(pairs) +
                      " x " + type_text(pair.queen) + "+" + type_text(pair.jack) + ")");
  return {};
}

}  // namespace

// Section 3, whether the cards form the kind's pattern (meld_pattern.hpp).
MeldPattern match_pattern(const Variant& v, int trump, MeldKind kind, const CardId* cards, int count) {
  auto name = [kind] { return std::string(meld_name(kind)); };  // for refusals only: no string built otherwise
  auto not_formed = [](std::string why) { return MeldPattern{false, std::move(why)}; };
  if (v.jokers > 0) {
    int jokers = 0;
    CardId natural[kMaxMeldCards];
    for (int i = 0; i < count; ++i) {
      if (is_joker(cards[i])) ++jokers;
      else natural[i - jokers] = cards[i];
    }
    if (jokers > 0) return match_with_jokers(v, trump, kind, natural, count - jokers, jokers);
  }
  const int suit = static_cast<int>(suit_of(cards[0]));
  const Rank rank = rank_of(cards[0]);
  switch (kind) {
    case MeldKind::Marriage:
    case MeldKind::Sequence: {
      static constexpr Rank kMarriage[] = {Rank::King, Rank::Queen};
      static constexpr Rank kSequence[] = {Rank::Ace, Rank::Ten, Rank::King, Rank::Queen, Rank::Jack};
      const Rank* need = kind == MeldKind::Marriage ? kMarriage : kSequence;
      for (int i = 0; i < count; ++i) {
        bool found = false;
        for (int j = 0; j < count; ++j)
          if (type_of(cards[j]) == card_type(static_cast<Suit>(suit), need[i])) found = true;
        if (!found || static_cast<int>(suit_of(cards[i])) != suit)
          return not_formed(cards_text(cards, count) + " is not a " + name() +
                            (kind == MeldKind::Marriage ? " (a king and queen of one suit)" : " (A 10 K Q J of one suit)"));
      }
      return {};
    }
    case MeldKind::Four:
    case MeldKind::FourTrumps:
    case MeldKind::FiveTrumps:
      for (int i = 0; i < count; ++i)
        if (rank_of(cards[i]) != rank) return not_formed(cards_text(cards, count) + " are not all of one rank");
      if (kind == MeldKind::Four && v.fours_all_suits) {
        int suits = 0;
        for (int i = 0; i < count; ++i) suits |= 1 << static_cast<int>(suit_of(cards[i]));
        if (suits != 0xF) return not_formed("a four must hold one card of each suit in this variant");
      }
      if (kind != MeldKind::Four && trump >= 0)
        for (int i = 0; i < count; ++i)
          if (static_cast<int>(suit_of(cards[i])) != trump) return not_formed(cards_text(cards, count) + " are not all trumps");
      if (rank_slot(rank) >= kFourRanks) return {true, "fours of " + std::string(rank_name(rank)) + "s do not score"};
      return {};
    default: {
      PairCount pair;
      if (!count_bezique_pair(v, trump, cards, count, pair))
        return not_formed("the bezique pair is not known until trumps are fixed");
      const int pairs = bezique_pairs(kind);
      if (pair.queens != pairs || pair.jacks != pairs)
        return not_formed(cards_text(cards, count) + " is not " + name() + " (" + std::to_string(pairs) + " x " +
                          type_text(pair.queen) + "+" + type_text(pair.jack) + ")");
      return {};
    }
  }
}

}  // namespace detail

// Bit i of a mask stands for melds_[i]. Built on the first query of an enumeration, over the
// cards within the declarer's reach: with many packs a deal holds dozens of melds and a hand
// offers hundreds of candidates (eight-deck fours of aces, formed again after every break), and
// a pass over every meld for each candidate and each pair of copies made one legal_actions()
// take milliseconds. Enumerations that never ask (no card in reach declared yet) never build it.
struct State::MeldIndex {
  static constexpr int kWords = (kMaxMelds + 63) / 64;
  using Mask = std::array<std::uint64_t, kWords>;

  MeldIndex(const State& s, const CardSet& cards) : state(s), cards(cards) {}

  const Mask& melds_holding(CardId c) const {
    if (!built) build();
    return held_in[slot[c]];
  }

  // Whether one meld of `kind` holds all the cards (a meld of a kind holds exactly as many
  // cards as a candidate of that kind: the invariants check it), and whether a broken one holds
  // any of them.
  void declared_together(MeldKind kind, const CardId* cards_in, int count, bool* same_set, bool* broken_neighbour) const {
    if (!built) build();
    const Mask& kind_mask = of_kind[static_cast<int>(kind)];
    Mask all = kind_mask, any{};
    for (int i = 0; i < count; ++i) {
      const Mask& held = held_in[slot[cards_in[i]]];
      for (int w = 0; w < kWords; ++w) {
        all[w] &= held[w];
        any[w] |= held[w];
      }
    }
    std::uint64_t together = 0, near_broken = 0;
    for (int w = 0; w < kWords; ++w) {
      together |= all[w];
      near_broken |= any[w] & kind_mask[w] & broken[w];
    }
    *same_set = together != 0;
    *broken_neighbour = near_broken != 0;
  }

 private:
  void build() const {
    built = true;
    held_in[0] = {};
    int rows = 1;
    cards.for_each([&](CardId c) {
      slot[c] = static_cast<std::uint16_t>(rows);
      held_in[rows++] = {};
    });
    of_kind = {};
    broken = {};
    for (std::size_t i = 0; i < state.melds_.size(); ++i) {
      const MeldRecord& m = state.melds_[i];
      const std::size_t w = i / 64;
      const std::uint64_t bit = std::uint64_t{1} << (i % 64);
      of_kind[static_cast<int>(m.kind)][w] |= bit;
      if (m.broken) broken[w] |= bit;
      for (int k = 0; k < m.count; ++k)
        if (cards.contains(m.cards[k])) held_in[slot[m.cards[k]]][w] |= bit;
    }
  }

  const State& state;
  const CardSet& cards;  // only these cards are ever asked about
  // A cache filled by build(); left uninitialised until then on purpose (this lives on the
  // stack of a hot path), and then only what is read: slot[] for `cards`, held_in[] up to
  // their count.
  mutable bool built = false;
  mutable std::array<std::uint16_t, kMaxCards> slot;  // a card's row in held_in (row 0: no meld)
  mutable std::array<Mask, kMaxCards + 1> held_in;   // the melds that hold the card
  mutable std::array<Mask, kMeldKinds> of_kind;
  mutable Mask broken;
};

bool MeldRecord::contains(CardId c) const {
  for (int i = 0; i < count; ++i)
    if (cards[i] == c) return true;
  return false;
}

bool MeldRecord::operator==(const MeldRecord& o) const {
  if (kind != o.kind || player != o.player || count != o.count || broken != o.broken) return false;
  for (int i = 0; i < count; ++i)
    if (cards[i] != o.cards[i]) return false;
  return true;
}

int State::owner_of(CardId c) const {
  for (int p = 0; p < variant_->players; ++p)
    if (hands_[p].contains(c)) return p;
  return -1;
}

// The hand itself unless partners' cards join it: a copy would read the hand in wide loads that
// wait for the last play's and draw's narrow stores to it to reach the cache.
const CardSet& State::meld_accessible(int player, CardSet& with_partner) const {
  if (!variant_->use_partner_cards) return hands_[player];
  with_partner = hands_[player] | (hands_[variant_->partner_of(player)] & shown_);
  return with_partner;
}

// Two copies are interchangeable when their type, owner and meld history are the same and they
// were declared in exactly the same melds.
bool State::same_group(CardId a, CardId b, const MeldIndex* index) const {
  if (!same_kind(a, b) || hist_[a] != hist_[b]) return false;
  if (hist_[a] == 0) return owner_of(a) == owner_of(b);
  if (owner_of(a) != owner_of(b)) return false;
  if (index) return index->melds_holding(a) == index->melds_holding(b);
  for (const MeldRecord& m : melds_)
    if (m.contains(a) != m.contains(b)) return false;
  return true;
}

bool bezique_pair(const Variant& v, int trump, CardType& queen, CardType& jack) {
  switch (v.bezique_pair) {
    case BeziquePair::Fixed:
      queen = card_type(Suit::Spades, Rank::Queen);
      jack = card_type(Suit::Diamonds, Rank::Jack);
      return true;
    case BeziquePair::ByTrump: {
      if (trump < 0) return false;
      // Each suit's queen pairs with the jack of the other suit of its colour's partner:
      // S: QS+JD, D: QD+JS, C: QC+JH, H: QH+JC.
      static constexpr Suit kJackSuit[kSuits] = {Suit::Diamonds, Suit::Clubs, Suit::Spades, Suit::Hearts};
      queen = card_type(static_cast<Suit>(trump), Rank::Queen);
      jack = card_type(kJackSuit[trump], Rank::Jack);
      return true;
    }
    case BeziquePair::ByColour:
      if (trump < 0) return false;
      if (trump == static_cast<int>(Suit::Clubs) || trump == static_cast<int>(Suit::Hearts)) {
        queen = card_type(Suit::Spades, Rank::Queen);
        jack = card_type(Suit::Diamonds, Rank::Jack);
      } else {
        queen = card_type(Suit::Clubs, Rank::Queen);
        jack = card_type(Suit::Hearts, Rank::Jack);
      }
      return true;
  }
  return false;
}

// The enumeration and evaluate_meld share it, and the players weigh melds with it.
MeldValue meld_value(const Variant& v, MeldKind kind, int suit, int rank, int trump, int previous_trump) {
  MeldValue out;
  out.why_not = "scores nothing in this variant";
  if (trump < 0 && kind != MeldKind::Marriage && v.pre_trump_declarations == PreTrumpDeclarations::MarriageOnly) {
    out.why_not = "cannot be declared until trumps are fixed (only a marriage may be before that)";
    return out;
  }
  switch (kind) {
    case MeldKind::Marriage:
    case MeldKind::Sequence: {
      bool is_trump = suit == trump;
      if (trump < 0) {
        if (kind == MeldKind::Sequence && !v.sequence_fixes_trump) {
          out.why_not = "cannot be declared until trumps are fixed";
          return out;
        }
        // The first marriage (or sequence) fixes trumps, unless its suit was trumps last deal.
        if (!(v.no_repeat_trump && suit == previous_trump)) {
          is_trump = true;
          out.fixes_trump = suit;
        }
      }
      if (kind == MeldKind::Marriage) out.points = is_trump ? v.royal_marriage : v.common_marriage;
      else out.points = is_trump ? v.trump_sequence : v.plain_sequence;
      return out;
    }
    case MeldKind::Four:
      out.points = rank >= 0 && rank < kFourRanks ? v.four[rank] : 0;
      return out;
    case MeldKind::FourTrumps:
    case MeldKind::FiveTrumps:
      if (trump < 0) {
        out.why_not = "waits until trumps are fixed";
        return out;
      }
      if (rank < 0 || rank >= kFourRanks) return out;
      out.points = kind == MeldKind::FourTrumps ? v.four_trumps[rank] : v.five_trumps[rank];
      return out;
    default:
      out.points = v.bezique[bezique_pairs(kind) - 1];
      return out;
  }
}

namespace {

// Where a declaration's first natural card is (its jokers stand for the cards they complete and
// the meld takes its suit and rank from the others, 7.3); count when every card is a joker.
int first_natural_index(const Variant& v, const CardId* cards, int count) {
  int i = 0;
  while (i < count && v.jokers > 0 && is_joker(cards[i])) ++i;
  return i;
}

}  // namespace

MeldValue declaration_value(const Variant& v, MeldKind kind, const CardId* cards, int count, int trump,
                            int previous_trump, bool first_bezique_scored) {
  const int first_natural = first_natural_index(v, cards, count);
  if (first_natural == count) {  // four jokers alone, or no card at all
    MeldValue out = meld_value(v, kind, -1, -1, trump, previous_trump);
    if (out.points == 0 && trump < 0 && v.pre_trump_declarations == PreTrumpDeclarations::MarriageOnly) return out;
    out.points = kind == MeldKind::Four && count == 4 ? v.four_jokers_value : 0;
    out.why_not = "scores nothing in this variant";
    return out;
  }
  MeldValue out = meld_value(v, kind, static_cast<int>(suit_of(cards[first_natural])),
                             rank_slot(rank_of(cards[first_natural])), trump, previous_trump);
  if (kind == MeldKind::Bezique && out.points > 0 && v.first_bezique_value > 0 && !first_bezique_scored)
    out.points = v.first_bezique_value;
  return out;
}

// Section 4: may these cards form this kind again? Returns kReuseOk or the rule that refuses,
// with the offending card in *culprit.
int State::reuse_problem(MeldKind kind, const CardId* cards, int count, int* culprit, const MeldIndex* index) const {
  const Variant& v = *variant_;
  const MeldHistory mine = meld_bit(kind);
  const MeldHistory higher = higher_in_class(kind);
  const MeldHistory lower = lower_in_class(kind);
  const MeldHistory in_class = class_mask(meld_class(kind));
  bool any_lower = false, any_new = false, any_same = false;
  for (int i = 0; i < count; ++i) {
    const MeldHistory h = hist_[cards[i]];
    if (h & higher) {
      *culprit = cards[i];
      return kReuseLowerAfterHigher;
    }
    if (kind == MeldKind::Sequence && !v.marriage_to_sequence && (h & meld_bit(MeldKind::Marriage))) {
      *culprit = cards[i];
      return kReuseMarriedInSequence;
    }
    any_lower = any_lower || (h & lower);
    any_new = any_new || !(h & in_class);
    any_same = any_same || (h & mine);
  }
  if (any_lower && !any_new) return kReuseNoNewCard;
  if (any_same) {
    const Reform reform = v.reform[meld_class(kind)];
    if (reform == Reform::None) return kReuseSameKind;
    bool same_set = false, broken_neighbour = false;
    if (index) {
      index->declared_together(kind, cards, count, &same_set, &broken_neighbour);
    } else {
      for (const MeldRecord& m : melds_) {
        if (m.kind != kind) continue;
        int shared = 0;
        for (int i = 0; i < count; ++i) shared += m.contains(cards[i]);
        same_set = same_set || (shared == count && m.count == count);
        broken_neighbour = broken_neighbour || (shared > 0 && m.broken);
      }
    }
    if (same_set) return kReuseSameSet;
    if (reform == Reform::AfterBreak && !broken_neighbour) return kReuseNotBroken;
  }
  if (is_bezique(kind) && bezique_pairs(kind) > 1 && v.beziques_same_hand) {
    const int owner = owner_of(cards[0]);
    for (int i = 1; i < count; ++i)
      if (owner_of(cards[i]) != owner) return kReuseSplitHands;
  }
  if (melds_.full()) return kReuseNoRoom;
  return kReuseOk;
}

// The conditions section 7 adds to a declaration, each an option: a card from the hand, the
// quinte on the player's own trump marriage and at most so many of it, no plain four's card in a
// four of trumps, each joker in one declaration. Null when none refuses.
const char* State::condition_problem(int player, MeldKind kind, const CardId* cards, int count) const {
  const Variant& v = *variant_;
  if (v.meld_needs_hand_card) {
    bool from_hand = false;
    for (int i = 0; i < count; ++i) from_hand = from_hand || !shown_.contains(cards[i]);
    if (!from_hand) return "every declaration must hold at least one card from the hand";
  }
  if (v.class_c_upgrade == ClassCUpgrade::Forbidden && (kind == MeldKind::FourTrumps || kind == MeldKind::FiveTrumps))
    for (int i = 0; i < count; ++i)
      if (hist_[cards[i]] & meld_bit(MeldKind::Four)) return "a card declared in a plain four never enters a four of trumps";
  if (v.jokers > 0 && v.joker_single_use)
    for (int i = 0; i < count; ++i)
      if (is_joker(cards[i]) && (hist_[cards[i]] & ~kSevenScoredBit)) return "a joker takes part in one declaration a deal";
  if (kind == MeldKind::Sequence && trump_ >= 0 && static_cast<int>(suit_of(cards[0])) == trump_) {
    if (v.sequence_max_per_player > 0) {
      int declared = 0;
      for (const MeldRecord& m : melds_)
        declared += m.kind == MeldKind::Sequence && m.player == player && static_cast<int>(suit_of(m.cards[0])) == trump_;
      if (declared >= v.sequence_max_per_player) return "the trump sequence may be declared only so often a deal, and you have";
    }
    if (v.sequence_requires_marriage != SequenceRequiresMarriage::None) {
      bool built_on = false;
      for (const MeldRecord& m : melds_) {
        if (m.kind != MeldKind::Marriage || m.player != player || static_cast<int>(suit_of(m.cards[0])) != trump_) continue;
        if (v.sequence_requires_marriage == SequenceRequiresMarriage::Declared) {
          built_on = true;
          break;
        }
        bool holds_both = !m.broken;
        for (int k = 0; k < m.count && holds_both; ++k) {
          bool found = false;
          for (int i = 0; i < count; ++i) found = found || cards[i] == m.cards[k];
          holds_both = found;
        }
        built_on = built_on || holds_both;
      }
      if (!built_on)
        return v.sequence_requires_marriage == SequenceRequiresMarriage::Intact
                   ? "it is built on your own declared trump marriage, still on the table"
                   : "it needs a trump marriage you have declared this deal";
    }
  }
  return nullptr;
}

// Sections 3 and 4 in one place: the pattern, the value, the trump state, and re-use.
Result<MeldScore> State::evaluate_meld(int player, MeldKind kind, const CardId* cards, int count) const {
  const Variant& v = *variant_;
  if (player < 0 || player >= v.players) return Status{Code::InvalidArgument, "no player " + std::to_string(player)};
  if (static_cast<int>(kind) >= kMeldKinds) return Status{Code::InvalidArgument, "unknown meld kind"};
  const std::string name(meld_name(kind));
  if (count != cards_in_meld(kind))
    return refuse(name + " needs " + std::to_string(cards_in_meld(kind)) + " cards, not " + std::to_string(count));
  CardSet with_partner;
  const CardSet& accessible = meld_accessible(player, with_partner);
  for (int i = 0; i < count; ++i) {
    for (int j = 0; j < i; ++j)
      if (cards[i] == cards[j]) return refuse(card_text(cards[i], true) + " is named twice");
    if (!present_.contains(cards[i])) return refuse(card_text(cards[i], true) + " is not in this game");
    if (!accessible.contains(cards[i])) {
      if (played_.contains(cards[i])) return refuse(type_text(type_of(cards[i])) + " has been played");
      return refuse("you do not hold " + card_text(cards[i], true) +
                    (v.use_partner_cards ? " (nor has your partner declared it)" : ""));
    }
  }

  const detail::MeldPattern pattern = detail::match_pattern(v, trump_, kind, cards, count);
  if (!pattern.why.empty()) return refuse(pattern.why);
  const int first_natural = first_natural_index(v, cards, count);
  const bool all_jokers = first_natural == count;
  const CardId named = cards[all_jokers ? 0 : first_natural];  // count >= 1 here
  const int suit = static_cast<int>(suit_of(named));
  const Rank rank = rank_of(named);

  const MeldValue value = declaration_value(v, kind, cards, count, trump_, prev_trump_, first_bezique_scored_);
  MeldScore out;
  out.kind = kind;
  out.points = value.points;
  out.fixes_trump = value.fixes_trump;
  if (out.points == 0) {
    std::string what = name;
    if (kind == MeldKind::Marriage || kind == MeldKind::Sequence)
      what = (suit == trump_ || out.fixes_trump >= 0 ? "a trump " : "a plain-suit ") + name;
    else if (all_jokers)
      what = "four jokers";
    else if (kind == MeldKind::Four || kind == MeldKind::FourTrumps || kind == MeldKind::FiveTrumps)
      what = name + " of " + std::string(rank_name(rank)) + "s";
    return refuse(what + " " + value.why_not);
  }

  if (const char* why = condition_problem(player, kind, cards, count)) return refuse(name + ": " + why);
  int culprit = cards[0];
  switch (reuse_problem(kind, cards, count, &culprit)) {
    case kReuseOk: return out;
    case kReuseLowerAfterHigher:
      return refuse(type_text(type_of(static_cast<CardId>(culprit))) +
                    " was already declared in a higher meld of its class; a " + name + " cannot follow it");
    case kReuseMarriedInSequence: return refuse("a married card cannot form a sequence in this variant");
    case kReuseNoNewCard: return refuse("building a " + name + " from declared cards needs at least one new card");
    case kReuseSameKind:
      return refuse(name + ": a card declared in a " + name + " cannot be declared in one again");
    case kReuseSameSet: return refuse(name + ": these cards were already declared together");
    case kReuseNotBroken:
      return refuse(name + ": declared cards may form it again only after a card of the earlier one has been played");
    case kReuseSplitHands: return refuse("every card of a multi-bezique must come from one player's hand");
    default: return refuse("no room to record another declaration this deal");
  }
}

Result<MeldScore> State::evaluate_meld(int player, const CardId* cards, int count) const {
  // Highest kind first, so four trump kings read as four-trumps where it scores.
  static constexpr MeldKind kOrder[] = {MeldKind::FiveTrumps, MeldKind::FourTrumps, MeldKind::Four,
                                        MeldKind::SextupleBezique, MeldKind::QuintupleBezique,
                                        MeldKind::QuadrupleBezique, MeldKind::TripleBezique,
                                        MeldKind::DoubleBezique, MeldKind::Bezique, MeldKind::Sequence,
                                        MeldKind::Marriage};
  // Of the refusals, prefer one for a kind whose pattern the cards do form: it names the rule.
  Status rule_refusal, pattern_refusal;
  for (MeldKind k : kOrder) {
    if (cards_in_meld(k) != count) continue;
    auto r = evaluate_meld(player, k, cards, count);
    if (r) return r;
    const bool formed = detail::match_pattern(*variant_, trump_, k, cards, count).formed;
    Status& keep = formed ? rule_refusal : pattern_refusal;
    if (keep.is_ok()) keep = r.status();
  }
  if (!rule_refusal.is_ok()) return rule_refusal;
  if (!pattern_refusal.is_ok()) return pattern_refusal;
  return refuse(std::to_string(count) + " cards form no meld");
}

// ---------------------------------------------------------------------------------------
// Enumeration of legal declarations, over interchangeable groups of copies.

// Named, not anonymous: add_meld_actions_of<> is a member template of State, whose lambdas hold
// these types (an anonymous type inside an externally linked template is refused by -Wsubobject-linkage
// where the amalgamation compiles every file as one).
namespace meld_search {

// Left uninitialised on purpose: these live on the stack of a hot path.
struct Group {
  std::uint8_t size;
  CardId ids[kMaxPacks];  // a type has at most 8 copies
};

struct Candidate {
  std::uint8_t count;
  std::array<CardId, kMaxMeldCards> cards;
};

// Calls f(picked cards) for every way of taking `k` cards from the groups, a multiset choice
// that always takes the lowest ids of each group.
template <class F>
void choose_multiset(const Group* const* groups, int n_groups, int k, Candidate& partial, F&& f) {
  if (k == 0) {
    f(partial);
    return;
  }
  int available = 0;
  for (int g = 0; g < n_groups; ++g) available += groups[g]->size;
  if (available < k) return;
  const Group& g = *groups[0];
  const int base = partial.count;
  for (int take = std::min<int>(k, g.size); take >= 0; --take) {
    for (int i = 0; i < take; ++i) partial.cards[base + i] = g.ids[i];
    partial.count = static_cast<std::uint8_t>(base + take);
    choose_multiset(groups + 1, n_groups - 1, k - take, partial, f);
  }
  partial.count = static_cast<std::uint8_t>(base);
}

}  // namespace meld_search

using meld_search::Candidate;
using meld_search::Group;
using meld_search::choose_multiset;

// Whether the hand to act may have a meld to declare: false when its natural cards within reach
// form no meld's pattern at all, as most declaration decisions find. With jokers, always.
bool State::may_hold_meld() const {
  if (variant_->jokers > 0) return true;
  CardSet with_partner;
  const detail::TypeCounts count(meld_accessible(current_, with_partner), variant_->packs);
  return holds_a_meld_pattern(*variant_, count, trump_);
}

// Two instances: with jokers (section 7), and without, where none of the jokers' code is left.
void State::add_meld_actions(ActionList& out) const {
  if (variant_->jokers > 0) add_meld_actions_of<true>(out);
  else if (may_hold_meld()) add_meld_actions_of<false>(out);
}

template <bool kJokers>
void State::add_meld_actions_of(ActionList& out) const {
  const Variant& v = *variant_;
  const int player = current_;
  CardSet with_partner;
  const CardSet& within_reach = meld_accessible(player, with_partner);
  // Jokers are not copies of a card type: the groups by type hold only natural cards.
  CardSet natural_cards;
  const CardSet* natural_reach = &within_reach;
  if constexpr (kJokers) {
    natural_cards = within_reach.without(detail::joker_mask(v.jokers));
    natural_reach = &natural_cards;
  }
  const CardSet& accessible = *natural_reach;
  // Before trumps only a marriage (pre_trump_declarations = marriage_only, 7.1).
  const bool marriage_only = trump_ < 0 && v.pre_trump_declarations == PreTrumpDeclarations::MarriageOnly;

  // Copies within reach per type: most melds are ruled out by these counts alone.
  const detail::TypeCounts count(accessible, v.packs);

  const MeldIndex index_storage(*this, within_reach);
  const MeldIndex* index = &index_storage;

  // Groups of interchangeable copies per type, built on demand.
  std::array<std::uint8_t, kCardTypes> n_groups{};
  std::uint32_t built = 0;
  std::array<std::array<Group, kMaxPacks>, kCardTypes> groups;
  auto groups_of = [&](CardType t) -> int {
    if ((built >> t) & 1) return n_groups[t];
    built |= 1u << t;
    accessible.for_each_copy(t, [&](CardId c) {
      for (int g = 0; g < n_groups[t]; ++g)
        if (same_group(groups[t][g].ids[0], c, index)) {
          groups[t][g].ids[groups[t][g].size++] = c;
          return;
        }
      Group& g = groups[t][n_groups[t]++];
      g.size = 1;
      g.ids[0] = c;
    });
    return n_groups[t];
  };

  auto emit = [&](MeldKind kind, Candidate c) {
    if (out.size() >= static_cast<std::size_t>(kMaxLegalActions)) return;
    std::sort(c.cards.begin(), c.cards.begin() + c.count, [](CardId a, CardId b) {
      return type_of(a) != type_of(b) ? type_of(a) < type_of(b) : a < b;
    });
    int culprit = 0;
    if (reuse_problem(kind, c.cards.data(), c.count, &culprit, index) != kReuseOk) return;
    if (condition_problem(player, kind, c.cards.data(), c.count)) return;
    Action a;
    a.type = ActionType::Declare;
    a.kind = kind;
    a.count = c.count;
    a.cards = c.cards;
    out.push_back(a);
  };
  auto declarable = [&](MeldKind kind, int suit, int rank) {
    return meld_value(v, kind, suit, rank, trump_, prev_trump_).points > 0;
  };

  // One copy from each of several types: marriages, sequences, Panache fours.
  // Every one of the types must be held: the callers test the pattern first.
  auto one_of_each = [&](MeldKind kind, const CardType* types, int n) {
    for (int i = 0; i < n; ++i) groups_of(types[i]);
    std::array<int, 5> idx{};
    while (true) {
      Candidate c;
      c.count = 0;
      for (int i = 0; i < n; ++i) c.cards[c.count++] = groups[types[i]][idx[i]].ids[0];
      emit(kind, c);
      int i = 0;
      while (i < n && ++idx[i] == n_groups[types[i]]) idx[i++] = 0;
      if (i == n) break;
    }
  };

  // Several copies from a pool of groups: beziques, fours, fours and fives of trumps.
  auto pool_of = [&](const CardType* types, int n, std::array<const Group*, 32>& pool) {
    int size = 0;
    for (int i = 0; i < n; ++i)
      for (int g = 0; g < groups_of(types[i]); ++g) pool[size++] = &groups[types[i]][g];
    return size;
  };

  // The jokers within reach in groups of interchangeable ones (a joker used in a declaration is
  // out of play for melds under joker_single_use).
  FixedVector<Group, kMaxJokers> joker_groups;
  std::array<const Group*, kMaxJokers> joker_group_ptrs;  // the first joker_groups.size() are set
  int usable_jokers = 0;  // in one four
  int free_jokers = 0;
  if constexpr (kJokers) {
    for (std::uint32_t bits = joker_bits(within_reach); bits; bits &= bits - 1) {
      const CardId c = static_cast<CardId>(kFirstJoker + detail::countr_zero32(bits));
      if (v.joker_single_use && (hist_[c] & ~kSevenScoredBit)) continue;
      bool grouped = false;
      for (Group& g : joker_groups)
        if (!grouped && same_group(g.ids[0], c, index)) {
          g.ids[g.size++] = c;
          grouped = true;
        }
      if (grouped) continue;
      Group g;
      g.size = 1;
      g.ids[0] = c;
      joker_groups.push_back(g);
    }
    for (std::size_t i = 0; i < joker_groups.size(); ++i) {
      joker_group_ptrs[i] = &joker_groups[i];
      usable_jokers += joker_groups[i].size;
    }
    free_jokers = usable_jokers;
    usable_jokers = std::min(usable_jokers, v.jokers_per_four);
  }
  // A joker also completes a marriage, a bezique or a four of trumps (joker_melds = all_but_quinte, 7.3).
  const bool jokers_complete = kJokers && v.joker_melds == JokerMelds::AllButQuinte && !joker_groups.empty();
  auto with_one_joker = [&](MeldKind kind, const Candidate& naturals) {
    for (const Group& jg : joker_groups) {
      Candidate c = naturals;
      c.cards[c.count++] = jg.ids[0];
      emit(kind, c);
    }
  };

  for (int s = 0; s < kSuits; ++s) {
    const Suit suit = static_cast<Suit>(s);
    if (count.holds_all(kPatterns.marriage[s]) && declarable(MeldKind::Marriage, s, -1)) {
      const CardType marriage[] = {card_type(suit, Rank::King), card_type(suit, Rank::Queen)};
      one_of_each(MeldKind::Marriage, marriage, 2);
    }
    if (count.holds_all(kPatterns.sequence[s]) && declarable(MeldKind::Sequence, s, -1)) {
      const CardType sequence[] = {card_type(suit, Rank::Ace), card_type(suit, Rank::Ten), card_type(suit, Rank::King),
                                   card_type(suit, Rank::Queen), card_type(suit, Rank::Jack)};
      one_of_each(MeldKind::Sequence, sequence, 5);
    }
  }

  CardType q = 0, j = 0;
  const bool have_pair = bezique_pair(v, trump_, q, j);
  if (jokers_complete) {
    for (int s = 0; s < kSuits; ++s) {
      if (!declarable(MeldKind::Marriage, s, -1)) continue;
      for (Rank r : {Rank::King, Rank::Queen}) {
        const CardType t = card_type(static_cast<Suit>(s), r);
        for (int g = 0; g < groups_of(t); ++g) {
          Candidate natural;
          natural.count = 1;
          natural.cards[0] = groups[t][g].ids[0];
          with_one_joker(MeldKind::Marriage, natural);
        }
      }
    }
    if (have_pair && !marriage_only) {
      std::array<const Group*, 32> queens, jacks;
      const int nq = pool_of(&q, 1, queens), nj = pool_of(&j, 1, jacks);
      for (int pairs = 1; pairs <= kMaxBezique; ++pairs) {
        if (v.bezique[pairs - 1] == 0) continue;
        for (int joker_for_queen = 1; joker_for_queen >= 0; --joker_for_queen) {
          const int need_q = pairs - joker_for_queen, need_j = pairs - 1 + joker_for_queen;
          if (count.of(q) < need_q || count.of(j) < need_j || need_q + need_j == 0) continue;
          Candidate partial;
          partial.count = 0;
          choose_multiset(queens.data(), nq, need_q, partial, [&](Candidate& with_queens) {
            Candidate partial_j = with_queens;
            choose_multiset(jacks.data(), nj, need_j, partial_j,
                            [&](Candidate& c) { with_one_joker(bezique_kind(pairs), c); });
          });
        }
      }
    }
  }
  if (have_pair && count.holds_all(type_bit(q) | type_bit(j))) {
    const int most = std::min(count.of(q), count.of(j));
    std::array<const Group*, 32> queens, jacks;
    const int nq = pool_of(&q, 1, queens), nj = pool_of(&j, 1, jacks);
    for (int pairs = 1; pairs <= std::min(most, kMaxBezique); ++pairs) {
      if (v.bezique[pairs - 1] == 0 || marriage_only) continue;
      Candidate partial;
      partial.count = 0;
      choose_multiset(queens.data(), nq, pairs, partial, [&](Candidate& with_queens) {
        Candidate partial_j = with_queens;
        choose_multiset(jacks.data(), nj, pairs, partial_j, [&](Candidate& c) { emit(bezique_kind(pairs), c); });
      });
    }
  }

  // Without jokers a four needs four copies of its rank: one test over all ranks at once.
  std::uint32_t scoring_fours = 0;  // the ranks whose four scores
  for (int r = 0; r < kFourRanks; ++r) scoring_fours |= static_cast<std::uint32_t>(v.four[r] != 0) << r;
  if (marriage_only) scoring_fours = 0;
  if constexpr (!kJokers) scoring_fours &= count.ranks_held_four_times();
  for (std::uint32_t ranks = scoring_fours; ranks; ranks &= ranks - 1) {
    const int r = detail::countr_zero32(ranks);
    if constexpr (kJokers) {
      const int held = count.of_rank(r);
      if (held < 1 || held + usable_jokers < 4) continue;
    }
    const Rank rank = static_cast<Rank>(r);
    const CardType all[] = {card_type(Suit::Spades, rank), card_type(Suit::Hearts, rank),
                            card_type(Suit::Diamonds, rank), card_type(Suit::Clubs, rank)};
    if (v.fours_all_suits) {
      if (count.holds_all(kPatterns.four[r])) one_of_each(MeldKind::Four, all, 4);
    } else if (kJokers && !joker_groups.empty()) {
      // A joker may stand for up to jokers_per_four cards of the four (7.3).
      std::array<const Group*, 32> pool;
      const int n = pool_of(all, 4, pool);
      for (int wild = 0; wild <= std::min<int>(v.jokers_per_four, 3); ++wild) {
        Candidate partial;
        partial.count = 0;
        choose_multiset(pool.data(), n, 4 - wild, partial, [&](Candidate& naturals) {
          Candidate with_jokers = naturals;
          choose_multiset(joker_group_ptrs.data(), static_cast<int>(joker_groups.size()), wild, with_jokers,
                          [&](Candidate& c) { emit(MeldKind::Four, c); });
        });
      }
    } else {
      std::array<const Group*, 32> pool;
      const int n = pool_of(all, 4, pool);
      Candidate partial;
      partial.count = 0;
      choose_multiset(pool.data(), n, 4, partial, [&](Candidate& c) { emit(MeldKind::Four, c); });
    }
  }

  // Four jokers, a meld of their own where four_jokers_value scores them (7.3).
  if constexpr (kJokers) {
    if (v.four_jokers_value > 0 && !marriage_only && free_jokers >= 4) {
      Candidate partial;
      partial.count = 0;
      choose_multiset(joker_group_ptrs.data(), static_cast<int>(joker_groups.size()), 4, partial,
                      [&](Candidate& c) { emit(MeldKind::Four, c); });
    }
  }

  // Four and five trumps of a rank need four or five copies of one type (fewer where jokers
  // complete them).
  const std::uint32_t four_copies = count.held_four_times();
  if (trump_ < 0 || (!jokers_complete && !(four_copies & kPatterns.suit[trump_]))) return;
  const int most_wild = jokers_complete ? usable_jokers : 0;
  for (int r = 0; r < kFourRanks; ++r) {
    const CardType t = card_type(static_cast<Suit>(trump_), static_cast<Rank>(r));
    if (!jokers_complete && !(four_copies & type_bit(t))) continue;
    for (int size = 4; size <= 5; ++size) {
      const MeldKind kind = size == 4 ? MeldKind::FourTrumps : MeldKind::FiveTrumps;
      if (count.of(t) + most_wild < size || count.of(t) < 1 || !declarable(kind, trump_, r)) continue;
      std::array<const Group*, 32> pool;
      const int n = pool_of(&t, 1, pool);
      for (int wild = 0; wild <= std::min(most_wild, size - 1); ++wild) {
        if (count.of(t) < size - wild) continue;
        Candidate partial;
        partial.count = 0;
        choose_multiset(pool.data(), n, size - wild, partial, [&](Candidate& naturals) {
          Candidate with_jokers = naturals;
          choose_multiset(joker_group_ptrs.data(), static_cast<int>(joker_groups.size()), wild, with_jokers,
                          [&](Candidate& c) { emit(kind, c); });
        });
      }
    }
  }
}

}  // namespace bezique
