namespace Bezique
{
    /// <summary>The public facts of a game at one moment (<see cref="Game.Info"/>, <see cref="View.Info"/>).
    /// An immutable value: reading it allocates nothing.</summary>
    public readonly struct GameInfo
    {
        // Flat fields, not a NativeInfo: mcs reads a field of a struct held in a readonly field
        // by copying the whole inner struct (64 bytes) on every read.
        private readonly int players;
        private readonly int sides;
        private readonly int phase;
        private readonly int currentPlayer;
        private readonly int dealer;
        private readonly int dealNumber;
        private readonly int stage;
        private readonly int trump;
        private readonly int turnUp;
        private readonly int stockSize;
        private readonly int trickNumber;
        private readonly int isOver;
        private readonly int winner;
        private readonly int viewer;
        private readonly int firstBeziqueScored;

        internal GameInfo(NativeInfo native)
        {
            players = native.Players;
            sides = native.Sides;
            phase = native.Phase;
            currentPlayer = native.CurrentPlayer;
            dealer = native.Dealer;
            dealNumber = native.DealNumber;
            stage = native.Stage;
            trump = native.Trump;
            turnUp = native.TurnUp;
            stockSize = native.StockSize;
            trickNumber = native.TrickNumber;
            isOver = native.IsOver;
            winner = native.Winner;
            viewer = native.Viewer;
            firstBeziqueScored = native.FirstBeziqueScored;
        }

        /// <summary>Number of players.</summary>
        public int Players { get { return players; } }
        /// <summary>Number of sides: 2 in partnerships, else the number of players.</summary>
        public int Sides { get { return sides; } }
        /// <summary>The phase: which kind of decision is due.</summary>
        public Phase Phase { get { return (Phase)phase; } }
        /// <summary>The seat to act, or -1 when the game is over.</summary>
        public int CurrentPlayer { get { return currentPlayer; } }
        /// <summary>The dealer's seat.</summary>
        public int Dealer { get { return dealer; } }
        /// <summary>The deal in progress, from 0 (the count of deals once every deal is over).</summary>
        public int DealNumber { get { return dealNumber; } }
        /// <summary>1 while the stock lasts, 2 in the play-off.</summary>
        public int Stage { get { return stage; } }
        /// <summary>Trumps, or null while not fixed.</summary>
        public Suit? Trump { get { return trump < 0 ? (Suit?)null : (Suit)trump; } }
        /// <summary>The face-up card under the stock, or null.</summary>
        public Card? TurnUp { get { return turnUp < 0 ? (Card?)null : new Card((byte)turnUp); } }
        /// <summary>Cards left in the stock.</summary>
        public int StockSize { get { return stockSize; } }
        /// <summary>The trick number in the deal.</summary>
        public int TrickNumber { get { return trickNumber; } }
        /// <summary>Whether the game has ended.</summary>
        public bool IsOver { get { return isOver != 0; } }
        /// <summary>The winning side once over; -1 before, or when drawn.</summary>
        public int Winner { get { return winner; } }
        /// <summary>Whose information this is: a seat, <see cref="Bezique.Viewer.Spectator"/> or (games) <see cref="Bezique.Viewer.Omniscient"/>.</summary>
        public int Viewer { get { return viewer; } }
        /// <summary>Whether the game's first bezique has been declared, where it scores the variant's
        /// <c>first_bezique_value</c> (docs/rules.md 7.3); always false in other variants.</summary>
        public bool FirstBeziqueScored { get { return firstBeziqueScored != 0; } }

        /// <inheritdoc/>
        public override string ToString()
        {
            return "deal " + DealNumber + ", " + Names.Phase(Phase) + (IsOver ? ", over, winner " + Winner : ", P" + CurrentPlayer + " to act");
        }
    }
}
