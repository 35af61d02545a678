/// @file
/// How messages show text that came from outside (a variant text, a card, an action, a record
/// line, a player spec). Every message of the library that quotes input goes through quote(),
/// so a message is safe to print on a terminal or write to a log whatever the input held, in
/// every binding: no control character, ANSI escape, bidirectional override or invalid UTF-8
/// reaches the caller, and a quote is never longer than kMaxQuotedChars characters.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace bezique {

/// The most characters (code points) of one input that a message quotes.
constexpr std::size_t kMaxQuotedChars = 40;

/// @p text made safe to print, at most @p max_chars characters of it: a backslash is written
/// `\\`, tab, line feed and carriage return `\t` `\n` `\r`, any other C0 or C1 control
/// character, DEL, line and paragraph separators, bidirectional controls and the byte order
/// mark as `\u{XXXX}`, and each byte that is not part of valid UTF-8 as `\xNN`. Longer text
/// is cut and ends with "...". Other printable characters, non-ASCII ones included, are kept.
std::string printable(std::string_view text, std::size_t max_chars = kMaxQuotedChars);

/// printable(text) in single quotes, a quote inside escaped with a backslash: how a message
/// quotes input, e.g. "unknown preset 'rubicn'".
std::string quote(std::string_view text, std::size_t max_chars = kMaxQuotedChars);

/// The name of @p known closest to @p name (ignoring case) when it is close enough to be a
/// likely misspelling, else "". For "did you mean" hints.
std::string closest_name(std::string_view name, const std::vector<std::string>& known);

/// " (did you mean 'x'?)" for the closest known name, or "" when none is close.
std::string did_you_mean(std::string_view name, const std::vector<std::string>& known);

/// ASCII lower case (names are matched without regard to case).
std::string lower_ascii(std::string_view text);

}  // namespace bezique
