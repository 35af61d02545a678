#include "command.hpp"

namespace bezique::cli {

const std::vector<Command>& commands() {
  static const std::vector<Command> list = {
      {"presets", "[NAME] [--options]", "list the presets, or every option of one preset",
       "  NAME        a preset: list every option with its type, its value in NAME and its meaning\n"
       "  --options   with no NAME: the options of two-handed\n",
       run_presets},
      {"play", "--preset NAME|--variant TEXT --seed N [--players KINDS] [--human SEAT] [--save FILE]",
       "play a whole match between built-in players (or against them) and print it",
       "  --preset NAME    one of the presets (`bezique presets`)\n"
       "  --variant TEXT   a variant in text form, e.g. 'rubicon(target=1500)'\n"
       "  --seed N         the seed of the deals and of the players' choices (default 1)\n"
       "  --players KINDS  one kind per seat, comma-separated, or one kind for all (default greedy)\n"
       "  --save FILE      write the game record to FILE\n"
       "  --human SEAT     you play SEAT at the terminal (the others default to ismcts)\n"
       "  kinds also: heuristic, ismcts, ismcts:easy|medium|hard|expert, ismcts:N (see `bezique match --help`)\n",
       run_play},
      {"match", "--players P1,P2 --preset NAME|--variant TEXT --deals N [--seed S] [--threads T]",
       "a duplicate tournament between automatic players: win rates with 95% intervals",
       "  --players P1,P2  one player per side: random, heuristic, ismcts, ismcts:LEVEL, ismcts:N\n"
       "  --preset NAME    one of the presets\n"
       "  --variant TEXT   a variant in text form\n"
       "  --deals N        deals (game seeds); each is played once per seating of the players\n"
       "  --seed S         the seed of the deals and the players' choices (default 1)\n"
       "  --threads T      games played at once (default 1)\n"
       "  --quiet          no progress lines on stderr\n",
       run_match},
      {"replay", "FILE", "load a game record, check every action and print the game",
       "  FILE   a record written by `bezique play --save`\n", run_replay},
      {"bench", "--preset NAME|--variant TEXT --deals N [--seed S]",
       "time N random deals and print deals and decisions per second",
       "  --preset NAME    one of the presets\n"
       "  --variant TEXT   a variant in text form\n"
       "  --deals N        how many deals to play (1 .. 100000000)\n"
       "  --seed S         the seed of the deals and choices (default 1)\n",
       run_bench},
  };
  return list;
}

const Command* find_command(std::string_view name) {
  for (const Command& c : commands())
    if (c.name == name) return &c;
  return nullptr;
}

int usage_error(const Command& cmd, const std::string& message, std::ostream& err) {
  err << "bezique " << cmd.name << ": " << message << "\n"
      << "usage: bezique " << cmd.name << " " << cmd.usage << "\n"
      << "(bezique " << cmd.name << " --help for details)\n";
  return kExitUsage;
}

void print_command_help(const Command& cmd, std::ostream& out) {
  out << "usage: bezique " << cmd.name << " " << cmd.usage << "\n" << cmd.summary << "\n\n" << cmd.details;
}

}  // namespace bezique::cli
