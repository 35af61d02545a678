namespace Bezique
{
    /// <summary>The public facts of a game at one moment (<see cref="Game.Info"/>, <see cref="View.Info"/>).
    /// An immutable value: reading it allocates nothing.</summary>
    public readonly struct GameInfo
    {
        private readonly NativeInfo n;

        internal GameInfo(NativeInfo native) { n = native; }

        /// <summary>Number of players.</summary>
        public int Players { get { return n.Players; } }
        /// <summary>Number of sides: 2 in partnerships, else the number of players.</summary>
        public int Sides { get { return n.Sides; } }
        /// <summary>The phase: which kind of decision is due.</summary>
        public Phase Phase { get { return (Phase)n.Phase; } }
        /// <summary>The seat to act, or -1 when the game is over.</summary>
        public int CurrentPlayer { get { return n.CurrentPlayer; } }
        /// <summary>The dealer's seat.</summary>
        public int Dealer { get { return n.Dealer; } }
        /// <summary>The deal in progress, from 0 (the count of deals once every deal is over).</summary>
        public int DealNumber { get { return n.DealNumber; } }
        /// <summary>1 while the stock lasts, 2 in the play-off.</summary>
        public int Stage { get { return n.Stage; } }
        /// <summary>Trumps, or null while not fixed.</summary>
        public Suit? Trump { get { return n.Trump < 0 ? (Suit?)null : (Suit)n.Trump; } }
        /// <summary>The face-up card under the stock, or null.</summary>
        public Card? TurnUp { get { return n.TurnUp < 0 ? (Card?)null : new Card((byte)n.TurnUp); } }
        /// <summary>Cards left in the stock.</summary>
        public int StockSize { get { return n.StockSize; } }
        /// <summary>The trick number in the deal.</summary>
        public int TrickNumber { get { return n.TrickNumber; } }
        /// <summary>Whether the game has ended.</summary>
        public bool IsOver { get { return n.IsOver != 0; } }
        /// <summary>The winning side once over; -1 before, or when drawn.</summary>
        public int Winner { get { return n.Winner; } }
        /// <summary>Whose information this is: a seat, <see cref="Bezique.Viewer.Spectator"/> or (games) <see cref="Bezique.Viewer.Omniscient"/>.</summary>
        public int Viewer { get { return n.Viewer; } }
        /// <summary>Whether the game's first bezique has been declared, where it scores the variant's
        /// <c>first_bezique_value</c> (docs/rules.md 7.3); always false in other variants.</summary>
        public bool FirstBeziqueScored { get { return n.FirstBeziqueScored != 0; } }

        /// <inheritdoc/>
        public override string ToString()
        {
            return "deal " + DealNumber + ", " + Names.Phase(Phase) + (IsOver ? ", over, winner " + Winner : ", P" + CurrentPlayer + " to act");
        }
    }
}
