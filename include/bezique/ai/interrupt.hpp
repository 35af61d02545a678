/// @file
/// Stopping long computations from outside. A host installs a check on a thread (the Python
/// binding checks for Ctrl-C; a server might check a deadline); ISMCTS searches and matches
/// running on that thread call interrupted() between small units of work (every 32 search
/// iterations, every game) and stop early when it returns true.
#pragma once

#include <functional>

namespace bezique::ai {

/// Installs @p check on the current thread while the object lives. Scopes nest: interrupted()
/// asks every scope of the thread, innermost first.
class InterruptScope {
 public:
  /// Installs @p check, which must be cheap or rate-limit itself: it may be called every few
  /// hundred microseconds.
  explicit InterruptScope(std::function<bool()> check);
  /// Removes the check.
  ~InterruptScope();
  /// Not copyable: a scope is installed where it is made.
  InterruptScope(const InterruptScope&) = delete;
  /// Not assignable.
  InterruptScope& operator=(const InterruptScope&) = delete;

  /// @cond INTERNAL
  // Hidden from the reference: there, "interrupted()" must name the function below, not this
  // friend declaration.
 private:
  friend bool interrupted();  // walks the thread's scopes
  std::function<bool()> check_;
  InterruptScope* outer_;
  /// @endcond
};

/// Whether a check installed on this thread asks to stop (false without one). An interrupted
/// IsmctsPlayer::choose() returns the best action found so far (still a legal one); an
/// interrupted run_tournament() returns a status saying so.
bool interrupted();

}  // namespace bezique::ai
