// A stand-in for the few UnityEngine types the package's sample uses, with Unity's names and
// signatures (less the overloads the sample does not call), so that the sample is compiled and
// run by the tests without Unity. Compiled into its own UnityEngine.dll, as in Unity.
// UnityEngine.StandIn is the tests' side: what a frame drew, and which button to press.
using System;
using System.Collections.Generic;

namespace UnityEngine
{
    public class Object { }

    public class Component : Object { }

    public class Behaviour : Component { }

    public class MonoBehaviour : Behaviour { }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class TooltipAttribute : Attribute
    {
        public TooltipAttribute(string tooltip) { this.tooltip = tooltip; }
        public readonly string tooltip;
    }

    public struct Rect
    {
        public Rect(float x, float y, float width, float height)
        {
            this.x = x;
            this.y = y;
            this.width = width;
            this.height = height;
        }

        public float x, y, width, height;
    }

    public static class Screen
    {
        public static int width { get { return 1280; } }
        public static int height { get { return 720; } }
    }

    public static class Time
    {
        public static float unscaledTime { get { return StandIn.Frame.Time; } }
    }

    public static class Debug
    {
        public static void Log(object message) { StandIn.Frame.Logged.Add(message.ToString()); }

        public static void LogError(object message)
        {
            StandIn.Frame.Errors.Add(message.ToString());
            Console.WriteLine("error: " + message);
        }
    }

    public static class GUILayout
    {
        public static void BeginArea(Rect screenRect) { StandIn.Frame.Enter("area"); }

        public static void EndArea() { StandIn.Frame.Leave("area"); }

        public static void Label(string text) { StandIn.Frame.Labels.Add(text); }

        public static void Space(float pixels) { }

        public static bool Button(string text) { return StandIn.Frame.Show(text); }

        public static bool Toggle(bool value, string text) { return StandIn.Frame.Show(text) ? !value : value; }

        public static int SelectionGrid(int selected, string[] texts, int xCount)
        {
            if (xCount < 1) throw new ArgumentException("xCount");
            int pressed = selected;
            for (int i = 0; i < texts.Length; ++i)
                if (StandIn.Frame.Show(texts[i])) pressed = i;
            return pressed;
        }
    }
}

namespace UnityEngine.StandIn
{
    /// <summary>What the last OnGUI drew, and the button the next OnGUI presses.</summary>
    public static class Frame
    {
        public static readonly List<string> Labels = new List<string>();
        public static readonly List<string> Buttons = new List<string>();
        public static readonly List<string> Logged = new List<string>();
        public static readonly List<string> Errors = new List<string>();
        public static float Time;
        private static string press;
        private static readonly Stack<string> open = new Stack<string>();

        /// <summary>Clears the drawing and sets the button (or toggle) to press during the next OnGUI, or null.</summary>
        public static void Next(string buttonToPress)
        {
            if (open.Count != 0) throw new InvalidOperationException("OnGUI left " + open.Peek() + " open");
            Labels.Clear();
            Buttons.Clear();
            press = buttonToPress;
        }

        /// <summary>Whether the button to press was drawn (and so pressed).</summary>
        public static bool Pressed { get { return press == null; } }

        internal static bool Show(string text)
        {
            Buttons.Add(text);
            if (text != press) return false;
            press = null;
            return true;
        }

        internal static void Enter(string what) { open.Push(what); }

        internal static void Leave(string what)
        {
            if (open.Count == 0 || open.Pop() != what) throw new InvalidOperationException("End" + what + " without Begin" + what);
        }
    }
}
