// `bezique replay FILE`: load a record, replaying and checking every action, and print it.
#include "command.hpp"
#include "print.hpp"
#include "record_file.hpp"

namespace bezique::cli {

int run_replay(const ReplayOptions& o, std::ostream& out, std::ostream& err) {
  auto game = load_record_file(o.file);
  if (!game) {
    err << "bezique replay: " << game.status().message() << "\n";
    return kExitFailure;
  }
  print_game(*game, out);
  return kExitOk;
}

}  // namespace bezique::cli
