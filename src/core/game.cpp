#include "bezique/game.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <new>
#include <sstream>

#include "bezique/message_text.hpp"
#include "bezique/random.hpp"
#include "text_lines.hpp"
#include "variant_parse.hpp"

namespace bezique {

namespace {

// A fresh deck in @p deck shuffled for deal @p deal_number of a game seeded with @p seed.
void shuffle_for_deal(Deck& deck, std::uint64_t seed, int deal_number) {
  Rng rng(deal_seed(seed, deal_number));
  shuffle_cards(deck, rng);
}

}  // namespace

Deck seeded_deck(const Variant& variant, std::uint64_t seed, int deal_number) {
  Deck deck = fresh_deck(variant);
  shuffle_for_deal(deck, seed, deal_number);
  return deck;
}

void seeded_deck(const Deck& fresh, std::uint64_t seed, int deal_number, Deck& deck) {
  deck.assign(fresh.begin(), fresh.end());
  shuffle_for_deal(deck, seed, deal_number);
}

Result<Deck> parse_deck(const Variant& variant, std::string_view text) {
  std::array<int, kCardTypes> copies_left{};
  std::array<int, kCardTypes> next_copy{};
  const bool jokers = variant.jokers > 0;
  int next_joker = 0;
  for (CardId c : fresh_deck(variant))
    if (!(jokers && is_joker(c))) ++copies_left[type_of(c)];
  Deck deck;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    if (j == i) break;
    std::string_view token = text.substr(i, j - i);
    int joker_copy = -1;
    if (jokers && parse_joker(token, &joker_copy) && joker_copy < 0) {
      if (next_joker >= variant.jokers) return Status{Code::InvalidArgument, "deck: too many JK for this variant"};
      deck.push_back(static_cast<CardId>(kFirstJoker + next_joker++));
      i = j;
      continue;
    }
    auto t = parse_card_type(token);
    if (!t) return Status{Code::ParseError, "deck: " + quote(token) + " is not a card"};
    if (copies_left[*t]-- <= 0)
      return Status{Code::InvalidArgument, "deck: too many " + type_text(*t) + " for this variant"};
    deck.push_back(physical_card(*t, next_copy[*t]++));
    i = j;
  }
  if (deck.size() != static_cast<std::size_t>(variant.deck_size()))
    return Status{Code::InvalidArgument, "deck: " + std::to_string(deck.size()) + " cards, the variant has " +
                                             std::to_string(variant.deck_size())};
  return deck;
}

std::string deck_text(const Deck& deck, bool jokers) {
  std::string s;
  for (CardId c : deck) s += (s.empty() ? "" : " ") + card_text(c, false, jokers);
  return s;
}

const Variant* Game::default_variant() {
  static const Variant v;
  return &v;
}

namespace {

// Deals while a deal is due: explicit decks while they last, then the seed. The game and the
// replay that writes its record deal alike.
// @p fresh_deck: the variant's fresh_deck(), or null to build it for each deal.
Status deal_due(State& state, const Variant& variant, const Deck* fresh_deck, std::uint64_t seed,
                const std::vector<Deck>& decks, std::vector<Event>* events) {
  while (state.is_chance()) {
    const int n = state.deal_number();
    Status s;
    if (static_cast<std::size_t>(n) < decks.size()) {
      s = state.deal(decks[static_cast<std::size_t>(n)], events);
    } else if (fresh_deck) {
      Deck deck;
      seeded_deck(*fresh_deck, seed, n, deck);
      s = state.deal(deck, events);
    } else {
      s = state.deal(seeded_deck(variant, seed, n), events);
    }
    if (!s) return s;
  }
  return Status::ok();
}

}  // namespace

namespace {

// The number of sides that score.
std::size_t side_count(const Variant& variant) {
  return static_cast<std::size_t>(std::clamp(variant.sides(), 0, kMaxPlayers));
}

// Every side at 0 points: how a game starts unless told otherwise.
std::vector<int> zero_scores(const Variant& variant) { return std::vector<int>(side_count(variant), 0); }

// The room to record actions in after @p recorded of them: about one deal's decisions at first
// (a two-handed deal has about 90, a six-pack one about 280), so that a game of one deal grows
// the record once at most.
std::size_t record_room(const Variant& variant, std::size_t recorded) {
  return 2 * recorded + 32 + static_cast<std::size_t>(variant.deck_size()) * 3 / 2;
}

}  // namespace

Result<Game> Game::create(const Variant& variant, std::uint64_t seed, std::vector<Deck> decks) {
  return create(variant, seed, std::move(decks), zero_scores(variant));
}

// What a checked variant shares with its games, in one block: the variant, a new State of it
// and its fresh deck.
struct CheckedVariant::Parts {
  explicit Parts(const Variant& v) : variant(v), initial(variant), fresh_deck(bezique::fresh_deck(variant)) {}
  Variant variant;
  State initial;
  Deck fresh_deck;
};

CheckedVariant::CheckedVariant(const std::shared_ptr<const Parts>& parts)
    : variant_(parts, &parts->variant), initial_(parts, &parts->initial), parts_(parts.get()) {}

Result<CheckedVariant> CheckedVariant::make(const Variant& variant) {
  Status valid = variant.validate();
  if (!valid) return valid;
  return CheckedVariant(std::make_shared<const CheckedVariant::Parts>(variant));
}

Result<Game> Game::create(const Variant& variant, std::uint64_t seed, std::vector<Deck> decks,
                          const std::vector<int>& start_scores) {
  Status valid = variant.validate();
  if (!valid) return valid;
  return make(std::make_shared<const Variant>(variant), seed, std::move(decks), start_scores);
}

Result<Game> Game::create(const CheckedVariant& variant, std::uint64_t seed) {
  return make(variant.variant_, seed, {}, zero_scores(variant.variant()), variant.parts_);
}

Game::Game(const CheckedVariant& variant)
    : variant_(variant.variant_), state_(*variant.initial_), checked_(variant.parts_) {}

Game::Game(const CheckedVariant& variant, std::uint64_t seed) : Game(variant) {
  // begin() without its checks: no decks, no start scores but 0 (the new State's), and a deck
  // from the seed is always one, so this cannot fail. The record's room is made now, so that
  // the first decision is as quick as the others.
  seed_ = seed;
  start_scores_ = zero_scores(*variant_);
  actions_.reserve(record_room(*variant_, 0));
  const Status started = start();
  static_cast<void>(started);
}

Result<Game> Game::make(std::shared_ptr<const Variant> variant, std::uint64_t seed, std::vector<Deck> decks,
                        std::vector<int> start_scores, const CheckedVariant::Parts* checked) {
  // Made in its Result, and every path returns that one object: the 4 KiB game is not moved.
  Result<Game> made(std::in_place, Key{}, std::move(variant));
  made->checked_ = checked;
  Status begun = made->begin(seed, std::move(decks), std::move(start_scores));
  if (!begun) made = std::move(begun);
  return made;
}

Status Game::begin(std::uint64_t seed, std::vector<Deck> decks, std::vector<int> start_scores) {
  seed_ = seed;
  decks_ = std::move(decks);
  start_scores_ = std::move(start_scores);
  const std::vector<int>& scores = start_scores_;
  // A new State is at the start of deal 0 with no points: only other start scores are set.
  const bool zero = std::all_of(scores.begin(), scores.end(), [](int score) { return score == 0; });
  Status at = zero && scores.size() == static_cast<std::size_t>(variant_->sides())
                  ? Status::ok()
                  : state_.set_deal_start(0, scores, std::vector<int>(scores.size(), 0), -1);
  if (!at) return Status{Code::InvalidArgument, "start scores: " + at.message()};
  return start();
}

Status Game::restart(std::uint64_t seed) {
  if (!checked_) {
    // Made aside and moved in, so that a failure changes nothing; the variant is this game's own.
    Game fresh(Key{}, variant_);
    Status begun = fresh.begin(seed, {}, zero_scores(*variant_));
    if (!begun) return begun;
    *this = std::move(fresh);
    return Status::ok();
  }
  // In place, in the storage of the record, the list and the log, from the checked variant's new
  // State and fresh deck: what may run out of memory first, so that a failure changes nothing.
  Deck deck;
  seeded_deck(checked_->fresh_deck, seed, 0, deck);
  start_scores_.reserve(side_count(*variant_));
  actions_.reserve(record_room(*variant_, 0));
  legal_.reserve(32);
  // Nothing below allocates (start() finds the first deal dealt).
  seed_ = seed;
  decks_.clear();
  start_scores_.assign(side_count(*variant_), 0);
  actions_.clear();
  origin_.reset();
  log_.events.clear();
  log_.ends.clear();
  log_.position.reset();
  has_history_ = true;
  pending_.waiting.store(false, std::memory_order_release);
  state_ = checked_->initial;
  const Status dealt = state_.deal(deck);  // a deck from the seed is always one
  static_cast<void>(dealt);
  return start();
}

Result<Game> Game::from_state_text(const Variant& variant, std::string_view text, std::uint64_t seed) {
  Status valid = variant.validate();
  if (!valid) return valid;
  Game g;
  g.variant_ = std::make_shared<const Variant>(variant);
  auto state = state_from_text(*g.variant_, text);
  if (!state) return state.status();
  g.state_ = std::move(*state);
  return without_history(std::move(g), seed);
}

Result<Game> Game::with_position(const State& position, std::uint64_t seed) const {
  Game g;
  g.variant_ = variant_;
  g.checked_ = checked_;
  if (&position.variant() == variant_.get()) {
    g.state_ = position;
  } else {
    // A State refers to its Variant: one of an equal variant is carried over through its text.
    if (position.variant() != *variant_) return Status{Code::InvalidArgument, "the position is of another variant than the game's"};
    auto state = state_from_text(*variant_, state_to_text(position));
    if (!state) return state.status();
    g.state_ = std::move(*state);
  }
  return without_history(std::move(g), seed);
}

Result<Game> Game::without_history(Game g, std::uint64_t seed) {
  g.seed_ = seed;
  g.has_history_ = false;
  g.origin_ = std::make_unique<const State>(g.state_);
  Status started = g.start();
  if (!started) return started;
  return g;
}

Status Game::start() {
  Status dealt = deal_if_due();
  if (!dealt) return dealt;
  // The first deal's replays start from origin(): no checkpoint.
  checkpoints_.clear();
  // Room for most lists at once, instead of growing it through several sizes.
  legal_.reserve(32);
  list_legal_actions();
  return Status::ok();
}

Game::Game(const Game& o)
    // A waiting deal is dealt first (the comma expression), so that the copy reads a state no
    // other reader will change.
    : variant_((o.deal_if_pending(), o.variant_)),
      state_(o.state_),
      checked_(o.checked_),
      seed_(o.seed_),
      decks_(o.decks_),
      start_scores_(o.start_scores_),
      actions_(o.actions_),
      checkpoints_(o.checkpoints_),
      origin_(o.origin_ ? std::make_unique<const State>(*o.origin_) : nullptr),
      log_(o.log_),
      has_history_(o.has_history_),
      legal_(o.legal_),
      legal_listed_(o.legal_listed_),
      pending_(o.pending_) {}

Game& Game::operator=(const Game& o) {
  if (this != &o) *this = Game(o);
  return *this;
}

Status Game::deal_next() {
  if (static_cast<std::size_t>(state_.deal_number()) >= decks_.size()) {
    // From the seed, which cannot fail: when first needed.
    wait_for_deal();
    return Status::ok();
  }
  checkpoints_.push_back({actions_.size(), state_});  // the caller made room
  Status dealt = deal_if_due();
  list_legal_actions();
  return dealt;
}

void Game::deal_pending_deal() const {
  std::lock_guard<std::mutex> hold(log_.lock);
  if (!pending_.waiting.load(std::memory_order_relaxed)) return;
  // The checkpoint first: running out of memory there changes nothing.
  checkpoints_.push_back({actions_.size(), state_});
  // A deck from the seed is always one: dealing it cannot fail.
  const Status dealt = deal_due(state_, *variant_, shared_fresh_deck(), seed_, decks_, nullptr);
  static_cast<void>(dealt);
  list_legal_actions();
  pending_.waiting.store(false, std::memory_order_release);
}

Status Game::replay(std::size_t target, State& position) const {
  // The last checkpoint at or before the target; the origin before the first.
  auto after = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), target,
                                [](std::size_t t, const Checkpoint& c) { return t < c.at; });
  std::size_t i = 0;
  if (after == checkpoints_.begin()) {
    position = origin();
  } else {
    position = std::prev(after)->state;
    i = std::prev(after)->at;
  }
  // The deals come from the seed and decks, as they did.
  for (; i < target; ++i) {
    if (position.is_chance()) {
      Status dealt = deal_due(position, *variant_, shared_fresh_deck(), seed_, decks_, nullptr);
      if (!dealt) return dealt;
    }
    position.apply_unchecked(actions_[i]);
  }
  return Status::ok();
}

State Game::origin() const {
  if (origin_) return *origin_;
  // As create() set it up.
  State s(*variant_);
  s.set_deal_start(0, start_scores_, std::vector<int>(start_scores_.size(), 0), -1);
  return s;
}

Game::EventLog::EventLog(const EventLog& o) {
  std::lock_guard<std::mutex> hold(o.lock);
  events = o.events;
  ends = o.ends;
  if (o.position) position = std::make_unique<State>(*o.position);
}

Game::EventLog& Game::EventLog::operator=(const EventLog& o) {
  if (this == &o) return *this;
  std::scoped_lock hold(lock, o.lock);
  events = o.events;
  ends = o.ends;
  position = o.position ? std::make_unique<State>(*o.position) : nullptr;
  return *this;
}

Game::EventLog& Game::EventLog::operator=(EventLog&& o) noexcept {
  events = std::move(o.events);
  ends = std::move(o.ends);
  position = std::move(o.position);
  return *this;
}

void Game::log_events() const {
  const std::size_t made = actions_.size();
  if (log_.ends.size() == made + 1) return;
  std::vector<Event>& events = log_.events;
  std::vector<std::size_t>& ends = log_.ends;
  try {
    if (!log_.position) {
      auto position = std::make_unique<State>(*variant_);
      if (ends.empty()) {
        *position = origin();
        deal_due(*position, *variant_, shared_fresh_deck(), seed_, decks_, &events);
        ends.push_back(events.size());
      } else {
        // To where the log ends, without events: the log has them. Those decisions were
        // played before, so playing them again succeeds.
        static_cast<void>(replay(ends.size() - 1, *position));
        if (position->is_chance()) deal_due(*position, *variant_, shared_fresh_deck(), seed_, decks_, nullptr);
      }
      log_.position = std::move(position);
    }
    State& position = *log_.position;
    ends.reserve(made + 1);
    for (std::size_t i = ends.size() - 1; i < made; ++i) {
      position.apply_unchecked(actions_[i], &events);
      if (position.is_chance()) deal_due(position, *variant_, shared_fresh_deck(), seed_, decks_, &events);
      ends.push_back(events.size());
    }
  } catch (...) {
    // Out of memory: the log keeps what it covered completely, and plays it again next time.
    events.resize(ends.empty() ? 0 : ends.back());
    log_.position.reset();
    throw;
  }
}

const std::vector<Event>& Game::events() const {
  std::lock_guard<std::mutex> hold(log_.lock);
  log_events();
  return log_.events;
}

std::size_t Game::last_events_begin() const {
  std::lock_guard<std::mutex> hold(log_.lock);
  log_events();
  const std::size_t made = actions_.size();
  return made == 0 ? 0 : log_.ends[made - 1];
}

Status Game::undo(std::size_t count) {
  const std::size_t made = actions_.size();
  if (count > made)
    return Status{Code::InvalidArgument, "cannot undo " + std::to_string(count) + " decisions: " +
                                             (made == 0 ? std::string("none has") : std::to_string(made) +
                                                                                         (made == 1 ? " has" : " have")) +
                                             " been made since the game began"};
  if (count == 0) return Status::ok();
  const std::size_t target = made - count;
  // The position is played again into a copy, so that nothing changes unless the whole replay
  // succeeds; room for the checkpoint of a deal dealt at once below.
  State position(*variant_);
  Status replayed = replay(target, position);
  if (!replayed) return replayed;
  checkpoints_.reserve(checkpoints_.size() + 1);
  state_ = position;
  actions_.resize(target);
  pending_.waiting.store(false, std::memory_order_relaxed);
  {
    std::lock_guard<std::mutex> hold(log_.lock);
    if (log_.ends.size() > target + 1) {
      log_.events.resize(log_.ends[target]);
      log_.ends.resize(target + 1);
      log_.position.reset();
    }
  }
  // The checkpoints of deals dealt after the target go, and one at the target: a deal due there
  // is dealt again (or waits), which remembers it again.
  while (!checkpoints_.empty() && checkpoints_.back().at >= target) checkpoints_.pop_back();
  if (state_.is_chance()) return deal_next();
  list_legal_actions();
  return Status::ok();
}

const Deck* Game::shared_fresh_deck() const { return checked_ ? &checked_->fresh_deck : nullptr; }

Status Game::deal_if_due() { return deal_due(state_, *variant_, shared_fresh_deck(), seed_, decks_, nullptr); }

// Only after a list ran out of memory (list_legal_actions()).
void Game::list_legal_actions_again() const {
  state_.legal_actions(legal_);
  legal_listed_ = true;
}

std::vector<std::string> Game::legal_action_texts() const {
  std::vector<std::string> out;
  for (const Action& a : legal_actions()) out.push_back(action_text(a));
  return out;
}

Status Game::apply(const Action& action) {
  const ActionList& legal = legal_actions();
  // An element of the list itself (the usual way to play from C++) is known without a search.
  if (!legal.empty() && &action >= legal.data() && &action < legal.data() + legal.size())
    return apply_legal(static_cast<std::size_t>(&action - legal.data()));
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (legal[i] == action) return apply_legal(i);
  // Another form of a legal action (cards in another order, an interchangeable copy), or an
  // illegal one: the State says which, and why.
  auto form = state_.legal_form(action);
  if (!form) return form.status();
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (legal[i] == *form) return apply_legal(i);
  return Status{Code::Internal, "a legal action is missing from the legal list"};
}

Status Game::apply_slowly(std::size_t index) {
  deal_if_pending();
  if (state_.is_terminal()) return Status{Code::GameOver, "the game is over"};
  const ActionList& legal = legal_actions();
  if (index >= legal.size())
    return Status{Code::InvalidArgument, "action index " + std::to_string(index) + " is out of range: there are " +
                                             std::to_string(legal.size()) + " legal actions"};
  const Action a = legal[index];
  // Room first, so that running out of memory throws before anything has changed: for the
  // action, and for the checkpoint of a next deal from an explicit deck (dealt at once).
  if (actions_.size() == actions_.capacity()) actions_.reserve(record_room(*variant_, actions_.size()));
  if (static_cast<std::size_t>(state_.deal_number()) + 1 < decks_.size() && checkpoints_.size() == checkpoints_.capacity())
    checkpoints_.reserve(2 * checkpoints_.size() + 4);
  state_.apply_unchecked(a);
  actions_.push_back(a);
  // Most actions end no deal.
  if (state_.is_chance()) return deal_next();
  list_legal_actions();
  return Status::ok();
}

Status Game::apply_text(std::string_view text) {
  auto a = parse_action(text);
  if (!a) return a.status();
  return apply(*a);
}

std::vector<Event> Game::last_events() const {
  std::lock_guard<std::mutex> hold(log_.lock);
  log_events();
  const std::size_t made = actions_.size();
  const std::size_t begin = made == 0 ? 0 : log_.ends[made - 1];
  return std::vector<Event>(log_.events.begin() + static_cast<std::ptrdiff_t>(begin), log_.events.end());
}

// Record format, line by line:
//   bezique-record 1
//   variant <variant text>
//   seed <unsigned 64-bit>
//   start-scores <n> <n> ...       (optional: only when a side starts with points, 7.5)
//   deck <n> <card> <card> ...     (optional, one per explicit deal, in order)
//   actions
//   <action text>                  (one per line, in the notation of notation.hpp)
//   end
std::string Game::record() const {
  if (!has_history_) return {};
  std::ostringstream out;
  out << "bezique-record 1\n";
  out << "variant " << variant_text(*variant_) << "\n";
  out << "seed " << seed_ << "\n";
  if (std::any_of(start_scores_.begin(), start_scores_.end(), [](int score) { return score != 0; })) {
    out << "start-scores";
    for (int score : start_scores_) out << " " << score;
    out << "\n";
  }
  for (std::size_t i = 0; i < decks_.size(); ++i) out << "deck " << i << " " << deck_text(decks_[i], variant_->jokers > 0) << "\n";
  out << "actions\n";
  // An action's text depends on its position (copy numbers, kinds inferred): the game is played
  // again from its start to write them.
  State replay(*variant_);
  replay.set_deal_start(0, start_scores_, std::vector<int>(start_scores_.size(), 0), -1);
  deal_due(replay, *variant_, shared_fresh_deck(), seed_, decks_, nullptr);
  for (const Action& a : actions_) {
    out << bezique::action_text(replay, a) << "\n";
    replay.apply_unchecked(a);
    deal_due(replay, *variant_, shared_fresh_deck(), seed_, decks_, nullptr);
  }
  out << "end\n";
  return out.str();
}

Result<Game> Game::from_record(std::string_view text) {
  if (text.size() > kMaxRecordBytes)
    return Status{Code::CorruptRecord, "record larger than " + std::to_string(kMaxRecordBytes >> 20) + " MiB"};
  TextLines lines(text, "record", true);
  std::string_view line;
  auto corrupt = [&](std::string_view at, const std::string& m) { return lines.error_at(at, Code::CorruptRecord, m); };
  auto expect = [&](std::string_view key) {
    if (lines.next(line) && line.substr(0, key.size()) == key) return true;
    if (lines.error().is_ok() && lines.line_number() == 0) line = {};
    return false;
  };
  if (!expect("bezique-record 1") || line != "bezique-record 1")
    return !lines.error().is_ok() ? lines.error()
                                  : corrupt(line, "not a bezique record (expected 'bezique-record 1', found " +
                                                      quote(line) + ")");
  if (!expect("variant ")) return !lines.error().is_ok() ? lines.error() : corrupt(line, "expected 'variant <text>'");
  std::size_t variant_error = 0;
  auto variant = parse_variant_at(line.substr(8), variant_error);
  if (!variant) return corrupt(line.substr(8 + variant_error), variant.status().message());
  if (!expect("seed ")) return !lines.error().is_ok() ? lines.error() : corrupt(line, "expected 'seed <number>'");
  std::uint64_t seed = 0;
  {
    const std::string_view digits = line.substr(5);
    if (digits.empty() || digits.size() > 20) return corrupt(digits, "bad seed " + quote(digits));
    for (std::size_t k = 0; k < digits.size(); ++k) {
      const char c = digits[k];
      if (c < '0' || c > '9') return corrupt(digits.substr(k), "bad seed " + quote(digits));
      const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
      if (seed > (UINT64_MAX - d) / 10) return corrupt(digits, "seed out of range (0 to 18446744073709551615)");
      seed = seed * 10 + d;
    }
  }
  std::vector<int> start_scores(static_cast<std::size_t>(variant->sides()), 0);
  if (lines.peek("start-scores")) {
    lines.next(line);
    std::string_view rest = line.substr(std::min<std::size_t>(12, line.size()));
    for (int& score : start_scores) {
      if (rest.empty() || rest.front() != ' ') return corrupt(rest, "start-scores: expected one score per side");
      rest.remove_prefix(1);
      const std::string_view digits = rest.substr(0, std::min(rest.find(' '), rest.size()));
      auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), score);
      if (digits.empty() || ec != std::errc() || ptr != digits.data() + digits.size() || score < 0)
        return corrupt(digits, "start-scores: " + quote(digits) + " is not a score");
      rest.remove_prefix(digits.size());
    }
    if (!rest.empty()) return corrupt(rest, "start-scores: more scores than sides");
  }
  std::vector<Deck> decks;
  while (lines.peek("deck")) {
    lines.next(line);
    const std::string_view rest = line.substr(std::min<std::size_t>(5, line.size()));
    const auto sp = rest.find(' ');
    if (sp == std::string_view::npos || rest.substr(0, sp) != std::to_string(decks.size()))
      return corrupt(rest, "expected 'deck " + std::to_string(decks.size()) + " <cards>'");
    auto deck = parse_deck(*variant, rest.substr(sp + 1));
    if (!deck) return corrupt(rest.substr(sp + 1), deck.status().message());
    decks.push_back(std::move(*deck));
  }
  if (!lines.error().is_ok()) return lines.error();
  if (!expect("actions") || line != "actions")
    return !lines.error().is_ok() ? lines.error() : corrupt(line, "expected 'actions'");
  auto game = Game::create(*variant, seed, std::move(decks), start_scores);
  if (!game) return corrupt(line, game.status().message());
  bool ended = false;
  while (lines.next(line)) {
    if (line == "end") {
      ended = true;
      break;
    }
    const std::string_view action = line.substr(std::min(line.find_first_not_of(" \t"), line.size()));
    if (action.empty()) continue;
    Status s = game->apply_text(action);
    if (!s) return corrupt(action, "action " + std::to_string(game->actions().size() + 1) + " " + quote(action) + ": " +
                                       s.message());
  }
  if (!lines.error().is_ok()) return lines.error();
  if (!ended) return corrupt(line.substr(line.size()), "missing 'end' (the record is truncated)");
  if (!lines.at_end()) {
    lines.next(line);
    while (line.empty() && lines.next(line)) {
    }
    if (!lines.error().is_ok()) return lines.error();
    return corrupt(line, "text after 'end'");
  }
  return game;
}

}  // namespace bezique
