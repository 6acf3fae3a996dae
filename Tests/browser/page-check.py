#!/usr/bin/env python3
"""Drives a real headless Chromium over the DevTools protocol (on a pipe, so no WebSocket
library is needed) through collate's HTML page, and prints what it saw as JSON.

usage: page-check.py PAGE.html [--click TITLE]... [--query TEXT]... [--screenshot FILE]
                     [--window W,H] [--browser PATH] [--timing]

The report: the rendered section titles and names, the index bar's labels, for each --click
the section at the top of the list after a real mouse click on that index entry, for each
--query the rows the search box shows after typing it (names and ranks), and whether any
script injected through a name ran (it must not).
"""
import argparse, base64, json, os, shutil, subprocess, sys, tempfile, time


class Browser:
    def __init__(self, binary, window):
        self.profile = tempfile.mkdtemp(prefix="collate-chromium-")
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def wire():
            # Chromium reads commands on fd 3 and writes replies on fd 4.
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             f"--user-data-dir={self.profile}", f"--window-size={window}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire,  # kept open after the wiring: the close happens later
            stdout=subprocess.DEVNULL, stderr=open(os.path.join(self.profile, "stderr.log"), "wb"))
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        raise TimeoutError(method)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[index]
                    return event
            self.events.append(self.read())
        raise TimeoutError(method)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=10)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def find_browser(explicit):
    for candidate in [explicit, "chromium", "chromium-browser", "google-chrome"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    sys.exit("page-check: no chromium found (apt-get install chromium)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--click", action="append", default=[])
    parser.add_argument("--query", action="append", default=[])
    parser.add_argument("--keypad", action="append", default=[])
    parser.add_argument("--screenshot")
    parser.add_argument("--screenshot-query")
    parser.add_argument("--window", default="420,760")
    parser.add_argument("--browser")
    parser.add_argument("--timing", action="store_true")
    args = parser.parse_args()

    browser = Browser(find_browser(args.browser), args.window)
    report = {}
    try:
        targets = browser.send("Target.getTargets", session=False)["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        browser.session = browser.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}, session=False)["sessionId"]
        browser.send("Page.enable")
        width, height = (int(v) for v in args.window.split(","))
        browser.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": False})
        started = time.time()
        browser.send("Page.navigate", {"url": "file://" + os.path.abspath(args.page)})
        browser.wait_for("Page.loadEventFired", timeout=120)
        loaded = time.time() - started
        # The page answers input once its script has run: time a round trip through it.
        browser.evaluate("new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
        if args.timing:
            report["loadSeconds"] = round(loaded, 3)
            report["interactiveSeconds"] = round(time.time() - started, 3)

        report["titles"] = browser.evaluate("[...document.querySelectorAll('#list h2')].map(h => h.textContent)")
        report["names"] = browser.evaluate("[...document.querySelectorAll('#list li')].map(li => li.firstChild ? li.firstChild.textContent : '')")
        report["index"] = browser.evaluate("[...document.querySelectorAll('#index a')].map(a => a.textContent)")
        report["injected"] = browser.evaluate("window.__injected === true")

        report["clicks"] = []
        for label in args.click:
            browser.evaluate("window.scrollTo(0, 0)")
            box = browser.evaluate(
                f"(() => {{ const a = [...document.querySelectorAll('#index a')].find(a => a.textContent === {json.dumps(label)});"
                " if (!a) return null; const r = a.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
            if box is None:
                report["clicks"].append({"label": label, "found": False})
                continue
            for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
                browser.send("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1, "pointerType": "mouse"})
            # The page lands again two frames after a jump (see its script): wait past that.
            browser.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))))")
            top = browser.evaluate(
                "(() => { const y = document.querySelector('header').getBoundingClientRect().bottom + 2;"
                " const s = [...document.querySelectorAll('#list section')].find(s => { const r = s.getBoundingClientRect(); return r.top <= y && r.bottom > y; });"
                " return s ? s.dataset.title : null; })()")
            report["clicks"].append({"label": label, "found": True, "topSection": top, "scrollY": browser.evaluate("window.scrollY")})

        report["queries"] = []
        for query in args.query:
            browser.evaluate("(() => { const b = document.getElementById('search'); b.value = ''; b.dispatchEvent(new Event('input')); b.focus(); })()")
            box = browser.evaluate("(() => { const r = document.getElementById('search').getBoundingClientRect(); return [r.left + 10, r.top + r.height / 2]; })()")
            for kind in ("mousePressed", "mouseReleased"):
                browser.send("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})
            started = time.time()
            browser.send("Input.insertText", {"text": query})
            rows = browser.evaluate(
                "[...document.querySelectorAll('#results li:not(.more)')].map(li => [li.childNodes[2] ? li.childNodes[2].textContent : '', li.dataset.rank])")
            entry = {"query": query, "names": [r[0] for r in rows], "ranks": [r[1] for r in rows],
                     "listHidden": browser.evaluate("document.getElementById('list').hidden"),
                     "status": browser.evaluate("document.getElementById('status').value")}
            if args.timing:
                entry["seconds"] = round(time.time() - started, 3)
            report["queries"].append(entry)

        def click(selector):
            box = browser.evaluate(
                f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null;"
                " const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
            if box is None:
                raise SystemExit(f"no {selector} on the page")
            for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
                browser.send("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1, "pointerType": "mouse"})

        report["keypad"] = []
        for digits in args.keypad:
            if browser.evaluate("document.getElementById('keypad').hidden"):
                click("#keypad-toggle")
            click('#keypad button[data-key="clear"]')
            steps = []
            for digit in digits:
                click(f'#keypad button[data-key="{digit}"]')
                steps.append(len(browser.evaluate("[...document.querySelectorAll('#results li:not(.more)')]")))
            rows = browser.evaluate(
                "[...document.querySelectorAll('#results li:not(.more)')].map(li => [li.childNodes[2] ? li.childNodes[2].textContent : '', li.dataset.rank])")
            report["keypad"].append({"digits": digits, "shown": browser.evaluate("document.getElementById('digits').value"),
                                     "names": [r[0] for r in rows], "ranks": [r[1] for r in rows], "counts": steps,
                                     "listHidden": browser.evaluate("document.getElementById('list').hidden"),
                                     "keyLabels": browser.evaluate("[...document.querySelectorAll('#keypad button small')].map(s => s.textContent)")})
        if args.keypad:
            click('#keypad button[data-key="back"]')
            report["afterErase"] = browser.evaluate("document.getElementById('digits').value")

        if args.screenshot:
            browser.evaluate("(() => { const b = document.getElementById('search'); b.value = ''; b.dispatchEvent(new Event('input')); window.scrollTo(0, 0); b.blur(); })()")
            if args.screenshot_query:
                browser.send("Input.insertText", {"text": ""})
                browser.evaluate(f"(() => {{ const b = document.getElementById('search'); b.value = {json.dumps(args.screenshot_query)}; b.dispatchEvent(new Event('input')); }})()")
            shot = browser.send("Page.captureScreenshot", {"format": "png"})
            with open(args.screenshot, "wb") as file:
                file.write(base64.b64decode(shot["data"]))
    finally:
        browser.close()
    json.dump(report, sys.stdout, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
