namespace Bezique
{
    /// <summary>The shape of a variant's table (<see cref="Variant.Shape"/>): what a host lays out
    /// before any game exists. An immutable value.</summary>
    public readonly struct VariantShape
    {
        private readonly NativeShape n;

        internal VariantShape(NativeShape native) { n = native; }

        /// <summary>Players at the table, 2 to 4.</summary>
        public int Players { get { return n.Players; } }
        /// <summary>Scoring sides: 2 in partnerships, else one per player.</summary>
        public int Sides { get { return n.Sides; } }
        /// <summary>32-card packs shuffled together.</summary>
        public int Packs { get { return n.Packs; } }
        /// <summary>Cards dealt to each player.</summary>
        public int HandSize { get { return n.HandSize; } }
        /// <summary>Cards in the game: packs times 32, less the removed ones.</summary>
        public int DeckSize { get { return n.DeckSize; } }
        /// <summary>Whether four players play in two sides, partners sitting opposite.</summary>
        public bool Partnerships { get { return n.Partnerships != 0; } }

        /// <summary>The side seat <paramref name="seat"/> scores for.</summary>
        /// <exception cref="System.ArgumentOutOfRangeException">Not a seat of this variant.</exception>
        public unsafe int SideOf(int seat)
        {
            CheckSeat(seat);
            fixed (int* sides = n.SideOf) return sides[seat];
        }

        /// <summary>The partner of seat <paramref name="seat"/>, or -1 without partnerships.</summary>
        /// <exception cref="System.ArgumentOutOfRangeException">Not a seat of this variant.</exception>
        public unsafe int PartnerOf(int seat)
        {
            CheckSeat(seat);
            fixed (int* partners = n.PartnerOf) return partners[seat];
        }

        private void CheckSeat(int seat)
        {
            if (seat < 0 || seat >= n.Players)
                throw new System.ArgumentOutOfRangeException("seat", seat, "a seat is 0 to " + (n.Players - 1));
        }

        /// <inheritdoc/>
        public override string ToString()
        {
            return Players + " players, " + Sides + " sides, " + Packs + " packs";
        }
    }
}
