// Random deals per second driven from C#, against the C++ figure in the same run.
//
//   mono BeziqueBench.exe [--deals N] [--preset NAME]... [--cli path/to/bezique]
//
// One deal = a fresh seeded match (new Game per deal, seeds 0, 1, ...) played with uniformly
// random legal actions (Rng(1), the engine's generator) to the end of its first deal: the loop
// of bench/bench_capi.cpp's `capi` benchmark, here through P/Invoke with Info, LegalCount and
// Apply. The C++ figure is `bezique bench --preset NAME --deals N`, the core's fastest path
// (State copy, legal_actions, apply_unchecked, no history), run right after on the same machine.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Text.RegularExpressions;
using Bezique;

internal static class Bench
{
    private static long PlayDeals(Variant variant, int deals, out long decisions)
    {
        var rng = new Rng(1);
        decisions = 0;
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

    private static double CSharpRate(string preset, int deals, out double decisionRate)
    {
        using (var variant = Variant.Preset(preset))
        {
            long decisions;
            PlayDeals(variant, Math.Max(1, deals / 10), out decisions); // warm-up: JIT and caches
            var watch = Stopwatch.StartNew();
            PlayDeals(variant, deals, out decisions);
            double seconds = Math.Max(watch.Elapsed.TotalSeconds, 1e-9);
            decisionRate = decisions / seconds;
            return deals / seconds;
        }
    }

    // Runs the CLI's benchmark and reads its "N deals/s" line; NaN when there is no CLI.
    private static double CxxRate(string cli, string preset, int deals)
    {
        if (cli == null) return double.NaN;
        var start = new ProcessStartInfo(cli, "bench --preset " + preset + " --deals " + deals)
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

    private static int Main(string[] args)
    {
        int deals = 2000;
        string cli = null;
        var presets = new List<string>();
        for (int i = 0; i + 1 < args.Length; i += 2)
        {
            if (args[i] == "--deals") deals = int.Parse(args[i + 1], CultureInfo.InvariantCulture);
            else if (args[i] == "--cli") cli = args[i + 1];
            else if (args[i] == "--preset") presets.Add(args[i + 1]);
            else
            {
                Console.Error.WriteLine("usage: BeziqueBench.exe [--deals N] [--preset NAME]... [--cli path/to/bezique]");
                return 2;
            }
        }
        if (presets.Count == 0) presets.AddRange(new[] { "two-handed", "rubicon", "chinese" });
        Console.WriteLine("bezique " + Library.Version + ", " + deals + " random deals per preset, runtime " + Environment.Version);
        Console.WriteLine("{0,-12} {1,14} {2,16} {3,16} {4,10}", "preset", "C# deals/s", "C# decisions/s", "C++ deals/s", "C# / C++");
        foreach (string preset in presets)
        {
            double decisionRate;
            double cs = CSharpRate(preset, deals, out decisionRate);
            double cxx = CxxRate(cli, preset, deals);
            Console.WriteLine("{0,-12} {1,14:F0} {2,16:F0} {3,16} {4,10}", preset, cs, decisionRate,
                              double.IsNaN(cxx) ? "-" : cxx.ToString("F0", CultureInfo.InvariantCulture),
                              double.IsNaN(cxx) ? "-" : (cs / cxx).ToString("F2", CultureInfo.InvariantCulture));
        }
        return 0;
    }
}
