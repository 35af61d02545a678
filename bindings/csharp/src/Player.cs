using System;

namespace Bezique
{
    /// <summary>
    /// One of the engine's automatic players (random, heuristic, ISMCTS), with its own random
    /// generator seeded at creation: <c>Player.Create("ismcts:easy", 11)</c>.
    /// </summary>
    /// <remarks>
    /// <see cref="Choose"/> decides for the seat to act from that seat's view alone, never from the
    /// hidden cards; apply the decision yourself. The same spec, seed and calls give the same
    /// choices as in C++, C and Python (except the time-budgeted <c>"ismcts:Nms"</c>, and an
    /// <c>"ismcts:N:Mms"</c> whose time cap is reached). An ISMCTS
    /// decision takes a while (about 2 ms for <c>"ismcts:easy"</c> in two-handed play, 100 ms for
    /// the default 10,000 iterations): in a game loop with a frame budget, call it from a worker
    /// thread. One player must not be used from two threads at once; distinct players may, also on
    /// the same game, as long as nothing changes that game meanwhile.
    /// </remarks>
    public sealed class Player : IDisposable
    {
        private readonly PlayerHandle handle;

        private Player(IntPtr p) { handle = new PlayerHandle(p); }

        internal PlayerHandle Handle
        {
            get
            {
                if (handle.IsClosed) throw new ObjectDisposedException("Player");
                return handle;
            }
        }

        /// <summary>A player from its spec (<see cref="Specs"/>): <c>"random"</c>, <c>"heuristic"</c>,
        /// <c>"ismcts"</c>, <c>"ismcts:easy"</c> (or medium, hard, expert), <c>"ismcts:N"</c> (N iterations
        /// per decision), <c>"ismcts:Nms"</c> (N milliseconds) or <c>"ismcts:N:Mms"</c> / <c>"ismcts:hard:Mms"</c>
        /// (iterations with a time cap of M milliseconds); its choices draw on a generator seeded
        /// with <paramref name="seed"/>.</summary>
        /// <exception cref="BeziqueException">Another spec (<see cref="StatusCode.UnknownName"/>), or a zero
        /// budget (<see cref="StatusCode.InvalidArgument"/>).</exception>
        public static unsafe Player Create(string spec, ulong seed)
        {
            IntPtr p;
            fixed (byte* s = Utf8.Encode(spec, "spec"))
                Errors.Check(NativeMethods.bzq_player_new(s, seed, &p));
            return new Player(p);
        }

        /// <summary>Every spec <see cref="Create"/> accepts, with a line about it. Upper-case words are
        /// placeholders: <c>"ismcts:N"</c> stands for <c>"ismcts:500"</c>.</summary>
        public static unsafe PlayerSpec[] Specs
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_player_count(&count));
                var specs = new PlayerSpec[count];
                for (uint i = 0; i < count; ++i)
                {
                    uint index = i;
                    specs[i] = new PlayerSpec(Utf8.Get((b, s, n) => NativeMethods.bzq_player_info(index, 0, b, s, n)),
                                              Utf8.Get((b, s, n) => NativeMethods.bzq_player_info(index, 1, b, s, n)));
                }
                return specs;
            }
        }

        /// <summary>The player's name: its spec with a level resolved (<c>"ismcts:easy"</c> is <c>"ismcts:200"</c>).</summary>
        public unsafe string Name { get { return Utf8.Get((b, s, n) => NativeMethods.bzq_player_name(Handle, b, s, n)); } }

        /// <summary>The message of the last failed call on this player (<c>""</c> if none).</summary>
        public string LastMessage { get { return Utf8.Decode(NativeMethods.bzq_player_message(Handle)); } }

        /// <summary>The decision for the seat to act in <paramref name="game"/>: one of its legal actions.
        /// The game is not changed: apply the action (<c>game.Apply(game.CurrentPlayer, action)</c>).</summary>
        /// <exception cref="BeziqueException">The game is over (<see cref="StatusCode.GameOver"/>).</exception>
        public unsafe GameAction Choose(Game game)
        {
            if (game == null) throw new ArgumentNullException("game");
            NativeAction a;
            a.StructSize = NativeAction.Size;
            Errors.Check(NativeMethods.bzq_player_choose(Handle, game.Handle, &a, null));
            return new GameAction(&a, game.HasJokers);
        }

        /// <summary>The same decision as its id in the game's legal actions, ready for
        /// <see cref="Game.Apply(int,int)"/>. No allocation.</summary>
        /// <exception cref="BeziqueException">The game is over (<see cref="StatusCode.GameOver"/>).</exception>
        public unsafe int ChooseId(Game game)
        {
            if (game == null) throw new ArgumentNullException("game");
            NativeAction a;
            a.StructSize = NativeAction.Size;
            uint id = 0;
            Errors.Check(NativeMethods.bzq_player_choose(Handle, game.Handle, &a, &id));
            return (int)id;
        }

        /// <summary>The player's name.</summary>
        public override string ToString() { return handle.IsClosed ? "Player(disposed)" : Name; }

        /// <summary>Frees the native player now (the finalizer does it otherwise).</summary>
        public void Dispose() { handle.Dispose(); }
    }

    /// <summary>A player spec and its one-line summary (<see cref="Player.Specs"/>).</summary>
    public sealed class PlayerSpec
    {
        /// <summary>The spec (<c>"heuristic"</c>, <c>"ismcts:LEVEL"</c>).</summary>
        public string Spec { get; private set; }
        /// <summary>What that player does.</summary>
        public string Summary { get; private set; }

        internal PlayerSpec(string spec, string summary)
        {
            Spec = spec;
            Summary = summary;
        }

        /// <inheritdoc/>
        public override string ToString() { return Spec + ": " + Summary; }
    }
}
