// Game records on disk: read whole, and written atomically (a temporary file beside the record,
// then renamed over it), so that a record on disk is always a complete one, whenever the
// program is stopped.
#pragma once

#include <string>

#include "bezique/game.hpp"

namespace bezique::cli {

// The game of the record in `path`; the message names the file, and the line and column of a
// defect.
Result<Game> load_record_file(const std::string& path);

// Writes game.record() to `path` through `path`.tmp and a rename.
Status save_record_file(const std::string& path, const Game& game);

}  // namespace bezique::cli
