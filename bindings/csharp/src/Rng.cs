using System.Runtime.CompilerServices;

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

        /// <summary>The next 64 random bits.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public ulong Next()
        {
            // The state in locals, read and written once: Mono's JIT reads and writes a field at
            // each use, and it inlines this step into Below() (a host's policy draws at every
            // decision).
            unchecked
            {
                ulong a = s0, b = s1, c = s2, d = s3;
                ulong x = b * 5;
                ulong result = ((x << 7) | (x >> 57)) * 9;
                ulong t = b << 17;
                c ^= a;
                d ^= b;
                b ^= c;
                a ^= d;
                c ^= t;
                s0 = a;
                s1 = b;
                s2 = c;
                s3 = (d << 45) | (d >> 19);
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
