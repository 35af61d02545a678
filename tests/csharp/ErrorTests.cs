// Every error path: the engine's status becomes a BeziqueException carrying its message, and the
// game is left exactly as it was (full state text, events, legal actions compared).
using System;
using System.Linq;

namespace Bezique.Tests
{
    internal static class ErrorTests
    {
        private static string Snapshot(Game game)
        {
            return game.FullText() + "\n" + game.EventCount() + "\n" + string.Join("|", Enumerable.Range(0, game.LegalCount).Select(game.LegalText));
        }

        // Refused with `status` and a message naming the problem, and nothing changed.
        private static void RefusedUnchanged(Game game, StatusCode status, string fragment, Action action, string what)
        {
            string before = Snapshot(game);
            BeziqueException e = Check.Refused(status, fragment, action, what);
            Check.True(e.Message.Length > 0, what + ": a message");
            Check.Equal(before, Snapshot(game), what + ": the game is unchanged");
        }

        [Test]
        public static void ActionsOutOfTurnOutOfRangeIllegalAndMalformed()
        {
            using (var game = new Game("two-handed", 1))
            {
                int player = game.CurrentPlayer, other = 1 - player;
                RefusedUnchanged(game, StatusCode.OutOfTurn, "P" + other + " is not to act", () => game.Apply(other, 0), "out of turn by id");
                RefusedUnchanged(game, StatusCode.OutOfTurn, "", () => game.Apply(other, game.GetLegalAction(0)), "out of turn by action");
                RefusedUnchanged(game, StatusCode.OutOfTurn, "", () => game.Apply(other, game.LegalText(0)), "out of turn by text");
                int n = game.LegalCount;
                RefusedUnchanged(game, StatusCode.OutOfRange, "action id " + n + " is out of range", () => game.Apply(player, n), "id past the list");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.Apply(player, -1), "negative id");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.GetLegalAction(n), "legal action past the list");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.LegalText(n), "legal text past the list");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.Apply(7, 0), "seat 7");
                RefusedUnchanged(game, StatusCode.ParseError, "", () => game.Apply(player, "fling the queen"), "text that is not notation");
                RefusedUnchanged(game, StatusCode.ParseError, "", () => game.ParseAction("XX YY"), "parse bad text");

                // A card the player does not hold, built by the host.
                Card[] hand;
                using (var view = game.GetView(player)) hand = view.Hand;
                Card notHeld = Enumerable.Range(0, 32).Select(i => new Card((byte)i)).First(c => !hand.Any(h => h.Type == c));
                RefusedUnchanged(game, StatusCode.IllegalAction, "do not hold " + notHeld, () => game.Apply(player, GameAction.Play(notHeld)), "a card not held");
                RefusedUnchanged(game, StatusCode.IllegalAction, "", () => game.ActionId(GameAction.Play(notHeld)), "id of an illegal action");
                RefusedUnchanged(game, StatusCode.WrongPhase, "no declaration now", () => game.Apply(player, GameAction.Declare(MeldKind.Sequence, hand[0], hand[1])), "a declaration while a card is due");
                Check.Equal(StatusCode.IllegalAction, game.TryApply(player, GameAction.Play(notHeld)), "TryApply returns the status");
                Check.Contains(notHeld.ToString(), game.LastMessage, "the game's message");
                Check.Equal(StatusCode.OutOfTurn, game.TryApply(other, 0), "TryApply out of turn");

                // A declaration is not a decision of the play phase.
                RefusedUnchanged(game, StatusCode.WrongPhase, "", () => game.Apply(player, GameAction.Pass), "pass while a card is due");
                RefusedUnchanged(game, StatusCode.WrongPhase, "", () => game.Apply(player, GameAction.Simple(ActionType.TakeTop)), "last draw now");
                Check.Throws<ArgumentException>(() => GameAction.WithCards(ActionType.Declare, MeldKind.Four, new Card[13]), "13 cards");
                Check.Throws<ArgumentNullException>(() => game.Apply(player, (string)null), "null text");
            }
        }

        [Test]
        public static void ViewsEventsAndScoresOutOfRange()
        {
            using (var game = new Game("rubicon", 2))
            {
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.GetView(2).Dispose(), "view of seat 2 of 2");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.GetView(-3).Dispose(), "view of viewer -3");
                int n = game.EventCount();
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.GetEvent(Viewer.Omniscient, EventScope.All, n), "event past the log");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.EventText(Viewer.Omniscient, EventScope.All, n), "event text past the log");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.EventCount(Viewer.Omniscient, (EventScope)9), "scope 9");
                RefusedUnchanged(game, StatusCode.OutOfRange, "", () => game.Scores((ScoreKind)5), "score kind 5");
                RefusedUnchanged(game, StatusCode.BufferTooSmall, "", () => game.GetScores(ScoreKind.Points, new int[1]), "a scores buffer of 1 for 2 sides");
                using (var view = game.GetView(0))
                {
                    Check.Refused(StatusCode.OutOfRange, "", () => view.Table(5), "table of seat 5");
                    Check.Refused(StatusCode.OutOfRange, "", () => view.GetMeld(view.MeldCount), "meld past the list");
                    Check.Refused(StatusCode.OutOfRange, "", () => view.GetEvent(view.EventCount), "view event past the log");
                    Check.Refused(StatusCode.OutOfRange, "", () => view.GetLegalAction(view.LegalCount + 3), "view legal action");
                }
            }
        }

        [Test]
        public static void RecordsThatDoNotLoad()
        {
            string text;
            using (var game = new Game("two-handed", 1))
            {
                for (int i = 0; i < 6; ++i) game.Apply(game.CurrentPlayer, 0);
                text = game.SaveRecord();
            }
            Check.Refused(StatusCode.CorruptRecord, "", () => Game.LoadRecord("not a record"), "garbage");
            Check.Refused(StatusCode.CorruptRecord, "", () => Game.LoadRecord(""), "empty");
            Check.Refused(StatusCode.CorruptRecord, "", () => Record.Parse(text.Replace("variant two-handed", "variant two-headed")), "unknown preset in a record");
            // An action that is not legal where it stands: the message names the line.
            string[] lines = text.Split('\n');
            int first = Array.IndexOf(lines, "actions") + 1;
            lines[first] = "marriage KH+QH";
            var e = Check.Refused(StatusCode.CorruptRecord, "line", () => Game.LoadRecord(string.Join("\n", lines)), "an illegal action in a record");
            Check.Contains((first + 1).ToString(), e.Message, "the message names the line number");
            Check.Throws<ArgumentNullException>(() => Game.LoadRecord(null), "null record");
            using (var v = Variant.Preset("two-handed"))
                Check.Refused(StatusCode.CorruptRecord, "", () => Game.LoadState(v, "bezique-state 1\nnonsense\n", 1), "a state text that does not load");
        }

        [Test]
        public static void TheLastErrorIsPerThreadAndTheExceptionKeepsIts()
        {
            BeziqueException mine = Check.Throws<BeziqueException>(() => Variant.Preset("pinochle"), "unknown preset");
            string otherMessage = null;
            var t = new System.Threading.Thread(() =>
            {
                try { Card.Parse("ZZ"); }
                catch (BeziqueException e) { otherMessage = e.Message; }
            });
            t.Start();
            t.Join();
            Check.Contains("ZZ", otherMessage, "the other thread's message");
            Check.Contains("pinochle", mine.Message, "this thread's exception keeps its own message");
            Check.Contains("pinochle", Utf8.Decode(NativeMethods.bzq_last_error()), "and this thread's last error is its own");
        }

        // A declaration the rules forbid, in the declare phase; and the variant's and view's messages.
        [Test]
        public static void IllegalDeclarationAndHandleMessages()
        {
            using (var game = new Game("two-handed", 1))
            {
                var rng = new Rng(1);
                while (game.Info.Phase != Phase.Declare) game.Apply(game.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
                int player = game.CurrentPlayer;
                Card[] hand;
                using (var view = game.GetView(player))
                {
                    hand = view.Hand;
                    Check.Refused(StatusCode.OutOfRange, "", () => view.Table(9), "table of seat 9");
                    Check.True(view.LastMessage.Length > 0, "the view's message");
                }
                RefusedUnchanged(game, StatusCode.IllegalAction, "", () => game.Apply(player, GameAction.Declare(MeldKind.Sequence, hand[0], hand[1])), "a sequence of two cards");
                RefusedUnchanged(game, StatusCode.IllegalAction, "", () => game.Apply(player, GameAction.Declare(MeldKind.Four)), "a four of no cards");
                Check.True(game.LastMessage.Length > 0, "the game's message");
            }
            using (var v = Variant.Preset("rubicon"))
            {
                Check.Throws<BeziqueException>(() => v.Set("target", "-5x"), "a bad target");
                Check.Contains("target", v.LastMessage, "the variant's message names the option");
            }
        }
    }
}
