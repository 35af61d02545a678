using System;

namespace Bezique
{
    /// <summary>Many random deals played inside the engine (<c>bzq_simulate</c>), for statistics:
    /// the loop of the Python package's <c>simulate</c> and of the C++ benchmarks.</summary>
    public static class Simulation
    {
        /// <summary>
        /// Plays deals <paramref name="first"/> to <paramref name="first"/> + <paramref name="deals"/> - 1
        /// of a run of <paramref name="variant"/> seeded with <paramref name="seed"/>: deal i is the first
        /// deal of a fresh game, dealt from the deck of deal i of a game of that seed and played by
        /// uniformly random legal actions from a stream of its own. The counts depend only on the
        /// arguments, and those of a run are the sums of those of any split of its deals.
        /// </summary>
        /// <exception cref="BeziqueException">An impossible variant (<see cref="StatusCode.InvalidVariant"/>), or
        /// deal numbers past 2^31 - 1 (<see cref="StatusCode.OutOfRange"/>).</exception>
        public static unsafe SimulationResult Run(Variant variant, uint deals, ulong seed, uint first = 0)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            NativeSimulation n;
            n.StructSize = NativeSimulation.Size;
            Errors.Check(NativeMethods.bzq_simulate(variant.Handle, deals, seed, first, &n));
            return new SimulationResult(n, variant.Shape.Sides);
        }
    }

    /// <summary>What <see cref="Simulation.Run"/> counted: totals over the deals it played.</summary>
    public sealed class SimulationResult
    {
        internal unsafe SimulationResult(NativeSimulation n, int sides)
        {
            Deals = n.Deals;
            Actions = n.Actions;
            Tricks = n.Tricks;
            GamesOver = n.GamesOver;
            Melds = new long[Limits.MeldKinds];
            MeldDeals = new long[Limits.MeldKinds];
            for (int k = 0; k < Limits.MeldKinds; ++k)
            {
                Melds[k] = n.Melds[k];
                MeldDeals[k] = n.MeldDeals[k];
            }
            PointsBySide = new long[sides];
            DealWins = new long[sides];
            for (int side = 0; side < sides; ++side)
            {
                PointsBySide[side] = n.Points[side];
                DealWins[side] = n.DealWins[side];
            }
            DealTies = n.DealTies;
        }

        /// <summary>Deals played.</summary>
        public long Deals { get; private set; }
        /// <summary>Decisions taken.</summary>
        public long Actions { get; private set; }
        /// <summary>Tricks played.</summary>
        public long Tricks { get; private set; }
        /// <summary>Deals that ended their game.</summary>
        public long GamesOver { get; private set; }
        /// <summary>Declarations of each kind, indexed by <see cref="MeldKind"/>.</summary>
        public long[] Melds { get; private set; }
        /// <summary>Deals with at least one declaration of each kind, indexed by <see cref="MeldKind"/>.</summary>
        public long[] MeldDeals { get; private set; }
        /// <summary>Points each side scored.</summary>
        public long[] PointsBySide { get; private set; }
        /// <summary>Deals each side scored most points in.</summary>
        public long[] DealWins { get; private set; }
        /// <summary>Deals two or more sides scored most points in.</summary>
        public long DealTies { get; private set; }
    }
}
