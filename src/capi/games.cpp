// Game handles: creation from a seed or deck orders, copies, the public facts and scores.
#include "internal.hpp"

using namespace bzq_detail;

namespace {

bzq_status make_game(bezique::Result<bezique::Game> game, bzq_game** out) {
  if (!game) return fail(nullptr, game.status());
  *out = new bzq_game{std::move(*game), {}};
  return BZQ_OK;
}

}  // namespace

namespace bzq_detail {

void fill_info(const State& s, std::int32_t viewer, bzq_info* out) {
  const Variant& v = s.variant();
  // A caller with this version's struct (or a later one's) is filled in place.
  bzq_info filled;
  const std::uint32_t out_size = out->struct_size;
  bzq_info* info = out_size >= sizeof filled ? out : &filled;
  std::memset(info, 0, sizeof filled);
  info->struct_size = sizeof filled;
  info->players = v.players;
  info->sides = v.sides();
  info->phase = static_cast<std::int32_t>(s.phase());
  info->current_player = s.current_player();
  info->dealer = s.dealer();
  info->deal_number = s.deal_number();
  info->stage = s.stage();
  info->trump = s.trump();
  info->turn_up = s.turn_up();
  info->stock_size = s.stock_size();
  info->trick_number = s.trick_number();
  info->is_over = s.is_terminal() ? 1 : 0;
  info->winner = s.is_terminal() ? s.winner() : -1;
  info->viewer = viewer;
  info->first_bezique_scored = s.first_bezique_scored() ? 1 : 0;
  if (info == out)
    out->struct_size = out_size;
  else
    write_struct(filled, out);
}

}  // namespace bzq_detail

extern "C" {

bzq_status bzq_game_new(const bzq_variant* variant, uint64_t seed, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!out) return null_argument(nullptr, "out");
    // A variant that validates is shared as it was checked, and the game built in its handle.
    if (variant->checked) {
      *out = new bzq_game{bezique::Game(*variant->checked, seed), {}};
      return BZQ_OK;
    }
    // One that does not fails as create() says.
    return make_game(bezique::Game::create(variant->variant, seed, {}), out);
  });
}

bzq_status bzq_game_new_with_decks(const bzq_variant* variant, uint64_t seed, const uint8_t* cards,
                                   uint32_t card_count, uint32_t deck_count, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!out) return null_argument(nullptr, "out");
    if (!cards && card_count > 0) return null_argument(nullptr, "cards");
    const Variant& v = variant->variant;
    Status valid = v.validate();
    if (!valid) return fail(nullptr, valid);
    const std::uint64_t size = static_cast<std::uint64_t>(v.deck_size());
    if (static_cast<std::uint64_t>(deck_count) * size != card_count)
      return fail(nullptr, BZQ_INVALID_ARGUMENT,
                  "decks: " + std::to_string(card_count) + " cards do not make " + std::to_string(deck_count) +
                      " decks of " + std::to_string(size) + " cards");
    std::vector<bezique::Deck> decks(deck_count);
    for (std::uint32_t d = 0; d < deck_count; ++d) {
      decks[d].assign(cards + d * size, cards + (d + 1) * size);
      // Every deck is checked now, not when its deal comes, so a bad one fails creation.
      State probe(v);
      Status s = probe.deal(decks[d]);
      if (!s) return fail(nullptr, BZQ_INVALID_ARGUMENT, "deck " + std::to_string(d) + ": " + s.message());
    }
    return make_game(bezique::Game::create(v, seed, std::move(decks)), out);
  });
}

bzq_status bzq_game_new_with_deck_text(const bzq_variant* variant, uint64_t seed, const char* text,
                                       bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!text) return null_argument(nullptr, "decks");
    if (!out) return null_argument(nullptr, "out");
    const Variant& v = variant->variant;
    Status valid = v.validate();
    if (!valid) return fail(nullptr, valid);
    std::vector<bezique::Deck> decks;
    std::string_view all(text);
    if (all.size() > (16u << 20)) return fail(nullptr, BZQ_INVALID_ARGUMENT, "deck text larger than 16 MiB");
    std::size_t start = 0;
    while (start < all.size()) {
      std::size_t nl = all.find('\n', start);
      std::string_view line = all.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
      start = nl == std::string_view::npos ? all.size() : nl + 1;
      if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
      auto deck = bezique::parse_deck(v, line);
      if (!deck) {
        bezique::Status s = deck.status();
        return fail(nullptr, static_cast<bzq_status>(s.code()), "deck " + std::to_string(decks.size()) + ": " + s.message());
      }
      decks.push_back(std::move(*deck));
    }
    return make_game(bezique::Game::create(v, seed, std::move(decks)), out);
  });
}

bzq_status bzq_game_restart(bzq_game* game, uint64_t seed) {
  return guard(game ? &game->message : nullptr, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    Status restarted = game->game.restart(seed);
    if (!restarted) return fail(&game->message, restarted);
    return BZQ_OK;
  });
}

bzq_status bzq_game_clone(const bzq_game* game, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(&game->message, "out");
    *out = new bzq_game{game->game, {}};
    return BZQ_OK;
  });
}

void bzq_game_free(bzq_game* game) { delete game; }

const char* bzq_game_message(const bzq_game* game) { return message_of(game ? &game->message : nullptr); }

bzq_status bzq_game_variant(const bzq_game* game, bzq_variant** out) {
  return guard(game ? &game->message : nullptr, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(&game->message, "out");
    *out = new bzq_variant(game->game.variant());
    return BZQ_OK;
  });
}

bzq_status bzq_game_seed(const bzq_game* game, uint64_t* seed) {
  return guard(game ? &game->message : nullptr, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!seed) return null_argument(&game->message, "seed");
    *seed = game->game.seed();
    return BZQ_OK;
  });
}

bzq_status bzq_game_info(const bzq_game* game, bzq_info* info) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!info) return null_argument(msg, "info");
    bzq_status s = check_struct(msg, info, info->struct_size, kInfoSizeV1, "info");
    if (s != BZQ_OK) return s;
    fill_info(game->game.state(), BZQ_OMNISCIENT, info);
    return BZQ_OK;
  });
}

bzq_status bzq_game_scores(const bzq_game* game, int32_t which, int32_t* values, uint32_t capacity,
                           uint32_t* count) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    const State& s = game->game.state();
    std::vector<std::int32_t> out;
    for (int side = 0; side < s.variant().sides(); ++side) {
      switch (which) {
        case BZQ_SCORES_POINTS: out.push_back(s.score(side)); break;
        case BZQ_SCORES_PENDING: out.push_back(s.pending(side)); break;
        case BZQ_SCORES_RESULTS: out.push_back(s.result(side)); break;
        default:
          return fail(msg, BZQ_OUT_OF_RANGE,
                      "scores kind " + std::to_string(which) + " is out of range (BZQ_SCORES_POINTS, _PENDING or _RESULTS)");
      }
    }
    return write_array(msg, out, values, capacity, count);
  });
}

bzq_status bzq_game_decision_count(const bzq_game* game, uint32_t* count) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!count) return null_argument(msg, "count");
    *count = static_cast<uint32_t>(game->game.decision_count());
    return BZQ_OK;
  });
}

bzq_status bzq_game_undo(bzq_game* game, uint32_t count) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bezique::Status st = game->game.undo(count);
    if (!st) return fail(msg, st);
    return BZQ_OK;
  });
}

bzq_status bzq_game_full_text(const bzq_game* game, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    return write_string(msg, bezique::full_text(game->game.state()), buf, size, needed);
  });
}

bzq_status bzq_game_card_text(const bzq_game* game, uint8_t card, int32_t with_copy, char* buf, uint32_t size,
                              uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    const bezique::State& s = game->game.state();
    if (!s.present().contains(card))
      return fail(msg, BZQ_INVALID_ARGUMENT, "card id " + std::to_string(card) + " is not a card of this game");
    return write_string(msg, bezique::card_text(card, with_copy != 0, s.variant().jokers > 0), buf, size, needed);
  });
}

bzq_status bzq_game_card_parse(const bzq_game* game, const char* text, uint8_t* card) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!text) return null_argument(msg, "text");
    if (!card) return null_argument(msg, "card");
    const bezique::State& s = game->game.state();
    const bool jokers = s.variant().jokers > 0;
    const std::string_view t(text);
    int joker = -1;
    if (jokers && t.size() <= 8 && bezique::parse_joker(t, &joker)) {
      const auto id = static_cast<std::uint8_t>(bezique::kFirstJoker + (joker < 0 ? 0 : joker));
      if (!s.present().contains(id)) return fail(msg, BZQ_INVALID_ARGUMENT, bezique::quote(t) + " is not a joker of this game");
      *card = id;
      return BZQ_OK;
    }
    auto parsed = t.size() <= 8 ? bezique::parse_card(t) : std::nullopt;
    if (!parsed)
      return fail(msg, BZQ_PARSE_ERROR,
                  bezique::quote(t) + " is not a card (rank A T K Q J 9 8 7, suit S H D C: QS or QS.1" +
                      (jokers ? "; a joker: JK or JK.1)" : ")"));
    const auto id = bezique::physical_card(parsed->type, parsed->copy < 0 ? 0 : parsed->copy);
    if (!s.present().contains(id) || (jokers && bezique::is_joker(id)))
      return fail(msg, BZQ_INVALID_ARGUMENT, bezique::quote(t) + " is not a card of this game");
    *card = id;
    return BZQ_OK;
  });
}

}  // extern "C"
