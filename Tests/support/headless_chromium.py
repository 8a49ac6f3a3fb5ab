"""Headless Chromium driven over the DevTools protocol, for the checks that need a real
browser (the documentation site, lottie-web).

Needs Debian's chromium and the `websocket` module (Debian's python3-websocket, or PyPI's
websocket-client in a venv).
"""
import json
import shutil
import socket
import subprocess
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


class Browser:
    """A headless Chromium with its own profile, and its first tab as a `Page`; stop() ends
    it and removes the profile."""

    def __init__(self, window="1280,1000", extra=()):
        port = free_port()
        self.profile = tempfile.mkdtemp(prefix="swell-chromium-")
        self.process = subprocess.Popen(
            [shutil.which("chromium") or "chromium", "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
             f"--user-data-dir={self.profile}", "--remote-debugging-address=127.0.0.1",
             f"--remote-debugging-port={port}", f"--window-size={window}", *extra, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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
            self.stop()
            raise RuntimeError("chromium did not start")
        self.page = Page(tabs[0]["webSocketDebuggerUrl"])

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def problems_in(events):
    """What went wrong among a page's events: console errors and warnings, exceptions, log
    errors, HTTP errors and failed requests."""
    problems, urls = [], {}
    for event in events:
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
    return problems
