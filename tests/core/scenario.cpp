#include "scenario.hpp"

#include <algorithm>
#include <array>
#include <sstream>

namespace bezique::test {

namespace {

std::vector<std::string> split_words(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

// Filler order: ranks 9 8 7 J Q K T A, suits C D H S.
std::vector<CardType> filler_order() {
  static constexpr Rank kRanksLowFirst[] = {Rank::Nine, Rank::Eight, Rank::Seven, Rank::Jack,
                                            Rank::Queen, Rank::King, Rank::Ten, Rank::Ace};
  static constexpr Suit kSuitsOrder[] = {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};
  std::vector<CardType> out;
  for (Rank r : kRanksLowFirst)
    for (Suit s : kSuitsOrder) out.push_back(card_type(s, r));
  return out;
}

}  // namespace

Result<Deck> build_deck(const Variant& v, int dealer, const DealSpec& spec) {
  // Card types, and one more slot for the jokers (docs/rules.md section 7), written "JK".
  constexpr int kJoker = kCardTypes;
  std::array<int, kCardTypes + 1> left{};
  for (CardId c : fresh_deck(v)) ++left[v.jokers > 0 && is_joker(c) ? kJoker : type_of(c)];
  auto name = [](int t) { return t == kJoker ? std::string("JK") : type_text(static_cast<CardType>(t)); };
  auto take = [&](const std::string& word, std::vector<int>& into) -> Status {
    int t = kJoker;
    if (word != "JK") {
      auto type = parse_card_type(word);
      if (!type) return {Code::ParseError, "'" + word + "' is not a card"};
      t = *type;
    }
    if (left[t]-- <= 0) return {Code::InvalidArgument, "too many " + name(t) + " in the scenario"};
    into.push_back(t);
    return Status::ok();
  };
  const std::vector<CardType> filler = filler_order();
  auto fill_one = [&](std::vector<int>& into) -> Status {
    for (CardType t : filler)
      if (left[t] > 0) {
        --left[t];
        into.push_back(t);
        return Status::ok();
      }
    return {Code::InvalidArgument, "the scenario uses more cards than the deck holds"};
  };

  if (static_cast<int>(spec.hands.size()) > v.players) return Status{Code::InvalidArgument, "more hands than players"};
  std::vector<std::vector<int>> hands(static_cast<std::size_t>(v.players));
  for (std::size_t p = 0; p < spec.hands.size(); ++p) {
    const auto words = split_words(spec.hands[p]);
    if (static_cast<int>(words.size()) > v.hand_size)
      return Status{Code::InvalidArgument, "hand " + std::to_string(p) + " holds more than hand_size cards"};
    for (const auto& w : words)
      if (Status s = take(w, hands[p]); !s) return s;
  }
  std::vector<int> up, stock;
  if (!spec.turn_up.empty()) {
    if (v.trump != TrumpMode::TurnUp) return Status{Code::InvalidArgument, "no turn-up in this variant"};
    if (Status s = take(spec.turn_up, up); !s) return s;
  }
  for (const auto& w : split_words(spec.stock))
    if (Status s = take(w, stock); !s) return s;
  // Filler, hands first so that they are complete; unwritten jokers lie at the stock's bottom.
  for (auto& h : hands)
    while (static_cast<int>(h.size()) < v.hand_size)
      if (Status s = fill_one(h); !s) return s;
  if (v.trump == TrumpMode::TurnUp && up.empty())
    if (Status s = fill_one(up); !s) return s;
  for (CardType t : filler)
    while (left[t] > 0) {
      --left[t];
      stock.push_back(t);
    }
  while (left[kJoker]-- > 0) stock.push_back(kJoker);

  std::string text;
  auto add = [&](int t) { text += name(t) + " "; };
  const int eldest = (dealer + 1) % v.players;
  for (int i = 0; i < v.hand_size; ++i)
    for (int k = 0; k < v.players; ++k) add(hands[static_cast<std::size_t>((eldest + k) % v.players)][static_cast<std::size_t>(i)]);
  for (int t : up) add(t);
  for (int t : stock) add(t);
  return parse_deck(v, text);
}

Result<Variant> small_deck(std::string_view variant, std::string_view cards) {
  // Read `preset(name=value, ...)` without validating: the full deck may not deal evenly.
  const std::string text(variant);
  const auto open = text.find('(');
  auto v = preset(text.substr(0, open));
  if (!v) return v.status();
  if (open != std::string::npos) {
    std::istringstream items(text.substr(open + 1, text.rfind(')') - open - 1));
    std::string item;
    while (std::getline(items, item, ',')) {
      const auto eq = item.find('=');
      auto trim = [](std::string x) {
        x.erase(0, x.find_first_not_of(' '));
        x.erase(x.find_last_not_of(' ') + 1);
        return x;
      };
      if (eq == std::string::npos) return Status{Code::ParseError, "'" + item + "' is not name=value"};
      if (Status st = set_option(*v, trim(item.substr(0, eq)), trim(item.substr(eq + 1))); !st) return st;
    }
  }
  std::array<int, kCardTypes> left{};
  for (CardId c : fresh_deck(*v))
    if (!(v->jokers > 0 && is_joker(c))) ++left[type_of(c)];  // the jokers stay as `jokers` says
  for (const auto& w : split_words(cards)) {
    auto t = parse_card_type(w);
    if (!t) return Status{Code::ParseError, "'" + w + "' is not a card"};
    if (left[*t]-- <= 0) return Status{Code::InvalidArgument, "too many " + w + " for the packs"};
  }
  v->removed.clear();
  for (int t = 0; t < kCardTypes; ++t)
    for (int i = 0; i < left[t]; ++i) v->removed.push_back(static_cast<CardType>(t));
  if (Status s = v->validate(); !s) return s;
  return v;
}

std::string cards_text(const CardSet& cards, bool jokers) {
  std::vector<CardId> ids;
  cards.for_each([&](CardId c) { ids.push_back(c); });
  auto order = [jokers](CardId c) { return jokers && is_joker(c) ? kCardTypes : static_cast<int>(type_of(c)); };
  std::sort(ids.begin(), ids.end(), [&](CardId a, CardId b) { return order(a) != order(b) ? order(a) < order(b) : a < b; });
  std::string out;
  for (CardId c : ids) out += (out.empty() ? "" : " ") + card_text(c, false, jokers);
  return out;
}

std::string hand_text(const State& state, int player) {
  return cards_text(state.hand(player), state.variant().jokers > 0);
}

CardId card(std::string_view text) {
  int joker = -1;
  if (parse_joker(text, &joker)) return static_cast<CardId>(kFirstJoker + (joker < 0 ? 0 : joker));
  auto pc = parse_card(text);
  EXPECT_TRUE(pc.has_value()) << "not a card: " << text;
  if (!pc) return 0;
  return physical_card(pc->type, pc->copy < 0 ? 0 : pc->copy);
}

int points(const std::vector<Event>& events, int side, ScoreReason reason) {
  int sum = 0;
  for (const Event& e : events)
    if (e.type == EventType::PointsScored && e.side == side && (reason == ScoreReason::None || e.reason == reason))
      sum += e.value;
  return sum;
}

int count_events(const std::vector<Event>& events, EventType type) {
  return static_cast<int>(std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.type == type; }));
}

std::optional<Event> find_event(const std::vector<Event>& events, EventType type) {
  for (const Event& e : events)
    if (e.type == type) return e;
  return std::nullopt;
}

Scenario::Scenario(std::string_view variant, std::vector<DealSpec> deals, std::uint64_t seed) {
  auto v = parse_variant(variant);
  if (!v) {
    error_ = "variant '" + std::string(variant) + "': " + v.status().message();
    return;
  }
  build(*v, std::move(deals), seed);
}

Scenario::Scenario(const Variant& variant, std::vector<DealSpec> deals, std::uint64_t seed) {
  build(variant, std::move(deals), seed);
}

void Scenario::build(const Variant& variant, std::vector<DealSpec> deals, std::uint64_t seed) {
  std::vector<Deck> decks;
  for (std::size_t i = 0; i < deals.size(); ++i) {
    const int dealer = (variant.first_dealer + static_cast<int>(i)) % variant.players;
    auto deck = build_deck(variant, dealer, deals[i]);
    if (!deck) {
      error_ = "deal " + std::to_string(i) + ": " + deck.status().message();
      return;
    }
    decks.push_back(std::move(*deck));
  }
  game_ = Game::create(variant, seed, std::move(decks));
  if (!game_) error_ = "Game::create: " + game_.status().message();
}

::testing::AssertionResult Scenario::act(int player, std::string_view text) {
  if (!game_) return ::testing::AssertionFailure() << "no game: " << error_;
  if (player >= 0 && game_->current_player() != player)
    return ::testing::AssertionFailure() << "'" << text << "': expected P" << player << " to act, but P"
                                         << game_->current_player() << " is to act; legal: " << legal_list();
  Status s = game_->apply_text(text);
  if (!s)
    return ::testing::AssertionFailure() << "'" << text << "' by P" << game_->current_player() << " refused ("
                                         << code_name(s.code()) << "): " << s.message() << "; legal: " << legal_list();
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult Scenario::acts(std::initializer_list<std::string_view> texts) {
  int i = 0;
  for (std::string_view t : texts) {
    auto r = act(t);
    if (!r) return r << " (action " << i << " of the list)";
    ++i;
  }
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult Scenario::refused(std::string_view text, Code code, std::string_view message_part) {
  if (!game_) return ::testing::AssertionFailure() << "no game: " << error_;
  const State before = game_->state();
  const std::size_t events_before = game_->events().size();
  Status s = game_->apply_text(text);
  if (s) return ::testing::AssertionFailure() << "'" << text << "' was accepted";
  if (game_->state() != before) return ::testing::AssertionFailure() << "'" << text << "' was refused but changed the state";
  if (game_->events().size() != events_before)
    return ::testing::AssertionFailure() << "'" << text << "' was refused but added events";
  if (s.code() != code)
    return ::testing::AssertionFailure() << "'" << text << "' refused with " << code_name(s.code()) << " (" << s.message()
                                         << "), expected " << code_name(code);
  if (s.message().find(message_part) == std::string::npos)
    return ::testing::AssertionFailure() << "'" << text << "' refused with '" << s.message() << "', expected it to mention '"
                                         << message_part << "'";
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult Scenario::play_out_deal() {
  if (!game_) return ::testing::AssertionFailure() << "no game: " << error_;
  const int deal = state().deal_number();
  for (int steps = 0; !game_->is_over() && state().deal_number() == deal; ++steps) {
    if (steps > 100000) return ::testing::AssertionFailure() << "the deal does not end";
    const ActionList legal = game_->legal_actions();
    if (legal.empty()) return ::testing::AssertionFailure() << "no legal action in a live deal";
    Action pick = legal[0];
    for (const Action& a : legal)
      if (a.type == ActionType::Pass) pick = a;
    if (Status s = game_->apply(pick); !s) return ::testing::AssertionFailure() << s.message();
  }
  return ::testing::AssertionSuccess();
}

bool Scenario::offers(std::string_view text) const {
  for (const auto& t : legal())
    if (t == text) return true;
  return false;
}

std::string Scenario::legal_list() const {
  std::string out;
  for (const auto& t : legal()) out += (out.empty() ? "" : ", ") + t;
  return "[" + out + "]";
}

std::vector<Event> Scenario::since_mark() const {
  const auto& all = game_->events();
  return std::vector<Event>(all.begin() + static_cast<std::ptrdiff_t>(mark_), all.end());
}

}  // namespace bezique::test
