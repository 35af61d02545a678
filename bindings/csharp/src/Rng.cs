namespace Bezique
{
    /// <summary>
    /// The engine's specified random numbers (docs/determinism.md): xoshiro256** 1.0 seeded by four
    /// SplitMix64 outputs, and Lemire's unbiased bounded integers. The same seed gives the same
    /// numbers as <c>bezique::Rng</c> in C++, so a host's seeded policy can reproduce a C++ run.
    /// </summary>
    public sealed class Rng
    {
        private ulong s0, s1, s2, s3;

        /// <summary>A generator seeded with <paramref name="seed"/>.</summary>
        public Rng(ulong seed)
        {
            s0 = SplitMix64(ref seed);
            s1 = SplitMix64(ref seed);
            s2 = SplitMix64(ref seed);
            s3 = SplitMix64(ref seed);
        }

        /// <summary>SplitMix64: advances <paramref name="state"/> and returns the next output.</summary>
        public static ulong SplitMix64(ref ulong state)
        {
            unchecked
            {
                ulong z = state += 0x9E3779B97F4A7C15UL;
                z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
                z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
                return z ^ (z >> 31);
            }
        }

        private static ulong Rotl(ulong x, int k) { return (x << k) | (x >> (64 - k)); }

        /// <summary>The next 64 random bits.</summary>
        public ulong Next()
        {
            unchecked
            {
                ulong result = Rotl(s1 * 5, 7) * 9;
                ulong t = s1 << 17;
                s2 ^= s0;
                s3 ^= s1;
                s1 ^= s2;
                s0 ^= s3;
                s2 ^= t;
                s3 = Rotl(s3, 45);
                return result;
            }
        }

        /// <summary>A uniform integer in [0, <paramref name="bound"/>); <paramref name="bound"/> &gt; 0.</summary>
        public uint Below(uint bound)
        {
            if (bound == 0) throw new System.ArgumentOutOfRangeException("bound", "the bound must be positive");
            unchecked
            {
                uint x = (uint)(Next() >> 32);
                ulong m = (ulong)x * bound;
                uint low = (uint)m;
                if (low < bound)
                {
                    uint threshold = (uint)(-bound) % bound;
                    while (low < threshold)
                    {
                        x = (uint)(Next() >> 32);
                        m = (ulong)x * bound;
                        low = (uint)m;
                    }
                }
                return (uint)(m >> 32);
            }
        }
    }
}
