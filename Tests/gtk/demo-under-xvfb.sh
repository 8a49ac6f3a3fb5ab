#!/usr/bin/env bash
# Drives swell-demo under a virtual X server the way a person would: a real mouse drag pulls
# the list down, and screenshots plus the demo's --log output show that
#   1. the refresh header is drawn during the pull,
#   2. the refresh action ran and added rows,
#   3. the new rows are on screen and the header is gone afterwards,
#   4. nothing ticks once the view is at rest (no idle CPU).
#
# usage: Tests/gtk/demo-under-xvfb.sh [path/to/swell-demo]
# Screenshots and the log are kept in $SWELL_GTK_ARTIFACTS (default: a temporary directory).
# Needs: xvfb-run, xdotool, ImageMagick (import, convert, compare).
set -euo pipefail

if [[ "${1:-}" != "--inside-xvfb" ]]; then
  demo=${1:-.build/debug/swell-demo}
  [[ -x "$demo" ]] || { echo "FAIL: $demo is not built (swift build --product swell-demo)" >&2; exit 1; }
  for tool in xvfb-run xdotool import convert compare; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is not installed (make deps)" >&2; exit 1; }
  done
  export SWELL_GTK_ARTIFACTS=${SWELL_GTK_ARTIFACTS:-$(mktemp -d /tmp/swell-gtk.XXXXXX)}
  mkdir -p "$SWELL_GTK_ARTIFACTS"
  # No D-Bus session under Xvfb: GTK_A11Y=none stops the accessibility bridge looking for one.
  export GTK_A11Y=none
  # Software rendering: Xvfb has no GL, and GTK's cairo renderer is deterministic.
  export GSK_RENDERER=cairo
  exec xvfb-run -a -s "-screen 0 640x800x24 -nolisten tcp" \
    bash "$0" --inside-xvfb "$(realpath "$demo")"
fi

demo=$2
out=$SWELL_GTK_ARTIFACTS
log=$out/demo.log
started=$SECONDS
fail() {
  echo "FAIL: $*" >&2
  echo "  log ($log):" >&2
  sed 's/^/    /' "$log" >&2 || true
  echo "  screenshots: $out" >&2
  exit 1
}
pass() { echo "ok: $*"; }

# Waits up to $2 seconds for a line of the log matching the regular expression $1.
wait_for_log() {
  local deadline=$((SECONDS + $2))
  until grep -Eq "$1" "$log"; do
    ((SECONDS < deadline)) || fail "no log line matching '$1' within $2 s"
    sleep 0.05
  done
}

# Waits up to $3 seconds until $2 lines of the log match the regular expression $1.
wait_for_count() {
  local deadline=$((SECONDS + $3))
  until (($(grep -Ec "$1" "$log") >= $2)); do
    ((SECONDS < deadline)) || fail "fewer than $2 log lines matching '$1' within $3 s"
    sleep 0.05
  done
}

# Mean of a region (WxH+X+Y) of a screenshot, per channel, as "r g b" in 0…1.
mean_rgb() {
  convert "$1" -crop "$2" +repage -format '%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]' info:
}

# The fraction (0…1) of pixels that differ (beyond 8 % fuzz) between two screenshots in a region.
changed_fraction() {
  local pixels
  pixels=$(compare -metric AE -fuzz 8% <(convert "$1" -crop "$3" +repage png:-) \
    <(convert "$2" -crop "$3" +repage png:-) null: 2>&1 >/dev/null || true)
  local w=${3%%x*} rest=${3#*x}
  local h=${rest%%+*}
  awk -v p="${pixels%% *}" -v n=$((w * h)) 'BEGIN { printf "%.3f", p / n }'
}

# Bad options fail fast, before any window: exit 64 with "Error: …" on stderr.
set +e
"$demo" --style nope >/dev/null 2>"$out/bad-option.err"
status=$?
set -e
((status == 64)) || fail "--style nope exited $status, expected 64"
grep -q '^Error: ' "$out/bad-option.err" || fail "--style nope printed no 'Error: …'"
pass "bad option: exit 64, $(head -1 "$out/bad-option.err")"

"$demo" --style wave --log --quit-after 40 >"$log" 2>"$out/demo.err" &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT

wait_for_log '^ready ' 15
window=$(xdotool search --sync --onlyvisible --name '^Swell' | head -1)
[[ -n "$window" ]] || fail "no visible Swell window"
eval "$(xdotool getwindowgeometry --shell "$window")"  # X, Y, WIDTH, HEIGHT
# The list's rectangle in the window, as the demo reports it: list=x,y,w,h.
IFS=, read -r lx ly lw lh < <(grep -m1 -o 'list=[0-9,]*' "$log" | cut -d= -f2)
list_x=$((X + lx))
list_y=$((Y + ly))
pass "window $window at $X,$Y ${WIDTH}x$HEIGHT, list at $list_x,$list_y ${lw}x$lh"

# The band where the header appears when pulled: the top 60 pt of the list.
band="$((lw - 20))x60+$((list_x + 10))+$((list_y + 4))"
first_row="$((lw - 20))x30+$((list_x + 10))+$((list_y + 8))"
sleep 0.3
import -window root "$out/1-before.png"

# A real drag: press in the list, move down 260 px in small steps, hold, release.
grab_x=$((list_x + lw / 2))
grab_y=$((list_y + 120))
xdotool mousemove "$grab_x" "$grab_y"
sleep 0.1
xdotool mousedown 1
for step in $(seq 1 26); do
  xdotool mousemove "$grab_x" $((grab_y + step * 10))
  sleep 0.02
done
sleep 0.4
wait_for_log '^state armed ' 3
import -window root "$out/2-pulled.png"
xdotool mouseup 1

changed=$(changed_fraction "$out/1-before.png" "$out/2-pulled.png" "$band")
awk -v c="$changed" 'BEGIN { exit !(c > 0.3) }' \
  || fail "the header band barely changed during the pull ($changed of its pixels)"
pass "header drawn during the pull: $changed of the band's pixels changed"

wait_for_log '^state refreshing ' 3
wait_for_log '^action started ' 3
import -window root "$out/3-refreshing.png"
changed=$(changed_fraction "$out/1-before.png" "$out/3-refreshing.png" "$band")
awk -v c="$changed" 'BEGIN { exit !(c > 0.3) }' \
  || fail "no header while refreshing ($changed of the band's pixels changed)"
pass "header drawn while refreshing: $changed of the band's pixels changed"

wait_for_log '^rows [0-9]+ ' 10
wait_for_log '^state idle ' 5
before_rows=$(grep -m1 -oE '^rows [0-9]+' "$log" | cut -d' ' -f2)
after_rows=$(grep -oE '^rows [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
((after_rows > before_rows)) || fail "rows did not grow: $before_rows → $after_rows"
grep -q '^action started ' "$log" || fail "the refresh action never started"
((1 == $(grep -c '^action started ' "$log"))) || fail "more than one action for one pull"
pass "the action ran once and added rows: $before_rows → $after_rows"

sleep 0.5
import -window root "$out/4-after.png"
# New rows are tinted (the demo's CSS: a warm yellow); the first row was white before.
read -r r0 g0 b0 < <(mean_rgb "$out/1-before.png" "$first_row")
read -r r1 g1 b1 < <(mean_rgb "$out/4-after.png" "$first_row")
awk -v r="$r1" -v b="$b1" 'BEGIN { exit !(r - b > 0.05) }' \
  || fail "the first row is not a new (tinted) row after the refresh: rgb $r1 $g1 $b1"
pass "new rows on screen: first row rgb $r0 $g0 $b0 → $r1 $g1 $b1"
# The header is gone: the band shows content again, the same as the first row's colour.
read -r rb gb bb < <(mean_rgb "$out/4-after.png" "$band")
awk -v r="$rb" -v g="$gb" -v b="$bb" -v r1="$r1" -v g1="$g1" -v b1="$b1" 'BEGIN {
  d = (r - r1)^2 + (g - g1)^2 + (b - b1)^2; exit !(d < 0.01) }' \
  || fail "the header band still differs from the content after the refresh: rgb $rb $gb $bb"
pass "header gone afterwards: band rgb $rb $gb $bb"

# At rest nothing ticks: the demo uses (almost) no CPU over a second.
read -r -a stat </proc/$pid/stat
cpu0=$((stat[13] + stat[14]))
sleep 1
read -r -a stat </proc/$pid/stat
cpu1=$((stat[13] + stat[14]))
((cpu1 - cpu0 <= 3)) || fail "the demo used $((cpu1 - cpu0)) clock ticks of CPU in 1 s at rest"
pass "idle at rest: $((cpu1 - cpu0)) clock ticks of CPU in 1 s"

# Ctrl+R refreshes from code. (XTest key events: GTK ignores events sent with XSendEvent, and
# Xvfb without a window manager gives the keyboard to the window under the pointer.)
xdotool key ctrl+r
wait_for_count '^action started ' 2 3
pass "Ctrl+R started a refresh"

kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
trap - EXIT
echo "demo under Xvfb: all checks passed in $((SECONDS - started)) s (artifacts: $out)"
