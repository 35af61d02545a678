// The program's arguments, parsed by CLI11 into the option structs of command.hpp: help, ranges
// and errors come from one place. A bad argument is reported on one line with exit code 2.
#include "parse_args.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "bezique/ai/tournament.hpp"
#include "bezique/message_text.hpp"
#include "command.hpp"

namespace bezique::cli {

namespace {

// CLI11's messages quote the command line as typed: made one line, safe to print.
std::string one_line(const std::string& message) {
  std::string joined;
  for (char c : message) joined += c == '\n' ? ' ' : c;
  while (!joined.empty() && joined.back() == ' ') joined.pop_back();
  return printable(joined, 300);
}

// A seed is a whole number of 64 bits; CLI11 alone would take "-4" as 2^64 - 4.
const CLI::Validator kSeed(
    [](std::string& text) -> std::string {
      const bool digits = !text.empty() && text.size() <= 20 && text.find_first_not_of("0123456789") == std::string::npos;
      if (digits && (text.size() < 20 || text <= "18446744073709551615")) return "";
      return "a seed is a whole number from 0 to 18446744073709551615, not " + quote(text);
    },
    "0..2^64-1");

std::vector<std::string> command_names(CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands(std::function<bool(CLI::App*)>{})) names.push_back(sub->get_name());
  return names;
}

// Whether `word` names a command, by its name or an alias (`match`, the old name of `tournament`).
bool is_command(CLI::App& app, const std::string& word) {
  for (const CLI::App* sub : app.get_subcommands(std::function<bool(CLI::App*)>{}))
    if (sub->check_name(word)) return true;
  return false;
}

// "deal" for "play" and the like: CLI11 would only say that a command is required.
std::string unknown_command(CLI::App& app, const std::string& word) {
  const std::vector<std::string> names = command_names(app);
  std::string list;
  for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
  const std::string hint = did_you_mean(word, names);
  return "unknown command " + quote(word) + (hint.empty() ? " (commands: " + list + ")" : hint);
}

void add_variant_options(CLI::App& cmd, VariantChoice& v) {
  auto* preset = cmd.add_option("--preset", v.preset, "one of the presets (`bezique presets`); default two-handed");
  auto* text = cmd.add_option("--variant", v.text, "a variant in text form, e.g. 'rubicon(game_bonus=1000)'");
  preset->excludes(text);
}

}  // namespace

int parse_and_run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  CLI::App app{"bezique: the card game Bezique in every classic form", "bezique"};
  app.set_version_flag("--version", std::string("bezique ") + BEZIQUE_VERSION);
  app.require_subcommand(1);
  app.footer("`bezique COMMAND --help` describes one command.");

  PresetsOptions presets;
  auto* presets_cmd = app.add_subcommand("presets", "list the presets, or every option of one preset");
  presets_cmd->add_option("NAME", presets.name, "a preset: list every option with its type, value and meaning");
  presets_cmd->add_flag("--options", presets.options, "with no NAME: the options of two-handed");

  PlayOptions play;
  auto* play_cmd = app.add_subcommand(
      "play", "play a game at the terminal against the engine's players, or watch them play one");
  add_variant_options(*play_cmd, play.variant);
  play_cmd->add_option("--seed", play.seed, "the seed of the deals and of the players' choices (default: a random one, printed)")
      ->check(kSeed);
  play_cmd->add_option("--players", play.players,
                       "one kind for every automatic seat, or one per seat, comma-separated (kinds below); "
                       "without --human and without 'human' in the list, the players play each other");
  play_cmd->add_option("--human", play.human, "you play this seat (default 0 unless --players is given)")
      ->check(CLI::Range(0, 3));
  play_cmd->add_flag("--ask-forced", play.ask_forced, "ask you even when only one move is legal (it is played for you otherwise)");
  play_cmd->add_option("--save", play.save, "write the game record to FILE after every move (atomically)");
  auto* load = play_cmd->add_option("--load", play.load, "resume the game recorded in FILE (and keep saving to it)");
  load->excludes("--preset")->excludes("--variant")->excludes("--seed");
  // The match is the variant's (en_bas_table, match_games, loser_start_bonus): the core says
  // which variants keep one, so any two-player game to a target does, Haitian or not.
  auto* match_flag = play_cmd->add_flag(
      "--match", play.match,
      "keep a cent points match (docs/rules.md 7.5): games follow one another, dealt from --seed, --seed+1, ..., "
      "until a player's count reaches the variant's match_games; two players and a game to a target only");
  auto* matches = play_cmd->add_option("--matches", play.matches,
                                       "play N cent points matches in a row (implies --match): the loser of a match "
                                       "starts every game of the next with the variant's loser_start_bonus")
                      ->check(CLI::Range(1, 1000));
  for (CLI::Option* o : {match_flag, matches}) o->excludes(load)->excludes("--save");
  play_cmd->footer("player kinds:\n" + player_kinds_help(true) +
                   "\nAt your turn: a move by its number or in notation (QS, marriage KH+QH, pass), ? for help, "
                   "q to stop (with --save, the game is kept and --load resumes it).\n"
                   "With --match, each game's end shows the match count; Enter plays the next game, q stops.\n");

  ReplayOptions replay;
  auto* replay_cmd = app.add_subcommand("replay", "load a game record, check every action and print the game");
  replay_cmd->add_option("FILE", replay.file, "a record written by `bezique play --save`")->required();

  BenchOptions bench;
  auto* bench_cmd = app.add_subcommand("bench", "time random deals: deals and decisions per second");
  add_variant_options(*bench_cmd, bench.variant);
  bench_cmd->add_option("--deals", bench.deals, "how many deals to play")->required()->check(CLI::Range(1, 100000000));
  bench_cmd->add_option("--seed", bench.seed, "the seed of the deals and choices (default 1)")->check(kSeed);
  bench_cmd->add_flag("--listed", bench.listed,
                      "play the loop a host plays (list the legal actions, apply one), not simulate()'s faster one");

  TournamentOptions match;
  auto* match_cmd =
      app.add_subcommand("tournament", "a duplicate tournament between automatic players: win rates with 95% intervals");
  match_cmd->alias("match");  // the command's name before 0.1.0
  add_variant_options(*match_cmd, match.variant);
  match_cmd->add_option("--players", match.players, "one player per side, comma-separated, e.g. ismcts,heuristic")->required();
  match_cmd->add_option("--deals", match.deals, "deals (game seeds); each is played once per seating")
      ->required()
      ->check(CLI::Range(1, ai::kMaxTournamentDeals));
  match_cmd->add_option("--seed", match.seed, "the seed of the deals and the players' choices (default 1)")->check(kSeed);
  match_cmd->add_option("--threads", match.threads, "games played at once (default 1)")->check(CLI::Range(1, ai::kMaxTournamentThreads));
  match_cmd->add_flag("--quiet", match.quiet, "no progress lines on stderr");
  match_cmd->footer("player kinds:\n" + player_kinds_help(false));  // ends with a line end

  if (argc > 1 && argv[1][0] != '-' && !is_command(app, argv[1])) {
    err << "bezique: " << unknown_command(app, argv[1]) << " (bezique --help)\n";
    return kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    out << app.help();  // the help of the command named, or of the program
    return kExitOk;
  } catch (const CLI::CallForVersion& e) {
    out << e.what() << "\n";
    return kExitOk;
  } catch (const CLI::ParseError& e) {
    const auto subs = app.get_subcommands();
    const std::string where = subs.empty() ? "bezique" : "bezique " + subs.front()->get_name();
    err << where << ": " << one_line(e.what()) << " (" << where << " --help)\n";
    return kExitUsage;
  }
  if (presets_cmd->parsed()) return run_presets(presets, out, err);
  if (play_cmd->parsed()) return run_play(play, out, err);
  if (replay_cmd->parsed()) return run_replay(replay, out, err);
  if (bench_cmd->parsed()) return run_bench(bench, out, err);
  if (match_cmd->parsed()) return run_tournament(match, out, err);
  return kExitUsage;
}

}  // namespace bezique::cli
