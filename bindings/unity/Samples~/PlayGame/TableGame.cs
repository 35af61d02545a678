// A game of Bezique as seat 0 sees it, advanced one move at a time, with the texts a screen
// shows: the hand, the table, the scores and the last events. It knows nothing of Unity, so the
// same class serves any front end (BeziqueTable draws it with IMGUI).
using System;
using System.Collections.Generic;
using System.Text;

namespace Bezique.Samples
{
    /// <summary>
    /// A match between you (seat 0) and the engine's AI at every other seat. Each call of
    /// <see cref="AdvanceAi"/> or <see cref="Play"/> makes exactly one move; the texts are then
    /// read again from seat 0's view, so the screen never shows a card seat 0 cannot see.
    /// </summary>
    public sealed class TableGame : IDisposable
    {
        /// <summary>Your seat.</summary>
        public const int You = 0;

        private const int RecentEventLimit = 8;

        private readonly Game game;
        private readonly VariantShape shape;
        private readonly Player ai;
        private readonly bool youChoose;
        private string[] yourMoves = new string[0];
        private readonly List<string> table = new List<string>();
        private readonly Queue<string> recent = new Queue<string>();
        private int eventsSeen;

        /// <summary>Starts a match.</summary>
        /// <param name="variant">A preset (<c>"rubicon"</c>) or a variant text (<c>"rubicon(game_bonus=1000)"</c>).</param>
        /// <param name="seed">The deals' seed, and the AI's: the same seed plays the same game.</param>
        /// <param name="opponent">The AI's spec: <c>"random"</c>, <c>"heuristic"</c>, <c>"ismcts:easy"</c> ...</param>
        /// <param name="youChoose">Whether you choose seat 0's moves; otherwise the AI plays it too.</param>
        /// <exception cref="BeziqueException">A variant or an AI spec the engine does not know, with its message.</exception>
        public TableGame(string variant, ulong seed, string opponent, bool youChoose)
        {
            Library.CheckAbi();
            using (Variant rules = Variant.Parse(variant))
            {
                game = new Game(rules, seed);
                VariantText = rules.Text;
                shape = rules.Shape;
            }
            try
            {
                // One player serves every AI seat: it decides from the view of the seat to act.
                ai = Player.Create(opponent, seed);
            }
            catch
            {
                game.Dispose();
                throw;
            }
            this.youChoose = youChoose;
            Title = "Bezique " + VariantText + ", seed " + seed + ": " +
                    (youChoose ? "you (P0) against " : "P0 and the others all played by ") + ai.Name;
            Refresh();
        }

        /// <summary>The variant's canonical text.</summary>
        public string VariantText { get; private set; }
        /// <summary>What is played, by whom.</summary>
        public string Title { get; private set; }
        /// <summary>The deal, trumps, turn-up, stock and who is to act; the result once over.</summary>
        public string Status { get; private set; }
        /// <summary>Every side's points (and match points in Rubicon).</summary>
        public string Scores { get; private set; }
        /// <summary>Your cards.</summary>
        public string Hand { get; private set; }
        /// <summary>A line per seat (cards held, cards declared on the table), then the trick in progress.</summary>
        public IList<string> Table { get { return table; } }
        /// <summary>The last events, as seat 0 saw them, oldest first.</summary>
        public IEnumerable<string> RecentEvents { get { return recent; } }
        /// <summary>Your legal moves when it is your turn (their index is the id for <see cref="Play"/>); empty otherwise.</summary>
        public string[] YourMoves { get { return yourMoves; } }
        /// <summary>Moves made so far.</summary>
        public int MoveCount { get; private set; }
        /// <summary>Whether the match has ended.</summary>
        public bool IsOver { get; private set; }
        /// <summary>Whether the game waits for your move.</summary>
        public bool YourTurn { get { return yourMoves.Length > 0; } }

        /// <summary>One move by the AI for the seat to act.</summary>
        /// <exception cref="InvalidOperationException">The match is over, or it is your move.</exception>
        public void AdvanceAi()
        {
            if (IsOver) throw new InvalidOperationException("the game is over");
            if (YourTurn) throw new InvalidOperationException("it is your move");
            int seat = game.CurrentPlayer;
            // An ISMCTS decision takes milliseconds; a game with a tight frame budget would call
            // ChooseId from a worker thread and apply the move on the main thread.
            game.Apply(seat, ai.ChooseId(game));
            ++MoveCount;
            Refresh();
        }

        /// <summary>Your move: <paramref name="id"/> indexes <see cref="YourMoves"/>.</summary>
        /// <exception cref="InvalidOperationException">It is not your move.</exception>
        /// <exception cref="BeziqueException">An id out of range; nothing changes.</exception>
        public void Play(int id)
        {
            if (!YourTurn) throw new InvalidOperationException("it is not your move");
            game.Apply(You, id);
            ++MoveCount;
            Refresh();
        }

        /// <summary>Every side's points as the engine counts them (for checks and custom screens).</summary>
        public int[] Points() { return game.Scores(ScoreKind.Points); }

        /// <summary>Frees the native game and player.</summary>
        public void Dispose()
        {
            ai.Dispose();
            game.Dispose();
        }

        // Reads everything the screen shows from seat 0's view, once per move (not per frame).
        private void Refresh()
        {
            using (View view = game.GetView(You))
            {
                GameInfo info = view.Info;
                IsOver = info.IsOver;
                Hand = Cards(view.Hand);
                Scores = ScoreLine(view, info);
                Status = IsOver ? Result(info) : StatusLine(info);
                ReadTable(view, info);
                yourMoves = new string[youChoose && !IsOver && info.CurrentPlayer == You ? view.LegalCount : 0];
                for (int id = 0; id < yourMoves.Length; ++id) yourMoves[id] = view.LegalText(id);
            }
            for (int total = game.EventCount(You); eventsSeen < total; ++eventsSeen)
            {
                recent.Enqueue(game.EventText(You, EventScope.All, eventsSeen));
                if (recent.Count > RecentEventLimit) recent.Dequeue();
            }
        }

        private void ReadTable(View view, GameInfo info)
        {
            table.Clear();
            int[] held = view.HandSizes;
            for (int seat = 0; seat < info.Players; ++seat)
            {
                Card[] declared = view.Table(seat);
                table.Add(SeatName(seat) + ": " + held[seat] + " cards held" +
                          (declared.Length > 0 ? ", declared " + Cards(declared) : ""));
            }
            var trick = new StringBuilder("Trick:");
            foreach (TrickCard played in view.Trick) trick.Append(' ').Append(SeatName(played.Player)).Append(' ').Append(played.Card);
            table.Add(trick.ToString());
        }

        private static string StatusLine(GameInfo info)
        {
            var line = new StringBuilder("Deal ").Append(info.DealNumber + 1);
            line.Append(", trumps ").Append(info.Trump.HasValue ? info.Trump.Value.ToString() : "not fixed yet");
            if (info.TurnUp.HasValue) line.Append(", turn-up ").Append(info.TurnUp.Value);
            line.Append(", stock ").Append(info.StockSize);
            line.Append(", ").Append(info.CurrentPlayer == You ? "your turn" : SeatName(info.CurrentPlayer) + " to act");
            return line.Append(" (").Append(Names.Phase(info.Phase)).Append(')').ToString();
        }

        private string Result(GameInfo info)
        {
            if (info.Winner < 0) return "Game over after " + info.DealNumber + " deals: drawn";
            return "Game over after " + info.DealNumber + " deals: " + SideName(info.Winner) + " win";
        }

        private string ScoreLine(View view, GameInfo info)
        {
            int[] points = view.Scores(ScoreKind.Points);
            int[] results = view.Scores(ScoreKind.Results);
            var line = new StringBuilder("Points:");
            for (int side = 0; side < points.Length; ++side)
                line.Append(side == 0 ? " " : ", ").Append(SideName(side)).Append(' ').Append(points[side]);
            if (Array.Exists(results, r => r != 0))
            {
                line.Append("; match points:");
                for (int side = 0; side < results.Length; ++side)
                    line.Append(side == 0 ? " " : ", ").Append(SideName(side)).Append(' ').Append(results[side]);
            }
            return line.ToString();
        }

        // The seats of a side, as the engine seats them (partners share one).
        private string SideName(int side)
        {
            var name = new StringBuilder();
            for (int seat = 0; seat < shape.Players; ++seat)
                if (shape.SideOf(seat) == side) name.Append(name.Length == 0 ? "" : "+").Append(SeatName(seat));
            return name.ToString();
        }

        private static string SeatName(int seat) { return seat == You ? "P0 (you)" : "P" + seat; }

        private static string Cards(Card[] cards)
        {
            if (cards.Length == 0) return "-";
            var text = new StringBuilder();
            foreach (Card card in cards) text.Append(text.Length == 0 ? "" : " ").Append(card);
            return text.ToString();
        }
    }
}
