#!/usr/bin/env python3
"""The web example (Examples/Web) in headless Chromium, driven by touch and by the wheel.

usage: web-example.py APP_DOCUMENT LOTTIE_JS WORK_DIR

Serves Examples/Web/index.html with the given wave app document (as wave-app.json) and
lottie-web (as lottie.js) from WORK_DIR on a local port, as a site would, and checks with
real input events (the DevTools protocol's touch and wheel events):

- a finger pulling 240 px down moves the rows and the header's frame with it, then refreshes
  when it lets go past the trigger: the header plays from the pull where the finger let go
  through the release into the loop, then the finish, which ends on its range's last frames;
  five new rows come in;
- a pull of 30 px does not refresh;
- with `?fail`, a wheel pull refreshes and plays `failed`; no rows come in;
- nothing goes wrong on the way: no console error or warning, no exception, no failed request.
"""
import functools
import http.server
import os
import shutil
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../support"))
from headless_chromium import Browser, problems_in  # noqa: E402

document, player, work = sys.argv[1], sys.argv[2], sys.argv[3]
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
os.makedirs(work, exist_ok=True)
shutil.copyfile(os.path.join(root, "Examples/Web/index.html"), os.path.join(work, "index.html"))
shutil.copyfile(document, os.path.join(work, "wave-app.json"))
shutil.copyfile(player, os.path.join(work, "lottie.js"))


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=work))
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}/index.html"
failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}")


def wait_for(page, text, seconds):
    """The first line of the page's log containing `text`, waiting up to `seconds`."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        for line in page.evaluate("window.swellLog || []") or []:
            if text in line:
                return line
        page.pump(0.05)
    return None


seen_problems = []


def open_page(page, url):
    seen_problems.extend(problems_in(page.events))
    page.events.clear()
    page.call("Page.navigate", url=url)
    if not wait_for(page, "ready", 20):
        fail(f"{url}: the page never said it was ready: {problems_in(page.events)[:3]}")
        return False
    return True


def touch(page, kind, y, x=187):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    page.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)


def header_frame(page):
    return page.evaluate("header.currentFrame + header.firstFrame")


browser = Browser(window="375,640", extra=["--hide-scrollbars"])
try:
    page = browser.page
    for domain in ("Page", "Runtime", "Log", "Network"):
        page.call(f"{domain}.enable")
    page.call("Emulation.setDeviceMetricsOverride", width=375, height=640, deviceScaleFactor=1, mobile=True)
    page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)

    # A finger pulls 240 px down in 24 moves, and lets go.
    if open_page(page, base):
        touch(page, "touchStart", 100)
        frames = []
        for k in range(1, 25):
            touch(page, "touchMove", 100 + 10 * k)
            page.pump(0.016)
            frames.append(header_frame(page))
        moved = page.evaluate("new DOMMatrix(getComputedStyle(rows).transform).m42")
        if not (frames[0] < frames[11] < frames[-1] and frames[-1] > 40):
            fail(f"the header's frame did not follow the finger: {frames[0]:.1f}, {frames[11]:.1f}, {frames[-1]:.1f}")
        if not moved or moved < 60:
            fail(f"the rows moved {moved} px under a 240 px pull")
        let_go = frames[-1]
        touch(page, "touchEnd", 0)
        # Letting go: the header plays the pull range back from where the finger let go to the
        # release's first picture (`releasePull`), the list gliding with it, then the release.
        # Each sample: the header within those frames, and the list where that frame's pull is
        # (past `maxPull`, where the header holds its last pull frame, at least that far).
        span = page.evaluate("(() => { const m = marker('pull'), r = marker('release'); "
                             "return [m.time, m.duration, maxPull, releasePull, r.time]; })()")
        start = span[0] + span[1] * min(span[3] / span[2], 1)
        worst, samples = 0.0, 0
        for _ in range(60):
            page.pump(0.02)
            frame = header_frame(page)
            # Past the pull range's end: on to the release (lottie-web reports a fraction of a
            # frame between the segments as it switches).
            if frame > span[0] + span[1]:
                break
            if not (start - 0.5 <= frame <= let_go + 0.5):
                fail(f"letting go: the header on frame {frame:.1f}, outside {start:.1f}…{let_go:.1f}")
            shown = (frame - span[0]) / span[1] * span[2]
            listed = min(page.evaluate("pull"), span[2])
            worst = max(worst, abs(shown - listed))
            samples += 1
        if samples < 10:
            fail(f"letting go: only {samples} samples before the release")
        if worst > 4:
            fail(f"letting go: the list is {worst:.1f} pt from the pull the header shows")
        started = wait_for(page, "refreshing from", 2)
        if not started:
            fail("letting go past the trigger did not refresh")
        else:
            print(f"ok: letting go at frame {let_go:.1f}: the header plays back to {start:.1f}, "
                  f"the list within {worst:.1f} pt of the pull it shows ({samples} samples)")
            # 3 s into the refresh (the release lasts 2 s, the work 4 s), the header loops
            # within the refreshing range.
            page.pump(3)
            loop = page.evaluate("(() => { const m = marker('refreshing'); return [m.time, m.time + m.duration]; })()")
            now = header_frame(page)
            if not (loop[0] <= now <= loop[1]):
                fail(f"3 s into the refresh the header is on frame {now:.1f}, outside the loop {loop}")
            done = wait_for(page, "refreshed", 10)
            # The finish starts from the loop's first picture: a short loop (a second or less)
            # plays on to the end of its pass first, so nothing jumps.
            loop_seconds = (loop[1] - loop[0]) / page.evaluate("header.frameRate")
            if os.environ.get("SWELL_EXPECT_SHORT_LOOP") and loop_seconds > 1:
                fail(f"the document's loop lasts {loop_seconds:.2f} s: the short-loop check would not run")
            began = wait_for(page, "finishing from frame", 1)
            began_at = float(began.split("frame ")[1]) if began else None
            if loop_seconds <= 1 and (began_at is None or min(abs(began_at - loop[0]), abs(began_at - loop[1])) > 1.5):
                fail(f"the finish began on frame {began_at}, not at the end of the loop's pass {loop}")
            end = page.evaluate("(() => { const m = marker('finishing'); return m.time + m.duration; })()")
            stopped = header_frame(page)
            if done != "refreshed rows=25":
                fail(f"the refresh ended with {done!r}, not 'refreshed rows=25'")
            if stopped < end - 1:
                fail(f"the finish stopped on frame {stopped:.1f}, before its end {end}")
            print(f"ok: touch: frames {frames[0]:.1f} → {frames[-1]:.1f} under the finger, rows moved "
                  f"{moved:.0f} px, {started}, {began}, finish stopped on {stopped:.1f} of {end}, {done}")

    # A short pull does nothing.
    if open_page(page, base):
        touch(page, "touchStart", 100)
        for k in range(1, 4):
            touch(page, "touchMove", 100 + 10 * k)
            page.pump(0.016)
        touch(page, "touchEnd", 0)
        if not wait_for(page, "cancelled", 2) or wait_for(page, "refreshing", 1):
            fail("a 30 px pull refreshed, or was not cancelled")
        else:
            print("ok: a 30 px pull is cancelled")

    # The wheel (or a touchpad) pulls too; this time the refresh fails.
    if open_page(page, base + "?fail"):
        for _ in range(12):
            page.call("Input.dispatchMouseEvent", type="mouseWheel", x=187, y=300, deltaX=0, deltaY=-40)
            page.pump(0.03)
        started = wait_for(page, "refreshing from", 2)
        done = wait_for(page, "failed rows", 10)
        end = page.evaluate("(() => { const m = marker('failed'); return m.time + m.duration; })()")
        stopped = header_frame(page)
        if not started or done != "failed rows=20":
            fail(f"the wheel's refresh: {started!r}, then {done!r}, not 'failed rows=20'")
        elif stopped < end - 1:
            fail(f"failed stopped on frame {stopped:.1f}, before its end {end}")
        else:
            print(f"ok: wheel: {started}, failed stopped on {stopped:.1f} of {end}, {done}")

    problems = seen_problems + problems_in(page.events)
    if problems:
        fail(f"{len(problems)} problems in the page, first: {problems[0][:300]}")
finally:
    browser.stop()
    server.shutdown()

if failures:
    sys.exit(f"the web example: {len(failures)} failures")
print("the web example: all checks passed")
