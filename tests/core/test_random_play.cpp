// The random-play invariant harness (after OpenSpiel's RandomSimTest): every preset, many
// seeds, random legal actions, and at every step the invariants a rules engine must keep —
// legal actions applicable, cards conserved, copies equal, saved states reloading equal,
// records replaying, notation parsing back, scores matching their events, and views that
// reveal nothing hidden.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "swap_tokens.hpp"

// Sanitizer and unoptimised builds play fewer games so the suite stays quick there.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
#define BEZIQUE_SLOW_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define BEZIQUE_SLOW_BUILD 1
#endif
#endif

namespace bezique {
namespace {

// Seeds 1, 2, ... are played until a preset has used its budget of steps (decisions), at
// least kMinSeeds and at most kMaxSeeds games: long cumulative games get fewer seeds.
#ifdef BEZIQUE_SLOW_BUILD
constexpr int kMinSeeds = 1;
constexpr int kMaxSeeds = 4;
constexpr long kStepBudget = 1000;
#else
constexpr int kMinSeeds = 3;
constexpr int kMaxSeeds = 16;
constexpr long kStepBudget = 6000;
#endif

std::string token_of(const Variant& v, CardId c) { return card_text(c, true, v.jokers > 0); }

// Card types written in a text as whole upper-case tokens ("QS", "TH").
std::vector<CardType> card_tokens(const std::string& text) {
  std::vector<CardType> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && !std::isalnum(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t j = i;
    while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j]))) ++j;
    const std::string tok = text.substr(i, j - i);
    if (tok.size() == 2 && std::string("AKQJT987").find(tok[0]) != std::string::npos &&
        std::string("SHDC").find(tok[1]) != std::string::npos)
      out.push_back(*parse_card_type(tok));
    i = j;
  }
  return out;
}

// The same events with two cards exchanged in the hidden ones of `owner`: the history of the
// world in which `owner` held the other card.
std::vector<Event> swap_hidden_events(std::vector<Event> events, int owner, CardId x, CardId y, std::size_t from) {
  for (std::size_t i = from; i < events.size(); ++i) {
    Event& e = events[i];
    if (!e.hidden || e.player != owner) continue;
    for (int i = 0; i < e.count; ++i) {
      if (e.cards[i] == x) e.cards[i] = y;
      else if (e.cards[i] == y) e.cards[i] = x;
    }
  }
  return events;
}

// Cards of `player`'s hand that no one else has seen: not on the table, never declared, not
// shown in a public event of this deal (`seen`).
std::vector<CardId> concealed(const State& s, int player, const CardSet& seen) {
  std::vector<CardId> out;
  s.hand(player).without(s.shown()).for_each([&](CardId c) {
    if (s.history(c) == 0 && !seen.contains(c)) out.push_back(c);
  });
  return out;
}

class Harness {
 public:
  // `variant_text`: a preset's name, or variant text with options.
  Harness(const std::string& variant_text, std::uint64_t seed)
      : variant_(*parse_variant(variant_text)), seed_(seed), rng_(seed * 7919 + 17) {}

  void run() {
    auto created = Game::create(variant_, seed_);
    ASSERT_TRUE(created.is_ok()) << created.status().message();
    Game game = std::move(*created);
    ASSERT_NO_FATAL_FAILURE(check_score_events(game, 0));
    int steps = 0;
    std::size_t scored_upto = game.events().size();
    while (!game.is_over()) {
      SCOPED_TRACE("step " + std::to_string(steps));
      const State& s = game.state();
      ASSERT_FALSE(s.is_chance()) << "Game leaves a deal undealt";
      ASSERT_NO_FATAL_FAILURE(check_state(game));
      const ActionList legal = s.legal_actions();
      const Action chosen = choose(legal);
      const bool save_now = steps % 4 == 0;
      const bool views_now = steps % 7 == 0;
      std::string saved;
      if (save_now) saved = state_to_text(s);
      if (views_now) {
        ASSERT_NO_FATAL_FAILURE(check_views(game, steps % 140 == 0));
      }

      // A copy advanced with the same action equals the original advanced.
      State copy = s;
      ASSERT_TRUE(copy == s);
      std::vector<Event> copy_events;
      ASSERT_TRUE(copy.apply(chosen, &copy_events).is_ok());
      ASSERT_TRUE(game.apply(chosen).is_ok()) << action_text(s, chosen);
      if (copy.is_chance()) {
        ASSERT_TRUE(copy.deal(seeded_deck(variant_, seed_, copy.deal_number()), &copy_events).is_ok());
      }
      ASSERT_TRUE(copy == game.state()) << "a copy advanced differently after " << game.actions().size() << " actions";
      ASSERT_EQ(copy_events, game.last_events());

      // A saved state reloads equal, offers the same actions and continues the same way.
      if (save_now) {
        auto loaded = state_from_text(variant_, saved);
        ASSERT_TRUE(loaded.is_ok()) << loaded.status().message() << "\n" << saved;
        State back = *loaded;
        ASSERT_EQ(state_to_text(back), saved);
        ASSERT_EQ(back.legal_actions(), legal);
        ASSERT_TRUE(back.apply(chosen).is_ok());
        if (back.is_chance()) {
          ASSERT_TRUE(back.deal(seeded_deck(variant_, seed_, back.deal_number())).is_ok());
        }
        ASSERT_TRUE(back == game.state()) << "a reloaded state continued differently";
        ++saves_;
      }
      ASSERT_NO_FATAL_FAILURE(check_score_events(game, scored_upto));
      scored_upto = game.events().size();
      ASSERT_LT(++steps, 500000);
    }
    ASSERT_NO_FATAL_FAILURE(check_state(game));
    ASSERT_NO_FATAL_FAILURE(check_views(game, true));
    ASSERT_TRUE(game.legal_actions().empty());
    ASSERT_NO_FATAL_FAILURE(check_record(game));
    steps_ = steps;
  }

  int steps() const { return steps_; }
  int saves() const { return saves_; }
  int swaps() const { return swaps_; }

 private:
  // Claims end a fixed-point game at once; taken rarely, random play still reaches them.
  Action choose(const ActionList& legal) {
    ActionList pool;
    for (const Action& a : legal)
      if (a.type != ActionType::Claim || rng_.below(100) == 0) pool.push_back(a);
    if (pool.empty()) pool = legal;
    return pool[rng_.below(static_cast<std::uint32_t>(pool.size()))];
  }

  void check_state(const Game& game) {
    const State& s = game.state();
    Status inv = s.check_invariants();
    ASSERT_TRUE(inv.is_ok()) << inv.message() << "\n" << state_to_text(s);
    State copy = s;
    ASSERT_TRUE(copy == s);
    if (s.is_terminal()) return;
    const ActionList legal = s.legal_actions();
    ASSERT_FALSE(legal.empty()) << "no legal action before the end of the game";
    for (std::size_t i = 1; i < legal.size(); ++i)
      ASSERT_TRUE(legal[i - 1] < legal[i]) << "legal actions out of order or repeated";
    for (const Action& a : legal) {
      const std::string text = action_text(s, a);
      Status ok = s.check(a);
      ASSERT_TRUE(ok.is_ok()) << text << ": " << ok.message();
      State next = s;
      ASSERT_TRUE(next.apply(a).is_ok()) << text;
      if (!next.is_chance()) {
        Status after = next.check_invariants();
        ASSERT_TRUE(after.is_ok()) << "after " << text << ": " << after.message();
      }
      auto parsed = parse_action(s, text);
      ASSERT_TRUE(parsed.is_ok()) << text << ": " << parsed.status().message();
      ASSERT_TRUE(*parsed == a) << "'" << text << "' parses to another action";
    }
    ASSERT_NO_FATAL_FAILURE(check_plays_complete(s, legal));
    ASSERT_NO_FATAL_FAILURE(check_declarations_complete(s, legal));
  }

  // The declarations offered are complete: every set of the declarer's cards that
  // evaluate_meld() accepts, with each group of interchangeable copies represented by its
  // lowest copies, is offered, and nothing else. Trying every subset is affordable only for
  // small hands of one or two packs without partner cards, so only those presets check it.
  void check_declarations_complete(const State& s, const ActionList& legal) {
    const Variant& v = s.variant();
    if (s.phase() != Phase::Declare || v.packs > 2 || v.use_partner_cards) return;
    bool may_declare = false;
    for (const Action& a : legal) may_declare = may_declare || a.type != ActionType::Pass;
    const int p = s.current_player();
    std::vector<CardId> cards;
    s.hand(p).for_each([&](CardId c) { cards.push_back(c); });
    if (cards.size() > 12) return;
    std::vector<Action> expected, offered;
    for (const Action& a : legal)
      if (a.type == ActionType::Declare) offered.push_back(a);
    if (offered.empty() && !may_declare) return;  // declarations used up: nothing to enumerate
    for (std::uint32_t subset = 1; subset < (1u << cards.size()); ++subset) {
      std::vector<CardId> picked;
      for (std::size_t i = 0; i < cards.size(); ++i)
        if ((subset >> i) & 1) picked.push_back(cards[i]);
      // Only the canonical choice: the lowest copies of each group of interchangeable copies.
      bool canonical = true;
      for (CardId c : picked)
        for (CardId d : cards)
          if (d < c && s.interchangeable(c, d) && std::find(picked.begin(), picked.end(), d) == picked.end())
            canonical = false;
      if (!canonical) continue;
      std::sort(picked.begin(), picked.end(),
                [](CardId a, CardId b) { return type_of(a) != type_of(b) ? type_of(a) < type_of(b) : a < b; });
      for (int k = 0; k < kMeldKinds; ++k) {
        const MeldKind kind = static_cast<MeldKind>(k);
        if (cards_in_meld(kind) != static_cast<int>(picked.size())) continue;
        if (!s.evaluate_meld(p, kind, picked.data(), static_cast<int>(picked.size()))) continue;
        Action a;
        a.type = ActionType::Declare;
        a.kind = kind;
        a.count = static_cast<std::uint8_t>(picked.size());
        std::copy(picked.begin(), picked.end(), a.cards.begin());
        expected.push_back(a);
      }
    }
    std::sort(expected.begin(), expected.end());
    ASSERT_EQ(offered.size(), expected.size()) << "declarations offered: " << offered.size() << ", formable: " << expected.size();
    for (std::size_t i = 0; i < offered.size(); ++i)
      ASSERT_TRUE(offered[i] == expected[i]) << action_text(s, expected[i]) << " vs offered " << action_text(s, offered[i]);
  }

  // docs/rules.md 2.8 written out card by card, independently of State's card-type masks: the cards
  // of the hand that may be played to the current trick. Strength: a trump beats any other card,
  // a card of the suit led beats the other plain suits, within a suit A 10 K Q J 9 8 7, and of
  // equal cards the one played first stays ahead.
  // Section 7.4 with jokers: a joker has no suit; it is played only from a hand of nothing but
  // jokers (joker_stage2 = last_resort) or whenever the duties leave any card free (free); a led
  // joker is beaten only by a trump, and a joker played after the lead never wins.
  static CardSet playable_by_rule(const State& s) {
    const Variant& v = s.variant();
    const int p = s.current_player();
    const CardSet& full_hand = s.hand(p);
    if (s.stage() == 1) return full_hand;
    auto joker = [&](CardId c) { return v.jokers > 0 && is_joker(c); };
    CardSet hand, jokers;
    full_hand.for_each([&](CardId c) { (joker(c) ? jokers : hand).insert(c); });
    if (hand.empty()) return jokers;
    const bool free_jokers = v.joker_stage2 == JokerStage2::Free;
    const CardSet any_card = free_jokers ? full_hand : hand;
    if (s.trick_size() == 0) return any_card;
    const int trump = s.trump();
    const bool joker_led = joker(s.trick_card(0));
    const int led = joker_led ? -1 : static_cast<int>(suit_of(s.trick_card(0)));
    auto strength = [&](CardId c) {
      if (joker(c)) return c == s.trick_card(0) ? 16 : -1;
      const int suit = static_cast<int>(suit_of(c));
      const int rank_order = kRanks - static_cast<int>(rank_of(c));
      return (suit == trump ? 2 : suit == led ? 1 : 0) * 16 + rank_order;
    };
    int best = 0;
    for (int i = 1; i < s.trick_size(); ++i)
      if (strength(s.trick_card(i)) > strength(s.trick_card(best))) best = i;
    const int to_beat = strength(s.trick_card(best));
    const bool partner_winning = v.partnerships && v.side_of(s.trick_player(best)) == v.side_of(p);
    const bool must_head = v.stage2_must_head && (v.stage2_head_partner || !partner_winning);
    CardSet follow, higher_follow, trumps, higher_trumps;
    hand.for_each([&](CardId c) {
      const int suit = static_cast<int>(suit_of(c));
      if (suit == led) follow.insert(c);
      if (suit == led && strength(c) > to_beat) higher_follow.insert(c);
      if (suit == trump) trumps.insert(c);
      if (suit == trump && strength(c) > to_beat) higher_trumps.insert(c);
    });
    if (joker_led) return must_head && !higher_trumps.empty() ? higher_trumps : any_card;
    if (!follow.empty()) return must_head && !higher_follow.empty() ? higher_follow : follow;
    if (trumps.empty()) return any_card;
    if (v.stage2_void == Stage2Void::MustTrump) return must_head && !higher_trumps.empty() ? higher_trumps : trumps;
    return higher_trumps.empty() ? any_card : higher_trumps;
  }

  // The plays offered are complete and right: check() allows exactly the cards docs/rules.md 2.8
  // allows (refusing others for a duty, or as a copy other than the one offered), and for each
  // allowed card the lowest copy of its group of interchangeable copies is offered, and nothing
  // else is.
  void check_plays_complete(const State& s, const ActionList& legal) {
    if (s.phase() != Phase::Play) return;
    const CardSet& hand = s.hand(s.current_player());
    const CardSet allowed = playable_by_rule(s);
    std::vector<CardId> expected, offered;
    hand.for_each([&](CardId c) {
      bool lowest = true;
      hand.for_each([&](CardId d) { lowest = lowest && !(d < c && s.interchangeable(c, d)); });
      const Status st = s.check(Action::play(c));
      const bool checked = st.is_ok() || st.message().find("not the one offered") != std::string::npos;
      EXPECT_EQ(checked, allowed.contains(c)) << card_text(c, true) << ": " << st.message();
      if (lowest && allowed.contains(c)) expected.push_back(c);
    });
    for (const Action& a : legal)
      if (a.type == ActionType::Play) offered.push_back(a.cards[0]);
    std::sort(expected.begin(), expected.end(),
              [](CardId a, CardId b) { return type_of(a) != type_of(b) ? type_of(a) < type_of(b) : a < b; });
    ASSERT_EQ(offered, expected) << "the plays offered are not one per group of every playable card";
  }

  // Scores are the sums of their events (per deal where each deal is a game), and match
  // results the sums of GameResult events.
  void check_score_events(const Game& game, std::size_t from) {
    const bool per_deal = variant_.scoring == GameScoring::Rubicon;
    const auto& events = game.events();
    for (std::size_t i = from; i < events.size(); ++i) {
      const Event& e = events[i];
      if (e.type == EventType::DealStarted && per_deal) scores_ = {};
      if (e.type == EventType::PointsScored) {
        ASSERT_NE(e.value, 0) << "a score event of no points";
        // Only the brisque majority takes points away (7.5), and a floor of 0 stops it there.
        if (e.value < 0) {
          ASSERT_EQ(variant_.brisque_scheme, BrisqueScheme::Majority) << "points lost without brisque_scheme=majority";
          ASSERT_EQ(e.reason, ScoreReason::Brisques);
        }
        scores_[e.side] += e.value;
        if (variant_.score_floor == ScoreFloor::Zero) {
          ASSERT_GE(scores_[e.side], 0) << "a score below the floor of 0";
        }
      }
      if (e.type == EventType::GameResult) results_[e.side] += e.value;
    }
    for (int side = 0; side < variant_.sides(); ++side) {
      ASSERT_EQ(game.state().score(side), scores_[side]) << "side " << side;
      ASSERT_EQ(game.state().result(side), results_[side]) << "side " << side;
    }
  }

  void check_record(const Game& game) {
    const std::string record = game.record();
    auto loaded = Game::from_record(record);
    ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
    ASSERT_EQ(loaded->events(), game.events());
    ASSERT_TRUE(loaded->state() == game.state());
    ASSERT_EQ(loaded->record(), record);
    for (int side = 0; side < variant_.sides(); ++side) {
      ASSERT_EQ(loaded->state().score(side), game.state().score(side));
      ASSERT_EQ(loaded->state().result(side), game.state().result(side));
    }
    ASSERT_EQ(loaded->state().winner(), game.state().winner());
  }

  // What a viewer may see: own hand, tables, trick, played cards, turn-up, public events.
  // The event history grows with the game, so it joins the check only now and then.
  void check_views(const Game& game, bool with_history) {
    const State& s = game.state();
    const auto& events = game.events();
    const std::vector<Event>* history = with_history ? &events : nullptr;
    // Public cards of this deal: earlier deals' cards are all back in play.
    std::size_t deal_begin = events.size();
    while (deal_begin > 0 && events[deal_begin - 1].type != EventType::DealStarted) --deal_begin;
    CardSet public_cards;
    for (std::size_t i = deal_begin; i < events.size(); ++i)
      if (!events[i].hidden)
        for (int k = 0; k < events[i].count; ++k) public_cards.insert(events[i].cards[k]);
    for (int viewer = kSpectator; viewer < variant_.players; ++viewer) {
      SCOPED_TRACE("viewer " + std::to_string(viewer));
      const View view = make_view(s, viewer, history);
      std::vector<CardId> hand;
      if (viewer >= 0) s.hand_seen_by(viewer).for_each([&](CardId c) { hand.push_back(c); });
      ASSERT_EQ(view.hand, hand);
      ASSERT_EQ(view.turn_up, s.turn_up());
      for (int p = 0; p < variant_.players; ++p) {
        std::vector<CardId> table;
        s.table(p).for_each([&](CardId c) { table.push_back(c); });
        ASSERT_EQ(view.table[p], table) << "the view's table of player " << p << " is not the declared cards";
      }
      if (with_history) {
        ASSERT_EQ(view.history.size(), events.size());
        for (std::size_t i = 0; i < events.size(); ++i) {
          const Event& e = events[i];
          const Event& seen = view.history[i];
          if (e.hidden && e.player != viewer) {
            bool clean = seen.redacted && seen.count == e.count;
            for (CardId c : seen.cards) clean = clean && c == 0;
            if (!clean) FAIL() << "event " << i << " (" << event_text(e) << ") is not redacted for viewer " << viewer;
          } else if (!(seen == e)) {
            FAIL() << "event " << i << " (" << event_text(e) << ") is changed in the view of " << viewer;
          }
        }
      }
      if (viewer >= 0 && s.current_player() != viewer) {
        ASSERT_TRUE(view.legal_actions.empty());
      }

      // The text names only card types the viewer can see.
      std::array<bool, kCardTypes> visible{};
      auto see = [&](CardId c) {
        if (!(variant_.jokers > 0 && is_joker(c))) visible[type_of(c)] = true;  // a joker shows as JK
      };
      for (CardId c : view.hand) see(c);
      for (const auto& t : view.table)
        for (CardId c : t) see(c);
      for (const TrickCard& t : view.trick) see(t.card);
      if (view.turn_up >= 0) visible[type_of(static_cast<CardId>(view.turn_up))] = true;
      const std::string text = view_text(s, view);
      for (CardType t : card_tokens(text))
        if (!visible[t]) FAIL() << "view text shows " << type_text(t) << "\n" << text;

      ASSERT_NO_FATAL_FAILURE(check_hidden_swap(game, viewer, view, history, public_cards, deal_begin));
    }
  }

  // Two states that differ only in cards hidden from the viewer give the viewer the same view.
  void check_hidden_swap(const Game& game, int viewer, const View& view, const std::vector<Event>* history,
                         const CardSet& public_cards, std::size_t deal_begin) {
    // The hidden cards as the state text names them (the hands not to act are numbered lazily).
    const State s = game.state().canonical();
    const auto& events = game.events();
    if (s.is_terminal()) return;
    // Candidate pairs: another player's concealed card and a face-down stock card, or
    // concealed cards of two other players.
    std::vector<std::pair<int, CardId>> hidden;  // (owner or -1 for the stock, card)
    for (int p = 0; p < variant_.players; ++p) {
      if (p == viewer) continue;
      for (CardId c : concealed(s, p, public_cards)) hidden.push_back({p, c});
    }
    const int bottom = s.turn_up() >= 0 ? 1 : 0;
    for (int i = bottom; i < s.stock_size(); ++i)
      if (!public_cards.contains(s.stock()[i])) hidden.push_back({-1, s.stock()[i]});
    if (hidden.size() < 2) return;
    for (int attempt = 0; attempt < 4; ++attempt) {
      const auto& a = hidden[rng_.below(static_cast<std::uint32_t>(hidden.size()))];
      const auto& b = hidden[rng_.below(static_cast<std::uint32_t>(hidden.size()))];
      const bool a_joker = variant_.jokers > 0 && is_joker(a.second), b_joker = variant_.jokers > 0 && is_joker(b.second);
      if (a.first == b.first || (a_joker == b_joker && (a_joker || type_of(a.second) == type_of(b.second)))) continue;
      // A carte blanche repeat decision depends on the card just drawn; keep it in place.
      bool last_drawn = false;
      for (const auto& h : {a, b})
        if (h.first >= 0 && s.phase() == Phase::Repeat && s.current_player() == h.first) last_drawn = true;
      if (last_drawn) continue;
      const std::string text = swap_tokens(state_to_text(s), token_of(variant_, a.second), token_of(variant_, b.second));
      auto swapped = state_from_text(variant_, text);
      ASSERT_TRUE(swapped.is_ok()) << swapped.status().message();
      ASSERT_FALSE(*swapped == s);
      // This deal's hidden events, as they would have been in the swapped world.
      std::vector<Event> other = events;
      for (const auto& h : {a, b})
        if (h.first >= 0) other = swap_hidden_events(std::move(other), h.first, a.second, b.second, deal_begin);
      const View other_view = make_view(*swapped, viewer, history ? &other : nullptr);
      ASSERT_TRUE(other_view == view) << "swapping hidden " << token_of(variant_, a.second) << " and " << token_of(variant_, b.second)
                                      << " changes the view";
      ASSERT_EQ(view_text(*swapped, other_view), view_text(s, view));
      ++swaps_;
      return;
    }
  }

  Variant variant_;
  std::uint64_t seed_;
  Rng rng_;
  std::array<int, kMaxPlayers> scores_{};
  std::array<int, kMaxPlayers> results_{};
  int steps_ = 0;
  int saves_ = 0;
  int swaps_ = 0;
};

class RandomPlay : public ::testing::TestWithParam<std::string> {};

TEST_P(RandomPlay, EveryStepKeepsTheInvariants) {
  long steps = 0, saves = 0, swaps = 0;
  int seed = 1;
  for (; seed <= kMaxSeeds && (seed <= kMinSeeds || steps < kStepBudget); ++seed) {
    SCOPED_TRACE("preset " + GetParam() + ", seed " + std::to_string(seed));
    Harness h(GetParam(), static_cast<std::uint64_t>(seed));
    h.run();
    if (::testing::Test::HasFatalFailure()) return;
    steps += h.steps();
    saves += h.saves();
    swaps += h.swaps();
  }
  RecordProperty("seeds", std::to_string(seed - 1));
  RecordProperty("steps", std::to_string(steps));
  RecordProperty("saves", std::to_string(saves));
  RecordProperty("swaps", std::to_string(swaps));
  EXPECT_GT(steps, (seed - 1) * 10);
  EXPECT_GT(saves, 0);
  EXPECT_GT(swaps, 0) << "no hidden-card swap was tried";
}

std::string param_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n;
  for (char c : info.param) {
    if (std::isalnum(static_cast<unsigned char>(c))) n += c;
    else if (!n.empty() && n.back() != '_') n += '_';
  }
  while (!n.empty() && n.back() == '_') n.pop_back();
  return n;
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, RandomPlay, ::testing::ValuesIn(preset_names()), param_name);

// Every option of docs/rules.md section 7 away from its preset's value, and jokers in the
// classic forms that trump by the first marriage.
INSTANTIATE_TEST_SUITE_P(
    Section7Options, RandomPlay,
    ::testing::Values("haitian(joker_stage2=free)", "haitian(seven_credit=trick_winner, seven_in_stage2=false)",
                      "haitian(brisque_scheme=threshold)", "haitian(brisque_scheme=none)",
                      "haitian(score_floor=none, brisque_min_score=0)", "haitian(players=3, brisque_scheme=all)",
                      "haitian(jokers_per_four=3, joker_single_use=false, reform_c=any_new_set)",
                      "haitian(sequence_requires_marriage=declared, sequence_max_per_player=0)",
                      "haitian(win_check=end_of_deal, class_c_upgrade=with_new_card, pre_trump_declarations=any, "
                      "meld_needs_hand_card=false)",
                      "haitian(joker_melds=all_but_quinte, four_jokers_value=200, first_bezique_value=100)",
                      "haitian-four(joker_melds=all_but_quinte, jokers_per_four=2, joker_single_use=false, "
                      "reform_a=any_new_set, reform_b=any_new_set)",
                      "haitian(jokers=2)", "haitian-four(jokers=0)", "without-trump(jokers=2)", "rubicon(jokers=4)",
                      "three-handed(trump=first_marriage, jokers=3)"),
    param_name);

}  // namespace
}  // namespace bezique
