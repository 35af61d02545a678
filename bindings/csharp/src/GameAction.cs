using System;
using System.Text;

namespace Bezique
{
    /// <summary>
    /// A decision: read from a legal action list, parsed from text (<see cref="Game.ParseAction"/>),
    /// or built by the host with the factory methods. An immutable value (no allocation to read one).
    /// </summary>
    public readonly struct GameAction : IEquatable<GameAction>
    {
        private readonly ulong cardsLow;
        private readonly byte type;
        private readonly byte meld;
        private readonly byte count;
        private readonly uint cardsHigh;
        // Whether the ids are of a game with jokers (ids from Card.FirstJoker up are jokers); not
        // compared: within one game an id means one card.
        private readonly bool jokers;

        private GameAction(ActionType type, MeldKind meld, int count, ulong low, ulong high, bool jokers)
        {
            this.type = (byte)type;
            this.meld = (byte)meld;
            this.count = (byte)count;
            cardsLow = low;
            cardsHigh = (uint)high;
            this.jokers = jokers;
        }

        internal unsafe GameAction(NativeAction* n, bool jokers)
        {
            this.jokers = jokers;
            ulong low, high;
            int c = n->Count <= Limits.MaxMeldCards ? n->Count : Limits.MaxMeldCards;
            CardBuffer.Pack(n->Cards, c, out low, out high);
            type = n->Type;
            meld = n->Meld;
            count = (byte)c;
            cardsLow = low;
            cardsHigh = (uint)high;
        }

        internal unsafe void ToNative(NativeAction* n)
        {
            n->StructSize = NativeAction.Size;
            n->Type = type;
            n->Meld = meld;
            n->Count = count;
            n->Reserved = 0;
            CardBuffer.Unpack(cardsLow, cardsHigh, count, n->Cards);
        }

        /// <summary>The kind of decision.</summary>
        public ActionType Type { get { return (ActionType)type; } }
        /// <summary>The meld declared (declarations only, else <see cref="MeldKind.Marriage"/> = 0).</summary>
        public MeldKind Meld { get { return (MeldKind)meld; } }
        /// <summary>How many cards the action uses (0 to 12).</summary>
        public int CardCount { get { return count; } }
        /// <summary>Card <paramref name="index"/> of the action (no allocation).</summary>
        public Card GetCard(int index) { return CardBuffer.At(cardsLow, cardsHigh, count, index, jokers); }
        /// <summary>The action's cards as a new array.</summary>
        public Card[] Cards { get { return CardBuffer.ToArray(cardsLow, cardsHigh, count, jokers); } }
        /// <summary>The card played, exchanged or declared: the first card. Throws when there is none.</summary>
        public Card Card { get { return GetCard(0); } }

        /// <summary>Play a card to the trick.</summary>
        public static GameAction Play(Card card) { return WithCards(ActionType.Play, MeldKind.Marriage, new[] { card }); }
        /// <summary>Declare <paramref name="meld"/> with these cards, in any order (kept in the engine's
        /// order, by card type then copy, so the action equals the one the legal list offers).</summary>
        public static GameAction Declare(MeldKind meld, params Card[] cards)
        {
            if (cards == null) throw new ArgumentNullException("cards");
            var sorted = (Card[])cards.Clone();
            Array.Sort(sorted, (a, b) => a.Id % 32 != b.Id % 32 ? a.Id % 32 - b.Id % 32 : a.Id - b.Id);
            return WithCards(ActionType.Declare, meld, sorted);
        }
        /// <summary>Exchange the seven of trumps for the turn-up.</summary>
        public static GameAction ExchangeSeven(Card seven) { return WithCards(ActionType.ExchangeSeven, MeldKind.Marriage, new[] { seven }); }
        /// <summary>Declare the seven of trumps.</summary>
        public static GameAction DeclareSeven(Card seven) { return WithCards(ActionType.DeclareSeven, MeldKind.Marriage, new[] { seven }); }
        /// <summary>An action without cards: <see cref="ActionType.Pass"/>, <see cref="ActionType.CarteBlanche"/>,
        /// <see cref="ActionType.TakeTop"/>, <see cref="ActionType.TakeTurnUp"/>, the nominations or <see cref="ActionType.Claim"/>.</summary>
        public static GameAction Simple(ActionType type) { return new GameAction(type, MeldKind.Marriage, 0, 0, 0, false); }
        /// <summary>Decline (no declaration).</summary>
        public static GameAction Pass { get { return Simple(ActionType.Pass); } }

        /// <summary>Any action, as a host fills it. The engine checks it when it is applied.</summary>
        /// <exception cref="ArgumentException">More than 12 cards.</exception>
        public static GameAction WithCards(ActionType type, MeldKind meld, Card[] cards)
        {
            if (cards == null) throw new ArgumentNullException("cards");
            if (cards.Length > Limits.MaxMeldCards) throw new ArgumentException("an action holds at most 12 cards, not " + cards.Length, "cards");
            ulong low, high;
            CardBuffer.Pack(cards, out low, out high);
            // A joker is only ever in a game with jokers, where every id from FirstJoker up is one.
            bool jokers = false;
            foreach (Card c in cards) jokers |= c.IsJoker;
            return new GameAction(type, meld, cards.Length, low, high, jokers);
        }

        /// <summary>A debugging form (<c>declare marriage KH+QH</c>); <see cref="Game.ActionText"/> gives the notation.</summary>
        public override string ToString()
        {
            var sb = new StringBuilder(Names.ActionType(Type));
            if (Type == ActionType.Declare) sb.Append(' ').Append(Names.Meld(Meld));
            for (int i = 0; i < count; ++i) sb.Append(i == 0 ? ' ' : '+').Append(GetCard(i).ToString(true));
            return sb.ToString();
        }

        /// <inheritdoc/>
        public bool Equals(GameAction other)
        {
            return type == other.type && meld == other.meld && count == other.count && cardsLow == other.cardsLow && cardsHigh == other.cardsHigh;
        }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is GameAction && Equals((GameAction)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return (int)(cardsLow ^ (cardsLow >> 32) ^ cardsHigh) ^ (type << 24) ^ (meld << 16) ^ count; }
        /// <summary>Same decision, same cards.</summary>
        public static bool operator ==(GameAction a, GameAction b) { return a.Equals(b); }
        /// <summary>Different decisions.</summary>
        public static bool operator !=(GameAction a, GameAction b) { return !a.Equals(b); }
    }
}
