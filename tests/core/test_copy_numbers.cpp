// Copy numbers (docs/records.md, "Copy numbers"): which physical copy of a card lies where is
// no one's business. Nothing a seat sees depends on it, a card shown for the first time takes
// the lowest number not yet public, a seat's view numbers its own hidden cards the same way, and
// every deck the engine accepts survives a record and a state text unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "bezique/simulation.hpp"

namespace bezique {
namespace {

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr int kSeeds = 1;
constexpr int kMaxSteps = 300;
#else
constexpr int kSeeds = 3;
constexpr int kMaxSteps = 1200;
#endif

class CopyNumbers : public ::testing::TestWithParam<std::string> {
 protected:
  Variant variant() const { return *preset(GetParam()); }
};

// A random legal action; a claim (which ends a fixed-point game at once) only when nothing
// else is legal.
Action random_action(const ActionList& legal, Rng& rng) {
  ActionList pool;
  for (const Action& a : legal)
    if (a.type != ActionType::Claim) pool.push_back(a);
  if (pool.empty()) pool = legal;
  return pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
}

// A deck of random physical copies in a random order: every card of the game once.
Deck random_deck(const Variant& v, Rng& rng) {
  Deck deck = fresh_deck(v);
  for (std::size_t i = deck.size(); i > 1; --i) std::swap(deck[i - 1], deck[rng.below(static_cast<std::uint32_t>(i))]);
  return deck;
}

// A card's kind: its type, or for a joker (docs/rules.md section 7) one kind of its own, whose
// copy k is joker k.
constexpr int kJokerKind = kCardTypes;
constexpr int kKinds = kCardTypes + 1;
int kind_of(const Variant& v, CardId c) { return v.jokers > 0 && is_joker(c) ? kJokerKind : type_of(c); }
int number_of(const Variant& v, CardId c) { return kind_of(v, c) == kJokerKind ? joker_index(c) : copy_of(c); }
std::string kind_text(int kind) { return kind == kJokerKind ? std::string("JK") : type_text(static_cast<CardType>(kind)); }

// The same deck with the copies of every card type shuffled among that type's places: the
// same cards for every seat and the stock, other physical copies.
Deck other_copies(const Variant& v, const Deck& deck, Rng& rng) {
  Deck out = deck;
  for (int t = 0; t < kKinds; ++t) {
    std::vector<std::size_t> places;
    for (std::size_t i = 0; i < deck.size(); ++i)
      if (kind_of(v, deck[i]) == t) places.push_back(i);
    for (std::size_t i = places.size(); i > 1; --i) {
      const std::size_t j = rng.below(static_cast<std::uint32_t>(i));
      std::swap(out[places[i - 1]], out[places[j]]);
    }
  }
  return out;
}

// Each seat's (and a spectator's) view, with or without the history.
std::vector<View> views(const Game& g, bool with_history) {
  std::vector<View> out;
  for (int seat = kSpectator; seat < g.variant().players; ++seat)
    out.push_back(make_view(g.state(), seat, with_history ? &g.events() : nullptr));
  return out;
}

std::vector<std::vector<Event>> last_events_seen(const Game& g) {
  std::vector<std::vector<Event>> out;
  for (int seat = kSpectator; seat < g.variant().players; ++seat) {
    std::vector<Event> seen;
    for (const Event& e : g.last_events()) seen.push_back(redact(e, seat));
    out.push_back(seen);
  }
  return out;
}

// Two deals that differ only in which copies of each card type each seat (and the stock) holds
// give every seat, and a spectator, byte-identical views, events and legal actions throughout
// random games: the physical copies dealt are nobody's information.
TEST_P(CopyNumbers, DealsDifferingOnlyInCopiesLookTheSameToEverySeat) {
  const Variant v = variant();
  if (v.packs == 1) GTEST_SKIP() << "one pack: a single copy of each card";
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(seed * 101 + 3);
    std::vector<Deck> decks_a, decks_b;
    for (int d = 0; d < 3; ++d) {
      decks_a.push_back(random_deck(v, rng));
      decks_b.push_back(other_copies(v, decks_a.back(), rng));
    }
    ASSERT_NE(decks_a[0], decks_b[0]);
    auto a = Game::create(v, seed, decks_a);
    auto b = Game::create(v, seed, decks_b);
    ASSERT_TRUE(a.is_ok() && b.is_ok());
    for (int step = 0; step < kMaxSteps && !a->is_over(); ++step) {
      SCOPED_TRACE("step " + std::to_string(step));
      const ActionList legal = a->legal_actions();
      ASSERT_EQ(legal, b->legal_actions());
      ASSERT_EQ(a->legal_action_texts(), b->legal_action_texts());
      ASSERT_EQ(last_events_seen(*a), last_events_seen(*b));
      const bool with_history = step % 50 == 0;
      const auto va = views(*a, with_history), vb = views(*b, with_history);
      for (std::size_t i = 0; i < va.size(); ++i) {
        ASSERT_TRUE(va[i] == vb[i]) << "the view of seat " << static_cast<int>(i) - 1 << " differs";
        ASSERT_EQ(view_text(a->state(), va[i]), view_text(b->state(), vb[i]));
      }
      const Action chosen = random_action(legal, rng);
      ASSERT_TRUE(a->apply(chosen).is_ok());
      ASSERT_TRUE(b->apply(chosen).is_ok());
    }
    // Hidden copies are numbered canonically, so the two games are one and the same.
    EXPECT_TRUE(a->state() == b->state());
    EXPECT_EQ(state_to_text(a->state()), state_to_text(b->state()));
    EXPECT_EQ(a->events(), b->events());
  }
}

// The copies of kind `t` in `set`, as a mask over copy numbers.
std::uint32_t copies(const Variant& v, const CardSet& set, int t) {
  std::uint32_t mask = 0;
  set.for_each([&](CardId c) {
    if (kind_of(v, c) == t) mask |= 1u << number_of(v, c);
  });
  return mask;
}

int bits(std::uint32_t mask) {
  int n = 0;
  for (; mask; mask &= mask - 1) ++n;
  return n;
}

// The cards of the current deal every seat has seen: those of its public events.
CardSet seen_this_deal(const std::vector<Event>& events) {
  CardSet seen;
  for (const Event& e : events) {
    if (e.type == EventType::DealStarted) seen = CardSet{};
    if (!e.hidden)
      for (int i = 0; i < e.count; ++i) seen.insert(e.cards[i]);
  }
  return seen;
}

// A card seen for the first time (played, declared, shown, turned up) takes the lowest copy
// number of its type not yet public: which copy a player shows says nothing about the copies
// it holds. (Rubicon seed 1 once showed AD.3 while AD.0 to AD.2 were all unseen, telling the
// other player that its opponent held none of them.)
TEST_P(CopyNumbers, ACardShownForTheFirstTimeTakesTheLowestFreeNumber) {
  const Variant v = variant();
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    auto g = Game::create(v, seed);
    ASSERT_TRUE(g.is_ok());
    Rng rng(seed);
    CardSet seen;
    std::size_t read = 0;
    int checked = 0;
    for (int step = 0; step < kMaxSteps && !g->is_over(); ++step) {
      for (; read < g->events().size(); ++read) {
        const Event& e = g->events()[read];
        if (e.type == EventType::DealStarted) seen = CardSet{};
        if (e.hidden) continue;
        for (int i = 0; i < e.count; ++i) {
          const CardId c = e.cards[i];
          if (seen.contains(c)) continue;
          ASSERT_EQ(number_of(v, c), bits(copies(v, seen, kind_of(v, c))))
              << event_text(e, v.jokers > 0) << ": " << card_text(c, true, v.jokers > 0);
          seen.insert(c);
          ++checked;
        }
      }
      ASSERT_TRUE(g->apply(random_action(g->legal_actions(), rng)).is_ok());
    }
    EXPECT_GT(checked, 10);
  }
}

// A seat's view numbers its own hidden cards as the lowest copy numbers not public, whoever is
// to act: those numbers depend on nothing the seat cannot see. The State's public cards are
// exactly the ones shown, and the seat to act sees the State's own numbers.
TEST_P(CopyNumbers, ASeatSeesItsHiddenCardsAsTheLowestFreeNumbers) {
  const Variant v = variant();
  auto g = Game::create(v, 5);
  ASSERT_TRUE(g.is_ok());
  Rng rng(5);
  for (int step = 0; step < kMaxSteps && !g->is_over(); ++step) {
    const State& s = g->state();
    const CardSet seen = seen_this_deal(g->events());
    for (int seat = 0; seat < v.players; ++seat) {
      const View view = make_view(s, seat);
      CardSet hand;
      for (CardId c : view.hand) hand.insert(c);
      for (int t = 0; t < kKinds; ++t) {
        ASSERT_EQ(bits(copies(v, hand, t)), bits(copies(v, s.hand(seat), t))) << "seat " << seat << ", " << kind_text(t);
        const std::uint32_t shown = copies(v, seen, t);
        ASSERT_EQ(copies(v, hand, t) & shown, copies(v, s.hand(seat), t) & shown) << "public cards keep their numbers";
        const std::uint32_t hidden = copies(v, hand, t) & ~shown;
        std::uint32_t lowest_free = 0;
        int count = bits(hidden);
        for (int k = 0; k < kMaxPacks && count > 0; ++k)
          if (((copies(v, s.present(), t) & ~shown) >> k) & 1) {
            lowest_free |= 1u << k;
            --count;
          }
        ASSERT_EQ(hidden, lowest_free) << "seat " << seat << ", " << kind_text(t);
      }
      if (seat == s.current_player()) {
        ASSERT_TRUE(hand == s.hand(seat)) << "the seat to act sees the State's numbers";
      }
    }
    ASSERT_TRUE(s.public_cards() == seen) << "the State's public cards are not the ones shown";
    ASSERT_TRUE(g->apply(random_action(g->legal_actions(), rng)).is_ok());
  }
}

// Every deck the engine accepts survives record and load with a byte-identical state text,
// at every point of random games; so does the state text itself.
TEST_P(CopyNumbers, RandomExplicitDecksSurviveRecordAndStateText) {
  const Variant v = variant();
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(seed * 7 + 1);
    std::vector<Deck> decks;
    for (int d = 0; d < 2; ++d) decks.push_back(random_deck(v, rng));
    auto g = Game::create(v, seed, decks);
    ASSERT_TRUE(g.is_ok());
    for (int step = 0; step < kMaxSteps && !g->is_over(); ++step) {
      if (step % 37 == 0) {
        const std::string record = g->record();
        auto loaded = Game::from_record(record);
        ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
        ASSERT_EQ(state_to_text(loaded->state()), state_to_text(g->state()));
        ASSERT_EQ(loaded->events(), g->events());
        ASSERT_EQ(loaded->record(), record);
        const std::string text = state_to_text(g->state());
        auto back = state_from_text(g->variant(), text);
        ASSERT_TRUE(back.is_ok()) << back.status().message();
        ASSERT_EQ(state_to_text(*back), text);
      }
      ASSERT_TRUE(g->apply(random_action(g->legal_actions(), rng)).is_ok());
    }
    auto loaded = Game::from_record(g->record());
    ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
    EXPECT_EQ(state_to_text(loaded->state()), state_to_text(g->state()));
  }
}

// One random game of the preset, dealt from @p rng: @p decide is called at every decision and
// applies an action; a fatal failure in it ends the game.
template <class Decide>
void play_random_game(const Variant& v, Rng& rng, Decide&& decide) {
  State s(v);
  ASSERT_TRUE(s.deal(random_deck(v, rng)).is_ok());
  for (int step = 0; step < kMaxSteps && !s.is_terminal(); ++step) {
    SCOPED_TRACE("step " + std::to_string(step));
    if (s.is_chance()) {
      ASSERT_TRUE(s.deal(random_deck(v, rng)).is_ok());
      continue;
    }
    decide(s);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Lazy numbering (State's class comment): between decisions only the hand to act is kept in
// canonical order. A state so kept plays exactly as its canonical() form: the same legal
// actions, the same events for every action, the same view for every seat, and states that
// stay equal; and the hand to act holds the same cards in both.
TEST_P(CopyNumbers, LazyNumberingPlaysAsTheCanonicalState) {
  const Variant v = variant();
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(seed * 11 + 5);
    int differed = 0;  // states whose hands other than the one to act were out of canonical order
    play_random_game(v, rng, [&](State& s) {
      const State c = s.canonical();
      ASSERT_TRUE(c == s);
      ASSERT_TRUE(s.check_invariants().is_ok()) << s.check_invariants().message();
      ASSERT_EQ(s.hand(s.current_player()), c.hand(c.current_player()));
      for (int p = 0; p < v.players; ++p) {
        ASSERT_EQ(s.hand_seen_by(p), c.hand_seen_by(p)) << "seat " << p;
        differed += s.hand(p) != c.hand(p);
      }
      const ActionList legal = s.legal_actions();
      ASSERT_EQ(legal, c.legal_actions());
      const Action a = random_action(legal, rng);
      std::vector<Event> lazy_events, canonical_events;
      State next = c;
      s.apply_unchecked(a, &lazy_events);
      ASSERT_TRUE(next.apply(a, &canonical_events).is_ok());
      ASSERT_EQ(lazy_events, canonical_events);
      ASSERT_TRUE(next == s);
      ASSERT_EQ(state_to_text(next), state_to_text(s));
    });
    if (HasFatalFailure()) return;
    if (v.players > 2 && v.packs > 2) {  // two packs are renumbered in full: cheaper there
      EXPECT_GT(differed, 0) << "the lazy order never differed from the canonical one";
    }
  }
}

// An action's cards as card types (jokers as one more), sorted: what a legal action is, apart
// from which copies it names.
std::vector<std::array<int, 3 + kMaxMeldCards>> by_types(const ActionList& legal, bool jokers) {
  std::vector<std::array<int, 3 + kMaxMeldCards>> out;
  for (const Action& a : legal) {
    std::array<int, 3 + kMaxMeldCards> k{};
    k[0] = static_cast<int>(a.type);
    k[1] = static_cast<int>(a.kind);
    k[2] = a.count;
    for (int i = 0; i < a.count; ++i) k[3 + i] = jokers && is_joker(a.cards[i]) ? kCardTypes : type_of(a.cards[i]);
    std::sort(k.begin() + 3, k.begin() + 3 + a.count);
    out.push_back(k);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// A play-out's actions (State::apply_in_playout) leave the hidden copies as they lie. The state
// stays sound and plays the same game as its canonical() form: that form passes every check,
// and both offer the same actions but for which hidden copies they name.
TEST_P(CopyNumbers, PlayOutsWithoutNumberingPlayTheSameGame) {
  const Variant v = variant();
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(seed * 13 + 3);
    int unnumbered = 0;  // decisions whose hand to act was out of canonical order
    play_random_game(v, rng, [&](State& s) {
      const State c = s.canonical();
      ASSERT_TRUE(c.check_invariants().is_ok()) << c.check_invariants().message();
      const ActionList legal = s.legal_actions();
      ASSERT_EQ(by_types(legal, v.jokers > 0), by_types(c.legal_actions(), v.jokers > 0));
      unnumbered += s.hand(s.current_player()) != c.hand(c.current_player());
      s.apply_in_playout(random_action(legal, rng));
    });
    if (HasFatalFailure()) return;
    if (v.packs > 1) {
      EXPECT_GT(unnumbered, 0) << "the play-out never left the canonical order";
    }
  }
}

// The cards of an action as the canonical state names them: a hidden copy (one @p s has not
// shown) only by its kind, since which hidden copy is named is the numbering's business.
std::vector<int> shown_form(const Variant& v, const State& s, const Action& a) {
  std::vector<int> out{static_cast<int>(a.type), static_cast<int>(a.kind), a.count};
  for (int i = 0; i < a.count; ++i)
    out.push_back(s.public_cards().contains(a.cards[i]) ? a.cards[i] : kMaxCards + kind_of(v, a.cards[i]));
  return out;
}

// Random play without numbering (State::apply_unnumbered(), as play_out_deal() plays): each
// hidden card shown takes the lowest number not public, so the public copies are the canonical
// state's and the legal actions come in the canonical state's order. The choice by place in the
// list (State::random_legal_action()) therefore takes the course of canonical play, and the
// states stay equal (operator== compares canonical forms) to the end of the game.
TEST_P(CopyNumbers, UnnumberedRandomPlayTakesTheCanonicalCourse) {
  const Variant v = variant();
  int renamed = 0;  // actions whose hidden copies the two states named differently
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng decks(seed * 17 + 1), rng(seed * 19 + 7);
    State canonical(v), unnumbered(v);
    ActionList scratch;
    for (int step = 0; step < kMaxSteps && !canonical.is_terminal(); ++step) {
      SCOPED_TRACE("step " + std::to_string(step));
      ASSERT_EQ(unnumbered.is_chance(), canonical.is_chance());
      if (canonical.is_chance()) {
        const Deck deck = random_deck(v, decks);
        ASSERT_TRUE(canonical.deal(deck).is_ok());
        ASSERT_TRUE(unnumbered.deal(deck).is_ok());
        continue;
      }
      ASSERT_EQ(state_to_text(unnumbered), state_to_text(canonical));
      ASSERT_TRUE(unnumbered == canonical);
      ASSERT_EQ(unnumbered.public_cards(), canonical.public_cards());
      const ActionList expected = canonical.legal_actions(), listed = unnumbered.legal_actions();
      ASSERT_EQ(listed.size(), expected.size());
      for (std::size_t i = 0; i < listed.size(); ++i) {
        ASSERT_EQ(shown_form(v, unnumbered, listed[i]), shown_form(v, canonical, expected[i])) << "action " << i;
        renamed += !(listed[i] == expected[i]);
      }
      Rng draw = rng, direct_draw = rng;
      const Action drawn = unnumbered.random_legal_action(draw, scratch);
      const std::uint32_t index = rng.below(static_cast<std::uint32_t>(listed.size()));
      ASSERT_TRUE(drawn == listed[index]) << "random_legal_action() is not the list's action " << index;
      // The decision in one step (play_out_deal()'s), with no action made for most decisions:
      // the same draw and the same state, hidden copies named alike.
      State direct = unnumbered;
      ActionList direct_scratch;
      const bool direct_unnumbered = direct.apply_random_unnumbered(direct_draw, direct_scratch);
      canonical.apply_unchecked(expected[index]);
      ASSERT_EQ(unnumbered.apply_unnumbered(drawn), direct_unnumbered);
      ASSERT_EQ(direct_draw.next(), draw.next()) << "apply_random_unnumbered() drew otherwise";
      ASSERT_EQ(state_to_text(direct.canonical()), state_to_text(unnumbered.canonical()));
      for (int p = 0; p < v.players; ++p)
        ASSERT_EQ(direct.hand(p), unnumbered.hand(p)) << "apply_random_unnumbered() named seat " << p << "'s copies otherwise";
    }
    ASSERT_TRUE(unnumbered == canonical);
  }
  if (v.packs > 1 && !v.claim) {  // a fixed-point game may be claimed before a hand has drawn
    EXPECT_GT(renamed, 0) << "the hidden copies never left the canonical order";
  }
}

// play_out_deal() plays unnumbered and ends with the state that canonical play reaches.
TEST_P(CopyNumbers, PlayOutDealEndsInTheCanonicalState) {
  const Variant v = variant();
  const State initial(v);
  ActionList legal;
  for (int deal = 0; deal < kSeeds * 20; ++deal) {
    SCOPED_TRACE("deal " + std::to_string(deal));
    State fast = initial, slow = initial;
    ASSERT_TRUE(fast.deal(seeded_deck(v, 5, deal)).is_ok());
    ASSERT_TRUE(slow.deal(seeded_deck(v, 5, deal)).is_ok());
    Rng fast_rng(random_play_seed(5, deal)), slow_rng = fast_rng;
    const std::uint64_t decisions = play_out_deal(fast, fast_rng, legal);
    std::uint64_t slow_decisions = 0;
    while (!slow.is_terminal() && !slow.is_chance()) {
      const ActionList options = slow.legal_actions();
      slow.apply_unchecked(options[slow_rng.below(static_cast<std::uint32_t>(options.size()))]);
      ++slow_decisions;
    }
    EXPECT_EQ(decisions, slow_decisions);
    Rng listed_rng(random_play_seed(5, deal));
    EXPECT_EQ(play_listed_deal(initial, 5, deal, listed_rng, legal), slow_decisions) << "play_listed_deal()";
    ASSERT_EQ(state_to_text(fast), state_to_text(slow));
    ASSERT_TRUE(fast == slow);
    // The numbering apply_unchecked() keeps, as check_invariants() checks it.
    EXPECT_TRUE(fast.check_invariants().is_ok()) << fast.check_invariants().message();
    if (!fast.is_terminal() && !fast.is_chance()) {
      EXPECT_EQ(fast.hand(fast.current_player()), slow.hand(slow.current_player()));
    }
  }
}

std::string param_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = info.param;
  std::replace(n.begin(), n.end(), '-', '_');
  return n;
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, CopyNumbers, ::testing::ValuesIn(preset_names()), param_name);

}  // namespace
}  // namespace bezique
