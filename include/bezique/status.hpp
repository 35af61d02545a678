// Status codes and results. The numeric values are part of the C ABI and never change.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace bezique {

enum class Code : int {
  Ok = 0,
  InvalidArgument = 1,   // a null or out-of-range argument
  UnknownName = 2,       // no preset, option or meld of that name
  ParseError = 3,        // text that does not follow the notation
  InvalidVariant = 4,    // an impossible option or combination
  IllegalAction = 5,     // an action the rules forbid here
  WrongPhase = 6,        // no such decision now
  OutOfTurn = 7,         // another player is to act
  GameOver = 8,          // the game has ended
  CorruptRecord = 9,     // a saved game or state that does not load
  BufferTooSmall = 10,   // a caller's buffer is too small
  Internal = 11,         // a bug in the library
};

class Status {
 public:
  Status() = default;
  Status(Code code, std::string message) : code_(code), message_(std::move(message)) {}
  static Status ok() { return {}; }
  bool is_ok() const { return code_ == Code::Ok; }
  explicit operator bool() const { return is_ok(); }
  Code code() const { return code_; }
  const std::string& message() const { return message_; }

 private:
  Code code_ = Code::Ok;
  std::string message_;
};

// A value or the status that explains why there is none.
template <class T>
class Result {
 public:
  Result(T value) : data_(std::move(value)) {}
  Result(Status status) : data_(std::move(status)) {}
  bool is_ok() const { return data_.index() == 0; }
  explicit operator bool() const { return is_ok(); }
  const T& value() const& { return std::get<0>(data_); }
  T& value() & { return std::get<0>(data_); }
  T&& value() && { return std::get<0>(std::move(data_)); }
  const T& operator*() const& { return value(); }
  T& operator*() & { return value(); }
  const T* operator->() const { return &value(); }
  T* operator->() { return &value(); }
  Status status() const { return is_ok() ? Status() : std::get<1>(data_); }

 private:
  std::variant<T, Status> data_;
};

const char* code_name(Code code);

}  // namespace bezique
