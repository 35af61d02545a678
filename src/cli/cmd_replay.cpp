// `bezique replay FILE`: load a record, replaying and checking every action, and print it.
#include <fstream>
#include <sstream>

#include "command.hpp"
#include "print.hpp"

namespace bezique::cli {

int run_replay(const Command& self, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  auto args = parse_args(argv, {}, {});
  if (!args) return usage_error(self, args.status().message(), err);
  if (args->has("--help")) {
    print_command_help(self, out);
    return kExitOk;
  }
  if (args->positional.size() != 1) return usage_error(self, "exactly one record file is required", err);
  const std::string& path = args->positional[0];
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err << "bezique replay: cannot read '" << path << "'\n";
    return kExitFailure;
  }
  std::ostringstream text;
  text << in.rdbuf();
  auto game = Game::from_record(text.str());
  if (!game) {
    err << "bezique replay: " << path << ": " << game.status().message() << "\n";
    return kExitFailure;
  }
  print_game(*game, out);
  return kExitOk;
}

}  // namespace bezique::cli
