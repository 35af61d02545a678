namespace Bezique
{
    /// <summary>What a playing loop needs after each decision (<see cref="Game.Turn"/>,
    /// <see cref="Game.Play"/>): who acts, with how many legal actions, in which deal, and whether
    /// the game is over. An immutable value: reading it allocates nothing.</summary>
    public readonly struct Turn
    {
        private readonly NativeTurn n;

        internal Turn(NativeTurn native) { n = native; }

        /// <summary>The seat to act; -1 when none is: the game is over, or the next deal waits
        /// (<see cref="DealPending"/>).</summary>
        public int CurrentPlayer { get { return n.CurrentPlayer; } }
        /// <summary>The number of legal actions of that seat (ids 0 to LegalCount - 1); 0 when no seat is to act.</summary>
        public int LegalCount { get { return (int)n.LegalCount; } }
        /// <summary>The deal being played, from 0; once a deal has ended (and the game has not), the next one's.</summary>
        public int DealNumber { get { return n.DealNumber; } }
        /// <summary>Whether the game has ended.</summary>
        public bool IsOver { get { return n.IsOver != 0; } }
        /// <summary>After <see cref="Game.Play"/> of a decision that ended a deal: the next deal, from the
        /// seed, is not dealt yet; the next call that reads the game (<see cref="Game.Turn"/>,
        /// <see cref="Game.Info"/>, ...) deals it.</summary>
        public bool DealPending { get { return n.DealPending != 0; } }
        /// <summary>The decisions made so far.</summary>
        public int DecisionCount { get { return (int)n.DecisionCount; } }
    }
}
