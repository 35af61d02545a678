// A test helper for texts of cards (state texts, records): exchanging two cards everywhere.
#pragma once

#include <string>

namespace bezique {

/// Replaces every whole-token occurrence of `a` by `b` and of `b` by `a` (tokens end at a
/// space, a line break, '+', ':' or '=').
inline std::string swap_tokens(const std::string& text, const std::string& a, const std::string& b) {
  std::string out;
  auto boundary = [&](std::size_t k) { return k >= text.size() || std::string(" \n+:=").find(text[k]) != std::string::npos; };
  for (std::size_t i = 0; i < text.size();) {
    const bool start = i == 0 || boundary(i - 1);
    if (start && text.compare(i, a.size(), a) == 0 && boundary(i + a.size())) {
      out += b;
      i += a.size();
    } else if (start && text.compare(i, b.size(), b) == 0 && boundary(i + b.size())) {
      out += a;
      i += b.size();
    } else {
      out += text[i++];
    }
  }
  return out;
}

}  // namespace bezique
