namespace Bezique
{
    // Up to 16 card ids packed little-end first into two ulongs: the public value types hold their
    // cards this way so that they stay small, immutable and free of arrays (no allocation when
    // one is read from the engine).
    internal static unsafe class CardBuffer
    {
        internal static void Pack(byte* cards, int count, out ulong low, out ulong high)
        {
            low = 0;
            high = 0;
            for (int i = 0; i < count && i < 8; ++i) low |= (ulong)cards[i] << (8 * i);
            for (int i = 8; i < count && i < 16; ++i) high |= (ulong)cards[i] << (8 * (i - 8));
        }

        internal static void Unpack(ulong low, ulong high, int count, byte* cards)
        {
            for (int i = 0; i < count && i < 8; ++i) cards[i] = (byte)(low >> (8 * i));
            for (int i = 8; i < count && i < 16; ++i) cards[i] = (byte)(high >> (8 * (i - 8)));
        }

        internal static Card At(ulong low, ulong high, int count, int index)
        {
            if ((uint)index >= (uint)count) throw new System.ArgumentOutOfRangeException("index", "card index " + index + " of " + count);
            return new Card(index < 8 ? (byte)(low >> (8 * index)) : (byte)(high >> (8 * (index - 8))));
        }

        internal static Card[] ToArray(ulong low, ulong high, int count)
        {
            var cards = new Card[count];
            for (int i = 0; i < count; ++i) cards[i] = At(low, high, count, i);
            return cards;
        }
    }
}
