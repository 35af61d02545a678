// Status names, the thread-local last error and the copying of results to caller buffers.
#include <new>

#include "internal.hpp"

namespace bzq_detail {

// A C++ status crosses the ABI as its code's number (fail(), static_cast<bzq_status>): each
// BZQ_* value below 100 is the Code of the same meaning, and stays so.
static_assert(BZQ_OK == static_cast<int>(bezique::Code::Ok), "BZQ_OK is Code::Ok");
static_assert(BZQ_INVALID_ARGUMENT == static_cast<int>(bezique::Code::InvalidArgument), "Code::InvalidArgument");
static_assert(BZQ_UNKNOWN_NAME == static_cast<int>(bezique::Code::UnknownName), "Code::UnknownName");
static_assert(BZQ_PARSE_ERROR == static_cast<int>(bezique::Code::ParseError), "Code::ParseError");
static_assert(BZQ_INVALID_VARIANT == static_cast<int>(bezique::Code::InvalidVariant), "Code::InvalidVariant");
static_assert(BZQ_ILLEGAL_ACTION == static_cast<int>(bezique::Code::IllegalAction), "Code::IllegalAction");
static_assert(BZQ_WRONG_PHASE == static_cast<int>(bezique::Code::WrongPhase), "Code::WrongPhase");
static_assert(BZQ_OUT_OF_TURN == static_cast<int>(bezique::Code::OutOfTurn), "Code::OutOfTurn");
static_assert(BZQ_GAME_OVER == static_cast<int>(bezique::Code::GameOver), "Code::GameOver");
static_assert(BZQ_CORRUPT_RECORD == static_cast<int>(bezique::Code::CorruptRecord), "Code::CorruptRecord");
static_assert(BZQ_BUFFER_TOO_SMALL == static_cast<int>(bezique::Code::BufferTooSmall), "Code::BufferTooSmall");
static_assert(BZQ_INTERNAL == static_cast<int>(bezique::Code::Internal), "Code::Internal");

namespace {
// Thread-local, so the library holds no global mutable state shared between threads.
thread_local Message t_last_message;
thread_local bzq_status t_last_status = BZQ_OK;

constexpr const char* kOutOfMemory = "out of memory";

void record(Message* handle_message, bzq_status status, const std::string& message) noexcept {
  t_last_status = status;
  t_last_message.set(message);
  if (handle_message) handle_message->set(message);
}

void record_constant(Message* handle_message, bzq_status status, const char* message) noexcept {
  t_last_status = status;
  t_last_message.set_constant(message);
  if (handle_message) handle_message->set_constant(message);
}
}  // namespace

void Message::set(const std::string& text) noexcept {
  try {
    text_ = text;
    constant_ = nullptr;
  } catch (...) {
    set_constant(kOutOfMemory);
  }
}

void Message::set_constant(const char* text) noexcept {
  text_.clear();
  constant_ = text;
}

bzq_status fail(Message* handle_message, bzq_status status, const std::string& message) noexcept {
  record(handle_message, status, message);
  return status;
}

bzq_status fail(Message* handle_message, const Status& status) noexcept {
  return fail(handle_message, static_cast<bzq_status>(status.code()), status.message());
}

bzq_status fail_out_of_memory(Message* handle_message) noexcept {
  record_constant(handle_message, BZQ_OUT_OF_MEMORY, kOutOfMemory);
  return BZQ_OUT_OF_MEMORY;
}

bzq_status fail_internal(Message* handle_message, const char* what) noexcept {
  try {
    record(handle_message, BZQ_INTERNAL, std::string("internal error: ") + what);
  } catch (...) {
    record_constant(handle_message, BZQ_INTERNAL, "internal error (its description did not fit in memory)");
  }
  return BZQ_INTERNAL;
}

const char* message_of(const Message* message) noexcept { return message ? message->c_str() : ""; }

bzq_status null_argument(Message* msg, const char* what) {
  return fail(msg, BZQ_NULL_ARGUMENT, std::string(what) + " is NULL");
}

bzq_status write_string(Message* msg, const std::string& text, char* buf, std::uint32_t size,
                        std::uint32_t* needed) {
  if (text.size() >= UINT32_MAX) return fail(msg, BZQ_INTERNAL, "string longer than 4 GiB");
  const std::uint32_t need = static_cast<std::uint32_t>(text.size()) + 1;
  if (buf == nullptr && size == 0) {
    if (needed == nullptr) return null_argument(msg, "needed (a size query needs it)");
    *needed = need;
    return BZQ_OK;
  }
  if (buf == nullptr) return null_argument(msg, "buf (size is not 0)");
  if (needed) *needed = need;
  if (size < need)
    return fail(msg, BZQ_BUFFER_TOO_SMALL,
                "buffer of " + std::to_string(size) + " bytes is too small: " + std::to_string(need) + " needed");
  std::memcpy(buf, text.c_str(), need);
  return BZQ_OK;
}

}  // namespace bzq_detail

using namespace bzq_detail;

extern "C" {

const char* bzq_status_string(bzq_status status) {
  switch (status) {
    case BZQ_OK: return "ok";
    case BZQ_INVALID_ARGUMENT: return "invalid argument";
    case BZQ_UNKNOWN_NAME: return "unknown name";
    case BZQ_PARSE_ERROR: return "parse error";
    case BZQ_INVALID_VARIANT: return "invalid variant";
    case BZQ_ILLEGAL_ACTION: return "illegal action";
    case BZQ_WRONG_PHASE: return "wrong phase";
    case BZQ_OUT_OF_TURN: return "out of turn";
    case BZQ_GAME_OVER: return "game over";
    case BZQ_CORRUPT_RECORD: return "corrupt record";
    case BZQ_BUFFER_TOO_SMALL: return "buffer too small";
    case BZQ_INTERNAL: return "internal error";
    case BZQ_NULL_ARGUMENT: return "null argument";
    case BZQ_OUT_OF_RANGE: return "out of range";
    case BZQ_OUT_OF_MEMORY: return "out of memory";
    case BZQ_BAD_STRUCT_SIZE: return "bad struct size";
    default: return "unknown status";
  }
}

const char* bzq_last_error(void) { return t_last_message.c_str(); }

bzq_status bzq_last_error_status(void) { return t_last_status; }

bzq_status bzq_last_error_copy(char* buf, uint32_t size, uint32_t* needed) {
  // The error channel itself: a failure here is returned but never recorded, so that the
  // message being copied stays as it was.
  const char* text = t_last_message.c_str();
  const std::uint32_t need = static_cast<std::uint32_t>(std::strlen(text)) + 1;
  if (buf == nullptr && size == 0) {
    if (needed == nullptr) return BZQ_NULL_ARGUMENT;
    *needed = need;
    return BZQ_OK;
  }
  if (buf == nullptr) return BZQ_NULL_ARGUMENT;
  if (needed) *needed = need;
  if (size < need) return BZQ_BUFFER_TOO_SMALL;
  std::memcpy(buf, text, need);
  return BZQ_OK;
}

}  // extern "C"
