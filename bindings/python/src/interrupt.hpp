// Long calls (simulate, a player's decision, a match) run with the GIL released and stay
// interruptible: the C++ work asks bezique::ai::interrupted() between small units of work, and
// every 20 ms of those asks takes the GIL back for a moment to run Python's signal handlers.
// When a handler raises (Ctrl-C's KeyboardInterrupt), the work stops and the exception is
// raised once the work has returned.
#pragma once

#include <chrono>
#include <utility>

#include <pybind11/pybind11.h>

#include "bezique/ai/interrupt.hpp"

namespace bezique_py {

class SignalCheck {
 public:
  // Called by the work, without the GIL.
  bool operator()() {
    if (raised_) return true;
    const auto now = std::chrono::steady_clock::now();
    if (now < next_) return false;
    next_ = now + std::chrono::milliseconds(20);
    pybind11::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() != 0) {
      PyErr_Fetch(&type_, &value_, &trace_);
      raised_ = true;
    }
    return raised_;
  }
  // With the GIL: raises what a signal handler raised, if one did.
  void raise_if_signalled() {
    if (!raised_) return;
    raised_ = false;
    PyErr_Restore(type_, value_, trace_);
    throw pybind11::error_already_set();
  }

 private:
  std::chrono::steady_clock::time_point next_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(20);
  bool raised_ = false;
  PyObject* type_ = nullptr;
  PyObject* value_ = nullptr;
  PyObject* trace_ = nullptr;
};

// Runs work() without the GIL, interruptible as above; returns its result.
template <class F>
auto interruptible(F&& work) -> decltype(work()) {
  SignalCheck check;
  auto result = [&] {
    pybind11::gil_scoped_release release;
    bezique::ai::InterruptScope scope([&] { return check(); });
    return work();
  }();
  check.raise_if_signalled();
  return result;
}

}  // namespace bezique_py
