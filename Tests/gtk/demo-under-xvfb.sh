#!/usr/bin/env bash
# Drives swell-demo under a virtual X server the way a person would: a real mouse drag pulls
# the list down, and screenshots plus the demo's --log output show that
#   1. the refresh header is drawn during the pull and while refreshing,
#   2. the refresh action ran, once, and added rows,
#   3. the new rows are on screen and the header is gone afterwards,
#   4. nothing ticks once the view is at rest (no idle CPU),
#   5. Ctrl+R refreshes from code, and bad options exit 64.
#
# usage: Tests/gtk/demo-under-xvfb.sh [path/to/swell-demo]
# Screenshots and the log are kept in $SWELL_GTK_ARTIFACTS (default: a temporary directory).
# Needs: xvfb-run, xdotool, ImageMagick (import, convert).
set -euo pipefail
[[ -n "${SWELL_GTK_TRACE:-}" ]] && set -x

if [[ "${1:-}" != "--inside-xvfb" && "${1:-}" != "--inside-dbus" ]]; then
  demo=${1:-.build/debug/swell-demo}
  [[ -x "$demo" ]] || { echo "FAIL: $demo is not built (swift build --product swell-demo)" >&2; exit 1; }
  for tool in xvfb-run xdotool import convert; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is not installed (make deps)" >&2; exit 1; }
  done
  if [[ -z "${SWELL_GTK_ARTIFACTS:-}" ]]; then
    # Our own temporary directory: kept when a check fails, removed when all pass.
    SWELL_GTK_ARTIFACTS=$(mktemp -d /tmp/swell-gtk.XXXXXX)
    export SWELL_GTK_REMOVE_ARTIFACTS=1
  fi
  export SWELL_GTK_ARTIFACTS
  mkdir -p "$SWELL_GTK_ARTIFACTS"
  # No D-Bus session under Xvfb: GTK_A11Y=none stops the accessibility bridge looking for one.
  export GTK_A11Y=none
  # Xvfb has no GL: GTK's cairo renderer, software and deterministic.
  export GSK_RENDERER=cairo
  # The demo remembers when each list last refreshed: in the artifacts, not the user's state.
  export XDG_STATE_HOME=$SWELL_GTK_ARTIFACTS/state
  exec xvfb-run -a -s "-screen 0 800x900x24 -nolisten tcp" \
    bash "$0" --inside-xvfb "$(realpath "$demo")"
fi

mode=$1
demo=$2
out=$SWELL_GTK_ARTIFACTS
started=$SECONDS

# fail, pass, count_log, wait_for_log (they read $log), ink_fraction.
source "$(dirname "$0")/lib.sh"

# The screen y of the content's top edge in a screenshot: scanning down the list's left margin
# from its top, the first pixel with a row's colour (white, or the demo's tint for new rows).
# The header and the view's plain background (#EEF0F4) are neither. (awk reads to the end:
# an early exit would kill convert with SIGPIPE, a failure under pipefail.)
content_top() {
  convert "$1" -crop "1x400+$((list_x + 6))+$list_y" +repage txt:- | awk -v y0="$list_y" '
    NR > 1 && top == "" && ($3 == "#FFFFFF" || $3 == "#FFF1C2") { split($1, p, /[,:]/); top = y0 + p[2] }
    END { print top }'
}

# Checks that the header is drawn in screenshot $1 (called $2): the content is at least $3 px
# below the list's top, and the band it uncovered holds the header's ink, not plain background.
expect_header() {
  local top ink
  top=$(content_top "$1")
  [[ -n "$top" ]] || fail "$2: no list row in the list's top 400 px"
  ((top - list_y >= $3)) || fail "$2: the content is only $((top - list_y)) px down"
  ink=$(ink_fraction "$1" "$((lw - 12))x$((top - list_y - 2))+$((list_x + 6))+$((list_y + 1))")
  awk -v i="$ink" 'BEGIN { exit !(i > 0.05) }' \
    || fail "$2: the uncovered band is plain background (ink $ink): no header drawn"
  pass "$2: content $((top - list_y)) px down, header ink on $ink of the band above it"
}

# Checks that in screenshot $1 (called $2) the content is back at the list's top: no header.
expect_no_header() {
  local top
  top=$(content_top "$1")
  [[ -n "$top" ]] || fail "$2: no list row in the list's top 400 px"
  ((top - list_y <= 1)) || fail "$2: the content is $((top - list_y)) px down: header still shown"
  pass "$2: content at the list's top, no header"
}

# --- Accessibility, through AT-SPI on a private D-Bus session (run by the main part below) ---

# One AT-SPI call: gdbus call on the accessibility bus to the demo's accessible $1.
atspi() {
  local path=$1 method=$2
  shift 2
  gdbus call --address "$a11y_bus" --dest "$a11y_app" --object-path "$path" --method "$method" "$@"
}

# Prints the object path of the accessible whose name is $2, searching from $1 (depth ≤ 10).
find_accessible() {
  local path=$1 depth=${3:-0} name child
  name=$(atspi "$path" org.freedesktop.DBus.Properties.Get org.a11y.atspi.Accessible Name)
  if [[ $name == "(<'$2'>,)" ]]; then echo "$path"; return 0; fi
  ((depth < 10)) || return 1
  for child in $(atspi "$path" org.a11y.atspi.Accessible.GetChildren | grep -oE "'/[^']*'" | tr -d "'"); do
    find_accessible "$child" "$2" $((depth + 1)) && return 0
  done
  return 1
}

# "busy" when the accessible $1 has ATSPI_STATE_BUSY (bit 3 of the first word), else "idle".
busy_state() {
  local word
  # The reply reads "([uint32 1090521096, 0],)".
  word=$(atspi "$1" org.a11y.atspi.Accessible.GetState | grep -oE 'uint32 [0-9]+' | cut -d' ' -f2)
  if (((word >> 3) & 1)); then echo busy; else echo idle; fi
}

accessible_name() {
  atspi "$1" org.freedesktop.DBus.Properties.Get org.a11y.atspi.Accessible Name \
    | sed -E "s/^\(<'(.*)'>,\)$/\1/"
}

# Waits up to 3 s until the accessible $1 is named $2 (names change a frame after the state).
expect_name() {
  local deadline=$((SECONDS + 3)) name
  until name=$(accessible_name "$1"); [[ $name == "$2" ]]; do
    ((SECONDS < deadline)) || fail "$3 (LANGUAGE=$language), but the accessible name is '$name', not '$2'"
    sleep 0.05
  done
  pass "accessibility (LANGUAGE=${language:-unset}): $3, the list is named '$name'"
}

if [[ $mode == --inside-dbus ]]; then
  exec 1>&3 2>&4
  # What assistive technologies read in the language LANGUAGE asks for, state by state: $3 is
  # the LANGUAGE value ("" for the default, English), then the words for refreshing, refreshed,
  # loading more, no more data and a failed refresh (whose message is the demo's "offline").
  language=$3
  log=$out/a11y-${language:-en}.log
  LANGUAGE=$language "$demo" --style wave --log --quit-after 40 >"$log" 2>"$out/a11y.err" &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  wait_for_log '^ready ' 1 15
  a11y_bus=$(gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
    --method org.a11y.Bus.GetAddress | sed -E "s/^\('(.*)',\)$/\1/")
  connect_registry() {
    registry=$(gdbus call --address "$a11y_bus" --dest org.a11y.atspi.Registry \
      --object-path /org/a11y/atspi/accessible/root --method org.a11y.atspi.Accessible.GetChildren)
    a11y_app=$(grep -oE "':[0-9.]+'" <<<"$registry" | tail -1 | tr -d "'")
    app_root=$(grep -oE "'/[^']*'" <<<"$registry" | tail -1 | tr -d "'")
    [[ -n "$a11y_app" ]] || fail "the demo is not on the accessibility bus"
  }
  connect_registry
  view=$(find_accessible "$app_root" "Wave list") || fail "no accessible named 'Wave list'"
  # A group, whose name screen readers speak: GTK from 4.14 drops the name of an element with
  # the generic role a plain overlay has.
  role=$(atspi "$view" org.a11y.atspi.Accessible.GetRoleName)
  [[ $role == "('group',)" ]] || fail "the list's accessible role is $role, not a group"
  pass "accessibility: the list is a group ($role)"
  [[ $(busy_state "$view") == idle ]] || fail "the list is busy before any refresh"
  # The refresh action, for a screen reader: the view's own action in AT-SPI's Action interface.
  actions=$(atspi "$view" org.a11y.atspi.Action.GetActions)
  [[ $actions == *"('list.refresh', 'list.refresh', "* ]] \
    || fail "the list offers no refresh action to assistive technologies: $actions"
  pass "accessibility: the list offers its refresh action ($actions)"
  window=$(xdotool search --sync --onlyvisible --name '^Swell$' | head -1)
  xdotool windowfocus --sync "$window"
  xdotool key ctrl+r
  wait_for_log '^state refreshing ' 1 3
  [[ $(busy_state "$view") == busy ]] || fail "refreshing, but the list's accessible is not busy"
  expect_name "$view" "$4" "while refreshing"
  wait_for_log '^state finishing ' 1 6
  expect_name "$view" "$5" "as it finishes"
  wait_for_log '^state idle ' 1 6
  [[ $(busy_state "$view") == idle ]] || fail "idle again, but the list's accessible is still busy"
  expect_name "$view" "Wave list" "afterwards not busy"
  # The footer: the wheel brings the end into view, a page loads; the third says there is
  # no more.
  IFS=, read -r lx ly lw lh < <(grep -m1 -oE 'list=[0-9,]+' "$log" | cut -d= -f2)
  xdotool mousemove $((lx + lw / 2)) $((ly + lh / 2))
  for page in 1 2 3; do
    # Wheel steps until the page starts loading, and no more (the next would come too soon).
    for _ in $(seq 1 60); do
      (($(count_log '^load started ') >= page)) && break
      xdotool click 5
      sleep 0.02
    done
    wait_for_log '^load started ' "$page" 4
    [[ $page == 1 ]] && expect_name "$view" "$6" "while a page loads"
    wait_for_log '^load ended ' "$page" 4
  done
  grep -q '^load ended noMoreData' "$log" || fail "the third page did not end with no more data"
  expect_name "$view" "$7" "after the last page"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  # A refresh that fails says so, with the error's message.
  log=$out/a11y-fail-${language:-en}.log
  LANGUAGE=$language "$demo" --style wave --log --fail --quit-after 20 >"$log" 2>"$out/a11y.err" &
  pid=$!
  wait_for_log '^ready ' 1 15
  connect_registry
  view=$(find_accessible "$app_root" "Wave list") || fail "no accessible named 'Wave list' (--fail)"
  # This time a screen reader starts it, through the view's action (index 0, list.refresh).
  [[ $(atspi "$view" org.a11y.atspi.Action.DoAction 0) == "(true,)" ]] \
    || fail "the list's accessible refresh action did not run"
  wait_for_log '^state refreshing ' 1 3
  pass "accessibility: the accessible action started a refresh"
  wait_for_log '^ended failure' 1 6
  expect_name "$view" "$8" "when the refresh fails"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  exit 0
fi

# --- The main part, inside Xvfb ---

# Bad options fail fast, before any window: exit 64 with "Error: …" on stderr.
set +e
"$demo" --style nope >/dev/null 2>"$out/bad-option.err"
status=$?
set -e
((status == 64)) || fail "--style nope exited $status, expected 64"
grep -q '^Error: ' "$out/bad-option.err" || fail "--style nope printed no 'Error: …'"
pass "bad option: exit 64, $(head -1 "$out/bad-option.err")"

# Starts the demo showing style $1 (more options may follow), logging to $out/$1.log; waits
# until the list is on screen and sets pid, log, window, list_x, list_y, lw, lh.
start_demo() {
  log=$out/$1.log
  : >"$log"
  "$demo" --style "$@" --log --quit-after 45 >"$log" 2>"$out/$1.err" &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  wait_for_log '^ready ' 1 15
  window=$(xdotool search --sync --onlyvisible --name '^Swell$' | head -1)
  [[ -n "$window" ]] || fail "no visible Swell window"
  eval "$(xdotool getwindowgeometry --shell "$window")" # sets X, Y, WIDTH, HEIGHT
  # The list's rectangle in the window, as the demo reports it: list=x,y,w,h.
  IFS=, read -r lx ly lw lh < <(grep -m1 -o 'list=[0-9,]*' "$log" | cut -d= -f2)
  list_x=$((X + lx))
  list_y=$((Y + ly))
}

stop_demo() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  trap - EXIT
}

# A real drag: presses in the list, moves down $1 px in 10 px steps, holds until the header is
# armed, takes screenshot $2, releases.
pull_down() {
  local x=$((list_x + lw / 2)) y=$((list_y + 120)) step armed
  # This pull's arming, not an earlier one's: one more line than before it.
  armed=$(count_log '^state armed ')
  xdotool mousemove "$x" "$y"
  sleep 0.1
  xdotool mousedown 1
  for step in $(seq 1 $(($1 / 10))); do
    xdotool mousemove "$x" $((y + step * 10))
    sleep 0.02
  done
  sleep 0.4
  wait_for_log '^state armed ' $((armed + 1)) 3
  import -window root "$2"
  xdotool mouseup 1
}

start_demo wave
pass "window $window at $X,$Y ${WIDTH}x$HEIGHT, list at $list_x,$list_y ${lw}x$lh"

sleep 0.3
import -window root "$out/1-before.png"
expect_no_header "$out/1-before.png" "before the pull"

# Past the trigger and back before letting go: the engine's arm and disarm effects reach the
# app (the demo logs them; an app would play a haptic), and nothing loads.
x=$((list_x + lw / 2))
y=$((list_y + 120))
xdotool mousemove "$x" "$y"
sleep 0.1
xdotool mousedown 1
for step in $(seq 1 26); do xdotool mousemove "$x" $((y + step * 10)); sleep 0.02; done
wait_for_log '^armed style=wave' 1 3
for step in $(seq 25 -1 0); do xdotool mousemove "$x" $((y + step * 10)); sleep 0.02; done
wait_for_log '^disarmed style=wave' 1 3
xdotool mouseup 1
sleep 1
(($(grep -c '^action started ' "$log") == 0)) || fail "letting go after disarming loaded"
pass "armed and disarmed under the finger (logged for a haptic), nothing loaded"

# The arm/disarm test above ended idle too: the refresh's end is the next idle line.
idle=$(count_log '^state idle ')
pull_down 320 "$out/2-pulled.png"
expect_header "$out/2-pulled.png" "pulled" 60

wait_for_log '^state refreshing ' 1 3
wait_for_log '^action started ' 1 3
sleep 0.5
import -window root "$out/3-refreshing.png"
expect_header "$out/3-refreshing.png" "refreshing" 20

wait_for_log '^rows [0-9]+ ' 2 10
wait_for_log '^state idle ' $((idle + 1)) 5
before_rows=$(grep -m1 -oE '^rows [0-9]+' "$log" | cut -d' ' -f2)
after_rows=$(grep -oE '^rows [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
((after_rows > before_rows)) || fail "rows did not grow: $before_rows → $after_rows"
(($(grep -c '^action started ' "$log") == 1)) || fail "not exactly one action for one pull"
pass "the action ran once and added rows: $before_rows → $after_rows"

sleep 0.5
import -window root "$out/4-after.png"
expect_no_header "$out/4-after.png" "after the refresh"
# New rows are tinted (the demo's CSS: #FFF1C2, red well above blue); the first row was white.
first_row="$((lw - 20))x30+$((list_x + 10))+$((list_y + 8))"
read -r r b < <(convert "$out/4-after.png" -crop "$first_row" +repage \
  -format '%[fx:mean.r] %[fx:mean.b]\n' info:)
awk -v r="$r" -v b="$b" 'BEGIN { exit !(r - b > 0.08) }' \
  || fail "the first row is not a new (tinted) row after the refresh: mean r $r, b $b"
pass "new rows on screen: the first row is tinted (mean r $r, b $b)"

# At rest nothing ticks: the demo uses (almost) no CPU over a second.
read -r -a stat <"/proc/$pid/stat"
cpu0=$((stat[13] + stat[14]))
sleep 1
read -r -a stat <"/proc/$pid/stat"
cpu1=$((stat[13] + stat[14]))
((cpu1 - cpu0 <= 3)) || fail "the demo used $((cpu1 - cpu0)) clock ticks of CPU in 1 s at rest"
pass "idle at rest: $((cpu1 - cpu0)) clock ticks of CPU in 1 s"

# Ctrl+R refreshes from code. Without a window manager nobody gives the window the keyboard
# focus: set it, then type through XTest (GTK ignores events sent with XSendEvent, so no
# `key --window`).
xdotool windowfocus --sync "$window"
idle=$(count_log '^state idle ')
xdotool key ctrl+r
wait_for_log '^action started ' 2 3
sleep 0.5
import -window root "$out/5-ctrl-r.png"
expect_header "$out/5-ctrl-r.png" "refreshing after Ctrl+R" 20
wait_for_log '^state idle ' $((idle + 1)) 6
pass "Ctrl+R refreshed from code"

# Ctrl+D switches GTK's dark theme while the demo runs: the header follows it live, its
# refreshing band turning from wave's pale backdrop to its navy one (screenshots compared).
xdotool key ctrl+d
wait_for_log '^dark true' 1 3
idle=$(count_log '^state idle ')
xdotool key ctrl+r
wait_for_log '^action started ' 3 3
sleep 0.5
import -window root "$out/6-dark.png"
band="$((lw - 12))x40+$((list_x + 6))+$((list_y + 4))"
light=$(convert "$out/5-ctrl-r.png" -crop "$band" +repage -colorspace Gray -format '%[fx:mean]' info:)
dark=$(convert "$out/6-dark.png" -crop "$band" +repage -colorspace Gray -format '%[fx:mean]' info:)
awk -v l="$light" -v d="$dark" 'BEGIN { exit !(d < 0.5 * l && l - d > 0.25) }' \
  || fail "the header did not follow the dark theme switch (band brightness $light light, $dark dark)"
wait_for_log '^state idle ' $((idle + 1)) 6
xdotool key ctrl+d
wait_for_log '^dark false' 1 3
pass "Ctrl+D: the refreshing header followed the dark theme live (brightness $light → $dark)"

stop_demo

# Every other style draws its header too, and refreshes: a longer pull (bounce and elastic
# trigger further down), and the top of the uncovered band must hold the header's ink. (Their
# headers reach the viewport's top; bounce fades the rows, so no row edge is looked for.)
# Elastic runs with animations off (GTK's gtk-enable-animations, the reduce-motion switch).
for style in bend ripple bounce elastic; do
  if [[ $style == elastic ]]; then
    start_demo "$style" --reduce-motion
    grep -q '^ready .*reduce-motion=true' "$log" || fail "--reduce-motion did not reach the view"
  else
    start_demo "$style"
  fi
  pull_down 400 "$out/$style-pulled.png"
  ink=$(ink_fraction "$out/$style-pulled.png" "$((lw - 12))x30+$((list_x + 6))+$((list_y + 2))")
  awk -v i="$ink" 'BEGIN { exit !(i > 0.3) }' \
    || fail "$style: the top of the pulled list is plain background (ink $ink): no header"
  wait_for_log '^action started ' 1 3
  sleep 0.5
  import -window root "$out/$style-refreshing.png"
  wait_for_log '^rows [0-9]+ ' 2 10
  wait_for_log '^state idle ' 1 5
  stop_demo
  pass "$style: header drawn (ink $ink at the top while pulled), refreshed, rows added"
done

# Pulls the list 400 px down, keeps the screenshot as $out/$1.png and prints the ink of the
# band the content uncovered (the header's words, for a text header).
pulled_band_ink() {
  local top
  pull_down 400 "$out/$1.png"
  top=$(content_top "$out/$1.png")
  [[ -n "$top" ]] || fail "$1: no list row in the list's top 400 px"
  ink_fraction "$out/$1.png" "$((lw - 12))x$((top - list_y - 4))+$((list_x + 6))+$((list_y + 2))"
}

# The classic header says its state in words, in the user's language (LANGUAGE=ja, as any
# GTK app reads it): some ink in the uncovered band, but far less than an effect's fill.
LANGUAGE=ja start_demo classic
ink=$(pulled_band_ink classic-pulled)
awk -v i="$ink" 'BEGIN { exit !(i > 0.004 && i < 0.2) }' \
  || fail "classic: the uncovered band's ink is $ink, not the words of a text header"
wait_for_log '^state idle ' 1 8
stop_demo
pass "classic: the pulled header holds words (ink $ink), in Japanese (see classic-pulled.png)"

# Large text (GTK's gtk-xft-dpi at 1.4 × 96 dpi, as a desktop's text scaling sets it): the view
# reads it, and the same pull's words and arrow take about 1.4² as much ink (both scale by 1.4).
LANGUAGE=ja start_demo classic --text-scale 1.4
grep -q '^ready .*text-scale=1\.4' "$log" || fail "--text-scale 1.4 did not reach the view: $(grep '^ready' "$log")"
large=$(pulled_band_ink classic-large-text)
awk -v s="$ink" -v l="$large" 'BEGIN { exit !(l > 1.5 * s && l < 3 * s) }' \
  || fail "classic, large text: the words' ink is $large, not about 1.4² × $ink"
wait_for_log '^state idle ' 1 8
pass "classic: large text (1.4×) grew the words' ink $ink → $large (see classic-large-text.png)"
# Ctrl+T switches the desktop's text size back while the demo runs: the view follows it live.
xdotool windowfocus --sync "$window"
xdotool key ctrl+t
wait_for_log '^text-scale 1\.0 ' 1 3
back=$(pulled_band_ink classic-standard-text)
awk -v b="$back" -v l="$large" 'BEGIN { exit !(b < 0.75 * l) }' \
  || fail "classic: Ctrl+T back to the standard text size left the words' ink at $back (large: $large)"
wait_for_log '^state idle ' 2 8
stop_demo
pass "classic: Ctrl+T switched the text size back live, ink $large → $back"

# --- The footer: pages load at the end ---

# Wheel steps of 60 px, down (toward the end) or up, over the list's middle.
wheel() {
  local button=$1 count=$2 i
  xdotool mousemove $((list_x + lw / 2)) $((list_y + lh / 2))
  for i in $(seq 1 "$count"); do
    xdotool click "$button"
    sleep 0.02
  done
}

# A drag from the list's lower part $1 px up (toward the end), released without a fling.
drag_up() {
  local x=$((list_x + lw / 2)) y=$((list_y + lh - 60)) step
  xdotool mousemove "$x" "$y"
  sleep 0.1
  xdotool mousedown 1
  for step in $(seq 1 $(($1 / 20))); do
    xdotool mousemove "$x" $((y - step * 20))
    sleep 0.02
  done
  sleep 0.3
  xdotool mouseup 1
}

loads() { count_log '^load started '; }

start_demo wave
# The wheel to the end (20 rows of 52 px under a 614 px list): one page loads, once.
wheel 5 15
wait_for_log '^load started page=1 ' 1 5
wait_for_log '^load ended success ' 1 5
sleep 0.8
(($(loads) == 1)) || fail "the wheel to the end loaded $(loads) pages, not one"
grep -q '^rows 28 ' "$log" || fail "the page's rows did not arrive (rows 28)"
import -window root "$out/footer-1-wheel.png"
# The new rows (tinted) are on screen at the list's bottom.
last_row="$((lw - 20))x30+$((list_x + 10))+$((list_y + lh - 40))"
read -r r b < <(convert "$out/footer-1-wheel.png" -crop "$last_row" +repage \
  -format '%[fx:mean.r] %[fx:mean.b]\n' info:)
awk -v r="$r" -v b="$b" 'BEGIN { exit !(r - b > 0.08) }' \
  || fail "no new (tinted) rows at the list's bottom after the load: mean r $r, b $b"
pass "the wheel to the end loaded one page, its rows on screen"

# A drag to the new end loads the second page; another, the third and last.
drag_up 500
wait_for_log '^load started page=2 ' 1 5
wait_for_log '^load ended success ' 2 5
sleep 0.8
drag_up 500
wait_for_log '^load started page=3 ' 1 5
wait_for_log '^load ended noMoreData ' 1 5
sleep 0.8
(($(loads) == 3)) || fail "three approaches loaded $(loads) pages"
pass "drags to the end loaded pages 2 and 3; page 3 said no more data"

# No more data: the end reached again loads nothing, and the footer shows its line.
wheel 4 6
wheel 5 20
sleep 2
(($(loads) == 3)) || fail "a load after no more data ($(loads) loads)"
import -window root "$out/footer-2-no-more.png"
band="$((lw - 12))x40+$((list_x + 6))+$((list_y + lh - 45))"
ink=$(ink_fraction "$out/footer-2-no-more.png" "$band")
awk -v i="$ink" 'BEGIN { exit !(i > 0.001 && i < 0.05) }' \
  || fail "the footer's band at the end does not show the no-more-data line (ink $ink)"
pass "no load after no more data; the footer shows its line (ink $ink)"

# The header's refresh starts the feed over: the end loads again.
idle=$(count_log '^state idle ')
xdotool key ctrl+r
wait_for_log '^ended success ' 1 6
wait_for_log '^state idle ' $((idle + 1)) 6
wheel 4 6
wheel 5 20
wait_for_log '^load started page=1 ' 2 6
pass "after the header's refresh the end loads again"
stop_demo

# A list shorter than the view has no end to reach: no footer, no load.
start_demo wave --rows 3
wheel 5 20
drag_up 300
sleep 2
(($(loads) == 0)) || fail "a 3-row list loaded $(loads) pages"
import -window root "$out/footer-3-short.png"
below="$((lw - 12))x200+$((list_x + 6))+$((list_y + 3 * 52 + 40))"
ink=$(ink_fraction "$out/footer-3-short.png" "$below")
awk -v i="$ink" 'BEGIN { exit !(i < 0.002) }' \
  || fail "something is drawn under a 3-row list (ink $ink): the footer shows"
pass "a 3-row list shows no footer and loads nothing"
# Its top still takes a pull, as a table's does: a list need not fill the view to refresh.
refreshing=$(count_log '^state refreshing ')
pull_down 300 "$out/header-3-short.png"
wait_for_log '^state refreshing ' $((refreshing + 1)) 4
expect_header "$out/header-3-short.png" "a 3-row list pulled" 60
stop_demo
pass "a 3-row list takes a pull at its top and refreshes"

# README's picture of the demo (SWELL_DEMO_PNG, `make demo-png`): the window with wave while
# pulling beside bend while refreshing, cut from the screenshots above.
if [[ -n "${SWELL_DEMO_PNG:-}" ]]; then
  window_box="${WIDTH}x$HEIGHT+$X+$Y"
  convert "$out/2-pulled.png" -crop "$window_box" +repage "$out/demo-left.png"
  convert "$out/bend-refreshing.png" -crop "$window_box" +repage "$out/demo-right.png"
  convert "$out/demo-left.png" -size "16x$HEIGHT" xc:white "$out/demo-right.png" +append \
    "$SWELL_DEMO_PNG"
  pass "wrote $SWELL_DEMO_PNG"
fi

# A window forced to 1 px wide (no window manager keeps it at its minimum): Swell lays the list
# out no narrower than it can be, so redrawing it adds no warnings (GTK's own title bar warns
# when it is squeezed; the demo's tabs sit in a frame that may be narrower than they are). Then
# the view keeps working when it is wide again.
start_demo wave
xdotool windowsize "$window" 1 "$HEIGHT"
sleep 1
squeezed=$(grep -cE 'CRITICAL|WARNING' "$out/wave.err" || true)
((squeezed <= 20)) || fail "$squeezed GTK warnings as the window became 1 px wide"
xdotool windowfocus --sync "$window"
xdotool key ctrl+r
wait_for_log '^state idle ' 1 6
after=$(grep -cE 'CRITICAL|WARNING' "$out/wave.err" || true)
((after == squeezed)) || fail "refreshing in a 1 px window added $((after - squeezed)) GTK warnings"
pass "1 px wide: $squeezed warnings from GTK's title bar as it squeezed, none from a refresh"

# Memory: resizing to 10000 × 10000 and back costs what GTK's renderer keeps once it has drawn
# that big (about 400 MB under the cairo renderer; a plain GtkWindow with a column of labels
# keeps the same), but nothing grows round after round.
xdotool windowsize "$window" 420 720
sleep 0.5
rss() { awk '/^VmRSS:/ { print int($2 / 1024) }' "/proc/$pid/status"; }
for round in 1 2 3 4; do
  xdotool windowsize "$window" 10000 10000
  sleep 1
  xdotool windowsize "$window" 420 720
  sleep 1
  rounds[$round]=$(rss)
done
growth=$((rounds[4] - rounds[2]))
((growth <= 16)) || fail "memory grew $growth MB from the second to the fourth resize round (${rounds[*]} MB)"
pass "resizing to 10000 × 10000 and back, four rounds: ${rounds[*]} MB"
stop_demo

# The busy state and the label, as assistive technologies see them: on a D-Bus session of its
# own with the AT-SPI registry (skipped when those are not installed).
if command -v dbus-run-session >/dev/null && command -v gdbus >/dev/null \
  && [[ -x /usr/libexec/at-spi-bus-launcher ]]; then
  # The bus daemon and the registry it starts chatter on stdout and stderr: they get
  # /dev/null and a file; the checks write to fds 3 and 4, this script's own stdout and stderr.
  # In English, then in German, which the user picks with LANGUAGE as with any GTK app.
  for case in \
    "|Refreshing…|Refreshed|Loading…|No more data|Failed: offline" \
    "de|Wird aktualisiert…|Aktualisiert|Wird geladen…|Keine weiteren Daten|Fehler: offline"; do
    IFS='|' read -r language refreshing finished loading none failed <<<"$case"
    env -u GTK_A11Y -u DBUS_SESSION_BUS_ADDRESS dbus-run-session -- \
      bash "$0" --inside-dbus "$demo" "$language" "Wave list: $refreshing" \
      "Wave list: $finished" "Wave list: $loading" "Wave list: $none" "Wave list: $failed" \
      3>&1 4>&2 >/dev/null 2>"$out/dbus.err" \
      || fail "accessibility checks, LANGUAGE=$language (bus messages: $out/dbus.err)"
  done
else
  echo "skipped: accessibility (needs dbus-run-session, gdbus and at-spi2-core)"
fi

echo "demo under Xvfb: all checks passed in $((SECONDS - started)) s"
if [[ -n "${SWELL_GTK_REMOVE_ARTIFACTS:-}" ]]; then rm -rf "$out"; else echo "artifacts: $out"; fi
