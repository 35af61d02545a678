// The match behind a game handle: a State, the deals' source, and the history.
#include "internal.hpp"

#include "bezique/random.hpp"

namespace bzq_detail {

Match::Match(std::shared_ptr<const Variant> variant, std::uint64_t seed, std::vector<bezique::Deck> decks)
    : variant_(std::move(variant)), state_(State(*variant_)), seed_(seed), decks_(std::move(decks)) {}

bezique::Result<Match> Match::create(const Variant& variant, std::uint64_t seed, std::vector<bezique::Deck> decks) {
  Status valid = variant.validate();
  if (!valid) return valid;
  Match m(std::make_shared<const Variant>(variant), seed, std::move(decks));
  Status dealt = m.deal_if_due();
  if (!dealt) return dealt;
  return m;
}

bezique::Result<Match> Match::from_record(std::string_view text) {
  // bezique::Game parses and verifies the record; the match then replays its actions on a
  // State of its own (a State refers to its Variant, which this match must own).
  auto game = bezique::Game::from_record(text);
  if (!game) return game.status();
  auto m = create(game->variant(), game->seed(), game->decks());
  if (!m) return Status{bezique::Code::CorruptRecord, m.status().message()};
  for (const Action& a : game->actions()) {
    Status s = m->apply(a);
    if (!s) return Status{bezique::Code::Internal, "a verified record does not replay: " + s.message()};
  }
  return m;
}

bezique::Result<Match> Match::from_state(const Variant& variant, std::string_view text, std::uint64_t seed) {
  Status valid = variant.validate();
  if (!valid) return valid;
  Match m(std::make_shared<const Variant>(variant), seed, {});
  auto state = bezique::state_from_text(*m.variant_, text);
  if (!state) return state.status();
  m.state_ = std::move(*state);
  m.has_history_ = false;
  Status dealt = m.deal_if_due();
  if (!dealt) return dealt;
  return m;
}

bezique::Result<Match> Match::from_sample(std::shared_ptr<const Variant> variant, State state, std::uint64_t seed) {
  Match m(std::move(variant), seed, {});
  m.state_ = std::move(state);
  m.has_history_ = false;
  Status dealt = m.deal_if_due();
  if (!dealt) return dealt;
  return m;
}

// As bezique::Game::deal_if_due: explicit decks while they last, then the seed.
Status Match::deal_if_due() {
  while (state_->is_chance()) {
    const int n = state_->deal_number();
    bezique::Deck deck = static_cast<std::size_t>(n) < decks_.size() ? decks_[static_cast<std::size_t>(n)]
                                                                    : bezique::seeded_deck(*variant_, seed_, n);
    Status s = state_->deal(deck, &events_);
    if (!s) return s;
  }
  return Status::ok();
}

const ActionList& Match::legal() const {
  if (!legal_valid_) {
    state_->legal_actions(legal_);
    legal_valid_ = true;
  }
  return legal_;
}

Status Match::apply_legal(const Action& action) {
  // Reserve first, so that running out of memory throws before anything has changed.
  if (actions_.size() == actions_.capacity()) actions_.reserve(2 * actions_.size() + 64);
  if (events_.capacity() - events_.size() < 64) events_.reserve(2 * events_.size() + 64);
  const std::size_t begin = events_.size();
  legal_valid_ = false;
  state_->apply_unchecked(action, &events_);
  actions_.push_back(action);
  last_begin_ = begin;
  return deal_if_due();
}

Status Match::apply(const Action& action) {
  auto legal = state_->legal_form(action);
  if (!legal) return legal.status();
  return apply_legal(*legal);
}

bezique::Result<bezique::Game> Match::to_game() const {
  if (!has_history_)
    return Status{bezique::Code::WrongPhase, "a game loaded from a state text has no record: save its state instead"};
  auto game = bezique::Game::create(*variant_, seed_, decks_);
  if (!game) return Status{bezique::Code::Internal, "the game does not restart: " + game.status().message()};
  for (const Action& a : actions_) {
    Status s = game->apply(a);
    if (!s) return Status{bezique::Code::Internal, "the game does not replay: " + s.message()};
  }
  return game;
}

bezique::Result<std::string> Match::record() const {
  // Game writes the record format; its action texts depend on each position, hence the replay.
  auto game = to_game();
  if (!game) return game.status();
  return game->record();
}

}  // namespace bzq_detail
