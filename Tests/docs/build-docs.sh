#!/usr/bin/env bash
# Builds the documentation site: one DocC archive per library product, merged into one static
# site at $1 (default .build/docs/site), served from its root.
#
# Symbol graphs come from the package's debug build (`swift build` must have run) through
# `swift symbolgraph-extract`, public symbols only. Swell's catalog gets each effect's
# animation, rendered by the package's own `swell render`. Every docc warning (an unresolved
# link, a parameter documented that does not exist, an image that is missing) fails the
# build, and so does a public symbol without a doc comment.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/.build/docs/site}
work=$root/.build/docs/work
swift=${SWIFT:-swift}
modules=(Swell SwellLottie SwellCairo SwellExport SwellGTK)

cd "$root"
bin=$($swift build --show-bin-path)
triple=$($swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v "$swift")")")/docc")

rm -rf "$work" "$out"
mkdir -p "$work" "$(dirname "$out")"

# The C modules' maps and headers, so that the extractor can load modules importing them.
clang_args=()
for map in Sources/C*/module.modulemap; do clang_args+=(-Xcc "-fmodule-map-file=$map"); done
for dir in $(pkg-config --cflags-only-I cairo gtk4 libwebp libwebpdemux libwebpmux | tr ' ' '\n' | sed -n 's/^-I//p' | sort -u); do
  clang_args+=(-Xcc "-I$dir")
done

# Swell's catalog, staged with the effects' animations (GIF: DocC does not take WebP).
stage=$work/Swell.docc
cp -R Sources/Swell/Swell.docc "$stage"
mkdir -p "$stage/Resources"
for style in wave bend ripple bounce elastic; do
  "$bin/swell" render "$style" --out "$stage/Resources/$style.gif" \
    --width 320 --height 240 --scale 1 --fps 20 >/dev/null
done

archives=()
for module in "${modules[@]}"; do
  graphs=$work/graphs/$module
  mkdir -p "$graphs"
  "$swift" symbolgraph-extract -module-name "$module" -target "$triple" \
    -I "$bin/Modules" "${clang_args[@]}" -output-dir "$graphs" \
    -minimum-access-level public -skip-synthesized-members -skip-inherited-docs \
    -emit-extension-block-symbols
  catalog=Sources/$module/$module.docc
  [[ $module == Swell ]] && catalog=$stage
  lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
  if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.swell.$lower" \
    --output-path "$work/$module.doccarchive" --warnings-as-errors \
    >"$work/$module.log" 2>&1; then
    grep -E 'error|warning' -A4 "$work/$module.log" >&2 || cat "$work/$module.log" >&2
    echo "docs: $module has documentation problems (above)" >&2
    exit 1
  fi
  python3 Tests/docs/coverage.py "$module" "$graphs"
  archives+=("$work/$module.doccarchive")
done

"$docc" merge "${archives[@]}" --output-path "$work/Swell-package.doccarchive" \
  --synthesized-landing-page-name Swell --synthesized-landing-page-kind Package >"$work/merge.log"
cp -R "$work/Swell-package.doccarchive" "$out"
# The site's root otherwise shows DocC's "page can't be found": send it to the package's page.
printf '%s\n' '<!doctype html><meta charset="utf-8"><title>Swell</title>' \
  '<meta http-equiv="refresh" content="0; url=documentation/">' \
  '<a href="documentation/">Swell documentation</a>' >"$out/index.html"
echo "docs: $out (serve it: python3 -m http.server -d $out, then open it)"
