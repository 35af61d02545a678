// A View back from the plain values bezique.View is made of, for a player to decide from. Every
// number is range-checked against the variant, so that no value a host writes can make the
// engine read outside an array; whether the view is one the engine could have made is checked
// afterwards by replaying its history (Determinizer::create).
#pragma once

#include <vector>

#include <pybind11/pybind11.h>

#include "bezique/variant.hpp"
#include "bezique/view.hpp"

namespace bezique_py {

// Reads the dict of bezique.players._raw_view(); InvalidArgument names the first bad field. The
// history keeps only the current and the previous deal, as ai::seat_view() does.
bezique::View view_from(const pybind11::dict& raw, const bezique::Variant& variant);

// Reads a list of events (as event_tuple() makes them, text optional) with the same checks:
// the history a host keeps beside a State.
std::vector<bezique::Event> events_from(const pybind11::handle& raw, const bezique::Variant& variant);

}  // namespace bezique_py
