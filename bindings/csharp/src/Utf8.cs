using System;
using System.Text;

namespace Bezique
{
    // Strings across the boundary are NUL-terminated UTF-8. The binding converts them itself
    // rather than through the marshaller, whose default (ANSI) differs between platforms.
    internal static unsafe class Utf8
    {
        internal delegate int StringCall(byte* buf, uint size, uint* needed);

        private const int StackBytes = 512;

        // A NUL would end the string early on the native side ("AS\0junk" would read as "AS"),
        // so a string holding one is refused rather than cut.
        internal static byte[] Encode(string s, string parameter)
        {
            if (s == null) throw new ArgumentNullException(parameter);
            int nul = s.IndexOf('\0');
            if (nul >= 0)
                throw new ArgumentException("the string holds a NUL character (at index " + nul + "), which the engine cannot take", parameter);
            var bytes = new byte[Encoding.UTF8.GetByteCount(s) + 1];
            Encoding.UTF8.GetBytes(s, 0, s.Length, bytes, 0);
            return bytes;
        }

        internal static string Decode(IntPtr p)
        {
            if (p == IntPtr.Zero) return null;
            byte* b = (byte*)p;
            int n = 0;
            while (b[n] != 0) ++n;
            return Encoding.UTF8.GetString(b, n);
        }

        // The caller-buffer protocol: try a stack buffer, and if the string is longer, a buffer
        // of the size the library asked for.
        internal static string Get(StringCall call)
        {
            byte* stack = stackalloc byte[StackBytes];
            uint needed = 0;
            int status = call(stack, StackBytes, &needed);
            if (status == 0) return Encoding.UTF8.GetString(stack, needed > 0 ? (int)needed - 1 : 0);
            if (status != (int)StatusCode.BufferTooSmall) throw Errors.Fail(status);
            var heap = new byte[needed];
            fixed (byte* h = heap)
            {
                Errors.Check(call(h, needed, &needed));
                return Encoding.UTF8.GetString(h, needed > 0 ? (int)needed - 1 : 0);
            }
        }
    }
}
