// The State a Python object holds: the engine State plus whatever keeps its Variant alive
// (a State only points at its Variant).
#pragma once

#include <memory>

#include "bezique/state.hpp"

namespace bezique_py {

struct PyState {
  std::shared_ptr<const void> keep_alive;
  bezique::State state;
};

}  // namespace bezique_py
