// Copy numbers: which physical copy of a card type is which. Copies of a type are identical in
// play; only a copy's meld history tells them apart, and that history is public. So a copy's
// number is public once every seat has seen the card, and the copies no other seat has seen
// are numbered canonically (state.hpp): the public ones lowest, then the hidden ones in the
// order of the hand to act, the other hands in seat order, the stock from the top. A card
// shown for the first time therefore takes the lowest number not yet public, and nothing a
// seat sees depends on which copy was dealt where. During play that order is kept lazily
// (number_acting_hand()); canonical() restores it in full.
#include <array>
#include <string>

#include "bezique/portability.h"
#include "bezique/state.hpp"
#include "card_masks.hpp"

namespace bezique {

namespace {

using detail::bit_count;
using detail::lowest_bits;

// The index of the lowest bit set; 0 for no bit.
int lowest_bit(std::uint32_t mask) { return mask ? detail::countr_zero32(mask) : 0; }

// Type @p t's copies in per-copy-number planes of types (State::Planes), bit k for copy k.
std::uint32_t copies_in(const std::array<std::uint32_t, kMaxPacks>& planes, int t, int packs) {
  std::uint32_t copies = 0;
  for (int k = 0; k < packs; ++k) copies |= ((planes[k] >> t) & 1u) << k;
  return copies;
}

// Jokers (docs/rules.md section 7) are numbered as the copies of one more kind of card: kind
// kJokerKind, whose copy k is joker k. In a variant with jokers the card types' copy 7 is never
// a natural card (at most seven packs), so a type's copies are its first seven.
constexpr int kJokerKind = kCardTypes;
constexpr int kKinds = kCardTypes + 1;

int kind_of(CardId c, bool jokers) { return jokers && is_joker(c) ? kJokerKind : type_of(c); }

CardId kind_card(int kind, int copy) {
  return kind == kJokerKind ? static_cast<CardId>(kFirstJoker + copy) : physical_card(static_cast<CardType>(kind), copy);
}

std::uint32_t kind_copies(const CardSet& s, int kind, bool jokers) {
  if (kind != kJokerKind) return jokers ? s.copies_of(static_cast<CardType>(kind)) & 0x7Fu : s.copies_of(static_cast<CardType>(kind));
  std::uint32_t out = 0;
  if (!jokers) return out;  // without jokers these ids are the card types' copy 7
  for (int k = 0; k < kMaxJokers; ++k)
    if (s.contains(static_cast<CardId>(kFirstJoker + k))) out |= 1u << k;
  return out;
}

void set_kind_copies(CardSet& s, int kind, std::uint32_t copies, bool jokers) {
  if (kind != kJokerKind) {
    const CardType t = static_cast<CardType>(kind);
    s.set_copies_of(t, jokers ? (copies & 0x7Fu) | (s.copies_of(t) & 0x80u) : copies);
    return;
  }
  for (int k = 0; k < kMaxJokers; ++k) {
    const CardId c = static_cast<CardId>(kFirstJoker + k);
    if ((copies >> k) & 1) s.insert(c);
    else s.erase(c);
  }
}

// The card a hand drew last, under renumber_two_packs()'s new numbering of that hand (@p zero:
// its types at copy 0 now): a hidden copy moves with its type's hidden copy in the hand.
// Masks stand in for branches: whether the hand's copy moved is a coin flip for the branch
// predictor, and this runs at every change of the player to act.
CardId drawn_renumbered(CardId drawn, std::uint32_t held0, std::uint32_t held1, std::uint32_t zero,
                        std::uint32_t public0, std::uint32_t public1) {
  const unsigned t = drawn % kCardTypes;
  const std::uint32_t copy1 = 0u - ((drawn / kCardTypes) & 1u);  // all ones for a copy 1
  const std::uint32_t held = (held0 & ~copy1) | (held1 & copy1);
  const std::uint32_t shown = (public0 & ~copy1) | (public1 & copy1);
  // Copies 0 and 1 are the ids below 2 * kCardTypes: a joker's id is above them, and its
  // number is number_acting_jokers()'s.
  const std::uint32_t natural = drawn < 2 * kCardTypes;
  const std::uint32_t moves = 0u - (((held & ~shown) >> t) & natural);
  const std::uint32_t moved = physical_card(static_cast<CardType>(t), static_cast<int>(((zero & ~public0) >> t & 1) ^ 1));
  return static_cast<CardId>(drawn ^ ((drawn ^ moved) & moves));
}

}  // namespace

CardSet State::hand_seen_by(int player) const {
  const bool jokers = variant_->jokers > 0;
  CardSet out = hands_[player] & public_;
  const CardSet hidden = hands_[player].without(public_);
  auto number = [&](int kind) {
    const std::uint32_t free = kind_copies(present_, kind, jokers) & ~kind_copies(public_, kind, jokers);
    set_kind_copies(out, kind,
                    kind_copies(out, kind, jokers) | lowest_bits(free, bit_count(kind_copies(hidden, kind, jokers))),
                    jokers);
  };
  const CardSet natural = jokers ? hidden.without(detail::joker_mask(variant_->jokers)) : hidden;
  for (std::uint32_t types = natural.types(); types; types &= types - 1) number(lowest_bit(types));
  if (jokers && natural != hidden) number(kJokerKind);
  return out;
}

// The card @p player has just drawn (hidden), as that player sees it: the highest of its type's
// hidden copies in the hand, numbered as in hand_seen_by().
CardId State::drawn_as_seen(int player, CardId c) const {
  if (public_.contains(c)) return c;
  const bool jokers = variant_->jokers > 0;
  const int t = kind_of(c, jokers);
  const int held = bit_count(kind_copies(hands_[player], t, jokers) & ~kind_copies(public_, t, jokers));
  const std::uint32_t seen = lowest_bits(kind_copies(present_, t, jokers) & ~kind_copies(public_, t, jokers), held);
  int top = 0;
  for (int k = 0; k < kMaxPacks; ++k)
    if ((seen >> k) & 1) top = k;
  return kind_card(t, top);
}

// The card a player drew last matters only while it is hidden in that hand (a carte blanche
// repeat shows it); it is then one of the hand's interchangeable hidden copies of its type,
// and canonically the lowest of them.
void State::settle_last_drawn() {
  const bool jokers = variant_->jokers > 0;
  for (int p = 0; p < variant_->players; ++p) {
    const CardId c = last_drawn_[p];
    if (!hands_[p].contains(c) || public_.contains(c)) continue;
    const int t = kind_of(c, jokers);
    last_drawn_[p] = kind_card(t, lowest_bit(kind_copies(hands_[p], t, jokers) & ~kind_copies(public_, t, jokers)));
  }
}

// Lazy numbering. Between decisions only the hand to act is kept in canonical order: its hidden
// copies hold the lowest numbers not public, and its card drawn last is the lowest of its type
// (the legal actions name its cards, and whatever it shows takes the lowest free number). The
// other hands' hidden copies may hold the rest of the hands' numbers in any order; the stock's
// hidden copies keep the highest numbers in canonical order from the deal on, since a draw takes
// the lowest of them from the top. canonical() puts the rest in order where a State is
// compared, written or viewed whole. So after an action that changed the player to act or drew
// a card, only that hand is put right, by trading numbers with the other hands: with four
// players and four packs that is a fraction of renumbering every hand.
void State::number_acting_hand() {
  if (variant_->jokers > 0) order_acting_jokers();
  // The pack counts of the presets as constants, so that the loops over copy numbers below are
  // unrolled and their planes kept in registers.
  switch (variant_->packs) {
    case 1: return;
    case 2: return renumber_two_packs();
    case 3: return number_acting_packs<3>();
    case 4: return number_acting_packs<4>();
    case 6: return number_acting_packs<6>();
    default: return number_acting_packs<0>();  // eight packs too: a copy of their own gained 2%
                                               // and cost the WebAssembly module its size budget
  }
}

// The hand to act's hidden jokers as its lowest free joker numbers. They are out of order when
// a hidden one the hand does not hold lies below one it holds, or it holds several and drew the
// higher last; rarely, so tested here first.
void State::order_acting_jokers() {
  const int q = current_;
  const std::uint32_t hidden = ((std::uint32_t{1} << variant_->jokers) - 1) & ~joker_bits(public_);
  const std::uint32_t held = joker_bits(hands_[q]) & hidden;
  const std::uint32_t others = hidden & ~held;  // out of order: the lowest of them below one held
  if (held && ((others && (others & (~others + 1)) < held) || ((held & (held - 1)) && is_joker(last_drawn_[q]) &&
                                                               last_drawn_[q] != static_cast<CardId>(kFirstJoker + detail::countr_zero32(held)))))
    number_acting_jokers();
}

// number_acting_hand() with @p kPacks packs (0: the variant's count).
template <int kPacks>
void State::number_acting_packs() {
  const int q = current_;
  const int packs = kPacks ? kPacks : variant_->packs;
  const CardId drawn = last_drawn_[q];  // hidden: canonically the lowest of its hidden copies
  const bool drawn_hidden = hands_[q].contains(drawn) && !public_.contains(drawn) && !(variant_->jokers > 0 && is_joker(drawn));
  // Each copy number is a 32-bit mask of card types, so all types are looked at at once.
  Planes held, open;  // the hand's hidden copies; the copies not public (the first `packs`)
  std::uint32_t gap = 0, out_of_order = 0;
  for (int k = 0; k < packs; ++k) {
    const std::uint32_t pub = public_.copy_types(k);
    held[k] = hands_[q].copy_types(k) & ~pub;
    open[k] = present_.copy_types(k) & ~pub;
    // A hidden copy held above a free number the hand does not hold is out of order.
    out_of_order |= held[k] & gap;
    gap |= open[k] & ~held[k];
  }
  if (out_of_order) reorder_acting_hand<kPacks>(out_of_order, held, open);
  if (drawn_hidden) {
    // In order now, the hand's hidden copies of the type are its lowest free numbers.
    const CardType t = type_of(drawn);
    last_drawn_[q] = physical_card(t, detail::countr_zero32(copies_in(open, t, packs)));
  }
}

// Two packs, the common case: every hand in canonical order (cheaper here than trading, and it
// keeps the lazy order), in one pass over the hands from the player to act: a hand that
// hides one copy of a type whose other copy is hidden too takes copy 0 unless an earlier hand
// hides the other; a public copy is copy 0, so a lone hidden copy beside it is copy 1 already.
void State::renumber_two_packs() {
  const std::uint32_t public0 = public_.copy_types(0), public1 = public_.copy_types(1);
  const int players = variant_->players;
  std::uint32_t earlier = 0;  // the types an earlier hand hides
  for (int i = 0, p = current_; i < players; ++i, p = p + 1 == players ? 0 : p + 1) {
    CardSet& hand = hands_[p];
    const std::uint32_t held0 = hand.copy_types(0), held1 = hand.copy_types(1);
    const std::uint32_t hidden0 = held0 & ~public0;
    const std::uint32_t lone = (hidden0 ^ held1) & ~public0;  // one hidden copy, neither public
    const std::uint32_t zero = (held0 & ~lone) | (lone & ~earlier);
    hand.set_copy_types(0, zero);
    hand.set_copy_types(1, (held1 & ~lone) | (lone & earlier));
    earlier |= hidden0 | held1;
    last_drawn_[p] = drawn_renumbered(last_drawn_[p], held0, held1, zero, public0, public1);
  }
}


// The hand to act takes the lowest free numbers of the types @p types, as many of each as it
// hides, trading numbers with the other hands. Nearly always a type trades one number: the hand
// takes the type's lowest free number it does not hold and gives its highest. Those types are
// traded all at once with whole-set operations: the hand holding the wanted number takes the one
// given, as trade_copies() would do it, without a branch on which hand that is (a fresh random
// fact at every change of the player to act). A type that needs more trades, or whose wanted
// number no other hand holds, is traded a copy at a time by trade_copies().
template <int kPacks>
void State::reorder_acting_hand(std::uint32_t types, const Planes& held, const Planes& open) {
  const int packs = kPacks ? kPacks : variant_->packs;
  const int q = current_;
  Planes take, give;
  std::uint32_t gaps = 0, above = 0;
  for (int k = 0, h = packs - 1; k < packs; ++k, --h) {
    const std::uint32_t gap = open[k] & ~held[k];
    take[k] = gap & ~gaps & types;
    gaps |= gap;
    give[h] = held[h] & ~above & types;
    above |= held[h];
  }
  // The types still out of order after that one trade.
  std::uint32_t gap = 0, several = 0;
  for (int k = 0; k < packs; ++k) {
    const std::uint32_t after = (held[k] & ~give[k]) | take[k];
    several |= after & gap;
    gap |= open[k] & ~after;
  }
  const std::uint32_t single = types & ~several;
  CardSet take_one, give_one;
  for (int k = 0; k < packs; ++k) {
    take_one.set_copy_types(k, take[k] & single);
    give_one.set_copy_types(k, give[k] & single);
  }
  std::uint32_t found = 0;
  for (int i = 1, p = next_seat(q); i < variant_->players; ++i, p = next_seat(p)) {
    CardSet& hand = hands_[p];
    const CardSet lose = take_one & hand;
    const std::uint32_t lost = lose.types();
    found |= lost;
    hand = hand.without(lose) | (give_one & CardSet::every_copy_of(lost));
    if (lose.contains(last_drawn_[p])) {
      const CardType t = type_of(last_drawn_[p]);
      last_drawn_[p] = physical_card(t, detail::countr_zero32(give_one.copies_of(t)));
    }
  }
  const CardSet traded = CardSet::every_copy_of(found);
  hands_[q] = hands_[q].without(give_one & traded) | (take_one & traded);
  for (std::uint32_t rest = types & ~found; rest; rest &= rest - 1) {
    const int t = detail::countr_zero32(rest);
    const std::uint32_t mine = copies_in(held, t, packs);
    const std::uint32_t want = lowest_bits(copies_in(open, t, packs), bit_count(mine));
    std::uint32_t wanted = want & ~mine, given = mine & ~want;
    for (; wanted; wanted &= wanted - 1, given &= given - 1)
      trade_copies(physical_card(static_cast<CardType>(t), detail::countr_zero32(wanted)),
                   physical_card(static_cast<CardType>(t), detail::countr_zero32(given)));
  }
}

// The hand to act takes hidden copy @p wanted from whichever other hand (or, should the stock
// hold it, the stock) has it, and gives that place its own copy @p given of the same card.
void State::trade_copies(CardId wanted, CardId given) {
  const int q = current_;
  hands_[q].erase(given);
  hands_[q].insert(wanted);
  if (last_drawn_[q] == given) last_drawn_[q] = wanted;
  for (int p = 0; p < variant_->players; ++p) {
    if (p == q || !hands_[p].contains(wanted)) continue;
    hands_[p].erase(wanted);
    hands_[p].insert(given);
    if (last_drawn_[p] == wanted) last_drawn_[p] = given;
    return;
  }
  for (CardId& c : stock_)
    if (c == wanted) c = given;
}

// apply_unnumbered(): hidden card @p card of the hand to act, about to be shown, takes the
// lowest number of its kind that is neither public nor in @p claimed (taken by a card shown
// before it in the same action), which in canonical order it would hold already. The hand
// trades numbers for it as number_acting_hand() does. The hand's card drawn last, if hidden and
// of the same kind, is canonically the lowest of its kind in the hand: the one shown first.
// Out of line: four call sites, and a copy inlined in each cost the WebAssembly module its size
// budget.
BZQ_NOINLINE CardId State::show_as_lowest(CardId card, const CardSet& claimed) {
  if (public_.contains(card)) return card;
  const bool jokers = variant_->jokers > 0;
  const int kind = kind_of(card, jokers);
  // The public copies of a kind hold its lowest numbers and the claimed ones the next, so the
  // first free number is their count. Counted without a branch on the card's own number, a
  // coin flip for the processor when the copies lie as dealt.
  int taken = 0;
  if (kind == kJokerKind) {
    taken = bit_count(joker_bits(public_) | joker_bits(claimed));
  } else if (variant_->packs <= 2) {  // most variants: the loop below, unrolled
    taken = static_cast<int>((((public_.copy_types(0) | claimed.copy_types(0)) >> kind) & 1) +
                             (((public_.copy_types(1) | claimed.copy_types(1)) >> kind) & 1));
  } else {
    for (int k = 0; k < variant_->packs; ++k) taken += static_cast<int>(((public_.copy_types(k) | claimed.copy_types(k)) >> kind) & 1);
  }
  const CardId lowest = kind_card(kind, taken);
  const int q = current_;
  const CardId drawn = last_drawn_[q];
  const bool drawn_follows =
      kind_of(drawn, jokers) == kind && hands_[q].contains(drawn) && !public_.contains(drawn) && !claimed.contains(drawn);
  if (lowest != card && !hands_[q].contains(lowest)) trade_copies(lowest, card);
  if (drawn_follows) last_drawn_[q] = lowest;
  return lowest;
}

// The hidden cards that action @p a shows (played, declared, exchanged, a carte blanche), each
// as the lowest number free, in the order of their numbers (a listed action's order). Out of
// line and rare: apply_unnumbered() shows a play's card itself, the common case.
BZQ_NOINLINE void State::show_hidden_as_lowest(Action& a) {
  CardSet claimed;
  auto show_all = [&](CardId* cards, int n) {
    for (int i = 0; i < n; ++i) {
      cards[i] = show_as_lowest(cards[i], claimed);
      claimed.insert(cards[i]);
    }
  };
  switch (a.type) {
    case ActionType::Play:
    case ActionType::ExchangeSeven:
    case ActionType::DeclareSeven:
      a.cards[0] = show_as_lowest(a.cards[0], claimed);
      return;
    case ActionType::Declare:
      return show_all(a.cards.data(), a.count);
    case ActionType::CarteBlanche:
      if (phase_ == Phase::CarteBlanche) {
        std::array<CardId, kMaxCards> hidden;
        int n = 0;
        hands_[current_].without(public_).for_each([&](CardId c) { hidden[n++] = c; });
        show_all(hidden.data(), n);
      } else {
        show_as_lowest(last_drawn_[current_], claimed);
      }
      return;
    default:
      return;
  }
}

// With two packs apply_unnumbered() leaves the stock in canonical order: a trade involves the
// stock only for a type whose other copy is being shown, which leaves one hidden copy.
void State::restore_numbering() {
  if (variant_->packs == 2 && variant_->jokers == 0) return renumber_two_packs();
  renumber_all();
}

// Any numbering of hidden copies as the canonical one: what is compared, written or viewed whole.
State State::canonical() const {
  State s = *this;
  s.renumber_all();
  return s;
}

// A fresh deal: nothing is public but the turn-up, and no card has a history, so the numbers
// are given out in one pass over the places in their canonical order (renumber_all() does the
// same for any state, at a higher cost).
void State::number_new_deal() {
  const bool jokers = variant_->jokers > 0;
  if (variant_->packs == 1 && !jokers) return;  // one copy of each card: nothing to renumber
  if (variant_->packs == 2 && !jokers) return number_new_deal_two_packs();
  std::array<std::uint8_t, kKinds> next{};
  auto number = [&](CardId c) {
    const int t = kind_of(c, jokers);
    return kind_card(t, next[t]++);
  };
  const std::size_t hidden_from = has_turn_up_ ? 1 : 0;  // the turn-up lies at the bottom
  if (has_turn_up_) {
    stock_[0] = number(stock_[0]);
    public_ = CardSet{};
    public_.insert(stock_[0]);
  }
  for (int i = 0, p = current_; i < variant_->players; ++i, p = next_seat(p)) {
    CardSet hand;
    hands_[p].for_each([&](CardId c) { hand.insert(number(c)); });
    hands_[p] = hand;
  }
  for (std::size_t i = stock_.size(); i-- > hidden_from;) stock_[i] = number(stock_[i]);
}

// number_new_deal() with two packs, as word operations: of each type the first place in
// canonical order holds copy 0, the next copy 1; a hand holding both copies holds both numbers.
void State::number_new_deal_two_packs() {
  std::uint32_t placed = 0;  // the types whose copy 0 lies in an earlier place
  const std::size_t hidden_from = has_turn_up_ ? 1 : 0;  // the turn-up lies at the bottom
  if (has_turn_up_) {
    const CardType t = type_of(stock_[0]);
    stock_[0] = physical_card(t, 0);
    public_ = CardSet{};
    public_.insert(stock_[0]);
    placed = std::uint32_t{1} << t;
  }
  for (int i = 0, p = current_; i < variant_->players; ++i, p = next_seat(p)) {
    CardSet& hand = hands_[p];
    const std::uint32_t copy0 = hand.copy_types(0), copy1 = hand.copy_types(1);
    const std::uint32_t both = copy0 & copy1, one = copy0 ^ copy1;
    hand.set_copy_types(0, both | (one & ~placed));
    hand.set_copy_types(1, both | (one & placed));
    placed |= copy0 | copy1;
  }
  for (std::size_t i = stock_.size(); i-- > hidden_from;) {
    const CardType t = type_of(stock_[i]);
    stock_[i] = physical_card(t, static_cast<int>((placed >> t) & 1u));
    placed |= std::uint32_t{1} << t;
  }
}

// Every copy renumbered canonically: after a deal, a loaded state text, a sampled
// determinization. Public copies keep their order and take the lowest numbers; the hidden ones
// follow in the canonical order of their places.
void State::renumber_all() {
  const bool jokers = variant_->jokers > 0;
  if (variant_->packs == 1 && !jokers) return settle_last_drawn();  // one copy of each card: nothing to renumber
  std::array<CardId, kMaxCards> to{};
  for (int c = 0; c < kMaxCards; ++c) to[c] = static_cast<CardId>(c);
  // order[t]: the copy numbers of kind t in canonical order of their places.
  std::array<std::array<std::int8_t, kMaxPacks>, kKinds> order{};
  std::array<std::int8_t, kKinds> n{};
  std::array<std::uint32_t, kKinds> placed{};
  auto take = [&](int t, std::uint32_t copies) {
    copies &= ~placed[t];
    placed[t] |= copies;
    for (int k = 0; copies; ++k, copies >>= 1)
      if (copies & 1) order[t][n[t]++] = static_cast<std::int8_t>(k);
  };
  for (int t = 0; t < kKinds; ++t) {
    if (!kind_copies(present_, t, jokers)) continue;
    take(t, kind_copies(public_, t, jokers));
    for (int i = 0, p = current_; i < variant_->players; ++i, p = next_seat(p)) take(t, kind_copies(hands_[p], t, jokers));
  }
  for (std::size_t i = stock_.size(); i-- > 0;) {
    const int t = kind_of(stock_[i], jokers);
    take(t, 1u << (t == kJokerKind ? joker_index(stock_[i]) : copy_of(stock_[i])));
  }
  bool moved = false;
  for (int t = 0; t < kKinds; ++t) {
    const std::uint32_t present = kind_copies(present_, t, jokers);
    take(t, present);  // copies in no place (between deals): kept in order
    for (int k = 0, i = 0; k < kMaxPacks; ++k) {
      if (!((present >> k) & 1)) continue;
      to[kind_card(t, order[t][i])] = kind_card(t, k);
      moved = moved || order[t][i] != k;
      ++i;
    }
  }
  if (moved) {
    auto remap = [&](const CardSet& set) {
      CardSet out;
      set.for_each([&](CardId c) { out.insert(to[c]); });
      return out;
    };
    // The card drawn last follows its copy only while it is in its drawer's hand.
    std::array<bool, kMaxPlayers> follows{};
    for (int p = 0; p < variant_->players; ++p)
      follows[p] = hands_[p].contains(last_drawn_[p]) || public_.contains(last_drawn_[p]);
    for (auto& hand : hands_) hand = remap(hand);
    shown_ = remap(shown_);
    played_ = remap(played_);
    public_ = remap(public_);
    for (int i = 0; i < trick_size_; ++i) trick_cards_[i] = to[trick_cards_[i]];
    for (CardId& c : stock_) c = to[c];
    for (MeldRecord& m : melds_)
      for (int i = 0; i < m.count; ++i) m.cards[i] = to[m.cards[i]];
    std::array<MeldHistory, kMaxCards> hist{};
    for (int c = 0; c < kMaxCards; ++c) hist[to[c]] = hist_[c];
    hist_ = hist;
    for (int p = 0; p < variant_->players; ++p)
      if (follows[p]) last_drawn_[p] = to[last_drawn_[p]];
  }
  settle_last_drawn();
}

// The canonical numbering, as renumber_all() makes it.
Status State::check_copy_numbers() const {
  auto bad = [](const std::string& m) { return Status{Code::CorruptRecord, "copy numbers: " + m}; };
  if (!public_.without(present_).empty()) return bad("a public card is not a card of this game");
  const bool in_deal = phase_ != Phase::Deal;
  if (in_deal) {
    CardSet must_be_public = played_ | shown_;
    for (int i = 0; i < trick_size_; ++i) must_be_public.insert(trick_cards_[i]);
    for (int c = 0; c < kMaxCards; ++c)
      if (hist_[c]) must_be_public.insert(static_cast<CardId>(c));
    if (turn_up() >= 0) must_be_public.insert(static_cast<CardId>(turn_up()));
    if (!must_be_public.without(public_).empty())
      return bad("a card played, declared or turned up is not marked public");
    for (std::size_t i = 0; i < stock_.size(); ++i)
      if (public_.contains(stock_[i]) && !(i == 0 && turn_up() >= 0))
        return bad(card_text(stock_[i], true) + " lies face down in the stock but is marked public");
  }
  const bool jokers = variant_->jokers > 0;
  for (int t = 0; t < kKinds; ++t) {
    const std::string type_name = t == kJokerKind ? std::string("the jokers") : type_text(static_cast<CardType>(t));
    const std::uint32_t present = kind_copies(present_, t, jokers);
    if (!present) continue;
    const std::uint32_t shown = kind_copies(public_, t, jokers);
    if (shown != lowest_bits(present, bit_count(shown)))
      return bad("the public copies of " + type_name + " do not hold its lowest numbers");
    if (!in_deal) continue;
    int next = bit_count(shown);  // the next hidden copy number, in canonical order
    // Present copies are numbered from 0 without gaps (a removed copy is the highest).
    auto follow = [&](std::uint32_t copies) {
      for (int k = 0; k < kMaxPacks; ++k) {
        if (!((copies >> k) & 1)) continue;
        if (k != next) return false;
        ++next;
      }
      return true;
    };
    // The hand to act first, then the other hands' hidden copies together (in any order among
    // them: lazy numbering), then the stock from the top.
    if (!follow(kind_copies(hands_[current_], t, jokers) & ~shown))
      return bad("the hidden copies of " + type_name + " in player " + std::to_string(current_) +
                 "'s hand (to act) are out of the canonical order");
    std::uint32_t others = 0;
    for (int p = 0; p < variant_->players; ++p)
      if (p != current_) others |= kind_copies(hands_[p], t, jokers) & ~shown;
    if (!follow(others)) return bad("the hidden copies of " + type_name + " in the hands do not come before the stock's");
    for (std::size_t i = stock_.size(); i-- > 0;)
      if (kind_of(stock_[i], jokers) == t && !public_.contains(stock_[i]) &&
          !follow(1u << (t == kJokerKind ? joker_index(stock_[i]) : copy_of(stock_[i]))))
        return bad("the hidden copies of " + type_name + " in the stock are out of the canonical order");
  }
  if (in_deal) {
    const CardId c = last_drawn_[current_];
    const int t = kind_of(c, jokers);
    if (hands_[current_].contains(c) && !public_.contains(c) &&
        (t == kJokerKind ? joker_index(c) : copy_of(c)) !=
            lowest_bit(kind_copies(hands_[current_], t, jokers) & ~kind_copies(public_, t, jokers)))
      return bad("the card player " + std::to_string(current_) + " (to act) drew last is not the lowest of its hidden copies");
  }
  return Status::ok();
}

}  // namespace bezique
