// `bezique play`: a game at the terminal against the engine's players (bezique::ai), or a
// game between them, printed whole at the end. With --save the record is rewritten after every
// move, so a game stopped any way (q, the end of the input, Ctrl-C) can be resumed with --load.
// With --match, games follow one another in a cent points match that the core counts
// (CentPoints): each game starts at the scores the match gives and its result is recorded.
#include <algorithm>
#include <iostream>
#include <memory>
#include <random>

#include "bezique/ai/tournament.hpp"
#include "bezique/ai/player.hpp"
#include "bezique/cent_points.hpp"
#include "bezique/message_text.hpp"
#include "command.hpp"
#include "human.hpp"
#include "match_text.hpp"
#include "print.hpp"
#include "record_file.hpp"
#include "screen.hpp"

namespace bezique::cli {

namespace {

constexpr const char* kHuman = "human";

// The seed of seat `seat`'s player in a game seeded with `seed` (apart from the deal seeds).
std::uint64_t player_seed(std::uint64_t seed, int seat) {
  std::uint64_t s = seed ^ (0xA0761D6478BD642Full * static_cast<std::uint64_t>(seat + 1));
  return splitmix64(s);
}

// The kind of every seat: --players (one kind for all, or one per seat) and --human. With
// neither, you play seat 0 against the heuristic player.
Result<std::vector<std::string>> seat_kinds(const PlayOptions& o, const Variant& v) {
  std::vector<std::string> kinds = split_commas(o.players.empty() ? "heuristic" : o.players);
  // A copy: assign() may not be given a reference into the vector it refills.
  if (kinds.size() == 1) kinds.assign(static_cast<std::size_t>(v.players), std::string(kinds[0]));
  if (kinds.size() != static_cast<std::size_t>(v.players))
    return Status{Code::InvalidArgument, "--players names " + std::to_string(kinds.size()) + " kinds; this variant has " +
                                             std::to_string(v.players) + " players"};
  if (o.human) {
    if (*o.human >= v.players)
      return Status{Code::InvalidArgument, "--human " + std::to_string(*o.human) + ": this variant has seats 0 to " +
                                               std::to_string(v.players - 1)};
    kinds[static_cast<std::size_t>(*o.human)] = kHuman;
  } else if (o.players.empty()) {
    kinds[0] = kHuman;
  }
  int humans = 0;
  for (std::string& kind : kinds) {
    if (lower_ascii(kind) == kHuman) {
      kind = kHuman;
      ++humans;
      continue;
    }
    auto p = ai::make_player(kind);
    if (!p) return p.status();
  }
  if (humans > 1) return Status{Code::InvalidArgument, "one human seat at most (the others see your screen)"};
  return kinds;
}

class Session {
 public:
  Session(Game game, const std::vector<std::string>& kinds, const PlayOptions& o, std::ostream& out)
      : game_(std::move(game)), options_(o), out_(out) {
    const Variant& v = game_.variant();
    for (int p = 0; p < v.players; ++p) {
      const std::string& kind = kinds[static_cast<std::size_t>(p)];
      rngs_.emplace_back(player_seed(game_.seed(), p));
      if (kind == kHuman) {
        seating_.human = p;
        players_.emplace_back();
        seating_.names.push_back("P" + std::to_string(p) + " (you)");
      } else {
        players_.push_back(std::move(ai::make_player(kind).value()));
        seating_.names.push_back("P" + std::to_string(p) + " (" + players_.back()->name() + ")");
      }
    }
    save_path_ = !o.save.empty() ? o.save : o.load;
  }

  // Plays to the end, or until the human stops; false when a save or a player failed.
  bool run(std::ostream& err) {
    const bool resumed = !options_.load.empty();
    if (seating_.human >= 0) introduce(resumed);
    shown_ = resumed ? game_.events().size() : 0;
    while (!game_.is_over() && !stopped_) {
      const int p = game_.current_player();
      Action action;
      if (p == seating_.human) {
        show_new_events();
        const ActionList legal = game_.legal_actions();
        if (legal.size() == 1 && !options_.ask_forced) {
          out_ << "  (your only move, played for you: " << game_.action_text(legal[0]) << ")\n";
          action = legal[0];
        } else {
          out_ << "\n" << table_text(game_, seating_) << "moves   " << moves_text(game_, legal) << "\n";
          const HumanAnswer answer = ask_human(game_, legal, seating_, std::cin, out_);
          if (answer.kind == HumanAnswer::Stop) {
            stopped_ = true;
            break;
          }
          if (answer.kind == HumanAnswer::Undo) {
            take_back();
            if (!save(err)) return false;
            continue;
          }
          action = answer.action;
          human_decisions_.push_back(game_.decision_count());
        }
      } else {
        action = players_[static_cast<std::size_t>(p)]->choose(ai::seat_view(game_, p), game_.variant(),
                                                                rngs_[static_cast<std::size_t>(p)]);
      }
      Status applied = game_.apply(action);
      if (!applied) {
        err << "bezique play: " << seating_.names[static_cast<std::size_t>(p)] << ": " << applied.message() << "\n";
        return false;
      }
      if (!save(err)) return false;
    }
    if (seating_.human < 0) {
      print_game(game_, out_);
    } else {
      show_new_events();
      if (game_.is_over()) out_ << game_result_text(game_, seating_);
    }
    if (stopped_) {
      out_ << "Stopped after " << game_.actions().size() << (game_.actions().size() == 1 ? " move." : " moves.");
      if (!save_path_.empty())
        out_ << " The game is saved in " << quote(save_path_, 200) << ": bezique play --load " << printable(save_path_, 200)
             << " resumes it.";
      out_ << "\n";
    } else if (!save_path_.empty()) {
      out_ << "record saved to " << printable(save_path_, 200) << "\n";
    }
    return true;
  }

  bool save(std::ostream& err) {
    if (save_path_.empty()) return true;
    Status s = save_record_file(save_path_, game_);
    if (!s) err << "bezique play: " << s.message() << "\n";
    return s.is_ok();
  }

  // Whether the human stopped the game before its end.
  bool stopped() const { return stopped_; }
  const Game& game() const { return game_; }
  const std::vector<std::string>& names() const { return seating_.names; }

 private:
  void introduce(bool resumed) {
    const Variant& v = game_.variant();
    out_ << "bezique: " << variant_text(v) << ", seed " << game_.seed() << ". You are P" << seating_.human;
    for (int p = 0; p < v.players; ++p)
      if (p != seating_.human) out_ << ", " << seating_.names[static_cast<std::size_t>(p)];
    out_ << (v.partnerships ? "; partners sit opposite (P0+P2, P1+P3).\n" : ".\n");
    if (resumed) out_ << "Resumed after " << game_.actions().size() << " moves.\n";
    if (!save_path_.empty())
      out_ << "The game is saved to " << quote(save_path_, 200) << " after every move: stop it any time (q, Ctrl-D, "
           << "Ctrl-C) and resume it with bezique play --load " << printable(save_path_, 200) << "\n";
    out_ << "Type ? for help, q to stop.\n";
  }

  // Back to the human's previous decision, the other seats' decisions after it with it. The
  // automatic players' random streams go on: they are theirs, not the game's.
  void take_back() {
    if (human_decisions_.empty()) {
      out_ << "nothing to take back: you have made no move in this session\n";
      return;
    }
    const std::size_t back = game_.decision_count() - human_decisions_.back();
    human_decisions_.pop_back();
    Status undone = game_.undo(back);
    if (!undone) {
      out_ << "cannot take back: " << undone.message() << "\n";
      return;
    }
    shown_ = std::min(shown_, game_.events().size());
    out_ << "took back " << back << (back == 1 ? " move" : " moves") << ": your move again\n";
  }

  // What happened since the human last looked, with each deal's result as it ends.
  void show_new_events() {
    const std::vector<Event>& events = game_.events();
    const std::size_t end = events.size();
    bool deal_settled = false;
    for (std::size_t i = shown_; i < end; ++i) {
      out_ << events_text(game_, i, i + 1, seating_.human);
      if (events[i].type == EventType::DealStarted) deal_settled = false;
      if (events[i].type == EventType::DealOver || (events[i].type == EventType::GameOver && !deal_settled)) {
        out_ << deal_result_text(game_, i, seating_);
        deal_settled = true;
      }
    }
    shown_ = end;
  }

  Game game_;
  const PlayOptions& options_;
  std::ostream& out_;
  Seating seating_;
  std::vector<std::unique_ptr<ai::Player>> players_;
  std::vector<Rng> rngs_;
  std::string save_path_;
  std::size_t shown_ = 0;
  bool stopped_ = false;
  std::vector<std::size_t> human_decisions_;  // decision_count() before each of the human's moves
};

// `--match`: games dealt from `seed`, `seed` + 1, ..., each recorded in the match the core
// keeps, until the matches asked for are won or the human stops.
int run_match(const PlayOptions& o, const Variant& v, std::uint64_t seed, const std::vector<std::string>& kinds,
              std::ostream& out, std::ostream& err) {
  auto made = CentPoints::create(v);
  if (!made) return usage_error("play", "--match: " + made.status().message(), err);
  CentPoints match = *made;
  const int matches = o.matches > 0 ? o.matches : 1;
  const bool human = std::find(kinds.begin(), kinds.end(), kHuman) != kinds.end();
  int match_number = 1;
  for (std::uint64_t game_seed = seed;; ++game_seed) {
    auto game = Game::create(v, game_seed, {}, match.start_scores());
    if (!game) {
      err << "bezique play: " << game.status().message() << "\n";
      return kExitFailure;
    }
    Session session(std::move(*game), kinds, o, out);
    out << match_game_heading(match, match_number, game_seed, session.names());
    if (!session.run(err)) return kExitFailure;
    if (session.stopped()) return kExitOk;
    // Two players: the winning side is the winning seat.
    const State& state = session.game().state();
    const int winner = state.winner();
    const int loser_score = winner >= 0 ? state.score(1 - winner) : 0;
    const CentPoints before = match;
    if (winner >= 0) {
      Status recorded = match.record_game(winner, loser_score);
      if (!recorded) {
        err << "bezique play: " << recorded.message() << "\n";
        return kExitFailure;
      }
    }
    out << match_game_result(before, match, winner, loser_score, match_number, session.names());
    if (match.is_over()) {
      if (match_number == matches) return kExitOk;
      Status next = match.new_match();
      if (!next) {
        err << "bezique play: " << next.message() << "\n";
        return kExitFailure;
      }
      ++match_number;
    }
    if (human && !ask_next_game(std::cin, out)) {
      out << "Stopped between games; the match stood at " << match.count(0) << " to " << match.count(1) << ".\n";
      return kExitOk;
    }
  }
}

}  // namespace

int run_play(const PlayOptions& o, std::ostream& out, std::ostream& err) {
  Result<Game> game = Status{Code::Internal, "no game"};
  if (!o.load.empty()) {
    game = load_record_file(o.load);
    if (!game) {
      err << "bezique play: " << game.status().message() << "\n";
      return kExitFailure;
    }
    if (game->is_over()) {
      err << "bezique play: the game in " << quote(o.load, 200) << " is over\n";
      return kExitFailure;
    }
  } else {
    auto variant = o.variant.resolve();
    if (!variant) return usage_error("play", variant.status().message(), err);
    const std::uint64_t seed = o.seed ? *o.seed : (static_cast<std::uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
    if (o.match || o.matches > 0) {
      auto kinds = seat_kinds(o, *variant);
      if (!kinds) return usage_error("play", kinds.status().message(), err);
      return run_match(o, *variant, seed, *kinds, out, err);
    }
    game = Game::create(*variant, seed);
    if (!game) {
      err << "bezique play: " << game.status().message() << "\n";
      return kExitFailure;
    }
  }
  auto kinds = seat_kinds(o, game->variant());
  if (!kinds) return usage_error("play", kinds.status().message(), err);
  Session session(std::move(*game), *kinds, o, out);
  // A bad path fails before the first move.
  if (!session.save(err)) return kExitFailure;
  return session.run(err) ? kExitOk : kExitFailure;
}

}  // namespace bezique::cli
