// Helpers for the C ABI tests: strings through the size-query convention, handles that free
// themselves, a crafted deal, and a snapshot that shows whether a failed call changed a game.
#pragma once

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bezique/bezique.h"

namespace bzq_test {

struct VariantFree { void operator()(bzq_variant* v) const { bzq_variant_free(v); } };
struct GameFree { void operator()(bzq_game* g) const { bzq_game_free(g); } };
struct ViewFree { void operator()(bzq_view* v) const { bzq_view_free(v); } };
struct RecordFree { void operator()(bzq_record* r) const { bzq_record_free(r); } };
using VariantPtr = std::unique_ptr<bzq_variant, VariantFree>;
using GamePtr = std::unique_ptr<bzq_game, GameFree>;
using ViewPtr = std::unique_ptr<bzq_view, ViewFree>;
using RecordPtr = std::unique_ptr<bzq_record, RecordFree>;

// Calls f(buf, size, needed) twice (size query, then copy); "<status N>" on failure.
template <class F>
std::string get_string(F&& f) {
  std::uint32_t needed = 0;
  bzq_status s = f(nullptr, 0u, &needed);
  if (s != BZQ_OK) return "<status " + std::to_string(s) + ">";
  std::string out(needed, '\0');
  s = f(&out[0], needed, &needed);
  if (s != BZQ_OK) return "<status " + std::to_string(s) + ">";
  out.resize(needed - 1);
  return out;
}

inline VariantPtr make_variant(const char* preset) {
  bzq_variant* v = nullptr;
  EXPECT_EQ(bzq_variant_new(preset, &v), BZQ_OK) << bzq_last_error();
  return VariantPtr(v);
}

inline GamePtr make_game(const char* preset, std::uint64_t seed) {
  VariantPtr v = make_variant(preset);
  bzq_game* g = nullptr;
  EXPECT_EQ(bzq_game_new(v.get(), seed, &g), BZQ_OK) << bzq_last_error();
  return GamePtr(g);
}

inline bzq_info info_of(const bzq_game* g) {
  bzq_info info;
  bzq_info_init(&info);
  EXPECT_EQ(bzq_game_info(g, &info), BZQ_OK) << bzq_last_error();
  return info;
}

inline std::string state_text(const bzq_game* g) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_game_save_state(g, b, s, n); });
}

inline std::string record_text(const bzq_game* g) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_game_save_record(g, b, s, n); });
}

inline std::string legal_text(const bzq_game* g, std::uint32_t id) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_game_legal_text(g, id, b, s, n); });
}

inline std::vector<std::string> legal_texts(const bzq_game* g) {
  std::uint32_t n = 0;
  EXPECT_EQ(bzq_game_legal_count(g, &n), BZQ_OK);
  std::vector<std::string> out;
  for (std::uint32_t i = 0; i < n; ++i) out.push_back(legal_text(g, i));
  return out;
}

inline std::uint32_t event_count(const bzq_game* g, std::int32_t viewer = BZQ_OMNISCIENT,
                                 std::int32_t scope = BZQ_EVENTS_ALL) {
  std::uint32_t n = 0;
  EXPECT_EQ(bzq_game_event_count(g, viewer, scope, &n), BZQ_OK);
  return n;
}

inline bzq_event event_at(const bzq_game* g, std::uint32_t i, std::int32_t viewer = BZQ_OMNISCIENT,
                          std::int32_t scope = BZQ_EVENTS_ALL) {
  bzq_event e;
  bzq_event_init(&e);
  EXPECT_EQ(bzq_game_event(g, viewer, scope, i, &e), BZQ_OK) << bzq_last_error();
  return e;
}

// Everything a failed call could have changed: the full state, the history and the record.
struct Snapshot {
  std::string state;
  std::string record;
  std::uint32_t events;
  std::vector<std::string> legal;
  explicit Snapshot(const bzq_game* g)
      : state(state_text(g)), record(record_text(g)), events(event_count(g)), legal(legal_texts(g)) {}
  bool operator==(const Snapshot& o) const {
    return state == o.state && record == o.record && events == o.events && legal == o.legal;
  }
};

// A two-handed deal (dealer P0, so P1 leads) written as deck text:
//   P1: 7C 8C 9C 7D 8D 9D 7S 8S    P0: KH QH QS JD KS KD KC AH    turn-up 9H (hearts are trumps)
// P0 holds a royal marriage KH+QH (40), a bezique QS+JD (40) and four kings (80).
inline std::string crafted_deck_text() {
  const char* head[] = {"7C", "KH", "8C", "QH", "9C", "QS", "7D", "JD", "8D", "KS",
                        "9D", "KD", "7S", "KC", "8S", "AH", "9H"};
  std::vector<std::string> deck(std::begin(head), std::end(head));
  const char ranks[] = "ATKQJ987";
  const char suits[] = "SHDC";
  for (int copy = 0; copy < 2; ++copy)
    for (const char* s = suits; *s; ++s)
      for (const char* r = ranks; *r; ++r) {
        const std::string card{*r, *s};
        int have = 0;
        for (const auto& c : deck) have += c == card;
        if (have <= copy) deck.push_back(card);
      }
  std::string text;
  for (const auto& c : deck) text += (text.empty() ? "" : " ") + c;
  return text;
}

inline GamePtr crafted_game() {
  VariantPtr v = make_variant("two-handed");
  bzq_game* g = nullptr;
  EXPECT_EQ(bzq_game_new_with_deck_text(v.get(), 5, crafted_deck_text().c_str(), &g), BZQ_OK) << bzq_last_error();
  return GamePtr(g);
}

// Card ids of the crafted deal (copy 0 of each).
constexpr std::uint8_t card(int suit, int rank) { return static_cast<std::uint8_t>(suit * 8 + rank); }
constexpr std::uint8_t KH = card(BZQ_SUIT_HEARTS, BZQ_RANK_KING);
constexpr std::uint8_t QH = card(BZQ_SUIT_HEARTS, BZQ_RANK_QUEEN);
constexpr std::uint8_t AH = card(BZQ_SUIT_HEARTS, BZQ_RANK_ACE);
constexpr std::uint8_t QS = card(BZQ_SUIT_SPADES, BZQ_RANK_QUEEN);
constexpr std::uint8_t JD = card(BZQ_SUIT_DIAMONDS, BZQ_RANK_JACK);
constexpr std::uint8_t KS = card(BZQ_SUIT_SPADES, BZQ_RANK_KING);
constexpr std::uint8_t KD = card(BZQ_SUIT_DIAMONDS, BZQ_RANK_KING);
constexpr std::uint8_t KC = card(BZQ_SUIT_CLUBS, BZQ_RANK_KING);
constexpr std::uint8_t C7 = card(BZQ_SUIT_CLUBS, BZQ_RANK_SEVEN);

// Brings the crafted game to P0's declaration: P1 leads 7C, P0 wins it with AH.
inline void play_to_declaration(bzq_game* g) {
  ASSERT_EQ(bzq_game_apply_text(g, 1, "7C"), BZQ_OK) << bzq_game_message(g);
  ASSERT_EQ(bzq_game_apply_text(g, 0, "AH"), BZQ_OK) << bzq_game_message(g);
}

}  // namespace bzq_test
