// `bezique play`: a whole match between built-in players, printed as it went.
#include <fstream>
#include <iostream>
#include <memory>

#include "command.hpp"
#include "player.hpp"
#include "print.hpp"
#include "seats.hpp"

namespace bezique::cli {

namespace {

// "greedy" for every seat, or "greedy,random" one per seat.
Result<std::vector<std::string>> seat_kinds(const std::string& text, int players) {
  std::vector<std::string> kinds;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    kinds.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (kinds.size() == 1) kinds.assign(static_cast<std::size_t>(players), kinds[0]);
  if (kinds.size() != static_cast<std::size_t>(players))
    return Status{Code::InvalidArgument, "--players names " + std::to_string(kinds.size()) +
                                             " kinds; this variant has " + std::to_string(players) + " players"};
  return kinds;
}

}  // namespace

int run_play(const Command& self, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  auto args = parse_args(argv, {"--preset", "--variant", "--seed", "--players", "--save", "--human"}, {});
  if (!args) return usage_error(self, args.status().message(), err);
  if (args->has("--help")) {
    print_command_help(self, out);
    out << "\nplayer kinds:\n";
    for (const PlayerKind& k : player_kinds()) out << "  " << k.name << "  " << k.summary << "\n";
    return kExitOk;
  }
  if (!args->positional.empty()) return usage_error(self, "unexpected argument '" + args->positional[0] + "'", err);
  auto variant = variant_from_args(*args);
  if (!variant) return usage_error(self, variant.status().message(), err);
  std::uint64_t seed = 1;
  if (const std::string* text = args->value("--seed")) {
    auto n = parse_number("--seed", *text);
    if (!n) return usage_error(self, n.status().message(), err);
    seed = *n;
  }
  int human = kNoHuman;
  if (const std::string* text = args->value("--human")) {
    auto n = parse_number("--human", *text, static_cast<std::uint64_t>(variant->players - 1));
    if (!n) return usage_error(self, n.status().message(), err);
    human = static_cast<int>(*n);
  }
  const std::string* players_text = args->value("--players");
  auto kinds = seat_kinds(players_text ? *players_text : (human == kNoHuman ? "greedy" : "ismcts"), variant->players);
  if (!kinds) return usage_error(self, kinds.status().message(), err);
  // The bezique::ai players and a human seat play through seats.cpp.
  bool ai_seats = human != kNoHuman;
  for (const std::string& kind : *kinds) ai_seats = ai_seats || is_ai_kind(kind);
  std::vector<std::unique_ptr<Player>> seats;
  if (ai_seats) {
    Status ok = check_seat_kinds(*kinds);
    if (!ok) return usage_error(self, ok.message(), err);
  }
  for (std::size_t seat = 0; seat < kinds->size() && !ai_seats; ++seat) {
    auto p = make_player((*kinds)[seat], player_seed(seed, static_cast<int>(seat)));
    if (!p) return usage_error(self, p.status().message(), err);
    seats.push_back(std::move(*p));
  }
  // Open the record file first, so that a bad path fails before the game is played.
  std::ofstream save;
  const std::string* save_path = args->value("--save");
  if (save_path) {
    save.open(*save_path, std::ios::binary);
    if (!save) {
      err << "bezique play: cannot write '" << *save_path << "'\n";
      return kExitFailure;
    }
  }

  auto game = Game::create(*variant, seed);
  if (!game) {
    err << "bezique play: " << game.status().message() << "\n";
    return kExitFailure;
  }
  Status played = ai_seats ? play_with_seats(*game, *kinds, human, seed, std::cin, out) : play_to_end(*game, seats);
  if (human == kNoHuman) print_game(*game, out);
  if (!played) {
    err << "bezique play: " << played.message() << "\n";
    return kExitFailure;
  }
  if (save_path) {
    save << game->record();
    save.close();
    if (!save) {
      err << "bezique play: writing '" << *save_path << "' failed\n";
      return kExitFailure;
    }
    out << "record saved to " << *save_path << "\n";
  }
  return kExitOk;
}

}  // namespace bezique::cli
