// What the C ABI's source files share: the handle types, the error channel, the exception
// barrier and the copying of strings, arrays and structs across the boundary.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bezique/ai/player.hpp"
#include "bezique/bezique.h"
#include "bezique/game.hpp"
#include "bezique/message_text.hpp"
#include "bezique/state.hpp"
#include "bezique/variant.hpp"
#include "bezique/view.hpp"

namespace bzq_detail {

using bezique::Action;
using bezique::ActionList;
using bezique::Event;
using bezique::State;
using bezique::Status;
using bezique::Variant;

// The message of the last failed call, on a handle or on a thread. Recording it never throws:
// when memory runs out, even for copying the text, it becomes the constant "out of memory".
class Message {
 public:
  void set(const std::string& text) noexcept;
  // A text with static storage (no allocation).
  void set_constant(const char* text) noexcept;
  const char* c_str() const noexcept { return constant_ ? constant_ : text_.c_str(); }

 private:
  std::string text_;
  const char* constant_ = nullptr;
};

// Records the failure in the thread-local last error and, when given, the handle's message;
// returns `status`. Never throws.
bzq_status fail(Message* handle_message, bzq_status status, const std::string& message) noexcept;
bzq_status fail(Message* handle_message, const Status& status) noexcept;
// The same for exceptions caught at the boundary; neither allocates before recording.
bzq_status fail_out_of_memory(Message* handle_message) noexcept;
bzq_status fail_internal(Message* handle_message, const char* what) noexcept;

// Runs `body` and turns every exception into a status: nothing is thrown across the ABI.
template <class F>
bzq_status guard(Message* handle_message, F&& body) noexcept {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    return fail_out_of_memory(handle_message);
  } catch (const std::exception& e) {
    return fail_internal(handle_message, e.what());
  } catch (...) {
    return fail_internal(handle_message, "unknown exception");
  }
}

// The message of a handle, "" for NULL.
const char* message_of(const Message* message) noexcept;

bzq_status null_argument(Message* msg, const char* what);

// Copies a string to a caller buffer (see the header's CONVENTIONS).
bzq_status write_string(Message* msg, const std::string& text, char* buf, std::uint32_t size,
                        std::uint32_t* needed);

// Copies an array to a caller buffer of `capacity` elements.
template <class T, class Src>
bzq_status write_array(Message* msg, const std::vector<Src>& values, T* out, std::uint32_t capacity,
                       std::uint32_t* count) {
  const std::uint32_t n = static_cast<std::uint32_t>(values.size());
  if (out == nullptr && capacity == 0) {
    if (count == nullptr) return null_argument(msg, "count (a size query needs it)");
    *count = n;
    return BZQ_OK;
  }
  if (out == nullptr) return null_argument(msg, "the output array (capacity is not 0)");
  if (count) *count = n;
  if (capacity < n)
    return fail(msg, BZQ_BUFFER_TOO_SMALL,
                "array of " + std::to_string(capacity) + " elements is too small: " + std::to_string(n) + " needed");
  for (std::uint32_t i = 0; i < n; ++i) out[i] = static_cast<T>(values[i]);
  return BZQ_OK;
}

// The first version's size of each struct: a caller's struct_size must be at least this.
constexpr std::uint32_t kActionSizeV1 = 20;
constexpr std::uint32_t kEventSizeV1 = 32;
constexpr std::uint32_t kMeldSizeV1 = 20;
constexpr std::uint32_t kMeldScoreSizeV1 = 12;
constexpr std::uint32_t kInfoSizeV1 = 60;  // 64 since first_bezique_scored
constexpr std::uint32_t kShapeSizeV1 = 60;
constexpr std::uint32_t kSimulationSizeV1 = 288;
constexpr std::uint32_t kHintSizeV1 = 168;
constexpr std::uint32_t kTurnSizeV1 = 28;

// Copies a struct the library filled to a caller's, whose struct_size (checked, at least the
// first version's) may be smaller than this version's: only the bytes the caller has are written.
template <class T>
void write_struct(const T& value, T* out) {
  const std::uint32_t size = out->struct_size;
  std::memcpy(out, &value, std::min<std::size_t>(size, sizeof value));
  out->struct_size = size;
}

// The failure of check_struct().
bzq_status bad_struct(Message* msg, const void* p, std::uint32_t struct_size, std::uint32_t v1_size, const char* what);
// Checks a caller's struct pointer and size; inline, as hosts pass a struct on every decision.
inline bzq_status check_struct(Message* msg, const void* p, std::uint32_t struct_size, std::uint32_t v1_size,
                               const char* what) {
  if (p != nullptr && struct_size >= v1_size) return BZQ_OK;
  return bad_struct(msg, p, struct_size, v1_size, what);
}
// Reads a host's action, checking every enum and count.
bzq_status read_action(Message* msg, const bzq_action* in, Action& out);
void write_action(const Action& a, bzq_action* out);
void write_event(const Event& e, bzq_event* out);
void write_meld(const bezique::MeldRecord& m, bzq_meld* out);

// A seat of the state's variant, or an out-of-range status.
bzq_status check_seat(Message* msg, const Variant& v, std::int32_t player, const char* what);
// A viewer: a seat, BZQ_SPECTATOR, or (with allow_omniscient) BZQ_OMNISCIENT.
bzq_status check_viewer(Message* msg, const Variant& v, std::int32_t viewer, bool allow_omniscient);

// The public facts of a state, for a viewer (BZQ_OMNISCIENT for a game).
void fill_info(const State& s, std::int32_t viewer, bzq_info* info);

}  // namespace bzq_detail

// The handles. Their messages are mutable: reading functions record failures too.
struct bzq_variant {
  explicit bzq_variant(bezique::Variant v) : variant(std::move(v)), checked(check(variant)) {}
  // The variant checked, or nothing when it does not validate.
  static std::optional<bezique::CheckedVariant> check(const bezique::Variant& v) {
    auto made = bezique::CheckedVariant::make(v);
    if (!made) return std::nullopt;
    return std::move(*made);
  }

  bezique::Variant variant;
  // Kept with every change of `variant`: games are made from it without validating or
  // copying the variant again (bzq_game_new()).
  std::optional<bezique::CheckedVariant> checked;
  mutable bzq_detail::Message message;
};

struct bzq_game {
  bezique::Game game;
  mutable bzq_detail::Message message;
};

struct bzq_view {
  bezique::View view;
  std::string text;                      // view_text, computed at the snapshot
  std::vector<std::string> legal_texts;  // the texts of view.legal_actions
  mutable bzq_detail::Message message;
};

struct bzq_record {
  bezique::Game game;
  std::string text;
  std::vector<std::string> action_texts;
  mutable bzq_detail::Message message;
};

struct bzq_player {
  std::unique_ptr<bezique::ai::Player> player;
  bezique::Rng rng;  // advanced only by a decision that succeeds
  std::string name;
  mutable bzq_detail::Message message;
};
