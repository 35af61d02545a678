// The cent points match (docs/rules.md 7.5): its count, and its one-line text form.
#include "bezique/cent_points.hpp"

#include <algorithm>
#include <charconv>

#include "bezique/message_text.hpp"

namespace bezique {

namespace {

// Past any match a host plays; keeps the counters far from overflow.
constexpr int kMaxCentCounter = 1000000000;

Status cent_corrupt(const std::string& message) { return {Code::CorruptRecord, "cent points text: " + message}; }

bool cent_number(std::string_view text, int max, int& out) {
  int v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v < 0 || v > max) return false;
  out = v;
  return true;
}

// A seat (0 or 1) or '-' for none (-1).
bool cent_seat(std::string_view text, int& out) {
  if (text == "-") {
    out = -1;
    return true;
  }
  return cent_number(text, 1, out);
}

std::string cent_seat_text(int seat) { return seat < 0 ? "-" : std::to_string(seat); }

// The next space-separated word of `text`, consumed.
std::string_view cent_next_word(std::string_view& text) {
  const auto start = text.find_first_not_of(' ');
  if (start == std::string_view::npos) {
    text = {};
    return {};
  }
  text.remove_prefix(start);
  const auto end = std::min(text.find(' '), text.size());
  const std::string_view word = text.substr(0, end);
  text.remove_prefix(end);
  return word;
}

}  // namespace

Result<CentPoints> CentPoints::create(const Variant& variant) {
  Status valid = variant.validate();
  if (!valid) return valid;
  if (variant.players != 2 || variant.scoring != GameScoring::Cumulative)
    return Status{Code::InvalidVariant, "cent points: the match is kept between two players of a game to a target "
                                        "(players=2, scoring=cumulative), not " + variant_text(variant)};
  CentPoints m;
  m.en_bas_table_ = variant.en_bas_table;
  m.match_games_ = variant.match_games;
  m.loser_start_bonus_ = variant.loser_start_bonus;
  return m;
}

Status CentPoints::record_game(int winner_seat, int loser_final_score) {
  if (winner_seat != 0 && winner_seat != 1)
    return {Code::InvalidArgument, "cent points: the winner must be seat 0 or 1, not " + std::to_string(winner_seat)};
  if (is_over())
    return {Code::GameOver, "cent points: seat " + std::to_string(winner_) +
                                " has won the match; start the next one (new_match) before recording a game"};
  if (games_ >= kMaxCentCounter) return {Code::InvalidArgument, "cent points: too many games in one match"};
  const int loser = 1 - winner_seat;
  count_[winner_seat] += loser_final_score < en_bas_table_ ? 2 : 1;
  count_[loser] = 0;
  ++games_;
  if (count_[winner_seat] >= match_games_) {
    winner_ = winner_seat;
    bonus_seat_ = loser;
    if (matches_ < kMaxCentCounter) ++matches_;
  }
  return Status::ok();
}

Status CentPoints::new_match() {
  if (!is_over())
    return {Code::WrongPhase, "cent points: the match is still being played (" + std::to_string(count_[0]) + " to " +
                                  std::to_string(count_[1]) + ", " + std::to_string(match_games_) + " wins it)"};
  count_[0] = count_[1] = 0;
  games_ = 0;
  winner_ = -1;
  return Status::ok();
}

std::vector<int> CentPoints::start_scores() const {
  std::vector<int> scores(2, 0);
  if (bonus_seat_ >= 0) scores[static_cast<std::size_t>(bonus_seat_)] = loser_start_bonus_;
  return scores;
}

std::string CentPoints::to_text() const {
  return "cent-points 1 counts=" + std::to_string(count_[0]) + ":" + std::to_string(count_[1]) +
         " games=" + std::to_string(games_) + " matches=" + std::to_string(matches_) + " winner=" + cent_seat_text(winner_) +
         " bonus=" + cent_seat_text(bonus_seat_);
}

Result<CentPoints> CentPoints::from_text(const Variant& variant, std::string_view text) {
  auto made = create(variant);
  if (!made) return made.status();
  CentPoints m = *made;
  if (text.size() > 200) return cent_corrupt("longer than 200 characters");
  std::string_view rest = text;
  if (cent_next_word(rest) != "cent-points" || cent_next_word(rest) != "1")
    return cent_corrupt("expected 'cent-points 1', found " + quote(text.substr(0, 20)));
  // Each field once, in to_text()'s order.
  auto field = [&](const char* name, std::string_view& value) -> Status {
    const std::string_view word = cent_next_word(rest);
    const std::string prefix = std::string(name) + "=";
    if (word.substr(0, prefix.size()) != prefix)
      return cent_corrupt("expected '" + prefix + "...', found " + quote(word.empty() ? "the end" : word));
    value = word.substr(prefix.size());
    return Status::ok();
  };
  std::string_view value;
  Status s = field("counts", value);
  if (!s) return s;
  const auto colon = value.find(':');
  const int most = m.match_games_ + 1;
  if (colon == std::string_view::npos || !cent_number(value.substr(0, colon), most, m.count_[0]) ||
      !cent_number(value.substr(colon + 1), most, m.count_[1]))
    return cent_corrupt("counts: expected two counts 0 to " + std::to_string(most) + " as 'a:b', found " + quote(value));
  if (!(s = field("games", value))) return s;
  if (!cent_number(value, kMaxCentCounter, m.games_)) return cent_corrupt("games: not a number of games: " + quote(value));
  if (!(s = field("matches", value))) return s;
  if (!cent_number(value, kMaxCentCounter, m.matches_)) return cent_corrupt("matches: not a number of matches: " + quote(value));
  if (!(s = field("winner", value))) return s;
  if (!cent_seat(value, m.winner_)) return cent_corrupt("winner: expected 0, 1 or -, found " + quote(value));
  if (!(s = field("bonus", value))) return s;
  if (!cent_seat(value, m.bonus_seat_)) return cent_corrupt("bonus: expected 0, 1 or -, found " + quote(value));
  if (!cent_next_word(rest).empty()) return cent_corrupt("text after the bonus field");

  // What no match reaches: the loser of each game goes back to 0, so one count at most is above 0.
  if (m.count_[0] > 0 && m.count_[1] > 0) return cent_corrupt("counts: both above 0 (the loser of a game goes back to 0)");
  for (int seat = 0; seat < 2; ++seat)
    if (m.count_[seat] > 2 * m.games_)
      return cent_corrupt("counts: " + std::to_string(m.count_[seat]) + " from " + std::to_string(m.games_) + " games");
  if (m.winner_ >= 0) {
    if (m.count_[m.winner_] < m.match_games_)
      return cent_corrupt("winner: seat " + std::to_string(m.winner_) + " has not reached match_games (" +
                     std::to_string(m.match_games_) + ")");
    if (m.bonus_seat_ != 1 - m.winner_) return cent_corrupt("bonus: the match's loser is the bonus seat");
  } else if (m.count_[0] >= m.match_games_ || m.count_[1] >= m.match_games_) {
    return cent_corrupt("winner: a count has reached match_games (" + std::to_string(m.match_games_) + ") with no winner");
  }
  if ((m.matches_ == 0) != (m.bonus_seat_ < 0)) return cent_corrupt("bonus: a bonus seat exactly when a match was won");
  return m;
}

bool CentPoints::operator==(const CentPoints& o) const {
  return en_bas_table_ == o.en_bas_table_ && match_games_ == o.match_games_ &&
         loser_start_bonus_ == o.loser_start_bonus_ && count_[0] == o.count_[0] && count_[1] == o.count_[1] &&
         games_ == o.games_ && matches_ == o.matches_ && winner_ == o.winner_ && bonus_seat_ == o.bonus_seat_;
}

}  // namespace bezique
