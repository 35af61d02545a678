// Runs the unpacked Unity package the way Unity would: the Runtime (Bezique.dll, compiled from
// the package's Runtime/), the sample (Bezique.Samples.dll) and the packaged Linux plugin, with
// the sample's component driven frame by frame (Update, then OnGUI) through the UnityEngine
// stand-in. Also checks the Runtime for ahead-of-time compilation. Built and run by
// check_package.py:
//   mono PlayPackage.exe --plugin <package>/Runtime/Plugins/Linux/x86_64/libbezique.so --version V
//        [--library-name <Bezique built with some UNITY_ defines> <the library name it must load>]...
//        --aot-accepted AotAccepted.dll --aot-rejected AotRejected.dll
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.InteropServices;
using Bezique;
using Bezique.Samples;
using UnityEngine.StandIn;

internal static class PlayPackage
{
    private const int FrameLimit = 200000;
    private const string Opponent = "heuristic";
    private static int failures;

    private static void Check(bool ok, string what)
    {
        if (ok) return;
        ++failures;
        Console.WriteLine("FAILED: " + what);
    }

    private static int Main(string[] args)
    {
        string plugin = null, version = null, accepted = null, rejected = null;
        var libraryNames = new List<KeyValuePair<string, string>>();
        for (int i = 0; i < args.Length; ++i)
        {
            switch (args[i])
            {
                case "--plugin": plugin = args[++i]; break;
                case "--version": version = args[++i]; break;
                case "--aot-accepted": accepted = args[++i]; break;
                case "--aot-rejected": rejected = args[++i]; break;
                case "--library-name":
                    libraryNames.Add(new KeyValuePair<string, string>(args[i + 1], args[i + 2]));
                    i += 2;
                    break;
                default: throw new ArgumentException("unknown argument " + args[i]);
            }
        }
        if (plugin == null || version == null || accepted == null || rejected == null)
            throw new ArgumentException("--plugin, --version, --aot-accepted and --aot-rejected are required");

        CheckLibraryNames(libraryNames);
        CheckAheadOfTime(accepted, rejected);
        CheckPluginLoaded(plugin, version);
        PlayEveryPreset();
        PlayWithButtons();
        RefuseBadSettings();
        Console.WriteLine(failures == 0 ? "unity package: ok" : "unity package: " + failures + " checks FAILED");
        return failures == 0 ? 0 : 1;
    }

    // Every P/Invoke of a Runtime compiled with a player's defines names the library that player loads.
    private static void CheckLibraryNames(List<KeyValuePair<string, string>> builds)
    {
        Check(builds.Count > 0, "no Runtime build given for the library name check");
        int expectedCount = PInvokes(typeof(Library).Assembly).Count();
        foreach (KeyValuePair<string, string> build in builds)
        {
            Assembly runtime = Assembly.LoadFrom(build.Key);
            var names = new HashSet<string>(PInvokes(runtime).Select(import => import.Value));
            int count = PInvokes(runtime).Count();
            Check(count == expectedCount && names.SetEquals(new[] { build.Value }),
                  Path.GetFileName(build.Key) + ": " + count + " P/Invokes load [" + string.Join(", ", names) + "], not " + build.Value);
            Console.WriteLine(Path.GetFileName(build.Key) + ": " + count + " P/Invokes, library \"" + build.Value + "\"");
        }
    }

    private static IEnumerable<DllImportAttribute> PInvokes(Assembly assembly)
    {
        return assembly.GetTypes()
                       .SelectMany(t => t.GetMethods(BindingFlags.NonPublic | BindingFlags.Public | BindingFlags.Static))
                       .SelectMany(m => m.GetCustomAttributes(typeof(DllImportAttribute), false).Cast<DllImportAttribute>());
    }

    private static void CheckAheadOfTime(string acceptedPath, string rejectedPath)
    {
        List<string> runtime = AheadOfTimeCheck.Problems(typeof(Library).Assembly);
        foreach (string problem in runtime) Check(false, "Runtime: " + problem);
        Console.WriteLine("Runtime: no delegate handed to native code, no reflection (" + runtime.Count + " problems)");
        // The check itself: it accepts the one supported callback form and finds every rule broken.
        foreach (string problem in AheadOfTimeCheck.Problems(Assembly.LoadFrom(acceptedPath)))
            Check(false, "AotAccepted: wrongly rejected: " + problem);
        List<string> found = AheadOfTimeCheck.Problems(Assembly.LoadFrom(rejectedPath));
        string[] expected =
        {
            "Callbacks.Run: builds a Visit for native code from Callbacks.OnValue, not a static [MonoPInvokeCallback] method",
            "Callbacks.OnValue: [MonoPInvokeCallback] on an instance method",
            "Callbacks.Run: hands a delegate to native code from Callbacks.<Run>",
            "Callbacks.Run: calls System.Activator.CreateInstance (reflection)",
        };
        foreach (string problem in expected)
            Check(found.Any(p => p.StartsWith(problem, StringComparison.Ordinal)), "AotRejected: not found: " + problem);
    }

    // The library mono loaded is the package's own file.
    private static void CheckPluginLoaded(string plugin, string version)
    {
        Check(Library.Version == version, "the packaged plugin is version " + Library.Version + ", the package " + version);
        Library.CheckAbi();
        string expected = Path.GetFullPath(plugin);
        string[] loaded = File.ReadAllLines("/proc/self/maps").Where(l => l.Contains("libbezique"))
                              .Select(l => l.Substring(l.IndexOf('/'))).Distinct().ToArray();
        Check(loaded.Length == 1 && loaded[0] == expected, "libbezique loaded from [" + string.Join(", ", loaded) + "], not " + expected);
        Console.WriteLine("plugin: " + expected + ", version " + Library.Version);
    }

    private static BeziqueTable NewTable(string variant, long seed, string opponent, bool playSeat0, bool autoPlay)
    {
        var table = new BeziqueTable();
        table.variant = variant;
        table.seed = seed;
        table.opponent = opponent;
        table.playSeat0 = playSeat0;
        table.autoPlay = autoPlay;
        table.secondsBetweenMoves = 0;
        Send(table, "Start");
        return table;
    }

    // Unity calls a component's messages, private ones included, by name.
    private static void Send(BeziqueTable table, string message)
    {
        MethodInfo method = typeof(BeziqueTable).GetMethod(message, BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public);
        if (method == null) throw new MissingMethodException("BeziqueTable has no " + message);
        try
        {
            method.Invoke(table, null);
        }
        catch (TargetInvocationException e)
        {
            throw e.InnerException;
        }
    }

    // One frame: Update, then OnGUI, pressing the given button (or none).
    private static void RunFrame(BeziqueTable table, string press)
    {
        Frame.Next(press);
        Send(table, "Update");
        Send(table, "OnGUI");
    }

    private static string Label(string prefix) { return Frame.Labels.FirstOrDefault(l => l.StartsWith(prefix, StringComparison.Ordinal)); }

    // The numbers of the "Points:" line, one per side.
    private static int[] ShownPoints()
    {
        string line = Label("Points:");
        if (line == null) return new int[0];
        return line.Substring("Points:".Length).Split(';')[0].Split(',')
                   .Select(part => int.Parse(part.Trim().Split(' ').Last())).ToArray();
    }

    // The same game played straight on the Runtime: the sample's seed serves the deals and the AI.
    private static int[] Replay(string variant, long seed, string opponent)
    {
        using (Variant rules = Variant.Parse(variant))
        using (var game = new Game(rules, (ulong)seed))
        using (Player ai = Player.Create(opponent, (ulong)seed))
        {
            while (!game.IsOver) game.Apply(game.CurrentPlayer, ai.ChooseId(game));
            return game.Scores(ScoreKind.Points);
        }
    }

    private static bool ShowsTheTable()
    {
        return Label("Your hand: ") != null && Label("Points:") != null && Label("Trick:") != null &&
               Label("P0 (you): ") != null && Label("P1: ") != null;
    }

    // Every preset to its end, the AI at every seat, one move per frame.
    private static void PlayEveryPreset()
    {
        string[] presets = Library.PresetNames;
        Check(presets.Length >= 12, "only " + presets.Length + " presets");
        foreach (string preset in presets)
        {
            const long seed = 1;
            BeziqueTable table = NewTable(preset, seed, Opponent, false, true);
            Check(table.Error == null, preset + ": " + table.Error);
            if (table.Game == null) continue;
            int frames = 0;
            bool everyFrameShown = true;
            while (!table.Game.IsOver && frames < FrameLimit)
            {
                int before = table.Game.MoveCount;
                RunFrame(table, null);
                ++frames;
                Check(table.Game.MoveCount == before + 1, preset + ": frame " + frames + " made " + (table.Game.MoveCount - before) + " moves");
                everyFrameShown &= ShowsTheTable();
            }
            Check(table.Game.IsOver, preset + ": not over after " + FrameLimit + " frames");
            Check(everyFrameShown, preset + ": a frame did not show the hand, the table and the scores");
            RunFrame(table, null);
            string status = Label("Game over after ");
            Check(status != null, preset + ": the last frame shows no result");
            int[] expected = Replay(preset, seed, Opponent);
            int[] shown = ShownPoints();
            Check(shown.SequenceEqual(expected), preset + ": shows points " + string.Join(" ", shown) + ", the game ended with " + string.Join(" ", expected));
            Console.WriteLine(preset + ": " + table.Game.MoveCount + " moves in " + frames + " frames; " + status + "; " + Label("Points:"));
            Send(table, "OnDestroy");
        }
    }

    // You at seat 0 with buttons, the AI one move per press of Next move; nothing moves without a press.
    private static void PlayWithButtons()
    {
        BeziqueTable table = NewTable("two-handed", 3, Opponent, true, false);
        int yours = 0, theirs = 0;
        RunFrame(table, null);
        while (!table.Game.IsOver && yours + theirs < FrameLimit)
        {
            int before = table.Game.MoveCount;
            bool yourTurn = table.Game.YourTurn;
            // Your move: the last button of the grid (any legal move); theirs: Next move.
            string press = yourTurn ? table.Game.YourMoves.Last() : "Next move";
            Check(Frame.Buttons.Contains(press), "the screen has no button " + press);
            RunFrame(table, press);
            Check(Frame.Pressed && table.Game.MoveCount == before, "a move was made in OnGUI");
            RunFrame(table, null);
            Check(table.Game.MoveCount == before + 1, "a press of " + press + " made " + (table.Game.MoveCount - before) + " moves");
            RunFrame(table, null);
            Check(table.Game.MoveCount == before + 1, "a frame without a press made a move");
            if (yourTurn) ++yours;
            else ++theirs;
        }
        Check(table.Game.IsOver && yours > 0 && theirs > 0, "button game: " + yours + " moves of yours, " + theirs + " of the AI, over: " + table.Game.IsOver);
        Check(Frame.Buttons.Contains("New game"), "no New game button at the end");
        RunFrame(table, "New game");
        RunFrame(table, null);
        Check(table.Game.MoveCount == 0 && !table.Game.IsOver && table.Game.Title.Contains("seed 4"), "New game did not start seed 4");
        Console.WriteLine("buttons: two-handed, " + yours + " moves of yours and " + theirs + " of the AI, one per press; New game starts seed 4");
        Send(table, "OnDestroy");
    }

    // Settings the engine refuses: an error on screen and in the Console, naming the problem.
    private static void RefuseBadSettings()
    {
        string[][] cases =
        {
            new[] { "rubicon(target=", Opponent, "ParseError" },
            new[] { "two-handed", "alphazero", "UnknownName: unknown player 'alphazero'" },
            new[] { "pinochle", Opponent, "UnknownName" },
        };
        foreach (string[] c in cases)
        {
            int errors = Frame.Errors.Count;
            BeziqueTable table = NewTable(c[0], 1, c[1], true, true);
            RunFrame(table, null);
            string shown = Label("Bezique could not start: ");
            Check(table.Game == null && table.Error != null && table.Error.Contains(c[2]), c[0] + "/" + c[1] + ": error " + table.Error);
            Check(Frame.Errors.Count == errors + 1 && shown != null && shown.Contains(c[2]), c[0] + "/" + c[1] + ": not reported on screen and in the Console");
            Console.WriteLine("refused " + c[0] + " / " + c[1] + ": " + shown);
            Send(table, "OnDestroy");
        }
    }
}
