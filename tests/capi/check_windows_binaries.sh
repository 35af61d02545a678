#!/usr/bin/env bash
# Checks the Windows build's binaries with objdump (MinGW-w64 binutils):
#   - bezique.dll exports exactly the bzq_ functions the header declares (the same set as the
#     Linux library, which capi.exports checks against the same header);
#   - bezique.dll imports only Windows system DLLs: the MinGW runtime is linked in;
#   - a program linked with the static library exports no bzq_ function.
# Usage: check_windows_binaries.sh OBJDUMP bezique.h bezique.dll program-linking-the-static-lib.exe
set -euo pipefail
objdump=$1 header=$2 dll=$3 static_exe=$4

exports() { "$objdump" -p "$1" | awk '/\[Ordinal\/Name Pointer\] Table/ {on=1; next} on && /^\t\[/ {print $NF} on && /^$/ {on=0}'; }
imports() { "$objdump" -p "$1" | awk '/DLL Name:/ {print $3}'; }

declared=$(grep -o 'BZQ_CALL bzq_[a-z0-9_]*' "$header" | sed 's/BZQ_CALL //' | sort -u)
exported=$(exports "$dll" | sort -u)
if [ "$declared" != "$exported" ]; then
  echo "$(basename "$dll") exports differ from the header's declarations:"
  diff <(echo "$declared") <(echo "$exported") | sed 's/^< /  declared, not exported: /; s/^> /  exported, not declared: /' | grep -v '^[0-9]'
  exit 1
fi
echo "$(basename "$dll"): $(echo "$declared" | wc -l) functions declared and exported, nothing else"

# Windows' own DLLs: the kernel, the C runtime (msvcrt or the UCRT's api sets) and the system APIs.
system='^(kernel32|msvcrt|ucrtbase|ntdll|advapi32|user32|bcrypt|ws2_32|shell32|ole32|api-ms-win-[a-z0-9-]+)\.dll$'
bad=$(imports "$dll" | grep -viE "$system" || true)
echo "$(basename "$dll") imports: $(imports "$dll" | tr '\n' ' ')"
if [ -n "$bad" ]; then
  echo "$(basename "$dll") imports DLLs that are not part of Windows: $bad"
  exit 1
fi

leaked=$(exports "$static_exe" | grep '^bzq_' || true)
if [ -n "$leaked" ]; then
  echo "$(basename "$static_exe"), linked with the static library, exports: $(echo "$leaked" | head -n 5 | tr '\n' ' ')..."
  exit 1
fi
echo "$(basename "$static_exe") (static library) exports no bzq_ function"
