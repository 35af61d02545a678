/// @file
/// Game: a game with its history (the variant, the deals from a seed or explicit deck orders,
/// every action and every event), its record, and State text save/load.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/notation.hpp"
#include "bezique/state.hpp"
#include "bezique/view.hpp"

namespace bezique {

/// A deck order: every physical card of the variant once, the first card dealt first.
using Deck = std::vector<CardId>;

/// The deck of deal @p deal_number of a game seeded with @p seed: fresh_deck() shuffled by
/// shuffle_cards() with Rng(deal_seed(seed, deal_number)). The same on every platform
/// (docs/determinism.md).
Deck seeded_deck(const Variant& variant, std::uint64_t seed, int deal_number);
/// The same deck made from @p fresh, the variant's fresh_deck(), into @p deck, whose storage is
/// reused: for a loop over many deals, which then builds neither the fresh deck nor a vector
/// per deal.
void seeded_deck(const Deck& fresh, std::uint64_t seed, int deal_number, Deck& deck);
/// Reads a deck order written as card types ("AS TS KS ...", a joker "JK"); the n-th occurrence
/// of a card is its copy n. Every card of the variant must appear exactly once.
Result<Deck> parse_deck(const Variant& variant, std::string_view text);
/// A deck as card types separated by spaces, the form parse_deck() reads; @p jokers: the
/// variant has jokers, written "JK".
std::string deck_text(const Deck& deck, bool jokers = false);

/// A variant that passed Variant::validate(), shared by the games made from it: Game::create()
/// takes it without validating or copying it again (the C ABI's variant handle holds one).
class CheckedVariant {
 public:
  /// The variant, or the status of Variant::validate().
  static Result<CheckedVariant> make(const Variant& variant);
  /// The rules.
  const Variant& variant() const { return *variant_; }

 private:
  friend class Game;
  struct Parts;
  explicit CheckedVariant(const std::shared_ptr<const Parts>& parts);
  std::shared_ptr<const Variant> variant_;
  // A new State of the variant (before the first deal, no points): a game copies it, which
  // is cheaper than constructing one.
  std::shared_ptr<const State> initial_;
  // The block both pointers above point into (defined in game.cpp), which also holds the
  // variant's fresh_deck(): made once, it is what each deal from a seed shuffles. It lives as long
  // as variant_.
  const Parts* parts_ = nullptr;
};

/// A game with its history: the usual entry point for hosts, and what the C ABI's bzq_game
/// is. Chance is resolved for you: the first deal is dealt on creation and, after an action
/// that ends a deal, the next deal is dealt when the game is first read again (state(),
/// legal_actions(), current_player(), a view...; an explicit deck's deal at once), so
/// current_player() is always a seat until the game is over. A loop that stops at the end of a
/// deal (is_over(), deal_number(), deal_pending() do not deal) pays for no deal it does not play.
/// The legal actions of each position are listed once, after the action that reaches it.
///
/// A Game is a value: copying it copies the state and the history (the Variant is shared,
/// immutable). Distinct Games are independent and may be used from different threads; one Game
/// is read from several threads only while none changes it (the reading functions that deal a
/// waiting deal or write the events lock the game while they do).
class Game {
 public:
  /// A new game; deal n is dealt from decks[n] while the decks last, then from @p seed
  /// (seeded_deck()). Code::InvalidVariant for a variant that does not validate;
  /// InvalidArgument for a deck that is not one.
  static Result<Game> create(const Variant& variant, std::uint64_t seed, std::vector<Deck> decks = {});
  /// A new game as above whose first deal starts at @p start_scores points, one per side: all
  /// 0, or the variant's `loser_start_bonus` for the one player who lost the last cent points
  /// match (CentPoints::start_scores(), docs/rules.md 7.5). The record keeps them. InvalidArgument
  /// for any other scores.
  static Result<Game> create(const Variant& variant, std::uint64_t seed, std::vector<Deck> decks,
                             const std::vector<int>& start_scores);
  /// A new game of a checked variant, dealt from @p seed: create() without validating the
  /// variant again, and sharing it instead of copying it.
  static Result<Game> create(const CheckedVariant& variant, std::uint64_t seed);
  /// The game create(@p variant, @p seed) makes, built where it is declared instead of in a
  /// Result (the C ABI builds it in its handle): a game of a checked variant from a seed fails
  /// only by running out of memory, which throws std::bad_alloc.
  Game(const CheckedVariant& variant, std::uint64_t seed);
  /// Starts a new game in this one, as create(variant(), @p seed) would make it: the actions,
  /// events, decks and start scores of the old game are gone. The variant (checked when the game
  /// was made) is shared, not copied or checked again: the cheap way to play many games in a row.
  /// On failure (out of memory) the game is unchanged.
  Status restart(std::uint64_t seed);
  /// A game at the position of a state text (state_to_text()), without history: it has no
  /// earlier actions or events and no record (has_history() is false); later deals come from
  /// @p seed. The statuses of Variant::validate() and state_from_text().
  static Result<Game> from_state_text(const Variant& variant, std::string_view text, std::uint64_t seed);
  /// A new game without history (as from_state_text()) at @p position, a State of this game's
  /// variant, such as a determinized sample of one seat's view (Determinizer, made with
  /// variant()); later deals come from @p seed. InvalidArgument for a State of another variant.
  Result<Game> with_position(const State& position, std::uint64_t seed) const;

  /// The rules of this game (the Game's own copy).
  const Variant& variant() const { return *variant_; }
  /// The current state, hidden cards included: never show it to a player (use view()). A deal
  /// that waits (deal_pending()) is dealt first.
  const State& state() const {
    deal_if_pending();
    return state_;
  }
  /// The seed the deals come from.
  std::uint64_t seed() const { return seed_; }
  /// The explicit deck orders given to create().
  const std::vector<Deck>& decks() const { return decks_; }
  /// The points each side started the game with (create()'s start_scores; all 0 by
  /// default); empty for a game without history (has_history()).
  const std::vector<int>& start_scores() const { return start_scores_; }

  /// Whether the game has ended (without dealing a waiting deal: a game with one is not over).
  bool is_over() const { return !pending_.waiting.load(std::memory_order_acquire) && state_.is_terminal(); }
  /// The number of the deal being played, from 0; once a deal has ended (and the game has not),
  /// the number of the next one, dealt or not (it does not deal a waiting deal).
  int deal_number() const { return state_.deal_number(); }
  /// Whether the last decision ended a deal whose successor, from the seed, is not dealt yet: it
  /// is dealt by the first call that reads the position (state(), current_player(),
  /// legal_actions(), apply(), view(), ...).
  bool deal_pending() const { return pending_.waiting.load(std::memory_order_acquire); }
  /// The seat to act, or kChance once the game is over.
  int current_player() const { return state().current_player(); }
  /// The legal actions of the seat to act (State::legal_actions()), listed once per position;
  /// empty once the game is over. An action's index here is its id (apply_legal()).
  const ActionList& legal_actions() const {
    deal_if_pending();
    if (!legal_listed_) list_legal_actions_again();
    return legal_;
  }
  /// The legal actions as canonical text, in the same order.
  std::vector<std::string> legal_action_texts() const;
  /// The canonical text of an action of the seat to act ("QS", "marriage KH+QH").
  std::string action_text(const Action& a) const { return bezique::action_text(state(), a); }
  /// Parses action text for the seat to act into a legal action (bezique::parse_action()).
  Result<Action> parse_action(std::string_view text) const { return bezique::parse_action(state(), text); }

  /// Applies a legal action (and deals the next deal when one is due): one of legal_actions(),
  /// or any form State::check() accepts. An illegal one changes nothing and returns why.
  Status apply(const Action& action);
  /// Applies legal_actions()[@p index] without checking it again: the fastest way to play
  /// (apply() of an element of legal_actions() itself is as fast: it is not searched for).
  /// GameOver once the game is over; InvalidArgument for an index beyond the list.
  Status apply_legal(std::size_t index) {
    deal_if_pending();
    // The usual case inline; anything else: apply_slowly().
    if (!is_listed_with_room(index)) return apply_slowly(index);
    play_listed(index);
    return Status::ok();
  }
  /// What a host's playing loop needs after each decision (the C ABI's bzq_turn).
  struct Turn {
    int current_player = -1;          ///< The seat to act; -1 when none is: over, or a deal waits.
    std::size_t legal_count = 0;      ///< Its legal actions; 0 when no seat is to act.
    int deal_number = 0;              ///< deal_number().
    bool is_over = false;             ///< is_over().
    bool deal_pending = false;        ///< deal_pending().
    std::size_t decision_count = 0;   ///< decision_count().
  };
  /// The turn the game is at, without dealing a waiting deal (no seat acts until it is dealt).
  Turn turn() const { return turn_at(deal_pending()); }
  /// Whether play_usual(@p index) may play seat @p player's decision: it is that seat's turn (no
  /// deal waits), @p index is an id of its list, the record has room and no explicit deck is
  /// left. Otherwise apply_legal() applies it or says why not.
  bool is_usual_play(int player, std::size_t index) const {
    // A listed list is the state's own, and it is empty where no seat acts (a deal waits, or
    // the game is over): an id in it is a decision, and the waiting deal needs no look.
    return is_listed_with_room(index) && player == state_.seat_to_act();
  }
  /// A playing loop's usual decision in one inline step, when is_usual_play() said so: applies
  /// legal_actions()[@p index] as apply_legal() does and returns the turn it reaches (turn()).
  /// It changes the game, so no other thread may read it meanwhile.
  Turn play_usual(std::size_t index) {
    // turn_at(play_listed(index)), with what play_listed() leaves known: a waiting deal has
    // the Deal phase (no seat) and no list; any other position is listed (but after running
    // out of memory), over or not (State::current_player() and the list say which).
    Turn t;
    t.deal_pending = play_listed(index);
    if (!t.deal_pending && !legal_listed_) list_legal_actions_again();
    t.current_player = state_.current_player();
    t.legal_count = t.deal_pending ? 0 : legal_.size();
    t.deal_number = state_.deal_number();
    t.is_over = state_.is_terminal();
    t.decision_count = actions_.size();
    return t;
  }
  /// Parses and applies action text: ParseError, IllegalAction or WrongPhase with the reason.
  Status apply_text(std::string_view text);

  /// The decisions made so far: actions().size().
  std::size_t decision_count() const { return actions_.size(); }
  /// Takes back the last @p count decisions, with the deals dealt after them: the state, every
  /// seat's view, the events, last_events() and the record become exactly what they were
  /// before those decisions (0 changes nothing). Undoing more decisions than were made is
  /// refused with InvalidArgument and changes nothing. The automatic players' random streams
  /// are theirs, not the game's, and are not rewound.
  Status undo(std::size_t count);

  /// Every action applied so far, in order.
  const std::vector<Action>& actions() const { return actions_; }
  /// Every event so far, the first deal's included, hidden cards included. The events are
  /// written when first asked for, by playing the actions again (playing records none), so
  /// the first call after some decisions costs about as much as those decisions did.
  const std::vector<Event>& events() const;
  /// The events caused by the last action (or by the first deal, before any action).
  std::vector<Event> last_events() const;
  /// Where last_events() begin in events().
  std::size_t last_events_begin() const;

  /// What seat @p player may see, with the game's history redacted for it.
  View view(int player) const { return make_view(state(), player, &events()); }
  /// What a spectator may see: no hand, no hidden card.
  View spectator_view() const { return make_view(state(), kSpectator, &events()); }

  /// Whether the game holds its whole history (every game but one made by from_state_text() or
  /// with_position()): only then does it have a record.
  bool has_history() const { return has_history_; }
  /// The record: variant, seed, explicit decks and actions as text (docs/records.md); empty for
  /// a game without history (has_history()).
  std::string record() const;
  /// Loads a record, replaying and checking every action. Accepted beyond what record()
  /// writes: a leading UTF-8 byte order mark, `\r\n` line ends, whitespace at the end of a line
  /// and blank lines. Anything else is refused with CorruptRecord naming the line and column
  /// at fault (`record line 5, column 1: action 1 'XX': ...`), as is a text longer than
  /// kMaxRecordBytes.
  static Result<Game> from_record(std::string_view text);

  /// A copy of @p other, whose waiting deal (deal_pending()) is dealt first, so that no copy
  /// races with a reader dealing it.
  Game(const Game& other);
  /// Becomes a copy of @p other, as the copy constructor makes it.
  Game& operator=(const Game& other);
  /// Takes the game as it is, a waiting deal included.
  Game(Game&&) = default;
  /// Takes the game as it is, a waiting deal included.
  Game& operator=(Game&&) = default;
  ~Game() = default;

 private:
  // Only Game makes one (the passkey of the constructor below).
  struct Key {
    explicit Key() = default;
  };

 public:
  /// For create() alone, which builds the game in its Result (no one else can make a Key).
  Game(Key, std::shared_ptr<const Variant> variant) : variant_(std::move(variant)), state_(*variant_) {}

 private:
  // The events, written on demand (events()): playing a game only records its actions.
  // Filling the log is a change made by reading functions, so it is locked: a Game may be
  // read from several threads at once.
  struct EventLog {
    std::vector<Event> events;
    // events.size() after each number of decisions, from 0 (after the first deal): the log
    // covers ends.size() - 1 decisions, none (not even the first deal) while ends is empty.
    std::vector<std::size_t> ends;
    // When set, the position after ends.size() - 1 decisions (a due deal dealt), where the log
    // goes on from: a host that asks for the events after every decision pays one action each.
    std::unique_ptr<State> position;
    // Guards the log and the dealing of a waiting deal.
    mutable std::mutex lock;

    EventLog() = default;
    EventLog(const EventLog& o);
    EventLog(EventLog&& o) noexcept
        : events(std::move(o.events)), ends(std::move(o.ends)), position(std::move(o.position)) {}
    EventLog& operator=(const EventLog& o);
    EventLog& operator=(EventLog&& o) noexcept;
  };

  // Whether a deal waits to be dealt (deal_pending()): set only by changing functions, cleared
  // by a reader that deals it under the log's lock.
  struct Pending {
    std::atomic<bool> waiting{false};
    Pending() = default;
    Pending(const Pending& o) noexcept : waiting(o.waiting.load(std::memory_order_acquire)) {}
    Pending& operator=(const Pending& o) noexcept {
      waiting.store(o.waiting.load(std::memory_order_acquire), std::memory_order_release);
      return *this;
    }
  };
  // A position from which the game is played again (undo(), the event log): the state after
  // `at` decisions, before the deal then due.
  struct Checkpoint {
    std::size_t at;
    State state;
  };

  Game() = default;
  // A game of @p variant before its first deal.
  explicit Game(const CheckedVariant& variant);
  explicit Game(std::shared_ptr<const Variant> variant) : variant_(std::move(variant)), state_(*variant_) {}
  // create() once the variant is checked: the game made in its Result.
  static Result<Game> make(std::shared_ptr<const Variant> variant, std::uint64_t seed, std::vector<Deck> decks,
                           std::vector<int> start_scores, const CheckedVariant::Parts* checked = nullptr);
  // A game at its position, continued from `seed` with no history (from_state_text(),
  // with_position()).
  static Result<Game> without_history(Game g, std::uint64_t seed);
  // Sets up a game just made from its variant (create(), restart()): the seed, the decks, the
  // start scores, then start().
  Status begin(std::uint64_t seed, std::vector<Deck> decks, std::vector<int> start_scores);
  // The fresh deck deals from the seed shuffle when the game has one (checked_), else null.
  const Deck* shared_fresh_deck() const;
  // Deals a due deal and lists the legal actions: how every game starts.
  Status start();
  Status deal_if_due();
  // apply_legal() but for its usual case: the checks, the room to record the action.
  Status apply_slowly(std::size_t index);
  // After a decision that ended a deal: a deal from the seed waits (deal_pending()), one from an
  // explicit deck is dealt at once (so that a deck that is not one fails the decision that
  // needed it, as it always has).
  Status deal_next();
  // Whether play_listed(@p index) may play: an id of the listed list, room in the record, and
  // no explicit deck left (whose next deal needs room for a checkpoint first).
  bool is_listed_with_room(std::size_t index) const {
    return legal_listed_ && index < legal_.size() && actions_.size() < actions_.capacity() && decks_.empty();
  }
  // The usual decision of apply_legal() and play_usual(): legal_[@p index] applied and recorded,
  // the record having room and no explicit deck being left, so that a deal that ends waits for
  // the next from the seed (deal_next()). Most decisions end no deal. Returns whether a deal
  // waits.
  bool play_listed(std::size_t index) {
    // The list is not changed until the next is listed below.
    state_.apply_unchecked(legal_[index]);
    actions_.push_back(legal_[index]);  // it has room: this cannot throw
    if (state_.is_chance()) {
      wait_for_deal();
      return true;
    }
    list_legal_actions();
    return false;
  }
  // After a decision that ended a deal, when the next comes from the seed: it waits.
  void wait_for_deal() {
    legal_listed_ = false;
    pending_.waiting.store(true, std::memory_order_release);
  }
  // turn() with @p waiting for deal_pending().
  Turn turn_at(bool waiting) const {
    Turn t;
    t.deal_pending = waiting;
    t.is_over = !waiting && state_.is_terminal();
    if (!waiting && !t.is_over) {
      // The list first: listing it again (only after running out of memory) may throw.
      if (!legal_listed_) list_legal_actions_again();
      t.legal_count = legal_.size();
      t.current_player = state_.current_player();
    }
    t.deal_number = state_.deal_number();
    t.decision_count = actions_.size();
    return t;
  }
  // Deals a deal that waits (deal_pending()); the checkpoint before it is remembered.
  void deal_if_pending() const {
    if (pending_.waiting.load(std::memory_order_acquire)) deal_pending_deal();
  }
  void deal_pending_deal() const;
  // Lists the legal actions of the position reached; a list that runs out of memory is listed
  // on the next legal_actions() instead. Inline: it follows almost every decision.
  void list_legal_actions() const {
    legal_listed_ = false;
    try {
      state_.legal_actions(legal_);
      legal_listed_ = true;
    } catch (const std::bad_alloc&) {
      // The action stands; the list waits for legal_actions(), where running out of memory
      // changes nothing.
    }
  }
  void list_legal_actions_again() const;
  // The position before the first deal, which start() dealt.
  State origin() const;
  // Into @p position, the state after @p target decisions (without the deal then due), played
  // again from the last checkpoint at or before it, or from the origin.
  Status replay(std::size_t target, State& position) const;
  // Writes the events of the decisions the log does not cover yet; the caller holds its lock.
  void log_events() const;

  std::shared_ptr<const Variant> variant_;
  // Mutable: a waiting deal is dealt by the first reader (deal_if_pending()).
  mutable State state_{*default_variant()};
  // What the CheckedVariant the game was made from holds (it lives as long as variant_), or null:
  // each deal from the seed then builds its fresh deck, and restart() a new State.
  const CheckedVariant::Parts* checked_ = nullptr;
  std::uint64_t seed_ = 0;
  std::vector<Deck> decks_;
  std::vector<int> start_scores_;
  std::vector<Action> actions_;
  // The position at the end of each deal but the last, where undo() and the event log start
  // their replays (the first deal's is origin()): one per deal dealt after the first.
  mutable std::vector<Checkpoint> checkpoints_;
  // The position a game without history started at (before start()); a game with history
  // starts from its variant and start scores, and has none (a pointer: a 4 KiB State in every
  // Game would double its size and the cost of moving it).
  std::unique_ptr<const State> origin_;
  mutable EventLog log_;
  bool has_history_ = true;
  mutable ActionList legal_;
  // Whether legal_ is the list of state_ as it is now: every change of state_ lists it again
  // or clears this (is_usual_play() relies on it).
  mutable bool legal_listed_ = false;
  mutable Pending pending_;

  static const Variant* default_variant();
};

/// The longest record Game::from_record() reads, in bytes (64 MiB).
constexpr std::size_t kMaxRecordBytes = std::size_t{64} << 20;
/// The longest state text state_from_text() reads, in bytes (1 MiB).
constexpr std::size_t kMaxStateTextBytes = std::size_t{1} << 20;

/// Saves a State with every hidden field (stock order included), for servers and search
/// checkpoints (format: docs/records.md). It holds no history.
std::string state_to_text(const State& state);
/// Loads a State saved by state_to_text(). Loading checks the variant, card conservation and
/// consistency, and refuses bad text with CorruptRecord. The loaded State refers to
/// @p variant, which must outlive it and its copies.
Result<State> state_from_text(const Variant& variant, std::string_view text);

}  // namespace bezique
