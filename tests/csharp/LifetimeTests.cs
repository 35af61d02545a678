// Dispose and finalizer safety: each native object is freed exactly once, whether the host
// disposes it (once or twice) or leaves it to the finalizer; a disposed object refuses use with
// ObjectDisposedException instead of reaching native code; snapshots outlive their game.
using System;
using System.Collections.Generic;

namespace Bezique.Tests
{
    internal static class LifetimeTests
    {
        [Test]
        public static void DisposeTwiceAndUseAfterDispose()
        {
            var variant = Variant.Preset("rubicon");
            var game = new Game(variant, 1);
            var view = game.GetView(0);
            var record = game.ToRecord();
            foreach (IDisposable d in new IDisposable[] { variant, game, view, record })
            {
                d.Dispose();
                d.Dispose();
            }
            Check.Throws<ObjectDisposedException>(() => game.Apply(0, 0), "apply after dispose");
            Check.Throws<ObjectDisposedException>(() => { var i = game.Info; }, "info after dispose");
            Check.Throws<ObjectDisposedException>(() => game.SaveRecord(), "save after dispose");
            Check.Throws<ObjectDisposedException>(() => variant.Clone(), "variant after dispose");
            Check.Throws<ObjectDisposedException>(() => new Game(variant, 1), "a game of a disposed variant");
            Check.Throws<ObjectDisposedException>(() => { var h = view.Hand; }, "view after dispose");
            Check.Throws<ObjectDisposedException>(() => { var n = record.ActionCount; }, "record after dispose");
            Check.Equal("Variant(disposed)", variant.ToString(), "ToString after dispose does not throw");
        }

        [Test]
        public static void SnapshotsAndCopiesOutliveWhatTheyCameFrom()
        {
            View view;
            Record record;
            Game game;
            using (var variant = Variant.Preset("two-handed"))
            {
                game = new Game(variant, 1);
            }
            // The variant is gone; the game holds its own copy.
            game.Apply(game.CurrentPlayer, 0);
            view = game.GetView(Viewer.Spectator);
            record = game.ToRecord();
            int events = game.EventCount(Viewer.Spectator);
            game.Dispose();
            Check.Equal(events, view.EventCount, "the view outlives its game");
            Check.Equal(1, record.ActionCount, "the record outlives its game");
            using (var replay = record.Replay(1)) Check.Equal(events, replay.EventCount(Viewer.Spectator), "and replays it");
            view.Dispose();
            record.Dispose();
        }

        // Thousands of handles left to the finalizer, across threads, with collections forced.
        [Test]
        public static void FinalizersFreeAbandonedHandles()
        {
            var weak = new List<WeakReference>();
            for (int i = 0; i < 2000; ++i)
            {
                var g = new Game("two-handed", (ulong)i);
                if (i % 10 == 0) weak.Add(new WeakReference(g));
                g.GetView(0);
                g.Clone();
                Variant.Preset("chinese");
            }
            var threads = new System.Threading.Thread[4];
            for (int t = 0; t < threads.Length; ++t)
            {
                threads[t] = new System.Threading.Thread(() =>
                {
                    for (int i = 0; i < 500; ++i) new Game("rubicon", (ulong)i).ToRecord();
                });
                threads[t].Start();
            }
            foreach (var t in threads) t.Join();
            for (int round = 0; round < 3; ++round)
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
            }
            int alive = 0;
            foreach (var w in weak) if (w.IsAlive) ++alive;
            Check.Equal(0, alive, "every abandoned game was collected");
            // The library still works after the finalizers ran.
            using (var g = new Game("two-handed", 1)) Check.True(g.LegalCount > 0, "a new game after the finalizers");
        }

        // A disposed game's finalizer does nothing more: Dispose suppresses it (SafeHandle).
        [Test]
        public static void DisposedThenCollected()
        {
            for (int i = 0; i < 1000; ++i) new Game("panache", (ulong)i).Dispose();
            GC.Collect();
            GC.WaitForPendingFinalizers();
            using (var g = new Game("panache", 1)) Check.True(!g.IsOver, "still working");
        }
    }
}
