// The `bezique` program. Whatever happens, it ends with an exit code and at most a line on
// stderr: no exception escapes.
#include <exception>
#include <iostream>
#include <new>

#include "bezique/message_text.hpp"
#include "command.hpp"
#include "parse_args.hpp"

int main(int argc, char** argv) {
  try {
    return bezique::cli::parse_and_run(argc, argv, std::cout, std::cerr);
  } catch (const std::bad_alloc&) {
    std::cerr << "bezique: out of memory\n";
  } catch (const std::exception& e) {
    std::cerr << "bezique: internal error (please report it): " << bezique::printable(e.what(), 200) << "\n";
  } catch (...) {
    std::cerr << "bezique: internal error (please report it)\n";
  }
  return bezique::cli::kExitFailure;
}
