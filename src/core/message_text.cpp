// Input quoted in messages, made safe to print, and "did you mean" hints.
#include "bezique/message_text.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace bezique {

namespace {

// The length of the valid UTF-8 sequence at the start of @p s and its code point, or 0 when
// the first byte does not start one (a stray continuation byte, an overlong form, a
// surrogate, a code point above U+10FFFF, or a sequence cut short).
std::size_t utf8_sequence(std::string_view s, std::uint32_t& cp) {
  const auto b0 = static_cast<unsigned char>(s[0]);
  std::size_t n;
  std::uint32_t min;
  if (b0 < 0x80) {
    cp = b0;
    return 1;
  } else if ((b0 & 0xE0) == 0xC0) {
    n = 2, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    n = 3, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    n = 4, cp = b0 & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (s.size() < n) return 0;
  for (std::size_t i = 1; i < n; ++i) {
    const auto b = static_cast<unsigned char>(s[i]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

// Characters that change how a terminal or a text view shows what follows them.
bool must_escape(std::uint32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 ||
         (cp >= 0x200E && cp <= 0x200F) || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) ||
         cp == 0x061C || cp == 0xFEFF;
}

std::string escaped(std::uint32_t cp) {
  switch (cp) {
    case '\t': return "\\t";
    case '\n': return "\\n";
    case '\r': return "\\r";
    default: break;
  }
  char buf[16];
  std::snprintf(buf, sizeof buf, "\\u{%04X}", static_cast<unsigned>(cp));
  return buf;
}

std::string escape(std::string_view text, std::size_t max_chars, char quote) {
  std::string out;
  std::size_t chars = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (chars == max_chars) {
      out += "...";
      break;
    }
    std::uint32_t cp = 0;
    const std::size_t n = utf8_sequence(text.substr(i), cp);
    if (n == 0) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned>(static_cast<unsigned char>(text[i])));
      out += buf;
      ++i;
    } else {
      if (cp == '\\' || (quote && cp == static_cast<std::uint32_t>(quote))) {
        out += '\\';
        out += static_cast<char>(cp);
      } else if (must_escape(cp)) {
        out += escaped(cp);
      } else {
        out.append(text.substr(i, n));
      }
      i += n;
    }
    ++chars;
  }
  return out;
}

char lower_char(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Edit distance ignoring ASCII case, a swap of two neighbours counting as one edit (optimal
// string alignment); both names are short (closest_name caps them).
std::size_t distance(std::string_view a, std::string_view b) {
  const std::size_t w = b.size() + 1;
  std::vector<std::size_t> d((a.size() + 1) * w);
  for (std::size_t i = 0; i <= a.size(); ++i) d[i * w] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const bool same = lower_char(a[i - 1]) == lower_char(b[j - 1]);
      std::size_t best = std::min({d[(i - 1) * w + j] + 1, d[i * w + j - 1] + 1, d[(i - 1) * w + j - 1] + (same ? 0 : 1)});
      if (i > 1 && j > 1 && lower_char(a[i - 1]) == lower_char(b[j - 2]) && lower_char(a[i - 2]) == lower_char(b[j - 1]))
        best = std::min(best, d[(i - 2) * w + j - 2] + 1);
      d[i * w + j] = best;
    }
  return d[a.size() * w + b.size()];
}

}  // namespace

std::string printable(std::string_view text, std::size_t max_chars) { return escape(text, max_chars, 0); }

std::string quote(std::string_view text, std::size_t max_chars) {
  return "'" + escape(text, max_chars, '\'') + "'";
}

std::string lower_ascii(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = lower_char(c);
  return out;
}

std::string closest_name(std::string_view name, const std::vector<std::string>& known) {
  if (name.empty() || name.size() > 64) return "";
  std::string best;
  std::size_t best_distance = 0;
  for (const std::string& k : known) {
    const std::size_t d = distance(name, k);
    if (best.empty() || d < best_distance) best = k, best_distance = d;
  }
  // Close enough to be a slip of the keyboard: a third of the name, and at least one edit.
  const std::size_t allowed = std::max<std::size_t>(1, std::min(name.size(), best.size()) / 3);
  return best_distance <= allowed ? best : "";
}

std::string did_you_mean(std::string_view name, const std::vector<std::string>& known) {
  const std::string best = closest_name(name, known);
  return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

}  // namespace bezique
