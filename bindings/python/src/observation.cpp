#include "observation.hpp"

#include <algorithm>

#include "bezique/view.hpp"

using namespace bezique;

namespace bezique_py {

namespace {

constexpr int kPhases = 8;

// Sections in order. A card section has a slot per card type and, in a variant with jokers,
// one more for the jokers (docs/rules.md section 7: a joker is no card type, so it must not
// count as the type whose ids it borrows). Counts are divided by the copies a slot can hold
// (packs, or jokers) so every entry lies in [0, 1].
struct Layout {
  int players, sides, width;
  int hand() const { return 0; }
  int tables() const { return width; }                                // players x width, viewer first
  int played() const { return tables() + players * width; }           // width
  int trick() const { return played() + width; }                      // players x width, viewer first
  int turn_up() const { return trick() + players * width; }           // width one-hot
  int own_history() const { return turn_up() + width; }               // 3 classes x width
  int trump() const { return own_history() + kMeldClasses * width; }  // 4 one-hot + 1 "not fixed"
  int phase() const { return trump() + kSuits + 1; }                  // 8 one-hot
  int to_act() const { return phase() + kPhases; }                    // players one-hot, viewer first
  int dealer() const { return to_act() + players; }                   // players one-hot, viewer first
  int scalars() const { return dealer() + players; }                  // stage 2, stock fraction
  int scores() const { return scalars() + 2; }                        // sides x 3, viewer's side first
  int size() const { return scores() + sides * 3; }
};

Layout layout_of(const Variant& v) { return Layout{v.players, v.sides(), kCardTypes + (v.jokers > 0 ? 1 : 0)}; }

}  // namespace

int observation_size(const Variant& variant) { return layout_of(variant).size(); }

void encode_observation(const State& state, int viewer, float* out) {
  const Variant& v = state.variant();
  const Layout L = layout_of(v);
  std::fill(out, out + L.size(), 0.0f);
  const float per_copy = 1.0f / static_cast<float>(v.packs);
  const float per_joker = v.jokers > 0 ? 1.0f / static_cast<float>(v.jokers) : 0.0f;
  const View view = make_view(state, viewer);
  auto rel = [&](int seat) { return (seat - viewer + v.players) % v.players; };
  auto rel_side = [&](int side) { return (side - v.side_of(viewer) + v.sides()) % v.sides(); };
  // The slot of a card in a section, and what one copy adds to it.
  auto slot = [&](CardId c) { return state.is_joker_card(c) ? kCardTypes : static_cast<int>(type_of(c)); };
  auto share = [&](CardId c) { return state.is_joker_card(c) ? per_joker : per_copy; };

  for (CardId c : view.hand) out[L.hand() + slot(c)] += share(c);
  for (int p = 0; p < v.players; ++p)
    for (CardId c : view.table[static_cast<std::size_t>(p)]) out[L.tables() + rel(p) * L.width + slot(c)] += share(c);
  for (CardId c : view.played) out[L.played() + slot(c)] += share(c);
  for (const TrickCard& t : view.trick) out[L.trick() + rel(t.player) * L.width + slot(t.card)] += share(t.card);
  if (view.turn_up >= 0) out[L.turn_up() + slot(static_cast<CardId>(view.turn_up))] = 1.0f;
  // Which of the viewer's cards have been declared in each meld class (section 4 re-use).
  for (CardId c : view.hand) {
    const MeldHistory h = state.history(c);
    for (int cls = 0; cls < kMeldClasses; ++cls)
      if (h & class_mask(cls)) out[L.own_history() + cls * L.width + slot(c)] += share(c);
  }
  out[L.trump() + (view.trump >= 0 ? view.trump : kSuits)] = 1.0f;
  out[L.phase() + static_cast<int>(view.phase)] = 1.0f;
  if (view.current_player >= 0) out[L.to_act() + rel(view.current_player)] = 1.0f;
  out[L.dealer() + rel(view.dealer)] = 1.0f;
  out[L.scalars()] = view.stage == 2 ? 1.0f : 0.0f;
  out[L.scalars() + 1] = static_cast<float>(view.stock_size) / static_cast<float>(v.deck_size());
  // Scores relative to the target (rubicon: the rubicon threshold), clipped to [0, 2].
  const float scale = static_cast<float>(std::max(1, v.scoring == GameScoring::Rubicon ? v.rubicon_threshold : v.target));
  auto clip = [](float x) { return std::min(2.0f, std::max(0.0f, x)); };
  for (int side = 0; side < v.sides(); ++side) {
    const int r = rel_side(side);
    out[L.scores() + r * 3] = clip(static_cast<float>(view.scores[static_cast<std::size_t>(side)]) / scale);
    out[L.scores() + r * 3 + 1] = clip(static_cast<float>(view.won[static_cast<std::size_t>(side)]) / scale);
    out[L.scores() + r * 3 + 2] = clip(static_cast<float>(view.results[static_cast<std::size_t>(side)]) / scale);
  }
}

}  // namespace bezique_py
