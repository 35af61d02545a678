// The subcommands of the `bezique` program. Their arguments are parsed in parse_args.cpp (CLI11)
// into the option structs below; each cmd_<name>.cpp runs one command from its options. To add
// a subcommand: an option struct and a run function here, its options in parse_args.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "bezique/status.hpp"
#include "bezique/variant.hpp"

namespace bezique::cli {

// Exit codes: 0 success, 1 the command failed (e.g. a corrupt record), 2 bad arguments.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

// --preset NAME or --variant TEXT (at most one; neither is two-handed).
struct VariantChoice {
  std::string preset;
  std::string text;
  Result<Variant> resolve() const;
};

struct PresetsOptions {
  std::string name;  // empty: list the presets
  bool options = false;
};

struct PlayOptions {
  VariantChoice variant;
  std::optional<std::uint64_t> seed;  // none: a random seed, printed
  std::string players;                // one kind, or one per seat, comma-separated
  std::optional<int> human;           // the human's seat
  bool ask_forced = false;            // ask the human even when one move is legal
  std::string save;                   // the record file, rewritten after every move
  std::string load;                   // a record to resume
  bool match = false;                 // keep a cent points match: one match (--match)
  int matches = 0;                    // that many matches in a row (--matches); 0: --match's one
};

struct ReplayOptions {
  std::string file;
};

struct BenchOptions {
  VariantChoice variant;
  std::uint64_t deals = 0;
  std::uint64_t seed = 1;
  bool listed = false;  // the loop a host plays: every legal action listed, one applied
};

struct TournamentOptions {
  VariantChoice variant;
  std::string players;
  int deals = 0;
  std::uint64_t seed = 1;
  int threads = 1;
  bool quiet = false;
};

// Prints "bezique NAME: message (bezique NAME --help)" on one line to err; returns kExitUsage.
int usage_error(const std::string& command, const std::string& message, std::ostream& err);

// The commands, with what they print going to out (results) and err (progress, problems).
int run_presets(const PresetsOptions& o, std::ostream& out, std::ostream& err);
int run_play(const PlayOptions& o, std::ostream& out, std::ostream& err);
int run_replay(const ReplayOptions& o, std::ostream& out, std::ostream& err);
int run_bench(const BenchOptions& o, std::ostream& out, std::ostream& err);
int run_tournament(const TournamentOptions& o, std::ostream& out, std::ostream& err);

// Every automatic player kind with its parameters and their ranges, one per line, and the
// human seat (`with_human`).
std::string player_kinds_help(bool with_human);

// "a,b,c" split at the commas.
std::vector<std::string> split_commas(const std::string& text);

}  // namespace bezique::cli
