// The engine's players and determinization from C#: specs, decisions from a seat's view only,
// reproducibility from a seed, errors as BeziqueException, every preset played to its end, and
// the players' golden game (tests/data/golden/players_two-handed.txt, written by C++).
using System;
using System.IO;
using System.Linq;
using System.Text;

namespace Bezique.Tests
{
    internal static class PlayerTests
    {
        // Plays to the end, seat p decided by seats[p]; returns the number of actions.
        private static int PlayOut(Game game, params Player[] seats)
        {
            int actions = 0;
            for (GameInfo info = game.Info; !info.IsOver; info = game.Info, ++actions)
            {
                GameAction action = seats[info.CurrentPlayer].Choose(game);
                Check.Equal(action, game.GetLegalAction(game.ActionId(action)), "a chosen action is legal");
                game.Apply(info.CurrentPlayer, action);
            }
            return actions;
        }

        // What a seat sees: its view's text and cards (exact copies), legal actions and history.
        private static string Sight(Game game, int seat, bool history = true)
        {
            var o = new StringBuilder();
            using (var view = game.GetView(seat))
            {
                o.Append(view.Text);
                foreach (Card c in view.Hand) o.Append(' ').Append(c.Id);
                o.Append('\n');
                foreach (Card c in view.Played) o.Append(' ').Append(c.Id);
                foreach (GameAction a in view.LegalActions()) o.Append('\n').Append(a);
                if (history)
                    foreach (GameEvent e in view.Events())
                        o.Append('\n').Append(e).Append(' ').Append(string.Join("+", e.Cards.Select(c => c.Id)));
            }
            return o.ToString();
        }

        [Test]
        public static void SpecsListEveryPlayerWithASummary()
        {
            PlayerSpec[] specs = Player.Specs;
            Check.SequenceEqual(new[] { "random", "heuristic", "ismcts", "ismcts:LEVEL", "ismcts:N", "ismcts:Nms", "ismcts:BUDGET:Mms", "master", "master:BUDGET" },
                                specs.Select(s => s.Spec).ToArray(), "specs");
            Check.True(specs.All(s => s.Summary.Length > 10), "every spec has a summary");
            Check.Contains("easy (200)", specs[3].Summary, "the levels' budgets");
        }

        [Test]
        public static void NamesResolveLevels()
        {
            using (var p = Player.Create("ismcts:easy", 1)) Check.Equal("ismcts:200", p.Name, "easy");
            using (var p = Player.Create("ismcts", 1)) Check.Equal("ismcts:10000", p.Name, "default budget");
            using (var p = Player.Create("ismcts:40ms", 1)) Check.Equal("ismcts:40ms", p.ToString(), "time budget");
            using (var p = Player.Create("ismcts:hard:40ms", 1)) Check.Equal("ismcts:10000:40ms", p.Name, "iterations with a time cap");
            var disposed = Player.Create("random", 1);
            disposed.Dispose();
            Check.Throws<ObjectDisposedException>(() => disposed.Choose(new Game("two-handed", 1)), "a disposed player");
            Check.Equal("Player(disposed)", disposed.ToString(), "a disposed player's text");
        }

        [Test]
        public static void BadSpecsAreRefused()
        {
            Check.Refused(StatusCode.UnknownName, "unknown player 'alphazero'", () => Player.Create("alphazero", 1), "unknown spec");
            Check.Refused(StatusCode.UnknownName, "unknown ismcts level 'ultra'", () => Player.Create("ismcts:ultra", 1), "unknown level");
            Check.Refused(StatusCode.InvalidArgument, "ismcts takes 1 to 1000000 iterations", () => Player.Create("ismcts:0", 1), "zero budget");
            Check.Throws<ArgumentNullException>(() => Player.Create(null, 1), "null spec");
            using (var p = Player.Create("heuristic", 1))
                Check.Throws<ArgumentNullException>(() => p.Choose(null), "null game");
        }

        [Test]
        public static void ChooseGivesALegalActionAndChangesNothing()
        {
            using (var game = new Game("two-handed", 4))
            {
                string state = game.SaveState(), record = game.SaveRecord();
                foreach (string spec in new[] { "random", "heuristic", "ismcts:50" })
                    using (Player a = Player.Create(spec, 9), b = Player.Create(spec, 9))
                    {
                        GameAction action = a.Choose(game);
                        int id = b.ChooseId(game);
                        Check.Equal(action, game.GetLegalAction(id), spec + ": Choose and ChooseId agree");
                        Check.Equal("", a.LastMessage, spec + ": no failure recorded");
                    }
                Check.Equal(state, game.SaveState(), "choosing changed the state");
                Check.Equal(record, game.SaveRecord(), "choosing changed the record");
            }
        }

        [Test]
        public static void AfterTheEndChooseIsGameOver()
        {
            using (var game = new Game("french-1847", 2))
            using (var p = Player.Create("heuristic", 1))
            {
                PlayOut(game, p, p);
                string state = game.SaveState();
                Check.Refused(StatusCode.GameOver, "the game is over", () => p.Choose(game), "choose after the end");
                Check.Contains("the game is over", p.LastMessage, "the player's message");
                Check.Refused(StatusCode.WrongPhase, "the game is over", () => game.Determinize(0, 1), "determinize after the end");
                Check.Equal(state, game.SaveState(), "the game is unchanged");
            }
        }

        [Test]
        public static void SameSeedSameGameAndOtherSeedsDiffer()
        {
            Func<string, ulong, string> play = (spec, seed) =>
            {
                using (var game = new Game("two-handed", 31))
                using (Player a = Player.Create(spec, seed), b = Player.Create(spec, seed + 1000))
                {
                    PlayOut(game, a, b);
                    return game.SaveRecord();
                }
            };
            foreach (string spec in new[] { "random", "ismcts:40" })
            {
                string first = play(spec, 5);
                Check.Equal(first, play(spec, 5), spec + ": the same seeds play the same game");
                Check.True(first != play(spec, 6), spec + ": another seed plays another game");
            }
        }

        [Test]
        public static void EveryPresetFinishes()
        {
            var specs = new[] { "ismcts:4", "heuristic", "random", "heuristic" };
            foreach (string preset in Library.PresetNames)
                using (var game = new Game(preset, 3))
                {
                    int players = game.Info.Players;
                    Player[] seats = Enumerable.Range(0, players).Select(p => Player.Create(specs[p], (ulong)(7 + p))).ToArray();
                    int actions = PlayOut(game, seats);
                    foreach (Player p in seats) p.Dispose();
                    Check.True(game.IsOver && actions > 20, preset + " is played to its end");
                    using (var replayed = Game.LoadRecord(game.SaveRecord()))
                        Check.Equal(game.SaveState(), replayed.SaveState(), preset + ": the record replays");
                }
        }

        // tests/ai/test_players_golden.cpp writes the file from C++; the same seeds in C# play the
        // very same game.
        [Test]
        public static void PlayersGoldenGame()
        {
            string file = File.ReadAllText(Path.Combine(TestRunner.DataDir, "golden", "players_two-handed.txt"));
            string golden = file.Substring(file.IndexOf("bezique-record 1\n", StringComparison.Ordinal));
            using (var game = new Game("two-handed", 7))
            using (Player seat0 = Player.Create("ismcts:200", 11), seat1 = Player.Create("heuristic", 12))
            {
                PlayOut(game, seat0, seat1);
                Golden.SameText(golden, game.SaveRecord(), "the players' golden game");
            }
        }

        // Two games whose decks differ only in cards seat 0 cannot see (one in seat 1's hand that
        // seat 1 keeps back, one at the bottom of the stock): while seat 0's views agree, players of
        // the same seed decide the same in both, and the samples for seat 0 are the same.
        [Test]
        public static void DecisionsAndSamplesDependOnlyOnWhatTheSeatSees()
        {
            var deck1 = Enumerable.Range(0, 64).Select(i => new Card((byte)i)).ToArray();
            var rng = new Rng(5);
            for (int i = deck1.Length - 1; i > 0; --i)
            {
                int j = (int)rng.Below((uint)(i + 1));
                Card t = deck1[i];
                deck1[i] = deck1[j];
                deck1[j] = t;
            }
            var deck2 = (Card[])deck1.Clone();
            deck2[0] = deck1[63];  // seat 1 (eldest) is dealt positions 0, 2, ...
            deck2[63] = deck1[0];
            var moved = new[] { deck1[0], deck1[63] };
            var specs = new[] { "heuristic", "random", "ismcts:60" };
            using (var variant = Variant.Preset("two-handed"))
            using (Game g1 = Game.WithDecks(variant, 5, deck1, 1), g2 = Game.WithDecks(variant, 5, deck2, 1))
            {
                Player[] in1 = specs.Select(s => Player.Create(s, 77)).ToArray(), in2 = specs.Select(s => Player.Create(s, 77)).ToArray();
                int compared = 0;
                while (!g1.IsOver)
                {
                    int seat = g1.CurrentPlayer;
                    Check.Equal(seat, g2.CurrentPlayer, "the same seat is to act");
                    GameAction action;
                    if (seat == 0)
                    {
                        if (Sight(g1, 0) != Sight(g2, 0)) break;  // seat 0 has now seen a moved card
                        var choices = Enumerable.Range(0, specs.Length).Select(k => Tuple.Create(in1[k].Choose(g1), in2[k].Choose(g2))).ToArray();
                        for (int k = 0; k < specs.Length; ++k)
                            Check.Equal(choices[k].Item1, choices[k].Item2, specs[k] + " at decision " + compared);
                        using (Game s1 = g1.Determinize(0, (ulong)compared), s2 = g2.Determinize(0, (ulong)compared))
                            Check.Equal(s1.SaveState(), s2.SaveState(), "the samples at decision " + compared);
                        action = choices[0].Item1;
                        ++compared;
                    }
                    else
                    {
                        // Seat 1 plays the same action in both games and keeps the moved cards back.
                        GameAction[] keep = g1.LegalActions().Where(a => !a.Cards.Intersect(moved).Any()).ToArray();
                        int i = 0;
                        while (i < keep.Length && g2.TryApply(seat, keep[i]) != StatusCode.Ok) ++i;
                        if (i == keep.Length) break;
                        g1.Apply(seat, keep[i]);
                        continue;
                    }
                    g1.Apply(seat, action);
                    g2.Apply(seat, action);
                }
                foreach (Player p in in1.Concat(in2)) p.Dispose();
                Check.True(compared >= 10, "enough decisions compared (" + compared + ")");
            }
        }

        [Test]
        public static void DeterminizeKeepsWhatTheSeatSees()
        {
            using (var game = new Game("two-handed", 12))
            using (var h = Player.Create("heuristic", 1))
            {
                for (int i = 0; i < 37; ++i) game.Apply(game.CurrentPlayer, h.Choose(game));
                for (int seat = 0; seat < 2; ++seat)
                {
                    string seen = Sight(game, seat, false);
                    var otherHands = new System.Collections.Generic.HashSet<string>();
                    for (ulong seed = 0; seed < 12; ++seed)
                        using (Game sample = game.Determinize(seat, seed))
                        {
                            Check.Equal(seen, Sight(sample, seat, false), "seat " + seat + " sees the same in sample " + seed);
                            Check.Equal(0, sample.EventCount(), "a sample has no history");
                            Check.Refused(StatusCode.WrongPhase, "no record", () => sample.SaveRecord(), "a sample's record");
                            Check.Refused(StatusCode.InvalidArgument, "history", () => sample.Determinize(seat, 1), "a sample of a sample");
                            using (var other = sample.GetView(1 - seat))
                                otherHands.Add(string.Join(" ", other.Hand.Select(c => c.Id)));
                        }
                    Check.True(otherHands.Count > 6, "the unseen cards are shared out afresh (" + otherHands.Count + " hands)");
                }
                using (Game a = game.Determinize(0, 99), b = game.Determinize(0, 99))
                {
                    Check.Equal(a.SaveState(), b.SaveState(), "the same seed, the same sample");
                    Check.True(a.Seed != game.Seed, "later deals do not come from the game's seed");
                    using (var r = Player.Create("random", 3)) Check.True(PlayOut(a, r, h) > 10, "a sample plays on to the end");
                }
                Check.Refused(StatusCode.OutOfRange, "seat 2 is out of range", () => game.Determinize(2, 1), "seat 2");
                Check.Refused(StatusCode.OutOfRange, "seat -1 is out of range", () => game.Determinize(-1, 1), "a spectator");
            }
        }
    }
}
