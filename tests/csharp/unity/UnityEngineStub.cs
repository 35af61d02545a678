// A stand-in for the few UnityEngine types the package's sample uses, so that the sample is
// compiled and run by the tests without Unity. It records what the sample logs.
using System;
using System.Collections.Generic;

namespace UnityEngine
{
    public class Object { }

    public class MonoBehaviour : Object { }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute { }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class TooltipAttribute : Attribute
    {
        public TooltipAttribute(string tooltip) { Tooltip = tooltip; }
        public string Tooltip { get; private set; }
    }

    public static class Debug
    {
        public static readonly List<string> Logged = new List<string>();
        public static readonly List<string> Errors = new List<string>();

        public static void Log(object message)
        {
            Logged.Add(message.ToString());
            Console.WriteLine(message);
        }

        public static void LogError(object message)
        {
            Errors.Add(message.ToString());
            Console.WriteLine("error: " + message);
        }
    }
}
