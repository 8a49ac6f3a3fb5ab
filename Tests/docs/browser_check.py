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
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Page:
    """One browser tab, driven by DevTools protocol calls; events are kept as they arrive."""

    def __init__(self, ws_url):
        # Chromium refuses DevTools connections that send an Origin header it was not told of.
        self.ws = websocket.create_connection(ws_url, timeout=30, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def pump(self, seconds):
        end = time.time() + seconds
        while time.time() < end:
            self.ws.settimeout(max(0.05, end - time.time()))
            try:
                self.events.append(json.loads(self.ws.recv()))
            except websocket.WebSocketTimeoutException:
                break
        self.ws.settimeout(30)


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
    # Images and late requests: wait until the wanted images are in, or the time is up.
    while time.time() < deadline and images and (page.evaluate(IMAGES) or 0) < images:
        page.pump(0.25)
    page.pump(1.0)
    problems, urls = [], {}
    for event in page.events:
        method, p = event.get("method"), event.get("params", {})
        if method == "Network.requestWillBeSent":
            urls[p["requestId"]] = p["request"]["url"]
        elif method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "warning", "assert"):
            words = " ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", []))
            problems.append(f"console.{p['type']}: {words}")
        elif method == "Runtime.exceptionThrown":
            details = p.get("exceptionDetails", {})
            problems.append("exception: " + (details.get("exception", {}).get("description")
                                             or details.get("text", "")))
        elif method == "Log.entryAdded" and p["entry"].get("level") in ("error", "warning"):
            problems.append(f"log.{p['entry']['level']}: {p['entry'].get('text')} {p['entry'].get('url', '')}")
        elif method == "Network.responseReceived" and p["response"]["status"] >= 400:
            problems.append(f"HTTP {p['response']['status']}: {p['response']['url']}")
        elif method == "Network.loadingFailed" and not p.get("canceled"):
            problems.append(f"request failed: {p.get('errorText')} {urls.get(p['requestId'], '')}")
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
    port = free_port()
    profile = tempfile.mkdtemp(prefix="swell-docs-chromium-")
    browser = subprocess.Popen(
        [shutil.which("chromium") or "chromium", "--headless", "--no-sandbox", "--disable-gpu",
         "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
         f"--user-data-dir={profile}", "--remote-debugging-address=127.0.0.1",
         f"--remote-debugging-port={port}", "--window-size=1280,1000", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    failed = 0
    try:
        for _ in range(300):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2))
                tabs = [t for t in targets if t.get("type") == "page"]
                if tabs:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        else:
            sys.exit("docs: chromium did not start")
        page = Page(tabs[0]["webSocketDebuggerUrl"])
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
        browser.terminate()
        try:
            browser.wait(10)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"docs in chromium: {len(args.pages) - failed} pages passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
