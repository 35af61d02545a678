// Runs the Unity sample as the engine would: a new component, then its Start() message, for a
// two-hand and a partnership game; then with a variant that does not parse, which must be
// logged as an error naming the problem instead of throwing out of Start().
using System;
using System.Linq;
using System.Reflection;
using Bezique.Samples;
using UnityEngine;

internal static class RunSample
{
    private static void Start(string variant, long seed)
    {
        var logger = new BeziqueGameLogger();
        typeof(BeziqueGameLogger).GetField("variant", BindingFlags.Instance | BindingFlags.NonPublic).SetValue(logger, variant);
        typeof(BeziqueGameLogger).GetField("seed", BindingFlags.Instance | BindingFlags.NonPublic).SetValue(logger, seed);
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
        Start("four-hand-rubicon", 2);
        if (Debug.Errors.Count > 0 || !Debug.Logged.Last().Contains("game over after")) return Fail("partnership game");
        Start("rubicon(target=", 1);
        if (Debug.Errors.Count != 1 || !Debug.Errors[0].Contains("ParseError")) return Fail("a bad variant is not reported as an error");
        Console.WriteLine("sample: ok");
        return 0;
    }
}
