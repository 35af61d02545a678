/// @file
/// State: the state of a game as a compact value type, cheap to copy for AI search. It holds
/// no history and no seed; bezique::Game adds those.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "bezique/action.hpp"
#include "bezique/card_set.hpp"
#include "bezique/event.hpp"
#include "bezique/fixed_vector.hpp"
#include "bezique/meld.hpp"
#include "bezique/random.hpp"
#include "bezique/rules.hpp"
#include "bezique/status.hpp"
#include "bezique/variant.hpp"

namespace bezique {

/// Which decision (or chance event) is due. The values are those of the C ABI (BZQ_PHASE_*).
enum class Phase : std::uint8_t {
  Deal = 0,          ///< chance: the next deal must be dealt (State::deal)
  CarteBlanche = 1,  ///< before the first trick, each player in turn may show carte blanche
  Play = 2,          ///< current player plays to the trick
  Nominate = 3,      ///< partnership trick winner names who declares
  Declare = 4,       ///< after a stage-1 trick: declare or pass
  Repeat = 5,        ///< carte blanche repeat after a draw
  LastDraw = 6,      ///< two-handed winner chooses the face-down card or the turn-up
  GameOver = 7,      ///< the game has ended; no decision is due
};

/// State::current_player() when no player is to act (a deal is due, or the game is over).
constexpr int kChance = -1;
constexpr int kMaxMelds = 192;  ///< The most declarations a deal can hold.
constexpr int kMaxLegalActions = 4096;  ///< An upper bound on the legal actions of one decision.

/// One declaration on record: who declared which kind with which physical cards, and whether
/// any of its cards has since been played (needed by reform = after_break).
struct MeldRecord {
  MeldKind kind = MeldKind::Marriage;  ///< The kind declared.
  std::int8_t player = 0;   ///< The seat that declared it.
  std::uint8_t count = 0;   ///< Cards used: the first `count` of `cards`.
  bool broken = false;      ///< A card of it has been played to a trick since.
  std::array<CardId, kMaxMeldCards> cards{};  ///< The physical cards declared.
  /// Whether card @p c is one of the meld's cards.
  bool contains(CardId c) const;
  /// Every field equal (card slots past `count` ignored).
  bool operator==(const MeldRecord& o) const;
};

/// What a meld query answers: the points it would score, and the suit it would fix as trumps.
struct MeldScore {
  MeldKind kind = MeldKind::Marriage;  ///< The kind (inferred when the query names none).
  int points = 0;         ///< The points it would score now.
  int fixes_trump = -1;   ///< The suit it would fix as trumps, or -1.
};

/// The legal actions of one decision, in the order of Action::operator<.
using ActionList = std::vector<Action>;

/// The whole state of a game at one moment, hidden cards included: a value type with no
/// heap allocation, cheap to copy and compare, for AI search and servers.
///
/// Copy numbers (docs/records.md, "Copy numbers"): a card's copy number is
/// public once every seat has seen the card (played, declared, shown, turned up), and it keeps
/// it for the rest of the deal. The copies no other seat has seen are numbered canonically:
/// for each card type, the public copies hold the lowest numbers, and the hidden ones the rest
/// in the order the hand of the player to act, the other hands in seat order after it, the
/// stock from the top down. So a card shown for the first time takes the lowest number not yet
/// public, which tells nobody anything, and two deals that differ only in which copy of a card
/// lies where are the same State. A seat's view numbers its own hidden cards as if it were to
/// act (hand_seen_by()). The State keeps that order lazily, for speed: between decisions the hand
/// to act is in canonical order (so are the public copies and the stock), while the other hands
/// may hold their hidden copies' numbers in any order among themselves. operator==, the state
/// text and full views compare and write canonical(); hand() and stock() give the copies as held.
/// It holds no history and no seed (bezique::Game adds those) and is not thread-safe to share
/// while one thread changes it; distinct States are independent.
///
/// A State refers to its Variant, which must outlive it and every copy of it.
///
/// Chance is explicit: while is_chance(), call deal() with a deck order (seeded_deck() gives
/// the specified one); otherwise legal_actions() lists the decisions of current_player() and
/// apply() takes one. Every call that can fail returns a Status and changes nothing on failure.
class State {
 public:
  /// A game at its first chance node: call deal() before the first decision.
  explicit State(const Variant& variant);

  /// The rules this game follows.
  const Variant& variant() const { return *variant_; }
  /// Which decision is due.
  Phase phase() const { return phase_; }
  /// Whether a deal is due (Phase::Deal): call deal().
  bool is_chance() const { return phase_ == Phase::Deal; }
  /// Whether the game has ended (Phase::GameOver).
  bool is_terminal() const { return phase_ == Phase::GameOver; }
  /// The player to act, or kChance.
  int current_player() const { return phase_ == Phase::Deal || phase_ == Phase::GameOver ? kChance : current_; }
  /// current_player() where a seat's decision is known to be due (not chance, not over), without
  /// testing it; otherwise the seat that acted last or is to act after the deal.
  int seat_to_act() const { return current_; }

  /// Chance: deals from a full deck order (every present physical card once, the first cards
  /// dealt first; see docs/determinism.md), as docs/rules.md 2.1 and docs/rules.md 2.2 say. Appends what
  /// happened to @p events when given.
  /// @return Ok; WrongPhase when no deal is due; InvalidArgument for a deck that is not one
  Status deal(const std::vector<CardId>& deck, std::vector<Event>* events = nullptr);

  /// The legal actions of current_player() into @p out (cleared first), complete and in the
  /// stable order of Action::operator<; copies of a card that are interchangeable for every
  /// future decision appear once. Reusing @p out avoids an allocation in a search loop. What is
  /// legal is docs/rules.md section 2 (the play-off duties: docs/rules.md 2.8) and, for declarations,
  /// docs/rules.md section 3 and docs/rules.md section 4.
  void legal_actions(ActionList& out) const;
  /// The legal actions of current_player(); empty at a chance node or once the game is over.
  ActionList legal_actions() const;
  /// A uniformly random legal action of current_player(): exactly `list[rng.below(list.size())]`
  /// for the list legal_actions() gives, with the same one draw from @p rng, so a random
  /// play-out takes the same course either way. Where the choice is between one play per card
  /// type held (most plays), it is made from the hand's card masks without building the list;
  /// otherwise the list is built in @p scratch. Only at a decision (not chance, not over).
  /// @return an action held in @p scratch, valid until @p scratch changes
  const Action& random_legal_action(Rng& rng, ActionList& scratch) const;
  /// Ok if @p action is legal now, else a status that says why not. Its cards may come in any
  /// order and may name any copies interchangeable with the ones offered (see legal_form()).
  Status check(const Action& action) const;
  /// The legal action that @p action stands for, exactly as legal_actions() lists it: the
  /// cards in the order of Action::operator< (a declaration's cards may be given in any
  /// order), each copy replaced by the lowest unused copy interchangeable with it (as action
  /// text resolves copies). IllegalAction, WrongPhase, ... with the reason if it is not legal.
  Result<Action> legal_form(const Action& action) const;
  /// Applies a legal action of current_player() (any form check() accepts), appending what
  /// happened to @p events when given. An illegal one changes nothing and returns why.
  Status apply(const Action& action, std::vector<Event>* events = nullptr);
  /// Applies an action known to be legal (from legal_actions()) without checking it: faster
  /// for search; an illegal action here is a caller bug with undefined results.
  void apply_unchecked(const Action& action, std::vector<Event>* events = nullptr);
  /// apply_unchecked() for a play-out that no seat sees and nothing keeps (search, simulation):
  /// the hidden copies are left as they lie, not put in canonical order (docs/records.md, "Copy
  /// numbers"), which is most of the cost of an action with three packs and more. The state
  /// stays sound and plays the same game, but its legal actions may name other hidden copies
  /// of the same cards than the canonical state's, so it must not be shown to a player, and
  /// apply() or apply_unchecked() may follow only on its canonical() form.
  void apply_in_playout(const Action& action);
  /// apply_unchecked() for random play that nothing sees until it ends (play_out_deal(),
  /// simulate()): the hidden copies are left as they lie, as in apply_in_playout(), but each
  /// hidden card the action shows first takes the lowest copy number not yet public, as it does
  /// in canonical order. So the public copies keep the canonical state's numbers, and
  /// legal_actions() lists the canonical state's actions in the canonical state's order but for
  /// which hidden copies they name: a play-out that picks actions by their place in the list
  /// takes the same course either way, and canonical() is the state apply_unchecked() would
  /// have reached. Show or apply() only canonical().
  /// @return whether the copies were left as they lie; false where the action was numbered as
  /// apply_unchecked() numbers it (before every hand has drawn, and with one copy of each card)
  bool apply_unnumbered(const Action& action);
  /// One decision of random play, as play_out_deal() plays it:
  /// `apply_unnumbered(random_legal_action(rng, scratch))`, with the same draw and the same
  /// course, but a play of a card type goes from the hand's card masks to the table with no
  /// action made in between.
  /// @return what apply_unnumbered() returns
  bool apply_random_unnumbered(Rng& rng, ActionList& scratch);
  /// After apply_unnumbered() has left copies as they lie: the numbering apply_unchecked() keeps
  /// (the hand to act in canonical order, the stock in canonical order), so that the State may
  /// be shown, applied to and read like any other. What play_out_deal() ends with.
  void restore_numbering();

  /// Meld validation as a pure query: may @p player declare @p kind with these cards now?
  /// Timing (whose turn, which phase) is ignored; the cards and the rules of docs/rules.md section 3 and docs/rules.md section 4
  /// are checked. IllegalAction with the reason if not.
  Result<MeldScore> evaluate_meld(int player, MeldKind kind, const CardId* cards, int count) const;
  /// The same, with the kind inferred from the cards (the highest kind they legally form).
  Result<MeldScore> evaluate_meld(int player, const CardId* cards, int count) const;

  /// @name Observers
  /// Seats and sides are not range-checked: pass 0..players-1 (sides 0..sides-1).
  /// @{

  /// A player's cards, the declared ones on the table included. The hidden copies of a player
  /// other than the one to act are numbered as held (see the class comment): canonical().hand()
  /// gives the canonical numbers, hand_seen_by() the numbers that player sees.
  const CardSet& hand(int player) const { return hands_[player]; }
  /// Every declared card on the table.
  const CardSet& shown() const { return shown_; }
  /// Every card gone to a trick this deal.
  const CardSet& played() const { return played_; }
  /// Every physical card of this game (the variant's packs less the removed cards).
  const CardSet& present() const { return present_; }
  /// Every card of this deal whose copy number every seat has seen: the turn-up, and every card
  /// played, declared or shown (carte blanche), wherever it is now. The others are hidden.
  const CardSet& public_cards() const { return public_; }
  /// @p player's cards numbered as that player sees them: public cards as they are, and each
  /// card type's hidden copies as the lowest copy numbers not public, as if @p player were to
  /// act (the State's own numbering for the player to act). What a view shows as the hand.
  CardSet hand_seen_by(int player) const;
  /// A player's declared cards on the table.
  CardSet table(int player) const { return hands_[player] & shown_; }
  /// A player's number of cards, declared ones included.
  int hand_size(int player) const { return hands_[player].size(); }
  /// Cards left in the stock, the turn-up included.
  int stock_size() const { return static_cast<int>(stock_.size()); }
  /// The face-up trump card while it lies under the stock, else -1.
  int turn_up() const { return has_turn_up_ && !stock_.empty() ? stock_[0] : -1; }
  /// Stock order, bottom (turn-up, drawn last) first. Hidden information: never show it to a
  /// player (make_view() leaves it out).
  const FixedVector<CardId, kMaxCards>& stock() const { return stock_; }
  /// The trump suit, or -1 while not fixed.
  int trump() const { return trump_; }
  /// The previous deal's trump suit, or -1 (no_repeat_trump).
  int previous_trump() const { return prev_trump_; }
  /// Whether the game's first bezique has been declared, in a variant where it scores
  /// `first_bezique_value` (docs/rules.md 7.3): it lasts across deals until the game ends.
  /// Always false in other variants.
  bool first_bezique_scored() const { return first_bezique_scored_; }
  /// The seat that dealt this deal.
  int dealer() const { return dealer_; }
  /// The deal's number in the game, from 0.
  int deal_number() const { return deal_no_; }
  /// 1 while the stock lasts, 2 in the play-off.
  int stage() const { return stage_; }
  /// The seat that led (or leads) the current trick.
  int leader() const { return leader_; }
  /// Tricks completed this deal (the current trick's index, from 0).
  int trick_number() const { return trick_no_; }
  /// Cards played to the current trick so far.
  int trick_size() const { return trick_size_; }
  /// Card @p i (0..trick_size()-1) of the current trick, in play order.
  CardId trick_card(int i) const { return trick_cards_[i]; }
  /// The seat that played card @p i of the current trick.
  int trick_player(int i) const { return trick_players_[i]; }
  /// The index (0..trick_size()-1) of the card winning the current trick so far (docs/rules.md
  /// 2.4); trick_size() must not be 0.
  int trick_winner_index() const {
    // A trick holding a joker is decided in jokers.cpp, out of the way of the plain rule's path.
    if (variant_->jokers > 0)
      for (int i = 0; i < trick_size_; ++i)
        if (is_joker(trick_cards_[i])) return joker_trick_winner_index();
    return trick_winner(trick_cards_.data(), trick_size_, trump_);
  }
  /// The cards @p player may play now, every copy (legal_actions() lists one per group of
  /// interchangeable copies): the whole hand in stage 1 or on a lead, the play-off duties
  /// (docs/rules.md 2.8) otherwise. A search's fast policy plays from it without listing actions.
  CardSet playable(int player) const {
    CardSet playoff;
    return playable(player, playoff);
  }
  /// The seat that won the last completed trick, or -1.
  int last_trick_winner() const { return last_trick_winner_; }
  /// The seat that may declare now (the trick winner, or the partner it nominated), or -1.
  int declarer() const { return declarer_; }
  /// The meld history of physical card @p c (which kinds it has been declared in).
  MeldHistory history(CardId c) const { return hist_[c]; }
  /// Every declaration of this deal, in order.
  const FixedVector<MeldRecord, kMaxMelds>& melds() const { return melds_; }
  /// Points of a side in the current game (cumulative) or deal (rubicon).
  int score(int side) const { return score_[side]; }
  /// Card points won in tricks and not yet scored (brisques or card points).
  int pending(int side) const { return pending_[side]; }
  /// Rubicon match points accumulated over the deals of the match.
  int result(int side) const { return result_[side]; }
  /// Whether a side counts card points as it wins them (running_count_from).
  bool running(int side) const { return (running_ >> side) & 1; }
  /// Whether a player has shown carte blanche this deal.
  bool carte_blanche_shown(int player) const { return (cb_declared_ >> player) & 1; }
  /// Whether a player may still show a carte blanche repeat this deal.
  bool carte_blanche_open(int player) const { return (cb_open_ >> player) & 1; }
  /// Whether a player has played a card this deal.
  bool has_played(int player) const { return (played_first_ >> player) & 1; }
  /// The winning side once the game is over; -1 before, or when drawn.
  int winner() const { return winner_side_; }
  /// With stage2_mode = duels: 0 during the first duel of the play-off, 1 during the second.
  int duel_stage() const { return duel_stage_; }

  /// Whether two copies of a card are interchangeable for every future decision: same owner,
  /// and (in stage 1) the same meld history, declared in exactly the same melds.
  bool interchangeable(CardId a, CardId b) const { return stage_ == 2 ? same_kind(a, b) && owner_of(a) == owner_of(b) : same_group(a, b); }
  /// Whether two cards are copies of one card: the same type, or (docs/rules.md section 7) both jokers.
  bool same_kind(CardId a, CardId b) const {
    if (variant_->jokers > 0 && (is_joker(a) || is_joker(b))) return is_joker(a) && is_joker(b);
    return type_of(a) == type_of(b);
  }
  /// Whether @p c is a joker of this game (docs/rules.md section 7).
  bool is_joker_card(CardId c) const { return variant_->jokers > 0 && is_joker(c); }
  /// The jokers of a set of this game's cards as bits, bit k for joker k (0 without jokers).
  static std::uint32_t joker_bits(const CardSet& cards) {
    return cards.copy_types(kFirstJoker / kCardTypes) >> (kFirstJoker % kCardTypes);
  }

  /// @}

  /// @name Hidden cards, for information-set search
  /// A search that decides from one seat's view samples whole States that agree with it
  /// (bezique::Determinizer, OpenSpiel's resampling from an information state): it deals the
  /// current deal again from where that deal started, replays the deal's actions, and then shares
  /// out afresh the cards the seat could not see. These two calls are what that takes beyond
  /// deal() and apply().
  /// @{

  /// Before a deal (is_chance()): the coming deal is deal number @p deal_number of its game,
  /// which stands at @p scores points (score()) and @p results match points (result()), one per
  /// side, after a deal whose trump suit was @p previous_trump (-1: none). What a seat knows of a
  /// game whose earlier deals it did not follow. WrongPhase when no deal is due; InvalidArgument
  /// for a number out of range, a list that is not one per side, or a first deal (0) with a
  /// previous trump suit, match points, or a score other than `loser_start_bonus` for one side
  /// (the cent points match's start bonus, docs/rules.md 7.5; Game::create() starts a game at it).
  /// @p first_bezique_scored: whether an earlier deal of the game saw the first bezique, under
  /// `first_bezique_value` (docs/rules.md 7.3; false on a first deal and in every other variant).
  Status set_deal_start(int deal_number, const std::vector<int>& scores, const std::vector<int>& results,
                        int previous_trump, bool first_bezique_scored = false);

  /// Shares out afresh the cards @p viewer cannot see, keeping everything it can: each other
  /// seat's cards that are not public_cards() and the stock's cards that are not (below the
  /// turn-up). @p cards gives their new cards in this order: for each other seat in seat order
  /// as many as it holds hidden, then the stock's hidden places from the bottom up. A seat whose
  /// last draw was hidden has drawn the first of its new cards. Copies are numbered canonically
  /// after. @p cards must be those hidden cards in some order (copy numbers aside): that is not
  /// checked, since a search does this once an iteration; anything else is a caller bug with
  /// undefined results.
  void replace_hidden(int viewer, const CardId* cards);

  /// @}

  /// This state with every hidden copy numbered canonically (the class comment): what the
  /// state text writes. Equal to *this under operator==.
  State canonical() const;
  /// Every field equal, hidden ones included (the variants are compared by value), after both
  /// are numbered canonically, so deals that differ only in which copy of a card lies where
  /// compare equal.
  bool operator==(const State& o) const;
  /// Not operator==.
  bool operator!=(const State& o) const { return !(*this == o); }

  /// Checks card conservation, the canonical copy numbers and the other invariants; used by
  /// tests and by loading.
  /// @return Ok, or CorruptRecord naming the broken invariant
  Status check_invariants() const;

 private:
  friend class StateText;

  // Deal flow.
  bool carte_blanche_eligible(int player) const;
  void advance_carte_blanche();
  void finish_trick(std::vector<Event>* ev);
  void after_declarations(std::vector<Event>* ev);
  void draw_one(int player, bool from_bottom, std::vector<Event>* ev);
  void advance_repeats();
  void start_trick(int leader);
  void begin_stage_two(std::vector<Event>* ev);
  void end_of_deal(std::vector<Event>* ev);
  void end_game(int winning_side, std::vector<Event>* ev);
  void play_card(CardId c, std::vector<Event>* ev);
  void declare(const Action& a, std::vector<Event>* ev);
  void exchange_seven(CardId c, std::vector<Event>* ev);
  void declare_seven(CardId c, std::vector<Event>* ev);
  void show_carte_blanche(std::vector<Event>* ev);
  void claim(std::vector<Event>* ev);

  void apply_action(const Action& action, std::vector<Event>* ev);  // both apply_*() but the numbering

  // Copy numbers (copies.cpp, jokers.cpp): the hand to act in canonical order between decisions,
  // every copy where a state is compared or written.
  void number_acting_hand();
  using Planes = std::array<std::uint32_t, kMaxPacks>;  // per copy number, a mask of card types
  void renumber_two_packs();
  template <int kPacks>
  void number_acting_packs();
  template <int kPacks>
  void reorder_acting_hand(std::uint32_t types, const Planes& held, const Planes& open);
  void number_acting_jokers();
  void order_acting_jokers();
  void trade_copies(CardId wanted, CardId given);
  CardId show_as_lowest(CardId card, const CardSet& claimed);
  void show_hidden_as_lowest(Action& action);
  void number_new_deal();
  void number_new_deal_two_packs();
  void renumber_all();
  bool fields_equal(const State& o) const;
  int joker_trick_winner_index() const;
  void settle_last_drawn();
  CardId drawn_as_seen(int player, CardId c) const;
  Status check_structure() const;
  Status check_ranges() const;
  Status check_before_first_deal() const;
  Status check_card_places() const;
  Status check_hand_sizes() const;
  Status check_stage_and_phase() const;
  Status check_meld_records() const;
  Status check_trumps_fixed() const;
  Status check_copy_numbers() const;

  // Scoring.
  void add_points(int side, int points, ScoreReason reason, std::vector<Event>* ev);
  void add_trick_points(int side, int points, std::vector<Event>* ev);
  bool wins_at_once(int side, ScoreReason reason) const;
  void count_brisques_by_scheme(int last_side, std::vector<Event>* ev);
  void settle_rubicon(std::vector<Event>* ev);
  void settle_cumulative(std::vector<Event>* ev);

  // Rules queries.
  // The seat after @p seat in play order, with neither a division nor a branch: this is on
  // every trick's path, and the seat after a trick's winner is a coin flip for the processor.
  int next_seat(int seat) const {
    const int next = seat + 1;
    return next & -static_cast<int>(next != variant_->players);
  }
  // Who plays next to the trick, and how many play to it: in the play-off's duels (stage2_mode,
  // docs/rules.md 2.8) two seats only. Inline: every card played asks both.
  bool in_duel() const { return stage_ == 2 && variant_->stage2_mode == Stage2Mode::Duels; }
  int next_in_trick() const { return in_duel() ? (current_ == duel_[0] ? duel_[1] : duel_[0]) : next_seat(current_); }
  int trick_participants() const { return in_duel() ? 2 : variant_->players; }
  // playable(), the hand itself where it is all playable (a copy would read the hand in wide
  // loads that wait for the last play's and draw's narrow stores to it), else @p playoff filled.
  const CardSet& playable(int player, CardSet& playoff) const {
    return stage_ == 1 ? hands_[player] : (playoff = playable_in_playoff(player));
  }
  CardSet playable_in_playoff(int player) const;
  bool seven_exchange_possible() const;
  bool seven_exchange_before_play(int player) const;
  bool every_hand_has_drawn() const;
  CardSet sevens_of_trumps(int player) const;
  bool can_claim() const;
  void add_meld_actions(ActionList& out) const;
  template <bool kJokers>
  void add_meld_actions_of(ActionList& out) const;
  enum ReuseProblem {
    kReuseOk, kReuseLowerAfterHigher, kReuseMarriedInSequence, kReuseNoNewCard, kReuseSameKind, kReuseSameSet,
    kReuseNotBroken, kReuseSplitHands, kReuseNoRoom,
  };
  // Which melds hold each card within reach, built once per enumeration (meld_rules.cpp); with
  // it, re-use and interchangeability cost a few word operations, not a pass over every meld.
  struct MeldIndex;
  int reuse_problem(MeldKind kind, const CardId* cards, int count, int* culprit, const MeldIndex* index = nullptr) const;
  struct CardChoices;
  template <int kPacks>
  CardChoices card_choices(const CardSet& cards) const;
  int random_type_play(Rng& rng) const;
  bool numbering_can_wait() const;
  bool pass_alone_to_declare() const;
  bool may_hold_meld() const;
  CardSet sevens_offered(ActionType& type) const;
  void add_card_actions(const CardSet& cards, ActionType type, ActionList& out) const;
  template <int kPacks>
  void add_card_actions_of(const CardSet& cards, ActionType type, ActionList& out) const;
  const char* condition_problem(int player, MeldKind kind, const CardId* cards, int count) const;
  void add_joker_actions(const CardSet& cards, ActionList& out) const;
  bool seven_scores_on_play(CardId c) const;
  const CardSet& meld_accessible(int player, CardSet& with_partner) const;
  bool same_group(CardId a, CardId b, const MeldIndex* index = nullptr) const;
  int owner_of(CardId c) const;
  Status why_illegal(const Action& a) const;
  Action in_offered_order(const Action& a) const;

  const Variant* variant_;
  Phase phase_ = Phase::Deal;
  std::int8_t current_ = 0;
  std::int8_t dealer_ = 0;
  std::int8_t leader_ = 0;
  std::int8_t declarer_ = -1;
  std::int8_t trick_winner_ = -1;
  std::int8_t last_trick_winner_ = -1;
  std::int8_t trump_ = -1;
  std::int8_t prev_trump_ = -1;
  std::int8_t winner_side_ = -1;
  std::uint8_t stage_ = 1;
  std::uint8_t decls_left_ = 0;
  std::uint8_t cb_asked_ = 0;      // players asked about carte blanche this deal
  std::uint8_t cb_declared_ = 0;   // players who showed carte blanche this deal
  std::uint8_t cb_open_ = 0;       // players whose repeat right is still open
  std::uint8_t repeat_pending_ = 0;
  std::uint8_t played_first_ = 0;  // players who have played a card this deal
  std::uint8_t running_ = 0;       // sides counting card points as they win them
  std::uint8_t duel_stage_ = 0;
  std::array<std::int8_t, 2> duel_{{-1, -1}};
  bool has_turn_up_ = false;
  bool first_bezique_scored_ = false;
  std::uint16_t deal_no_ = 0;
  std::uint16_t trick_no_ = 0;
  std::uint8_t trick_size_ = 0;
  std::array<CardId, kMaxPlayers> trick_cards_{};
  std::array<std::int8_t, kMaxPlayers> trick_players_{};
  std::array<CardId, kMaxPlayers> last_drawn_{};
  std::array<std::int32_t, kMaxPlayers> score_{};
  std::array<std::int32_t, kMaxPlayers> pending_{};
  std::array<std::int32_t, kMaxPlayers> result_{};
  CardSet present_;
  CardSet public_;  // cards whose copy every seat has seen this deal
  std::array<CardSet, kMaxPlayers> hands_{};
  CardSet shown_;
  CardSet played_;
  std::array<MeldHistory, kMaxCards> hist_{};
  FixedVector<CardId, kMaxCards> stock_;
  FixedVector<MeldRecord, kMaxMelds> melds_;
};

/// The physical cards of a variant in ascending id order (the unshuffled deck).
std::vector<CardId> fresh_deck(const Variant& variant);

}  // namespace bezique
