#!/usr/bin/env python3
"""lottie-web 5.12.2, the player web apps ship, as one file a page loads with <script>.

usage: fetch-lottie-web.py PIP OUT_FILE

PyPI is the only package registry this project's checks reach, and no package on it ships
lottie-web 5.9 or later as a plain file; dash-extensions 2.0.6 ships the full player (SVG,
canvas and HTML renderers, lottie-web's `build/player/lottie.js`) as one module of a webpack
chunk. This downloads that wheel with the given pip, checks its SHA-256, cuts the module out,
gives it the `module` object its factory expects, and writes it with `window.lottie` set.
The module is checked too: its version string, and its SHA-256, so a changed wheel or cut
fails here rather than as a strange player.
"""
import hashlib
import os
import subprocess
import sys
import tempfile
import zipfile

WHEEL = "dash_extensions-2.0.6-py3-none-any.whl"
WHEEL_SHA256 = "35a9ef516dd9431e472b68a76f4ae63a95223fcf9d319dfac79278157de85670"
CHUNK = "dash_extensions/async-Lottie.js"
MODULE_START, MODULE_END = "9891(module,exports,__webpack_require__){", "},2309(t,e,r){"
VERSION = 'lottie.version="5.12.2"'
MODULE_SHA256 = "c3960a6a77bdb95921f632b2a240d9d860ee5c6f42f56aa58bf2532c4d1f387f"

pip, out = sys.argv[1], sys.argv[2]
with tempfile.TemporaryDirectory() as folder:
    subprocess.run([pip, "download", "--quiet", "--no-deps", "--only-binary=:all:",
                    "dash-extensions==2.0.6", "-d", folder], check=True)
    wheel = f"{folder}/{WHEEL}"
    digest = hashlib.sha256(open(wheel, "rb").read()).hexdigest()
    if digest != WHEEL_SHA256:
        sys.exit(f"fetch-lottie-web: {WHEEL} has SHA-256 {digest}, not {WHEEL_SHA256}")
    chunk = zipfile.ZipFile(wheel).read(CHUNK).decode("utf-8")
start = chunk.index(MODULE_START) + len(MODULE_START)
body = chunk[start:chunk.index(MODULE_END, start)]
if VERSION not in body or not body.endswith("module.exports=factory())"):
    sys.exit("fetch-lottie-web: the chunk no longer holds lottie-web 5.12.2's module as expected")
text = (
    "/*! lottie-web 5.12.2 | MIT License | (c) Airbnb | cut from dash-extensions 2.0.6 */\n"
    "(function(){var module={exports:{}},exports=module.exports,__webpack_require__={};\n"
    + body
    + ";\nvar g=typeof globalThis!==\"undefined\"?globalThis:self;"
    "if(module.exports){g.lottie=g.bodymovin=module.exports;}})();\n")
digest = hashlib.sha256(body.encode("utf-8")).hexdigest()
if digest != MODULE_SHA256:
    sys.exit(f"fetch-lottie-web: the player's module has SHA-256 {digest}, not {MODULE_SHA256}")
with open(out + ".partial", "w", encoding="utf-8") as f:
    f.write(text)
os.replace(out + ".partial", out)
print(f"lottie-web 5.12.2 in {out}")
