// The engine's own random numbers and shuffle, specified so that the same seed gives the same
// deal on every platform, compiler and binding (docs/determinism.md).
#pragma once

#include <cstdint>
#include <vector>

#include "bezique/card.hpp"

namespace bezique {

// SplitMix64 (Steele, Lea, Flood 2014): seeds the generator.
std::uint64_t splitmix64(std::uint64_t& state);

// xoshiro256** 1.0 (Blackman, Vigna 2018), seeded by four SplitMix64 outputs.
class Rng {
 public:
  explicit Rng(std::uint64_t seed);
  std::uint64_t next();
  // A uniform integer in [0, bound) by Lemire's multiply-and-reject method; bound > 0.
  std::uint32_t below(std::uint32_t bound);

 private:
  std::uint64_t s_[4];
};

// The seed of deal `deal_number` of a game seeded with `seed`: deals are independent streams.
std::uint64_t deal_seed(std::uint64_t seed, int deal_number);

// Fisher-Yates from the last position down: for i = n-1 .. 1, swap cards[i] with
// cards[below(i + 1)].
void shuffle_cards(std::vector<CardId>& cards, Rng& rng);

}  // namespace bezique
