// Random deals per second driven from C#, against the C++ figure in the same run.
//
//   mono BeziqueBench.exe [--deals N] [--rounds R] [--preset NAME]... [--cli path/to/bezique]
//   mono BeziqueBench.exe --deals N --preset NAME --loop play|restart|three-calls|list|intptr
//   mono BeziqueBench.exe --transition   (the cost of one P/Invoke call)
//
// One deal = a fresh seeded match (new Game per deal, seeds 0, 1, ...) played with uniformly
// random legal actions (Rng(1), the engine's generator) to the end of its first deal: the loop
// of bench/bench_capi.cpp's `capi` benchmark, here through P/Invoke with Game.Play (one call per
// decision, bzq_game_play). The C++ figure is `bezique bench --listed --preset NAME --deals N`,
// the same loop through State (State copy, legal_actions, apply_unchecked, no history), run right after on the
// same machine; with --rounds R the two alternate R times and the best of each is kept. The
// Restart column plays the same deals in one Game started again for each (Game.Restart,
// bzq_game_restart), run in the same rounds.
// Three more C# loops show what the choices of the binding cost (--all):
//   3 calls      Info, LegalCount and Apply per decision (the loop before bzq_game_play)
//   list         GetLegalActions (one bzq_game_legal_actions call into the game's buffer) and
//                Play of the chosen id: what a player that looks at the actions pays
//   IntPtr       bzq_game_play through this program's own P/Invoke declarations with IntPtr
//                handles instead of SafeHandles: the SafeHandle's cost (not shipped)
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Runtime.InteropServices;
using System.Security;
using System.Text;
using System.Text.RegularExpressions;
using Bezique;

internal static class Bench
{
    private delegate long Loop(string preset, int deals, out long decisions);

    // The first deal of a game, one Play per decision; the decisions made.
    private static long PlayFirstDeal(Game game, Rng rng)
    {
        long decisions = 0;
        Turn turn = game.Turn;
        int deal = turn.DealNumber;
        while (!turn.IsOver && turn.DealNumber == deal)
        {
            turn = game.Play(turn.CurrentPlayer, (int)rng.Below((uint)turn.LegalCount));
            ++decisions;
        }
        return decisions;
    }

    // A new Game per deal; or (restart) the same deals in one Game started again for each deal
    // (Game.Restart, bzq_game_restart): no handle, SafeHandle or finalizer per deal, and the
    // variant neither copied nor checked.
    private static long PlayDeals(string preset, int deals, bool restart, out long decisions)
    {
        var rng = new Rng(1);
        decisions = 0;
        using (var variant = Variant.Preset(preset))
        using (var kept = restart ? new Game(variant, 0) : null)
            for (int seed = 0; seed < deals; ++seed)
            {
                if (restart)
                {
                    kept.Restart((ulong)seed);
                    decisions += PlayFirstDeal(kept, rng);
                }
                else
                {
                    using (var game = new Game(variant, (ulong)seed)) decisions += PlayFirstDeal(game, rng);
                }
            }
        return deals;
    }

    private static long PlayDeals(string preset, int deals, out long decisions) { return PlayDeals(preset, deals, false, out decisions); }

    private static long PlayDealsRestarted(string preset, int deals, out long decisions) { return PlayDeals(preset, deals, true, out decisions); }

    private static long PlayDealsThreeCalls(string preset, int deals, out long decisions)
    {
        var rng = new Rng(1);
        decisions = 0;
        using (var variant = Variant.Preset(preset))
            for (int seed = 0; seed < deals; ++seed)
                using (var game = new Game(variant, (ulong)seed))
                {
                    GameInfo info = game.Info;
                    int deal = info.DealNumber;
                    while (!info.IsOver && info.DealNumber == deal)
                    {
                        game.Apply(info.CurrentPlayer, (int)rng.Below((uint)game.LegalCount));
                        info = game.Info;
                        ++decisions;
                    }
                }
        return deals;
    }

    private static long PlayDealsWithList(string preset, int deals, out long decisions)
    {
        var rng = new Rng(1);
        var legal = new GameAction[4096];
        decisions = 0;
        using (var variant = Variant.Preset(preset))
            for (int seed = 0; seed < deals; ++seed)
                using (var game = new Game(variant, (ulong)seed))
                {
                    Turn turn = game.Turn;
                    int deal = turn.DealNumber;
                    while (!turn.IsOver && turn.DealNumber == deal)
                    {
                        int n = game.GetLegalActions(legal);
                        turn = game.Play(turn.CurrentPlayer, (int)rng.Below((uint)n));
                        ++decisions;
                    }
                }
        return deals;
    }

    // The same loop as PlayDeals without the binding's classes: IntPtr handles, no SafeHandle.
    [StructLayout(LayoutKind.Sequential)]
    private struct RawTurn
    {
        public uint StructSize;
        public int CurrentPlayer;
        public uint LegalCount;
        public int DealNumber;
        public int IsOver;
        public int DealPending;
        public uint DecisionCount;
    }

    [SuppressUnmanagedCodeSecurity]
    private static unsafe class Raw
    {
        [DllImport("bezique", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)] internal static extern uint bzq_abi_version();
        [DllImport("bezique", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_new(byte* preset, IntPtr* variant);
        [DllImport("bezique", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)] internal static extern void bzq_variant_free(IntPtr variant);
        [DllImport("bezique", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)] internal static extern int bzq_game_new(IntPtr variant, ulong seed, IntPtr* game);
        [DllImport("bezique", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)] internal static extern void bzq_game_free(IntPtr game);
        [DllImport("bezique", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)] internal static extern int bzq_game_turn(IntPtr game, RawTurn* turn);
        [DllImport("bezique", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)] internal static extern int bzq_game_play(IntPtr game, int player, uint id, RawTurn* turn);
    }

    private static unsafe long PlayDealsIntPtr(string preset, int deals, out long decisions)
    {
        var rng = new Rng(1);
        decisions = 0;
        IntPtr variant;
        fixed (byte* name = Encoding.UTF8.GetBytes(preset + "\0"))
            if (Raw.bzq_variant_new(name, &variant) != 0) throw new InvalidOperationException("bzq_variant_new");
        try
        {
            RawTurn turn;
            turn.StructSize = (uint)sizeof(RawTurn);
            for (int seed = 0; seed < deals; ++seed)
            {
                IntPtr game;
                if (Raw.bzq_game_new(variant, (ulong)seed, &game) != 0) throw new InvalidOperationException("bzq_game_new");
                try
                {
                    if (Raw.bzq_game_turn(game, &turn) != 0) throw new InvalidOperationException("bzq_game_turn");
                    int deal = turn.DealNumber;
                    while (turn.IsOver == 0 && turn.DealNumber == deal)
                    {
                        if (Raw.bzq_game_play(game, turn.CurrentPlayer, rng.Below(turn.LegalCount), &turn) != 0)
                            throw new InvalidOperationException("bzq_game_play");
                        ++decisions;
                    }
                }
                finally
                {
                    Raw.bzq_game_free(game);
                }
            }
        }
        finally
        {
            Raw.bzq_variant_free(variant);
        }
        return deals;
    }

    private static double Rate(Loop loop, string preset, int deals, out double decisionRate)
    {
        long decisions;
        loop(preset, Math.Max(1, deals / 10), out decisions); // warm-up: JIT and caches
        var watch = Stopwatch.StartNew();
        loop(preset, deals, out decisions);
        double seconds = Math.Max(watch.Elapsed.TotalSeconds, 1e-9);
        decisionRate = decisions / seconds;
        return deals / seconds;
    }

    // Runs the CLI's benchmark and reads its "N deals/s" line; NaN when there is no CLI.
    private static double CxxRate(string cli, string preset, int deals)
    {
        if (cli == null) return double.NaN;
        var start = new ProcessStartInfo(cli, "bench --listed --preset " + preset + " --deals " + deals)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
        };
        using (var p = Process.Start(start))
        {
            string output = p.StandardOutput.ReadToEnd();
            p.WaitForExit();
            Match m = Regex.Match(output, @"([0-9.]+) deals/s");
            if (p.ExitCode != 0 || !m.Success) throw new InvalidOperationException("bezique bench failed: " + output);
            return double.Parse(m.Groups[1].Value, CultureInfo.InvariantCulture);
        }
    }

    private static string Ratio(double a, double b)
    {
        return double.IsNaN(a) || double.IsNaN(b) ? "-" : (a / b).ToString("F2", CultureInfo.InvariantCulture);
    }

    // --transition: what one P/Invoke call costs this runtime, measured on the cheapest function
    // of the ABI (bzq_abi_version, a constant): nanoseconds per call, wall and CPU time, best of 3.
    private static int MeasureTransition()
    {
        const int calls = 20000000;
        uint sum = 0;
        for (int i = 0; i < calls / 20; ++i) sum += Raw.bzq_abi_version(); // warm-up
        double wall = double.MaxValue, cpu = double.MaxValue;
        for (int round = 0; round < 3; ++round)
        {
            TimeSpan cpu0 = Process.GetCurrentProcess().TotalProcessorTime;
            var watch = Stopwatch.StartNew();
            for (int i = 0; i < calls; ++i) sum += Raw.bzq_abi_version();
            wall = Math.Min(wall, watch.Elapsed.TotalMilliseconds * 1e6 / calls);
            cpu = Math.Min(cpu, (Process.GetCurrentProcess().TotalProcessorTime - cpu0).TotalMilliseconds * 1e6 / calls);
        }
        Console.WriteLine("one P/Invoke call (bzq_abi_version): {0:F1} ns wall, {1:F1} ns CPU (best of 3 x {2} calls; sum {3})",
                          wall, cpu, calls, sum);
        return 0;
    }

    // --loop NAME: N deals of that loop alone, once, no timing: for counting instructions
    // (valgrind --tool=callgrind), as bench/bench_capi.cpp's --loop.
    private static int RunOneLoop(string name, string preset, int deals)
    {
        var loops = new Dictionary<string, Loop>
        {
            { "play", PlayDeals }, { "restart", PlayDealsRestarted }, { "three-calls", PlayDealsThreeCalls },
            { "list", PlayDealsWithList }, { "intptr", PlayDealsIntPtr },
        };
        Loop loop;
        if (!loops.TryGetValue(name, out loop))
        {
            Console.Error.WriteLine("--loop takes one of: " + string.Join(", ", loops.Keys));
            return 2;
        }
        long decisions;
        loop(preset, deals, out decisions);
        Console.WriteLine(name + "/" + preset + ": " + deals + " deals, " + decisions + " decisions");
        return 0;
    }

    private static int Main(string[] args)
    {
        int deals = 2000, rounds = 1;
        bool all = false;
        string cli = null, only = null;
        var presets = new List<string>();
        for (int i = 0; i < args.Length; i += 2)
        {
            if (args[i] == "--all")
            {
                all = true;
                --i;
            }
            else if (args[i] == "--transition")
            {
                return MeasureTransition();
            }
            else if (i + 1 >= args.Length)
            {
                Console.Error.WriteLine("usage: BeziqueBench.exe [--deals N] [--rounds R] [--all] [--preset NAME]... [--cli path/to/bezique] [--loop NAME] [--transition]");
                return 2;
            }
            else if (args[i] == "--deals") deals = int.Parse(args[i + 1], CultureInfo.InvariantCulture);
            else if (args[i] == "--rounds") rounds = Math.Max(1, int.Parse(args[i + 1], CultureInfo.InvariantCulture));
            else if (args[i] == "--cli") cli = args[i + 1];
            else if (args[i] == "--loop") only = args[i + 1];
            else if (args[i] == "--preset") presets.Add(args[i + 1]);
            else
            {
                Console.Error.WriteLine("usage: BeziqueBench.exe [--deals N] [--rounds R] [--all] [--preset NAME]... [--cli path/to/bezique] [--loop NAME] [--transition]");
                return 2;
            }
        }
        if (presets.Count == 0) presets.AddRange(new[] { "two-handed", "rubicon", "chinese" });
        if (only != null) return RunOneLoop(only, presets[0], deals);
        Console.WriteLine("bezique " + Library.Version + ", " + deals + " random deals per preset, best of " + rounds +
                          " alternating round(s), runtime " + Environment.Version);
        Console.WriteLine("{0,-12} {1,14} {2,16} {3,16} {4,10} {5,14} {6,10} {7,10} {8,10} {9,10}", "preset", "C# deals/s", "C# decisions/s",
                          "C++ deals/s", "C# / C++", "Restart dl/s", "Rst / C++", all ? "3 calls" : "", all ? "list" : "", all ? "IntPtr" : "");
        foreach (string preset in presets)
        {
            double best = 0, bestDecisions = 0, restarted = 0, cxx = double.NaN, three = double.NaN, list = double.NaN, raw = double.NaN;
            for (int r = 0; r < rounds; ++r)
            {
                double decisionRate, ignored;
                double cs = Rate(PlayDeals, preset, deals, out decisionRate);
                if (cs > best)
                {
                    best = cs;
                    bestDecisions = decisionRate;
                }
                double c = CxxRate(cli, preset, deals);
                if (!double.IsNaN(c)) cxx = double.IsNaN(cxx) ? c : Math.Max(cxx, c);
                restarted = Math.Max(restarted, Rate(PlayDealsRestarted, preset, deals, out ignored));
                if (!all) continue;
                double t = Rate(PlayDealsThreeCalls, preset, deals, out ignored);
                three = double.IsNaN(three) ? t : Math.Max(three, t);
                double l = Rate(PlayDealsWithList, preset, deals, out ignored);
                list = double.IsNaN(list) ? l : Math.Max(list, l);
                double w = Rate(PlayDealsIntPtr, preset, deals, out ignored);
                raw = double.IsNaN(raw) ? w : Math.Max(raw, w);
            }
            // The three extra loops as ratios to the Play loop's deals/s.
            Console.WriteLine("{0,-12} {1,14:F0} {2,16:F0} {3,16} {4,10} {5,14:F0} {6,10} {7,10} {8,10} {9,10}", preset, best, bestDecisions,
                              double.IsNaN(cxx) ? "-" : cxx.ToString("F0", CultureInfo.InvariantCulture), Ratio(best, cxx),
                              restarted, Ratio(restarted, cxx),
                              all ? Ratio(three, best) : "", all ? Ratio(list, best) : "", all ? Ratio(raw, best) : "");
        }
        if (all) Console.WriteLine("(3 calls, list, IntPtr: each loop's deals/s over the Play loop's)");
        return 0;
    }
}
