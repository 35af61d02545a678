#!/usr/bin/env python3
"""Checks the Unity package tarball as a Unity user receives it (CTest unity.package).

Unpacks the .tgz into a temporary folder and checks: npm's layout (everything under package/);
package.json (name, version = the project's, minimum Unity version, the other fields, samples);
a .meta for every file and folder Unity imports, none without its asset, GUIDs of 32 lowercase
hex digits, unique, equal to MD5("<name>/<path>") (the same in every build); the Runtime holds
exactly the C# sources of bindings/csharp/src; each native plugin is the right kind of file for
its platform (the Linux one a Release build without debug information; the macOS one holds
arm64 and x86_64 and exports exactly the packaged header's functions; the source plugin is the
amalgamation and its header), and its .meta enables exactly its platforms and CPU, and lets a
project's plugin of the same name override it. Then compiles the Runtime and the sample with
mcs (C# 7.2) as their .asmdef files say, against the UnityEngine stand-in, with the defines of
each kind of player, and runs PlayPackage.exe with the packaged Linux plugin (a whole game of
every preset, the sample's buttons, IL2CPP rules, the library name each player loads).
The source plugin's compilation is tested by check_source_plugin.sh.
"""
import argparse
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

# Where each plugin goes (its files), and the (group, platform) entries its PluginImporter
# enables, with the settings each must have. Every other entry must be disabled.
PLUGINS = {
    "linux": (["Runtime/Plugins/Linux/x86_64/libbezique.so"],
              {("Editor", "Editor"): {"OS": "Linux", "CPU": "x86_64"},
               ("Standalone", "Linux64"): {"CPU": "x86_64"}}),
    "windows": (["Runtime/Plugins/Windows/x86_64/bezique.dll"],
                {("Editor", "Editor"): {"OS": "Windows", "CPU": "x86_64"},
                 ("Standalone", "Win64"): {"CPU": "x86_64"}}),
    "macos": (["Runtime/Plugins/macOS/libbezique.dylib"],
              {("Editor", "Editor"): {"OS": "OSX", "CPU": "AnyCPU"},
               ("Standalone", "OSXUniversal"): {"CPU": "AnyCPU"}}),
    # Compiled by Unity into IL2CPP players; iOS (Xcode) takes per-file flags, and the engine
    # is C++17 (docs/unity.md, "The C++ standard").
    "source": (["Runtime/Plugins/Source/bezique.cpp", "Runtime/Plugins/Source/bezique/bezique.h"],
               {("Android", "Android"): {},
                ("WebGL", "WebGL"): {},
                ("iPhone", "iOS"): {"CompileFlags": "-std=c++17"}}),
}
# The platform each enabled entry stands for in the "Any" entry's Exclude settings.
EXCLUDE_NAMES = {("Editor", "Editor"): "Editor", ("Standalone", "Linux64"): "Linux64",
                 ("Standalone", "Win64"): "Win64", ("Standalone", "OSXUniversal"): "OSXUniversal",
                 ("Android", "Android"): "Android", ("WebGL", "WebGL"): "WebGL", ("iPhone", "iOS"): "iOS"}

# The library name each kind of player loads, by the defines Unity sets for it: the source
# plugin is linked into WebGL, iOS and Android IL2CPP players ("__Internal"); the editors,
# the standalone players and Android with Mono load the shared library.
LIBRARY_NAMES = [
    ("UNITY_EDITOR;UNITY_EDITOR_LINUX;ENABLE_MONO", "bezique"),
    ("UNITY_STANDALONE_LINUX;ENABLE_MONO", "bezique"),
    ("UNITY_STANDALONE_LINUX;ENABLE_IL2CPP", "bezique"),
    ("UNITY_STANDALONE_WIN;ENABLE_IL2CPP", "bezique"),
    ("UNITY_STANDALONE_OSX;ENABLE_MONO", "bezique"),
    ("UNITY_ANDROID;ENABLE_MONO", "bezique"),
    ("UNITY_ANDROID;ENABLE_IL2CPP", "__Internal"),
    ("UNITY_WEBGL;ENABLE_IL2CPP", "__Internal"),
    ("UNITY_IOS;ENABLE_IL2CPP", "__Internal"),
    ("UNITY_ANDROID;ENABLE_IL2CPP;UNITY_EDITOR", "bezique"),
    ("UNITY_WEBGL;ENABLE_IL2CPP;UNITY_EDITOR", "bezique"),
    ("UNITY_IOS;ENABLE_IL2CPP;UNITY_EDITOR", "bezique"),
]

MCS_FLAGS = ["-langversion:7.2", "-nologo", "-warnaserror", "-debug"]


class Checks:
    def __init__(self):
        self.failures = []

    def check(self, ok, what):
        if not ok:
            self.failures.append(what)
            print("FAILED:", what)
        return ok


def unpack(tarball, into, checks):
    with tarfile.open(tarball, "r:gz") as archive:
        members = archive.getmembers()
        for m in members:
            checks.check((m.name == "package" or m.name.startswith("package/")) and ".." not in m.name.split("/"),
                         f"archive member outside package/: {m.name}")
            checks.check(m.isfile() or m.isdir(), f"archive member is not a file or folder: {m.name}")
        archive.extractall(into, members=[m for m in members if m.isfile() or m.isdir()])
    print(f"{tarball}: {len(members)} entries")
    return Path(into) / "package"


def check_manifest(root, args, checks):
    manifest = json.loads((root / "package.json").read_text(encoding="utf-8"))
    checks.check(manifest.get("name") == args.name, f"package.json name {manifest.get('name')!r}")
    checks.check(re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+){2,}", manifest.get("name", "")) is not None,
                 "package.json name is not in reverse-domain form")
    checks.check(manifest.get("version") == args.version,
                 f"package.json version {manifest.get('version')!r}, the project's is {args.version}")
    checks.check(re.fullmatch(r"20[0-9]{2}\.[1-4]", manifest.get("unity", "")) is not None,
                 f"package.json unity {manifest.get('unity')!r} is not a Unity version like 2022.3")
    for field in ("displayName", "description", "license"):
        checks.check(bool(manifest.get(field)), f"package.json has no {field}")
    if "documentationUrl" in manifest:
        checks.check(manifest["documentationUrl"].startswith("https://"), "documentationUrl is not https")
    samples = manifest.get("samples", [])
    checks.check(len(samples) > 0, "package.json lists no sample")
    for sample in samples:
        path = sample.get("path", "")
        checks.check(path.startswith("Samples~/") and (root / path).is_dir(), f"sample path {path!r} is not a folder")
        checks.check(bool(sample.get("displayName")) and bool(sample.get("description")), f"sample {path} unnamed")
    print(f"package.json: {manifest['name']} {manifest['version']}, Unity {manifest.get('unity')}+,"
          f" {len(samples)} sample(s)")
    return manifest


def imported(path):
    """Whether Unity imports this path of the package (and so needs its .meta)."""
    parts = path.split("/")
    return not parts[-1].endswith("~") and parts[0] != "Documentation~"


def check_metas(root, name, checks):
    entries = sorted(p.relative_to(root).as_posix() for p in root.rglob("*"))
    assets = [e for e in entries if not e.endswith(".meta")]
    metas = {e[:-len(".meta")] for e in entries if e.endswith(".meta")}
    guids = {}
    for asset in assets:
        if not imported(asset):
            checks.check(asset not in metas, f"{asset} has a .meta but Unity never imports it")
            continue
        if not checks.check(asset in metas, f"{asset} has no .meta"):
            continue
        text = (root / (asset + ".meta")).read_text(encoding="utf-8")
        match = re.search(r"^guid: (\S+)$", text, re.MULTILINE)
        guid = match.group(1) if match else ""
        checks.check(re.fullmatch(r"[0-9a-f]{32}", guid) is not None, f"{asset}.meta: GUID {guid!r}")
        checks.check(guid not in guids, f"{asset}.meta: GUID {guid} also belongs to {guids.get(guid)}")
        guids[guid] = asset
        derived = hashlib.md5(f"{name}/{asset}".encode()).hexdigest()
        checks.check(guid == derived, f"{asset}.meta: GUID {guid} is not MD5('{name}/{asset}') = {derived}")
        is_folder = (root / asset).is_dir()
        checks.check(("folderAsset: yes" in text) == is_folder, f"{asset}.meta: folderAsset does not match")
    for orphan in sorted(metas - set(assets)):
        checks.check(False, f"{orphan}.meta has no asset")
    print(f".meta files: {len(guids)} assets, every GUID unique and derived from the path")


def plugin_settings(meta_text):
    """The PluginImporter's platformData as {(group, platform): (enabled, {setting: value})}."""
    block = meta_text.split("  platformData:\n", 1)[1].split("\n  userData:", 1)[0]
    entries = {}
    for chunk in block.split("  - first:\n")[1:]:
        lines = chunk.splitlines()
        key = lines[0].strip()
        group, _, platform = key.partition(":")
        group = group.strip().strip("'")
        platform = platform.strip()
        enabled = None
        settings = {}
        in_settings = False
        for line in lines[1:]:
            stripped = line.strip()
            if stripped.startswith("enabled:"):
                enabled = int(stripped.split(":", 1)[1])
            elif stripped.startswith("settings:"):
                in_settings = stripped == "settings:"
            elif in_settings and ":" in stripped:
                k, _, v = stripped.partition(":")
                settings[k.strip()] = v.strip()
        entries[(group, platform)] = (enabled, settings)
    return entries


def elf_sections(data):
    """Section names of a 64-bit little-endian ELF file, and its machine and type."""
    e_type, e_machine = struct.unpack_from("<HH", data, 16)
    e_shoff, = struct.unpack_from("<Q", data, 40)
    e_shentsize, e_shnum, e_shstrndx = struct.unpack_from("<HHH", data, 58)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, e_shoff + i * e_shentsize) for i in range(e_shnum)]
    strtab = headers[e_shstrndx]
    names = data[strtab[4]:strtab[4] + strtab[5]]
    return [names[h[0]:names.index(b"\0", h[0])].decode() for h in headers], e_machine, e_type


def check_plugin_file(platform, data, checks):
    if platform == "linux":
        if not checks.check(data[:4] == b"\x7fELF" and data[4] == 2, "the Linux plugin is not a 64-bit ELF file"):
            return
        sections, machine, kind = elf_sections(data)
        checks.check(machine == 62 and kind == 3, "the Linux plugin is not an x86_64 shared object")
        debug = [s for s in sections if s.startswith(".debug")]
        checks.check(not debug, f"the Linux plugin has debug information: {debug}")
        # The portable build (preset linux-x64-portable) carries its C++ runtime: players on
        # systems without a recent libstdc++ load it.
        checks.check(b"libstdc++.so" not in data, "the Linux plugin needs the system's libstdc++ (not the portable build)")
        return "x86_64 shared object, no debug information" + ("" if ".symtab" in sections else ", stripped")
    if platform == "windows":
        pe = struct.unpack_from("<I", data, 0x3C)[0]
        ok = data[:2] == b"MZ" and data[pe:pe + 4] == b"PE\0\0"
        if not checks.check(ok, "the Windows plugin is not a PE file"):
            return
        machine, = struct.unpack_from("<H", data, pe + 4)
        characteristics, = struct.unpack_from("<H", data, pe + 22)
        checks.check(machine == 0x8664 and characteristics & 0x2000, "the Windows plugin is not an x86_64 DLL")
        return "x86_64 DLL"


# Mach-O CPU types (mach/machine.h): CPU_TYPE_X86_64 and CPU_TYPE_ARM64.
MACHO_CPUS = {0x01000007: "x86_64", 0x0100000C: "arm64"}


def check_macos_plugin(path, args, checks):
    data = path.read_bytes()
    # A universal file: the fat header (big-endian), one entry per architecture.
    if not checks.check(data[:4] == b"\xca\xfe\xba\xbe", "the macOS plugin is not a universal (fat) Mach-O file"):
        return
    count, = struct.unpack_from(">I", data, 4)
    archs = []
    for i in range(count):
        cputype, _, offset, _, _ = struct.unpack_from(">iiIII", data, 8 + 20 * i)
        archs.append(MACHO_CPUS.get(cputype, hex(cputype)))
        magic, _, _, filetype, ncmds = struct.unpack_from("<IiiII", data, offset)
        checks.check(magic == 0xFEEDFACF and filetype == 6, f"the macOS plugin's {archs[-1]} part is not a 64-bit dylib")
        commands, dylibs, at = set(), [], offset + 32
        for _ in range(ncmds):
            cmd, cmdsize = struct.unpack_from("<II", data, at)
            commands.add(cmd)
            if cmd in (0xC, 0x80000018, 0x8000001F):  # LC_LOAD_DYLIB, LC_LOAD_WEAK_DYLIB, LC_REEXPORT_DYLIB
                name_at, = struct.unpack_from("<I", data, at + 8)
                dylibs.append(data[at + name_at:at + cmdsize].split(b"\0", 1)[0].decode())
            at += cmdsize
        # The C++ runtime is linked in: the library needs nothing of the system but libSystem.
        checks.check(dylibs == ["/usr/lib/libSystem.B.dylib"], f"the macOS plugin's {archs[-1]} part loads {dylibs}")
        # LC_CODE_SIGNATURE: Apple silicon loads no arm64 code without a signature (ad-hoc at least).
        if archs[-1] == "arm64":
            checks.check(0x1D in commands, "the macOS plugin's arm64 part is not signed (not even ad hoc)")
    checks.check(sorted(archs) == ["arm64", "x86_64"], f"the macOS plugin holds {archs}, not arm64 and x86_64")
    # Its exports: exactly the bzq_ functions of the packaged header, in each architecture.
    header = (path.parents[1] / "Source/bezique/bezique.h").read_text(encoding="utf-8")
    declared = sorted(set(re.findall(r"BZQ_CALL (bzq_[a-z0-9_]+)", header)))
    for arch in sorted(archs):
        out = subprocess.run([args.nm, "-gU", f"--arch={arch}", str(path)], check=True, capture_output=True,
                             text=True).stdout
        exported = sorted({line.split()[-1][1:] for line in out.splitlines()
                           if line.split() and line.split()[-1].startswith("_bzq_")})
        checks.check(exported == declared, f"the macOS plugin's {arch} exports {len(exported)} bzq_ functions, "
                     f"the header declares {len(declared)}: {sorted(set(exported) ^ set(declared))[:10]}")
    return f"universal Mach-O dylib ({', '.join(sorted(archs))}) exporting the header's {len(declared)} functions"


def check_source_plugin(path, checks):
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".h":
        checks.check("BZQ_CALL bzq_game_new" in text and re.search(r'^\s*#\s*include\s*"', text, re.MULTILINE) is None,
                     f"{path.name} is not the amalgamation's self-contained bezique.h")
        return "the C ABI's header"
    checks.check(text.startswith("/* bezique ") and "generated by scripts/amalgamate.py" in text,
                 "bezique.cpp is not the amalgamation")
    checks.check(re.search(r'^\s*#\s*include\s*"', text, re.MULTILINE) is None,
                 "bezique.cpp includes a header of its own: Unity compiles it alone")
    return f"the amalgamation, {text.count(chr(10))} lines"


def check_plugins(root, expected, args, checks):
    found = sorted(p.relative_to(root).as_posix() for p in (root / "Runtime/Plugins").rglob("*")
                   if p.is_file() and p.suffix != ".meta")
    wanted = sorted(path for p in expected for path in PLUGINS[p][0])
    checks.check(found == wanted, f"plugins {found}, expected {wanted}")
    sizes = {}
    for platform in expected:
        paths, enabled_entries = PLUGINS[platform]
        for path in paths:
            if not (root / path).is_file():
                continue
            if platform == "macos":
                kind = check_macos_plugin(root / path, args, checks)
            elif platform == "source":
                kind = check_source_plugin(root / path, checks)
            else:
                kind = check_plugin_file(platform, (root / path).read_bytes(), checks)
            meta = (root / (path + ".meta")).read_text(encoding="utf-8")
            checks.check(re.search(r"^  isOverridable: 1$", meta, re.MULTILINE) is not None,
                         f"{path}.meta: isOverridable is not 1 (a project's own plugin of that name could not replace it)")
            entries = plugin_settings(meta)
            enabled = {key for key, (on, _) in entries.items() if on == 1}
            checks.check(enabled == set(enabled_entries),
                         f"{path}.meta enables {sorted(enabled)}, not {sorted(enabled_entries)}")
            any_enabled, any_settings = entries.get(("", "Any"), (1, {}))
            checks.check(any_enabled == 0, f"{path}.meta leaves Any Platform on")
            for key, name in EXCLUDE_NAMES.items():
                excluded = any_settings.get(f"Exclude {name}")
                checks.check(excluded == ("0" if key in enabled_entries else "1"),
                             f"{path}.meta: Exclude {name} is {excluded!r}")
            for key, settings in enabled_entries.items():
                actual = entries.get(key, (0, {}))[1]
                for setting, value in settings.items():
                    checks.check(actual.get(setting) == value,
                                 f"{path}.meta {key}: {setting} is {actual.get(setting)!r}, not {value!r}")
            size = (root / path).stat().st_size
            sizes[path.rsplit("/", 1)[-1]] = size
            print(f"plugin {platform}: {path}, {size} bytes, {kind}; enables {sorted(enabled)}")
    return sizes


def check_runtime_sources(root, csharp_src, checks):
    packaged = {p.name: p.read_bytes() for p in (root / "Runtime").glob("*.cs")}
    sources = {p.name: p.read_bytes() for p in Path(csharp_src).glob("*.cs")}
    checks.check(packaged == sources, "Runtime/*.cs are not exactly bindings/csharp/src/*.cs: " +
                 str(sorted(set(packaged) ^ set(sources)) or "contents differ"))
    print(f"Runtime: the {len(sources)} C# sources of bindings/csharp/src")


def mcs(args, out, sources, flags=(), references=()):
    command = [args.mcs, *MCS_FLAGS, *flags, f"-out:{out}"]
    command += [f"-r:{r}" for r in references] + [str(s) for s in sources]
    subprocess.run(command, check=True)


def compile_and_play(root, args, work, checks):
    asmdef = json.loads((root / "Runtime/Bezique.asmdef").read_text(encoding="utf-8"))
    runtime_flags = ["-target:library"] + (["-unsafe"] if asmdef.get("allowUnsafeCode") else [])
    runtime_sources = sorted((root / "Runtime").glob("*.cs"))
    checks.check(asmdef.get("noEngineReferences") is True, "the Runtime's asmdef references UnityEngine")
    harness = Path(args.harness)

    mcs(args, work / "Bezique.dll", runtime_sources, runtime_flags)
    library_names = []
    for defines, name in LIBRARY_NAMES:
        out = work / f"Bezique.{defines.replace(';', '.')}.dll"
        mcs(args, out, runtime_sources, runtime_flags + [f"-define:{defines}"])
        library_names += ["--library-name", str(out), name]
    mcs(args, work / "UnityEngine.dll", [harness / "UnityEngineStub.cs"], ["-target:library"])

    references = [work / "Bezique.dll", work / "UnityEngine.dll"]
    for sample_asmdef in sorted(root.glob("Samples~/*/*.asmdef")):
        sample = json.loads(sample_asmdef.read_text(encoding="utf-8"))
        checks.check(sample.get("references") == [asmdef["name"]], f"{sample_asmdef.name} does not reference {asmdef['name']}")
        out = work / f"{sample['name']}.dll"
        mcs(args, out, sorted(sample_asmdef.parent.rglob("*.cs")),
            ["-target:library"] + (["-unsafe"] if sample.get("allowUnsafeCode") else []),
            [work / "Bezique.dll"] + ([] if sample.get("noEngineReferences") else [work / "UnityEngine.dll"]))
        references.append(out)
    print("mcs (C# 7.2): the Runtime, for " + str(len(LIBRARY_NAMES) + 1) + " sets of defines; the sample(s)")

    mcs(args, work / "AotAccepted.dll", [harness / "AotFixture.cs"], ["-target:library"])
    mcs(args, work / "AotRejected.dll", [harness / "AotFixture.cs"], ["-target:library", "-define:BREAK_AOT_RULES"])
    mcs(args, work / "PlayPackage.exe", [harness / "PlayPackage.cs", harness / "AheadOfTimeCheck.cs"],
        ["-target:exe"], references + ["System.Core.dll"])

    plugin = root / PLUGINS["linux"][0][0]
    env = dict(os.environ, LD_LIBRARY_PATH=str(plugin.parent), MONO_ENV_OPTIONS="--debug")
    result = subprocess.run([args.mono, str(work / "PlayPackage.exe"), "--plugin", str(plugin), "--version", args.version,
                             "--aot-accepted", str(work / "AotAccepted.dll"), "--aot-rejected", str(work / "AotRejected.dll"),
                             *library_names], cwd=work, env=env)
    checks.check(result.returncode == 0, "PlayPackage.exe failed")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tarball", required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--plugins", required=True, help="comma-separated: linux,windows,macos,source")
    parser.add_argument("--csharp-src", required=True)
    parser.add_argument("--mcs", required=True)
    parser.add_argument("--mono", required=True)
    parser.add_argument("--harness", required=True, help="the folder of PlayPackage.cs and the stand-in")
    parser.add_argument("--nm", default="llvm-nm", help="LLVM's nm, which reads the macOS plugin's exports")
    args = parser.parse_args()

    checks = Checks()
    expected = args.plugins.split(",")
    checks.check(Path(args.tarball).name == f"{args.name}-{args.version}.tgz", f"tarball named {Path(args.tarball).name}")
    with tempfile.TemporaryDirectory(prefix="unity-package-") as temp:
        root = unpack(args.tarball, temp, checks)
        for required in ("package.json", "README.md", "LICENSE.md", "CHANGELOG.md", "Documentation~/unity.md",
                         "Runtime/Bezique.asmdef"):
            checks.check((root / required).is_file(), f"no {required}")
        check_manifest(root, args, checks)
        check_metas(root, args.name, checks)
        check_runtime_sources(root, args.csharp_src, checks)
        sizes = check_plugins(root, expected, args, checks)
        work = Path(temp) / "build"
        work.mkdir()
        compile_and_play(root, args, work, checks)
    print(f"tarball: {os.path.getsize(args.tarball)} bytes; plugins: " +
          ", ".join(f"{p} {s} bytes" for p, s in sizes.items()))
    if checks.failures:
        print(f"{len(checks.failures)} checks FAILED")
        return 1
    print("unity package checks: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
