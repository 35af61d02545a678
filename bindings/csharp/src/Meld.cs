namespace Bezique
{
    /// <summary>A declaration on the table (<see cref="View.GetMeld"/>). An immutable value.</summary>
    public readonly struct Meld
    {
        private readonly ulong cardsLow;
        private readonly ulong cardsHigh;
        private readonly byte kind;
        private readonly sbyte player;
        private readonly byte count;
        private readonly byte broken;
        private readonly bool jokers;  // of a game with jokers: ids from Card.FirstJoker up are jokers

        internal unsafe Meld(NativeMeld* n, bool jokers)
        {
            this.jokers = jokers;
            kind = n->Meld;
            player = n->Player;
            count = n->Count <= Limits.MaxMeldCards ? n->Count : (byte)Limits.MaxMeldCards;
            broken = n->Broken;
            CardBuffer.Pack(n->Cards, count, out cardsLow, out cardsHigh);
        }

        /// <summary>The kind of meld.</summary>
        public MeldKind Kind { get { return (MeldKind)kind; } }
        /// <summary>The seat that declared it.</summary>
        public int Player { get { return player; } }
        /// <summary>Whether a card of it has been played.</summary>
        public bool Broken { get { return broken != 0; } }
        /// <summary>How many cards it has.</summary>
        public int CardCount { get { return count; } }
        /// <summary>Card <paramref name="index"/> (no allocation).</summary>
        public Card GetCard(int index) { return CardBuffer.At(cardsLow, cardsHigh, count, index, jokers); }
        /// <summary>Its cards as a new array.</summary>
        public Card[] Cards { get { return CardBuffer.ToArray(cardsLow, cardsHigh, count, jokers); } }

        /// <inheritdoc/>
        public override string ToString()
        {
            var s = "P" + player + " " + Names.Meld(Kind);
            for (int i = 0; i < count; ++i) s += (i == 0 ? " " : "+") + GetCard(i);
            return Broken ? s + " (broken)" : s;
        }
    }

    /// <summary>What a meld would score now (<see cref="Game.EvaluateMeld"/>).</summary>
    public readonly struct MeldScore
    {
        /// <summary>The kind (the inferred one when asked with <see cref="MeldKind.Infer"/>).</summary>
        public readonly MeldKind Kind;
        /// <summary>The suit it would fix as trumps, or null.</summary>
        public readonly Suit? FixesTrump;
        /// <summary>The points it scores.</summary>
        public readonly int Points;

        internal MeldScore(NativeMeldScore n)
        {
            Kind = (MeldKind)n.Meld;
            FixesTrump = n.FixesTrump < 0 ? (Suit?)null : (Suit)n.FixesTrump;
            Points = n.Points;
        }

        /// <inheritdoc/>
        public override string ToString() { return Names.Meld(Kind) + " for " + Points; }
    }

    /// <summary>A card of the trick in progress and who played it.</summary>
    public readonly struct TrickCard
    {
        /// <summary>The seat that played it.</summary>
        public readonly int Player;
        /// <summary>The card.</summary>
        public readonly Card Card;

        internal TrickCard(int player, Card card)
        {
            Player = player;
            Card = card;
        }

        /// <inheritdoc/>
        public override string ToString() { return "P" + Player + " " + Card; }
    }

    /// <summary>One option of a variant: its name, type and meaning (<see cref="Library.Options"/>).</summary>
    public sealed class OptionInfo
    {
        /// <summary>The option's name (<c>target</c>).</summary>
        public string Name { get; private set; }
        /// <summary>Its type: <c>int</c>, <c>bool</c>, <c>enum(a|b)</c>, ...</summary>
        public string Type { get; private set; }
        /// <summary>What it means.</summary>
        public string Meaning { get; private set; }

        internal OptionInfo(string name, string type, string meaning)
        {
            Name = name;
            Type = type;
            Meaning = meaning;
        }

        /// <inheritdoc/>
        public override string ToString() { return Name + " (" + Type + "): " + Meaning; }
    }
}
