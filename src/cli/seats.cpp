#include "seats.hpp"

#include <memory>

#include "bezique/ai/match.hpp"
#include "bezique/ai/player.hpp"
#include "player.hpp"

namespace bezique::cli {

bool is_ai_kind(std::string_view kind) {
  for (const PlayerKind& k : player_kinds())
    if (k.name == kind) return false;
  return ai::make_player(kind).is_ok();
}

Status check_seat_kinds(const std::vector<std::string>& kinds) {
  for (const std::string& kind : kinds) {
    if (is_ai_kind(kind)) continue;
    auto p = make_player(kind, 0);
    if (!p) {
      std::string known;
      for (const PlayerKind& k : player_kinds()) known += std::string(k.name) + ", ";
      return Status{Code::UnknownName, "unknown player kind '" + kind + "' (known: " + known +
                                           "heuristic, ismcts, ismcts:easy|medium|hard|expert, ismcts:N)"};
    }
  }
  return Status::ok();
}

namespace {

// What the human has not yet been shown, as they may see it.
void show_events(const Game& game, int seat, std::size_t& shown, std::ostream& out) {
  const std::vector<Event>& events = game.events();
  for (; shown < events.size(); ++shown) {
    const Event& e = events[shown];
    if (e.type == EventType::HandDealt && e.player != seat) continue;
    out << "  " << event_text(redact(e, seat)) << "\n";
  }
}

Result<Action> read_action(const Game& game, const View& view, std::istream& in, std::ostream& out) {
  std::string line;
  while (true) {
    out << "your move> " << std::flush;
    if (!std::getline(in, line)) {
      out << "\n";
      return Status{Code::InvalidArgument, "the input ended before the game did"};
    }
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    line = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
    // A legal move's number, as listed.
    if (line.find_first_not_of("0123456789") == std::string::npos && line.size() < 6) {
      const std::size_t n = std::stoul(line);
      if (n >= 1 && n <= view.legal_actions.size()) return view.legal_actions[n - 1];
      out << "no move " << line << ": choose 1 to " << view.legal_actions.size() << "\n";
      continue;
    }
    auto a = game.parse_action(line);
    if (a) return a;
    out << "not accepted: " << a.status().message() << "\n";
  }
}

}  // namespace

Status play_with_seats(Game& game, const std::vector<std::string>& kinds, int human, std::uint64_t seed,
                       std::istream& in, std::ostream& out) {
  const Variant& v = game.variant();
  std::vector<std::unique_ptr<ai::Player>> ai_seats(static_cast<std::size_t>(v.players));
  std::vector<std::unique_ptr<Player>> cli_seats(static_cast<std::size_t>(v.players));
  std::vector<Rng> rngs;
  for (int p = 0; p < v.players; ++p) {
    rngs.emplace_back(player_seed(seed, p));
    if (p == human) continue;
    const std::string& kind = kinds[static_cast<std::size_t>(p)];
    if (is_ai_kind(kind)) {
      ai_seats[p] = std::move(ai::make_player(kind).value());
    } else {
      auto made = make_player(kind, player_seed(seed, p));
      if (!made) return made.status();
      cli_seats[p] = std::move(*made);
    }
  }
  std::size_t shown = 0;
  while (!game.is_over()) {
    const int p = game.current_player();
    Action action;
    if (p == human) {
      const View view = ai::seat_view(game, p);
      show_events(game, p, shown, out);
      View shown_view = view;
      shown_view.legal_actions.clear();  // listed below, numbered
      out << "\n" << view_text(game.state(), shown_view);
      out << "moves:";
      for (std::size_t i = 0; i < view.legal_actions.size(); ++i)
        out << " " << i + 1 << ")" << game.action_text(view.legal_actions[i]);
      out << "\n";
      auto a = read_action(game, view, in, out);
      if (!a) return a.status();
      action = *a;
    } else if (ai_seats[p]) {
      action = ai_seats[p]->choose(ai::seat_view(game, p), v, rngs[p]);
    } else {
      const ActionList legal = game.legal_actions();
      const View view = make_view(game.state(), p);
      const std::vector<int> points = immediate_points(game.state(), legal);
      const std::size_t i = cli_seats[p]->choose(Decision{v, view, legal, points});
      if (i >= legal.size()) return Status{Code::Internal, "seat " + std::to_string(p) + " chose no legal action"};
      action = legal[i];
    }
    Status s = game.apply(action);
    if (!s) return s;
  }
  if (human >= 0) {
    show_events(game, human, shown, out);
    out << "\n";
  }
  return Status::ok();
}

}  // namespace bezique::cli
