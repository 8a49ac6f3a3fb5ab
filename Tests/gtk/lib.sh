# Shell helpers the Xvfb checks share (sourced). They read $log, the app's --log output, and
# $out, the directory of screenshots.

fail() {
  echo "FAIL: $*" >&2
  # What the screen showed when the check failed.
  import -window root "$out/at-failure.png" 2>/dev/null || true
  echo "  log ($log):" >&2
  sed 's/^/    /' "$log" >&2 || true
  echo "  screenshots: $out" >&2
  exit 1
}
pass() { echo "ok: $*"; }

# How many lines of the log match the pattern $1 (0 when none): taken before an action, so
# that the wait after it counts lines the action caused, not earlier ones.
count_log() {
  grep -Ec "$1" "$log" || true
}

# Waits up to $3 seconds until at least $2 lines of the log match the regular expression $1.
wait_for_log() {
  local deadline=$((SECONDS + $3))
  until (($(grep -Ec "$1" "$log") >= $2)); do
    ((SECONDS < deadline)) || fail "fewer than $2 log lines matching '$1' after $3 s"
    sleep 0.05
  done
}

# The fraction (0…1) of a region (WxH+X+Y) of screenshot $1 that is not the view's plain
# background colour (#EEF0F4, the demo's and the studio's CSS): the header's ink.
ink_fraction() {
  convert "$1" -crop "$2" +repage -fuzz 3% -fill white +opaque '#EEF0F4' \
    -fill black -opaque '#EEF0F4' -format '%[fx:mean]' info:
}
