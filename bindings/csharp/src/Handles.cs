using System;
using Microsoft.Win32.SafeHandles;

namespace Bezique
{
    // One SafeHandle per opaque handle of the ABI: the runtime frees the native object exactly
    // once, from Dispose or from the finalizer, and a call in flight on another thread keeps the
    // handle alive until it returns. The handles are built from the IntPtr the library returns
    // (not by the marshaller through reflection), which IL2CPP's code stripping cannot break.
    internal sealed class VariantHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal VariantHandle(IntPtr p) : base(true) { SetHandle(p); }
        protected override bool ReleaseHandle() { NativeMethods.bzq_variant_free(handle); return true; }
    }

    internal sealed class GameHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal GameHandle(IntPtr p) : base(true) { SetHandle(p); }
        protected override bool ReleaseHandle() { NativeMethods.bzq_game_free(handle); return true; }
    }

    internal sealed class ViewHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal ViewHandle(IntPtr p) : base(true) { SetHandle(p); }
        protected override bool ReleaseHandle() { NativeMethods.bzq_view_free(handle); return true; }
    }

    internal sealed class RecordHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal RecordHandle(IntPtr p) : base(true) { SetHandle(p); }
        protected override bool ReleaseHandle() { NativeMethods.bzq_record_free(handle); return true; }
    }

    internal sealed class CentPointsHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal CentPointsHandle(IntPtr p) : base(true) { SetHandle(p); }
        protected override bool ReleaseHandle() { NativeMethods.bzq_cent_points_free(handle); return true; }
    }

    internal sealed class PlayerHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal PlayerHandle(IntPtr p) : base(true) { SetHandle(p); }
        protected override bool ReleaseHandle() { NativeMethods.bzq_player_free(handle); return true; }
    }
}
