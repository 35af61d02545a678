// The program's command line: parsed (CLI11), then the command named is run.
#pragma once

#include <ostream>

namespace bezique::cli {

// Parses argv and runs the command; returns the exit code (command.hpp).
int parse_and_run(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace bezique::cli
