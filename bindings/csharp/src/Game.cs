using System;

namespace Bezique
{
    /// <summary>
    /// A game with its history. Chance is resolved inside: after each action a due deal is dealt
    /// from the seed (or the next explicit deck), so the player to act is always a seat.
    /// </summary>
    /// <remarks>
    /// The simulation loop's calls (<see cref="Turn"/>, <see cref="Play"/>, <see cref="Info"/>, <see cref="LegalCount"/>,
    /// <see cref="GetLegalAction"/>, <see cref="Apply(int,int)"/>, <see cref="TryApply(int,int)"/>,
    /// <see cref="EventCount"/>, <see cref="GetEvent"/>, <see cref="GetScores"/>,
    /// <see cref="GetLegalActions"/>) allocate nothing on the managed heap. One game must not be used
    /// from two threads at once; distinct games (clones included) may.
    /// </remarks>
    public sealed class Game : IDisposable
    {
        private readonly GameHandle handle;
        // Whether the variant has jokers: -1 until first asked (an answer a game never changes).
        private int jokers = -1;
        // GetLegalActions()'s buffer for bzq_game_legal_actions(), grown as needed, never shrunk.
        private NativeAction[] legalBuffer;

        private Game(IntPtr p, int jokers = -1)
        {
            handle = new GameHandle(p);
            this.jokers = jokers;
        }

        internal static Game Adopt(IntPtr p) { return new Game(p); }

        private static ObjectDisposedException Disposed() { return new ObjectDisposedException("Game"); }

        internal GameHandle Handle
        {
            get
            {
                if (handle.IsClosed) throw Disposed();
                return handle;
            }
        }

        /// <summary>A new game whose deals come from <paramref name="seed"/>.</summary>
        /// <exception cref="BeziqueException">An invalid variant (<see cref="StatusCode.InvalidVariant"/>).</exception>
        public Game(Variant variant, ulong seed)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            handle = new GameHandle(NewGame(variant, seed));
        }

        /// <summary>A new game of a preset or a variant text (<c>new Game("rubicon", 42)</c>,
        /// <c>new Game("rubicon(game_bonus=1000)", 42)</c>), as <see cref="Variant.Parse"/> reads it.</summary>
        /// <exception cref="BeziqueException">No preset or option of that name (<see cref="StatusCode.UnknownName"/>),
        /// text that does not parse, or an impossible variant.</exception>
        /// <exception cref="ArgumentException">The text holds a NUL character.</exception>
        public Game(string variant, ulong seed)
        {
            using (var v = Variant.Parse(variant))
                handle = new GameHandle(NewGame(v, seed));
        }

        private static unsafe IntPtr NewGame(Variant variant, ulong seed)
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_game_new(variant.Handle, seed, &p));
            return p;
        }

        /// <summary>Starts a new game in this one: the game <c>new Game(variant, seed)</c> makes with this
        /// game's variant, in the same native handle (bzq_game_restart). The old game's actions,
        /// events, decks and start scores are gone. The cheap way to play many games in a row: no new
        /// handle, no finalizer to register, and the variant is neither copied nor checked again. No
        /// allocation on the managed heap.</summary>
        /// <exception cref="BeziqueException">Out of memory (<see cref="StatusCode.OutOfMemory"/>): the game is unchanged.</exception>
        public void Restart(ulong seed)
        {
            GameHandle h = Handle;
            int status = NativeMethods.bzq_game_restart(h.DangerousGetHandle(), seed);
            GC.KeepAlive(h);
            Errors.Check(status);
        }

        /// <summary>A new game whose first deals come from explicit deck orders: <paramref name="deckCount"/>
        /// decks of the variant's deck size, concatenated (top of the deal first); later deals come from the seed.</summary>
        /// <exception cref="BeziqueException">Cards that do not make whole decks (<see cref="StatusCode.InvalidArgument"/>).</exception>
        public static unsafe Game WithDecks(Variant variant, ulong seed, Card[] cards, int deckCount)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            if (cards == null) throw new ArgumentNullException("cards");
            if (deckCount < 0) throw new ArgumentOutOfRangeException("deckCount");
            IntPtr p;
            fixed (byte* c = CardBuffer.Ids(cards))
                Errors.Check(NativeMethods.bzq_game_new_with_decks(variant.Handle, seed, c, (uint)cards.Length, (uint)deckCount, &p));
            return new Game(p);
        }

        /// <summary>A new game whose first deal starts at <paramref name="startScores"/> points, one per side:
        /// all 0, or the variant's <c>loser_start_bonus</c> for the last cent points match's loser
        /// (<see cref="CentPoints.StartScores"/>). Its record keeps them.</summary>
        /// <exception cref="BeziqueException">Other scores (<see cref="StatusCode.InvalidArgument"/>).</exception>
        public static unsafe Game WithScores(Variant variant, ulong seed, int[] startScores)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            if (startScores == null) throw new ArgumentNullException("startScores");
            IntPtr p;
            fixed (int* s = startScores)
                Errors.Check(NativeMethods.bzq_game_new_with_scores(variant.Handle, seed, s, (uint)startScores.Length, &p));
            return new Game(p);
        }

        /// <summary>The same with decks as text: one deck a line, cards as types (<c>"AS TS KS ..."</c>),
        /// the n-th occurrence of a card being its copy n.</summary>
        public static unsafe Game WithDeckText(Variant variant, ulong seed, string decks)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            IntPtr p;
            fixed (byte* d = Utf8.Encode(decks, "decks"))
                Errors.Check(NativeMethods.bzq_game_new_with_deck_text(variant.Handle, seed, d, &p));
            return new Game(p);
        }

        /// <summary>Loads a record (<see cref="SaveRecord"/>), replaying it with every action checked.</summary>
        /// <exception cref="BeziqueException">A record that does not load (<see cref="StatusCode.CorruptRecord"/>, naming the line).</exception>
        public static unsafe Game LoadRecord(string text)
        {
            IntPtr p;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_game_load_record(t, &p));
            return new Game(p);
        }

        /// <summary>Loads a state text (<see cref="SaveState"/>): one position, no history; later deals come from <paramref name="seed"/>.</summary>
        public static unsafe Game LoadState(Variant variant, string text, ulong seed)
        {
            if (variant == null) throw new ArgumentNullException("variant");
            IntPtr p;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_game_load_state(variant.Handle, t, seed, &p));
            return new Game(p);
        }

        /// <summary>An independent copy (for search or speculation).</summary>
        public unsafe Game Clone()
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_game_clone(Handle, &p));
            return new Game(p, jokers);
        }

        /// <summary>A copy of the game's variant (dispose it when done).</summary>
        public unsafe Variant GetVariant()
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_game_variant(Handle, &p));
            return Variant.Adopt(p);
        }

        /// <summary>Whether the game's variant has jokers (Haitian Bésigue, docs/rules.md section 7):
        /// then ids from <see cref="Card.FirstJoker"/> up are jokers, and every card this game gives knows it.</summary>
        public bool HasJokers
        {
            get
            {
                if (jokers < 0)
                    using (var v = GetVariant()) jokers = v.Get("jokers") != "0" ? 1 : 0;
                return jokers == 1;
            }
        }

        /// <summary>A card of this game as the game names it (<c>bzq_game_card_text</c>): <c>"QS"</c>,
        /// <c>"JK"</c> for a joker; with <paramref name="withCopy"/> <c>"QS.1"</c>, <c>"JK.2"</c>.</summary>
        /// <exception cref="BeziqueException">A card this game does not have (<see cref="StatusCode.InvalidArgument"/>).</exception>
        public unsafe string CardText(Card card, bool withCopy = false)
        {
            return Utf8.Get((b, s, n) => NativeMethods.bzq_game_card_text(Handle, card.Id, withCopy ? 1 : 0, b, s, n));
        }

        /// <summary>Parses a card of this game (<c>bzq_game_card_parse</c>): <c>"QS"</c>, <c>"10h"</c>,
        /// <c>"QS.2"</c>, and in a game with jokers <c>"JK"</c> (joker 0) or <c>"JK.2"</c>.</summary>
        /// <exception cref="BeziqueException">Text that names no card (<see cref="StatusCode.ParseError"/>), or a
        /// card this game does not have (<see cref="StatusCode.InvalidArgument"/>).</exception>
        public unsafe Card ParseCard(string text)
        {
            byte id = 0;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_game_card_parse(Handle, t, &id));
            return Card.FromId(id, HasJokers);
        }

        /// <summary>The seed the game deals from.</summary>
        public unsafe ulong Seed
        {
            get
            {
                ulong seed = 0;
                Errors.Check(NativeMethods.bzq_game_seed(Handle, &seed));
                return seed;
            }
        }

        /// <summary>The message of the last failed call on this game (<c>""</c> if none).</summary>
        public string LastMessage { get { return Utf8.Decode(NativeMethods.bzq_game_message(Handle)); } }

        /// <summary>The public facts now: phase, player to act, deal, trumps, stock, end.</summary>
        public unsafe GameInfo Info
        {
            get
            {
                NativeInfo info;
                info.StructSize = NativeInfo.Size;
                Errors.Check(NativeMethods.bzq_game_info(Handle, &info));
                return new GameInfo(info);
            }
        }

        /// <summary>Whether the game has ended.</summary>
        public bool IsOver { get { return Info.IsOver; } }

        /// <summary>The seat to act, or -1 once the game is over.</summary>
        public int CurrentPlayer { get { return Info.CurrentPlayer; } }

        /// <summary>Per-side numbers (points, pending card points or Rubicon results) into
        /// <paramref name="values"/>; returns how many sides there are. No allocation.</summary>
        /// <exception cref="BeziqueException">A buffer shorter than the number of sides.</exception>
        public unsafe int GetScores(ScoreKind kind, int[] values)
        {
            if (values == null) throw new ArgumentNullException("values");
            uint count = 0;
            fixed (int* v = values)
                Errors.Check(NativeMethods.bzq_game_scores(Handle, (int)kind, v, (uint)values.Length, &count));
            return (int)count;
        }

        /// <summary>Per-side numbers as a new array, one per side, scored as docs/rules.md section 5 says.</summary>
        public int[] Scores(ScoreKind kind = ScoreKind.Points)
        {
            var buffer = new int[Limits.MaxPlayers];
            int n = GetScores(kind, buffer);
            var values = new int[n];
            Array.Copy(buffer, values, n);
            return values;
        }

        /// <summary>The number of legal actions of the player to act (0 once the game is over).
        /// An action's id is its index in the list, whose order is stable (type, meld, cards). What is
        /// legal is docs/rules.md section 2 (the play-off duties: docs/rules.md 2.8) and, for declarations,
        /// docs/rules.md section 3 and docs/rules.md section 4.</summary>
        public unsafe int LegalCount
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_game_legal_count(Handle, &count));
                return (int)count;
            }
        }

        /// <summary>Legal action <paramref name="id"/>.</summary>
        /// <exception cref="BeziqueException">An id out of range (<see cref="StatusCode.OutOfRange"/>).</exception>
        public unsafe GameAction GetLegalAction(int id)
        {
            NativeAction a;
            a.StructSize = NativeAction.Size;
            Errors.Check(NativeMethods.bzq_game_legal_action(Handle, (uint)id, &a));
            return new GameAction(&a, HasJokers);
        }

        /// <summary>Fills <paramref name="buffer"/> with the legal actions and returns their number.
        /// When the buffer is too short, only the first buffer.Length are written (the count is still
        /// the total). One native call (bzq_game_legal_actions); no allocation once the game's own
        /// buffer has grown to the longest list.</summary>
        public unsafe int GetLegalActions(GameAction[] buffer)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            GameHandle h = Handle;
            NativeAction[] native = legalBuffer;
            uint count = 0;
            int status = (int)StatusCode.BufferTooSmall;
            if (native != null)
                fixed (NativeAction* p = native)
                {
                    p->StructSize = NativeAction.Size;
                    status = NativeMethods.bzq_game_legal_actions(h, p, (uint)native.Length, &count);
                }
            if (status == (int)StatusCode.BufferTooSmall)
            {
                // The first list, or a longer one than any before: a buffer of its size.
                Errors.Check(NativeMethods.bzq_game_legal_actions(h, null, 0, &count));
                native = legalBuffer = new NativeAction[Math.Max(2 * (int)count, 256)];
                fixed (NativeAction* p = native)
                {
                    p->StructSize = NativeAction.Size;
                    status = NativeMethods.bzq_game_legal_actions(h, p, (uint)native.Length, &count);
                }
            }
            Errors.Check(status);
            bool jokers = HasJokers;
            int n = (int)count;
            fixed (NativeAction* p = native)
                for (int id = 0; id < n && id < buffer.Length; ++id) buffer[id] = new GameAction(p + id, jokers);
            return n;
        }

        /// <summary>The turn now: the seat to act, its number of legal actions, the deal, the end (a
        /// waiting deal is dealt first). No allocation.</summary>
        public unsafe Turn Turn
        {
            get
            {
                GameHandle h = Handle;
                Turn turn;
                NativeTurn* t = (NativeTurn*)&turn;
                t->StructSize = NativeTurn.Size;
                int status = NativeMethods.bzq_game_turn(h.DangerousGetHandle(), t);
                GC.KeepAlive(h);
                Errors.Check(status);
                return turn;
            }
        }

        /// <summary>Applies legal action <paramref name="id"/> of <paramref name="player"/>, as
        /// <see cref="Apply(int,int)"/> does, and returns the turn it leads to, in one native call: a
        /// playing loop's one call per decision. A decision that ends a deal leaves the next deal
        /// undealt until the game is next read (<see cref="Bezique.Turn.DealPending"/>), so a loop that
        /// stops at the end of a deal pays for no deal it does not play. No allocation.</summary>
        /// <exception cref="BeziqueException">As <see cref="Apply(int,int)"/>; the game is unchanged.</exception>
        public unsafe Turn Play(int player, int id)
        {
            // The raw pointer, with the handle kept alive through the call (GC.KeepAlive): no
            // SafeHandle marshalling on the hot path. A game is used by one thread at a time, so
            // nothing frees it during the call. The library writes the turn into the value
            // returned (Turn is laid out as bzq_turn): Mono's JIT copies a struct field by field.
            // The tests are inline and only the exceptions are built out of line, since Mono did
            // not inline Errors.Check or the Handle getter, which throw.
            GameHandle h = handle;
            if (h.IsClosed) throw Disposed();
            Turn turn;
            NativeTurn* t = (NativeTurn*)&turn;
            t->StructSize = NativeTurn.Size;
            int status = NativeMethods.bzq_game_play(h.DangerousGetHandle(), player, (uint)id, t);
            GC.KeepAlive(h);
            if (status != 0) throw Errors.Fail(status);
            return turn;
        }

        /// <summary>The legal actions as a new array.</summary>
        public GameAction[] LegalActions()
        {
            var actions = new GameAction[LegalCount];
            GetLegalActions(actions);
            return actions;
        }

        /// <summary>The canonical text of legal action <paramref name="id"/> (<c>"QS"</c>, <c>"marriage KH+QH"</c>, <c>"pass"</c>).</summary>
        public unsafe string LegalText(int id) { return Utf8.Get((b, s, n) => NativeMethods.bzq_game_legal_text(Handle, (uint)id, b, s, n)); }

        /// <summary>The id of a legal action.</summary>
        /// <exception cref="BeziqueException">An action not legal now, with the reason (<see cref="StatusCode.IllegalAction"/>).</exception>
        public unsafe int ActionId(GameAction action)
        {
            NativeAction a;
            action.ToNative(&a);
            uint id = 0;
            Errors.Check(NativeMethods.bzq_game_action_id(Handle, &a, &id));
            return (int)id;
        }

        /// <summary>The notation of an action of the player to act.</summary>
        public unsafe string ActionText(GameAction action)
        {
            return Utf8.Get((b, s, n) =>
            {
                NativeAction a;
                action.ToNative(&a);
                return NativeMethods.bzq_game_action_text(Handle, &a, b, s, n);
            });
        }

        /// <summary>Parses action text for the player to act into a legal action.</summary>
        /// <exception cref="BeziqueException"><see cref="StatusCode.ParseError"/> for text that is not notation;
        /// <see cref="StatusCode.IllegalAction"/> or <see cref="StatusCode.WrongPhase"/> for an action the rules forbid now.</exception>
        public unsafe GameAction ParseAction(string text)
        {
            NativeAction a;
            a.StructSize = NativeAction.Size;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_game_parse_action(Handle, t, &a));
            return new GameAction(&a, HasJokers);
        }

        /// <summary>Applies legal action <paramref name="id"/> for <paramref name="player"/>.</summary>
        /// <exception cref="BeziqueException"><see cref="StatusCode.OutOfTurn"/>, <see cref="StatusCode.OutOfRange"/>,
        /// <see cref="StatusCode.GameOver"/>; the game is unchanged.</exception>
        public void Apply(int player, int id) { Errors.Check(NativeMethods.bzq_game_apply_id(Handle, player, (uint)id)); }

        /// <summary>Applies a host-filled action for <paramref name="player"/>.</summary>
        /// <exception cref="BeziqueException">An illegal action, with the rule that forbids it; the game is unchanged.</exception>
        public unsafe void Apply(int player, GameAction action)
        {
            NativeAction a;
            action.ToNative(&a);
            Errors.Check(NativeMethods.bzq_game_apply_action(Handle, player, &a));
        }

        /// <summary>Applies an action in notation (<c>"QS"</c>, <c>"marriage KH+QH"</c>, <c>"exchange 7H"</c>, <c>"pass"</c>).</summary>
        public unsafe void Apply(int player, string text)
        {
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_game_apply_text(Handle, player, t));
        }

        /// <summary>The action <paramref name="player"/> (a <see cref="Player"/> spec) recommends to
        /// <paramref name="seat"/>, the seat to act (by default the current one), decided from that seat's view
        /// alone with a generator seeded with <paramref name="seed"/>, and why. The game is not changed.</summary>
        /// <exception cref="BeziqueException"><see cref="StatusCode.OutOfTurn"/>, <see cref="StatusCode.GameOver"/>,
        /// <see cref="StatusCode.UnknownName"/> for a bad spec.</exception>
        public unsafe GameHint Hint(string player = "master:medium", ulong seed = 0, int seat = -1)
        {
            NativeHint h;
            NativeMethods.bzq_hint_init(&h);
            int s = seat >= 0 ? seat : Math.Max(0, CurrentPlayer);
            fixed (byte* p = Utf8.Encode(player, "player"))
                Errors.Check(NativeMethods.bzq_game_hint(Handle, s, p, seed, &h));
            int n = 0;
            while (n < NativeHint.TextSize && h.Text[n] != 0) ++n;
            string text = System.Text.Encoding.UTF8.GetString(h.Text, n);
            return new GameHint(new GameAction(&h.Action, HasJokers), (int)h.ActionId, (HintReason)h.Reason, h.Value, h.Outcome, h.Work, text);
        }

        /// <summary>The decisions made so far (the actions applied; deals are not counted).</summary>
        public unsafe int DecisionCount
        {
            get
            {
                uint n;
                Errors.Check(NativeMethods.bzq_game_decision_count(Handle, &n));
                return (int)n;
            }
        }

        /// <summary>Takes back the last <paramref name="count"/> decisions, with the deals dealt after them: the
        /// state, every seat's view, the events and the record become exactly what they were before (0 changes
        /// nothing). Automatic players keep their own random streams: undo does not rewind them.</summary>
        /// <exception cref="BeziqueException"><see cref="StatusCode.InvalidArgument"/> for more decisions than were
        /// made, or a negative count; the game is unchanged.</exception>
        public void Undo(int count = 1)
        {
            if (count < 0)
                throw new BeziqueException(StatusCode.InvalidArgument, "cannot undo " + count + " decisions: the count is negative");
            Errors.Check(NativeMethods.bzq_game_undo(Handle, (uint)count));
        }

        /// <summary>Like <see cref="Apply(int,int)"/> but returns the status instead of throwing (the message is
        /// then <see cref="LastMessage"/>). For search loops that try actions.</summary>
        public StatusCode TryApply(int player, int id) { return (StatusCode)NativeMethods.bzq_game_apply_id(Handle, player, (uint)id); }

        /// <summary>Like <see cref="Apply(int,GameAction)"/> but returns the status instead of throwing.</summary>
        public unsafe StatusCode TryApply(int player, GameAction action)
        {
            NativeAction a;
            action.ToNative(&a);
            return (StatusCode)NativeMethods.bzq_game_apply_action(Handle, player, &a);
        }

        /// <summary>Meld validation as a pure query: may <paramref name="player"/> declare <paramref name="meld"/>
        /// (or <see cref="MeldKind.Infer"/>) with these cards, and for how much? The phase and turn are ignored;
        /// the rules of docs/rules.md section 3 and docs/rules.md section 4 are checked.</summary>
        /// <exception cref="BeziqueException">Not a meld, or re-use the rules forbid (<see cref="StatusCode.IllegalAction"/>, with the reason).</exception>
        public unsafe MeldScore EvaluateMeld(int player, MeldKind meld, params Card[] cards)
        {
            if (cards == null) throw new ArgumentNullException("cards");
            NativeMeldScore score;
            score.StructSize = NativeMeldScore.Size;
            score.Meld = 0;
            score.FixesTrump = 0;
            score.Reserved0 = score.Reserved1 = 0;
            score.Points = 0;
            // The ids as the C ABI takes them (a Card also says whether it is a joker): on the stack
            // for any meld, in an array for longer input, which the engine refuses.
            if (cards.Length <= Limits.MaxMeldCards)
            {
                byte* ids = stackalloc byte[Limits.MaxMeldCards];
                for (int i = 0; i < cards.Length; ++i) ids[i] = cards[i].Id;
                Errors.Check(NativeMethods.bzq_game_evaluate_meld(Handle, player, (byte)meld, ids, (uint)cards.Length, &score));
            }
            else
            {
                fixed (byte* ids = CardBuffer.Ids(cards))
                    Errors.Check(NativeMethods.bzq_game_evaluate_meld(Handle, player, (byte)meld, ids, (uint)cards.Length, &score));
            }
            return new MeldScore(score);
        }

        /// <summary>The number of events <paramref name="viewer"/> sees in <paramref name="scope"/>.</summary>
        /// <param name="viewer">A seat, <see cref="Bezique.Viewer.Spectator"/> or <see cref="Bezique.Viewer.Omniscient"/>.</param>
        /// <param name="scope">The whole game, or what the last action caused.</param>
        public unsafe int EventCount(int viewer = Viewer.Omniscient, EventScope scope = EventScope.All)
        {
            uint count = 0;
            Errors.Check(NativeMethods.bzq_game_event_count(Handle, viewer, (int)scope, &count));
            return (int)count;
        }

        /// <summary>Event <paramref name="index"/> as <paramref name="viewer"/> sees it (hidden cards redacted).</summary>
        public unsafe GameEvent GetEvent(int viewer, EventScope scope, int index)
        {
            NativeEvent e;
            e.StructSize = NativeEvent.Size;
            Errors.Check(NativeMethods.bzq_game_event(Handle, viewer, (int)scope, (uint)index, &e));
            return new GameEvent(&e, HasJokers);
        }

        /// <summary>The events <paramref name="viewer"/> sees in <paramref name="scope"/>, as a new array.</summary>
        public GameEvent[] Events(int viewer = Viewer.Omniscient, EventScope scope = EventScope.All)
        {
            var events = new GameEvent[EventCount(viewer, scope)];
            for (int i = 0; i < events.Length; ++i) events[i] = GetEvent(viewer, scope, i);
            return events;
        }

        /// <summary>An event as one readable line: <c>"P1 plays QS"</c>, <c>"P0 declares bezique QS+JD for 40"</c>.</summary>
        public unsafe string EventText(int viewer, EventScope scope, int index)
        {
            return Utf8.Get((b, s, n) => NativeMethods.bzq_game_event_text(Handle, viewer, (int)scope, (uint)index, b, s, n));
        }

        /// <summary>The record: variant, seed, decks and actions as text; <see cref="LoadRecord"/> replays it.</summary>
        /// <exception cref="BeziqueException">A game loaded from a state has no record (<see cref="StatusCode.WrongPhase"/>).</exception>
        public unsafe string SaveRecord() { return Utf8.Get((b, s, n) => NativeMethods.bzq_game_save_record(Handle, b, s, n)); }

        /// <summary>The position with every hidden field, no history; <see cref="LoadState"/> loads it.</summary>
        public unsafe string SaveState() { return Utf8.Get((b, s, n) => NativeMethods.bzq_game_save_state(Handle, b, s, n)); }

        /// <summary>Every field, hidden ones included, as text (servers and debugging).</summary>
        public unsafe string FullText() { return Utf8.Get((b, s, n) => NativeMethods.bzq_game_full_text(Handle, b, s, n)); }

        /// <summary>A snapshot of what <paramref name="viewer"/> may see (dispose it when done).</summary>
        public unsafe View GetView(int viewer)
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_game_view(Handle, viewer, &p));
            return View.Adopt(p, HasJokers);
        }

        /// <summary>A new game at one state sampled from what <paramref name="seat"/> has seen, for
        /// information-set search (dispose it when done). The seat's own cards, every card shown, played
        /// or declared, and what the others' plays prove are where the seat saw them; only the cards it
        /// could not see (other hands, the stock below the turn-up) are shared out at random. The sample
        /// and the deals after this one follow from <paramref name="seed"/> alone, never from this game's
        /// seed. The new game holds no history: it saves as a state, not a record, and cannot itself be
        /// determinized again.</summary>
        /// <exception cref="BeziqueException">A seat that is not one (<see cref="StatusCode.OutOfRange"/>), a
        /// finished game (<see cref="StatusCode.WrongPhase"/>), or a game without the history of its deal,
        /// one loaded from a state (<see cref="StatusCode.InvalidArgument"/>).</exception>
        public unsafe Game Determinize(int seat, ulong seed)
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_game_determinize(Handle, seat, seed, &p));
            return new Game(p, jokers);
        }

        /// <summary>The verified record of the game so far (dispose it when done).</summary>
        public unsafe Record ToRecord()
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_game_record(Handle, &p));
            return Record.Adopt(p);
        }

        /// <summary>Frees the native game now (the finalizer does it otherwise).</summary>
        public void Dispose() { handle.Dispose(); }
    }
}
