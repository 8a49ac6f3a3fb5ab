#!/usr/bin/env bash
# Drives swell-studio under a virtual X server the way a person would, with a real pointer
# and keyboard (xdotool), and checks what the screen and the files show:
#   1. a number and a colour changed in the inspector change the header's pixels;
#   2. an out-of-range value is refused at its field with the library's message, unapplied;
#   3. a recorded drag, exported as an interaction, replays with `swell simulate` to the same
#      timeline (the same states, each within 0.1 s);
#   4. the exports are right: an animated WebP (libwebp's webpmux reads its frames), the Lottie
#      app document (its markers, and byte for byte what `swell render --format lottie-app`
#      writes, which make test-lottie plays in ThorVG against the schema), the style as JSON
#      that `swell render --style-file` loads;
#   5. a saved style opens again exactly, and a malformed one is refused with a message;
#   6. a larger text size grows a text header's words on the live list at once;
#   7. bad options exit 64.
#
# usage: Tests/gtk/studio-under-xvfb.sh path/to/swell-studio path/to/swell
# SWELL_STUDIO_PNG=path also saves the screenshot README shows.
# Needs: xvfb-run, xdotool, ImageMagick, webpmux (Debian's webp).
set -euo pipefail
[[ -n "${SWELL_GTK_TRACE:-}" ]] && set -x

if [[ "${1:-}" != "--inside-xvfb" ]]; then
  studio=${1:-.build/debug/swell-studio}
  swell=${2:-.build/debug/swell}
  for program in "$studio" "$swell"; do
    [[ -x "$program" ]] || { echo "FAIL: $program is not built" >&2; exit 1; }
  done
  for tool in xvfb-run xdotool import convert webpmux; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is not installed (make deps)" >&2; exit 1; }
  done
  if [[ -z "${SWELL_GTK_ARTIFACTS:-}" ]]; then
    SWELL_GTK_ARTIFACTS=$(mktemp -d /tmp/swell-studio.XXXXXX)
    export SWELL_GTK_REMOVE_ARTIFACTS=1
  fi
  export SWELL_GTK_ARTIFACTS
  mkdir -p "$SWELL_GTK_ARTIFACTS"
  export GTK_A11Y=none GSK_RENDERER=cairo
  exec xvfb-run -a -s "-screen 0 1280x1000x24 -nolisten tcp" \
    bash "$0" --inside-xvfb "$(realpath "$studio")" "$(realpath "$swell")"
fi

studio=$2
swell=$3
out=$SWELL_GTK_ARTIFACTS
here=$(cd "$(dirname "$0")" && pwd)
log=$out/studio.log
: >"$log"
started=$SECONDS
# fail, pass, count_log, wait_for_log, ink_fraction.
source "$here/lib.sh"

# Bad options fail fast, before any window.
set +e
"$studio" --frobnicate >/dev/null 2>"$out/bad-option.err"
status=$?
set -e
((status == 64)) || fail "--frobnicate exited $status, expected 64"
grep -q "^Error: Unknown option '--frobnicate'" "$out/bad-option.err" \
  || fail "--frobnicate printed no 'Error: Unknown option …'"
pass "bad option: exit 64, $(head -1 "$out/bad-option.err")"

cd "$out"
"$studio" --style wave --log --quit-after 120 >"$log" 2>"$out/studio.err" &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
wait_for_log '^ready ' 1 20
window=$(xdotool search --sync --onlyvisible --name '^Swell Studio$' | head -1)
[[ -n "$window" ]] || fail "no visible Swell Studio window"
eval "$(xdotool getwindowgeometry --shell "$window")" # sets X, Y, WIDTH, HEIGHT
xdotool windowfocus --sync "$window"

# The latest logged place of $1 ("place NAME=x,y,w,h", window coordinates): sets px py pw ph.
place() {
  local line
  line=$(grep -E "^place $1=" "$log" | tail -1) || fail "the studio did not say where '$1' is"
  IFS=, read -r px py pw ph < <(sed -E "s/^place [^=]+=([0-9,]+) .*/\1/" <<<"$line")
  px=$((X + px))
  py=$((Y + py))
}

# Clicks the middle of control $1.
click() {
  place "$1"
  xdotool mousemove $((px + pw / 2)) $((py + ph / 2)) click 1
  sleep 0.15
}

# Types $2 into field $1 (replacing its text) and presses Enter.
type_into() {
  click "$1"
  xdotool key ctrl+a
  xdotool type --delay 15 "$2"
  xdotool key Return
}

# Picks item $2 (0-based) of drop-down $1 with the keyboard, as a person tabbing through would.
choose() {
  click "$1"
  sleep 0.3
  xdotool key Home
  for _ in $(seq 1 "$2"); do xdotool key Down; done
  xdotool key Return
  sleep 0.3
}

# Runs a refresh from code and takes screenshot $1 while it shows; waits until idle again.
refresh_and_shoot() {
  local idle
  idle=$(count_log '^state idle ')
  local refreshing
  refreshing=$(count_log '^state refreshing ')
  click refresh
  wait_for_log '^state refreshing ' $((refreshing + 1)) 3
  sleep 0.7
  import -window root "$1"
  wait_for_log '^state idle ' $((idle + 1)) 8
}

# The header band of screenshot $1: the top 50 px of the live list.
header_band() {
  place list
  echo "$((pw - 4))x50+$((px + 2))+$((py + 2))"
}

# The mean absolute difference (0…1) of the header bands of two screenshots.
band_difference() {
  convert "$1" "$2" -crop "$(header_band)" +repage -compose difference -composite \
    -colorspace gray -format '%[fx:mean]' info:
}

# How many times a row of the header band enters or leaves the front wave (#4A86D6, drawn
# over the backdrop and the back wave), at most over the band's rows: two per crest the row
# cuts, so about two per wave period across the width. Counting the front wave alone keeps
# the light back wave, which hides some troughs at some phases, out of the count; the band's
# last 8 px, where GTK draws the scroll indicator, are left out.
crossings() {
  convert "$1" -crop "$(header_band)" +repage -gravity east -chop 8x0 +repage \
    txt:- | awk -F'[ ,:()]+' '
    NR > 1 {
      y = $2; front = ($3 < 120 && $4 < 170 && $5 > 180)
      if (y != row) { row = y; last = front; next }
      if (front != last) { count[y]++; last = front }
    }
    END { for (y in count) if (count[y] > best) best = count[y]; print best + 0 }'
}

# --- 1. A colour and a number change the header's pixels ---

refresh_and_shoot "$out/1-default.png"

applied=$(count_log '^applied backdropColor=')
type_into field.backdropColor '#FF2020'
wait_for_log '^applied backdropColor=#FF2020FF ' $((applied + 1)) 3
refresh_and_shoot "$out/2-colour.png"
difference=$(band_difference "$out/1-default.png" "$out/2-colour.png")
read -r red green < <(convert "$out/2-colour.png" -crop "$(header_band)" +repage \
  -format '%[fx:mean.r] %[fx:mean.g]\n' info:)
awk -v d="$difference" -v r="$red" -v g="$green" 'BEGIN { exit !(d > 0.05 && r - g > 0.2) }' \
  || fail "backdropColor #FF2020 did not turn the header red (difference $difference, r $red, g $green)"
pass "colour: backdropColor=#FF2020 turned the header red (difference $difference, mean r $red g $green)"

applied=$(count_log '^applied periods=')
type_into field.periods 4
wait_for_log '^applied periods=4 ' $((applied + 1)) 3
refresh_and_shoot "$out/3-number.png"
before=$(crossings "$out/2-colour.png")
after=$(crossings "$out/3-number.png")
# 1.5 periods cut at most two crests (4 crossings), 4 periods four or five (8 to 10).
((before > 0 && after >= before + 3)) \
  || fail "periods 1.5 → 4 did not multiply the waves: $before → $after crossings a row"
pass "number: periods 1.5 → 4 multiplied the waves ($before → $after crossings a row)"

# --- 2. Out of range: refused at the field with the library's message ---

refused=$(count_log '^refused periods=99:')
type_into field.periods 99
wait_for_log '^refused periods=99: ' $((refused + 1)) 3
message=$(grep -E '^refused periods=99: ' "$log" | tail -1)
grep -q "0.25…10" <<<"$message" || fail "the refusal does not give the range: $message"
grep -qE '^applied periods=99' "$log" && fail "periods=99 was applied"
sleep 0.3
import -window root "$out/4-refused.png"
place field.periods
# The message is drawn in red under the field (the studio's CSS, #C01C28).
red_pixels=$(convert "$out/4-refused.png" -crop "400x60+$((X + 10))+$((py + ph))" +repage \
  -fuzz 12% -fill white +opaque '#C01C28' -fill black -opaque '#C01C28' -negate \
  -format '%[fx:mean*w*h]' info:)
awk -v n="$red_pixels" 'BEGIN { exit !(n > 40) }' \
  || fail "no red message under the periods field ($red_pixels red pixels)"
pass "out of range: periods=99 refused at its field (${red_pixels%.*} red pixels): ${message#refused }"
refresh_and_shoot "$out/5-after-refusal.png"
periods4=$after
after=$(crossings "$out/5-after-refusal.png")
((after >= before + 3 && after >= periods4 - 2 && after <= periods4 + 2)) \
  || fail "after the refused value the header has $after crossings a row, not periods=4's ($periods4)"
pass "the refused value changed nothing: the header still has periods=4's waves ($after crossings)"

# --- 3. Record a drag; replay it with swell simulate ---

click record
wait_for_log '^recording ' 1 3
record_start=$(grep -E '^recording ' "$log" | tail -1 | sed -E 's/.* t=//')
states_before=$(wc -l <"$log")
place list
x=$((px + pw / 2))
y=$((py + 100))
sleep 0.3
xdotool mousemove "$x" "$y"
sleep 0.1
xdotool mousedown 1
for step in $(seq 1 30); do xdotool mousemove "$x" $((y + step * 10)); sleep 0.02; done
sleep 0.3
xdotool mouseup 1
idle=$(count_log '^state idle ')
wait_for_log '^state idle ' $((idle + 1)) 8
sleep 0.3
click record
wait_for_log '^recorded steps=' 1 3
sleep 0.2

choose format 6 # Recorded gesture JSON
type_into path "$out/gesture.json"
click export
wait_for_log '^exported format=gesture ' 1 5
[[ -s "$out/gesture.json" ]] || fail "no gesture.json written"

# The studio's states since the recording began, with their times from its start.
tail -n +"$((states_before + 1))" "$log" | grep -E '^state [a-z]+ .*edge=top' \
  | sed -E 's/^state ([a-z]+) .* t=([0-9.]+)$/\1 \2/' \
  | awk -v t0="$record_start" '{ printf "%s %.3f\n", $1, $2 - t0 }' >"$out/studio-states.txt"
"$swell" simulate wave --set backdropColor=#FF2020 --set periods=4 \
  --interaction "$out/gesture.json" --fps 120 >"$out/simulated.txt"
awk 'NR == 2 { last = $2; next } NR > 2 && $2 != last { print $2, $1; last = $2 }' \
  "$out/simulated.txt" >"$out/simulated-states.txt"
python3 - "$out/studio-states.txt" "$out/simulated-states.txt" <<'PY' || fail "replay differs"
import sys
live = [line.split() for line in open(sys.argv[1])]
replay = [line.split() for line in open(sys.argv[2])]
names = lambda rows: [r[0] for r in rows]
if names(live) != names(replay):
    sys.exit(f"states differ: studio {names(live)}, swell simulate {names(replay)}")
worst = max(abs(float(a[1]) - float(b[1])) for a, b in zip(live, replay))
if worst > 0.1:
    sys.exit(f"times differ by up to {worst:.3f} s: studio {live}, simulate {replay}")
print(f"ok: recorded drag replays with swell simulate: {' → '.join(names(live))}, "
      f"each state within {worst * 1000:.0f} ms")
PY

# The replay in the app plays the recording and comes back to the live list.
click replay
wait_for_log '^replay ended ' 1 15
pass "the recording replays in the studio"

# --- 4. Exports, checked by outside readers ---

choose format 0 # Animated WebP
type_into path "$out/wave.webp"
click export
sleep 0.4
import -window root "$out/6-exporting.png"
wait_for_log '^exported format=webp ' 1 60
frames=$(webpmux -info "$out/wave.webp" | awk '/Number of frames/ { print $4 }')
canvas=$(webpmux -info "$out/wave.webp" | awk '/Canvas size/ { print $3 $4 $5 }')
((frames > 30)) || fail "wave.webp has $frames frames"
[[ $canvas == 750x600 ]] || fail "wave.webp's canvas is $canvas, expected 750x600 (375x300 pt at 2x)"
pass "WebP export: $frames frames, $canvas, read by webpmux"

choose format 4 # Lottie for apps
type_into path "$out/wave-app.json"
click export
wait_for_log '^exported format=lottieApp ' 1 60
# The same document the command line writes for these parameters (which make test-lottie
# checks against the format's schema and plays in ThorVG), byte for byte.
"$swell" render wave --set backdropColor=#FF2020 --set periods=4 --format lottie-app \
  --out "$out/cli-app.json" 2>/dev/null
cmp -s "$out/wave-app.json" "$out/cli-app.json" \
  || fail "the studio's Lottie document differs from swell render's for the same parameters"
markers=$(python3 -c "import json,sys; print(' '.join(m['cm'] for m in json.load(open(sys.argv[1]))['markers']))" \
  "$out/wave-app.json")
[[ $markers == "pull trigger release refreshing finishing failed" ]] \
  || fail "the Lottie document's markers are: $markers"
pass "Lottie app export: markers $markers; the same bytes as swell render --format lottie-app"

# --- 5. Save the style, load it elsewhere, change it, open it again ---

choose format 5 # Style JSON
type_into path "$out/saved-style.json"
click export
wait_for_log '^exported format=style ' 1 5
"$swell" render wave --style-file "$out/saved-style.json" --format png --pull 80 \
  --out "$out/from-style-file.png" >/dev/null || fail "swell render cannot use the saved style"
grep -q '"backdropColor" : "#FF2020FF"' "$out/saved-style.json" \
  && grep -q '"periods" : 4,' "$out/saved-style.json" \
  || fail "the saved style is not the design: $(cat "$out/saved-style.json")"
pass "style JSON saved, and swell render --style-file loads it"

type_into field.periods 3
wait_for_log '^applied periods=3 ' 1 3
type_into path "$out/saved-style.json"
click open
wait_for_log '^opened style=wave ' 1 5
type_into path "$out/reopened-style.json"
click export
wait_for_log '^exported format=style path=.*reopened' 1 5
cmp -s "$out/saved-style.json" "$out/reopened-style.json" \
  || fail "the reopened style differs from the saved one"
pass "saved style reopened exactly (the change made after saving is gone)"

printf '{"periods": 2, "periods": 3}\n' >"$out/bad-style.json"
type_into path "$out/bad-style.json"
click open
wait_for_log '^open refused: ' 1 5
message=$(grep -E '^open refused: ' "$log" | tail -1)
grep -q "is not valid JSON" <<<"$message" || fail "unexpected refusal: $message"
pass "malformed style refused: ${message#open refused: }"

# --- 6. Text size: the live list's words grow at once, as at a larger desktop text size ---

choose style 6 # classic
wait_for_log '^style classic ' 1 5
refresh_and_shoot "$out/8-classic.png"
# Chosen while a 4 s refresh runs: the same refresh goes on in the larger words, to its end.
type_into duration 4
wait_for_log '^duration 4\.0 ' 1 3
idle=$(count_log '^state idle ')
ended=$(count_log '^ended success ')
refreshing=$(count_log '^state refreshing ')
click refresh
wait_for_log '^state refreshing ' $((refreshing + 1)) 3
choose text-size 4 # 2×
wait_for_log '^text-scale 2\.0 ' 1 3
sleep 0.3
import -window root "$out/9-classic-2x.png"
(($(count_log '^state idle ') == idle)) || fail "choosing a text size ended the refresh under way"
wait_for_log '^ended success ' $((ended + 1)) 6
(($(count_log '^state refreshing ') == refreshing + 1)) \
  || fail "choosing a text size started the refresh again"
# The list has no last-updated key, yet after refreshes that ended well its header says when.
line=$(grep -E '^state refreshing style=classic' "$log" | tail -1)
grep -Eq 'last-updated=[^ ]*[0-9]:[0-9]{2}' <<<"$line" \
  || fail "after a refresh that ended well the header still says: $line"
wait_for_log '^state idle ' $((idle + 1)) 3
type_into duration 1.5
wait_for_log '^duration 1\.5 ' 1 3
standard=$(ink_fraction "$out/8-classic.png" "$(header_band)")
large=$(ink_fraction "$out/9-classic-2x.png" "$(header_band)")
# Classic grows its two lines and its ring 1.43 times (to fill its 60 pt band), so about
# 1.43² = 2 times the ink.
awk -v s="$standard" -v l="$large" 'BEGIN { exit !(s > 0.004 && l > 1.5 * s && l < 3 * s) }' \
  || fail "text size 2×: the header's ink went $standard → $large, not about twice"
pass "text size 2×, chosen during a refresh: classic's words and ring grew on the live list (ink $standard → $large), and the refresh ran on to its end; the header says when it last refreshed ($(sed -E 's/.*last-updated=(.*) t=.*/\1/' <<<"$line"))"
choose text-size 1
wait_for_log '^text-scale 1\.0 ' 1 3
choose style 0 # wave
wait_for_log '^style wave ' 1 5

# The screenshot README shows: a tuned header while refreshing, after an export.
if [[ -n "${SWELL_STUDIO_PNG:-}" ]]; then
  type_into field.backdropColor '#D9E8F8'
  type_into field.periods 2
  wait_for_log '^applied periods=2 ' 1 3
  choose format 0
  type_into path "$out/wave-tuned.webp"
  exported=$(count_log '^exported ')
  click export
  wait_for_log '^exported ' $((exported + 1)) 60
  refresh_and_shoot "$out/7-readme.png"
  convert "$out/7-readme.png" -crop "${WIDTH}x${HEIGHT}+$X+$Y" +repage "$SWELL_STUDIO_PNG"
  pass "screenshot saved to $SWELL_STUDIO_PNG"
fi

kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
trap - EXIT
[[ -n "${SWELL_GTK_REMOVE_ARTIFACTS:-}" ]] && rm -rf "$out"
echo "studio checks passed in $((SECONDS - started)) s"
