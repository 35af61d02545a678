#include "text_lines.hpp"

#include <cstdio>
#include <functional>

namespace bezique {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view strip_end(std::string_view s) {
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace

TextLines::TextLines(std::string_view text, const char* what, bool allow_tabs)
    : text_(text), what_(what), allow_tabs_(allow_tabs) {
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
}

// Finds the end of the line starting at pos_ and checks its bytes.
bool TextLines::scan(std::size_t& end, std::size_t& next_start) {
  const auto nl = text_.find('\n', pos_);
  end = nl == std::string_view::npos ? text_.size() : nl;
  next_start = nl == std::string_view::npos ? text_.size() : nl + 1;
  const std::string_view line = strip_end(text_.substr(pos_, end - pos_));
  for (std::size_t i = 0; i < line.size(); ++i) {
    const auto c = static_cast<unsigned char>(line[i]);
    if ((c >= 0x20 && c < 0x7F) || (c == '\t' && allow_tabs_)) continue;
    char shown[8];
    std::snprintf(shown, sizeof shown, "0x%02X", static_cast<unsigned>(c));
    line_no_ += 1;
    line_ = line;
    error_ = error_at_column(i + 1, Code::CorruptRecord,
                             std::string("byte ") + shown + " is not allowed (the text is printable ASCII)");
    return false;
  }
  return true;
}

bool TextLines::next(std::string_view& line) {
  if (!error_.is_ok() || pos_ >= text_.size()) return false;
  std::size_t end = 0, next_start = 0;
  if (!scan(end, next_start)) return false;
  line_ = strip_end(text_.substr(pos_, end - pos_));
  ++line_no_;
  pos_ = next_start;
  line = line_;
  return true;
}

bool TextLines::peek(std::string_view key) {
  if (!error_.is_ok() || pos_ >= text_.size()) return false;
  const auto nl = text_.find('\n', pos_);
  const std::string_view line =
      strip_end(text_.substr(pos_, nl == std::string_view::npos ? std::string_view::npos : nl - pos_));
  return line.substr(0, key.size()) == key && (line.size() == key.size() || line[key.size()] == ' ');
}

bool TextLines::at_end() {
  for (std::size_t i = pos_; i < text_.size(); ++i)
    if (!is_space(text_[i]) && text_[i] != '\n') return false;
  return true;
}

std::size_t TextLines::column_of(std::string_view at) const {
  const char* begin = line_.data();
  const std::less<const char*> before;
  if (begin == nullptr || before(at.data(), begin) || before(begin + line_.size(), at.data())) return 1;
  return static_cast<std::size_t>(at.data() - begin) + 1;
}

Status TextLines::error_at(std::string_view at, Code code, const std::string& message) const {
  return error_at_column(column_of(at), code, message);
}

Status TextLines::error_at_column(std::size_t column, Code code, const std::string& message) const {
  return {code, std::string(what_) + " line " + std::to_string(line_no_ == 0 ? 1 : line_no_) + ", column " + std::to_string(column) + ": " +
                    message};
}

}  // namespace bezique
