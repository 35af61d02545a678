// Presets, the option registry and variant handles.
#include "internal.hpp"

using namespace bzq_detail;

namespace {

bzq_status out_of_range(std::uint32_t index, std::size_t n, const char* what) {
  return fail(nullptr, BZQ_OUT_OF_RANGE,
              std::string(what) + " index " + std::to_string(index) + " is out of range: there are " +
                  std::to_string(n));
}

bzq_status new_variant(const bezique::Variant& v, bzq_variant** out) {
  *out = new bzq_variant(v);
  return BZQ_OK;
}

}  // namespace

extern "C" {

bzq_status bzq_preset_count(uint32_t* count) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!count) return null_argument(nullptr, "count");
    *count = static_cast<uint32_t>(bezique::preset_names().size());
    return BZQ_OK;
  });
}

bzq_status bzq_preset_name(uint32_t index, char* buf, uint32_t size, uint32_t* needed) {
  return guard(nullptr, [&]() -> bzq_status {
    const auto& names = bezique::preset_names();
    if (index >= names.size()) return out_of_range(index, names.size(), "preset");
    return write_string(nullptr, names[index], buf, size, needed);
  });
}

bzq_status bzq_option_count(uint32_t* count) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!count) return null_argument(nullptr, "count");
    *count = static_cast<uint32_t>(bezique::option_infos().size());
    return BZQ_OK;
  });
}

bzq_status bzq_option_info(uint32_t index, int32_t field, char* buf, uint32_t size, uint32_t* needed) {
  return guard(nullptr, [&]() -> bzq_status {
    const auto& infos = bezique::option_infos();
    if (index >= infos.size()) return out_of_range(index, infos.size(), "option");
    const bezique::OptionInfo& info = infos[index];
    switch (field) {
      case BZQ_OPTION_NAME: return write_string(nullptr, info.name, buf, size, needed);
      case BZQ_OPTION_TYPE: return write_string(nullptr, info.type, buf, size, needed);
      case BZQ_OPTION_MEANING: return write_string(nullptr, info.meaning, buf, size, needed);
      default:
        return fail(nullptr, BZQ_OUT_OF_RANGE,
                    "option field " + std::to_string(field) + " is out of range (BZQ_OPTION_NAME, _TYPE or _MEANING)");
    }
  });
}

bzq_status bzq_option_find(const char* name, uint32_t* index) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!name) return null_argument(nullptr, "name");
    if (!index) return null_argument(nullptr, "index");
    const auto& infos = bezique::option_infos();
    const std::string wanted = bezique::lower_ascii(name);
    for (std::size_t i = 0; i < infos.size(); ++i)
      if (infos[i].name == wanted) {
        *index = static_cast<uint32_t>(i);
        return BZQ_OK;
      }
    return fail(nullptr, BZQ_UNKNOWN_NAME, "unknown option " + bezique::quote(name));
  });
}

bzq_status bzq_variant_new(const char* preset, bzq_variant** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!out) return null_argument(nullptr, "out");
    auto v = bezique::preset(preset == nullptr || *preset == '\0' ? bezique::kDefaultPreset : std::string_view(preset));
    if (!v) return fail(nullptr, v.status());
    return new_variant(*v, out);
  });
}

bzq_status bzq_variant_from_text(const char* text, bzq_variant** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!text) return null_argument(nullptr, "text");
    if (!out) return null_argument(nullptr, "out");
    auto v = bezique::parse_variant(text);
    if (!v) return fail(nullptr, v.status());
    return new_variant(*v, out);
  });
}

bzq_status bzq_variant_clone(const bzq_variant* variant, bzq_variant** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!out) return null_argument(&variant->message, "out");
    return new_variant(variant->variant, out);
  });
}

void bzq_variant_free(bzq_variant* variant) { delete variant; }

const char* bzq_variant_message(const bzq_variant* variant) { return message_of(variant ? &variant->message : nullptr); }

bzq_status bzq_variant_text(const bzq_variant* variant, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = variant ? &variant->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    return write_string(msg, bezique::variant_text(variant->variant), buf, size, needed);
  });
}

bzq_status bzq_variant_describe(const bzq_variant* variant, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = variant ? &variant->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    std::string text;
    for (const auto& info : bezique::option_infos()) {
      auto value = bezique::get_option(variant->variant, info.name);
      if (!value) return fail(msg, value.status());
      text += info.name + "=" + *value + "\n";
    }
    return write_string(msg, text, buf, size, needed);
  });
}

bzq_status bzq_variant_get(const bzq_variant* variant, const char* option, char* buf, uint32_t size,
                           uint32_t* needed) {
  Message* msg = variant ? &variant->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!option) return null_argument(msg, "option");
    auto value = bezique::get_option(variant->variant, option);
    if (!value) return fail(msg, value.status());
    return write_string(msg, *value, buf, size, needed);
  });
}

bzq_status bzq_variant_set(bzq_variant* variant, const char* option, const char* value) {
  Message* msg = variant ? &variant->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!option) return null_argument(msg, "option");
    if (!value) return null_argument(msg, "value");
    // On a copy, so that a failure leaves the variant exactly as it was.
    bezique::Variant copy = variant->variant;
    Status s = bezique::set_option(copy, option, value);
    if (!s) return fail(msg, s);
    auto checked = bzq_variant::check(copy);
    variant->variant = std::move(copy);
    variant->checked = std::move(checked);
    return BZQ_OK;
  });
}

bzq_status bzq_variant_validate(bzq_variant* variant) {
  Message* msg = variant ? &variant->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    Status s = variant->variant.validate();
    if (!s) return fail(msg, s);
    return BZQ_OK;
  });
}

bzq_status bzq_variant_shape(const bzq_variant* variant, bzq_shape* out) {
  Message* msg = variant ? &variant->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!out) return null_argument(msg, "out");
    bzq_status st = check_struct(msg, out, out->struct_size, kShapeSizeV1, "out");
    if (st != BZQ_OK) return st;
    const bezique::Variant& v = variant->variant;
    Status valid = v.validate();
    if (!valid) return fail(msg, valid);
    bzq_shape shape;
    bzq_shape_init(&shape);
    shape.players = v.players;
    shape.sides = v.sides();
    shape.packs = v.packs;
    shape.hand_size = v.hand_size;
    shape.deck_size = v.deck_size();
    shape.partnerships = v.partnerships ? 1 : 0;
    for (int seat = 0; seat < BZQ_MAX_PLAYERS; ++seat) {
      shape.side_of[seat] = seat < v.players ? v.side_of(seat) : -1;
      shape.partner_of[seat] = seat < v.players ? v.partner_of(seat) : -1;
    }
    write_struct(shape, out);
    return BZQ_OK;
  });
}

}  // extern "C"
