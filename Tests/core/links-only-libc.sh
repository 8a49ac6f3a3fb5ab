#!/usr/bin/env bash
# The portable core: Swell and SwellLottie, each linked as a shared library on its own, may
# need nothing but the Swift runtime (libswift*), libc and libm — no Foundation, no Dispatch,
# no C library of the renderers. Their sources import nothing else either.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }

for target in Swell SwellLottie; do
  bad=$(grep -rhoE --include='*.swift' '^\s*(@_exported |internal |public )?import [A-Za-z_]+' "Sources/$target" \
    | awk '{print $NF}' | sort -u | grep -vxE 'Swell|Glibc|Musl|Darwin' || true)
  [ -z "$bad" ] || fail "$target imports: $bad"
done

swiftc -emit-module -emit-library -package-name swell -module-name Swell -parse-as-library \
  $(find Sources/Swell -name '*.swift') -o "$work/libSwell.so" -emit-module-path "$work/Swell.swiftmodule"
swiftc -emit-library -package-name swell -module-name SwellLottie -parse-as-library \
  -I "$work" -L "$work" -lSwell $(find Sources/SwellLottie -name '*.swift') \
  -o "$work/libSwellLottie.so"

for library in libSwell.so libSwellLottie.so; do
  needed=$(readelf -d "$work/$library" | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p')
  others=$(echo "$needed" | grep -vE '^(libswift[A-Za-z_]*\.so|libc\.so\.6|libm\.so\.6|libSwell\.so)$' || true)
  [ -z "$others" ] || fail "$library needs: $others"
  echo "ok: $library needs only $(echo $needed | tr '\n' ' ')"
done
