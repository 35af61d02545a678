using System;
using System.Text;

namespace Bezique
{
    /// <summary>
    /// Something that happened in a game. In a view of a player who may not see a hidden
    /// event's cards, the cards are removed (the count is kept) and <see cref="Redacted"/> is set.
    /// An immutable value (no allocation to read one).
    /// </summary>
    public readonly struct GameEvent
    {
        private const byte FlagHidden = 1;
        private const byte FlagRedacted = 2;
        // Not a C ABI flag: the event is of a game with jokers (ids from Card.FirstJoker up are jokers).
        private const byte FlagJokers = 0x80;

        private readonly ulong cardsLow;
        private readonly ulong cardsHigh;
        private readonly int value;
        private readonly byte type;
        private readonly sbyte player;
        private readonly sbyte side;
        private readonly sbyte suit;
        private readonly byte meld;
        private readonly byte reason;
        private readonly byte count;
        private readonly byte flags;

        internal unsafe GameEvent(NativeEvent* n, bool jokers)
        {
            type = n->Type;
            player = n->Player;
            side = n->Side;
            suit = n->Suit;
            meld = n->Meld;
            reason = n->Reason;
            count = n->Count;
            flags = (byte)((n->Flags & ~FlagJokers) | (jokers ? FlagJokers : 0));
            value = n->Value;
            // A redacted event keeps its count but carries no cards.
            int stored = (flags & FlagRedacted) != 0 ? 0 : Math.Min((int)count, Limits.MaxEventCards);
            CardBuffer.Pack(n->Cards, stored, out cardsLow, out cardsHigh);
        }

        /// <summary>What happened.</summary>
        public EventType Type { get { return (EventType)type; } }
        /// <summary>The seat concerned, or -1.</summary>
        public int Player { get { return player; } }
        /// <summary>The side concerned, or -1.</summary>
        public int Side { get { return side; } }
        /// <summary>The suit (trumps for <see cref="EventType.TrumpFixed"/>), or null.</summary>
        public Suit? Suit { get { return suit < 0 ? (Suit?)null : (Suit)suit; } }
        /// <summary>The meld kind (<see cref="EventType.MeldDeclared"/>).</summary>
        public MeldKind Meld { get { return (MeldKind)meld; } }
        /// <summary>Why points were scored (<see cref="EventType.PointsScored"/>).</summary>
        public ScoreReason Reason { get { return (ScoreReason)reason; } }
        /// <summary>The event's number: points, deal or trick number, seat named (see <see cref="EventType"/>).</summary>
        public int Value { get { return value; } }
        /// <summary>How many cards the event concerns (kept when they are redacted).</summary>
        public int CardCount { get { return count; } }
        /// <summary>Whether the cards are hidden from the other players.</summary>
        public bool Hidden { get { return (flags & FlagHidden) != 0; } }
        /// <summary>Whether the cards were removed because this viewer may not see them.</summary>
        public bool Redacted { get { return (flags & FlagRedacted) != 0; } }
        /// <summary>Card <paramref name="index"/> (not for a redacted event; no allocation).</summary>
        /// <exception cref="InvalidOperationException">The event's cards are redacted.</exception>
        public Card GetCard(int index)
        {
            if (Redacted) throw new InvalidOperationException("the cards of this event are hidden from this viewer");
            return CardBuffer.At(cardsLow, cardsHigh, count, index, (flags & FlagJokers) != 0);
        }
        /// <summary>The event's cards as a new array (empty when redacted).</summary>
        public Card[] Cards { get { return Redacted ? new Card[0] : CardBuffer.ToArray(cardsLow, cardsHigh, count, (flags & FlagJokers) != 0); } }

        /// <summary>A debugging form; <see cref="Game.EventText"/> gives the readable line.</summary>
        public override string ToString()
        {
            var sb = new StringBuilder(Names.EventType(Type));
            if (player >= 0) sb.Append(" player=").Append(player);
            if (side >= 0) sb.Append(" side=").Append(side);
            if (value != 0) sb.Append(" value=").Append(value);
            if (Redacted) sb.Append(" redacted(").Append(count).Append(')');
            else for (int i = 0; i < count; ++i) sb.Append(i == 0 ? " " : "+").Append(GetCard(i).ToString(true));
            return sb.ToString();
        }
    }
}
