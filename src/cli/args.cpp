#include <algorithm>

#include "command.hpp"

namespace bezique::cli {

const std::string* Args::value(std::string_view name) const {
  auto it = values.find(name);
  return it == values.end() ? nullptr : &it->second;
}

Result<Args> parse_args(const std::vector<std::string>& args, std::initializer_list<std::string_view> with_value,
                        std::initializer_list<std::string_view> flags) {
  auto among = [](std::initializer_list<std::string_view> list, std::string_view name) {
    return std::find(list.begin(), list.end(), name) != list.end();
  };
  Args out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.size() < 2 || a.compare(0, 2, "--") != 0) {
      if (a.size() > 1 && a[0] == '-') return Status{Code::InvalidArgument, "unknown option '" + a + "'"};
      out.positional.push_back(a);
      continue;
    }
    std::string name = a;
    std::string inline_value;
    const auto eq = a.find('=');
    const bool has_inline = eq != std::string::npos;
    if (has_inline) {
      name = a.substr(0, eq);
      inline_value = a.substr(eq + 1);
    }
    if (name == "--help" || among(flags, name)) {
      if (has_inline) return Status{Code::InvalidArgument, "option " + name + " takes no value"};
      out.flags.insert(name);
    } else if (among(with_value, name)) {
      if (out.values.count(name)) return Status{Code::InvalidArgument, "option " + name + " given twice"};
      if (has_inline) {
        out.values[name] = inline_value;
      } else {
        if (i + 1 >= args.size()) return Status{Code::InvalidArgument, "option " + name + " needs a value"};
        out.values[name] = args[++i];
      }
    } else {
      return Status{Code::InvalidArgument, "unknown option '" + name + "'"};
    }
  }
  return out;
}

Result<std::uint64_t> parse_number(std::string_view option, std::string_view text, std::uint64_t max) {
  const std::string bad = std::string(option) + " needs a whole number from 0 to " + std::to_string(max) +
                          ", not '" + std::string(text) + "'";
  if (text.empty() || text.size() > 20) return Status{Code::InvalidArgument, bad};
  std::uint64_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return Status{Code::InvalidArgument, bad};
    const auto d = static_cast<std::uint64_t>(c - '0');
    if (n > (UINT64_MAX - d) / 10) return Status{Code::InvalidArgument, bad};
    n = n * 10 + d;
  }
  if (n > max) return Status{Code::InvalidArgument, bad};
  return n;
}

Result<Variant> variant_from_args(const Args& args) {
  const std::string* name = args.value("--preset");
  const std::string* text = args.value("--variant");
  if (name && text) return Status{Code::InvalidArgument, "give --preset or --variant, not both"};
  if (!name && !text) return Status{Code::InvalidArgument, "--preset NAME or --variant TEXT is required"};
  auto v = name ? preset(*name) : parse_variant(*text);
  if (!v) return Status{v.status().code(), v.status().message()};
  return v;
}

}  // namespace bezique::cli
