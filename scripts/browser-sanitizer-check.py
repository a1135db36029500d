#!/usr/bin/env python3
"""Prove in a real browser that sanitized HTML is safe to embed.

Every vector of Tests/Sanitizer/vectors.json (and every benign fixture of
Tests/Sanitizer/benign/) is fed on standard input to a sanitizer command; its standard output
is loaded into headless Chromium (Debian's `chromium`), driven over the Chrome DevTools
Protocol (PyPI `websocket-client`), from pages that a loopback HTTP server of this script
serves (127.0.0.1 only; it stops with the script).

For each output the harness
  * serves it inside the HTML of a page (`<div id=host>OUTPUT</div>`),
  * inserts it again through `innerHTML`, and re-inserts that `innerHTML` twice (R5),
  * serves a second page that wraps it in raw-text/RCDATA elements a careless embedder might
    use (`xmp noscript noembed noframes textarea title`, the re-contextualization class),
  * waits, then hovers, clicks and focuses every element with real input events, focuses and
    clicks them again from script and dispatches every `on*` event named by an attribute,
and records as a failure:
  script      any script compiled in the page that the harness did not run itself
              (CDP Debugger.scriptParsed: `<script>`, event handlers, `javascript:` URLs,
              srcdoc/data: frames), any console call or uncaught page exception
  dialog      alert/confirm/prompt/beforeunload
  canary      a call of window.__xss(...)
  request     any request other than the page itself, except an image request made by an
              HTML <img> whose src attribute (resolved against the page URL) is that URL;
              every request is intercepted (CDP Fetch) and failed, so nothing leaves the
              machine; loopback canary ports catch whatever bypasses interception
  navigation  a top-level navigation or reload, except following (by the harness's click)
              an HTML <a href> of the output to a non-script scheme; a navigation request to
              javascript:/vbscript:/data:/blob:/file: counts even when the browser blocks it
  attempt     the browser refused something on security grounds and logged it (a
              javascript: meta refresh, a top-level data: navigation, a cross-origin <track>)
  new-window  a new browsing context (popup, target=_blank)
  frame       a child frame (iframe/object/embed/frame) created by the output
  form-submit a submit event
  css         a stylesheet in the document, a computed position fixed/absolute/sticky,
              an inline style property outside the optional allow-list of sanitizer.md §3.4,
              an element laid out above or left of its host, or a changed computed style of
              the page's own sentinel elements
  clobber     a document property shadowed by a named element, or a host-page global
              (CONFIG, hostConfig, ...) resolved to an element
  escape      the output closed or swallowed its host container (R6), or broke out of a
              raw-text/RCDATA wrapper
  unstable    host.innerHTML differs between the page parse, innerHTML insertion and two
              innerHTML re-insertions (R5)
  error       the harness could not drive the page (timeout, crash)

Usage:
  browser-sanitizer-check.py --command 'mconv -f html -t html' \
      --markdown-command 'mconv -f markdown -t html' [--vectors FILE]... [--benign DIR]
Prints `browser-vectors: N passed, M failed` and `browser-benign: N passed, M failed`, lists
the failures with ids and reasons, and exits 1 on any failure (2 on a usage or setup error).
"""

import argparse
import glob
import http.server
import json
import os
import queue
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

try:
    import websocket  # PyPI websocket-client
except ImportError:  # pragma: no cover
    sys.exit("browser-sanitizer-check: needs PyPI websocket-client (see Tests/Sanitizer/README.md)")

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_VECTORS = os.path.join(REPO, "Tests", "Sanitizer", "vectors.json")
DEFAULT_BENIGN = os.path.join(REPO, "Tests", "Sanitizer", "benign")

WRAPPERS = ["xmp", "noscript", "noembed", "noframes", "textarea", "title"]
SCRIPT_SCHEMES = ("javascript:", "vbscript:", "data:", "blob:", "file:", "filesystem:")
# Inline style properties a sanitizer may keep (sanitizer.md §3.4, the optional allow-list).
STYLE_ALLOW = ["text-align", "color", "background-color", "font-weight", "font-style",
               "text-decoration", "text-decoration-line", "text-decoration-style",
               "text-decoration-color", "text-decoration-thickness", "vertical-align"]
# Globals a host page might read, the usual DOM-clobbering gadgets.
GADGETS = ["CONFIG", "config", "hostConfig", "settings", "someObject", "isAdmin",
           "defaultAvatar", "globalConfig", "APP", "analytics", "__mcHost", "x"]
# Computed properties of the sentinels that depend on layout, not on injected CSS.
LAYOUT_DEPENDENT = {"width", "height", "inline-size", "block-size", "perspective-origin",
                    "transform-origin"}


def log(*args):
    print(*args, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------------------
# The JavaScript side. INIT runs in every frame before any of the page's own content
# (Page.addScriptToEvaluateOnNewDocument); the harness's functions live on a random,
# non-enumerable window property and use built-ins captured before the page could clobber
# or replace them.
# --------------------------------------------------------------------------------------

INIT_JS = r"""
(() => {
  const BINDING = %(binding)s, HK = %(hk)s, WRAPPERS = %(wrappers)s;
  const STYLE_ALLOW = new Set(%(style_allow)s), GADGETS = %(gadgets)s;
  const bind = window[BINDING];
  const send = (kind, detail) => {
    try { bind(JSON.stringify([kind, String(detail).slice(0, 300), String(location.href)])); } catch (e) {}
  };
  try {
    Object.defineProperty(window, '__xss', {value: function (id) { send('canary', id); },
                                            writable: false, configurable: false});
  } catch (e) {}
  window.addEventListener('submit', (e) => {
    let action = '';
    try { action = HTMLFormElement.prototype.getAttribute.call(e.target, 'action') || '(no action)'; } catch (x) {}
    send('form-submit', action);
  }, true);
  if (window !== window.top) return;

  const getById = Document.prototype.getElementById;
  const qsa = Element.prototype.querySelectorAll;
  const ihtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const getAttr = Element.prototype.getAttribute;
  const attrNames = Element.prototype.getAttributeNames;
  const rectOf = Element.prototype.getBoundingClientRect;
  const scrollIntoView = Element.prototype.scrollIntoView;
  const gcs = window.getComputedStyle.bind(window);
  const dispatch = EventTarget.prototype.dispatchEvent;
  const htmlClick = HTMLElement.prototype.click;
  const htmlFocus = HTMLElement.prototype.focus;
  const svgFocus = SVGElement.prototype.focus;
  const nsURI = Object.getOwnPropertyDescriptor(Element.prototype, 'namespaceURI').get;
  const localName = Object.getOwnPropertyDescriptor(Element.prototype, 'localName').get;
  const parentNodeGet = Object.getOwnPropertyDescriptor(Node.prototype, 'parentNode').get;
  const prevSibGet = Object.getOwnPropertyDescriptor(Element.prototype, 'previousElementSibling').get;
  const childrenGet = Object.getOwnPropertyDescriptor(Element.prototype, 'children').get;
  const bodyGet = Object.getOwnPropertyDescriptor(Document.prototype, 'body').get;
  const docElGet = Object.getOwnPropertyDescriptor(Document.prototype, 'documentElement').get;
  const sheetsGet = Object.getOwnPropertyDescriptor(Document.prototype, 'styleSheets').get;
  const styleGet = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style').get;
  const svgStyleGet = Object.getOwnPropertyDescriptor(SVGElement.prototype, 'style').get;
  const HTML_NS = 'http://www.w3.org/1999/xhtml';
  const DOCPROPS = [];
  for (const k in document) DOCPROPS.push(k);
  const byId = (id) => getById.call(document, id);
  const hostIds = ['__mc_h0', '__mc_h1', '__mc_h2', '__mc_h3'];
  let mode = 'parse';
  // In wrap mode the output sits inside raw-text wrappers: whatever broke out of them is a
  // child of body, so body is the host and the page's own elements are left out.
  const own = (el) => {
    const id = getAttr.call(el, 'id');
    if (id === '__mc_before' || id === '__mc_after') return true;
    return parentNodeGet.call(el) === bodyGet.call(document) && WRAPPERS.includes(localName.call(el));
  };
  const hosts = () => mode === 'wrap' ? [bodyGet.call(document)].filter(Boolean) : hostIds.map(byId).filter(Boolean);
  const inHosts = () => {
    const out = [];
    for (const h of hosts()) for (const el of qsa.call(h, '*')) if (mode !== 'wrap' || !own(el)) out.push(el);
    return out;
  };
  const seqOf = (el) => Array.from(childrenGet.call(el)).map((c) =>
      localName.call(c) + (getAttr.call(c, 'id') ? '#' + getAttr.call(c, 'id') : ''));
  const styleOf = (el) => {
    const s = gcs(el), o = {};
    for (let i = 0; i < s.length; i++) o[s[i]] = s.getPropertyValue(s[i]);
    return o;
  };

  const api = {
    setup(output, pageMode) {
      mode = pageMode;
      const r = {escape: [], serial: []};
      const body = bodyGet.call(document);
      if (mode === 'wrap') {
        const want = ['div#__mc_before'].concat(WRAPPERS).concat(['div#__mc_after']);
        const got = body ? seqOf(body) : [];
        if (JSON.stringify(want) !== JSON.stringify(got))
          r.escape.push('wrapped output broke out of its raw-text wrapper: body children ' + JSON.stringify(got).slice(0, 200));
        return r;
      }
      const h0 = byId('__mc_h0'), after = byId('__mc_after');
      if (!h0 || !after || parentNodeGet.call(h0) !== body || parentNodeGet.call(after) !== body ||
          prevSibGet.call(after) !== h0)
        r.escape.push('output closed or swallowed its host container: body children ' +
                      (body ? JSON.stringify(seqOf(body)).slice(0, 200) : 'none'));
      const s0 = h0 ? ihtml.get.call(h0) : null;
      const h1 = byId('__mc_h1'), h2 = byId('__mc_h2'), h3 = byId('__mc_h3');
      let s1 = null, s2 = null, s3 = null;
      if (h1 && h2 && h3) {
        ihtml.set.call(h1, output); s1 = ihtml.get.call(h1);
        ihtml.set.call(h2, s1); s2 = ihtml.get.call(h2);
        ihtml.set.call(h3, s2); s3 = ihtml.get.call(h3);
      }
      r.serial = r.escape.length ? [s1, s2, s3] : [s0, s1, s2, s3];
      r.labels = r.escape.length ? ['innerHTML', 're-insertion 1', 're-insertion 2']
                                 : ['page parse', 'innerHTML', 're-insertion 1', 're-insertion 2'];
      return r;
    },
    points(max) {
      // Centres of the elements that are visible in the viewport, in document order.
      window.scrollTo(0, 0);
      const out = [];
      for (const el of inHosts()) {
        if (out.length >= max) break;
        const b = rectOf.call(el);
        if (!(b.width > 0 && b.height > 0)) continue;
        const x = b.left + Math.min(b.width / 2, 20), y = b.top + Math.min(b.height / 2, 10);
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        out.push([x, y]);
      }
      return out;
    },
    synthetic() {
      const els = [docElGet.call(document), bodyGet.call(document)].filter(Boolean).concat(inHosts()).slice(0, 1500);
      for (const el of els) {
        const html = nsURI.call(el) === HTML_NS;
        for (const t of ['mouseover', 'mouseenter', 'mousemove', 'pointerover', 'pointerenter',
                         'mousedown', 'mouseup']) {
          try { dispatch.call(el, new MouseEvent(t, {bubbles: true, cancelable: true})); } catch (e) {}
        }
        try { (html ? htmlFocus : svgFocus).call(el); } catch (e) {}
        try {
          if (html) htmlClick.call(el);
          else dispatch.call(el, new MouseEvent('click', {bubbles: true, cancelable: true}));
        } catch (e) {}
        let names = [];
        try { names = attrNames.call(el); } catch (e) {}
        for (const n of names) {
          if (!/^on/i.test(n)) continue;
          const type = n.slice(2).toLowerCase();
          try { dispatch.call(el, new Event(type, {bubbles: false, cancelable: true})); } catch (e) {}
          const ln = localName.call(el);
          if (ln === 'body' || ln === 'frameset' || ln === 'html') {
            try { dispatch.call(window, new Event(type, {bubbles: false, cancelable: true})); } catch (e) {}
          }
        }
      }
      return els.length;
    },
    collect(pageUrl) {
      const r = {href: String(location.href), css: [], clobber: [], imgs: [], links: [], sentinels: {}};
      let sheets = 0;
      try { sheets = sheetsGet.call(document).length; } catch (e) {}
      if (sheets) r.css.push(sheets + ' stylesheet(s) active in the page');
      const resolve = (v) => { try { return new URL(v, pageUrl).href; } catch (e) { return null; } };
      for (const h of hosts()) {
        const hb = rectOf.call(h);
        for (const el of qsa.call(h, '*')) {
          if (mode === 'wrap' && own(el)) continue;
          const ln = localName.call(el), html = nsURI.call(el) === HTML_NS;
          if (html && ln === 'img') {
            const s = getAttr.call(el, 'src');
            if (s !== null) { const u = resolve(s); if (u) r.imgs.push(u); }
          }
          if (html && ln === 'a') {
            const s = getAttr.call(el, 'href');
            if (s !== null) { const u = resolve(s); if (u) r.links.push(u); }
          }
          let cs = null;
          try { cs = gcs(el); } catch (e) {}
          if (cs && /^(fixed|absolute|sticky)$/.test(cs.position))
            r.css.push('<' + ln + '> has position:' + cs.position);
          let st = null;
          try { st = html ? styleGet.call(el) : svgStyleGet.call(el); } catch (e) {}
          if (st) for (let i = 0; i < st.length; i++) {
            if (!STYLE_ALLOW.has(st[i])) { r.css.push('<' + ln + '> inline style ' + st[i] + ': ' + st.getPropertyValue(st[i]).slice(0, 80)); break; }
          }
          const b = rectOf.call(el);
          if (b.width > 0 && b.height > 0 && (b.top < hb.top - 2 || b.left < hb.left - 2))
            r.css.push('<' + ln + '> laid out outside its host (' + Math.round(b.left - hb.left) + ',' + Math.round(b.top - hb.top) + ')');
        }
      }
      for (const k of DOCPROPS) {
        if (k === 'location') continue;
        let d;
        try { d = Object.getOwnPropertyDescriptor(document, k); } catch (e) {}
        if (d) r.clobber.push('document.' + k);
      }
      for (const k of GADGETS) {
        let v;
        try { v = window[k]; } catch (e) {}
        if (v && (v instanceof Element || v instanceof HTMLCollection)) r.clobber.push('window.' + k);
      }
      for (const id of ['__mc_before', '__mc_after']) {
        const el = byId(id);
        if (el && localName.call(el) === 'div') r.sentinels[id] = styleOf(el);
      }
      const body = bodyGet.call(document);
      if (body) r.sentinels.body = styleOf(body);
      return r;
    },
  };
  Object.defineProperty(window, HK, {value: api, enumerable: false, writable: false, configurable: false});
})();
//# sourceURL=%(nonce)s/init.js
"""


def page_html(output: bytes, mode: str) -> bytes:
    head = (b'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>mconv sanitizer check</title><link rel="icon" href="data:,">'
            b'</head><body>')
    if mode == "wrap":
        parts = [b'<div id="__mc_before">before</div>']
        for w in WRAPPERS:
            parts.append(b"<%s>" % w.encode() + output + b"</%s>" % w.encode())
        parts.append(b'<div id="__mc_after">after</div>')
        return head + b"".join(parts) + b"</body></html>\n"
    return (head + b'<div id="__mc_h1" style="padding:24px"></div><div id="__mc_h2" style="padding:24px"></div>'
            b'<div id="__mc_h3" style="padding:24px"></div>'
            b'<div id="__mc_before">before</div><div id="__mc_h0" style="padding:24px">' + output +
            b'</div><div id="__mc_after">after</div></body></html>\n')


# --------------------------------------------------------------------------------------
# Loopback servers: the page server, and one canary port per worker that records any
# connection (a request that got past interception, a preconnect, a popup's load).
# --------------------------------------------------------------------------------------

class Hits:
    def __init__(self):
        self.lock = threading.Lock()
        self.items = []  # (worker or None, text)

    def add(self, worker, text):
        with self.lock:
            self.items.append((worker, text))

    def take(self, worker):
        with self.lock:
            mine = [t for w, t in self.items if w == worker]
            self.items = [(w, t) for w, t in self.items if w != worker]
            return mine


class PageServer:
    def __init__(self, hits):
        self.pages = {}
        self.lock = threading.Lock()
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"

            def log_message(self, *a):
                pass

            def do_GET(self):
                with outer.lock:
                    body = outer.pages.get(self.path)
                if body is None:
                    m = re.match(r"/p/(w\d+)/", self.path)
                    hits.add(m.group(1) if m else None, "page server got " + self.command + " " + self.path[:200])
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Cache-Control", "no-store")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_POST = do_GET
            do_HEAD = do_GET

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def put(self, path, body):
        with self.lock:
            self.pages[path] = body

    def drop(self, path):
        with self.lock:
            self.pages.pop(path, None)

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class CanaryPort:
    def __init__(self, worker, hits):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.sock.settimeout(0.5)
        self.port = self.sock.getsockname()[1]
        self.worker, self.hits, self.stopped = worker, hits, False
        threading.Thread(target=self.loop, daemon=True).start()

    def loop(self):
        while not self.stopped:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            threading.Thread(target=self.serve, args=(conn,), daemon=True).start()

    def serve(self, conn):
        self.hits.add(self.worker, "canary port got a connection")
        data = b""
        try:
            conn.settimeout(1.0)
            data = conn.recv(2048)
            conn.sendall(b"HTTP/1.0 404 Not Found\r\nContent-Length: 0\r\n\r\n")
        except OSError:
            pass
        finally:
            conn.close()
        line = data.split(b"\r\n", 1)[0].decode("latin-1")[:200]
        if line:
            self.hits.add(self.worker, "canary port got " + repr(line))

    def stop(self):
        self.stopped = True
        self.sock.close()


# --------------------------------------------------------------------------------------
# A small Chrome DevTools Protocol client: one browser websocket, flattened sessions.
# --------------------------------------------------------------------------------------

class CDPError(Exception):
    pass


def _die_with_parent():
    """In the browser's child process: ask Linux to end it when this script dies."""
    try:
        import ctypes
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except Exception:
        pass


class Browser:
    def __init__(self, chromium, verbose=False):
        self.userdir = tempfile.mkdtemp(prefix="mconv-sancheck-")
        # No speculative network actions (preconnect on hover, DNS prefetch): they would
        # reach the canary ports for links the policy allows.
        os.makedirs(os.path.join(self.userdir, "Default"))
        with open(os.path.join(self.userdir, "Default", "Preferences"), "w") as fh:
            json.dump({"net": {"network_prediction_options": 2}}, fh)
        args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--no-default-browser-check", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-extensions",
                "--disable-default-apps", "--disable-breakpad", "--disable-dev-shm-usage",
                "--mute-audio", "--hide-scrollbars", "--disable-background-timer-throttling",
                "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows",
                "--disable-ipc-flooding-protection", "--autoplay-policy=no-user-gesture-required",
                "--disable-site-isolation-trials",
                "--disable-features=IsolateOrigins,site-per-process,Translate,MediaRouter,OptimizationHints,AutofillServerCommunication,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable",
                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                "--user-data-dir=" + self.userdir, "--window-size=1280,4000", "about:blank"]
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=None if verbose else subprocess.DEVNULL,
                                     start_new_session=True, preexec_fn=_die_with_parent)
        portfile = os.path.join(self.userdir, "DevToolsActivePort")
        deadline = time.time() + 30
        while True:
            if os.path.exists(portfile):
                lines = open(portfile).read().split()
                if len(lines) >= 2:
                    break
            if self.proc.poll() is not None or time.time() > deadline:
                raise CDPError("chromium did not start (is Debian's chromium package installed?)")
            time.sleep(0.05)
        self.ws = websocket.create_connection("ws://127.0.0.1:%s%s" % (lines[0], lines[1]),
                                              suppress_origin=True, timeout=None)
        self.sendlock = threading.Lock()
        self.next_id = 0
        self.pending = {}
        self.handlers = {}          # sessionId -> callable(method, params)
        self.browser_handlers = []  # callable(method, params)
        self.closed = False
        threading.Thread(target=self.reader, daemon=True).start()

    def reader(self):
        while not self.closed:
            try:
                raw = self.ws.recv()
            except Exception:
                break
            if not raw:
                continue
            msg = json.loads(raw)
            if "id" in msg:
                slot = self.pending.pop(msg["id"], None)
                if slot:
                    slot[1].append(msg)
                    slot[0].set()
                continue
            sid = msg.get("sessionId")
            try:
                if sid:
                    h = self.handlers.get(sid)
                    if h:
                        h(msg["method"], msg.get("params", {}))
                else:
                    for h in list(self.browser_handlers):
                        h(msg["method"], msg.get("params", {}))
            except Exception as e:  # never let a handler kill the reader
                log("browser-sanitizer-check: event handler error:", repr(e))
        self.closed = True
        for ev, box in list(self.pending.values()):
            box.append({"error": {"message": "browser connection closed"}})
            ev.set()

    def send(self, method, params=None, session=None, wait=True, timeout=10.0):
        with self.sendlock:
            self.next_id += 1
            mid = self.next_id
            msg = {"id": mid, "method": method, "params": params or {}}
            if session:
                msg["sessionId"] = session
            ev, box = threading.Event(), []
            if wait:
                self.pending[mid] = (ev, box)
            if self.closed:
                raise CDPError("browser connection closed")
            self.ws.send(json.dumps(msg))
        if not wait:
            return None
        if not ev.wait(timeout):
            self.pending.pop(mid, None)
            raise CDPError("timeout waiting for " + method)
        reply = box[0]
        if "error" in reply:
            raise CDPError(method + ": " + reply["error"].get("message", "error"))
        return reply.get("result", {})

    def close(self):
        self.closed = True
        try:
            self.ws.close()
        except Exception:
            pass
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(5)
        except Exception:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except Exception:
                pass
        shutil.rmtree(self.userdir, ignore_errors=True)


# --------------------------------------------------------------------------------------
# A worker drives one tab.
# --------------------------------------------------------------------------------------

class Worker:
    def __init__(self, idx, browser, server, hits, opts):
        self.idx, self.name = idx, "w%d" % idx
        self.browser, self.server, self.hits, self.opts = browser, server, hits, opts
        self.nonce = "mcharness-" + secrets.token_hex(8)
        self.binding = "__mcBind_" + secrets.token_hex(6)
        self.hk = "__mcHarness_" + secrets.token_hex(6)
        self.canary = CanaryPort(self.name, hits)
        self.lock = threading.Lock()
        self.events = []
        self.page_urls = set()
        self.served = set()
        self.loaded = threading.Event()
        self.seq = 0
        self.baseline = None
        self.target = self.session = None
        self.open_tab()

    # -- tab lifecycle ------------------------------------------------------------------
    def open_tab(self):
        b = self.browser
        self.target = b.send("Target.createTarget", {"url": "about:blank", "newWindow": True})["targetId"]
        self.session = b.send("Target.attachToTarget", {"targetId": self.target, "flatten": True})["sessionId"]
        b.handlers[self.session] = self.on_event
        s = self.session
        b.send("Page.enable", session=s)
        b.send("Runtime.enable", session=s)
        b.send("Debugger.enable", session=s)
        b.send("Debugger.setSkipAllPauses", {"skip": True}, session=s)
        b.send("Network.enable", session=s)
        b.send("Log.enable", session=s)
        b.send("Network.setCacheDisabled", {"cacheDisabled": True}, session=s)
        b.send("Fetch.enable", {"patterns": [{"urlPattern": "*", "requestStage": "Request"}]}, session=s)
        b.send("Runtime.addBinding", {"name": self.binding}, session=s)
        b.send("Emulation.setFocusEmulationEnabled", {"enabled": True}, session=s)
        b.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 4000,
                                                      "deviceScaleFactor": 1, "mobile": False}, session=s)
        src = INIT_JS % {"binding": json.dumps(self.binding), "hk": json.dumps(self.hk),
                         "wrappers": json.dumps(WRAPPERS), "style_allow": json.dumps(STYLE_ALLOW),
                         "gadgets": json.dumps(GADGETS), "nonce": self.nonce}
        b.send("Page.addScriptToEvaluateOnNewDocument", {"source": src}, session=s)

    def reset_tab(self):
        old = self.target
        self.browser.handlers.pop(self.session, None)
        try:
            self.browser.send("Target.closeTarget", {"targetId": old}, timeout=5)
        except CDPError:
            pass
        self.open_tab()

    # -- events (called on the reader thread: no waiting here) -----------------------------
    def record(self, kind, detail):
        with self.lock:
            self.events.append((kind, str(detail)[:400]))

    def on_event(self, method, p):
        b, s = self.browser, self.session
        if method == "Fetch.requestPaused":
            req, rtype = p["request"], p.get("resourceType", "")
            url = req["url"]
            is_main = p.get("frameId") == self.target
            if rtype == "Document" and is_main and url in self.page_urls and url not in self.served:
                self.served.add(url)
                b.send("Fetch.continueRequest", {"requestId": p["requestId"]}, session=s, wait=False)
                return
            self.record("fetch", json.dumps({"url": url, "type": rtype, "main": is_main,
                                             "method": req.get("method", "GET")}))
            reason = "Aborted" if rtype == "Document" else "BlockedByClient"
            b.send("Fetch.failRequest", {"requestId": p["requestId"], "errorReason": reason},
                   session=s, wait=False)
        elif method == "Network.requestWillBeSent":
            url = p["request"]["url"]
            if url.startswith(("http:", "https:", "ws:", "wss:", "ftp:")):
                self.record("net", json.dumps({"url": url, "type": p.get("type", ""),
                                               "main": p.get("frameId") == self.target,
                                               "method": p["request"].get("method", "GET")}))
        elif method == "Network.webSocketCreated":
            self.record("request", "websocket " + p.get("url", ""))
        elif method == "Page.javascriptDialogOpening":
            self.record("dialog", "%s(%r)" % (p.get("type"), p.get("message", "")[:100]))
            b.send("Page.handleJavaScriptDialog", {"accept": True, "promptText": ""}, session=s, wait=False)
        elif method == "Runtime.bindingCalled":
            if p.get("name") == self.binding:
                try:
                    kind, detail, where = json.loads(p.get("payload", "[]"))
                except ValueError:
                    kind, detail, where = "canary", p.get("payload", ""), ""
                self.record(kind, "%s (in %s)" % (detail, where[:80]))
        elif method == "Debugger.scriptParsed":
            url = p.get("url", "")
            if not url.startswith(self.nonce):
                self.record("script", "script compiled: url=%s line=%s len=%s" % (
                    url[:120] or "(none)", p.get("startLine"), p.get("length")))
        elif method == "Runtime.consoleAPICalled":
            args = [str(a.get("value", a.get("description", "")))[:60] for a in p.get("args", [])]
            self.record("script", "console.%s(%s)" % (p.get("type"), ", ".join(args)))
        elif method == "Runtime.exceptionThrown":
            d = p.get("exceptionDetails", {})
            self.record("script", "uncaught exception: " + str(d.get("exception", {}).get("description", d.get("text", "")))[:150])
        elif method == "Page.frameRequestedNavigation":
            self.record("navreq", json.dumps({"url": p.get("url", ""), "main": p.get("frameId") == self.target,
                                              "reason": p.get("reason", ""), "disposition": p.get("disposition", "")}))
        elif method == "Page.frameAttached":
            self.record("frame", "child frame attached")
        elif method == "Page.frameNavigated":
            fr = p.get("frame", {})
            if fr.get("parentId"):
                return
            url = fr.get("url", "")
            if url != "about:blank" and url not in self.page_urls:
                self.record("committed", url)
        elif method == "Log.entryAdded":
            e = p.get("entry", {})
            if e.get("source") == "security":
                self.record("attempt", "refused by the browser: " + e.get("text", "")[:200])
        elif method == "Page.loadEventFired":
            self.loaded.set()

    def on_new_target(self, info):
        self.record("new-window", "new %s %s" % (info.get("type"), info.get("url", "")[:200]))

    # -- helpers ---------------------------------------------------------------------------
    def evaluate(self, expr, timeout=8.0):
        r = self.browser.send("Runtime.evaluate", {
            "expression": expr + "\n//# sourceURL=%s/eval.js" % self.nonce,
            "returnByValue": True, "awaitPromise": True, "timeout": int(timeout * 1000)},
            session=self.session, timeout=timeout + 2)
        if "exceptionDetails" in r:
            raise CDPError("harness script failed: " +
                           str(r["exceptionDetails"].get("exception", {}).get("description", r["exceptionDetails"].get("text")))[:200])
        return r.get("result", {}).get("value")

    def call(self, fn, *args, timeout=8.0):
        return self.evaluate("window[%s].%s(%s)" % (json.dumps(self.hk), fn, ", ".join(json.dumps(a) for a in args)),
                             timeout=timeout)

    def navigate(self, url, timeout=8.0):
        self.loaded.clear()
        self.browser.send("Page.navigate", {"url": url}, session=self.session, timeout=timeout)
        if not self.loaded.wait(timeout):
            raise CDPError("page did not finish loading")

    def blank(self):
        self.loaded.clear()
        self.browser.send("Page.navigate", {"url": "about:blank"}, session=self.session)
        self.loaded.wait(3)
        with self.lock:
            self.events = []
        self.hits.take(self.name)

    def mouse(self, kind, x, y, button="none", clicks=0, wait=True):
        self.browser.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": button,
                                                       "clickCount": clicks}, session=self.session,
                          wait=wait, timeout=5)

    # -- one page --------------------------------------------------------------------------
    def run_page(self, output_bytes, mode, item_id):
        """Load one page, interact, and return (failures, info)."""
        self.seq += 1
        path = "/p/%s/%d/%s" % (self.name, self.seq, mode)
        url = "http://127.0.0.1:%d%s" % (self.server.port, path)
        self.server.put(path, page_html(output_bytes, mode))
        self.page_urls = {url}
        self.served = set()
        fails, info = [], {}
        try:
            self.blank()
            self.navigate(url)
            time.sleep(self.opts.settle)
            out_text = output_bytes.decode("utf-8", "replace")
            setup = self.call("setup", out_text, mode)
            for e in setup.get("escape", []):
                fails.append(("escape", e))
            serial = setup.get("serial") or []
            if mode == "parse" and serial:
                info["innerHTML"] = serial[0]
                if len(set(serial)) != 1:
                    labels = setup["labels"]
                    for i in range(1, len(serial)):
                        if serial[i] != serial[i - 1]:
                            fails.append(("unstable", "%s -> %s: %s != %s" % (
                                labels[i - 1], labels[i], _short(serial[i - 1]), _short(serial[i]))))
                            break
            time.sleep(self.opts.settle)
            # Real input: hover, press and release on every visible element (the events are
            # queued in order; only the last one is waited for).
            pts = self.call("points", self.opts.max_elements) or []
            for n, (x, y) in enumerate(pts):
                last = n == len(pts) - 1
                self.mouse("mouseMoved", x, y, wait=False)
                self.mouse("mousePressed", x, y, "left", 1, wait=False)
                self.mouse("mouseReleased", x, y, "left", 1, wait=last)
            self.call("synthetic")
            time.sleep(self.opts.wait)
            state = self.call("collect", url)
        except (CDPError, AttributeError, TypeError, ValueError, KeyError) as e:
            fails.append(("error", str(e) if isinstance(e, CDPError) else "harness error: %r" % e))
            state = None
            try:
                self.reset_tab()
            except CDPError as e2:
                fails.append(("error", "could not reopen the tab: " + str(e2)))
        finally:
            self.server.drop(path)
        with self.lock:
            events, self.events = self.events, []
        hits = self.hits.take(self.name)
        fails.extend(self.judge(events, hits, state, url, item_id))
        return fails, info

    def judge(self, events, hits, state, url, item_id):
        fails = []
        imgs = set(state["imgs"]) if state else set()
        links = set(state["links"]) if state else set()
        strip = lambda u: u.split("#", 1)[0]
        link_set = {strip(l) for l in links}
        # Requests come from Fetch (intercepted and failed) and from Network (every request
        # the page started, including one cancelled before interception): judge them alike.
        fetched = {json.loads(d)["url"] for k, d in events if k == "fetch"}
        for kind, detail in events:
            if kind in ("fetch", "net"):
                d = json.loads(detail)
                if kind == "net" and (d["url"] in fetched or d["url"] in self.page_urls):
                    continue
                if d["type"] == "Image" and d["url"] in imgs:
                    continue  # an <img src> the sanitizer kept: allowed by the policy
                if d["type"] == "Document" and d["main"]:
                    if strip(d["url"]) in link_set and d["method"] == "GET":
                        continue  # following a kept link when the harness clicks it
                    if d["url"] in self.page_urls:
                        fails.append(("navigation", "page reloaded itself"))
                    else:
                        fails.append(("navigation", "%s %s" % (d["method"], d["url"])))
                    continue
                fails.append(("request", "%s %s" % (d["type"] or "request", d["url"])))
            elif kind == "navreq":
                d = json.loads(detail)
                if d["url"].lower().startswith(SCRIPT_SCHEMES):
                    fails.append(("navigation", "navigation to %s (%s)" % (d["url"][:120], d["reason"])))
                elif d["disposition"] in ("newWindow", "newTab", "newForegroundTab", "newBackgroundTab", "newPopup"):
                    fails.append(("new-window", "%s to %s" % (d["disposition"], d["url"][:120])))
            elif kind == "committed":
                if not d_same(detail, url):
                    fails.append(("navigation", "page navigated to " + detail[:120]))
            else:
                fails.append((kind, detail))
        for h in hits:
            fails.append(("request", h))
        if state:
            if state["href"] != url and strip(state["href"]) != url:
                fails.append(("navigation", "page location is now " + state["href"][:120]))
            for c in state["css"]:
                fails.append(("css", c))
            for c in state["clobber"]:
                fails.append(("clobber", c))
            if self.baseline is not None:
                for k, base in self.baseline.items():
                    now = state["sentinels"].get(k)
                    if now is None:
                        continue  # a missing sentinel is reported as an escape
                    diff = sorted(p for p in set(base) | set(now)
                                  if p not in LAYOUT_DEPENDENT and base.get(p) != now.get(p))
                    if diff:
                        fails.append(("css", "host page restyled: %s %s" % (k, ", ".join(
                            "%s=%s" % (p, now.get(p)) for p in diff[:4]))))
        # de-duplicate, keep order
        out, seen = [], set()
        for f in fails:
            if f not in seen:
                seen.add(f)
                out.append(f)
        return out

    def calibrate(self):
        """Load an empty output once: its state is the baseline, and it must be clean."""
        self.baseline = None
        fails, _ = self.run_page(b"", "parse", "calibration")
        self.seq += 1
        path = "/p/%s/%d/calibrate" % (self.name, self.seq)
        url = "http://127.0.0.1:%d%s" % (self.server.port, path)
        self.server.put(path, page_html(b"", "parse"))
        self.page_urls, self.served = {url}, set()
        self.blank()
        self.navigate(url)
        state = self.call("collect", url)
        self.server.drop(path)
        self.baseline = state["sentinels"]
        return fails

    def close(self):
        self.canary.stop()
        self.browser.handlers.pop(self.session, None)
        try:
            self.browser.send("Target.closeTarget", {"targetId": self.target}, timeout=5)
        except CDPError:
            pass


def d_same(a, b):
    return a.split("#", 1)[0] == b.split("#", 1)[0]


def _short(s, n=90):
    s = s if s is not None else "(none)"
    return repr(s if len(s) <= n else s[:n] + "...")


# --------------------------------------------------------------------------------------
# Corpus, sanitizer runs, orchestration.
# --------------------------------------------------------------------------------------

def load_vectors(paths):
    items = []
    for path in paths:
        files = sorted(glob.glob(os.path.join(path, "*.json"))) if os.path.isdir(path) else [path]
        for f in files:
            with open(f, encoding="utf-8") as fh:
                data = json.load(fh)
            for v in data:
                for k in ("id", "class", "html"):
                    if k not in v:
                        raise SystemExit("browser-sanitizer-check: %s: a vector lacks %r" % (f, k))
                items.append({"id": v["id"], "kind": "vector", "class": v["class"],
                              "format": v.get("format", "html"), "input": v["html"],
                              "note": v.get("note", "")})
    ids = [i["id"] for i in items]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise SystemExit("browser-sanitizer-check: duplicate vector ids: " + ", ".join(sorted(dup)))
    return items


def load_benign(directory):
    items = []
    for f in sorted(glob.glob(os.path.join(directory, "*"))):
        ext = os.path.splitext(f)[1].lower()
        if ext not in (".html", ".htm", ".md", ".markdown"):
            continue
        with open(f, encoding="utf-8") as fh:
            text = fh.read()
        items.append({"id": os.path.basename(f), "kind": "benign", "class": "benign",
                      "format": "markdown" if ext in (".md", ".markdown") else "html",
                      "input": text, "note": ""})
    return items


def sanitize(command, text, timeout):
    try:
        p = subprocess.run(command, shell=True, input=text.encode("utf-8"), stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "sanitizer timed out after %ss" % timeout, None
    return p.stdout, p.stderr.decode("utf-8", "replace")[-300:], p.returncode


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--command", required=True,
                    help="sanitizer for HTML input: reads standard input, writes HTML on standard output")
    ap.add_argument("--markdown-command", help="sanitizer for Markdown input (vectors with format=markdown "
                    "and benign *.md); without it those are skipped")
    ap.add_argument("--vectors", action="append", help="vector file or folder of *.json (repeatable; "
                    "default Tests/Sanitizer/vectors.json)")
    ap.add_argument("--benign", help="folder of benign fixtures (default Tests/Sanitizer/benign)")
    ap.add_argument("--only", choices=["vectors", "benign"], help="run one corpus only")
    ap.add_argument("--ids", help="comma-separated ids (or id prefixes ending in *) to run")
    ap.add_argument("--modes", default="parse,wrap", help="page modes: parse (page + innerHTML x3), wrap "
                    "(inside raw-text/RCDATA wrappers); default both")
    ap.add_argument("--workers", type=int, default=4, help="browser tabs in parallel (default 4)")
    ap.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    ap.add_argument("--settle", type=float, default=0.05, help="seconds to wait after load and after insertion")
    ap.add_argument("--wait", type=float, default=0.3, help="seconds to wait after interaction")
    ap.add_argument("--max-elements", type=int, default=60, help="elements per page driven with real mouse input")
    ap.add_argument("--sanitizer-timeout", type=float, default=30)
    ap.add_argument("--max-seconds", type=float, default=1200, help="hard limit for the whole run")
    ap.add_argument("--report", help="write a JSON report (every item, its output and its failures) here")
    ap.add_argument("--show-passing", action="store_true", help="also list the items that passed")
    ap.add_argument("--verbose", action="store_true")
    opts = ap.parse_args()

    modes = [m.strip() for m in opts.modes.split(",") if m.strip()]
    if not set(modes) <= {"parse", "wrap"} or not modes:
        ap.error("--modes takes parse and/or wrap")
    vectors = [] if opts.only == "benign" else load_vectors(opts.vectors or [DEFAULT_VECTORS])
    benign = [] if opts.only == "vectors" else load_benign(opts.benign or DEFAULT_BENIGN)
    if opts.ids:
        pats = [p.strip() for p in opts.ids.split(",") if p.strip()]
        keep = lambda i: any(i["id"] == p or (p.endswith("*") and i["id"].startswith(p[:-1])) for p in pats)
        vectors, benign = [v for v in vectors if keep(v)], [b for b in benign if keep(b)]
    items = vectors + benign
    skipped = {"vector": [], "benign": []}
    if not opts.markdown_command:
        for i in items:
            if i["format"] == "markdown":
                skipped[i["kind"]].append(i["id"])
        items = [i for i in items if i["format"] != "markdown"]

    # SIGTERM/SIGHUP end the run through the same clean-up as the end of the run.
    def on_signal(signum, frame):
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGHUP, on_signal)

    started = time.time()
    hits = Hits()
    server = PageServer(hits)
    try:
        browser = Browser(opts.chromium, opts.verbose)
    except (CDPError, OSError) as e:
        server.stop()
        print("browser-sanitizer-check: " + str(e), file=sys.stderr)
        return 2

    def watchdog():
        log("browser-sanitizer-check: run exceeded --max-seconds=%s; stopping" % opts.max_seconds)
        browser.close()
        server.stop()
        os._exit(2)
    timer = threading.Timer(opts.max_seconds, watchdog)
    timer.daemon = True
    timer.start()

    workers, results, work = [], {}, queue.Queue()
    try:
        browser.send("Target.setDiscoverTargets", {"discover": True})
        ours = set()

        def on_browser_event(method, p):
            if method == "Target.targetCreated":
                info = p.get("targetInfo", {})
                tid = info.get("targetId")
                if tid in ours or info.get("type") not in ("page", "tab", "other"):
                    return
                opener = info.get("openerId")
                owner = next((w for w in workers if w.target == opener), None)
                if info.get("type") == "page" and tid not in ours:
                    if owner:
                        owner.on_new_target(info)
                    elif opener is None and info.get("url", "") != "about:blank":
                        hits.add(None, "unattributed new page " + info.get("url", ""))
                    if opener is not None or info.get("url", "") not in ("", "about:blank"):
                        browser.send("Target.closeTarget", {"targetId": tid}, wait=False)
        browser.browser_handlers.append(on_browser_event)

        # Create tabs one by one so their target ids are known before their events arrive.
        for i in range(max(1, opts.workers)):
            w = Worker(i, browser, server, hits, opts)
            workers.append(w)
            ours.add(w.target)
        for w in workers:
            bad = w.calibrate()
            if bad:
                print("browser-sanitizer-check: the empty page is not clean, the harness cannot judge: %s" % bad,
                      file=sys.stderr)
                return 2

        for it in items:
            work.put(it)

        def run_worker(w):
            while True:
                try:
                    it = work.get_nowait()
                except queue.Empty:
                    return
                try:
                    run_item(w, it)
                except Exception as e:  # a harness bug must fail the item, not vanish
                    results[(it["kind"], it["id"])] = {
                        "id": it["id"], "kind": it["kind"], "class": it["class"], "format": it["format"],
                        "input": it["input"], "failures": [("error", "harness error: %r" % e)]}

        def run_item(w, it):
            canary = "http://127.0.0.1:%d/c/%s" % (w.canary.port, urllib.parse.quote(it["id"]))
            text = it["input"].replace("{{CANARY}}", canary)
            cmd = opts.markdown_command if it["format"] == "markdown" else opts.command
            out, err, rc = sanitize(cmd, text, opts.sanitizer_timeout)
            res = {"id": it["id"], "kind": it["kind"], "class": it["class"], "format": it["format"],
                   "input": text, "exit": rc, "stderr": err, "failures": []}
            if out is None:
                res["failures"].append(("error", err))
                results[(it["kind"], it["id"])] = res
                return
            res["output"] = out.decode("utf-8", "replace")
            if rc != 0 and it["kind"] == "benign":
                res["failures"].append(("error", "sanitizer exited %s: %s" % (rc, err.strip()[:200])))
            t0 = time.time()
            for mode in modes:
                fails, info = w.run_page(out, mode, it["id"])
                res["failures"].extend((k, "[%s] %s" % (mode, d)) for k, d in fails)
                if "innerHTML" in info:
                    res["browser_innerHTML"] = info["innerHTML"]
            results[(it["kind"], it["id"])] = res
            if opts.verbose:
                log("%-40s %5.2fs %s" % (it["id"], time.time() - t0, "FAIL " + ",".join(sorted({k for k, _ in res["failures"]}))
                                  if res["failures"] else "ok"))

        threads = [threading.Thread(target=run_worker, args=(w,)) for w in workers]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        timer.cancel()
        for w in workers:
            try:
                w.close()
            except Exception:
                pass
        browser.close()
        server.stop()

    elapsed = time.time() - started
    stray = hits.take(None)
    status = 0
    for kind, label in (("vector", "browser-vectors"), ("benign", "browser-benign")):
        if opts.only and opts.only != kind + ("s" if kind == "vector" else ""):
            continue
        mine = []
        for i in items:
            if i["kind"] != kind:
                continue
            r = results.get((kind, i["id"]))
            if r is None:  # never ran (the run was cut short)
                r = {"id": i["id"], "class": i["class"], "failures": [("error", "not run")]}
            mine.append(r)
        failed = [r for r in mine if r["failures"]]
        if failed:
            status = 1
            print("%s failures:" % label)
            for r in failed:
                kinds = sorted({k for k, _ in r["failures"]})
                print("  %s [%s] %s" % (r["id"], r["class"], ",".join(kinds)))
                for k, d in r["failures"][:6]:
                    print("      %-11s %s" % (k, d[:220]))
                if len(r["failures"]) > 6:
                    print("      ... %d more" % (len(r["failures"]) - 6))
        if opts.show_passing:
            for r in mine:
                if not r["failures"]:
                    print("  passed %s [%s]" % (r["id"], r["class"]))
        line = "%s: %d passed, %d failed" % (label, len(mine) - len(failed), len(failed))
        if skipped[kind]:
            line += ", %d skipped" % len(skipped[kind])
        print(line)
        if skipped[kind]:
            print("  (%d Markdown %s skipped: no --markdown-command)" % (len(skipped[kind]), kind + "s"))
    if stray:
        status = 1
        print("browser-sanitizer-check: traffic not attributable to one item: " + "; ".join(stray[:5]))
    print("browser-sanitizer-check: %d items, %d page loads in %.1fs with %d tabs" % (
        len(items), len(items) * len(modes), elapsed, len(workers)))
    if opts.report:
        with open(opts.report, "w", encoding="utf-8") as fh:
            json.dump({"command": opts.command, "markdown_command": opts.markdown_command,
                       "modes": modes, "seconds": round(elapsed, 1),
                       "items": [results[(i["kind"], i["id"])] for i in items
                                 if (i["kind"], i["id"]) in results]}, fh, indent=1)
    return status


if __name__ == "__main__":
    sys.exit(main())
