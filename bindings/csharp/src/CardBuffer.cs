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

        internal static void Pack(Card[] cards, out ulong low, out ulong high)
        {
            low = 0;
            high = 0;
            for (int i = 0; i < cards.Length && i < 8; ++i) low |= (ulong)cards[i].Id << (8 * i);
            for (int i = 8; i < cards.Length && i < 16; ++i) high |= (ulong)cards[i].Id << (8 * (i - 8));
        }

        // jokers: the ids are of a game with jokers, where ids from Card.FirstJoker up are jokers.
        internal static Card At(ulong low, ulong high, int count, int index, bool jokers)
        {
            if ((uint)index >= (uint)count) throw new System.ArgumentOutOfRangeException("index", "card index " + index + " of " + count);
            return Card.FromId(index < 8 ? (byte)(low >> (8 * index)) : (byte)(high >> (8 * (index - 8))), jokers);
        }

        internal static Card[] ToArray(ulong low, ulong high, int count, bool jokers)
        {
            var cards = new Card[count];
            for (int i = 0; i < count; ++i) cards[i] = At(low, high, count, i, jokers);
            return cards;
        }

        // The ids of cards, as the C ABI takes them.
        internal static byte[] Ids(Card[] cards)
        {
            var ids = new byte[cards.Length];
            for (int i = 0; i < cards.Length; ++i) ids[i] = cards[i].Id;
            return ids;
        }
    }
}
