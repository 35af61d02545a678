// The `bezique` program: a dispatcher over the subcommands of commands.cpp.
#include <iostream>
#include <string>
#include <vector>

#include "command.hpp"

namespace {

void print_usage(std::ostream& out) {
  out << "usage: bezique COMMAND [ARGS]\n\ncommands:\n";
  for (const auto& c : bezique::cli::commands()) {
    std::string name(c.name);
    out << "  " << name << std::string(name.size() < 9 ? 9 - name.size() : 1, ' ') << c.summary << "\n";
  }
  out << "\nbezique COMMAND --help describes one command.\n";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace bezique::cli;
  if (argc < 2) {
    std::cerr << "bezique: a command is required\n";
    print_usage(std::cerr);
    return kExitUsage;
  }
  const std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    print_usage(std::cout);
    return kExitOk;
  }
  const Command* cmd = find_command(name);
  if (!cmd) {
    std::cerr << "bezique: unknown command '" << name << "'\n";
    print_usage(std::cerr);
    return kExitUsage;
  }
  const std::vector<std::string> args(argv + 2, argv + argc);
  return cmd->run(*cmd, args, std::cout, std::cerr);
}
