#!/usr/bin/env python3
"""Throws malformed and mutated requests at a live server and checks that it keeps serving.

    Scripts/fuzz-server.py .build/debug/layout-server [--cases 3000] [--seconds 60] [--seed 1]

Starts the given server executable on a free loopback port, sends mutations of the repository's
own requests (Fixtures/examples, the conformance fixtures): JSON with wrong types, odd numbers,
deleted and extra members, flipped bytes, truncations, trailing garbage, invalid UTF-8, deep
nests; Texts built from awkward Unicode (clusters, controls, canonically equivalent pairs);
HTTP with chunked bodies, bad framing, long lines, many fields, other protocols' bytes.
Every request goes on its own connection, which the client half-closes once sent. Each run starts
with the same few requests in the same order: sequences that once broke or stalled the server.

It passes when:
- every request gets a status line (no reset, no silent close), and no 5xx other than 501, 503 and 505;
- every 4xx carries an application/problem+json body;
- no request waits longer than 30 s for its answer (a debug build is slow);
- /livez answers throughout, and SIGTERM ends the server with exit status 0.
Bounded by --cases and --seconds, whichever comes first. Exits 1 on any failure.
"""
import argparse, glob, json, os, random, re, socket, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Scripts", "lib"))
from server import Server  # noqa: E402
ODD_VALUES = [None, True, False, 0, -1, -0.0, 1e308, -1e308, 1e-320, 2**63, -2**63 - 1, 2**64, "", "x",
              "leading", "center", "\u0000", "\ud7ff", "😀" * 50, [], {}, [[[[]]]], {"type": "Text"},
              {"type": "HStack", "children": []}, "NaN", "Infinity", 3.5, 1e9, -1e9, 0.1, "width*2",
              "d[.top] + 1e400", {"type": "frame"}, [1, 2], "a" * 5000]
MEMBER_NAMES = ["type", "children", "modifiers", "width", "height", "alignment", "spacing", "id", "text",
                "font", "lineLimit", "priority", "value", "minWidth", "maxWidth", "ratio", "content",
                "edges", "length", "proposal", "view", "environment"]


def seed_requests():
    requests = [json.load(open(f)) for f in glob.glob(os.path.join(ROOT, "Fixtures/examples/*.request.json"))]
    for f in glob.glob(os.path.join(ROOT, "Tests/ConformanceTests/Fixtures/*.json")):
        requests += [case["request"] for case in json.load(open(f))["cases"] if "request" in case]
    return requests


def mutate(value):
    """A copy of `value` with a few members or elements replaced, removed or added."""
    r = random.random()
    if isinstance(value, dict):
        value = dict(value)
        keys = list(value)
        if keys and r < 0.3:
            key = random.choice(keys)
            value[key] = random.choice(ODD_VALUES) if random.random() < 0.6 else mutate(value[key])
        elif keys and r < 0.4:
            del value[random.choice(keys)]
        elif r < 0.5:
            value[random.choice(MEMBER_NAMES)] = random.choice(ODD_VALUES)
        else:
            value = {k: mutate(v) if random.random() < 0.3 else v for k, v in value.items()}
        return value
    if isinstance(value, list):
        if value and r < 0.3:
            return value[:-1] + [mutate(random.choice(value))]
        if r < 0.4:
            return value + [random.choice(ODD_VALUES)]
        if value and r < 0.5:
            return value * random.randint(2, 30)
        return [mutate(v) if random.random() < 0.3 else v for v in value]
    return random.choice(ODD_VALUES) if r < 0.2 else value


# Pieces of text that are hard on line breaking, grapheme clusters and string indices: combining
# marks, ZWJ sequences, flags, RTL and CJK, controls and separators, and canonically equivalent
# pairs with different bytes (";" and U+037E, "K" and U+212A), which text caches must tell apart.
TEXT_PIECES = ["a", "b", "K", ";", "\u212a", "\u037e", " ", "  ", "\n", "\r\n", "\t", "\u00e9", "e\u0301",
               "\u0301", "\u200d", "\U0001F468\u200d\U0001F469\u200d\U0001F467", "\U0001F1EB\U0001F1F7", "\ufe0f",
               "\u2026", "\u05d0\u05d1", "\u0627\u0644", "\u4e2d\u6587", "\u3000", "\u00ad", "-", "\u2014", "(",
               ")", "\"", "1", "2.5", "\u0000", "\u001f", "\u2028", "\u2029", "\u00a0", "\u202f", "\U0010FFFF",
               "x" * 40, "\u0e01\u0e34", "\u1100\u1161", "\u0915\u094d\u0937", "e" + "\u0301" * 30,
               "\U0001F44D\U0001F3FD", "\u200b", "\u2060"]


# Font sizes from the smallest positive to ones whose line height overflows.
FONT_SIZES = [5e-324, 1e-300, 0.01, 1, 17, 1e6, 1e154, 1e308, 1.7e308]


# The text modifiers, each with a value from its range's edges and inside.
TEXT_MODIFIERS = [
    lambda: {"type": random.choice(["bold", "italic", "monospacedDigit"])},
    lambda: {"type": random.choice(["kerning", "tracking"]), "value": random.choice([-1000, -3, 0, 0.5, 1000])},
    lambda: {"type": "lineSpacing", "value": random.choice([0, 4, 1000])},
    lambda: {"type": "truncationMode", "value": random.choice(["head", "middle", "tail"])},
    lambda: {"type": "minimumScaleFactor", "value": random.choice([5e-324, 0.01, 0.5, 1])},
    lambda: {"type": "allowsTightening", "value": random.choice([True, False])},
    lambda: {"type": "textCase", "value": random.choice(["uppercase", "lowercase", None])},
    lambda: {"type": "dynamicTypeSize", "value": random.choice(["xSmall", "large", "accessibility5"])},
    lambda: {"type": "fontDesign", "design": random.choice(["default", "monospaced", "rounded", "serif", None])},
]


def text_request():
    """A stack of Texts made of `TEXT_PIECES`, with line limits, alignments and frames, at an odd size."""
    children = []
    for _ in range(random.randint(1, 4)):
        modifiers = []
        if random.random() < 0.3:
            modifiers.append({"type": "lineLimit", "limit": random.randint(1, 3)})
        if random.random() < 0.3:
            modifiers.append({"type": "multilineTextAlignment",
                              "alignment": random.choice(["leading", "center", "trailing"])})
        if random.random() < 0.3:
            modifiers.append({"type": "frame", "width": random.choice([0, 5, 50])})
        if random.random() < 0.3:
            modifiers.append({"type": "font", "font": {"size": random.choice(FONT_SIZES)}})
        if random.random() < 0.4:
            modifiers.append(random.choice(TEXT_MODIFIERS)())
        text = "".join(random.choice(TEXT_PIECES) for _ in range(random.randint(0, 25)))
        children.append({"type": "Text", "text": text, **({"modifiers": modifiers} if modifiers else {})})
    proposal = {"width": random.choice([None, 0, 0.5, 1, 7, 13.3, 30, 55, 100, 390, 1e6]),
                "height": random.choice([None, 0, 1, 10, 20, 25, 40, 844])}
    view = {"type": random.choice(["VStack", "HStack", "ZStack"]), "children": children}
    return json.dumps({"proposal": proposal, "view": view}).encode()


def deep_nest(levels):
    return ('{"proposal": {"width": 100, "height": 100}, "view": ' + '{"type": "VStack", "children": [' * levels
            + '{"type": "Color"}' + "]}" * levels + "}")


def body(seeds):
    seed = random.choice(seeds)
    text = bytearray(json.dumps(seed).encode())
    r = random.random()
    if r < 0.35:
        return json.dumps(mutate(mutate(seed))).encode()
    if r < 0.55:
        return text_request()
    if r < 0.7:
        for _ in range(random.randint(1, 5)):
            text[random.randrange(len(text))] = random.randrange(256)
        return bytes(text)
    if r < 0.8:
        return bytes(text[:random.randrange(len(text) + 1)])
    if r < 0.85:
        return deep_nest(random.choice([50, 100, 500, 5000, 100000])).encode()
    if r < 0.9:
        return bytes(text) + random.choice([b" x", b"}", b"\x00", b"[1]"])
    i = random.randrange(len(text) + 1)
    bad = random.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\\ud800", b'"\\u00"', b"1e99999"])
    return bytes(text[:i]) + bad + bytes(text[i:])


def chunked(payload):
    out, i = b"", 0
    while i < len(payload):
        n = min(random.randint(1, 300), len(payload) - i)
        out += b"%x\r\n" % n + payload[i:i + n] + b"\r\n"
        i += n
    return out + random.choice([b"0\r\n\r\n", b"0\r\nX: y\r\n\r\n", b"zz\r\n\r\n", b"fffffffffffffffff\r\n\r\n"])


def known_sequences():
    """Bodies sent first, in this order, on every run: sequences that once broke or stalled the server."""
    # A Text measured and cached, then one equal to it as a Swift string but with fewer bytes:
    # the text cache once matched the two and laid the second out with the first's indices.
    pairs = [("\u037e", ";"), ("\u212a", "K"), ("a\u037eb c", "a;b c")]
    texts = [json.dumps({"proposal": {"width": 30}, "view": {"type": "Text", "text": text}}).encode()
             for pair in pairs for text in pair]
    # Stacks nested under padding and frames, whose distinct proposals multiply with depth:
    # 8 KB that once held a layout thread for hours, now stopped by the work limit. Then the
    # same nest around a stack of thousands of fixed frames: each of that stack's many plans
    # walks every frame, which held a thread for 25 s while counting as one unit of work.
    frames = [{"type": "Color", "modifiers": [{"type": "frame", "width": 10, "height": 10}]}] * 4800
    leaves = [{"type": "Text", "text": "leaf words that wrap around"},
              {"type": "VStack", "children": frames + [{"type": "Spacer"}]}]
    nests = [json.dumps({"proposal": {"width": 390, "height": 844}, "view": padded_nest(leaf, 40)}).encode()
             for leaf in leaves]
    # A font so large that its line height overflows to infinity, probed at height 0 in a
    # VStack: the lines that fit were worked out as ∞/∞ and converted to an integer, a trap.
    huge = {"type": "Text", "text": "Hi", "modifiers": [{"type": "font", "font": {"size": 1.7e308}}]}
    return texts + nests + [json.dumps({"proposal": {"width": 390, "height": 844},
                                        "view": {"type": "VStack", "children": [huge]}}).encode()]


def padded_nest(view, depth):
    """`view` inside `depth` stacks of alternating axis, each beside a wrapping Text and under
    padding and a flexible frame."""
    for d in range(depth):
        view = {"type": "HStack" if d % 2 == 0 else "VStack",
                "children": [view, {"type": "Text", "text": "sibling %d text wraps here" % d}],
                "modifiers": [{"type": "padding", "length": 1 + d % 3},
                              {"type": "frame", "maxWidth": 1000 - d, "maxHeight": "infinity"}]}
    return view


def well_framed(payload):
    return (b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n"
            + b"Content-Length: %d\r\n\r\n" % len(payload) + payload)


def request(payload):
    """Mostly well-framed POSTs of `payload`; sometimes a malformed or foreign message."""
    post = b"POST /v1/layout HTTP/1.1\r\nHost: a\r\n"
    length = b"Content-Length: %d\r\n\r\n" % len(payload)
    r = random.random()
    if r < 0.8:
        return well_framed(payload)
    if r < 0.88:
        return post + b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked(payload)
    return random.choice([
        post + b"Content-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
        post + b"Content-Type: application/json; charset=latin1\r\n" + length + payload,
        post + b"Content-Type: text/plain\r\n" + length + payload,
        post + b"Expect: 100-continue\r\nContent-Type: application/json\r\n" + length + payload,
        post + b"Content-Length: -1\r\n\r\n",
        post + b"X-A: b\r\n" * random.randint(1, 3000) + b"\r\n",
        b"GET /v1/layout?x=" + b"a" * random.randint(0, 20000) + b" HTTP/1.1\r\nHost: a\r\n\r\n",
        b"POST  /v1/layout HTTP/1.1\r\nHost: a\r\n\r\n",
        b"POST /v1/layout HTTP/1.0\r\nContent-Length: 2\r\n\r\n{}",
        b"OPTIONS /v1/layout HTTP/1.1\r\nHost: a\r\nOrigin: http://x\r\nAccess-Control-Request-Method: POST\r\n\r\n",
        b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03" + os.urandom(40),
        os.urandom(random.randint(1, 500)),
    ])


def exchange(port, data, timeout=30):
    """Sends `data`, half-closes, and returns everything the server sends until it closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        try:
            s.sendall(data)
            s.shutdown(socket.SHUT_WR)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may answer and close before reading everything (413, 431)
        received = b""
        while chunk := s.recv(65536):
            received += chunk
        return received


def final_response(received):
    """The status and head of the last response (a 100 Continue may come first)."""
    heads = re.findall(rb"HTTP/1\.1 (\d{3})[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n", received)
    return (heads[-1][0].decode(), heads[-1][1].lower()) if heads else (None, b"")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("server")
    parser.add_argument("--cases", type=int, default=3000)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    random.seed(args.seed)
    seeds = seed_requests()

    # PORT=0: the server binds a port of its choosing and logs it. Its log goes to a file, which
    # cannot stall it as a pipe left unread would; a crash's message reaches the terminal.
    server = Server(args.server, port=0, stderr=None)
    server.start()
    port, process = server.port, server.process
    failures, statuses, start, sent = [], {}, time.time(), 0
    known = known_sequences()
    try:
        while sent < args.cases and time.time() - start < args.seconds:
            data = well_framed(known.pop(0)) if known else request(body(seeds))
            sent += 1
            try:
                received = exchange(port, data)
            except socket.timeout:
                failures.append(("no answer within 30 s", data[:200]))
                continue
            except ConnectionResetError:
                failures.append(("connection reset: the answer may be lost", data[:200]))
                continue
            except OSError as error:
                failures.append((f"connection failed ({error}); server exit status {process.poll()}", data[:200]))
                break
            status, head = final_response(received)
            statuses[status or "none"] = statuses.get(status or "none", 0) + 1
            if status is None:
                failures.append(("no status line", data[:200]))
            elif status.startswith("5") and status not in ("501", "503", "505"):
                failures.append((status, data[:200]))
            elif status.startswith("4") and b"content-type: application/problem+json" not in head:
                failures.append((status + " without problem+json", data[:200]))
            if sent % 500 == 0 and not exchange(port, b"GET /livez HTTP/1.1\r\nHost: a\r\n\r\n").startswith(b"HTTP/1.1 200"):
                failures.append(("/livez stopped answering", b""))
                break
    finally:
        code = server.stop(grace=30)
        if code is None:  # a layout still running holds the drain open
            code = "none: still running 30 s after SIGTERM, killed"
    print(f"{sent} requests in {time.time() - start:.1f} s; statuses {dict(sorted(statuses.items()))}; exit status {code}")
    for reason, data in failures[:20]:
        print("FAIL", reason, data)
    if code != 0:
        print("FAIL the server exited with", code)
    sys.exit(1 if failures or code != 0 else 0)


if __name__ == "__main__":
    main()
