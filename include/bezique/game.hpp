// A match with its history: the variant, the deals (from a seed or explicit deck orders), every
// action and every event. Chance is resolved for you: after each action, a due deal is dealt.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/notation.hpp"
#include "bezique/state.hpp"
#include "bezique/view.hpp"

namespace bezique {

using Deck = std::vector<CardId>;

// The deck of deal `deal_number` of a game seeded with `seed`: fresh_deck() shuffled by
// shuffle_cards() with Rng(deal_seed(seed, deal_number)).
Deck seeded_deck(const Variant& variant, std::uint64_t seed, int deal_number);
// Reads a deck order written as card types ("AS TS KS ..."); the n-th occurrence of a card
// is its copy n. Every card of the variant must appear exactly once.
Result<Deck> parse_deck(const Variant& variant, std::string_view text);
std::string deck_text(const Deck& deck);

class Game {
 public:
  // A new match; the first deal is dealt from `seed`, or from decks[0], decks[1], ... while
  // they last.
  static Result<Game> create(const Variant& variant, std::uint64_t seed, std::vector<Deck> decks = {});

  const Variant& variant() const { return *variant_; }
  const State& state() const { return state_; }
  std::uint64_t seed() const { return seed_; }
  const std::vector<Deck>& decks() const { return decks_; }

  bool is_over() const { return state_.is_terminal(); }
  int current_player() const { return state_.current_player(); }
  ActionList legal_actions() const { return state_.legal_actions(); }
  std::vector<std::string> legal_action_texts() const;
  std::string action_text(const Action& a) const { return bezique::action_text(state_, a); }
  Result<Action> parse_action(std::string_view text) const { return bezique::parse_action(state_, text); }

  // Applies a legal action (and deals the next deal when one is due). An illegal one changes
  // nothing and returns why.
  Status apply(const Action& action);
  Status apply_text(std::string_view text);

  const std::vector<Action>& actions() const { return actions_; }
  // Every event so far, the first deal's included.
  const std::vector<Event>& events() const { return events_; }
  // The events caused by the last action (or by the first deal, before any action).
  std::vector<Event> last_events() const;

  View view(int player) const { return make_view(state_, player, &events_); }
  View spectator_view() const { return make_view(state_, kSpectator, &events_); }

  // The record: variant, seed, explicit decks and actions as text; loading replays and
  // checks every action.
  std::string record() const;
  static Result<Game> from_record(std::string_view text);

 private:
  Game() = default;
  Status deal_if_due();

  std::shared_ptr<const Variant> variant_;
  State state_{*default_variant()};
  std::uint64_t seed_ = 0;
  std::vector<Deck> decks_;
  std::vector<Action> actions_;
  std::vector<std::string> action_texts_;
  std::vector<Event> events_;
  std::size_t last_begin_ = 0;

  static const Variant* default_variant();
};

// Saves and loads a State with every hidden field (stock order included), for servers and
// search checkpoints (format: docs/records.md). Loading checks the variant, card conservation
// and consistency, and refuses bad text with CorruptRecord. The loaded State refers to
// `variant`, which must outlive it and its copies.
std::string state_to_text(const State& state);
Result<State> state_from_text(const Variant& variant, std::string_view text);

}  // namespace bezique
