// The C++ golden records (tests/data/golden, format in its README.md), reproduced through C#.
using System.IO;
using System.Text;

namespace Bezique.Tests
{
    internal static class Golden
    {
        private const string SuitChars = "SHDC";

        internal static string PathOf(string preset) { return Path.Combine(TestRunner.DataDir, "golden", preset + ".txt"); }

        // The record: from its header line to its 'end' line.
        internal static string RecordPart(string file)
        {
            int begin = file.IndexOf("bezique-record 1\n", System.StringComparison.Ordinal);
            int end = file.IndexOf("\nend\n", begin, System.StringComparison.Ordinal);
            Check.True(begin >= 0 && end > begin, "the golden file holds a record");
            return file.Substring(begin, end + 5 - begin);
        }

        // Everything after the record.
        internal static string OutcomePart(string file)
        {
            int end = file.IndexOf("\nend\n", file.IndexOf("bezique-record 1\n", System.StringComparison.Ordinal), System.StringComparison.Ordinal);
            return file.Substring(end + 5);
        }

        // One event as test_golden.cpp writes it: the readable text, then every field that
        // differs from its default.
        internal static string EventLine(Game game, int index)
        {
            GameEvent e = game.GetEvent(Viewer.Omniscient, EventScope.All, index);
            var o = new StringBuilder(game.EventText(Viewer.Omniscient, EventScope.All, index));
            o.Append(" | ").Append(Names.EventType(e.Type));
            if (e.Player >= 0) o.Append(" player=").Append(e.Player);
            if (e.Side >= 0) o.Append(" side=").Append(e.Side);
            if (e.Suit.HasValue) o.Append(" suit=").Append(SuitChars[(int)e.Suit.Value]);
            if (e.Type == EventType.MeldDeclared || e.Meld != MeldKind.Marriage) o.Append(" kind=").Append(Names.Meld(e.Meld));
            if (e.Reason != ScoreReason.None) o.Append(" reason=").Append(Names.Reason(e.Reason));
            if (e.Value != 0) o.Append(" value=").Append(e.Value);
            if (e.Hidden) o.Append(" hidden");
            if (e.Redacted) o.Append(" redacted");
            for (int i = 0; i < e.CardCount; ++i) o.Append(i == 0 ? " cards=" : "+").Append(e.GetCard(i).ToString(true));
            return o.ToString();
        }

        internal static string Outcome(Game game)
        {
            var o = new StringBuilder();
            int n = game.EventCount(Viewer.Omniscient, EventScope.All);
            o.Append("events ").Append(n).Append('\n');
            for (int i = 0; i < n; ++i) o.Append(EventLine(game, i)).Append('\n');
            GameInfo info = game.Info;
            int actions;
            using (var record = game.ToRecord()) actions = record.ActionCount;
            o.Append("final\nactions ").Append(actions).Append('\n');
            o.Append("deal-number ").Append(info.DealNumber).Append('\n');
            o.Append("scores");
            foreach (int s in game.Scores(ScoreKind.Points)) o.Append(' ').Append(s);
            o.Append("\nresults");
            foreach (int r in game.Scores(ScoreKind.Results)) o.Append(' ').Append(r);
            o.Append("\nwinner ").Append(info.Winner).Append('\n');
            return o.ToString();
        }

        // The golden policy (test_golden.cpp): claim when the claiming side's counted points reach
        // the target; otherwise uniform among the actions other than claim and pass; pass only
        // when nothing else is legal.
        internal static int Choose(Game game, Rng rng, int target, int[] scores, int[] pending, int[] choices)
        {
            GameInfo info = game.Info;
            int n = game.LegalCount, k = 0, pass = -1;
            for (int id = 0; id < n; ++id)
            {
                GameAction a = game.GetLegalAction(id);
                if (a.Type == ActionType.Claim)
                {
                    int side = info.Sides == info.Players ? info.CurrentPlayer : info.CurrentPlayer % 2;
                    game.GetScores(ScoreKind.Points, scores);
                    game.GetScores(ScoreKind.Pending, pending);
                    if (scores[side] + pending[side] >= target) return id;
                }
                else if (a.Type == ActionType.Pass) pass = id;
                else choices[k++] = id;
            }
            if (k == 0) return pass;
            return choices[rng.Below((uint)k)];
        }

        internal static Game PlayPolicy(string preset)
        {
            var game = new Game(preset, 1);
            int target;
            using (var v = game.GetVariant()) target = v.GetInt("target");
            var rng = new Rng(1);
            int[] scores = new int[Limits.MaxPlayers], pending = new int[Limits.MaxPlayers], choices = new int[4096];
            while (!game.IsOver) game.Apply(game.CurrentPlayer, Choose(game, rng, target, scores, pending, choices));
            return game;
        }

        // The first differing line, for a readable failure.
        internal static void SameText(string expected, string actual, string what)
        {
            if (expected == actual) return;
            string[] e = expected.Split('\n'), a = actual.Split('\n');
            for (int i = 0; i < System.Math.Max(e.Length, a.Length); ++i)
            {
                string el = i < e.Length ? e[i] : "<end>", al = i < a.Length ? a[i] : "<end>";
                if (el != al) throw new CheckFailed(what + ", line " + (i + 1) + ":\n  golden: " + el + "\n  C#:     " + al);
            }
        }
    }

    internal static class GoldenTests
    {
        // Replaying each committed record through C# gives exactly the committed events and scores.
        [Test]
        public static void EveryRecordReplaysToItsEventsAndScores()
        {
            foreach (string preset in Library.PresetNames)
            {
                string file = File.ReadAllText(Golden.PathOf(preset));
                using (var game = Game.LoadRecord(Golden.RecordPart(file)))
                {
                    Check.True(game.IsOver, preset + ": the record reaches the end");
                    Golden.SameText(Golden.OutcomePart(file), Golden.Outcome(game), preset + " replayed");
                }
            }
        }

        // The golden policy, driven from C# with the C# port of the engine's Rng, plays the very
        // same games: same legal action lists in the same order, same deals, same record.
        [Test]
        public static void ThePolicyPlayedFromCSharpWritesTheSameFiles()
        {
            foreach (string preset in Library.PresetNames)
            {
                string file = File.ReadAllText(Golden.PathOf(preset));
                using (var game = Golden.PlayPolicy(preset))
                {
                    Golden.SameText(Golden.RecordPart(file), game.SaveRecord(), preset + " record");
                    Golden.SameText(Golden.OutcomePart(file), Golden.Outcome(game), preset + " outcome");
                }
            }
        }
    }
}
