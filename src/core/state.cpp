// The decisions of a deal: legal actions, checking and applying them.
#include "bezique/state.hpp"

#include <algorithm>
#include <string>

#include "card_masks.hpp"

namespace bezique {

namespace {

void push(std::vector<Event>* ev, const Event& e) {
  if (ev) ev->push_back(e);
}

Event player_event(EventType t, int player) {
  Event e;
  e.type = t;
  e.player = static_cast<std::int8_t>(player);
  return e;
}

bool is_seven_of(CardId c, int trump) { return rank_of(c) == Rank::Seven && static_cast<int>(suit_of(c)) == trump; }

// A joker has no suit and no rank: never a seven of trumps (docs/rules.md section 7).
bool is_seven_of(const Variant& v, CardId c, int trump) { return is_seven_of(c, trump) && !(v.jokers > 0 && is_joker(c)); }

constexpr CardSet kNoCards{};

// An action that uses no card, built in place: an Action made apart and then copied in was
// stored whole, its type byte over it, and loaded whole at once, a load the processor cannot
// forward from the two stores (it waited for them at every declaration decision).
void add_simple(ActionList& out, ActionType type) { out.emplace_back().type = type; }

}  // namespace

// ---------------------------------------------------------------------------------------
// Legal actions.

// The card actions of a set of the hand to act's cards, as word masks over card types: one
// action per type held, naming its lowest copy, and more for the types in `repeated`.
struct State::CardChoices {
  std::uint32_t held = 0;      // the types in the set
  std::uint32_t repeated = 0;  // types whose other copies may offer more actions (stage 1)
  std::uint32_t copy_bit0 = 0, copy_bit1 = 0, copy_bit2 = 0;  // each type's lowest copy number
  bool one_bit = true;         // the copy number is bit 0 alone (one or two packs)

  CardId lowest_copy(int t) const {
    int copy = static_cast<int>((copy_bit0 >> t) & 1);
    if (!one_bit) copy |= static_cast<int>((((copy_bit1 >> t) & 1) << 1) | (((copy_bit2 >> t) & 1) << 2));
    return physical_card(static_cast<CardType>(t), copy);
  }
};

template <int kPacks>
State::CardChoices State::card_choices(const CardSet& cards) const {
  // Hot in search: most types have one copy in the set, so the lowest copy of every type is
  // found at once from the per-copy type masks (its copy number as three bit planes), and only
  // types held more than once in stage 1 look at their other copies.
  const int packs = kPacks ? kPacks : variant_->packs;
  CardChoices c;
  // With one or two packs (most variants) the copy number is one bit, found in three word
  // operations, and no other plane is read.
  c.one_bit = packs <= 2;
  if (c.one_bit) {
    const std::uint32_t lane0 = cards.copy_types(0), lane1 = packs == 2 ? cards.copy_types(1) : 0;
    c.held = lane0 | lane1;
    c.repeated = lane0 & lane1;
    c.copy_bit0 = lane1 & ~lane0;
  } else {
    // Two copy numbers at a time (2j and 2j + 1 share bits 1 and 2 of their number); a copy
    // number past the packs holds no natural card.
    for (int k = 0; k < packs; k += 2) {
      const std::uint32_t even = cards.copy_types(k), odd = k + 1 < packs ? cards.copy_types(k + 1) : 0;
      const std::uint32_t lowest_even = even & ~c.held;
      c.repeated |= even & c.held;
      c.held |= even;
      const std::uint32_t lowest_odd = odd & ~c.held;
      c.repeated |= odd & c.held;
      c.held |= odd;
      c.copy_bit0 |= lowest_odd;
      const std::uint32_t lowest = lowest_even | lowest_odd;
      if (k & 2) c.copy_bit1 |= lowest;
      if (k & 4) c.copy_bit2 |= lowest;
    }
  }
  // Copies with no meld history are interchangeable (all are this hand's): only a type with a
  // copy declared, and so public, can offer a second action. Tested here, that leaves a rare
  // branch in the listing instead of one on a coin flip for every type held twice.
  if (stage_ == 2) c.repeated = 0;
  if (c.one_bit) c.repeated &= (cards.copy_types(0) & public_.copy_types(0)) | (cards.copy_types(1) & public_.copy_types(1));
  else c.repeated &= (cards & public_).types();
  return c;
}

void State::add_card_actions(const CardSet& cards, ActionType type, ActionList& out) const {
  // The pack counts of the presets as constants: the loops over copy numbers unroll.
  switch (variant_->packs) {
    case 1:
    case 2: return add_card_actions_of<2>(cards, type, out);  // one pack has no copy 1
    case 3: return add_card_actions_of<3>(cards, type, out);
    case 4: return add_card_actions_of<4>(cards, type, out);
    case 6: return add_card_actions_of<6>(cards, type, out);
    default: return add_card_actions_of<0>(cards, type, out);  // eight packs too (number_acting_hand())
  }
}

template <int kPacks>
void State::add_card_actions_of(const CardSet& cards, ActionType type, ActionList& out) const {
  // One action per group of interchangeable copies, in (type, copy) order; in stage 2 meld
  // history no longer matters. Every card here is the current player's.
  const int packs = kPacks ? kPacks : variant_->packs;
  const CardChoices choices = card_choices<kPacks>(cards);
  auto emit = [&](CardId c) {
    Action& a = out.emplace_back();  // built in place: no temporary to copy
    a.type = type;
    a.count = 1;
    a.cards[0] = c;
  };
  // A type held more than once in stage 1: one action per group of interchangeable copies.
  auto emit_other_copies = [&](CardId first) {
    const CardType t = type_of(first);
    std::array<CardId, kMaxPacks> reps;
    int n = 0;
    reps[n++] = first;
    for (int k = copy_of(first) + 1; k < packs; ++k) {
      if (!((cards.copy_types(k) >> t) & 1)) continue;
      const CardId c = physical_card(t, k);
      bool interchangeable = false;
      for (int i = 0; i < n && !interchangeable; ++i)
        interchangeable = hist_[reps[i]] == hist_[c] && (hist_[c] == 0 || same_group(reps[i], c));
      if (interchangeable) continue;
      reps[n++] = c;
      emit(c);
    }
  };
  for (std::uint32_t held = choices.held; held; held &= held - 1) {
    const int t = detail::countr_zero32(held);
    const CardId first = choices.lowest_copy(t);
    emit(first);
    if ((choices.repeated >> t) & 1) emit_other_copies(first);
  }
}

CardSet State::sevens_of_trumps(int player) const {
  CardSet sevens;
  if (trump_ < 0) return sevens;
  const CardType seven = card_type(static_cast<Suit>(trump_), Rank::Seven);
  // The copies held, bit k for copy k, read from the hand's words: a joker mask built to be
  // taken away cost a stalled load here (a joker's id is copy 7 of one of the last types).
  std::uint32_t copies = hands_[player].copies_of(seven);
  if (is_joker_card(physical_card(seven, kMaxPacks - 1))) copies &= ~(1u << (kMaxPacks - 1));
  for (; copies; copies &= copies - 1) {
    const CardId c = physical_card(seven, detail::countr_zero32(copies));
    if (!(hist_[c] & kSevenScoredBit)) sevens.insert(c);
  }
  return sevens;
}

// The sevens of trumps the declarer may exchange or declare after winning a trick, and which of
// the two (@p type); empty when neither.
CardSet State::sevens_offered(ActionType& type) const {
  const Variant& v = *variant_;
  const bool seven_allowed = decls_left_ > 0 || !v.seven_is_declaration;
  if (!seven_allowed || v.seven_timing != SevenTiming::AfterWin) return {};
  type = ActionType::ExchangeSeven;
  if (seven_exchange_possible()) return sevens_of_trumps(current_);
  type = ActionType::DeclareSeven;
  if (v.other_seven == OtherSeven::Declare && v.seven_value > 0) return sevens_of_trumps(current_);
  return {};
}

bool State::seven_exchange_possible() const {
  const int up = turn_up();
  return up >= 0 && rank_of(static_cast<CardId>(up)) != Rank::Seven;
}

bool State::seven_exchange_before_play(int player) const {
  return variant_->seven_timing == SevenTiming::BeforeFirstPlay && !has_played(player) && seven_exchange_possible();
}

bool State::can_claim() const { return variant_->claim && phase_ != Phase::Deal && phase_ != Phase::GameOver; }

void State::legal_actions(ActionList& out) const {
  out.clear();
  const Variant& v = *variant_;
  const int p = current_;
  switch (phase_) {
    case Phase::Deal:
    case Phase::GameOver:
      return;
    case Phase::CarteBlanche:
      if (carte_blanche_eligible(p)) add_simple(out, ActionType::CarteBlanche);
      add_simple(out, ActionType::Pass);
      break;
    case Phase::Play:
      if (v.jokers > 0) {
        // Jokers (section 7) lie outside the packs' copy numbers (jokers.cpp).
        const CardSet cards = playable(p);
        add_card_actions(cards, ActionType::Play, out);
        if (joker_bits(cards)) add_joker_actions(cards, out);
      } else {
        add_card_actions(playable(p), ActionType::Play, out);
      }
      if (seven_exchange_before_play(p)) add_card_actions(sevens_of_trumps(p), ActionType::ExchangeSeven, out);
      break;
    case Phase::Nominate:
      add_simple(out, ActionType::NominateSelf);
      add_simple(out, ActionType::NominatePartner);
      break;
    case Phase::Declare: {
      if (decls_left_ > 0) add_meld_actions(out);
      ActionType seven_action;
      const CardSet sevens = sevens_offered(seven_action);
      if (!sevens.empty()) add_card_actions(sevens, seven_action, out);
      add_simple(out, ActionType::Pass);
      if (out.size() > 1) std::sort(out.begin(), out.end());  // most often Pass alone
      break;
    }
    case Phase::Repeat:
      if (carte_blanche_open(p) && !is_court(rank_of(last_drawn_[p]))) add_simple(out, ActionType::CarteBlanche);
      add_simple(out, ActionType::Pass);
      break;
    case Phase::LastDraw:
      add_simple(out, ActionType::TakeTop);
      add_simple(out, ActionType::TakeTurnUp);
      break;
  }
  if (can_claim()) add_simple(out, ActionType::Claim);
}

// Whether the list holds nothing but Pass at a declaration (legal_actions()): no meld, no seven
// of trumps and no claim to offer.
inline bool State::pass_alone_to_declare() const {
  if (phase_ != Phase::Declare || can_claim() || (decls_left_ > 0 && may_hold_meld())) return false;
  ActionType seven_action;
  return sevens_offered(seven_action).empty();
}

// A play where the list would hold nothing but one play per type held: the k-th of them is the
// k-th type held, named by its lowest copy, as add_card_actions() would list it. False, with
// nothing drawn (-1), where the list holds anything else.
inline int State::random_type_play(Rng& rng) const {
  if (phase_ != Phase::Play || can_claim() || seven_exchange_before_play(current_)) return -1;
  CardSet playoff;
  const CardSet& cards = playable(current_, playoff);
  if (variant_->jokers > 0 && joker_bits(cards)) return -1;
  // Two packs as a constant, the rest as a variable: once a decision, unlike the listing's
  // loops, and each constant's copy costs the WebAssembly module's size budget.
  const CardChoices choices = variant_->packs <= 2 ? card_choices<2>(cards) : card_choices<0>(cards);
  if (!choices.held || choices.repeated) return -1;
  const detail::TypeBits types(choices.held);
  return choices.lowest_copy(types.select(rng.below(types.count())));
}

const Action& State::random_legal_action(Rng& rng, ActionList& scratch) const {
  const int card = random_type_play(rng);
  if (card >= 0) {
    scratch.clear();
    // Built in place and read back a byte at a time (apply_unnumbered()): a whole Action
    // loaded at once right after its bytes were stored would wait for those stores.
    Action& a = scratch.emplace_back();
    a.type = ActionType::Play;
    a.count = 1;
    a.cards[0] = static_cast<CardId>(card);
    return a;
  }
  legal_actions(scratch);
  return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
}

ActionList State::legal_actions() const {
  ActionList out;
  legal_actions(out);
  return out;
}

// ---------------------------------------------------------------------------------------
// Checking.

Status State::why_illegal(const Action& a) const {
  const Variant& v = *variant_;
  const int p = current_;
  auto illegal = [](const std::string& m) { return Status{Code::IllegalAction, m}; };
  auto wrong_phase = [](const std::string& m) { return Status{Code::WrongPhase, m}; };
  static constexpr const char* kPhaseText[] = {"dealing", "carte blanche", "the play of a card", "nomination",
                                               "a declaration", "a carte blanche repeat", "the last draw",
                                               "the end of the game"};
  // Built only for a refusal: check() runs before every applied action.
  auto now = [this] { return std::string("now is ") + kPhaseText[static_cast<int>(phase_)]; };
  if (a.count > kMaxMeldCards) return Status{Code::InvalidArgument, "an action names at most 12 cards"};
  for (int i = 0; i < a.count; ++i)
    if (!present_.contains(a.cards[i])) return illegal(card_text(a.cards[i], true) + " is not a card of this game");
  switch (a.type) {
    case ActionType::Play: {
      if (phase_ != Phase::Play) return wrong_phase("no card can be played: " + now());
      if (a.count != 1) return Status{Code::InvalidArgument, "a play names one card"};
      const CardId c = a.cards[0];
      if (!hands_[p].contains(c)) {
        if (played_.contains(c)) return illegal(type_text(type_of(c)) + " has already been played");
        return illegal("you do not hold " + type_text(type_of(c)));
      }
      const CardSet ok = playable(p);
      if (ok.contains(c)) break;
      // Explain the stage-2 duty that forbids it.
      if (is_joker_card(c))
        return illegal(v.joker_stage2 == JokerStage2::LastResort
                           ? "a joker is played in the play-off only from a hand of nothing but jokers"
                           : "a joker is played in the play-off only when the duties leave any card free");
      if (trick_size_ == 0) return illegal("you may not lead that card");
      if (is_joker_card(trick_cards_[0])) return illegal("a joker was led: you must win the trick with a trump, and you hold one that wins");
      const int led = static_cast<int>(suit_of(trick_cards_[0]));
      const std::string led_name(suit_name(static_cast<Suit>(led)));
      const CardSet suit_cards = hands_[p] & detail::suit_mask(led);
      if (!suit_cards.empty() && static_cast<int>(suit_of(c)) != led)
        return illegal("must follow suit: you hold a " + led_name.substr(0, led_name.size() - 1));
      if (!suit_cards.empty()) return illegal("must win the trick: you hold a higher " + led_name.substr(0, led_name.size() - 1));
      if (trump_ >= 0 && static_cast<int>(suit_of(c)) != trump_) return illegal("must trump: you hold a trump and no " +
                                                                                led_name.substr(0, led_name.size() - 1));
      return illegal("must beat the trump already played: you hold a higher trump");
    }
    case ActionType::Declare: {
      if (phase_ != Phase::Declare) return wrong_phase("no declaration now: " + now());
      if (decls_left_ == 0) return illegal("this trick's declarations are used up");
      auto r = evaluate_meld(p, a.kind, a.cards.data(), a.count);
      if (!r) return r.status();
      break;
    }
    case ActionType::ExchangeSeven:
    case ActionType::DeclareSeven: {
      const bool exchange = a.type == ActionType::ExchangeSeven;
      const bool before_play = v.seven_timing == SevenTiming::BeforeFirstPlay;
      if (trump_ < 0 || (exchange && !has_turn_up_)) return illegal("there is no seven of trumps to exchange in this variant");
      if (before_play && !exchange) return illegal("a further seven of trumps scores nothing in this variant");
      if (before_play && (phase_ != Phase::Play || has_played(p)))
        return wrong_phase("the seven of trumps may be exchanged only before your first card of the deal");
      if (!before_play && phase_ != Phase::Declare)
        return wrong_phase("the seven of trumps is exchanged or declared only after winning a trick");
      if (!before_play && decls_left_ == 0 && v.seven_is_declaration) return illegal("this trick's declaration is used up");
      if (a.count != 1 || !hands_[p].contains(a.cards[0]) || !is_seven_of(v, a.cards[0], trump_))
        return illegal("you do not hold that seven of trumps");
      if (hist_[a.cards[0]] & kSevenScoredBit) return illegal("that seven of trumps has already scored");
      if (exchange && !seven_exchange_possible()) return illegal("the turn-up is already a seven");
      if (!exchange && seven_exchange_possible()) return illegal("exchange the seven for the turn-up instead");
      if (!exchange && (v.other_seven != OtherSeven::Declare || v.seven_value == 0))
        return illegal("a further seven of trumps is not declared in this variant");
      break;
    }
    case ActionType::CarteBlanche:
      if (phase_ != Phase::CarteBlanche && phase_ != Phase::Repeat) return wrong_phase("no carte blanche now: " + now());
      if (phase_ == Phase::CarteBlanche && !carte_blanche_eligible(p)) return illegal("carte blanche: your hand holds a court card");
      if (phase_ == Phase::Repeat && (!carte_blanche_open(p) || is_court(rank_of(last_drawn_[p]))))
        return illegal("carte blanche: your hand has held a court card since you showed it");
      break;
    case ActionType::Pass:
      if (phase_ != Phase::CarteBlanche && phase_ != Phase::Declare && phase_ != Phase::Repeat)
        return wrong_phase("nothing to pass: " + now());
      break;
    case ActionType::TakeTop:
    case ActionType::TakeTurnUp:
      if (phase_ != Phase::LastDraw) return wrong_phase("no choice of card to draw: " + now());
      break;
    case ActionType::NominateSelf:
    case ActionType::NominatePartner:
      if (phase_ != Phase::Nominate) return wrong_phase("no nomination: " + now());
      break;
    case ActionType::Claim:
      if (!v.claim) return illegal("claiming the game is not allowed in this variant");
      break;
  }
  return Status::ok();
}

// The action with its cards sorted as the legal list sorts them, and each card that the player
// holds replaced by the lowest unused copy interchangeable with it. A card named twice, or not
// held, is left for why_illegal() to name.
Action State::in_offered_order(const Action& a) const {
  Action out = a;
  if (a.count == 0 || a.count > kMaxMeldCards) return out;
  for (int i = 0; i < a.count; ++i)
    for (int j = 0; j < i; ++j)
      if (a.cards[i] == a.cards[j]) return out;
  auto by_type = [](CardId x, CardId y) { return type_of(x) != type_of(y) ? type_of(x) < type_of(y) : x < y; };
  std::sort(out.cards.begin(), out.cards.begin() + out.count, by_type);
  CardSet reach = hands_[current_];
  if (a.type == ActionType::Declare && variant_->use_partner_cards) reach |= hands_[variant_->partner_of(current_)] & shown_;
  CardSet used;
  for (int i = 0; i < out.count; ++i) {
    const CardId named = out.cards[i];
    if (!present_.contains(named) || !reach.contains(named)) continue;
    int chosen = named;
    auto consider = [&](CardId c) {
      if (c < chosen && !used.contains(c) && interchangeable(c, named)) chosen = c;
    };
    if (is_joker_card(named)) (reach & detail::joker_mask(variant_->jokers)).for_each(consider);
    else reach.for_each_copy(type_of(named), consider);
    used.insert(static_cast<CardId>(chosen));
    out.cards[i] = static_cast<CardId>(chosen);
  }
  std::sort(out.cards.begin(), out.cards.begin() + out.count, by_type);
  return out;
}

Result<Action> State::legal_form(const Action& action) const {
  if (phase_ == Phase::GameOver) return Status{Code::GameOver, "the game is over"};
  if (phase_ == Phase::Deal) return Status{Code::WrongPhase, "the next deal must be dealt first"};
  if (static_cast<int>(action.type) >= kActionTypes) return Status{Code::InvalidArgument, "unknown action type"};
  const Action a = in_offered_order(action);
  Status s = why_illegal(a);
  if (!s) return s;
  ActionList legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) == legal.end())
    return Status{Code::IllegalAction, "that copy of the card is not the one offered: choose from the legal actions"};
  return a;
}

Status State::check(const Action& a) const { return legal_form(a).status(); }

Status State::apply(const Action& a, std::vector<Event>* ev) {
  auto legal = legal_form(a);
  if (!legal) return legal.status();
  apply_unchecked(*legal, ev);
  return Status::ok();
}

// ---------------------------------------------------------------------------------------
// Applying.

void State::apply_unchecked(const Action& a, std::vector<Event>* ev) {
  const int p = current_;
  const std::size_t stock_before = stock_.size();
  apply_action(a, ev);
  // The hand to act leaves canonical order only when another player is to act or a card was
  // drawn: it shows only its lowest hidden copies, which are the lowest free (copies.cpp).
  if (current_ != p || stock_.size() != stock_before) number_acting_hand();
}

void State::apply_in_playout(const Action& a) { apply_action(a, nullptr); }

inline bool State::every_hand_has_drawn() const {
  // A round of draws below the stock a deal leaves.
  const Variant& v = *variant_;
  return static_cast<int>(stock_.size()) + v.players * (v.hand_size + 1) <= v.deck_size();
}

// Until a hand has drawn, its card drawn last is a placeholder (deal()) that names a card of the
// game, and the canonical order moves that name with the copy it names: only numbering as
// apply_unchecked() does keeps it where the canonical state has it. With one copy of each card
// there is nothing to number.
inline bool State::numbering_can_wait() const {
  return every_hand_has_drawn() && !(variant_->packs == 1 && variant_->jokers == 0);
}

bool State::apply_random_unnumbered(Rng& rng, ActionList& scratch) {
  // Most decisions: a play of a card type, shown and played at once, with no action between.
  // With jokers the hand's jokers are put in order after each action (apply_unnumbered()).
  if (variant_->jokers == 0 && numbering_can_wait()) {
    const int card = random_type_play(rng);
    if (card >= 0) {
      play_card(show_as_lowest(static_cast<CardId>(card), kNoCards), nullptr);
      return true;
    }
    // Most declaration decisions: a pass, the list's one action, drawn as it would be.
    if (pass_alone_to_declare()) {
      rng.below(1);
      apply_action(Action::simple(ActionType::Pass), nullptr);
      return true;
    }
  }
  return apply_unnumbered(random_legal_action(rng, scratch));
}

bool State::apply_unnumbered(const Action& action) {
  if (!numbering_can_wait()) {
    apply_unchecked(action);
    return false;
  }
  const int p = current_;
  const std::size_t stock_before = stock_.size();
  if (action.type == ActionType::Play) {  // most actions: one card, played as apply_action() plays it
    play_card(show_as_lowest(action.cards[0], kNoCards), nullptr);
  } else if (action.type == ActionType::Pass) {  // shows no card
    apply_action(action, nullptr);
  } else {
    Action a = action;
    show_hidden_as_lowest(a);
    apply_action(a, nullptr);
  }
  // A joker's id is copy 7 of a card type, and its play sorts among that type's: so that the
  // legal actions keep the canonical order, the hand to act holds its lowest free jokers.
  if (variant_->jokers > 0 && (current_ != p || stock_.size() != stock_before)) order_acting_jokers();
  return true;
}

void State::apply_action(const Action& a, std::vector<Event>* ev) {
  const Variant& v = *variant_;
  const int p = current_;
  switch (a.type) {
    case ActionType::Play:
      play_card(a.cards[0], ev);
      break;
    case ActionType::Declare:
      declare(a, ev);
      --decls_left_;
      if (decls_left_ == 0 && v.seven_is_declaration) after_declarations(ev);
      break;
    case ActionType::ExchangeSeven:
      exchange_seven(a.cards[0], ev);
      if (phase_ == Phase::Declare && v.seven_is_declaration && --decls_left_ == 0) after_declarations(ev);
      break;
    case ActionType::DeclareSeven:
      declare_seven(a.cards[0], ev);
      if (v.seven_is_declaration && --decls_left_ == 0) after_declarations(ev);
      break;
    case ActionType::CarteBlanche:
      show_carte_blanche(ev);
      if (phase_ == Phase::CarteBlanche) advance_carte_blanche();
      else if (phase_ == Phase::Repeat) advance_repeats();
      break;
    case ActionType::Pass:
      push(ev, player_event(EventType::Passed, p));
      if (phase_ == Phase::CarteBlanche) {
        advance_carte_blanche();
      } else if (phase_ == Phase::Repeat) {
        advance_repeats();  // declining one show keeps the right: only a court card ends it
      } else {
        after_declarations(ev);
      }
      break;
    case ActionType::TakeTop:
    case ActionType::TakeTurnUp:
      draw_one(p, a.type == ActionType::TakeTurnUp, ev);
      // The other player takes what is left: the turn-up (public) or the face-down card (hidden).
      draw_one((p + 1) % v.players, a.type == ActionType::TakeTop, ev);
      begin_stage_two(ev);
      break;
    case ActionType::NominateSelf:
    case ActionType::NominatePartner: {
      declarer_ = static_cast<std::int8_t>(a.type == ActionType::NominateSelf ? p : v.partner_of(p));
      Event e = player_event(EventType::Nominated, p);
      e.value = declarer_;
      push(ev, e);
      phase_ = Phase::Declare;
      current_ = declarer_;
      decls_left_ = static_cast<std::uint8_t>(v.declarations_per_trick);
      break;
    }
    case ActionType::Claim:
      claim(ev);
      break;
  }
}

void State::play_card(CardId c, std::vector<Event>* ev) {
  const Variant& v = *variant_;
  const int p = current_;
  hands_[p].erase(c);
  shown_.erase(c);
  public_.insert(c);
  played_first_ |= static_cast<std::uint8_t>(1 << p);
  trick_cards_[trick_size_] = c;
  trick_players_[trick_size_] = static_cast<std::int8_t>(p);
  ++trick_size_;
  if (ev) {  // built only for a caller that keeps events
    Event e = player_event(EventType::CardPlayed, p);
    e.count = 1;
    e.cards[0] = c;
    ev->push_back(e);
  }
  // A further seven of trumps scores as it is played (2.6; in the play-off too under
  // seven_in_stage2, 7.2); with seven_credit = trick_winner it scores when the trick is won.
  if (v.other_seven == OtherSeven::OnPlay && v.seven_credit == SevenCredit::Player && seven_scores_on_play(c)) {
    hist_[c] |= kSevenScoredBit;
    add_points(v.side_of(p), v.seven_value, ScoreReason::Seven, ev);
    if (phase_ == Phase::GameOver) return;
  }
  if (trick_size_ == trick_participants()) finish_trick(ev);
  else current_ = static_cast<std::int8_t>(next_in_trick());
}

bool State::seven_scores_on_play(CardId c) const {
  const Variant& v = *variant_;
  return (stage_ == 1 || v.seven_in_stage2) && v.seven_value > 0 && trump_ >= 0 && is_seven_of(v, c, trump_) &&
         !(hist_[c] & kSevenScoredBit);
}

void State::declare(const Action& a, std::vector<Event>* ev) {
  const Variant& v = *variant_;
  const int p = current_;
  const MeldScore score = evaluate_meld(p, a.kind, a.cards.data(), a.count).value();
  MeldRecord m;
  m.kind = a.kind;
  m.player = static_cast<std::int8_t>(p);
  m.count = a.count;
  for (int i = 0; i < a.count; ++i) {
    m.cards[i] = a.cards[i];
    hist_[a.cards[i]] |= meld_bit(a.kind);
    shown_.insert(a.cards[i]);
    public_.insert(a.cards[i]);
  }
  melds_.push_back(m);
  if (a.kind == MeldKind::Bezique && v.first_bezique_value > 0) first_bezique_scored_ = true;
  Event e = player_event(EventType::MeldDeclared, p);
  e.kind = a.kind;
  e.count = a.count;
  e.value = score.points;
  for (int i = 0; i < a.count; ++i) e.cards[i] = a.cards[i];
  if (score.fixes_trump >= 0) {
    trump_ = static_cast<std::int8_t>(score.fixes_trump);
    e.suit = trump_;
  }
  push(ev, e);
  if (score.fixes_trump >= 0) {
    Event fixed;
    fixed.type = EventType::TrumpFixed;
    fixed.suit = trump_;
    fixed.player = static_cast<std::int8_t>(p);
    push(ev, fixed);
  }
  add_points(v.side_of(p), score.points, ScoreReason::Meld, ev);
}

void State::exchange_seven(CardId seven, std::vector<Event>* ev) {
  const int p = current_;
  const CardId up = stock_[0];
  hands_[p].erase(seven);
  hands_[p].insert(up);
  stock_[0] = seven;
  hist_[seven] |= kSevenScoredBit;
  public_.insert(seven);
  Event e = player_event(EventType::SevenExchanged, p);
  e.count = 2;
  e.cards[0] = seven;
  e.cards[1] = up;
  push(ev, e);
  add_points(variant_->side_of(p), variant_->seven_value, ScoreReason::Seven, ev);
}

void State::declare_seven(CardId seven, std::vector<Event>* ev) {
  const int p = current_;
  hist_[seven] |= kSevenScoredBit;
  public_.insert(seven);
  Event e = player_event(EventType::MeldDeclared, p);
  e.count = 1;
  e.cards[0] = seven;
  e.value = variant_->seven_value;
  e.reason = ScoreReason::Seven;
  push(ev, e);
  add_points(variant_->side_of(p), variant_->seven_value, ScoreReason::Seven, ev);
}

void State::claim(std::vector<Event>* ev) {
  // Fixed point (section 5): melds so far plus brisques won so far; short of target loses.
  const Variant& v = *variant_;
  const int p = current_;
  const int side = v.side_of(p);
  const int counted = score_[side] + pending_[side];
  Event e = player_event(EventType::Claimed, p);
  e.side = static_cast<std::int8_t>(side);
  e.value = counted;
  push(ev, e);
  if (counted >= v.target) {
    add_points(side, pending_[side], v.card_count == CardCount::CardPoints ? ScoreReason::CardPoints : ScoreReason::Brisques, ev);
    if (phase_ != Phase::GameOver) end_game(side, ev);
  } else {
    end_game((side + 1) % v.sides(), ev);
  }
}

// ---------------------------------------------------------------------------------------
// After a stage-1 trick: declarations, draws and carte blanche repeats.

void State::after_declarations(std::vector<Event>* ev) {
  if (phase_ == Phase::GameOver) return;
  const Variant& v = *variant_;
  const int winner = trick_winner_;
  if (stock_.size() == static_cast<std::size_t>(v.players)) {
    if (v.last_draw == LastDraw::WinnerChooses && has_turn_up_) {
      phase_ = Phase::LastDraw;
      current_ = static_cast<std::int8_t>(winner);
      return;
    }
    // The last of them takes the turn-up, the bottom card.
    for (int i = 0, p = winner; i < v.players; ++i, p = next_seat(p)) draw_one(p, i == v.players - 1, ev);
    begin_stage_two(ev);
    return;
  }
  for (int i = 0, p = winner; i < v.players; ++i, p = next_seat(p)) draw_one(p, false, ev);
  // The repeat right ends with the first court card drawn (docs/rules.md 2.3). That is private: every
  // player who showed carte blanche is still asked after each draw (only `pass` once the right
  // has ended), so the question itself tells the others nothing about the card drawn.
  // A mask, not a branch: whether a card drawn is a court card is a coin flip for the processor.
  std::uint8_t court_drawn = 0;
  for (int p = 0; p < v.players; ++p) court_drawn |= static_cast<std::uint8_t>(is_court(rank_of(last_drawn_[p])) << p);
  cb_open_ &= static_cast<std::uint8_t>(~court_drawn);
  repeat_pending_ = v.carte_blanche_repeats ? cb_declared_ : 0;
  current_ = static_cast<std::int8_t>(winner);
  advance_repeats();
}

void State::draw_one(int player, bool from_bottom, std::vector<Event>* ev) {
  CardId c;
  if (from_bottom) {
    c = stock_[0];
    for (std::size_t i = 1; i < stock_.size(); ++i) stock_[i - 1] = stock_[i];
  } else {
    c = stock_.back();
  }
  stock_.pop_back();
  hands_[player].insert(c);
  last_drawn_[player] = c;
  if (!ev) return;
  Event e = player_event(EventType::CardDrawn, player);
  e.count = 1;
  e.cards[0] = drawn_as_seen(player, c);  // a hidden draw as its drawer sees it
  // The turn-up is public; every other draw is seen by the drawer alone.
  e.hidden = !(has_turn_up_ && from_bottom);  // only the turn-up is drawn face up
  push(ev, e);
}

// Offers each player whose carte blanche right is open to show the card just drawn.
void State::advance_repeats() {
  const Variant& v = *variant_;
  const int winner = trick_winner_;
  if (!repeat_pending_) {
    start_trick(winner);
    return;
  }
  for (int i = 0, p = winner; i < v.players; ++i, p = next_seat(p)) {
    if ((repeat_pending_ >> p) & 1) {
      repeat_pending_ &= static_cast<std::uint8_t>(~(1 << p));
      phase_ = Phase::Repeat;
      current_ = static_cast<std::int8_t>(p);
      return;
    }
  }
  start_trick(winner);
}

void State::begin_stage_two(std::vector<Event>* ev) {
  const Variant& v = *variant_;
  stage_ = 2;
  shown_ = CardSet{};  // declared cards return to the hands
  cb_open_ = 0;
  Event e;
  e.type = EventType::StageTwo;
  e.player = trick_winner_;
  push(ev, e);
  if (v.stage2_mode == Stage2Mode::Duels) {
    duel_ = {{trick_winner_, static_cast<std::int8_t>((trick_winner_ + 1) % v.players)}};
    duel_stage_ = 0;
  }
  start_trick(trick_winner_);
}

}  // namespace bezique
