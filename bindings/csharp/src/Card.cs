using System;
using System.Runtime.InteropServices;

namespace Bezique
{
    /// <summary>
    /// A physical card: its id is <c>copy * 32 + suit * 8 + rank</c> (as in the C ABI). Copies
    /// matter because each physical card remembers the melds it has been declared in.
    /// A joker (Haitian Bésigue, docs/rules.md section 7) has id <c>FirstJoker + k</c>, ids that
    /// are ordinary cards (copy 7) in eight-deck; so the card also says whether it is a joker,
    /// which the cards a game, view, action or event gives know from the game's variant. A joker
    /// has no suit and no rank; it is written <c>"JK"</c>.
    /// </summary>
    [StructLayout(LayoutKind.Sequential)]
    public readonly struct Card : IEquatable<Card>, IComparable<Card>
    {
        private const string RankChars = "ATKQJ987";
        private const string SuitChars = "SHDC";

        /// <summary>The id of joker 0 in a game with jokers (<c>BZQ_FIRST_JOKER</c>); joker k is <c>FirstJoker + k</c>.</summary>
        public const byte FirstJoker = 252;
        /// <summary>The most jokers a variant deals (<c>BZQ_MAX_JOKERS</c>).</summary>
        public const int MaxJokers = 4;

        /// <summary>The physical id.</summary>
        public readonly byte Id;
        private readonly byte joker;

        /// <summary>A card from its physical id: an ordinary card (see <see cref="FromId"/> for jokers).</summary>
        public Card(byte id) { Id = id; joker = 0; }

        private Card(byte id, bool isJoker) { Id = id; joker = isJoker ? (byte)1 : (byte)0; }

        /// <summary>The card with this id in a game that has jokers (<paramref name="jokers"/>) or not:
        /// with jokers, ids from <see cref="FirstJoker"/> up are the jokers.</summary>
        public static Card FromId(byte id, bool jokers) { return new Card(id, jokers && id >= FirstJoker); }

        /// <summary>Joker <paramref name="number"/> (0 to 3).</summary>
        /// <exception cref="ArgumentOutOfRangeException">A number out of range.</exception>
        public static Card Joker(int number = 0)
        {
            if (number < 0 || number >= MaxJokers) throw new ArgumentOutOfRangeException("number", "a joker is 0 to 3");
            return new Card((byte)(FirstJoker + number), true);
        }

        /// <summary>Whether the card is a joker.</summary>
        public bool IsJoker { get { return joker != 0; } }

        /// <summary>A card from its suit, rank and copy (0 for the first pack's).</summary>
        /// <exception cref="ArgumentOutOfRangeException">A suit, rank or copy out of range.</exception>
        public Card(Suit suit, Rank rank, int copy = 0)
        {
            if ((uint)suit > 3) throw new ArgumentOutOfRangeException("suit");
            if ((uint)rank > 7) throw new ArgumentOutOfRangeException("rank");
            if (copy < 0 || copy > 7) throw new ArgumentOutOfRangeException("copy", "a copy is 0 to 7");
            Id = (byte)(copy * 32 + (int)suit * 8 + (int)rank);
            joker = 0;
        }

        /// <summary>The suit.</summary>
        /// <exception cref="InvalidOperationException">A joker, which has no suit.</exception>
        public Suit Suit
        {
            get
            {
                if (IsJoker) throw new InvalidOperationException("a joker has no suit");
                return (Suit)((Id % 32) / 8);
            }
        }
        /// <summary>The rank.</summary>
        /// <exception cref="InvalidOperationException">A joker, which has no rank.</exception>
        public Rank Rank
        {
            get
            {
                if (IsJoker) throw new InvalidOperationException("a joker has no rank");
                return (Rank)(Id % 8);
            }
        }
        /// <summary>Which copy of the card (0 for the first pack's); for a joker, which joker (0 to 3).</summary>
        public int Copy { get { return IsJoker ? Id - FirstJoker : Id / 32; } }
        /// <summary>The same card of copy 0: what a card is, regardless of which pack it came from (joker 0 for a joker).</summary>
        public Card Type { get { return IsJoker ? Joker(0) : new Card((byte)(Id % 32)); } }

        /// <summary>The card's text: <c>"QS"</c>, <c>"JK"</c>.</summary>
        public override string ToString() { return ToString(false); }

        /// <summary>The card's text, with the copy when asked: <c>"QS"</c> or <c>"QS.1"</c>, <c>"JK"</c> or <c>"JK.1"</c>.</summary>
        public string ToString(bool withCopy)
        {
            string s = IsJoker ? "JK" : new string(new[] { RankChars[Id % 8], SuitChars[(Id % 32) / 8] });
            return withCopy ? s + "." + Copy : s;
        }

        /// <summary>Parses <c>"QS"</c>, <c>"10h"</c> (copy 0) or <c>"QS.2"</c> (copy 2). It knows no
        /// variant, so it reads no joker: parse a game's cards, jokers included, with <see cref="Game.ParseCard"/>.</summary>
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
        public bool Equals(Card other) { return Id == other.Id && joker == other.joker; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Card && Equals((Card)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return Id | (joker << 8); }
        /// <summary>Orders by physical id (jokers last).</summary>
        public int CompareTo(Card other) { return (Id | (joker << 8)).CompareTo(other.Id | (other.joker << 8)); }
        /// <summary>Same physical card.</summary>
        public static bool operator ==(Card a, Card b) { return a.Equals(b); }
        /// <summary>Different physical cards.</summary>
        public static bool operator !=(Card a, Card b) { return !a.Equals(b); }
    }
}
