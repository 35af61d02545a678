#include "screen.hpp"

#include <algorithm>
#include <array>
#include <map>

#include "bezique/view.hpp"

namespace bezique::cli {

namespace {

// Cards by suit, a suit to a group, and the jokers (docs/rules.md section 7) last, apart.
std::string cards_text(std::vector<CardId> cards, bool jokers) {
  auto group = [jokers](CardId c) { return jokers && is_joker(c) ? kSuits : static_cast<int>(suit_of(c)); };
  auto order = [jokers](CardId c) { return jokers && is_joker(c) ? kCardTypes : static_cast<int>(type_of(c)); };
  std::stable_sort(cards.begin(), cards.end(), [&](CardId a, CardId b) { return order(a) < order(b); });
  std::string out;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i) out += group(cards[i]) != group(cards[i - 1]) ? "  " : " ";
    out += card_text(cards[i], false, jokers);
  }
  return out.empty() ? "-" : out;
}

std::string pad(std::string s, std::size_t width) {
  if (s.size() < width) s.insert(0, width - s.size(), ' ');
  return s;
}

std::string join(const std::vector<std::string>& parts, const char* sep) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

// Where the current deal's events begin.
std::size_t deal_start(const std::vector<Event>& events, std::size_t before) {
  for (std::size_t i = before; i-- > 0;)
    if (events[i].type == EventType::DealStarted) return i;
  return 0;
}

std::string what_to_do(Phase phase) {
  switch (phase) {
    case Phase::CarteBlanche: return "carte blanche: show a hand without a court card, or pass";
    case Phase::Play: return "play a card";
    case Phase::Nominate: return "your side won the trick: name who declares";
    case Phase::Declare: return "you won the trick: declare a meld, or pass";
    case Phase::Repeat: return "show the card you drew for carte blanche again, or pass";
    case Phase::LastDraw: return "the last draw: take the top card or the turn-up";
    default: return "";
  }
}

}  // namespace

std::string Seating::side_name(const Variant& v, int side) const {
  if (!v.partnerships) return side == human ? "you" : names[static_cast<std::size_t>(side)];
  std::string members;
  bool mine = false;
  for (int p = 0; p < v.players; ++p)
    if (v.side_of(p) == side) {
      members += (members.empty() ? "P" : "+P") + std::to_string(p);
      mine = mine || p == human;
    }
  return members + (mine ? " (you)" : "");
}

std::string table_text(const Game& game, const Seating& seating) {
  const Variant& v = game.variant();
  const State& s = game.state();
  const int seat = seating.human;
  const View view = make_view(s, seat);
  const bool jokers = v.jokers > 0;
  std::string out;
  out += "deal " + std::to_string(view.deal_number + 1) + " (dealer P" + std::to_string(view.dealer) + ") | trick " +
         std::to_string(view.trick_number + 1) + (view.stage == 2 ? " of the play-off" : "") + " | trumps ";
  out += view.trump >= 0 ? std::string(suit_name(static_cast<Suit>(view.trump))) : std::string("not fixed yet");
  if (view.turn_up >= 0) out += ", turn-up " + card_text(static_cast<CardId>(view.turn_up), false, jokers);
  out += " | stock " + std::to_string(view.stock_size) + "\n";

  std::vector<std::string> scores, won, results;
  bool any_won = false;
  for (int side = 0; side < v.sides(); ++side) {
    scores.push_back(seating.side_name(v, side) + " " + std::to_string(view.scores[side]));
    won.push_back(seating.side_name(v, side) + " " + std::to_string(view.won[side]));
    results.push_back(seating.side_name(v, side) + " " + std::to_string(view.results[side]));
    any_won = any_won || view.won[side] > 0;
  }
  if (v.scoring == GameScoring::Rubicon) {
    out += "score   " + join(scores, " | ") + "  (this deal; under " + std::to_string(v.rubicon_threshold) +
           " is a rubicon)\n";
    out += "match   " + join(results, " | ") + "  (deal " + std::to_string(view.deal_number + 1) + " of " +
           std::to_string(v.match_deals) + ")\n";
  } else {
    out += "score   " + join(scores, " | ") + "  (game to " + std::to_string(v.target) + ")\n";
  }
  if (any_won)
    out += "won     " + join(won, " | ") + (v.card_count == CardCount::Brisques ? "  (brisques" : "  (card points") +
           " in tricks, counted " + (v.count_timing == CountTiming::TieOrRubicon ? "only if needed" : "later") + ")\n";

  std::vector<std::string> melds;
  for (const MeldRecord& m : view.melds) {
    std::vector<CardId> cards(m.cards.begin(), m.cards.begin() + m.count);
    std::string cards_plus;
    for (CardId c : cards) cards_plus += (cards_plus.empty() ? "" : "+") + card_text(c, false, jokers);
    melds.push_back("P" + std::to_string(m.player) + " " + std::string(meld_name(m.kind)) + " " + cards_plus);
  }
  out += "melds   " + (melds.empty() ? std::string("none yet this deal") : join(melds, " | ")) + "\n";

  // The last trick of the deal, with who played what.
  const std::vector<Event>& events = game.events();
  std::vector<std::string> plays, last;
  int last_winner = -1;
  for (std::size_t i = deal_start(events, events.size()); i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.type == EventType::CardPlayed) plays.push_back("P" + std::to_string(e.player) + " " + card_text(e.cards[0], false, jokers));
    if (e.type == EventType::TrickWon) {
      last = plays;
      plays.clear();
      last_winner = e.player;
    }
  }
  if (last_winner >= 0)
    out += "last    " + join(last, ", ") + ": P" + std::to_string(last_winner) + " won it\n";
  if (!view.trick.empty()) {
    std::vector<std::string> trick;
    for (const TrickCard& t : view.trick) trick.push_back("P" + std::to_string(t.player) + " " + card_text(t.card, false, jokers));
    out += "trick   " + join(trick, ", ") + "\n";
  }
  std::vector<std::string> tables, counts;
  for (int p = 0; p < v.players; ++p) {
    if (!view.table[p].empty()) tables.push_back((p == seat ? std::string("yours") : "P" + std::to_string(p)) + " " + cards_text(view.table[p], jokers));
    if (p != seat) counts.push_back("P" + std::to_string(p) + " holds " + std::to_string(view.hand_sizes[p]));
  }
  if (!tables.empty()) out += "table   " + join(tables, " | ") + "  (declared, still in play)\n";
  out += "cards   " + join(counts, " | ") + "\n";
  if (seat >= 0) {
    // The hand less the declared cards, which the table line shows.
    std::vector<CardId> concealed;
    const std::vector<CardId>& mine = view.table[static_cast<std::size_t>(seat)];
    for (CardId c : view.hand)
      if (std::find(mine.begin(), mine.end(), c) == mine.end()) concealed.push_back(c);
    out += "hand    " + cards_text(concealed, jokers) + "\n";
  }
  if (s.current_player() == seat) out += "to do   " + what_to_do(s.phase()) + "\n";
  return out;
}

std::string move_text(const Game& game, const Action& action) {
  const State& s = game.state();
  // Which of two copies is the declared one is what a player needs to know; the notation's
  // copy number (QH.0, QH.1) does not say it.
  const bool from_table = action.type == ActionType::Play && s.table(s.current_player()).contains(action.cards[0]);
  return game.action_text(action) + (from_table ? " (table)" : "");
}

std::string moves_text(const Game& game, const ActionList& legal) {
  std::string out;
  for (std::size_t i = 0; i < legal.size(); ++i)
    out += (i ? "  " : "") + std::to_string(i + 1) + ") " + move_text(game, legal[i]);
  return out;
}

std::string events_text(const Game& game, std::size_t from, std::size_t to, int seat) {
  std::string out;
  const std::vector<Event>& events = game.events();
  for (std::size_t i = from; i < to && i < events.size(); ++i) {
    const Event& e = events[i];
    if ((e.type == EventType::HandDealt && e.player != seat) || e.type == EventType::PointsScored ||
        e.type == EventType::DealOver || e.type == EventType::GameResult || e.type == EventType::GameOver)
      continue;
    out += (e.type == EventType::DealStarted ? "\n== " : "  ") + event_text(redact(e, seat), game.variant().jokers > 0) +
           (e.type == EventType::DealStarted ? " ==" : "") + "\n";
  }
  return out;
}

std::string deal_result_text(const Game& game, std::size_t end, const Seating& seating) {
  const Variant& v = game.variant();
  const std::vector<Event>& events = game.events();
  const std::size_t start = deal_start(events, end);
  const auto sides = static_cast<std::size_t>(v.sides());
  // Points by reason, in the order the reasons are numbered; match points from every result.
  std::map<int, std::vector<int>> by_reason;
  std::vector<int> deal(sides, 0), game_total(sides, 0), match(sides, 0);
  std::vector<const Event*> results;
  // The deal's settlement follows its end, up to the next deal.
  std::size_t stop = end + 1;
  while (stop < events.size() && events[stop].type != EventType::DealStarted) ++stop;
  for (std::size_t i = 0; i < stop; ++i) {
    const Event& e = events[i];
    if (e.type == EventType::GameResult) {
      match[static_cast<std::size_t>(e.side)] += e.value;
      if (i >= start) results.push_back(&e);
    }
    if (e.type != EventType::PointsScored) continue;
    game_total[static_cast<std::size_t>(e.side)] += e.value;
    if (i < start) continue;
    auto& row = by_reason[static_cast<int>(e.reason)];
    row.resize(sides, 0);
    row[static_cast<std::size_t>(e.side)] += e.value;
    deal[static_cast<std::size_t>(e.side)] += e.value;
  }
  std::size_t width = 8;
  for (std::size_t side = 0; side < sides; ++side)
    width = std::max(width, seating.side_name(v, static_cast<int>(side)).size() + 2);
  auto row = [&](const std::string& label, const std::vector<int>& values) {
    std::string line = "  " + label;
    line.resize(16, ' ');
    for (int x : values) line += pad(std::to_string(x), width);
    return line + "\n";
  };
  std::string out = "\n== deal " + std::to_string(events[start].value + 1) + " over ==\n";
  std::string header(16, ' ');
  for (std::size_t side = 0; side < sides; ++side) header += pad(seating.side_name(v, static_cast<int>(side)), width);
  out += header + "\n";
  for (const auto& [reason, values] : by_reason) out += row(std::string(score_reason_name(static_cast<ScoreReason>(reason))), values);
  out += row("deal total", deal);
  if (v.scoring == GameScoring::Rubicon) {
    for (const Event* r : results) {
      out += "  " + seating.side_name(v, r->side) + (r->side == seating.human && !v.partnerships ? " win" : " wins") +
             " the deal: " + std::to_string(r->value) + " match points";
      out += r->reason == ScoreReason::Rubicon
                 ? " (a rubicon: the loser stayed under " + std::to_string(v.rubicon_threshold) + "; the rubicon bonus of " +
                       std::to_string(v.rubicon_bonus) + " included)\n"
                 : " (the game bonus of " + std::to_string(v.game_bonus) + " included)\n";
    }
    if (results.empty()) out += "  no result: the deal is tied\n";
    out += row("match", match);
  } else {
    out += row("game", game_total);
  }
  return out;
}

std::string game_result_text(const Game& game, const Seating& seating) {
  const Variant& v = game.variant();
  const State& s = game.state();
  std::vector<std::string> standing;
  for (int side = 0; side < v.sides(); ++side)
    standing.push_back(seating.side_name(v, side) + " " +
                       std::to_string(v.scoring == GameScoring::Rubicon ? s.result(side) : s.score(side)));
  std::string out = "\n== game over ==\n";
  out += (v.scoring == GameScoring::Rubicon ? "match points: " : "final scores: ") + join(standing, ", ") + "\n";
  const int w = s.winner();
  if (w < 0) out += "The game is drawn.\n";
  else if (seating.human >= 0 && v.side_of(seating.human) == w) out += "You win the game!\n";
  else out += seating.side_name(v, w) + " wins the game.\n";
  return out;
}

}  // namespace bezique::cli
