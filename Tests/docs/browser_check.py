#!/usr/bin/python3
"""Opens pages of the documentation site in headless Chromium, over the DevTools protocol, and
fails when one does not render as it should.

usage: browser_check.py [--shots DIR] URL[|text|images] ...

Each URL is loaded and waited for until its title (the page's h1) renders. A page fails when
the browser's console shows an error or a warning, a script throws, a request fails or answers
HTTP >= 400, DocC shows its "page can't be found" view, the rendered text lacks `text` (when
given), or fewer than `images` of its images loaded with a size (when given). With --shots,
a screenshot of each page is written there.

Needs Debian's chromium and python3-websocket (this runs with Debian's /usr/bin/python3).
"""
import argparse
import base64
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../support"))
from headless_chromium import Browser, problems_in  # noqa: E402

TITLE = "(() => { const h = document.querySelector('main h1') || document.querySelector('h1');" \
        " return h ? h.innerText.trim() : ''; })()"
IMAGES = "Array.from(document.images).filter(i => i.complete && i.naturalWidth > 0).length"


def check(page, url, text, images, shots, index, wait=20):
    page.events.clear()
    page.call("Page.navigate", url=url)
    title, deadline = "", time.time() + wait
    # Until the new page is the one loaded (the old title would otherwise answer first).
    while time.time() < deadline and not (page.evaluate("location.href") or "").startswith(url):
        page.pump(0.1)
    while time.time() < deadline and not title:
        page.pump(0.25)
        title = page.evaluate(TITLE) or ""
    # Images and late requests: wait until the wanted images are in, or the time is up. DocC
    # loads images lazily, as they come into view: scroll through the page, as a reader does,
    # so that one far down a long article is asked for too.
    while time.time() < deadline and images and (page.evaluate(IMAGES) or 0) < images:
        page.evaluate("window.scrollBy(0, window.innerHeight)")
        page.pump(0.25)
    page.evaluate("window.scrollTo(0, 0)")
    page.pump(1.0)
    problems = problems_in(page.events)
    body = page.evaluate("document.body ? document.body.innerText : ''") or ""
    if not title:
        problems.append("no title rendered: the page's script did not run")
    if "can't be found" in body or "cannot be found" in body:
        problems.append("DocC shows its 'page can't be found' view")
    if text and text not in body:
        problems.append(f"the page does not say {text!r}")
    loaded = page.evaluate(IMAGES) or 0
    if images and loaded < images:
        problems.append(f"{loaded} of the {images} images expected loaded")
    if shots:
        os.makedirs(shots, exist_ok=True)
        png = page.call("Page.captureScreenshot", format="png")["data"]
        with open(os.path.join(shots, f"page{index:02d}.png"), "wb") as f:
            f.write(base64.b64decode(png))
    return title, loaded, problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--shots")
    args = parser.parse_args()
    try:
        browser = Browser()
    except RuntimeError as error:
        sys.exit(f"docs: {error}")
    failed = 0
    try:
        page = browser.page
        for domain in ("Page", "Runtime", "Log", "Network"):
            page.call(f"{domain}.enable")
        for index, spec in enumerate(args.pages):
            url, text, images = (spec.split("|") + ["", ""])[:3]
            title, loaded, problems = check(page, url, text, int(images or 0), args.shots, index)
            print(f"{'FAIL' if problems else 'ok'}: {url}: {title!r}, {loaded} images")
            for problem in problems:
                print(f"    {problem}")
            failed += bool(problems)
    finally:
        browser.stop()
    print(f"docs in chromium: {len(args.pages) - failed} pages passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
