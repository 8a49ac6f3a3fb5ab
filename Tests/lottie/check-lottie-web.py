#!/usr/bin/env python3
"""Swell's Lottie documents in lottie-web, the player web apps ship, with its SVG and its
canvas renderer, in headless Chromium.

usage: check-lottie-web.py WORK_DIR LOTTIE_JS

Plays the documents `check-players.py` wrote in WORK_DIR (every style's app document as a
header and as a footer, and its film) and compares lottie-web's pictures, taken as screenshots
over a white page, with the frames Swell drew with cairo beside them (`--reference-frames`,
`--format frames`), flattened over white; films with the list too. For each document and renderer:

- nothing goes wrong: no `error` or `data_failed` event of the animation (lottie-web reports a
  frame it could not draw as an `error` event wrapping `renderFrameError`), no console error
  or warning, no exception;
- the markers read back by name (`payload.name`), in the document's order;
- the frames match Swell's: the first, middle and last frame of every range and every layer's
  in-frame, last frame and out-frame (films: those and every tenth frame);
- each finish, played by name as an app plays it (`goToAndPlay(name, true)`), ends at rest:
  the frame lottie-web stops on looks like the range's last frame (rule L8).

Images are compared on RGB, both first blurred by a 3 × 3 box, after ignoring differences of
up to 2 units per channel (rounding): the mean over every 16 × 16 px tile at most 5.5 units,
and over the whole image at most 0.5. The blur is there because Chromium's Skia antialiases
edges its own way: unblurred, ripple's long, shallow arc edge differs by up to 8.0 a tile and
elastic's trimmed ring by 5.0 (blurred: 4.5 and 4.3; ripple's 5.2 since its arc became the
deeper orange its white ring needs to stand 3:1 off it, the edge's error growing with its
contrast against the white band), while the blur keeps a shape 1 px off at 6 (wave's soft
waves) to 61 (ripple's arc). A frame whose reference shows at most
two pixel rows (the end of a finish) is held to the image mean only: there two shapes meet
inside one row and each renderer mixes their colours its own way (ripple's dark arc over its
near-black band: a tile of 10 for a 1 px line, the image within 0.18).
"""
import base64
import io
import json
import os
import shutil
import sys
import time

import numpy
from PIL import Image

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../support"))
from headless_chromium import Browser, problems_in  # noqa: E402

STYLES = ["wave", "bend", "ripple", "bounce", "elastic", "quiet", "classic"]
FINISHES = ["finishing", "failed", "noMoreData"]
TILE_LIMIT, IMAGE_MEAN, ROUNDING, TILE = 5.5, 0.5, 2, 16

HARNESS = """<!doctype html>
<html><head><meta charset="utf-8">
<style>html, body { margin: 0; background: #fff; overflow: hidden; } #stage { position: absolute; left: 0; top: 0; }</style>
<script src="lottie.js"></script></head>
<body><div id="stage"></div>
<script>
window.swell = { anim: null, errors: [], loaded: false, completed: 0 };
function swellLoad(text, renderer) {
  if (swell.anim) swell.anim.destroy();
  const data = JSON.parse(text);
  const stage = document.getElementById('stage');
  stage.style.width = data.w + 'px';
  stage.style.height = data.h + 'px';
  Object.assign(swell, { errors: [], loaded: false, completed: 0 });
  const anim = lottie.loadAnimation({ container: stage, renderer: renderer, loop: false,
                                      autoplay: false, animationData: data });
  for (const name of ['error', 'data_failed']) {
    anim.addEventListener(name, (event) => swell.errors.push(name + ': ' +
      (event && event.nativeError ? String(event.nativeError) : JSON.stringify(event))));
  }
  anim.addEventListener('DOMLoaded', () => { swell.loaded = true; });
  anim.addEventListener('complete', () => { swell.completed += 1; });
  swell.anim = anim;
}
</script></body></html>
"""

work, player = sys.argv[1], sys.argv[2]
failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}")


def blurred(image):
    """The mean of each pixel's 3 × 3 neighbourhood (edges repeated)."""
    padded = numpy.pad(image, ((1, 1), (1, 1), (0, 0)), mode="edge")
    height, width = image.shape[:2]
    return sum(padded[dy:dy + height, dx:dx + width] for dy in range(3) for dx in range(3)) / 9


def difference(seen, reference):
    """The worst 16 × 16 tile's and the whole image's mean difference beyond rounding, of
    the two images blurred."""
    per_pixel = numpy.clip(numpy.abs(blurred(seen) - blurred(reference)) - ROUNDING, 0, None)
    per_pixel = per_pixel.mean(axis=2)
    height, width = per_pixel.shape
    worst = 0.0
    for y in range(0, height, TILE):
        for x in range(0, width, TILE):
            worst = max(worst, float(per_pixel[y:y + TILE, x:x + TILE].mean()))
    return worst, float(per_pixel.mean())


def over_white(path):
    """A reference PNG (straight alpha) as RGB over white, the page's background."""
    rgba = numpy.asarray(Image.open(path).convert("RGBA"), dtype=numpy.float64)
    alpha = rgba[:, :, 3:4] / 255
    return rgba[:, :, :3] * alpha + 255 * (1 - alpha)


def layer_boundaries(document):
    frames = set()
    for layer in document["layers"]:
        frames.update({int(layer["ip"]), int(layer["op"]) - 1, int(layer["op"])})
    return frames


class LottieWeb:
    def __init__(self, browser):
        self.page = browser.page
        for domain in ("Page", "Runtime", "Log"):
            self.page.call(f"{domain}.enable")
        with open(os.path.join(work, "lottie-web.html"), "w") as f:
            f.write(HARNESS)
        if os.path.abspath(player) != os.path.abspath(os.path.join(work, "lottie.js")):
            shutil.copyfile(player, os.path.join(work, "lottie.js"))
        self.page.call("Page.navigate", url="file://" + os.path.abspath(os.path.join(work, "lottie-web.html")))
        deadline = time.time() + 20
        while time.time() < deadline and self.page.evaluate("typeof window.swell") != "object":
            self.page.pump(0.1)
        version = self.page.evaluate("typeof lottie === 'object' ? lottie.version : ''")
        if version != "5.12.2":
            sys.exit(f"lottie-web: the page has lottie {version!r}, not 5.12.2")

    def load(self, document, renderer):
        self.page.events.clear()
        width, height = document["w"], document["h"]
        self.page.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                       deviceScaleFactor=1, mobile=False)
        self.page.evaluate(f"swellLoad({json.dumps(json.dumps(document))}, {json.dumps(renderer)})")
        deadline = time.time() + 20
        while time.time() < deadline and not self.page.evaluate("swell.loaded"):
            self.page.pump(0.05)
        self.size = (width, height)
        return self.page.evaluate("swell.loaded")

    def problems(self):
        return (self.page.evaluate("swell.errors") or []) + problems_in(self.page.events)

    def shot(self):
        width, height = self.size
        data = self.page.call("Page.captureScreenshot", format="png",
                              clip={"x": 0, "y": 0, "width": width, "height": height, "scale": 1})["data"]
        image = Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")
        return numpy.asarray(image, dtype=numpy.float64)

    def frame(self, number):
        self.page.evaluate(f"swell.anim.goToAndStop({number}, true)")
        return self.shot()

    def play_to_end(self, marker):
        """Plays a marker by name as an app does; the frame it stops on, and its picture."""
        self.page.evaluate(f"swell.completed = 0; swell.anim.goToAndPlay({json.dumps(marker)}, true)")
        deadline = time.time() + 20
        while time.time() < deadline and not self.page.evaluate("swell.completed"):
            self.page.pump(0.05)
        stopped = self.page.evaluate("swell.anim.currentFrame + swell.anim.firstFrame")
        return stopped, self.shot()


def sliver(reference):
    """Whether the reference shows at most 2 px rows of anything: the last frames of a finish,
    where two shapes meet inside one pixel row and each renderer's antialiasing mixes their
    colours its own way (ripple's dark arc and band: orange in cairo, near black in Chromium)."""
    rows = int((numpy.abs(reference - 255).sum(axis=2) > 6).any(axis=1).sum())
    return 1 <= rows <= 2


def compare(name, web, references, frames):
    worst, worst_frame = 0.0, None
    for k in sorted(frames):
        reference = over_white(os.path.join(references, f"frame_{k + 1:04d}.png"))
        tile, mean = difference(web.frame(k), reference)
        if sliver(reference):
            # A colour mix within one row, not a shape: held to the whole image's mean only.
            tile = 0.0
        if tile >= worst:
            worst, worst_frame = tile, k
        if tile > TILE_LIMIT or mean > IMAGE_MEAN:
            fail(f"{name}: lottie-web's frame {k} differs from Swell's (tile {tile:.2f}, image {mean:.3f})")
    return worst, worst_frame


browser = Browser(window="400,400", extra=["--hide-scrollbars"])
try:
    web = LottieWeb(browser)
    for style in STYLES:
        jobs = [(f"{style} film", f"{style}-film.json", f"{style}-film-frames"),
                (f"{style} film with the list", f"{style}-list-film.json", f"{style}-list-film-frames"),
                (f"{style} footer film", f"{style}-footer-film.json", f"{style}-footer-film-frames")]
        jobs += [(f"{style}-{edge}", f"{style}-{edge}-app.json", f"{style}-{edge}-frames")
                 for edge in ("top", "bottom")]
        # The dark palette's header (check-players.py writes it), and the light header themed
        # with the dark one's colour slots (rule L10), which lottie-web 5.12 reads as it loads.
        jobs.append((f"{style}-top dark", f"{style}-top-app-dark.json", f"{style}-top-dark-frames"))
        jobs.append((f"{style}-top themed dark by its slots", f"{style}-top-app.json",
                     f"{style}-top-dark-frames"))
        for name, file, frames_dir in jobs:
            document = json.load(open(os.path.join(work, file)))
            if name.endswith("by its slots"):
                dark = json.load(open(os.path.join(work, f"{style}-top-app-dark.json")))
                document["slots"] = dark["slots"]
            references = os.path.join(work, frames_dir)
            last = int(document["op"]) - 1
            frames = layer_boundaries(document)
            markers = document.get("markers", [])
            for marker in markers:
                start, length = marker["tm"], marker["dr"]
                frames.update({start, start + length // 2, start + length})
            if not markers:
                frames.update(range(0, last + 1, 10))
            frames = {f for f in frames if 0 <= f <= last}
            for renderer in ("svg", "canvas"):
                label = f"{name} ({renderer})"
                if not web.load(document, renderer):
                    fail(f"{label}: lottie-web did not load it: {web.problems()}")
                    continue
                read = web.page.evaluate("swell.anim.markers.map((m) => m.payload && m.payload.name)")
                if read != [m["cm"] for m in markers]:
                    fail(f"{label}: lottie-web reads the markers {read}")
                worst, worst_frame = compare(label, web, references, frames)
                for marker in markers:
                    if marker["cm"] not in FINISHES:
                        continue
                    end = marker["tm"] + marker["dr"]
                    stopped, picture = web.play_to_end(marker["cm"])
                    tile, mean = difference(picture, over_white(
                        os.path.join(references, f"frame_{end + 1:04d}.png")))
                    if tile > TILE_LIMIT or mean > IMAGE_MEAN:
                        fail(f"{label}: {marker['cm']} stops on frame {stopped}, not at rest "
                             f"(tile {tile:.2f}, image {mean:.3f} from frame {end})")
                problems = web.problems()
                if problems:
                    fail(f"{label}: {len(problems)} player errors, first: {problems[0][:300]}")
                print(f"ok: {label}: {len(frames)} frames against cairo, worst tile {worst:.2f} "
                      f"(frame {worst_frame}), {len(markers)} markers")
finally:
    browser.stop()

if failures:
    sys.exit(f"Lottie in lottie-web: {len(failures)} failures")
print("Lottie in lottie-web (SVG and canvas): all checks passed")
