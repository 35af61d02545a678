namespace Bezique
{
    /// <summary>The engine's names of its enumerations (<c>"carte-blanche"</c>, <c>"double-bezique"</c>),
    /// as used in the notation and in records. The strings are the library's constants (no allocation
    /// beyond the returned string).</summary>
    public static class Names
    {
        /// <summary>An action type's name (<c>"play"</c>, <c>"carte-blanche"</c>).</summary>
        public static string ActionType(ActionType type) { return Checked(NativeMethods.bzq_action_type_name((int)type), "action type", (int)type); }
        /// <summary>A meld kind's name (<c>"double-bezique"</c>).</summary>
        public static string Meld(MeldKind meld) { return Checked(NativeMethods.bzq_meld_name((int)meld), "meld", (int)meld); }
        /// <summary>An event type's name (<c>"trick-won"</c>).</summary>
        public static string EventType(EventType type) { return Checked(NativeMethods.bzq_event_type_name((int)type), "event type", (int)type); }
        /// <summary>A phase's name (<c>"declare"</c>).</summary>
        public static string Phase(Phase phase) { return Checked(NativeMethods.bzq_phase_name((int)phase), "phase", (int)phase); }
        /// <summary>A score reason's name (<c>"last-trick"</c>).</summary>
        public static string Reason(ScoreReason reason) { return Checked(NativeMethods.bzq_reason_name((int)reason), "reason", (int)reason); }

        /// <summary>A meld kind by its name (<c>"four-trumps"</c>).</summary>
        /// <exception cref="BeziqueException">No meld of that name (<see cref="StatusCode.UnknownName"/>).</exception>
        public static unsafe MeldKind ParseMeld(string name)
        {
            byte meld = 0;
            fixed (byte* n = Utf8.Encode(name, "name"))
                Errors.Check(NativeMethods.bzq_meld_from_name(n, &meld));
            return (MeldKind)meld;
        }

        private static string Checked(System.IntPtr name, string what, int value)
        {
            if (name == System.IntPtr.Zero)
                throw new System.ArgumentOutOfRangeException(what, value, "no " + what + " has the value " + value);
            return Utf8.Decode(name);
        }
    }
}
