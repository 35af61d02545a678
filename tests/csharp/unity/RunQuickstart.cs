// Runs the Unity quickstart (examples/unity/BeziqueQuickstart.cs) as Unity runs a component: made
// by the engine, then its Start() called by name, whatever its access. Compiled against the
// UnityEngine stand-in of the package test (UnityEngineStub.cs); prints what the component
// logged (CTest unity.quickstart).
using System;
using System.Reflection;
using UnityEngine.StandIn;

public static class RunQuickstart
{
    public static int Main()
    {
        var component = new BeziqueQuickstart();
        MethodInfo start = typeof(BeziqueQuickstart).GetMethod(
            "Start", BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic);
        if (start == null)
        {
            Console.WriteLine("the component has no Start()");
            return 1;
        }
        start.Invoke(component, null);
        foreach (string line in Frame.Logged) Console.WriteLine(line);
        return Frame.Errors.Count == 0 && Frame.Logged.Count == 1 ? 0 : 1;
    }
}
