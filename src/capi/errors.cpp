// Status names, the thread-local last error and the copying of results to caller buffers.
#include <new>

#include "internal.hpp"

namespace bzq_detail {

namespace {
// Thread-local, so the library holds no global mutable state shared between threads.
thread_local std::string t_last_message;
thread_local bzq_status t_last_status = BZQ_OK;
}  // namespace

bzq_status fail(std::string* handle_message, bzq_status status, const std::string& message) noexcept {
  t_last_status = status;
  try {
    t_last_message = message;
  } catch (...) {
    t_last_message.clear();
  }
  if (handle_message) {
    try {
      *handle_message = message;
    } catch (...) {
      handle_message->clear();
    }
  }
  return status;
}

bzq_status fail(std::string* handle_message, const Status& status) noexcept {
  return fail(handle_message, static_cast<bzq_status>(status.code()), status.message());
}

const char* message_of(const std::string* message) noexcept { return message ? message->c_str() : ""; }

bzq_status null_argument(std::string* msg, const char* what) {
  return fail(msg, BZQ_NULL_ARGUMENT, std::string(what) + " is NULL");
}

bzq_status write_string(std::string* msg, const std::string& text, char* buf, std::uint32_t size,
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
  const std::string& text = t_last_message;
  const std::uint32_t need = static_cast<std::uint32_t>(text.size()) + 1;
  if (buf == nullptr && size == 0) {
    if (needed == nullptr) return BZQ_NULL_ARGUMENT;
    *needed = need;
    return BZQ_OK;
  }
  if (buf == nullptr) return BZQ_NULL_ARGUMENT;
  if (needed) *needed = need;
  if (size < need) return BZQ_BUFFER_TOO_SMALL;
  std::memcpy(buf, text.c_str(), need);
  return BZQ_OK;
}

}  // extern "C"
