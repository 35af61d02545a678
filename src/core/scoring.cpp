// Scoring the deal and the game (docs/rules.md sections 2.9 and 5).
#include <algorithm>
#include <array>

#include "bezique/state.hpp"

namespace bezique {

namespace {
void push_score_event(std::vector<Event>* ev, const Event& e) {
  if (ev) ev->push_back(e);
}

ScoreReason count_reason(const Variant& v) {
  return v.card_count == CardCount::CardPoints ? ScoreReason::CardPoints : ScoreReason::Brisques;
}
}  // namespace

// Section 7.5: under brisque_scheme = majority the player who won fewer brisques loses this
// many points, and each scores the other figure when they won as many.
constexpr int kMajorityLoss = 200;
constexpr int kMajorityTie = 160;

// A side wins the moment it reaches target under win_check = immediate, or once it is counting
// card points as it wins them (the French running count). Under at_once (7.5) a declaration or
// a seven wins at once, while the end of a deal (last trick, cards won) is settled as a whole.
bool State::wins_at_once(int side, ScoreReason reason) const {
  const Variant& v = *variant_;
  if (v.scoring != GameScoring::Cumulative) return false;
  if (v.win_check == WinCheck::AtOnce)
    return reason != ScoreReason::LastTrick && reason != ScoreReason::Brisques && reason != ScoreReason::CardPoints;
  return v.win_check == WinCheck::Immediate || running(side);
}

void State::add_points(int side, int points, ScoreReason reason, std::vector<Event>* ev) {
  const Variant& v = *variant_;
  if (points == 0 || phase_ == Phase::GameOver) return;
  // score_floor = 0 (7.5): a loss takes a score down to 0 at most.
  if (points < 0 && v.score_floor == ScoreFloor::Zero) points = std::max(points, -score_[side]);
  if (points == 0) return;
  score_[side] += points;
  Event e;
  e.type = EventType::PointsScored;
  e.side = static_cast<std::int8_t>(side);
  e.reason = reason;
  e.value = points;
  push_score_event(ev, e);
  // The running count starts once a side reaches running_count_from; the card points it has
  // won this deal are counted at that moment.
  if (v.running_count_from > 0 && !running(side) && score_[side] >= v.running_count_from) {
    running_ |= static_cast<std::uint8_t>(1 << side);
    const int held = pending_[side];
    pending_[side] = 0;
    add_points(side, held, count_reason(v), ev);
    if (phase_ == Phase::GameOver) return;
  }
  if (points > 0 && wins_at_once(side, reason) && score_[side] >= v.target) end_game(side, ev);
}

void State::add_trick_points(int side, int points, std::vector<Event>* ev) {
  const Variant& v = *variant_;
  // No test of points == 0 (add_points() ignores it, and pending points gain nothing): whether
  // a trick holds a card that counts is a coin flip for the branch predictor.
  if (v.count_timing == CountTiming::Immediate || running(side)) add_points(side, points, count_reason(v), ev);
  else pending_[side] += points;
}

void State::end_game(int winning_side, std::vector<Event>* ev) {
  phase_ = Phase::GameOver;
  winner_side_ = static_cast<std::int8_t>(winning_side);
  Event e;
  e.type = EventType::GameOver;
  e.side = static_cast<std::int8_t>(winning_side);
  push_score_event(ev, e);
}

void State::end_of_deal(std::vector<Event>* ev) {
  const Variant& v = *variant_;
  const int last_side = v.side_of(last_trick_winner_);
  if (v.last_trick_at == LastTrickAt::Final) add_points(last_side, v.last_trick_value, ScoreReason::LastTrick, ev);
  if (phase_ == Phase::GameOver) return;
  if (v.scoring == GameScoring::Rubicon) {
    settle_rubicon(ev);
  } else {
    // Cards won are counted now, the last trick's winner first (it may win at once).
    if (v.count_timing == CountTiming::EndOfDeal && v.card_count == CardCount::Brisques &&
        v.brisque_scheme != BrisqueScheme::All) {
      count_brisques_by_scheme(last_side, ev);
      if (phase_ == Phase::GameOver) return;
    } else if (v.count_timing == CountTiming::EndOfDeal) {
      for (int i = 0; i < v.sides(); ++i) {
        const int side = (last_side + i) % v.sides();
        const int held = pending_[side];
        pending_[side] = 0;
        add_points(side, held, count_reason(v), ev);
        if (phase_ == Phase::GameOver) return;
      }
    }
    settle_cumulative(ev);
  }
}

// Section 7.5's brisque schemes: by majority (two players, each gated by brisque_min_score), only
// for the sides that won brisque_threshold of them, or not at all. The last trick's winner first.
void State::count_brisques_by_scheme(int last_side, std::vector<Event>* ev) {
  const Variant& v = *variant_;
  const int sides = v.sides();
  std::array<int, kMaxPlayers> won{}, points{}, before{};
  for (int s = 0; s < sides; ++s) {
    points[s] = pending_[s];
    won[s] = v.brisque_value > 0 ? pending_[s] / v.brisque_value : 0;
    before[s] = score_[s];
    pending_[s] = 0;
  }
  std::array<int, kMaxPlayers> change{};
  switch (v.brisque_scheme) {
    case BrisqueScheme::Majority: {
      const bool tie = won[0] == won[1];
      const int more = won[0] >= won[1] ? 0 : 1;
      for (int s = 0; s < 2; ++s) {
        if (before[s] < v.brisque_min_score) continue;  // the 200 gate
        change[s] = tie ? kMajorityTie : s == more ? points[s] : -kMajorityLoss;
      }
      break;
    }
    case BrisqueScheme::Threshold:
      for (int s = 0; s < sides; ++s) change[s] = won[s] >= v.brisque_threshold ? points[s] : 0;
      break;
    case BrisqueScheme::All:
      for (int s = 0; s < sides; ++s) change[s] = points[s];
      break;
    case BrisqueScheme::None:
      break;
  }
  for (int i = 0; i < sides; ++i) {
    const int side = (last_side + i) % sides;
    add_points(side, change[side], ScoreReason::Brisques, ev);
    if (phase_ == Phase::GameOver) return;
  }
}

void State::settle_cumulative(std::vector<Event>* ev) {
  const Variant& v = *variant_;
  Event over;
  over.type = EventType::DealOver;
  over.value = deal_no_;
  push_score_event(ev, over);
  int best = 0;
  bool tie = false;
  for (int s = 1; s < v.sides(); ++s) {
    if (score_[s] > score_[best]) {
      best = s;
      tie = false;
    } else if (score_[s] == score_[best]) {
      tie = true;
    }
  }
  const bool reached = score_[best] >= v.target;
  ++deal_no_;
  if (reached && !tie) return end_game(best, ev);
  // A tie at the top goes to the last trick's winner, when that side is one of the tied.
  const int last_side = v.side_of(last_trick_winner_);
  if (reached && tie && v.tie_break == TieBreak::LastTrick && score_[last_side] == score_[best])
    return end_game(last_side, ev);
  if (deal_no_ >= v.max_deals) return end_game(tie ? -1 : best, ev);
  phase_ = Phase::Deal;
}

// A single-deal game (docs/rules.md section 5): the winner on points, the card count only where it
// breaks a tie or saves the loser from the rubicon, whole units, the game bonus, the rubicon.
void State::settle_rubicon(std::vector<Event>* ev) {
  const Variant& v = *variant_;
  // The cards won in tricks are still to count (B); the scores hold everything else (P).
  const bool cards_pending = v.card_count != CardCount::None && v.count_timing != CountTiming::Immediate;
  bool count_cards = cards_pending;
  if (cards_pending && v.count_timing == CountTiming::TieOrRubicon) {
    // Step 1: a tie on P is broken by the card count. Step 2: a loser under the threshold on
    // P counts its cards if they lift it to the threshold. Step 3: in no other case.
    if (score_[0] == score_[1]) {
      count_cards = true;
    } else {
      const int loser = score_[0] < score_[1] ? 0 : 1;
      count_cards = score_[loser] < v.rubicon_threshold && score_[loser] + pending_[loser] >= v.rubicon_threshold;
    }
  }
  std::array<int, 2> counted{};
  if (count_cards) {
    // If either side counts, both count; the winner is then decided on P + B.
    for (int s = 0; s < 2; ++s) {
      counted[s] = pending_[s];
      pending_[s] = 0;
      add_points(s, counted[s], count_reason(v), ev);
    }
  }
  Event over;
  over.type = EventType::DealOver;
  over.value = deal_no_;
  push_score_event(ev, over);
  // More points in whole units wins, the fractions deciding only when the units tie: that is
  // the plain comparison of the points. Equal points leave the deal without a result.
  if (score_[0] != score_[1]) {
    const int w = score_[0] > score_[1] ? 0 : 1;
    const int l = 1 - w;
    const int unit = v.score_unit;
    const bool rubiconed = score_[l] < v.rubicon_threshold;
    // Step 4: a rubicon scores the two sides' points without the card count (tie_or_rubicon),
    // or with a rubicon brisque bonus standing in for every brisque of the deal.
    const bool cards_replaced = rubiconed && (v.count_timing == CountTiming::TieOrRubicon || v.rubicon_brisque_bonus > 0);
    const int w_units = (score_[w] - (cards_replaced ? counted[w] : 0)) / unit * unit;
    const int l_units = (score_[l] - (cards_replaced ? counted[l] : 0)) / unit * unit;
    int result;
    if (rubiconed) result = v.rubicon_bonus + w_units + l_units + v.rubicon_brisque_bonus;
    else result = v.game_bonus + w_units - l_units;
    result_[w] += result;
    Event r;
    r.type = EventType::GameResult;
    r.side = static_cast<std::int8_t>(w);
    r.value = result;
    r.reason = rubiconed ? ScoreReason::Rubicon : ScoreReason::None;
    push_score_event(ev, r);
  }
  ++deal_no_;
  if (deal_no_ >= v.match_deals) {
    const int winner = result_[0] == result_[1] ? -1 : (result_[0] > result_[1] ? 0 : 1);
    end_game(winner, ev);
    return;
  }
  phase_ = Phase::Deal;
}

}  // namespace bezique
