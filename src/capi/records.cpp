// Record handles: a verified saved game, its actions, and the game at any point of it.
#include "internal.hpp"

using namespace bzq_detail;

namespace {

Message* msg_of(const bzq_record* r) { return r ? &r->message : nullptr; }

// The action lines of a record text (between "actions" and "end").
std::vector<std::string> action_lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  bool in_actions = false;
  while (start < text.size()) {
    std::size_t nl = text.find('\n', start);
    std::string line = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    start = nl == std::string::npos ? text.size() : nl + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!in_actions) {
      in_actions = line == "actions";
    } else if (line == "end") {
      break;
    } else if (!line.empty()) {
      out.push_back(line);
    }
  }
  return out;
}

bzq_status make_record(bezique::Game game, bzq_record** out) {
  // The canonical text, whatever spelling was loaded (case, spaces, inferred kinds).
  std::string text = game.record();
  std::vector<std::string> texts = action_lines(text);
  if (texts.size() != game.actions().size())
    return fail(nullptr, BZQ_INTERNAL, "record text and actions disagree");
  *out = new bzq_record{std::move(game), std::move(text), std::move(texts), {}};
  return BZQ_OK;
}

bzq_status check_index(Message* msg, const bzq_record* r, std::uint32_t index) {
  const std::size_t n = r->game.actions().size();
  if (index >= n)
    return fail(msg, BZQ_OUT_OF_RANGE,
                "action index " + std::to_string(index) + " is out of range: the record has " + std::to_string(n) +
                    " actions");
  return BZQ_OK;
}

}  // namespace

extern "C" {

bzq_status bzq_record_from_text(const char* text, bzq_record** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!text) return null_argument(nullptr, "text");
    if (!out) return null_argument(nullptr, "out");
    auto game = bezique::Game::from_record(text);
    if (!game) return fail(nullptr, game.status());
    return make_record(std::move(*game), out);
  });
}

bzq_status bzq_game_record(const bzq_game* game, bzq_record** out) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(msg, "out");
    if (!game->game.has_history())
      return fail(msg, BZQ_WRONG_PHASE, "a game loaded from a state text has no record: save its state instead");
    bzq_status s = make_record(game->game, out);
    if (s != BZQ_OK) return fail(msg, s, bzq_last_error());
    return BZQ_OK;
  });
}

void bzq_record_free(bzq_record* record) { delete record; }

const char* bzq_record_message(const bzq_record* record) { return message_of(msg_of(record)); }

bzq_status bzq_record_text(const bzq_record* record, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = msg_of(record);
  return guard(msg, [&]() -> bzq_status {
    if (!record) return null_argument(nullptr, "record");
    return write_string(msg, record->text, buf, size, needed);
  });
}

bzq_status bzq_record_variant(const bzq_record* record, bzq_variant** out) {
  Message* msg = msg_of(record);
  return guard(msg, [&]() -> bzq_status {
    if (!record) return null_argument(nullptr, "record");
    if (!out) return null_argument(msg, "out");
    *out = new bzq_variant(record->game.variant());
    return BZQ_OK;
  });
}

bzq_status bzq_record_seed(const bzq_record* record, uint64_t* seed) {
  Message* msg = msg_of(record);
  return guard(msg, [&]() -> bzq_status {
    if (!record) return null_argument(nullptr, "record");
    if (!seed) return null_argument(msg, "seed");
    *seed = record->game.seed();
    return BZQ_OK;
  });
}

bzq_status bzq_record_action_count(const bzq_record* record, uint32_t* count) {
  Message* msg = msg_of(record);
  return guard(msg, [&]() -> bzq_status {
    if (!record) return null_argument(nullptr, "record");
    if (!count) return null_argument(msg, "count");
    *count = static_cast<uint32_t>(record->game.actions().size());
    return BZQ_OK;
  });
}

bzq_status bzq_record_action(const bzq_record* record, uint32_t index, bzq_action* out) {
  Message* msg = msg_of(record);
  return guard(msg, [&]() -> bzq_status {
    if (!record) return null_argument(nullptr, "record");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kActionSizeV1, "out");
    if (s != BZQ_OK) return s;
    if ((s = check_index(msg, record, index)) != BZQ_OK) return s;
    write_action(record->game.actions()[index], out);
    return BZQ_OK;
  });
}

bzq_status bzq_record_action_text(const bzq_record* record, uint32_t index, char* buf, uint32_t size,
                                  uint32_t* needed) {
  Message* msg = msg_of(record);
  return guard(msg, [&]() -> bzq_status {
    if (!record) return null_argument(nullptr, "record");
    bzq_status s = check_index(msg, record, index);
    if (s != BZQ_OK) return s;
    return write_string(msg, record->action_texts[index], buf, size, needed);
  });
}

bzq_status bzq_record_replay(const bzq_record* record, uint32_t actions, bzq_game** out) {
  Message* msg = msg_of(record);
  return guard(msg, [&]() -> bzq_status {
    if (!record) return null_argument(nullptr, "record");
    if (!out) return null_argument(msg, "out");
    const bezique::Game& g = record->game;
    if (actions > g.actions().size())
      return fail(msg, BZQ_OUT_OF_RANGE,
                  std::to_string(actions) + " actions is out of range: the record has " +
                      std::to_string(g.actions().size()));
    auto replay = bezique::Game::create(g.variant(), g.seed(), g.decks());
    if (!replay) return fail(msg, replay.status());
    for (std::uint32_t i = 0; i < actions; ++i) {
      bezique::Status s = replay->apply(g.actions()[i]);
      if (!s) return fail(msg, BZQ_INTERNAL, "a verified record does not replay: " + s.message());
    }
    *out = new bzq_game{std::move(*replay), {}};
    return BZQ_OK;
  });
}

}  // extern "C"
