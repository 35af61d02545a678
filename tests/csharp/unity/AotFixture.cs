// Compiled twice by the Unity package test, for AheadOfTimeCheck to judge (PlayPackage.cs):
// AotAccepted.dll, where native code calls back through a static method marked
// [MonoPInvokeCallback], the one form IL2CPP supports; and AotRejected.dll
// (-define:BREAK_AOT_RULES), which breaks each rule once: an instance method passed to a
// P/Invoke, [MonoPInvokeCallback] on an instance method, a lambda handed to
// Marshal.GetFunctionPointerForDelegate, and a reflection call. Never run.
using System;
using System.Runtime.InteropServices;

internal sealed class MonoPInvokeCallbackAttribute : Attribute
{
    public MonoPInvokeCallbackAttribute(Type type) { Type = type; }
    public Type Type { get; private set; }
}

internal sealed class Callbacks
{
    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate void Visit(int value);

    [DllImport("bezique", CallingConvention = CallingConvention.Cdecl)]
    private static extern void visit_all(Visit visit);

#if BREAK_AOT_RULES
    private int sum;

    [MonoPInvokeCallback(typeof(Visit))]
    private void OnValue(int value) { sum += value; }

    internal void Run()
    {
        visit_all(OnValue);
        Marshal.GetFunctionPointerForDelegate(new Visit(value => sum -= value));
        Activator.CreateInstance(typeof(Callbacks));
    }
#else
    [MonoPInvokeCallback(typeof(Visit))]
    private static void OnValue(int value) { }

    internal void Run()
    {
        visit_all(OnValue);
        Marshal.GetFunctionPointerForDelegate(new Visit(OnValue));
    }
#endif
}
