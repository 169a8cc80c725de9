#!/usr/bin/env python3
"""Soak and fault checks against a release build of the server, on loopback only.

usage: Scripts/soak.py [--binary .build/release/layout-server] [--duration 600]
                       [--checks memory,idle,slowloris,sigterm,sigkill] [--connections 16]

Each check starts its own server process on a free port of 127.0.0.1 and stops it after:

  memory     mixed load for --duration seconds (small layouts, the app screen of
             Scripts/make-load-bodies.py, and screens of distinct random texts); resident memory
             every 10 s, and how much it moved over the second half, once the caches are full.
  idle       5,000 keep-alive connections that each made one request and then wait; the memory
             each costs, and a new client's request timed (target: served within 100 ms).
  slowloris  200 connections that trickle header lines and never finish, under a short
             HTTP_HEADER_READ_TIMEOUT: each must be cut at the timeout while another client is
             served throughout (RFC 9112 §9.8 leaves timeouts to the server).
  sigterm    64 keep-alive connections sending back to back, SIGTERM in the middle: every request
             that was fully written must be answered (a refused connect sent nothing).
  sigkill    32 clients that retry with backoff; the server is killed with SIGKILL and a new one
             started on the same port: no request may be given up, and the new process's first
             200 from /readyz is timed.

Every loop is bounded in count and time. Prints one line per finding and `soak: N/M checks pass`
last; exits non-zero when a check fails. The server's fd limit is raised with the script's
(RLIMIT_NOFILE up to its hard limit), which the idle check needs."""
import argparse
import asyncio
import json
import os
import random
import resource
import signal
import statistics
import string
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Scripts", "lib"))
import server as lib  # noqa: E402
HOST = lib.HOST


def raise_fd_limit(wanted):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def request_bytes(body, path="/v1/layout"):
    return (f"POST {path} HTTP/1.1\r\nHost: soak\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body


def get_bytes(path):
    return f"GET {path} HTTP/1.1\r\nHost: soak\r\n\r\n".encode()


class Server(lib.Server):
    """One server process on a free port, kept when it is started again; started and stopped by
    the checks. Its output is discarded: a long memory check's access log can run to gigabytes.
    start() returns the seconds until /readyz answered 200, polled every 5 ms."""

    def __init__(self, binary, env=None):
        super().__init__(binary, env=env, log=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         ready_path="/readyz", timeout=10.0, poll=0.005)

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self):
        return super().stop(grace=30)


async def read_response(reader):
    """(status, whether the server closes after it) for one response with Content-Length."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split()[1])
    length, close = 0, False
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"content-length":
            length = int(value)
        elif name == b"connection" and b"close" in value.lower():
            close = True
    await reader.readexactly(length)
    return status, close


def load_bodies():
    """The small request and the app screen, as Scripts/make-load-bodies.py writes them."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "make-load-bodies.py"), folder],
                       check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(folder, "small.json"), "rb") as f:
            small = f.read()
        with open(os.path.join(folder, "app-screen.json"), "rb") as f:
            screen = f.read()
    return small, screen


def random_texts(rng):
    """A screen of 20 texts of random words: each new, so the text caches keep filling."""
    def word():
        return "".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(2, 11)))
    children = [{"type": "Text", "text": " ".join(word() for _ in range(rng.randint(2, 12)))}
                for _ in range(20)]
    return json.dumps({"proposal": {"width": rng.choice([200, 320, 393]), "height": None},
                       "view": {"type": "VStack", "spacing": 4, "children": children}}).encode()


# ---------------------------------------------------------------------------------------------

async def check_memory(args, small, screen):
    server = Server(args.binary)
    server.start()
    rng = random.Random(18)
    counts = {"small": 0, "screen": 0, "texts": 0}
    failures = []
    samples = [(0, server.rss_mb(), 0)]
    started = time.monotonic()
    deadline = started + args.duration

    async def client():
        reader, writer = await asyncio.open_connection(HOST, server.port)
        try:
            while time.monotonic() < deadline:
                pick = rng.random()
                kind = "small" if pick < 0.5 else "screen" if pick < 0.7 else "texts"
                body = small if kind == "small" else screen if kind == "screen" else random_texts(rng)
                writer.write(request_bytes(body))
                await writer.drain()
                status, close = await asyncio.wait_for(read_response(reader), 30)
                counts[kind] += 1
                if status != 200:
                    failures.append(status)
                if close:
                    writer.close()
                    reader, writer = await asyncio.open_connection(HOST, server.port)
        finally:
            writer.close()

    async def sampler():
        next_sample = started + 10
        while next_sample <= deadline + 0.5:
            await asyncio.sleep(max(0, next_sample - time.monotonic()))
            done = sum(counts.values())
            samples.append((round(time.monotonic() - started), server.rss_mb(), done))
            print(f"  memory: t={samples[-1][0]:>4} s  RSS {samples[-1][1]:6.1f} MB  requests {done}",
                  flush=True)
            next_sample += 10

    try:
        results = await asyncio.gather(sampler(), *[client() for _ in range(args.connections)],
                                       return_exceptions=True)
    finally:
        server.stop()
    errors = [r for r in results if isinstance(r, BaseException)]
    total = sum(counts.values())
    half = samples[len(samples) // 2][1]
    last = samples[-1][1]
    peak = max(s[1] for s in samples)
    print(f"memory: {total} requests in {args.duration} s ({total / args.duration:.0f}/s; "
          f"{counts['small']} small, {counts['screen']} app screens, {counts['texts']} random-text screens), "
          f"{len(failures)} not 200, {len(errors)} client errors; RSS {samples[0][1]:.1f} MB at start, "
          f"peak {peak:.1f} MB, {half:.1f} MB at half time, {last:.1f} MB at the end "
          f"({last - half:+.1f} MB over the second half)")
    for e in errors[:3]:
        print(f"  client error: {e!r}")
    return not failures and not errors


async def check_idle(args, small):
    count = args.idle
    sources = [f"127.0.0.{2 + i}" for i in range((count + 499) // 500)]  # 500 per peer address
    server = Server(args.binary, env={"HTTP_MAX_CONNECTIONS": str(count + 1000)})
    server.start()
    before = server.rss_mb()
    gate = asyncio.Semaphore(256)
    connections = []

    async def open_one(i):
        async with gate:
            reader, writer = await asyncio.open_connection(HOST, server.port,
                                                           local_addr=(sources[i % len(sources)], 0))
            writer.write(get_bytes("/livez"))
            await writer.drain()
            status, _ = await asyncio.wait_for(read_response(reader), 30)
            connections.append(writer)
            return status

    try:
        opened = time.monotonic()
        statuses = await asyncio.gather(*[open_one(i) for i in range(count)], return_exceptions=True)
        opening = time.monotonic() - opened
        await asyncio.sleep(1)
        held = server.rss_mb()
        timings = []
        for _ in range(5):
            t = time.monotonic()
            reader, writer = await asyncio.open_connection(HOST, server.port)
            writer.write(request_bytes(small))
            await writer.drain()
            status, _ = await asyncio.wait_for(read_response(reader), 5)
            timings.append(((time.monotonic() - t) * 1000, status))
            writer.close()
            await asyncio.sleep(0.2)
        still_open = sum(1 for w in connections if not w.is_closing())
    finally:
        for w in connections:
            w.close()
        server.stop()
    ok = sum(1 for s in statuses if s == 200)
    per = (held - before) * 1024 * 1024 / max(ok, 1) / 1000
    first_ms, first_status = timings[0]
    print(f"idle: {ok} of {count} keep-alive connections open and idle (opened in {opening:.1f} s from "
          f"{len(sources)} loopback addresses), RSS {before:.1f} → {held:.1f} MB ({per:.1f} KB each); "
          f"a new client served in {first_ms:.1f} ms (status {first_status}), "
          f"five tries: {', '.join(f'{m:.1f}' for m, _ in timings)} ms")
    return ok == count and still_open == count and first_status == 200 and first_ms < 100


async def check_slowloris(args, small):
    timeout = args.header_timeout
    server = Server(args.binary, env={"HTTP_HEADER_READ_TIMEOUT": str(timeout)})
    server.start()
    cut_after = []
    started = time.monotonic()
    stop_at = started + timeout + 5

    async def trickler(i):
        reader, writer = await asyncio.open_connection(HOST, server.port, local_addr=("127.0.0.2", 0))
        opened = time.monotonic()
        try:
            writer.write(b"GET /livez HTTP/1.1\r\nHost: soak\r\n")
            await writer.drain()
            while time.monotonic() < stop_at:
                try:
                    data = await asyncio.wait_for(reader.read(4096), 0.5)
                    if not data or data.startswith(b"HTTP/1.1 408"):
                        cut_after.append(time.monotonic() - opened)
                        return
                except asyncio.TimeoutError:
                    pass
                writer.write(f"X-Trickle-{i}: a\r\n".encode())
                await writer.drain()
        except (ConnectionError, OSError):
            cut_after.append(time.monotonic() - opened)
        finally:
            writer.close()

    latencies, failures = [], 0

    async def other_client():
        nonlocal failures
        reader, writer = await asyncio.open_connection(HOST, server.port)
        while time.monotonic() < stop_at:
            t = time.monotonic()
            writer.write(request_bytes(small))
            await writer.drain()
            status, _ = await asyncio.wait_for(read_response(reader), 5)
            latencies.append((time.monotonic() - t) * 1000)
            failures += status != 200
            await asyncio.sleep(0.01)
        writer.close()

    try:
        results = await asyncio.gather(other_client(), *[trickler(i) for i in range(args.slowloris)],
                                       return_exceptions=True)
    finally:
        server.stop()
    errors = [r for r in results if isinstance(r, BaseException)]
    latencies.sort()
    cut = len(cut_after)
    p99 = latencies[int(len(latencies) * 0.99)] if latencies else float("nan")
    print(f"slowloris: {cut} of {args.slowloris} trickling connections cut, after "
          f"{min(cut_after, default=0):.2f}–{max(cut_after, default=0):.2f} s (HTTP_HEADER_READ_TIMEOUT={timeout}); "
          f"another client meanwhile: {len(latencies)} requests, {failures} not 200, "
          f"median {statistics.median(latencies) if latencies else float('nan'):.1f} ms, p99 {p99:.1f} ms, "
          f"max {max(latencies, default=float('nan')):.1f} ms; {len(errors)} client errors")
    return (cut == args.slowloris and max(cut_after, default=0) < timeout + 2 and failures == 0
            and not errors and latencies)


async def check_sigterm(args, small):
    server = Server(args.binary, env={"HTTP_DRAIN_DELAY": str(args.drain_delay)})
    server.start()
    answered = refused = 0
    lost = []  # (seconds after SIGTERM it was written, whether its connection was fresh)
    signalled = []
    readyz = set()
    started = time.monotonic()
    deadline = started + 60

    def alive():
        return server.process.poll() is None and time.monotonic() < deadline

    async def worker():
        nonlocal answered, refused
        writer = None
        while alive():
            if writer is None:
                try:
                    reader, writer = await asyncio.open_connection(HOST, server.port)
                    fresh = True  # no answer yet on this connection: the server may not have accepted it
                except OSError:
                    refused += 1
                    await asyncio.sleep(0.05)
                    continue
            try:
                writer.write(request_bytes(small))
                await writer.drain()
                written = time.monotonic()
            except OSError:
                writer = None  # the write itself failed: the request was not sent
                continue
            try:
                _, close = await asyncio.wait_for(read_response(reader), 15)
                answered += 1
                fresh = False
                if close:
                    writer.close()
                    writer = None
            except (asyncio.IncompleteReadError, OSError, asyncio.TimeoutError):
                lost.append((written - signalled[0] if signalled else -1.0, fresh))
                writer = None

    async def probe():
        while alive():
            try:
                reader, writer = await asyncio.open_connection(HOST, server.port)
                writer.write(get_bytes("/readyz"))
                await writer.drain()
                status, _ = await asyncio.wait_for(read_response(reader), 5)
                readyz.add(status)
                writer.close()
            except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError):
                pass
            await asyncio.sleep(0.05)

    async def terminate():
        await asyncio.sleep(1.5)
        signalled.append(time.monotonic())
        server.process.send_signal(signal.SIGTERM)

    try:
        await asyncio.gather(terminate(), probe(), *[worker() for _ in range(64)])
        code = await asyncio.to_thread(server.process.wait, 60)
        exited = time.monotonic() - signalled[0]
    finally:
        server.stop()
    # A request counts against the server if it was written before SIGTERM, during the drain
    # delay, or on a connection the server had already answered on. One written on a new
    # connection as the listener closes may sit in the kernel's accept queue, which closing the
    # listener resets: reported apart, as a load balancer has stopped sending by then.
    delay = args.drain_delay
    counted = [t for t, fresh in lost if t < delay - 0.05 or not fresh]
    at_close = [t for t, fresh in lost if t >= delay - 0.05 and fresh]
    before = sum(1 for t, _ in lost if t < 0)
    print(f"sigterm: {answered} requests answered; {len(counted)} written and not answered "
          f"({before} of them before SIGTERM) where the server must answer; {len(at_close)} on new "
          f"connections written {min(at_close, default=0):.3f}–{max(at_close, default=0):.3f} s after SIGTERM, "
          f"as the listener closed at the end of HTTP_DRAIN_DELAY={delay} s (the accept queue's race); "
          f"{refused} connects refused after (nothing sent); /readyz answered {sorted(readyz)}; "
          f"exit status {code}, {exited:.1f} s after SIGTERM")
    return not counted and code == 0 and 503 in readyz


async def check_sigkill(args, small):
    server = Server(args.binary)
    server.start()
    completed = retried = given_up = 0
    started = time.monotonic()
    stop_at = started + 5
    restart = {}

    async def client():
        nonlocal completed, retried, given_up
        writer = None
        while time.monotonic() < stop_at:
            give_up_at, backoff = time.monotonic() + 10, 0.01
            while True:
                try:
                    if writer is None:
                        reader, writer = await asyncio.open_connection(HOST, server.port)
                    writer.write(request_bytes(small))
                    await writer.drain()
                    status, close = await asyncio.wait_for(read_response(reader), 5)
                    if status != 200:
                        raise ConnectionError(f"status {status}")
                    completed += 1
                    if close:
                        writer.close()
                        writer = None
                    break
                except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError):
                    writer = None
                    if time.monotonic() > give_up_at:
                        given_up += 1
                        break
                    retried += 1
                    await asyncio.sleep(backoff)
                    backoff = min(backoff * 2, 0.2)

    async def kill_and_restart():
        await asyncio.sleep(1.5)
        killed_at = time.monotonic()
        server.process.kill()
        await asyncio.to_thread(server.process.wait)
        restart["ready"] = await asyncio.to_thread(server.start)
        restart["total"] = time.monotonic() - killed_at

    try:
        await asyncio.gather(kill_and_restart(), *[client() for _ in range(32)])
    finally:
        server.stop()
    print(f"sigkill: {completed} requests completed, {retried} attempts failed and were retried, "
          f"{given_up} given up; the new process answered /readyz {restart['ready'] * 1000:.0f} ms after "
          f"it was started ({restart['total'] * 1000:.0f} ms after SIGKILL)")
    return given_up == 0 and completed > 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layout-server"))
    parser.add_argument("--duration", type=int, default=600, help="seconds of mixed load (memory)")
    parser.add_argument("--connections", type=int, default=16, help="clients of the mixed load")
    parser.add_argument("--idle", type=int, default=5000, help="idle keep-alive connections")
    parser.add_argument("--slowloris", type=int, default=200, help="trickling connections")
    parser.add_argument("--header-timeout", type=int, default=3, help="HTTP_HEADER_READ_TIMEOUT, s")
    parser.add_argument("--drain-delay", type=int, default=3, help="HTTP_DRAIN_DELAY, s (sigterm)")
    parser.add_argument("--checks", default="memory,idle,slowloris,sigterm,sigkill")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        raise SystemExit(f"{args.binary} not found: Scripts/build-release.sh --product layout-server")
    limit = raise_fd_limit(args.idle + args.slowloris + 2048)
    if limit < args.idle + 512:
        print(f"RLIMIT_NOFILE's hard limit is {limit}: the idle check holds {limit - 512} connections, "
              f"not {args.idle}")
        args.idle = max(limit - 512, 100)

    small, screen = load_bodies()
    checks = {
        "memory": lambda: check_memory(args, small, screen),
        "idle": lambda: check_idle(args, small),
        "slowloris": lambda: check_slowloris(args, small),
        "sigterm": lambda: check_sigterm(args, small),
        "sigkill": lambda: check_sigkill(args, small),
    }
    chosen = [c.strip() for c in args.checks.split(",") if c.strip()]
    unknown = [c for c in chosen if c not in checks]
    if unknown:
        raise SystemExit(f"unknown checks {unknown}; known: {', '.join(checks)}")
    passed = 0
    for name in chosen:
        t = time.monotonic()
        ok = bool(asyncio.run(checks[name]()))
        passed += ok
        print(f"  {name}: {'pass' if ok else 'FAIL'} ({time.monotonic() - t:.0f} s)", flush=True)
    print(f"soak: {passed}/{len(chosen)} checks pass")
    sys.exit(0 if passed == len(chosen) else 1)


if __name__ == "__main__":
    main()
