using System;

namespace Bezique
{
    /// <summary>
    /// The rules of a game: a preset (<c>"rubicon"</c>) and its options, with the text form
    /// <c>preset(option=value, ...)</c>. Games copy the variant they start from, so a variant may
    /// be changed or disposed afterwards.
    /// </summary>
    public sealed class Variant : IDisposable
    {
        private readonly VariantHandle handle;

        private Variant(IntPtr p) { handle = new VariantHandle(p); }

        internal static Variant Adopt(IntPtr p) { return new Variant(p); }

        internal VariantHandle Handle
        {
            get
            {
                if (handle.IsClosed) throw new ObjectDisposedException("Variant");
                return handle;
            }
        }

        /// <summary>A preset by name (<see cref="Library.PresetNames"/>).</summary>
        /// <exception cref="BeziqueException">No preset of that name (<see cref="StatusCode.UnknownName"/>).</exception>
        public static unsafe Variant Preset(string name)
        {
            IntPtr p;
            fixed (byte* n = Utf8.Encode(name, "name"))
                Errors.Check(NativeMethods.bzq_variant_new(n, &p));
            return new Variant(p);
        }

        /// <summary>Parses and validates the text form <c>rubicon(game_bonus=1000)</c>.</summary>
        /// <exception cref="BeziqueException">Text that does not parse, an unknown option, or an impossible value.</exception>
        public static unsafe Variant Parse(string text)
        {
            IntPtr p;
            fixed (byte* t = Utf8.Encode(text, "text"))
                Errors.Check(NativeMethods.bzq_variant_from_text(t, &p));
            return new Variant(p);
        }

        /// <summary>An independent copy.</summary>
        public unsafe Variant Clone()
        {
            IntPtr p;
            Errors.Check(NativeMethods.bzq_variant_clone(Handle, &p));
            return new Variant(p);
        }

        /// <summary>The message of the last failed call on this variant (<c>""</c> if none).</summary>
        public string LastMessage { get { return Utf8.Decode(NativeMethods.bzq_variant_message(Handle)); } }

        /// <summary>The canonical text: the preset name plus every option that differs from it.</summary>
        public unsafe string Text { get { return Utf8.Get((b, s, n) => NativeMethods.bzq_variant_text(Handle, b, s, n)); } }

        /// <summary>Every option as <c>name=value</c> lines.</summary>
        public unsafe string Describe() { return Utf8.Get((b, s, n) => NativeMethods.bzq_variant_describe(Handle, b, s, n)); }

        /// <summary>One option's value as text.</summary>
        /// <exception cref="BeziqueException">No option of that name.</exception>
        public unsafe string Get(string option)
        {
            byte[] o = Utf8.Encode(option, "option");
            return Utf8.Get((b, s, n) => { fixed (byte* op = o) return NativeMethods.bzq_variant_get(Handle, op, b, s, n); });
        }

        /// <summary>An integer option's value (<c>GetInt("target")</c>).</summary>
        public int GetInt(string option) { return int.Parse(Get(option), System.Globalization.CultureInfo.InvariantCulture); }

        /// <summary>Sets one option from text. Options that depend on each other may be set one at a
        /// time: the whole variant is checked by <see cref="Validate"/> and when a game starts.</summary>
        /// <exception cref="BeziqueException">No option of that name, or a value of the wrong type.</exception>
        public unsafe void Set(string option, string value)
        {
            fixed (byte* o = Utf8.Encode(option, "option"))
            fixed (byte* v = Utf8.Encode(value, "value"))
                Errors.Check(NativeMethods.bzq_variant_set(Handle, o, v));
        }

        /// <summary>Checks the whole variant.</summary>
        /// <exception cref="BeziqueException">An impossible option or combination (<see cref="StatusCode.InvalidVariant"/>), named.</exception>
        public void Validate() { Errors.Check(NativeMethods.bzq_variant_validate(Handle)); }

        /// <summary>The shape of the table: players, sides, the side and partner of each seat, packs
        /// and sizes, as the engine gives them (hosts need not derive them).</summary>
        /// <exception cref="BeziqueException">An impossible option or combination (<see cref="StatusCode.InvalidVariant"/>).</exception>
        public unsafe VariantShape Shape
        {
            get
            {
                NativeShape shape;
                shape.StructSize = NativeShape.Size;
                Errors.Check(NativeMethods.bzq_variant_shape(Handle, &shape));
                return new VariantShape(shape);
            }
        }

        /// <summary>The canonical text.</summary>
        public override string ToString() { return handle.IsClosed ? "Variant(disposed)" : Text; }

        /// <summary>Frees the native variant now (the finalizer does it otherwise).</summary>
        public void Dispose() { handle.Dispose(); }
    }
}
