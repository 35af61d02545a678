#include "record_file.hpp"

#include <filesystem>
#include <fstream>
#include <system_error>

#include "bezique/message_text.hpp"

namespace bezique::cli {

Result<Game> load_record_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status{Code::InvalidArgument, "cannot read " + quote(path, 200)};
  // Read up to one byte past the cap: enough to know the file is too large.
  std::string text;
  char chunk[1 << 16];
  while (text.size() <= kMaxRecordBytes && in.read(chunk, sizeof chunk).gcount() > 0)
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
  auto game = Game::from_record(text);
  if (!game) return Status{game.status().code(), printable(path, 200) + ": " + game.status().message()};
  return game;
}

Status save_record_file(const std::string& path, const Game& game) {
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << game.record();
    out.flush();
    if (!out) return Status{Code::InvalidArgument, "cannot write " + quote(temporary, 200)};
  }
  std::error_code ec;
  std::filesystem::rename(temporary, path, ec);
  if (ec) return Status{Code::InvalidArgument, "cannot replace " + quote(path, 200) + ": " + ec.message()};
  return Status::ok();
}

}  // namespace bezique::cli
