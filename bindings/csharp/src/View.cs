using System;

namespace Bezique
{
    /// <summary>
    /// A snapshot of what one seat (or a spectator) may see. A player's view never holds a card
    /// that player cannot see. It does not refer to the game it came from, which may change or be
    /// disposed meanwhile.
    /// </summary>
    public sealed class View : IDisposable
    {
        // More than any hand, table, trick or deal's played cards (eight decks are 256 cards).
        private const int CardCapacity = 256;

        private readonly ViewHandle handle;
        private readonly bool jokers;  // of a game with jokers: ids from Card.FirstJoker up are jokers

        private View(IntPtr p, bool jokers)
        {
            handle = new ViewHandle(p);
            this.jokers = jokers;
        }

        internal static View Adopt(IntPtr p, bool jokers) { return new View(p, jokers); }

        /// <summary>Whether the game viewed has jokers (docs/rules.md section 7).</summary>
        public bool HasJokers { get { return jokers; } }

        internal ViewHandle Handle
        {
            get
            {
                if (handle.IsClosed) throw new ObjectDisposedException("View");
                return handle;
            }
        }

        internal unsafe delegate int CardsCall(byte* cards, uint capacity, uint* count);

        private unsafe Card[] ReadCards(CardsCall call)
        {
            byte* buffer = stackalloc byte[CardCapacity];
            uint count = 0;
            Errors.Check(call(buffer, CardCapacity, &count));
            var cards = new Card[count];
            for (uint i = 0; i < count; ++i) cards[i] = Card.FromId(buffer[i], jokers);
            return cards;
        }

        /// <summary>The message of the last failed call on this view (<c>""</c> if none).</summary>
        public string LastMessage { get { return Utf8.Decode(NativeMethods.bzq_view_message(Handle)); } }

        /// <summary>The public facts, with <see cref="GameInfo.Viewer"/> the viewer.</summary>
        public unsafe GameInfo Info
        {
            get
            {
                NativeInfo info;
                info.StructSize = NativeInfo.Size;
                Errors.Check(NativeMethods.bzq_view_info(Handle, &info));
                return new GameInfo(info);
            }
        }

        /// <summary>The viewer's hand (declared cards included); empty for a spectator.</summary>
        public unsafe Card[] Hand { get { return ReadCards((c, cap, n) => NativeMethods.bzq_view_hand(Handle, c, cap, n)); } }

        /// <summary>Every player's number of cards.</summary>
        public unsafe int[] HandSizes
        {
            get
            {
                int* sizes = stackalloc int[Limits.MaxPlayers];
                uint count = 0;
                Errors.Check(NativeMethods.bzq_view_hand_sizes(Handle, sizes, Limits.MaxPlayers, &count));
                var result = new int[count];
                for (uint i = 0; i < count; ++i) result[i] = sizes[i];
                return result;
            }
        }

        /// <summary>A player's declared cards on the table.</summary>
        /// <exception cref="BeziqueException">A seat out of range (<see cref="StatusCode.OutOfRange"/>).</exception>
        public unsafe Card[] Table(int player) { return ReadCards((c, cap, n) => NativeMethods.bzq_view_table(Handle, player, c, cap, n)); }

        /// <summary>The trick in progress, in order of play.</summary>
        public unsafe TrickCard[] Trick
        {
            get
            {
                sbyte* players = stackalloc sbyte[CardCapacity];
                byte* cards = stackalloc byte[CardCapacity];
                uint count = 0;
                Errors.Check(NativeMethods.bzq_view_trick(Handle, players, cards, CardCapacity, &count));
                var trick = new TrickCard[count];
                for (uint i = 0; i < count; ++i) trick[i] = new TrickCard(players[i], Card.FromId(cards[i], jokers));
                return trick;
            }
        }

        /// <summary>Every card gone to a trick this deal.</summary>
        public unsafe Card[] Played { get { return ReadCards((c, cap, n) => NativeMethods.bzq_view_played(Handle, c, cap, n)); } }

        /// <summary>Per-side numbers, one per side.</summary>
        public unsafe int[] Scores(ScoreKind kind = ScoreKind.Points)
        {
            int* values = stackalloc int[Limits.MaxPlayers];
            uint count = 0;
            Errors.Check(NativeMethods.bzq_view_scores(Handle, (int)kind, values, Limits.MaxPlayers, &count));
            var result = new int[count];
            for (uint i = 0; i < count; ++i) result[i] = values[i];
            return result;
        }

        /// <summary>The number of declarations of this deal.</summary>
        public unsafe int MeldCount
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_view_meld_count(Handle, &count));
                return (int)count;
            }
        }

        /// <summary>Declaration <paramref name="index"/> of this deal.</summary>
        public unsafe Meld GetMeld(int index)
        {
            NativeMeld m;
            m.StructSize = NativeMeld.Size;
            Errors.Check(NativeMethods.bzq_view_meld(Handle, (uint)index, &m));
            return new Meld(&m, jokers);
        }

        /// <summary>The declarations of this deal as a new array.</summary>
        public Meld[] Melds()
        {
            var melds = new Meld[MeldCount];
            for (int i = 0; i < melds.Length; ++i) melds[i] = GetMeld(i);
            return melds;
        }

        /// <summary>The viewer's number of legal actions (0 unless the viewer is to act).</summary>
        public unsafe int LegalCount
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_view_legal_count(Handle, &count));
                return (int)count;
            }
        }

        /// <summary>The viewer's legal action <paramref name="id"/> (ids as in <see cref="Game.GetLegalAction"/>).</summary>
        public unsafe GameAction GetLegalAction(int id)
        {
            NativeAction a;
            a.StructSize = NativeAction.Size;
            Errors.Check(NativeMethods.bzq_view_legal_action(Handle, (uint)id, &a));
            return new GameAction(&a, jokers);
        }

        /// <summary>The viewer's legal actions as a new array.</summary>
        public GameAction[] LegalActions()
        {
            var actions = new GameAction[LegalCount];
            for (int i = 0; i < actions.Length; ++i) actions[i] = GetLegalAction(i);
            return actions;
        }

        /// <summary>The canonical text of the viewer's legal action <paramref name="id"/>.</summary>
        public unsafe string LegalText(int id) { return Utf8.Get((b, s, n) => NativeMethods.bzq_view_legal_text(Handle, (uint)id, b, s, n)); }

        /// <summary>The number of the game's events.</summary>
        public unsafe int EventCount
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_view_event_count(Handle, &count));
                return (int)count;
            }
        }

        /// <summary>Event <paramref name="index"/> as the viewer sees it.</summary>
        public unsafe GameEvent GetEvent(int index)
        {
            NativeEvent e;
            e.StructSize = NativeEvent.Size;
            Errors.Check(NativeMethods.bzq_view_event(Handle, (uint)index, &e));
            return new GameEvent(&e, jokers);
        }

        /// <summary>The game's events as the viewer sees them, as a new array.</summary>
        public GameEvent[] Events()
        {
            var events = new GameEvent[EventCount];
            for (int i = 0; i < events.Length; ++i) events[i] = GetEvent(i);
            return events;
        }

        /// <summary>Readable text: hand, table, trick, scores, legal moves.</summary>
        public unsafe string Text { get { return Utf8.Get((b, s, n) => NativeMethods.bzq_view_text(Handle, b, s, n)); } }

        /// <summary>The readable text.</summary>
        public override string ToString() { return handle.IsClosed ? "View(disposed)" : Text; }

        /// <summary>Frees the native view now (the finalizer does it otherwise).</summary>
        public void Dispose() { handle.Dispose(); }
    }
}
