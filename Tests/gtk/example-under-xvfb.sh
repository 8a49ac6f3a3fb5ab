#!/usr/bin/env bash
# Drives the GTK example app (Examples/GTK, its own package that depends on Swell by path, the
# way an outside app does) under a virtual X server, with real input from xdotool:
#   1. a drag pulls the list down and refreshes it,
#   2. Page Down scrolls, and the overlay scrollbar shows while the list moves and hides after,
#   3. the arrow keys move the focus to row 28 and the list follows: that row is on screen,
#   4. End scrolls to the end, where the footer loads the next page; F5 there refreshes (the
#      view's own key, no app accelerator),
#   5. the switch in the title bar turns the dark theme on while the app runs: the list darkens,
#      and a pull shows the header in its dark palette where the same pull showed it light.
#
# usage: Tests/gtk/example-under-xvfb.sh path/to/SwellGTKExample
# Screenshots and the log are kept in $SWELL_GTK_ARTIFACTS (default: a temporary directory,
# removed when every check passes). Needs: xvfb-run, xdotool, ImageMagick.
set -euo pipefail
[[ -n "${SWELL_GTK_TRACE:-}" ]] && set -x

if [[ "${1:-}" != "--inside-xvfb" ]]; then
  app=${1:?usage: $0 path/to/SwellGTKExample}
  [[ -x "$app" ]] || { echo "FAIL: $app is not built (cd Examples/GTK && swift build)" >&2; exit 1; }
  if [[ -z "${SWELL_GTK_ARTIFACTS:-}" ]]; then
    SWELL_GTK_ARTIFACTS=$(mktemp -d /tmp/swell-gtk-example.XXXXXX)
    export SWELL_GTK_REMOVE_ARTIFACTS=1
  fi
  export SWELL_GTK_ARTIFACTS
  mkdir -p "$SWELL_GTK_ARTIFACTS"
  export GTK_A11Y=none GSK_RENDERER=cairo
  exec xvfb-run -a -s "-screen 0 800x900x24 -nolisten tcp" \
    bash "$0" --inside-xvfb "$(realpath "$app")"
fi

app=$2
out=$SWELL_GTK_ARTIFACTS
log=$out/example.log
started=$SECONDS
source "$(dirname "$0")/lib.sh"

"$app" >"$log" 2>"$out/example.err" &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
wait_for_log '^ready rows=40$' 1 15
wait_for_log '^switch=' 1 5
window=$(xdotool search --sync --onlyvisible --name '^Swell GTK example$' | head -1)
[[ -n "$window" ]] || fail "no visible example window"
xdotool windowfocus --sync "$window"
# The view's and the switch's rectangles on the screen, as the app reports them (x,y,w,h).
IFS=, read -r lx ly lw lh < <(grep -m1 -o '^list=[0-9,]*' "$log" | cut -d= -f2)
IFS=, read -r sx sy sw sh < <(grep -m1 -o '^switch=[0-9,]*' "$log" | cut -d= -f2)
pass "window up: list at $lx,$ly ${lw}x$lh"

shot() { import -window root "$out/$1.png"; }
# The mean difference (0…1) of two screenshots within the region $3 (WxH+X+Y).
difference() {
  compare -metric MAE "$out/$1.png" "$out/$2.png" -crop "$3" null: 2>&1 \
    | sed -E 's/.*\(([0-9.e-]+)\).*/\1/' || true
}
region_list="$((lw - 16))x$((lh - 4))+$((lx + 2))+$((ly + 2))"
# The scrollbar's column: the view's rightmost 8 px.
region_bar="8x$((lh - 20))+$((lx + lw - 9))+$((ly + 10))"
# How many pixels of region $2 of screenshot $1 are the focus colour (#3584E4, the app's CSS).
focus_pixels() {
  convert "$out/$1.png" -crop "$2" +repage -fuzz 6% -fill black +opaque '#3584E4' \
    -fill white -opaque '#3584E4' -format '%[fx:mean*w*h]' info: | cut -d. -f1
}
# Mean brightness (0…1) of region $2 of screenshot $1.
brightness() { convert "$out/$1.png" -crop "$2" +repage -colorspace Gray -format '%[fx:mean]' info:; }
above() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }

# 1. A real drag down the list: pull, hold, release; the header refreshes the list.
shot 0-rest
x=$((lx + lw / 2))
y=$((ly + 80))
xdotool mousemove "$x" "$y"
sleep 0.1
xdotool mousedown 1
for step in $(seq 1 30); do xdotool mousemove "$x" $((y + step * 10)); sleep 0.02; done
sleep 0.4
shot 0-pulled
xdotool mouseup 1
wait_for_log '^top refreshing$' 1 3
wait_for_log '^top ended success rows=40$' 1 5
wait_for_log '^top idle$' 1 3
sleep 1.5
pass "a drag refreshed the list"
shot 1-refreshed

# 2. Page Down from the keyboard: the content moves and the scrollbar shows; it hides after.
xdotool key Page_Down
sleep 0.2
shot 2-paged
sleep 2
shot 3-paged-rest
moved=$(difference 1-refreshed 3-paged-rest "$region_list")
above "$moved" 0.02 || fail "Page Down did not scroll the list (difference $moved)"
bar=$(difference 1-refreshed 2-paged "$region_bar")
above "$bar" 0.02 || fail "no scrollbar while the list moved (difference $bar in its column)"
gone=$(difference 1-refreshed 3-paged-rest "$region_bar")
above 0.01 "$gone" || fail "the scrollbar is still shown 2 s after the list stopped ($gone)"
pass "Page Down scrolled (difference $moved); the scrollbar showed ($bar) and hid ($gone)"

# 3. Keyboard focus: Home, then into the list and down to row 28, far below the first screen.
xdotool key Home
sleep 1
shot 4-home
home=$(difference 1-refreshed 4-home "$region_list")
above 0.01 "$home" || fail "Home did not bring the list back to its top ($home)"
# Tab into the list (the title bar's widgets come first), until row 1 has the focus colour.
for _ in $(seq 1 6); do
  xdotool key Tab
  sleep 0.1
  shot 5-focus
  (($(focus_pixels 5-focus "$region_list") > 2000)) && break
done
(($(focus_pixels 5-focus "$region_list") > 2000)) || fail "Tab never focused a row of the list"
for _ in $(seq 1 27); do xdotool key Down; sleep 0.04; done
sleep 1
shot 6-row-28
focused=$(focus_pixels 6-row-28 "$region_list")
((focused > 2000)) || fail "row 28 has the focus but is not on screen ($focused focus pixels)"
pass "Home went back to the top; the focused row 28 is on screen ($focused px of it)"

# 4. End: the list's end comes into view and the footer loads the next page, once.
xdotool key End
wait_for_log '^bottom refreshing$' 1 4
wait_for_log '^bottom ended success rows=60$' 1 5
pass "End scrolled to the end and the footer loaded a page (60 rows)"
# F5 with a row focused: the view's own refresh key (the keyboard's and a screen reader's way
# to what a pull does; the example adds no accelerator), once the footer has finished (nothing
# starts at one edge while the other refreshes).
wait_for_log '^bottom idle$' 1 3
xdotool key F5
wait_for_log '^top refreshing$' 2 3
wait_for_log '^top ended success' 2 5
wait_for_log '^top idle$' 2 3
pass "F5 refreshed the list from the keyboard"

# 5. The dark theme, switched on while the app runs.
light=$(brightness 4-home "$region_list")
xdotool mousemove $((sx + sw / 2)) $((sy + sh / 2)) click 1
wait_for_log '^dark true$' 1 3
sleep 0.5
shot 7-dark
dark=$(brightness 7-dark "$region_list")
above "$light" 0.7 && above 0.35 "$dark" \
  || fail "the dark theme did not reach the list (brightness $light light, $dark dark)"
pass "the dark theme switch darkened the list (brightness $light → $dark)"
# The same pull as in 1, now in the dark theme: the header's band (the top 50 pt the pull
# reveals) follows the theme live, from the wave's pale backdrop to its navy one.
xdotool key Home
sleep 1
xdotool mousemove "$x" "$y"
sleep 0.1
xdotool mousedown 1
for step in $(seq 1 30); do xdotool mousemove "$x" $((y + step * 10)); sleep 0.02; done
sleep 0.4
shot 8-dark-pulled
xdotool mouseup 1
wait_for_log '^top ended success' 3 5
region_header="$((lw - 16))x50+$((lx + 2))+$((ly + 2))"
header_light=$(brightness 0-pulled "$region_header")
header_dark=$(brightness 8-dark-pulled "$region_header")
above "$header_light" 0.7 && above 0.3 "$header_dark" \
  || fail "the header did not follow the dark theme (brightness $header_light light, $header_dark dark)"
pass "the header followed the dark theme live (brightness $header_light → $header_dark)"

[[ ! -s "$out/example.err" ]] || fail "the example wrote to stderr: $(head -3 "$out/example.err")"
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
trap - EXIT
echo "GTK example under Xvfb: all checks passed in $((SECONDS - started)) s"
if [[ -n "${SWELL_GTK_REMOVE_ARTIFACTS:-}" ]]; then rm -rf "$out"; else echo "artifacts: $out"; fi
