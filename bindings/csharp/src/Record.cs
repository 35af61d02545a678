using System;

namespace Bezique
{
    /// <summary>A verified saved game, for review and replay: every action was checked when it was made.</summary>
    public sealed class Record : IDisposable
    {
        private readonly RecordHandle handle;
        private int jokers = -1;  // whether the variant has jokers; -1 until first asked

        private Record(IntPtr p) { handle = new RecordHandle(p); }

        internal static Record Adopt(IntPtr p) { return new Record(p); }

        internal RecordHandle Handle
        {
            get
            {
                if (handle.IsClosed) throw new ObjectDisposedException("Record");
                return handle;
            }
        }

        /// <summary>Parses a record and replays it, checking every action.</summary>
        /// <exception cref="BeziqueException">A record that does not load (<see cref="StatusCode.CorruptRecord"/>, naming the line).</exception>
        public static unsafe Record Parse(string text)
        {
            IntPtr p;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_record_from_text(t, &p));
            return new Record(p);
        }

        /// <summary>The message of the last failed call on this record (<c>""</c> if none).</summary>
        public string LastMessage { get { return Utf8.Decode(NativeMethods.bzq_record_message(Handle)); } }

        /// <summary>The record's text.</summary>
        public unsafe string Text { get { return Utf8.Get((b, s, n) => NativeMethods.bzq_record_text(Handle, b, s, n)); } }

        /// <summary>A copy of the record's variant (dispose it when done).</summary>
        public unsafe Variant GetVariant()
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_record_variant(Handle, &p));
            return Variant.Adopt(p);
        }

        /// <summary>Whether the record's variant has jokers (docs/rules.md section 7): its actions' cards know it.</summary>
        public bool HasJokers
        {
            get
            {
                if (jokers < 0)
                    using (var v = GetVariant()) jokers = v.Get("jokers") != "0" ? 1 : 0;
                return jokers == 1;
            }
        }

        /// <summary>The game's seed.</summary>
        public unsafe ulong Seed
        {
            get
            {
                ulong seed = 0;
                Errors.Check(NativeMethods.bzq_record_seed(Handle, &seed));
                return seed;
            }
        }

        /// <summary>The number of actions.</summary>
        public unsafe int ActionCount
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_record_action_count(Handle, &count));
                return (int)count;
            }
        }

        /// <summary>Action <paramref name="index"/>.</summary>
        public unsafe GameAction GetAction(int index)
        {
            NativeAction a;
            a.StructSize = NativeAction.Size;
            Errors.Check(NativeMethods.bzq_record_action(Handle, (uint)index, &a));
            return new GameAction(&a, HasJokers);
        }

        /// <summary>Action <paramref name="index"/> as notation.</summary>
        public unsafe string ActionText(int index) { return Utf8.Get((b, s, n) => NativeMethods.bzq_record_action_text(Handle, (uint)index, b, s, n)); }

        /// <summary>The game after the first <paramref name="actions"/> actions (0 to <see cref="ActionCount"/>).</summary>
        public unsafe Game Replay(int actions)
        {
            if (actions < 0) throw new ArgumentOutOfRangeException("actions");
            IntPtr p;
            Errors.Check(NativeMethods.bzq_record_replay(Handle, (uint)actions, &p));
            return Game.Adopt(p);
        }

        /// <summary>The record's text.</summary>
        public override string ToString() { return handle.IsClosed ? "Record(disposed)" : Text; }

        /// <summary>Frees the native record now (the finalizer does it otherwise).</summary>
        public void Dispose() { handle.Dispose(); }
    }
}
