// The line reader shared by the record and the state text. What both accept beyond the lines
// the engine writes: a leading UTF-8 byte order mark, `\r\n` line ends, and whitespace at the
// end of any line or after the last line. Any other byte outside printable ASCII is a defect,
// reported with its line and column, as every defect found while reading is.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "bezique/status.hpp"

namespace bezique {

class TextLines {
 public:
  // `what` begins every message ("record", "state text"); tabs inside a line are allowed only
  // with `allow_tabs` (the action notation separates words with them).
  TextLines(std::string_view text, const char* what, bool allow_tabs);

  // The next line, trailing whitespace removed; false at the end of the text or at a defect
  // (then error() says which).
  bool next(std::string_view& line);
  // Whether the next line starts with `key` followed by a space or the line's end.
  bool peek(std::string_view key);
  // Whether only whitespace is left.
  bool at_end();
  // The number of the line last returned by next(), from 1 (0 before the first).
  std::size_t line_number() const { return line_no_; }
  // The column of `at` in the line last returned by next() (from 1), or 1 when `at` is not a
  // part of it.
  std::size_t column_of(std::string_view at) const;

  // "<what> line L, column C: message" for the line last returned, at `at` (a part of it) or
  // its start.
  Status error_at(std::string_view at, Code code, const std::string& message) const;
  Status error_at_column(std::size_t column, Code code, const std::string& message) const;
  const Status& error() const { return error_; }

 private:
  bool scan(std::size_t& end, std::size_t& next_start);

  std::string_view text_;
  const char* what_;
  bool allow_tabs_;
  std::size_t pos_ = 0;
  std::size_t line_no_ = 0;
  std::string_view line_;
  Status error_;
};

}  // namespace bezique
