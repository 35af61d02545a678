using System;
using System.Runtime.InteropServices;

namespace Bezique
{
    /// <summary>
    /// A physical card: its id is <c>copy * 32 + suit * 8 + rank</c> (as in the C ABI). Copies
    /// matter because each physical card remembers the melds it has been declared in. One byte,
    /// laid out like the ABI's <c>uint8_t</c>, so arrays of cards cross to native code as they are.
    /// </summary>
    [StructLayout(LayoutKind.Sequential)]
    public readonly struct Card : IEquatable<Card>, IComparable<Card>
    {
        private const string RankChars = "ATKQJ987";
        private const string SuitChars = "SHDC";

        /// <summary>The physical id.</summary>
        public readonly byte Id;

        /// <summary>A card from its physical id.</summary>
        public Card(byte id) { Id = id; }

        /// <summary>A card from its suit, rank and copy (0 for the first pack's).</summary>
        /// <exception cref="ArgumentOutOfRangeException">A suit, rank or copy out of range.</exception>
        public Card(Suit suit, Rank rank, int copy = 0)
        {
            if ((uint)suit > 3) throw new ArgumentOutOfRangeException("suit");
            if ((uint)rank > 7) throw new ArgumentOutOfRangeException("rank");
            if (copy < 0 || copy > 7) throw new ArgumentOutOfRangeException("copy", "a copy is 0 to 7");
            Id = (byte)(copy * 32 + (int)suit * 8 + (int)rank);
        }

        /// <summary>The suit.</summary>
        public Suit Suit { get { return (Suit)((Id % 32) / 8); } }
        /// <summary>The rank.</summary>
        public Rank Rank { get { return (Rank)(Id % 8); } }
        /// <summary>Which copy of the card (0 for the first pack's).</summary>
        public int Copy { get { return Id / 32; } }
        /// <summary>The same card of copy 0: what a card is, regardless of which pack it came from.</summary>
        public Card Type { get { return new Card((byte)(Id % 32)); } }

        /// <summary>The card's text: <c>"QS"</c>.</summary>
        public override string ToString() { return ToString(false); }

        /// <summary>The card's text, with the copy when asked: <c>"QS"</c> or <c>"QS.1"</c>.</summary>
        public string ToString(bool withCopy)
        {
            string s = new string(new[] { RankChars[(int)Rank], SuitChars[(int)Suit] });
            return withCopy ? s + "." + Copy : s;
        }

        /// <summary>Parses <c>"QS"</c>, <c>"10h"</c> (copy 0) or <c>"QS.2"</c> (copy 2).</summary>
        /// <exception cref="BeziqueException">Text that is not a card (<see cref="StatusCode.ParseError"/>).</exception>
        public static unsafe Card Parse(string text)
        {
            byte id = 0;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_card_parse(t, &id));
            return new Card(id);
        }

        /// <summary>Parses a card without throwing on bad text.</summary>
        public static unsafe bool TryParse(string text, out Card card)
        {
            byte id = 0;
            card = default(Card);
            if (text == null || text.IndexOf('\0') >= 0) return false;
            fixed (byte* t = Utf8.Encode(text, "text"))
                if (NativeMethods.bzq_card_parse(t, &id) != 0) return false;
            card = new Card(id);
            return true;
        }

        /// <inheritdoc/>
        public bool Equals(Card other) { return Id == other.Id; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Card && ((Card)obj).Id == Id; }
        /// <inheritdoc/>
        public override int GetHashCode() { return Id; }
        /// <summary>Orders by physical id.</summary>
        public int CompareTo(Card other) { return Id.CompareTo(other.Id); }
        /// <summary>Same physical card.</summary>
        public static bool operator ==(Card a, Card b) { return a.Id == b.Id; }
        /// <summary>Different physical cards.</summary>
        public static bool operator !=(Card a, Card b) { return a.Id != b.Id; }
    }
}
