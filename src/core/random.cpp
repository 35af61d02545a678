#include "bezique/random.hpp"

#include <utility>

namespace bezique {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

std::uint64_t deal_seed(std::uint64_t seed, int deal_number) {
  std::uint64_t state = seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(deal_number + 1));
  return splitmix64(state);
}

void shuffle_cards(std::vector<CardId>& cards, Rng& rng) {
  // The generator and the cards are worked on as locals: a card is a byte, which may be any
  // byte as far as the compiler knows, so with each swap it would store the generator's state
  // and load it back, a wait on every step of the shuffle.
  Rng local = rng;
  CardId* const card = cards.data();
  for (std::size_t i = cards.size(); i > 1; --i) {
    const std::size_t j = local.below(static_cast<std::uint32_t>(i));
    std::swap(card[i - 1], card[j]);
  }
  rng = local;
}

}  // namespace bezique
