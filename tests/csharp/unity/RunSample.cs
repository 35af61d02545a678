// Runs the Unity sample as the engine would: a new component, then its Start() message, for a
// two-hand and a partnership game against the engine's AI; then with a variant that does not
// parse and with an AI spec that does not exist, which must be logged as errors naming the
// problem instead of throwing out of Start().
using System;
using System.Linq;
using System.Reflection;
using Bezique.Samples;
using UnityEngine;

internal static class RunSample
{
    private static void Start(string variant, long seed, string opponent = null)
    {
        var logger = new BeziqueGameLogger();
        typeof(BeziqueGameLogger).GetField("variant", BindingFlags.Instance | BindingFlags.NonPublic).SetValue(logger, variant);
        typeof(BeziqueGameLogger).GetField("seed", BindingFlags.Instance | BindingFlags.NonPublic).SetValue(logger, seed);
        if (opponent != null)
            typeof(BeziqueGameLogger).GetField("opponent", BindingFlags.Instance | BindingFlags.NonPublic).SetValue(logger, opponent);
        typeof(BeziqueGameLogger).GetMethod("Start", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(logger, null);
    }

    private static int Fail(string why)
    {
        Console.WriteLine("sample: FAILED: " + why);
        return 1;
    }

    private static int Main()
    {
        Start("two-handed", 1);
        if (Debug.Errors.Count > 0) return Fail("errors logged");
        if (!Debug.Logged.Last().Contains("game over after")) return Fail("no result line");
        if (!Debug.Logged.Any(l => l.Contains(" plays "))) return Fail("no event logged");
        if (!Debug.Logged.Any(l => l.Contains("seat 0 plays random moves against ismcts:200"))) return Fail("not against ismcts:easy");
        Start("four-hand-rubicon", 2);
        if (Debug.Errors.Count > 0 || !Debug.Logged.Last().Contains("game over after")) return Fail("partnership game");
        Start("rubicon(target=", 1);
        if (Debug.Errors.Count != 1 || !Debug.Errors[0].Contains("ParseError")) return Fail("a bad variant is not reported as an error");
        Start("two-handed", 1, "alphazero");
        if (Debug.Errors.Count != 2 || !Debug.Errors[1].Contains("UnknownName: unknown player 'alphazero'"))
            return Fail("a bad AI spec is not reported as an error");
        Console.WriteLine("sample: ok");
        return 0;
    }
}
