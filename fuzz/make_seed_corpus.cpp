// Writes the seed corpora of the fuzz targets (fuzz/corpus/<target>/) from real games played
// through the ABI. Run from the repository root after building target fuzz_seed_corpus:
//   build/fuzz/fuzz/fuzz_seed_corpus fuzz/corpus
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "fuzz_common.hpp"

using namespace bzq_fuzz;

namespace {

void write(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

std::string header(std::uint8_t preset, std::uint64_t seed) {
  std::string h(1, static_cast<char>(preset));
  char s[8];
  std::memcpy(s, &seed, 8);
  return h + std::string(s, 8);
}

// Plays `steps` actions (choices from the step number) and returns their texts.
std::vector<std::string> play(bzq_game* g, int steps) {
  std::vector<std::string> texts;
  for (int i = 0; i < steps; ++i) {
    bzq_info info;
    bzq_info_init(&info);
    bzq_game_info(g, &info);
    if (info.is_over) break;
    std::uint32_t n = 0;
    bzq_game_legal_count(g, &n);
    const std::uint32_t id = static_cast<std::uint32_t>(i * 7 + 3) % n;
    texts.push_back(get_string([&](char* b, std::uint32_t s, std::uint32_t* nd) { return bzq_game_legal_text(g, id, b, s, nd); }));
    bzq_game_apply_id(g, info.current_player, id);
  }
  return texts;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : "fuzz/corpus";
  std::uint32_t presets = 0;
  bzq_preset_count(&presets);
  for (std::uint32_t p = 0; p < presets; ++p) {
    const std::string name = preset_name(p);
    bzq_variant* v = nullptr;
    bzq_variant_new(name.c_str(), &v);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      bzq_game* g = nullptr;
      bzq_game_new(v, seed, &g);
      const auto texts = play(g, seed == 1 ? 40 : 400);
      // Actions: the texts, with ids, host-filled structs, out-of-turn and bad text mixed in.
      std::string actions = header(static_cast<std::uint8_t>(p), seed);
      for (std::size_t i = 0; i < texts.size(); ++i) {
        if (i % 9 == 4) actions += "?" + texts[i] + "\n";
        if (i % 11 == 5) actions += "pass\nZZ\nmarriage KH+QH\n";
        if (i % 13 == 6) actions += std::string("@\x00\x00\x01\x00", 5) + "\x03\n";
        actions += (i % 5 == 2 ? "!" + std::to_string(i % 4) : texts[i]) + "\n";
      }
      write(dir + "/fuzz_actions/" + name + "-" + std::to_string(seed), actions);
      // Players: automatic players choose (random, heuristic, a small ismcts), ids in between.
      std::string players = header(static_cast<std::uint8_t>(p), seed);
      for (int i = 0; i < 30; ++i) players += (i % 4 == 3 ? "!" + std::to_string(i % 5) : "*" + std::to_string(i % 3)) + "\n";
      write(dir + "/fuzz_actions/players-" + name + "-" + std::to_string(seed), players);
      // Load: the record and the state text of the same game.
      write(dir + "/fuzz_load/record-" + name + "-" + std::to_string(seed), std::string("\0\0", 2) + record_text(g));
      write(dir + "/fuzz_load/state-" + name + "-" + std::to_string(seed),
            std::string(1, '\1') + std::string(1, static_cast<char>(p)) + state_text(g));
      bzq_game_free(g);
    }
    // Actions on a game from an explicit deck (the preset byte's high bit): ids, and a few
    // automatic players' choices, so that records and state texts of such games round-trip.
    std::string deck = header(static_cast<std::uint8_t>(p | 0x80), 1000 + p);
    for (int i = 0; i < 150; ++i) deck += (i % 10 == 9 ? "*" + std::to_string(i % 3) : "!" + std::to_string(i * 7 % 10)) + "\n";
    write(dir + "/fuzz_actions/deck-" + name, deck);
    // Options: the preset's text with two options changed, then every option at its value.
    const std::string described =
        get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_variant_describe(v, b, s, n); });
    write(dir + "/fuzz_options/" + name,
          std::string(1, static_cast<char>(p)) + name + "(last_trick_value=20, declarations_per_trick=2)\n" + described);
    bzq_variant_free(v);
  }
  // Player specs: each kind, levels, budgets at and past the caps, misspellings.
  const char* specs[] = {"random",         "heuristic",   "ismcts",    "ismcts:easy",      "ISMCTS:Hard",
                         "ismcts:200",     "ismcts:3ms",  "ismcts:0",  "ismcts:999999999", "ismcts:60001ms",
                         "ismcts:1000000", "heuristik",   "ismcts:",   "ismcts:-5",        "ismcts:200:3ms",
                         "ismcts:easy:3ms", "ismcts:3ms:200"};
  for (std::size_t i = 0; i < sizeof specs / sizeof specs[0]; ++i)
    write(dir + "/fuzz_players/spec-" + std::to_string(i), std::string(1, static_cast<char>(i)) + specs[i]);
  write(dir + "/fuzz_options/four-player",
        std::string(1, '\0') + "two-handed(players=4, partnerships=true, packs=4)\nplayers=3\npacks=3\nhand_size=9\n");
  return 0;
}
