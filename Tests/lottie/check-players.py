#!/usr/bin/env python3
"""Swell's Lottie documents in a second player and against the format's published schema.

usage: check-players.py SWELL_BINARY WORK_DIR

For every style, as a header and as a footer, `swell render STYLE --format lottie-app` writes
the document an app drives; for every style the film of its standard interaction is written
too, alone (`--format lottie --header-only`) and with the list (`--format lottie`, as a header
and as a footer). Then:

- each document validates against the Lottie JSON schema (PyPI `lottie-specs`, draft
  2020-12), with no error;
- ThorVG (PyPI `thorvg-python`), a player independent of rlottie (which the Swift tests
  use), reads the app document's markers by name, plays each range (`set_marker`), and shows
  the `refreshing` loop's last frame as its first: the seam, in the player;
- ThorVG's frames match Swell's own pictures, drawn by cairo: for every app document the
  first, middle and last frame of every range and every layer's in-frame, last frame and
  out-frame, against the frames `--reference-frames` writes; for every film every layer's
  in-, last and out-frame and every tenth frame, against `--format frames` of the same
  interaction; and the `pull` range at half the maximum pull (of the document with the
  style's background, `--background`) against Swell's still at that pull (`swell render
  --pull P --header-only`);
- the app document in the keyframe form from before bodymovin 5.5 (`--keyframes
  with-end-values`, for Qt Lottie) plays the first, middle and last frame of every range as
  Swell draws them;
- the dotLottie package (`--out STYLE.lottie`) opens with Python's zipfile, its checksums
  hold, and it holds a version "1" manifest naming the one animation, which is the same
  document as the JSON output.

Images are compared on premultiplied 8-bit channels after ignoring differences of up to 2
units (rounding and coverage), as the Swift tests compare rlottie: the mean over every
16 × 16 px tile at most 1.5 units for the seam, and over the whole image at most 0.5. ThorVG
against cairo gets 6 units a tile: measured on the correct documents up to 5.1 (elastic's
partly drawn ring, whose trimmed length ThorVG measures its own way, over transparency; 3.3
with the style's background painted), 3.3 for the thin last strip of ripple's band at the
right edge as it leaves, and 2.7 at most in the other styles, while the still at a pull 5 pt
off differs by 8.5 or more in every style (by 2 pt: 3.3 or more).
"""
import json
import os
import subprocess
import sys
import zipfile

import lottie_specs
import document_rules
from jsonschema import Draft202012Validator
from thorvg_python import Colorspace, Engine, LottieAnimation, SwCanvas

STYLES = ["wave", "bend", "ripple", "bounce", "elastic", "quiet", "classic"]
HEADER_MARKERS = ["pull", "trigger", "release", "refreshing", "finishing", "failed"]
FOOTER_MARKERS = HEADER_MARKERS + ["noMoreData"]
SEAM_TILE, CAIRO_TILE, IMAGE_MEAN, ROUNDING, TILE = 1.5, 6.0, 0.5, 2, 16

swell, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}")


def run(*arguments):
    """Runs swell; returns what it said on standard error (an app document's markers)."""
    result = subprocess.run([swell, *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"swell {' '.join(arguments)} failed: {result.stderr}")
    return result.stderr


def difference(a, b, width, height):
    """Mean differences beyond rounding of two premultiplied RGBA byte strings: the worst
    16 × 16 tile's and the whole image's."""
    per_pixel = [0.0] * (width * height)
    for i in range(width * height):
        d = 0
        for c in range(4):
            d += max(abs(a[4 * i + c] - b[4 * i + c]) - ROUNDING, 0)
        per_pixel[i] = d / 4
    worst = 0.0
    for ty in range(0, height, TILE):
        for tx in range(0, width, TILE):
            cells = [per_pixel[y * width + x]
                     for y in range(ty, min(ty + TILE, height)) for x in range(tx, min(tx + TILE, width))]
            worst = max(worst, sum(cells) / len(cells))
    return worst, sum(per_pixel) / len(per_pixel)


def premultiplied_png(path):
    """A PNG's pixels as premultiplied RGBA bytes, read by ImageMagick."""
    raw = subprocess.run(["convert", path, "-depth", "8", "rgba:-"], capture_output=True, check=True).stdout
    out = bytearray(len(raw))
    for i in range(0, len(raw), 4):
        a = raw[i + 3]
        for c in range(3):
            out[i + c] = (raw[i + c] * a + 127) // 255
        out[i + 3] = a
    return bytes(out)


class Player:
    """One ThorVG animation on a software canvas of the document's size."""

    def __init__(self, engine, path):
        document = json.load(open(path))
        self.width, self.height = document["w"], document["h"]
        self.canvas = SwCanvas(engine)
        self.canvas.set_target(self.width, self.height, self.width, Colorspace.ABGR8888)
        self.animation = LottieAnimation(engine)
        picture = self.animation.get_picture()
        if picture.load(path) != 0:
            raise RuntimeError(f"ThorVG cannot load {path}")
        picture.set_size(self.width, self.height)
        self.canvas.add(picture)

    def markers(self):
        count = self.animation.get_markers_cnt()[1]
        return [self.animation.get_marker(k)[1] for k in range(count)]

    def frame(self, number):
        """Premultiplied RGBA bytes of `number` (within the current segment)."""
        self.animation.set_frame(float(number))
        self.canvas.update()
        self.canvas.draw(True)
        self.canvas.sync()
        return bytes(self.canvas.buffer_arr)

    def close(self):
        self.canvas.destroy()


schema = Draft202012Validator(lottie_specs.load_specs())


def layer_boundaries(document):
    """Every layer's in-frame, last frame and out-frame that lies within the timeline."""
    frames = set()
    for layer in document["layers"]:
        frames.update({int(layer["ip"]), int(layer["op"]) - 1, int(layer["op"])})
    return {f for f in frames if 0 <= f < int(document["op"])}


def compare_with_cairo(name, path, references, frames, player=None):
    """ThorVG's frames of the whole timeline against Swell's PNG frames (frame k is
    frame_{k+1}.png, as `--format frames` numbers them); `player`: one already loaded (and
    themed) instead of a fresh one of `path`."""
    player = player or Player(engine, path)
    worst, worst_frame = 0.0, None
    for k in sorted(frames):
        reference = premultiplied_png(os.path.join(references, f"frame_{k + 1:04d}.png"))
        tile, mean = difference(player.frame(k), reference, player.width, player.height)
        if tile >= worst:
            worst, worst_frame = tile, k
        if tile > CAIRO_TILE or mean > IMAGE_MEAN:
            fail(f"{name}: ThorVG's frame {k} differs from Swell's (tile {tile:.2f}, image {mean:.3f})")
    player.close()
    print(f"ok: {name}: ThorVG against cairo at {len(frames)} frames, worst tile {worst:.2f} (frame {worst_frame})")


def validate(path, schema_valid=True):
    """The schema (unless the document is not meant to pass it) and the article's rules."""
    document = json.load(open(path))
    errors = list(schema.iter_errors(document)) if schema_valid else []
    if errors:
        fail(f"{os.path.basename(path)}: {len(errors)} schema errors, first: {errors[0].message[:200]}")
    for rule, what in document_rules.check(document):
        fail(f"{os.path.basename(path)}: breaks rule {rule} of the Lottie article: {what}")
    return not errors


ARTICLE = os.path.join(os.path.dirname(__file__), "../../Sources/Swell/Swell.docc/LottieInApps.md")
for rule in document_rules.check_article(open(ARTICLE).read()):
    fail(f"the Lottie article does not list rule {rule}")


engine = Engine(threads=0)
try:
    for style in STYLES:
        film = os.path.join(work, f"{style}-film.json")
        run("render", style, "--format", "lottie", "--header-only", "--out", film)
        validate(film)
        film_frames = os.path.join(work, f"{style}-film-frames")
        # Documents carry no words (rule L0): Swell's frames leave classic's out too.
        run("render", style, "--format", "frames", "--header-only", "--shapes-only", "--scale", "1",
            "--out", film_frames + "/")
        film_document = json.load(open(film))
        if len(os.listdir(film_frames)) != int(film_document["op"]):
            fail(f"{style} film: {int(film_document['op'])} frames, but {len(os.listdir(film_frames))} pictures")
        compare_with_cairo(f"{style} film", film, film_frames,
                           layer_boundaries(film_document) | set(range(0, int(film_document["op"]), 10)))
        # The films with the list, whose rows are one layer that moves, as a header and as a
        # footer (drawn mirrored below the list's end).
        for edge, label in (("top", "list"), ("bottom", "footer")):
            list_film = os.path.join(work, f"{style}-{label}-film.json")
            run("render", style, "--format", "lottie", "--edge", edge, "--out", list_film)
            validate(list_film)
            list_frames = os.path.join(work, f"{style}-{label}-film-frames")
            run("render", style, "--format", "frames", "--edge", edge, "--shapes-only", "--scale",
                "1", "--out", list_frames + "/")
            list_document = json.load(open(list_film))
            compare_with_cairo(f"{style} film with the list ({edge})", list_film, list_frames,
                               layer_boundaries(list_document)
                               | set(range(0, int(list_document["op"]), 10)))
        for edge, expected in (("top", HEADER_MARKERS), ("bottom", FOOTER_MARKERS)):
            name = f"{style}-{edge}"
            path = os.path.join(work, f"{name}-app.json")
            references = os.path.join(work, f"{name}-frames")
            said = run("render", style, "--format", "lottie-app", "--edge", edge, "--out", path,
                       "--reference-frames", references)
            max_pull = float(said.split("maxPull ")[1].split(" pt")[0])
            document = json.load(open(path))
            validate(path)
            range_frames = set()
            for marker in document["markers"]:
                start, length = int(marker["tm"]), int(marker["dr"])
                range_frames.update({start, start + length // 2, start + length})
            range_frames = {f for f in range_frames if f < int(document["op"])}
            compare_with_cairo(name, path, references, range_frames | layer_boundaries(document))
            player = Player(engine, path)
            names = player.markers()
            if names != expected:
                fail(f"{name}: ThorVG reads the markers {names}, not {expected}")
            ranges = {m["cm"]: (m["tm"], m["dr"]) for m in document["markers"]}
            for marker, (start, length) in ranges.items():
                if player.animation.set_marker(marker) != 0:
                    fail(f"{name}: ThorVG cannot play the marker {marker}")
                    continue
                segment = player.animation.get_segment()[1:]
                if tuple(segment) != (start, start + length):
                    fail(f"{name}: ThorVG plays {marker} as {segment}, not {(start, start + length)}")
            # Rule L8: a finish shows rest on its last frame but one (where ThorVG, reading the
            # range as half-open, stops) as on its last.
            for marker in ("finishing", "failed", "noMoreData"):
                if marker not in ranges:
                    continue
                player.animation.set_marker(marker)
                length = ranges[marker][1]
                tile, mean = difference(player.frame(length - 1), player.frame(length),
                                        player.width, player.height)
                if tile > SEAM_TILE or mean > IMAGE_MEAN:
                    fail(f"{name}: {marker} is not at rest on its last frame but one in ThorVG "
                         f"(tile {tile:.2f}, image {mean:.3f})")
            # The seam: the loop's last frame against its first, both ThorVG's.
            player.animation.set_marker("refreshing")
            first = player.frame(0)
            last = player.frame(ranges["refreshing"][1])
            seam, seam_mean = difference(first, last, player.width, player.height)
            if seam > SEAM_TILE or seam_mean > IMAGE_MEAN:
                fail(f"{name}: the loop's ends differ in ThorVG (tile {seam:.2f}, image {seam_mean:.3f})")
            # Half the maximum pull against Swell's own still (headers: the still is a header's),
            # which paints the style's background: so does this document, with --background.
            if edge == "top":
                painted_path = os.path.join(work, f"{name}-app-background.json")
                run("render", style, "--format", "lottie-app", "--background", "--out", painted_path)
                validate(painted_path)
                painted = Player(engine, painted_path)
                painted.animation.set_marker("pull")
                half = painted.frame(ranges["pull"][1] / 2)
                painted.close()
                still = os.path.join(work, f"{name}-still.png")
                run("render", style, "--pull", repr(max_pull / 2), "--header-only", "--shapes-only",
                    "--scale", "1", "--format", "png", "--out", still)
                tile, mean = difference(half, premultiplied_png(still), player.width, player.height)
                print(f"ok: {name}: ThorVG at half the pull against cairo: tile {tile:.2f}, image {mean:.3f}")
                if tile > CAIRO_TILE or mean > IMAGE_MEAN:
                    fail(f"{name}: ThorVG's pull frame differs from Swell's still (tile {tile:.2f}, image {mean:.3f})")
            if edge == "top":
                # The form from before bodymovin 5.5 (for Qt Lottie) plays the same. It is not
                # schema-valid by design: its last keyframes carry no value.
                legacy = os.path.join(work, f"{name}-app-with-end-values.json")
                run("render", style, "--format", "lottie-app", "--keyframes", "with-end-values",
                    "--out", legacy)
                validate(legacy, schema_valid=False)
                compare_with_cairo(f"{name} with end values", legacy, references, range_frames)
                # The dark palette (`--appearance dark`): its own colours, the same motion.
                dark = os.path.join(work, f"{name}-app-dark.json")
                dark_references = os.path.join(work, f"{name}-dark-frames")
                run("render", style, "--format", "lottie-app", "--appearance", "dark", "--out", dark,
                    "--reference-frames", dark_references)
                validate(dark)
                dark_document = json.load(open(dark))
                if dark_document == document:
                    fail(f"{name}: --appearance dark wrote the light document")
                if [m["cm"] for m in dark_document["markers"]] != [m["cm"] for m in document["markers"]]:
                    fail(f"{name}: the dark document's markers differ from the light one's")
                compare_with_cairo(f"{name} dark", dark, dark_references, range_frames)
                # Theming by slots (rule L10): every colour is bound to a slot, and the dark
                # document's slots, applied to the light document through ThorVG's slot API (what
                # dotLottie themes use), give Swell's dark frames, failure tints included.
                if list(dark_document.get("slots", {})) != list(document.get("slots", {})) or \
                        not document.get("slots"):
                    fail(f"{name}: the light and dark documents' slots differ: "
                         f"{list(document.get('slots', {}))} / {list(dark_document.get('slots', {}))}")
                themed = Player(engine, path)
                slot = themed.animation.gen_slot(json.dumps(dark_document["slots"]))
                if slot == 0 or themed.animation.apply_slot(slot) != 0:
                    fail(f"{name}: ThorVG does not take the dark slots")
                    themed.close()
                else:
                    compare_with_cairo(f"{name} themed dark by its slots", path, dark_references,
                                       range_frames, player=themed)
                package = os.path.join(work, f"{name}-app.lottie")
                run("render", style, "--format", "lottie-app", "--edge", edge, "--out", package)
                with zipfile.ZipFile(package) as archive:
                    if archive.testzip() is not None:
                        fail(f"{name}: a bad checksum in the .lottie package")
                    # Deflated, as the dotLottie format says: 3.6× (quiet, 4.7 KB) to 8.7× smaller than
                    # its JSON here, where stored entries made it 0.3 KB larger.
                    for info in archive.infolist():
                        if info.filename.startswith("animations/") and \
                                info.compress_type != zipfile.ZIP_DEFLATED:
                            fail(f"{name}: {info.filename} is not deflated in the .lottie package")
                    ratio = os.path.getsize(path) / os.path.getsize(package)
                    if ratio < 3:
                        fail(f"{name}: the .lottie package is only {ratio:.1f}× smaller than its JSON")
                    manifest = json.loads(archive.read("manifest.json"))
                    ids = [a["id"] for a in manifest["animations"]]
                    if manifest.get("version") != "1" or len(ids) != 1:
                        fail(f"{name}: unexpected manifest {manifest}")
                    elif archive.read(f"animations/{ids[0]}.json") != open(path, "rb").read():
                        fail(f"{name}: the packaged document differs from the JSON one")
            player.close()
            print(f"ok: {name}: schema-valid, {len(names)} markers read by ThorVG, seam {seam:.2f}")
finally:
    engine.term()

if failures:
    sys.exit(f"Lottie in ThorVG and the schema: {len(failures)} failures")
print("Lottie in ThorVG and the schema: all checks passed")
