// The cent points match (docs/rules.md 7.5) through the C ABI, and games that start at its bonus.
#include "bezique/cent_points.hpp"
#include "internal.hpp"

using namespace bzq_detail;

struct bzq_cent_points {
  bezique::CentPoints match;
  mutable bzq_detail::Message message;
};

namespace {

bzq_status make_cent_points(bezique::Result<bezique::CentPoints> match, bzq_cent_points** out) {
  if (!match) return fail(nullptr, match.status());
  *out = new bzq_cent_points{std::move(*match), {}};
  return BZQ_OK;
}

}  // namespace

extern "C" {

bzq_status bzq_cent_points_new(const bzq_variant* variant, bzq_cent_points** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!out) return null_argument(nullptr, "out");
    return make_cent_points(bezique::CentPoints::create(variant->variant), out);
  });
}

bzq_status bzq_cent_points_from_text(const bzq_variant* variant, const char* text, bzq_cent_points** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!text) return null_argument(nullptr, "text");
    if (!out) return null_argument(nullptr, "out");
    return make_cent_points(bezique::CentPoints::from_text(variant->variant, text), out);
  });
}

bzq_status bzq_cent_points_clone(const bzq_cent_points* match, bzq_cent_points** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!match) return null_argument(nullptr, "match");
    if (!out) return null_argument(&match->message, "out");
    *out = new bzq_cent_points{match->match, {}};
    return BZQ_OK;
  });
}

void bzq_cent_points_free(bzq_cent_points* match) { delete match; }

const char* bzq_cent_points_message(const bzq_cent_points* match) {
  return message_of(match ? &match->message : nullptr);
}

bzq_status bzq_cent_points_record_game(bzq_cent_points* match, int32_t winner, int32_t loser_score) {
  Message* msg = match ? &match->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!match) return null_argument(nullptr, "match");
    if (winner != 0 && winner != 1)
      return fail(msg, BZQ_OUT_OF_RANGE, "cent points: the winner must be seat 0 or 1, not " + std::to_string(winner));
    Status s = match->match.record_game(winner, loser_score);
    return s ? BZQ_OK : fail(msg, s);
  });
}

bzq_status bzq_cent_points_new_match(bzq_cent_points* match) {
  Message* msg = match ? &match->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!match) return null_argument(nullptr, "match");
    Status s = match->match.new_match();
    return s ? BZQ_OK : fail(msg, s);
  });
}

bzq_status bzq_cent_points_counts(const bzq_cent_points* match, int32_t* values, uint32_t capacity, uint32_t* count) {
  Message* msg = match ? &match->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!match) return null_argument(nullptr, "match");
    const std::vector<int> counts{match->match.count(0), match->match.count(1)};
    return write_array(msg, counts, values, capacity, count);
  });
}

bzq_status bzq_cent_points_start_scores(const bzq_cent_points* match, int32_t* values, uint32_t capacity,
                                        uint32_t* count) {
  Message* msg = match ? &match->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!match) return null_argument(nullptr, "match");
    return write_array(msg, match->match.start_scores(), values, capacity, count);
  });
}

bzq_status bzq_cent_points_state(const bzq_cent_points* match, int32_t* games, int32_t* winner, int32_t* bonus_seat) {
  return guard(match ? &match->message : nullptr, [&]() -> bzq_status {
    if (!match) return null_argument(nullptr, "match");
    if (games) *games = match->match.games();
    if (winner) *winner = match->match.match_winner();
    if (bonus_seat) *bonus_seat = match->match.bonus_seat();
    return BZQ_OK;
  });
}

bzq_status bzq_cent_points_text(const bzq_cent_points* match, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = match ? &match->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!match) return null_argument(nullptr, "match");
    return write_string(msg, match->match.to_text(), buf, size, needed);
  });
}

bzq_status bzq_cent_points_equal(const bzq_cent_points* a, const bzq_cent_points* b, int32_t* equal) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!a) return null_argument(nullptr, "a");
    if (!b) return null_argument(nullptr, "b");
    if (!equal) return null_argument(nullptr, "equal");
    *equal = a->match == b->match ? 1 : 0;
    return BZQ_OK;
  });
}

bzq_status bzq_game_new_with_scores(const bzq_variant* variant, uint64_t seed, const int32_t* scores, uint32_t count,
                                    bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!scores && count > 0) return null_argument(nullptr, "scores");
    if (!out) return null_argument(nullptr, "out");
    if (count > bezique::kMaxPlayers)
      return fail(nullptr, BZQ_INVALID_ARGUMENT, "scores: " + std::to_string(count) + " scores, more than any side count");
    const std::vector<int> start(scores, scores + count);
    auto game = bezique::Game::create(variant->variant, seed, {}, start);
    if (!game) return fail(nullptr, game.status());
    *out = new bzq_game{std::move(*game), {}};
    return BZQ_OK;
  });
}

}  // extern "C"
