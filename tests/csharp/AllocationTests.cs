// The simulation loop's calls allocate nothing on the managed heap: a random deal played with
// Info, LegalCount, GetLegalAction, GetLegalActions, Apply, TryApply, Turn, Play, EventCount,
// GetEvent and GetScores, measured
// with the runtime's per-thread allocation counter (a count of bytes, not a time).
using System;

namespace Bezique.Tests
{
    internal static class AllocationTests
    {
        private static void Loop(Game game, Rng rng, int[] scores, GameAction[] actions, int steps)
        {
            for (int i = 0; i < steps && !game.Info.IsOver; ++i)
            {
                GameInfo info = game.Info;
                int n = game.GetLegalActions(actions);
                GameAction a = game.GetLegalAction((int)rng.Below((uint)n));
                if (a.CardCount > 0 && a.GetCard(0).Id > 255) throw new InvalidOperationException();
                game.GetScores(ScoreKind.Points, scores);
                if (i % 3 == 0) game.Apply(info.CurrentPlayer, a);
                else if (i % 3 == 1) game.Play(game.Turn.CurrentPlayer, (int)rng.Below((uint)n));
                else if (game.TryApply(info.CurrentPlayer, (int)rng.Below((uint)n)) != StatusCode.Ok) throw new InvalidOperationException();
                int events = game.EventCount(info.CurrentPlayer, EventScope.Last);
                for (int e = 0; e < events; ++e) game.GetEvent(info.CurrentPlayer, EventScope.Last, e);
            }
        }

        [Test]
        public static void TheSimulationLoopAllocatesNothing()
        {
            using (var game = new Game("chinese", 3))
            {
                var rng = new Rng(3);
                var scores = new int[Limits.MaxPlayers];
                var actions = new GameAction[4096];
                Loop(game, rng, scores, actions, 10); // warm-up: JIT and first-call stubs
                long before = GC.GetAllocatedBytesForCurrentThread();
                Loop(game, rng, scores, actions, 300);
                long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
                Check.Equal(0L, allocated, "bytes allocated by 300 decisions");
            }
        }
    }
}
