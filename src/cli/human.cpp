#include "human.hpp"

#include "bezique/ai/hint.hpp"
#include "bezique/message_text.hpp"

namespace bezique::cli {

namespace {

// The longest line read; the rest of a longer one is skipped.
constexpr std::size_t kMaxLine = 1000;
// The player behind `hint`: the master at its medium budget answers in a moment.
constexpr const char* kHintPlayer = "master:medium";

bool read_line(std::istream& in, std::string& line) {
  line.clear();
  char c;
  bool any = false;
  while (in.get(c)) {
    any = true;
    if (c == '\n') return true;
    if (line.size() < kMaxLine) line += c;
  }
  return any;
}

std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

void print_help(const Game& game, const ActionList& legal, std::ostream& out) {
  out << "Your legal moves:\n";
  for (std::size_t i = 0; i < legal.size(); ++i)
    out << "  " << i + 1 << ") " << move_text(game, legal[i]) << "\n";
  out << "Answer with a move's number, or write it: a card to play (QS; 10 or T for a ten), a meld and its\n"
         "cards (marriage KH+QH, bezique QS+JD, four AS+AH+AD+AC; or just KH+QH), exchange 7H, seven 7H,\n"
         "carte-blanche, pass, take-top, take-turn-up, nominate-self, nominate-partner, claim.\n"
         "Other commands: t shows the table again, hint suggests a move and says why, undo takes back\n"
         "your last move (and the others' after it), q stops the game.\n";
}

}  // namespace

HumanAnswer ask_human(const Game& game, const ActionList& legal, const Seating& seating, std::istream& in,
                      std::ostream& out) {
  auto move = [](const Action& a) { return HumanAnswer{HumanAnswer::Move, a}; };
  std::string line;
  while (true) {
    out << "your move (1-" << legal.size() << ", ? for help)> " << std::flush;
    if (!read_line(in, line)) {
      out << "\n";
      return {};
    }
    const std::string answer = trim(line);
    if (answer.empty()) continue;
    const std::string word = lower_ascii(answer);
    if (word == "q" || word == "quit" || word == "exit") return {};
    if (word == "undo" || word == "u") return HumanAnswer{HumanAnswer::Undo, Action{}};
    if (word == "hint") {
      // Seeded by the position, so that asking again gives the same hint.
      auto h = ai::hint(game, game.current_player(), kHintPlayer, game.seed() ^ game.decision_count());
      if (h)
        out << "hint: " << h->index + 1 << ") " << h->text << "\n";
      else
        out << "no hint: " << h.status().message() << "\n";
      continue;
    }
    if (word == "?" || word == "help" || word == "h") {
      print_help(game, legal, out);
      continue;
    }
    if (word == "t" || word == "table") {
      out << table_text(game, seating) << "moves   " << moves_text(game, legal) << "\n";
      continue;
    }
    if (answer.find_first_not_of("0123456789") == std::string::npos) {
      const std::size_t n = answer.size() < 6 ? std::stoul(answer) : 0;
      if (n >= 1 && n <= legal.size()) return move(legal[n - 1]);
      out << "no move " << printable(answer, 10) << ": choose 1 to " << legal.size() << " (? lists them)\n";
      continue;
    }
    auto a = game.parse_action(answer);
    if (a) return move(*a);
    out << "not accepted: " << a.status().message() << "\n";
  }
}

bool ask_next_game(std::istream& in, std::ostream& out) {
  std::string line;
  while (true) {
    out << "next game (Enter), q to stop> " << std::flush;
    if (!read_line(in, line)) {
      out << "\n";
      return false;
    }
    const std::string word = lower_ascii(trim(line));
    if (word.empty()) return true;
    if (word == "q" || word == "quit" || word == "exit") return false;
    out << "press Enter for the next game, or q to stop\n";
  }
}

}  // namespace bezique::cli
