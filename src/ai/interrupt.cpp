#include "bezique/ai/interrupt.hpp"

#include <utility>

namespace bezique::ai {

namespace {
thread_local InterruptScope* t_innermost = nullptr;
}  // namespace

InterruptScope::InterruptScope(std::function<bool()> check) : check_(std::move(check)), outer_(t_innermost) {
  t_innermost = this;
}

InterruptScope::~InterruptScope() { t_innermost = outer_; }

bool interrupted() {
  for (InterruptScope* s = t_innermost; s; s = s->outer_)
    if (s->check_ && s->check_()) return true;
  return false;
}

}  // namespace bezique::ai
