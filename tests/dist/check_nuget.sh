#!/usr/bin/env bash
# The NuGet package, Bezique.V.nupkg, unpacked in an empty folder: its .nuspec (id, version,
# the contentFiles entry compiling cs/any), the C# sources (those of bindings/csharp/src but
# AssemblyInfo.cs), the props turning on unsafe code, the native library of each runtime (ELF
# x86-64, PE x86-64, a Mach-O with arm64 and x86_64) and the packaging parts; then a program
# compiled from the package's sources alone with Mono's mcs (C# 7.2, unsafe, as the props
# say) runs with runtimes/linux-x64/native. No .NET SDK or NuGet feed is reachable here, so
# no `dotnet restore` reads it: that part is documented only.
# Usage: check_nuget.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
nupkg=$(artifact "$dist/Bezique.$version.nupkg")
mkdir package && (cd package && unpack "$nupkg")
python3 - "$tmp/package" "$version" "$src/bindings/csharp/src" <<'PY'
import os, sys, xml.etree.ElementTree as ET
package, version, csharp = sys.argv[1:]
ns = {"n": "http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd"}
meta = ET.parse(os.path.join(package, "Bezique.nuspec")).getroot().find("n:metadata", ns)
assert meta.find("n:id", ns).text == "Bezique"
assert meta.find("n:version", ns).text == version, "nuspec version"
assert meta.find("n:license", ns).text == "MIT"
readme = meta.find("n:readme", ns).text
assert os.path.isfile(os.path.join(package, readme)), readme
files = meta.find("n:contentFiles/n:files", ns)
assert files.get("include") == "cs/any/**/*.cs" and files.get("buildAction") == "Compile", files.attrib
content = os.path.join(package, "contentFiles/cs/any/Bezique")
expected = sorted(f for f in os.listdir(csharp) if f.endswith(".cs") and f != "AssemblyInfo.cs")
assert sorted(os.listdir(content)) == expected, "contentFiles/cs/any/Bezique differs from bindings/csharp/src"
for name in expected:
    assert open(os.path.join(content, name), "rb").read() == open(os.path.join(csharp, name), "rb").read(), name
props = ET.parse(os.path.join(package, "build/Bezique.props")).getroot()
assert props.find("PropertyGroup/AllowUnsafeBlocks").text == "true"
def head(path, n=8):
    with open(os.path.join(package, path), "rb") as f:
        return f.read(n)
assert head("runtimes/linux-x64/native/libbezique.so")[:5] == b"\x7fELF\x02"
assert head("runtimes/win-x64/native/bezique.dll")[:2] == b"MZ"
assert head("runtimes/osx/native/libbezique.dylib")[:4] == b"\xca\xfe\xba\xbe", "not a universal Mach-O"
types = ET.parse(os.path.join(package, "[Content_Types].xml")).getroot()
tns = "{http://schemas.openxmlformats.org/package/2006/content-types}"
extensions = {d.get("Extension") for d in types.iter(tns + "Default")}
for root, _, names in os.walk(package):
    for name in names:
        if "." in name and name != "[Content_Types].xml":
            assert name.rsplit(".", 1)[1].lower() in extensions, "no content type for " + name
rels = open(os.path.join(package, "_rels/.rels")).read()
assert 'Target="/Bezique.nuspec"' in rels
print(f"Bezique.{version}.nupkg: nuspec, {len(expected)} C# sources, props, 3 runtimes, packaging parts")
PY
lipo=$(command -v llvm-lipo || command -v llvm-lipo-14)
[ "$("$lipo" -archs package/runtimes/osx/native/libbezique.dylib | xargs -n 1 | sort | xargs)" = "arm64 x86_64" ]
grep -q 'pei-x86-64' <(objdump -f package/runtimes/win-x64/native/bezique.dll)

mcs -langversion:7.2 -unsafe -nologo -warnaserror -out:consumer.exe package/contentFiles/cs/any/Bezique/*.cs \
  "$src/tests/dist/nuget/Program.cs"
LD_LIBRARY_PATH=$tmp/package/runtimes/linux-x64/native mono consumer.exe "$version"
