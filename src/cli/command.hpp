// The subcommands of the `bezique` program and the small argument parser they share. To add a
// subcommand: write cmd_<name>.cpp with a run function, declare it below and list it in
// commands.cpp.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/status.hpp"
#include "bezique/variant.hpp"

namespace bezique::cli {

// Exit codes: 0 success, 1 the command failed (e.g. a corrupt record), 2 bad arguments.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

struct Command;
using CommandFn = int (*)(const Command& self, const std::vector<std::string>& args, std::ostream& out,
                          std::ostream& err);

struct Command {
  std::string_view name;
  std::string_view usage;    // the arguments, e.g. "--preset NAME --seed N"
  std::string_view summary;  // one line
  std::string_view details;  // option help printed by --help
  CommandFn run;
};

const std::vector<Command>& commands();
const Command* find_command(std::string_view name);

// Prints "bezique NAME: message" and the usage line to err; returns kExitUsage.
int usage_error(const Command& cmd, const std::string& message, std::ostream& err);
// The full help of one command.
void print_command_help(const Command& cmd, std::ostream& out);

// Parsed arguments of one subcommand: `--name value` / `--name=value`, flags, positionals.
struct Args {
  std::map<std::string, std::string, std::less<>> values;
  std::set<std::string, std::less<>> flags;
  std::vector<std::string> positional;

  bool has(std::string_view name) const { return values.count(name) > 0 || flags.count(name) > 0; }
  const std::string* value(std::string_view name) const;
};

// Accepts only the options named in `with_value` (each followed by a value) and `flags`; the
// message of a failure names the offending argument. "--help" is always accepted as a flag.
Result<Args> parse_args(const std::vector<std::string>& args, std::initializer_list<std::string_view> with_value,
                        std::initializer_list<std::string_view> flags);
// A non-negative decimal number no larger than `max`; the message names the option.
Result<std::uint64_t> parse_number(std::string_view option, std::string_view text,
                                   std::uint64_t max = UINT64_MAX);
// The variant of --preset NAME or --variant TEXT (exactly one of them is required).
Result<Variant> variant_from_args(const Args& args);

// The subcommands.
int run_presets(const Command& self, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_play(const Command& self, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_replay(const Command& self, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_bench(const Command& self, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_match(const Command& self, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace bezique::cli
