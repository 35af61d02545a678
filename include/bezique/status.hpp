/// @file
/// Status codes, Status and Result: how every fallible call reports a problem. The numeric
/// values of Code are part of the C ABI and never change.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace bezique {

/// What went wrong. The values are the C ABI's status codes 0..11 (BZQ_OK ...) and never
/// change meaning.
enum class Code : int {
  Ok = 0,                ///< no problem
  InvalidArgument = 1,   ///< a null or out-of-range argument
  UnknownName = 2,       ///< no preset, option or meld of that name
  ParseError = 3,        ///< text that does not follow the notation
  InvalidVariant = 4,    ///< an impossible option or combination
  IllegalAction = 5,     ///< an action the rules forbid here
  WrongPhase = 6,        ///< no such decision now
  OutOfTurn = 7,         ///< another player is to act
  GameOver = 8,          ///< the game has ended
  CorruptRecord = 9,     ///< a saved game or state that does not load
  BufferTooSmall = 10,   ///< a caller's buffer is too small
  Internal = 11,         ///< a bug in the library
};

/// The outcome of a call that can fail: Code::Ok, or a code with a message that names the
/// problem (the option, card or rule concerned). A failed call leaves its object unchanged.
class Status {
 public:
  /// Ok.
  Status() = default;
  /// A failure (or, with Code::Ok, success) with its message.
  Status(Code code, std::string message) : code_(code), message_(std::move(message)) {}
  /// Success.
  static Status ok() { return {}; }
  /// Whether the call succeeded.
  bool is_ok() const { return code_ == Code::Ok; }
  /// is_ok(): `if (!status) ...` handles a failure.
  explicit operator bool() const { return is_ok(); }
  /// The code; Code::Ok on success.
  Code code() const { return code_; }
  /// What went wrong, in words (empty on success).
  const std::string& message() const { return message_; }

 private:
  Code code_ = Code::Ok;
  std::string message_;
};

/// A value or the status that explains why there is none. Check is_ok() (or the bool
/// conversion) before reading the value: reading the value of a failure throws
/// std::bad_variant_access.
/// @tparam T the value type
template <class T>
class Result {
 public:
  /// Success with @p value.
  Result(T value) : data_(std::move(value)) {}
  /// Failure; @p status should not be Ok.
  Result(Status status) : data_(std::move(status)) {}
  /// Success with a value made in place from @p args (no move of the value).
  template <class... Args>
  explicit Result(std::in_place_t, Args&&... args) : data_(std::in_place_index<0>, std::forward<Args>(args)...) {}
  /// Whether there is a value.
  bool is_ok() const { return data_.index() == 0; }
  /// is_ok().
  explicit operator bool() const { return is_ok(); }
  /// The value (only when is_ok()).
  const T& value() const& { return std::get<0>(data_); }
  /// The value (only when is_ok()).
  T& value() & { return std::get<0>(data_); }
  /// The value, moved out (only when is_ok()).
  T&& value() && { return std::get<0>(std::move(data_)); }
  /// The value (only when is_ok()).
  const T& operator*() const& { return value(); }
  /// The value (only when is_ok()).
  T& operator*() & { return value(); }
  /// The value's members (only when is_ok()).
  const T* operator->() const { return &value(); }
  /// The value's members (only when is_ok()).
  T* operator->() { return &value(); }
  /// Ok when there is a value, else the failure.
  Status status() const { return is_ok() ? Status() : std::get<1>(data_); }

 private:
  std::variant<T, Status> data_;
};

/// A short fixed name of a code ("illegal action"), as bzq_status_string() gives it.
const char* code_name(Code code);

}  // namespace bezique
