// Fuzzes action text and apply sequences. Input: byte 0 picks the preset (its high bit: the
// first deal from an explicit deck of random physical copies in a random order, both drawn
// from the seed), bytes 1..8 the seed, then one step per line:
//   "!<id>"      apply legal action <id> (mod the count) by id, as the player to act
//   "@<bytes>"   a host-filled bzq_action from raw bytes: apply it, ask its id and text,
//                and evaluate it as a meld
//   "?<text>"    the text as another seat (out of turn)
//   "*<digit>"   an automatic player (random, heuristic or a small ismcts) chooses for the
//                seat to act and its choice is applied; a determinization of a seat is drawn
//   <text>       apply the text as the player to act
// Promises checked: no crash or sanitizer report; a refused step changes nothing; a game
// that ends stays ended; records and state texts round-trip at the end, whatever the deck.
#include <cstring>
#include <vector>

#include "fuzz_common.hpp"

using namespace bzq_fuzz;

namespace {

// A game whose first deal comes from an explicit deck: every card of the variant (read off the
// hands and stock of a seeded game's state text) shuffled by `seed`, copies and all.
bzq_game* game_with_random_deck(const bzq_variant* v, std::uint64_t seed) {
  bzq_game* probe = nullptr;
  FUZZ_CHECK(bzq_game_new(v, seed, &probe) == BZQ_OK);
  const std::string text = state_text(probe);
  std::vector<std::uint8_t> deck;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    const std::string line = text.substr(start, end - start);
    start = end == std::string::npos ? text.size() : end + 1;
    if (line.rfind("hand ", 0) != 0 && line.rfind("stock ", 0) != 0) continue;
    std::size_t w = 0;
    while (w < line.size()) {
      const std::size_t sp = line.find(' ', w);
      const std::string word = line.substr(w, sp == std::string::npos ? std::string::npos : sp - w);
      w = sp == std::string::npos ? line.size() : sp + 1;
      std::uint8_t card = 0;
      // The game names its cards, jokers ("JK.2", docs/rules.md section 7) included.
      if (word.find('.') != std::string::npos && bzq_game_card_parse(probe, word.c_str(), &card) == BZQ_OK)
        deck.push_back(card);
    }
  }
  bzq_game_free(probe);
  std::uint64_t x = seed;
  for (std::size_t i = deck.size(); i > 1; --i) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    std::swap(deck[i - 1], deck[(x >> 33) % i]);
  }
  bzq_game* g = nullptr;
  FUZZ_CHECK(bzq_game_new_with_decks(v, seed, deck.data(), static_cast<std::uint32_t>(deck.size()), 1, &g) == BZQ_OK);
  return g;
}

void step(bzq_game* g, const std::string& line, std::uint32_t& pick) {
  bzq_info info;
  bzq_info_init(&info);
  FUZZ_CHECK(bzq_game_info(g, &info) == BZQ_OK);
  // The full state text is compared on every 4th step only: it is the slowest check.
  const bool full = pick % 4 == 0;
  const std::string before = full ? state_text(g) : std::string();
  const std::uint32_t events_before = event_count(g);
  std::uint32_t legal_before = 0;
  FUZZ_CHECK(bzq_game_legal_count(g, &legal_before) == BZQ_OK);
  const std::int32_t player = info.current_player;
  bzq_status s = BZQ_OK;
  if (!line.empty() && line[0] == '!') {
    std::uint32_t id = 0;
    for (char c : line.substr(1)) id = id * 10 + static_cast<std::uint8_t>(c) % 10;
    std::uint32_t n = 0;
    FUZZ_CHECK(bzq_game_legal_count(g, &n) == BZQ_OK);
    s = bzq_game_apply_id(g, player, n ? id % n : id);
    FUZZ_CHECK(n == 0 ? s == BZQ_GAME_OVER : s == BZQ_OK);
  } else if (!line.empty() && line[0] == '@') {
    bzq_action a;
    bzq_action_init(&a);
    std::memcpy(reinterpret_cast<char*>(&a) + 4, line.data() + 1, std::min<std::size_t>(line.size() - 1, sizeof a - 4));
    std::uint32_t id = 0;
    const bzq_status id_status = bzq_game_action_id(g, &a, &id);
    bzq_game_action_text(g, &a, nullptr, 0, &id);
    bzq_meld_score ms;
    bzq_meld_score_init(&ms);
    bzq_game_evaluate_meld(g, static_cast<std::int32_t>(pick % 4), a.meld, a.cards, a.count, &ms);
    s = bzq_game_apply_action(g, player, &a);
    // An action with an id is legal, and one without is not.
    if (player >= 0) FUZZ_CHECK((id_status == BZQ_OK) == (s == BZQ_OK));
  } else if (!line.empty() && line[0] == '*') {
    static const char* const kSpecs[] = {"random", "heuristic", "ismcts:4"};
    const unsigned digit = line.size() > 1 ? static_cast<std::uint8_t>(line[1]) : 0u;
    bzq_player* p = nullptr;
    FUZZ_CHECK(bzq_player_new(kSpecs[digit % 3], pick, &p) == BZQ_OK);
    bzq_action a;
    bzq_action_init(&a);
    std::uint32_t id = 0;
    const bzq_status chosen = bzq_player_choose(p, g, &a, &id);
    FUZZ_CHECK(info.is_over ? chosen == BZQ_GAME_OVER : chosen == BZQ_OK);
    bzq_player_free(p);
    if (info.players > 0 && pick % 4 == 0) {  // sampling replays the deal: now and then only
      bzq_game* sample = nullptr;
      const bzq_status drawn = bzq_game_determinize(g, static_cast<std::int32_t>(digit % info.players), pick, &sample);
      if (drawn == BZQ_OK) {
        bzq_info sampled;
        bzq_info_init(&sampled);
        FUZZ_CHECK(bzq_game_info(sample, &sampled) == BZQ_OK);
        FUZZ_CHECK(sampled.current_player == info.current_player && sampled.phase == info.phase);
      }
      bzq_game_free(sample);
    }
    // The choice is applied by id; once the game is over the game itself refuses (and says why).
    s = bzq_game_apply_id(g, player, id);
    FUZZ_CHECK(s == chosen);
  } else if (!line.empty() && line[0] == '?') {
    const std::int32_t other = info.players > 0 ? (player + 1 + static_cast<std::int32_t>(pick % 3)) % info.players : 0;
    s = bzq_game_apply_text(g, other, line.c_str() + 1);
    if (!info.is_over && other != player) FUZZ_CHECK(s == BZQ_OUT_OF_TURN);
  } else {
    bzq_action parsed;
    bzq_action_init(&parsed);
    const bzq_status ps = bzq_game_parse_action(g, line.c_str(), &parsed);
    s = bzq_game_apply_text(g, player, line.c_str());
    if (player >= 0) FUZZ_CHECK(ps == s);
  }
  if (s != BZQ_OK) {
    if (full) FUZZ_CHECK(state_text(g) == before);
    bzq_info after;
    bzq_info_init(&after);
    FUZZ_CHECK(bzq_game_info(g, &after) == BZQ_OK);
    FUZZ_CHECK(std::memcmp(&after, &info, sizeof info) == 0);
    std::uint32_t legal_after = 0;
    FUZZ_CHECK(bzq_game_legal_count(g, &legal_after) == BZQ_OK && legal_after == legal_before);
    FUZZ_CHECK(event_count(g) == events_before);
    FUZZ_CHECK(bzq_game_message(g)[0] != '\0');
  } else {
    FUZZ_CHECK(!info.is_over);
  }
  // A view copies the whole history: reading everything on each step would be quadratic.
  if (pick % 16 == 0) read_everything(g, pick);
  ++pick;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 9 || size > 1 << 16) return -1;
  const std::string preset = preset_name(data[0] & 0x7F);
  const bool explicit_deck = (data[0] & 0x80) != 0;
  std::uint64_t seed = 0;
  std::memcpy(&seed, data + 1, 8);
  bzq_variant* v = nullptr;
  FUZZ_CHECK(bzq_variant_new(preset.c_str(), &v) == BZQ_OK);
  bzq_game* g = nullptr;
  if (explicit_deck) g = game_with_random_deck(v, seed);
  else FUZZ_CHECK(bzq_game_new(v, seed, &g) == BZQ_OK);
  std::uint32_t pick = 0;
  const std::string rest(reinterpret_cast<const char*>(data) + 9, size - 9);
  std::size_t start = 0;
  int steps = 0;
  while (start < rest.size() && steps++ < 400) {
    std::size_t nl = rest.find('\n', start);
    std::string line = rest.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    start = nl == std::string::npos ? rest.size() : nl + 1;
    line = line.substr(0, line.find('\0'));  // the ABI takes NUL-terminated text
    step(g, line, pick);
  }
  read_everything(g, pick);
  // Round trips: the record replays to the same state; the state text reloads to itself.
  const std::string record = record_text(g);
  bzq_game* loaded = nullptr;
  FUZZ_CHECK(bzq_game_load_record(record.c_str(), &loaded) == BZQ_OK);
  FUZZ_CHECK(state_text(loaded) == state_text(g));
  bzq_game_free(loaded);
  const std::string state = state_text(g);
  bzq_game* from_state = nullptr;
  FUZZ_CHECK(bzq_game_load_state(v, state.c_str(), seed, &from_state) == BZQ_OK);
  FUZZ_CHECK(state_text(from_state) == state);
  bzq_game_free(from_state);
  bzq_game_free(g);
  bzq_variant_free(v);
  return 0;
}
