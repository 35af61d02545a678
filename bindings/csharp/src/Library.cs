using System;

namespace Bezique
{
    /// <summary>The native library: versions, status names, presets and options.</summary>
    public static class Library
    {
        /// <summary>The ABI version this binding was written for; <see cref="AbiVersion"/> must equal it.</summary>
        public const uint BindingAbiVersion = 0;

        /// <summary>The loaded library's version (<c>"0.1.0"</c>).</summary>
        public static string Version { get { return Utf8.Decode(NativeMethods.bzq_version_string()); } }
        /// <summary>The loaded library's version as major * 10000 + minor * 100 + patch.</summary>
        public static uint VersionNumber { get { return NativeMethods.bzq_version_number(); } }
        /// <summary>The loaded library's ABI version (the number in its SONAME).</summary>
        public static uint AbiVersion { get { return NativeMethods.bzq_abi_version(); } }

        /// <summary>Throws unless the loaded library has the ABI this binding was written for.
        /// Call it once at start-up to fail early with a clear message.</summary>
        /// <exception cref="InvalidOperationException">An incompatible library.</exception>
        public static void CheckAbi()
        {
            uint abi = AbiVersion;
            if (abi != BindingAbiVersion)
                throw new InvalidOperationException("the bezique library loaded has ABI " + abi + " (version " + Version +
                                                    "); this binding needs ABI " + BindingAbiVersion);
        }

        /// <summary>A status's short fixed name (<c>"illegal action"</c>).</summary>
        public static string StatusName(StatusCode status) { return Utf8.Decode(NativeMethods.bzq_status_string((int)status)); }

        /// <summary>The names of the 12 presets in the order of docs/rules.md section 6 (<c>"two-handed"</c> first).</summary>
        public static unsafe string[] PresetNames
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_preset_count(&count));
                var names = new string[count];
                for (uint i = 0; i < count; ++i)
                {
                    uint index = i;
                    names[i] = Utf8.Get((b, s, n) => NativeMethods.bzq_preset_name(index, b, s, n));
                }
                return names;
            }
        }

        /// <summary>Every option a variant has: name, type and meaning.</summary>
        public static unsafe OptionInfo[] Options
        {
            get
            {
                uint count = 0;
                Errors.Check(NativeMethods.bzq_option_count(&count));
                var options = new OptionInfo[count];
                for (uint i = 0; i < count; ++i)
                {
                    uint index = i;
                    options[i] = new OptionInfo(Utf8.Get((b, s, n) => NativeMethods.bzq_option_info(index, 0, b, s, n)),
                                                Utf8.Get((b, s, n) => NativeMethods.bzq_option_info(index, 1, b, s, n)),
                                                Utf8.Get((b, s, n) => NativeMethods.bzq_option_info(index, 2, b, s, n)));
                }
                return options;
            }
        }

        /// <summary>The index of an option in <see cref="Options"/> by its name.</summary>
        /// <exception cref="BeziqueException">No option of that name (<see cref="StatusCode.UnknownName"/>).</exception>
        public static unsafe int FindOption(string name)
        {
            uint index = 0;
            fixed (byte* n = Utf8.Encode(name, "name"))
                Errors.Check(NativeMethods.bzq_option_find(n, &index));
            return (int)index;
        }
    }
}
