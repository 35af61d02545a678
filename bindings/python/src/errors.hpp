// Engine statuses become Python exceptions: a C++ exception carries the code and the engine's
// message to the translator, which raises the matching class of bezique._errors.
#pragma once

#include <stdexcept>
#include <string>

#include <pybind11/pybind11.h>

#include "bezique/status.hpp"

namespace bezique_py {

class EngineError : public std::runtime_error {
 public:
  EngineError(bezique::Code code, const std::string& message) : std::runtime_error(message), code_(code) {}
  bezique::Code code() const { return code_; }

 private:
  bezique::Code code_;
};

inline void throw_if(const bezique::Status& s) {
  if (!s) throw EngineError(s.code(), s.message());
}

template <class T>
T take(bezique::Result<T>&& r) {
  if (!r) throw EngineError(r.status().code(), r.status().message());
  return std::move(r).value();
}

[[noreturn]] inline void invalid_argument(const std::string& message) {
  throw EngineError(bezique::Code::InvalidArgument, message);
}

void register_errors();

}  // namespace bezique_py
