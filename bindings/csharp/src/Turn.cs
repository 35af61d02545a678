using System.Runtime.InteropServices;

namespace Bezique
{
    /// <summary>What a playing loop needs after each decision (<see cref="Game.Turn"/>,
    /// <see cref="Game.Play"/>): who acts, with how many legal actions, in which deal, and whether
    /// the game is over. An immutable value: reading it allocates nothing.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public readonly struct Turn
    {
        // The fields of bzq_turn, in its order: Game.Play and Game.Turn have the library write
        // the turn straight into the value they return. No C# code assigns them, so the warnings
        // for fields never assigned or never used (CS0169, CS0649) are off here. Flat fields,
        // not a NativeTurn: mcs reads a field of a struct held in a readonly field by copying
        // the whole inner struct, and Mono's JIT then neither inlines the getter nor drops the copy.
#pragma warning disable 0169, 0649
        private readonly uint structSize;
        private readonly int currentPlayer;
        private readonly uint legalCount;
        private readonly int dealNumber;
        private readonly int isOver;
        private readonly int dealPending;
        private readonly uint decisionCount;
#pragma warning restore 0169, 0649

        /// <summary>The seat to act; -1 when none is: the game is over, or the next deal waits
        /// (<see cref="DealPending"/>).</summary>
        public int CurrentPlayer { get { return currentPlayer; } }
        /// <summary>The number of legal actions of that seat (ids 0 to LegalCount - 1); 0 when no seat is to act.</summary>
        public int LegalCount { get { return (int)legalCount; } }
        /// <summary>The deal being played, from 0; once a deal has ended (and the game has not), the next one's.</summary>
        public int DealNumber { get { return dealNumber; } }
        /// <summary>Whether the game has ended.</summary>
        public bool IsOver { get { return isOver != 0; } }
        /// <summary>After <see cref="Game.Play"/> of a decision that ended a deal: the next deal, from the
        /// seed, is not dealt yet; the next call that reads the game (<see cref="Game.Turn"/>,
        /// <see cref="Game.Info"/>, ...) deals it.</summary>
        public bool DealPending { get { return dealPending != 0; } }
        /// <summary>The decisions made so far.</summary>
        public int DecisionCount { get { return (int)decisionCount; } }
    }
}
