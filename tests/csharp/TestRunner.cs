// A self-checking test program (no NUnit: Debian's nunit-console is 2.6 and unmaintained).
// Every public static void method marked [Test] of a class in this assembly is a test; the
// program runs them all (or those whose "Class.Method" name contains an argument), prints one
// line per test and exits with 1 if any failed.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Reflection;

namespace Bezique.Tests
{
    [AttributeUsage(AttributeTargets.Method)]
    internal sealed class TestAttribute : Attribute { }

    internal static class TestRunner
    {
        internal static string DataDir = "";

        private static int Main(string[] args)
        {
            var filters = new List<string>();
            for (int i = 0; i < args.Length; ++i)
            {
                if (args[i] == "--data" && i + 1 < args.Length) DataDir = args[++i];
                else filters.Add(args[i]);
            }
            var tests = typeof(TestRunner).Assembly.GetTypes()
                .SelectMany(t => t.GetMethods(BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic))
                .Where(m => m.GetCustomAttributes(typeof(TestAttribute), false).Length > 0)
                .Select(m => new { Name = m.DeclaringType.Name + "." + m.Name, Method = m })
                .Where(t => filters.Count == 0 || filters.Any(f => t.Name.Contains(f)))
                .OrderBy(t => t.Name, StringComparer.Ordinal)
                .ToList();
            if (tests.Count == 0)
            {
                Console.Error.WriteLine("no test matches " + string.Join(" ", filters));
                return 1;
            }
            int failed = 0;
            foreach (var t in tests)
            {
                var watch = Stopwatch.StartNew();
                try
                {
                    t.Method.Invoke(null, null);
                    Console.WriteLine("PASS " + t.Name + " (" + watch.ElapsedMilliseconds + " ms)");
                }
                catch (TargetInvocationException e)
                {
                    ++failed;
                    Console.WriteLine("FAIL " + t.Name + ": " + e.InnerException);
                }
            }
            Console.WriteLine((tests.Count - failed) + " of " + tests.Count + " tests passed");
            return failed == 0 ? 0 : 1;
        }
    }

    internal sealed class CheckFailed : Exception
    {
        internal CheckFailed(string message) : base(message) { }
    }

    internal static class Check
    {
        internal static void True(bool condition, string what)
        {
            if (!condition) throw new CheckFailed(what);
        }

        internal static void Equal<T>(T expected, T actual, string what)
        {
            if (!EqualityComparer<T>.Default.Equals(expected, actual))
                throw new CheckFailed(what + ": expected <" + expected + ">, got <" + actual + ">");
        }

        internal static void SequenceEqual<T>(IList<T> expected, IList<T> actual, string what)
        {
            Equal(expected.Count, actual.Count, what + " (length)");
            for (int i = 0; i < expected.Count; ++i) Equal(expected[i], actual[i], what + " [" + i + "]");
        }

        internal static void Contains(string needle, string haystack, string what)
        {
            if (haystack == null || haystack.IndexOf(needle, StringComparison.Ordinal) < 0)
                throw new CheckFailed(what + ": <" + haystack + "> does not contain <" + needle + ">");
        }

        internal static T Throws<T>(Action action, string what) where T : Exception
        {
            try
            {
                action();
            }
            catch (T e)
            {
                return e;
            }
            catch (Exception e)
            {
                throw new CheckFailed(what + ": expected " + typeof(T).Name + ", got " + e.GetType().Name + ": " + e.Message);
            }
            throw new CheckFailed(what + ": expected " + typeof(T).Name + ", nothing was thrown");
        }

        // The engine refuses the call with `status` and a message containing `fragment`.
        internal static BeziqueException Refused(StatusCode status, string fragment, Action action, string what)
        {
            var e = Throws<BeziqueException>(action, what);
            Equal(status, e.Status, what + " (status; message: " + e.Message + ")");
            Contains(fragment, e.Message, what + " (message)");
            return e;
        }
    }
}
