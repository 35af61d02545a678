/// @file
/// The engine's own random numbers and shuffle, specified so that the same seed gives the same
/// deal on every platform, compiler and binding (docs/determinism.md).
#pragma once

#include <cstdint>
#include <vector>

#include "bezique/card.hpp"

namespace bezique {

/// SplitMix64 (Steele, Lea, Flood 2014): advances @p state and returns the next output. It
/// seeds Rng and derives the seed of each deal.
std::uint64_t splitmix64(std::uint64_t& state);

/// xoshiro256** 1.0 (Blackman, Vigna 2018), seeded by four SplitMix64 outputs. Specified
/// rather than taken from \<random\>, whose distributions differ between standard libraries.
/// A value: copy it to fork a stream.
class Rng {
 public:
  /// The generator whose state is four successive splitmix64() outputs from @p seed.
  explicit Rng(std::uint64_t seed);
  /// The next 64-bit output.
  // Inline: search and simulation call it in their inner loops.
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  /// A uniform integer in [0, bound) by Lemire's multiply-and-reject method; bound > 0.
  // Inline too: a search's play-outs draw one for nearly every card they weigh.
  std::uint32_t below(std::uint32_t bound) {
    // Lemire (2019): the high 32 bits of a 32x32 product, rejecting the biased low range.
    std::uint32_t x = static_cast<std::uint32_t>(next() >> 32);
    std::uint64_t m = static_cast<std::uint64_t>(x) * bound;
    std::uint32_t low = static_cast<std::uint32_t>(m);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        x = static_cast<std::uint32_t>(next() >> 32);
        m = static_cast<std::uint64_t>(x) * bound;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

/// The seed of deal @p deal_number of a game seeded with @p seed: deals are independent
/// streams, so deal n can be reproduced without replaying deals 0..n-1.
std::uint64_t deal_seed(std::uint64_t seed, int deal_number);

/// Shuffles @p cards in place: Fisher-Yates from the last position down, for i = n-1..1,
/// swap cards[i] with cards[rng.below(i + 1)].
void shuffle_cards(std::vector<CardId>& cards, Rng& rng);

}  // namespace bezique
