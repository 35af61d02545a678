// What an assembly must not do to run under IL2CPP and other ahead-of-time compilers, read
// from its IL:
// - hand a delegate to native code (a P/Invoke parameter of delegate type, or
//   Marshal.GetFunctionPointerForDelegate) unless the delegate is made from a static method
//   marked [MonoPInvokeCallback], the only kind of method IL2CPP can make a native entry for;
// - reach code through reflection (System.Reflection, Activator, Type.GetMethod and friends,
//   Marshal's reflection-based structure copies, expression compilation), which code stripping
//   and AOT compilation break.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Reflection.Emit;
using System.Runtime.InteropServices;

internal static class AheadOfTimeCheck
{
    private const BindingFlags Declared = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance |
                                          BindingFlags.Static | BindingFlags.DeclaredOnly;

    private static readonly Dictionary<short, OpCode> OpCodesByValue =
        typeof(OpCodes).GetFields(BindingFlags.Public | BindingFlags.Static)
                       .Select(f => (OpCode)f.GetValue(null))
                       .ToDictionary(op => op.Value);

    private static readonly string[] TypeLookups =
    {
        "GetMethod", "GetMethods", "GetField", "GetFields", "GetProperty", "GetProperties", "GetMember",
        "GetMembers", "GetConstructor", "GetConstructors", "GetEvent", "GetEvents", "GetNestedType",
        "GetInterface", "InvokeMember", "GetType", "MakeGenericType",
    };

    private static readonly string[] MarshalReflection =
    {
        "PtrToStructure", "StructureToPtr", "SizeOf", "OffsetOf", "GetDelegateForFunctionPointer",
        "DestroyStructure",
    };

    private struct Instruction
    {
        public OpCode Op;
        public MemberInfo Operand;
    }

    /// <summary>Every problem found in the assembly, one line each; empty when it is fit.</summary>
    public static List<string> Problems(Assembly assembly)
    {
        var problems = new List<string>();
        Type[] types = assembly.GetTypes();
        var nativeDelegates = new HashSet<Type>();
        foreach (MethodInfo pinvoke in types.SelectMany(t => t.GetMethods(Declared)).Where(IsPInvoke))
            foreach (Type t in pinvoke.GetParameters().Select(p => p.ParameterType).Concat(new[] { pinvoke.ReturnType }))
                if (IsDelegate(t)) nativeDelegates.Add(t.IsByRef ? t.GetElementType() : t);

        foreach (Type type in types)
            foreach (MethodBase method in type.GetMethods(Declared).Cast<MethodBase>().Concat(type.GetConstructors(Declared)))
            {
                if (IsPInvoke(method)) continue;
                if (IsCallbackTrampoline(method) && !method.IsStatic)
                    problems.Add(Name(method) + ": [MonoPInvokeCallback] on an instance method");
                MethodBase lastAddressTaken = null;
                foreach (Instruction ins in Decode(method))
                {
                    if (ins.Op == OpCodes.Ldftn || ins.Op == OpCodes.Ldvirtftn)
                    {
                        lastAddressTaken = ins.Operand as MethodBase;
                        continue;
                    }
                    var callee = ins.Operand as MethodBase;
                    if (callee == null) continue;
                    if (ins.Op == OpCodes.Newobj && nativeDelegates.Contains(callee.DeclaringType))
                        RequireTrampoline(problems, method, lastAddressTaken, "builds a " + callee.DeclaringType.Name + " for native code");
                    else if (callee.DeclaringType == typeof(Marshal) && callee.Name == "GetFunctionPointerForDelegate")
                        RequireTrampoline(problems, method, lastAddressTaken, "hands a delegate to native code");
                    else if (IsReflection(callee))
                        problems.Add(Name(method) + ": calls " + callee.DeclaringType.FullName + "." + callee.Name + " (reflection)");
                }
            }
        return problems;
    }

    private static void RequireTrampoline(List<string> problems, MethodBase method, MethodBase target, string what)
    {
        if (target == null)
            problems.Add(Name(method) + ": " + what + " from a delegate made elsewhere");
        else if (!target.IsStatic || !IsCallbackTrampoline(target))
            problems.Add(Name(method) + ": " + what + " from " + Name(target) + ", not a static [MonoPInvokeCallback] method");
    }

    private static bool IsPInvoke(MethodBase method) { return (method.Attributes & MethodAttributes.PinvokeImpl) != 0; }

    private static bool IsDelegate(Type type)
    {
        if (type.IsByRef || type.IsPointer || type.IsArray) type = type.GetElementType();
        return typeof(Delegate).IsAssignableFrom(type);
    }

    // IL2CPP recognises the attribute by its name, whichever assembly declares it.
    private static bool IsCallbackTrampoline(MethodBase method)
    {
        return method.GetCustomAttributes(false).Any(a => a.GetType().Name == "MonoPInvokeCallbackAttribute");
    }

    private static bool IsReflection(MethodBase callee)
    {
        Type type = callee.DeclaringType;
        string ns = type.Namespace ?? "";
        if (ns.StartsWith("System.Reflection", StringComparison.Ordinal)) return true;
        if (ns.StartsWith("System.Linq.Expressions", StringComparison.Ordinal)) return true;
        if (type == typeof(Activator)) return true;
        if (type == typeof(Delegate) && callee.Name == "DynamicInvoke") return true;
        if (type == typeof(Type) && TypeLookups.Contains(callee.Name)) return true;
        if (type == typeof(Marshal) && MarshalReflection.Contains(callee.Name)) return true;
        return false;
    }

    private static string Name(MethodBase method) { return method.DeclaringType.FullName + "." + method.Name; }

    private static IEnumerable<Instruction> Decode(MethodBase method)
    {
        MethodBody body = method.GetMethodBody();
        if (body == null) yield break;
        byte[] il = body.GetILAsByteArray();
        Type[] typeArguments = method.DeclaringType.IsGenericType ? method.DeclaringType.GetGenericArguments() : null;
        Type[] methodArguments = method.IsGenericMethod ? method.GetGenericArguments() : null;
        int i = 0;
        while (i < il.Length)
        {
            short value = il[i++];
            if (value == 0xFE) value = unchecked((short)(0xFE00 | il[i++]));
            OpCode op = OpCodesByValue[value];
            MemberInfo operand = null;
            int size;
            switch (op.OperandType)
            {
                case OperandType.InlineNone: size = 0; break;
                case OperandType.ShortInlineBrTarget:
                case OperandType.ShortInlineI:
                case OperandType.ShortInlineVar: size = 1; break;
                case OperandType.InlineVar: size = 2; break;
                case OperandType.InlineI8:
                case OperandType.InlineR: size = 8; break;
                case OperandType.InlineSwitch: size = 4 + 4 * BitConverter.ToInt32(il, i); break;
                case OperandType.InlineMethod:
                case OperandType.InlineField:
                case OperandType.InlineType:
                case OperandType.InlineTok:
                    size = 4;
                    operand = method.Module.ResolveMember(BitConverter.ToInt32(il, i), typeArguments, methodArguments);
                    break;
                default: size = 4; break;
            }
            i += size;
            yield return new Instruction { Op = op, Operand = operand };
        }
    }
}
