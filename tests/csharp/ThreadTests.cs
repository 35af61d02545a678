// Many games in parallel threads: each thread owns its games (the ABI's rule), and every game
// ends exactly as the same game played alone.
using System;
using System.Linq;
using System.Threading;

namespace Bezique.Tests
{
    internal static class ThreadTests
    {
        private static string PlayToEnd(string preset, ulong seed)
        {
            using (var game = new Game(preset, seed))
            {
                var rng = new Rng(seed);
                while (!game.IsOver) game.Apply(game.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
                string scores = string.Join(" ", game.Scores());
                return game.SaveRecord() + "scores " + scores + " winner " + game.Info.Winner;
            }
        }

        [Test]
        public static void ManyGamesInParallelThreadsMatchTheGamesPlayedAlone()
        {
            string[] presets = Library.PresetNames;
            const int Threads = 8, GamesPerThread = 6;
            var expected = new string[Threads * GamesPerThread];
            for (int i = 0; i < expected.Length; ++i) expected[i] = PlayToEnd(presets[i % presets.Length], (ulong)(100 + i));

            var actual = new string[expected.Length];
            var errors = new Exception[Threads];
            var start = new ManualResetEvent(false);
            var threads = Enumerable.Range(0, Threads).Select(t => new Thread(() =>
            {
                start.WaitOne();
                try
                {
                    for (int k = 0; k < GamesPerThread; ++k)
                    {
                        int i = t + k * Threads;
                        actual[i] = PlayToEnd(presets[i % presets.Length], (ulong)(100 + i));
                    }
                }
                catch (Exception e)
                {
                    errors[t] = e;
                }
            })).ToArray();
            foreach (var th in threads) th.Start();
            start.Set();
            foreach (var th in threads) th.Join();
            foreach (var e in errors) if (e != null) throw e;
            for (int i = 0; i < expected.Length; ++i) Check.Equal(expected[i], actual[i], "game " + i + " played in a thread");
        }

        // Clones of one game, advanced in different threads at once, stay independent.
        [Test]
        public static void ClonesInParallelThreads()
        {
            using (var game = new Game("four-handed", 9))
            {
                for (int i = 0; i < 20; ++i) game.Apply(game.CurrentPlayer, 0);
                var clones = Enumerable.Range(0, 6).Select(_ => game.Clone()).ToArray();
                var results = new string[clones.Length];
                var threads = clones.Select((c, i) => new Thread(() =>
                {
                    var rng = new Rng(77);
                    while (!c.IsOver) c.Apply(c.CurrentPlayer, (int)rng.Below((uint)c.LegalCount));
                    results[i] = c.FullText();
                })).ToArray();
                foreach (var t in threads) t.Start();
                foreach (var t in threads) t.Join();
                foreach (var r in results) Check.Equal(results[0], r, "clones given the same choices end alike");
                Check.True(!game.IsOver, "the original did not move");
                foreach (var c in clones) c.Dispose();
            }
        }
    }
}
