// The properties that keep the binding safe under IL2CPP and on every platform, checked on the
// compiled P/Invoke table rather than by reading it.
using System;
using System.Linq;
using System.Reflection;
using System.Runtime.InteropServices;

namespace Bezique.Tests
{
    internal static class InteropTests
    {
        private static MethodInfo[] Imports()
        {
            return typeof(NativeMethods).GetMethods(BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public)
                .Where(m => (m.Attributes & MethodAttributes.PinvokeImpl) != 0).ToArray();
        }

        private static bool Blittable(Type t)
        {
            if (t.IsByRef || t.IsPointer) t = t.GetElementType();
            if (t == typeof(void) || t.IsPointer) return true;
            if (typeof(SafeHandle).IsAssignableFrom(t)) return true;
            if (t == typeof(byte) || t == typeof(sbyte) || t == typeof(int) || t == typeof(uint) || t == typeof(long) || t == typeof(ulong) ||
                t == typeof(IntPtr)) return true;
            if (t.IsValueType && !t.IsPrimitive && !t.IsEnum)
                return t.IsLayoutSequential && t.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic)
                                               .All(f => Blittable(f.FieldType) || f.FieldType.Name.Contains("FixedBuffer"));
            return false;
        }

        [Test]
        public static void EveryImportIsCdeclBlittableAndTakesNoDelegate()
        {
            MethodInfo[] imports = Imports();
            Check.True(imports.Length >= 91, "the P/Invoke table covers the ABI (" + imports.Length + " functions)");
            foreach (MethodInfo m in imports)
            {
                var attr = (DllImportAttribute)m.GetCustomAttributes(typeof(DllImportAttribute), false).Single();
                Check.Equal(CallingConvention.Cdecl, attr.CallingConvention, m.Name + " calling convention");
                Check.Equal(NativeMethods.Lib, attr.Value, m.Name + " library name");
                Check.True(attr.ExactSpelling, m.Name + " exact spelling");
                Check.True(m.Name.StartsWith("bzq_", StringComparison.Ordinal), m.Name + " is a bzq_ function");
                foreach (ParameterInfo p in m.GetParameters().Concat(new[] { m.ReturnParameter }))
                {
                    Check.True(!typeof(Delegate).IsAssignableFrom(p.ParameterType), m.Name + ": no delegate crosses to native code");
                    Check.True(p.ParameterType != typeof(string) && p.ParameterType != typeof(bool) && !p.ParameterType.IsArray,
                               m.Name + ": " + p.ParameterType + " would need marshalling");
                    Check.True(Blittable(p.ParameterType), m.Name + ": " + p.ParameterType + " is blittable");
                    Check.True(p.GetCustomAttributes(typeof(MarshalAsAttribute), false).Length == 0, m.Name + ": no MarshalAs");
                }
                // Handles returned by the library come back as IntPtr: the SafeHandle is built by the
                // binding, not by the marshaller through reflection (which IL2CPP stripping breaks).
                Check.True(!typeof(SafeHandle).IsAssignableFrom(m.ReturnType), m.Name + " returns no SafeHandle");
            }
        }

        // Every function of the header has its import, under the same name.
        [Test]
        public static void EveryHeaderFunctionIsImported()
        {
            string header = System.IO.File.ReadAllText(System.IO.Path.Combine(TestRunner.DataDir, "..", "..", "include", "bezique", "bezique.h"));
            var declared = System.Text.RegularExpressions.Regex.Matches(header, @"BZQ_CALL\s+(bzq_\w+)\s*\(")
                .Cast<System.Text.RegularExpressions.Match>().Select(m => m.Groups[1].Value).ToList();
            var imported = Imports().Select(m => m.Name).ToList();
            Check.True(declared.Count >= 90, "functions found in bezique.h");
            string[] skipped = { "bzq_last_error_copy" }; // for hosts that cannot read a char*
            foreach (string f in declared)
                Check.True(imported.Contains(f) || skipped.Contains(f), f + " is imported");
        }

        // The binding never hands native code anything to call back, so IL2CPP needs no
        // [MonoPInvokeCallback] trampoline; no type of the assembly may need one.
        [Test]
        public static void NoCallbackTypesInTheBinding()
        {
            foreach (Type t in typeof(Game).Assembly.GetTypes())
                if (typeof(Delegate).IsAssignableFrom(t))
                    Check.True(t.DeclaringType != null && !t.IsPublic, t.FullName + " is an internal helper delegate, never marshalled");
            Check.True(typeof(Game).Assembly.GetTypes().Where(t => t.IsPublic).All(t => !typeof(Delegate).IsAssignableFrom(t)), "no public delegate type");
        }
    }
}
