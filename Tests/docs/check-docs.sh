#!/usr/bin/env bash
# The documentation does not rot: builds the site (failing on any docc warning or an
# undocumented public symbol), serves it on a local port and opens its pages in headless
# Chromium: the package's landing page, Swell's, an article with its five animations, symbol
# pages with their doc comments, each with no console error and no failed request.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
site=$root/.build/docs/site
shots=$root/.build/docs/shots
"$root/Tests/docs/build-docs.sh" "$site"

port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
/usr/bin/python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" \
  >"$root/.build/docs/http.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -sf "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
  sleep 0.1
done

base=http://127.0.0.1:$port
rm -rf "$shots"
/usr/bin/python3 "$root/Tests/docs/browser_check.py" --shots "$shots" \
  "$base/|SwellGTK" \
  "$base/documentation/swell/|Pull-to-refresh animations|1" \
  "$base/documentation/swell/effects/|a curtain stretches down to the list|5" \
  "$base/documentation/swell/writingastyle/|A dot that grows with the pull" \
  "$base/documentation/swell/studio/|Tune an effect on a live list" \
  "$base/documentation/swell/refreshsession/|The one object a host talks to" \
  "$base/documentation/swellgtk/refreshscrollview/|GtkWidget"
echo "docs: screenshots in $shots"
