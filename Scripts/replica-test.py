#!/usr/bin/env python3
"""Three layout-server replicas behind HAProxy on loopback, under a client that records the
outcome of every request, through a rolling restart, a killed replica, an overloaded replica
and a throughput run with 1, 2 and 3 replicas. Prints a table; exits non-zero when the
repository's HAProxy configuration (deploy/haproxy/haproxy.cfg) lets a request fail in the
rolling restart or the overload, or loses more requests to the killed replica than a variant
without its retries, when promtool rejects a replica's /metrics, or when README.md does not list
a metric the server exposes.

    Scripts/replica-test.py --binary PATH [--short] [--bodies DIR]

Scripts/replica-test.sh installs HAProxy, promtool and wrk, builds the binary and runs this.
Everything listens on 127.0.0.1 only; every load is bounded in requests and in seconds.
"""
import argparse
import asyncio
import collections
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "Scripts", "lib"))
from server import Server, free_port  # noqa: E402
HAPROXY_CFG = os.path.join(ROOT, "deploy/haproxy/haproxy.cfg")
LOCAL = "127.0.0.1"

# The lines of deploy/haproxy/haproxy.cfg that the variants change.
RETRY_LINES = ("retry-on ", "retries ", "option redispatch", "option http-buffer-request")
VARIANTS = {
    # HAProxy with health checks only: no replays, no moving a request to another server.
    "no retries": ["retry-on none", "retries 0"],
    # HAProxy's defaults for connection failures, plus redispatch.
    "conn-failure + redispatch": ["retry-on conn-failure", "retries 3", "option redispatch 1"],
    # The repository's configuration, unchanged.
    "repository default": None,
}


def log(*parts):
    print(f"[replica-test {time.strftime('%H:%M:%S')}]", *parts, file=sys.stderr, flush=True)


def http_get(port, path, timeout=2.0):
    """(status, body) of a GET on loopback, or (None, error text)."""
    try:
        with urllib.request.urlopen(f"http://{LOCAL}:{port}{path}", timeout=timeout) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()
    except OSError as e:
        return None, str(e).encode()


class Replica(Server):
    """One layout-server process on a loopback port it keeps across restarts (HAProxy's
    configuration names it), logging to NAME.log in the work folder; ready once /readyz, which
    HAProxy checks, answers 200."""

    def __init__(self, name, binary, workdir, env):
        super().__init__(binary, env=env, log=os.path.join(workdir, f"{name}.log"), ready_path="/readyz",
                         name=name, host=LOCAL)

    def signal(self, sig):
        self.process.send_signal(sig)

    def wait(self, timeout):
        return self.process.wait(timeout=timeout)


class HAProxy:
    """HAProxy from deploy/haproxy/haproxy.cfg, with some retry lines replaced or servers dropped."""

    running = []

    def __init__(self, workdir, replicas, variant=None, servers=3, tune=()):
        self.port = free_port()
        self.socket_path = os.path.join(workdir, f"haproxy-{self.port}.sock")
        lines = []
        for line in open(HAPROXY_CFG):
            stripped = line.strip()
            if variant is not None and stripped.startswith(RETRY_LINES):
                continue
            if re.match(r"server r(\d+) ", stripped) and int(re.match(r"server r(\d+)", stripped)[1]) > servers:
                continue
            if stripped.split(" ")[0] in {t.split(" ")[0] for t in tune}:
                line = "".join(f"    {t}\n" for t in tune if t.split(" ")[0] == stripped.split(" ")[0])
            lines.append(line)
            if variant is not None and stripped.startswith("timeout http-keep-alive"):
                lines += [f"    {v}\n" for v in variant]
        self.config = os.path.join(workdir, f"haproxy-{self.port}.cfg")
        with open(self.config, "w") as f:
            f.writelines(lines)
        env = dict(os.environ, LAYOUT_FRONTEND=f"{LOCAL}:{self.port}", HAPROXY_STATS_SOCKET=self.socket_path)
        for i, r in enumerate(replicas, 1):
            env[f"LAYOUT_SERVER_{i}"] = f"{LOCAL}:{r.port}"
        self.log = open(os.path.join(workdir, "haproxy.log"), "ab")
        # -db: in the foreground, without master-worker mode, so this process is HAProxy itself.
        self.process = subprocess.Popen(["haproxy", "-db", "-f", self.config], env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        HAProxy.running.append(self)
        self.servers = [r.name for r in replicas[:servers]]
        self.wait_servers_up(self.servers, 10)

    def states(self):
        """Server name → HAProxy's status (UP, DOWN, 'UP 1/2', …), from the runtime API."""
        try:
            with socket.socket(socket.AF_UNIX) as s:
                s.settimeout(2)
                s.connect(self.socket_path)
                s.sendall(b"show stat\n")
                data = b""
                while chunk := s.recv(65536):
                    data += chunk
        except OSError:
            return {}
        rows = data.decode().splitlines()
        header = rows[0].lstrip("# ").split(",")
        out = {}
        for row in rows[1:]:
            fields = dict(zip(header, row.split(",")))
            if fields.get("svname", "").startswith("r"):
                out[fields["svname"]] = fields["status"]
        return out

    def wait_servers_up(self, names, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            states = self.states()
            if all(states.get(n) == "UP" for n in names):
                return
            time.sleep(0.05)
        raise RuntimeError(f"HAProxy did not see {names} up within {timeout} s: {self.states()}")

    def stop(self):
        if self in HAProxy.running:
            HAProxy.running.remove(self)
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class Load:
    """Keep-alive clients sending a fixed mix of small requests and app screens, recording every
    request's outcome: the status code, or how the connection failed. No client retries."""

    def __init__(self, port, bodies, connections, max_requests, max_seconds, screens_every=5):
        self.port, self.bodies = port, bodies
        self.connections, self.max_requests, self.max_seconds = connections, max_requests, max_seconds
        self.screens_every = screens_every
        self.outcomes = collections.Counter()   # (kind, outcome) → count
        self.sent = 0
        self.stopping = False

    def kind(self, n):
        return "app-screen" if self.screens_every and n % self.screens_every == 0 else "small"

    async def one(self, reader, writer, kind):
        body = self.bodies[kind]
        writer.write(b"POST /v1/layout HTTP/1.1\r\nHost: layout\r\nContent-Type: application/json\r\n"
                     b"Content-Length: %d\r\n\r\n" % len(body) + body)
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        status = int(lines[0].split()[1])
        headers = {}
        for line in lines[1:]:
            if b":" in line:
                k, v = line.split(b":", 1)
                headers[k.strip().lower()] = v.strip().lower()
        await reader.readexactly(int(headers.get(b"content-length", b"0")))
        return status, headers.get(b"connection") == b"close"

    async def client(self, deadline):
        reader = writer = None
        while not self.stopping and self.sent < self.max_requests and time.monotonic() < deadline:
            n = self.sent
            self.sent += 1
            kind = self.kind(n)
            try:
                if writer is None:
                    reader, writer = await asyncio.wait_for(asyncio.open_connection(LOCAL, self.port), 5)
                status, close = await asyncio.wait_for(self.one(reader, writer, kind), 10)
                self.outcomes[(kind, str(status))] += 1
                if close:
                    writer.close()
                    writer = None
            except asyncio.TimeoutError:
                self.outcomes[(kind, "timeout")] += 1
                writer = None
            except asyncio.IncompleteReadError:
                self.outcomes[(kind, "closed without a response")] += 1
                writer = None
            except ConnectionRefusedError:
                self.outcomes[(kind, "connection refused")] += 1
                writer = None
                await asyncio.sleep(0.01)
            except (ConnectionResetError, BrokenPipeError):
                self.outcomes[(kind, "connection reset")] += 1
                writer = None
        if writer is not None:
            writer.close()

    async def run(self, during=None):
        """Runs the load; `during` (a callable taking no arguments, run in a thread) happens
        meanwhile, and the load stops once it returns (or at the bounds)."""
        deadline = time.monotonic() + self.max_seconds
        clients = [asyncio.create_task(self.client(deadline)) for _ in range(self.connections)]
        if during is not None:
            await asyncio.sleep(0.3)
            await asyncio.to_thread(during)
            await asyncio.sleep(0.3)
            self.stopping = True
        await asyncio.gather(*clients)
        return self

    def total(self, kind=None):
        return sum(v for (k, _), v in self.outcomes.items() if kind in (None, k))

    def failed(self, kind=None, count_503=True):
        return sum(v for (k, o), v in self.outcomes.items()
                   if kind in (None, k) and o != "200" and (count_503 or o != "503"))

    def summary(self):
        by = collections.Counter()
        for (_, o), v in self.outcomes.items():
            by[o] += v
        return ", ".join(f"{o}: {v}" for o, v in sorted(by.items()))


def rejected_overloaded(replica):
    status, text = http_get(replica.port, "/metrics")
    if status != 200:
        return 0
    m = re.search(rb'^http_request_rejections_total\{reason="overloaded"\} (\d+)', text, re.M)
    return int(m[1]) if m else 0


def wrk_throughput(port, body_path, seconds, connections, workdir):
    script = os.path.join(workdir, "post.lua")
    with open(script, "w") as f:
        f.write('local f = assert(io.open(os.getenv("BODY"), "rb"))\nwrk.method = "POST"\n'
                'wrk.body = f:read("*a")\nf:close()\nwrk.headers["Content-Type"] = "application/json"\n'
                'done = function(s, l, r) io.write(string.format("WRK %d %d %d %d\\n", s.requests, s.duration, '
                's.errors.status, s.errors.connect + s.errors.read + s.errors.write + s.errors.timeout)) end\n')
    out = subprocess.run(["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--timeout", "5s", "-s", script,
                          f"http://{LOCAL}:{port}/v1/layout"], env=dict(os.environ, BODY=body_path),
                         capture_output=True, text=True, timeout=seconds + 30)
    line = next(l for l in out.stdout.splitlines() if l.startswith("WRK "))
    requests, duration_us, non2xx, socket_errors = map(int, line.split()[1:])
    return (requests - non2xx) / (duration_us / 1e6), non2xx, socket_errors


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--short", action="store_true", help="CI: the same scenarios, shorter")
    parser.add_argument("--bodies", help="folder with Scripts/make-load-bodies.py's bodies")
    args = parser.parse_args()
    short = args.short

    workdir = tempfile.mkdtemp(prefix="replica-test.")
    if args.bodies:
        bodies_dir = args.bodies
    else:
        bodies_dir = workdir
        subprocess.run([sys.executable, os.path.join(ROOT, "Scripts/make-load-bodies.py"), workdir], check=True)
    bodies = {k: open(os.path.join(bodies_dir, f"{k}.json"), "rb").read() for k in ("small", "app-screen")}

    # Each replica stands for a pod with a 1-CPU limit: one layout at a time. The drain delay is
    # longer than HAProxy needs to see /readyz fail (fall 2 × inter 500 ms).
    common = {"HTTP_HANDLER_CONCURRENCY": "1", "HTTP_SHUTDOWN_GRACE": "10", "HTTP_DRAIN_DELAY": "1.5"}
    replicas = [Replica(f"r{i}", args.binary, workdir, common) for i in (1, 2, 3)]
    rows = []          # (scenario, HAProxy configuration, requests, failed, detail)
    problems = []
    connections = 8
    seconds = 6 if short else 15
    limit = 200_000

    def row(scenario, config, load, detail="", count_503=True):
        rows.append((scenario, config, load.total(), load.failed(count_503=count_503), detail or load.summary()))
        log(f"{scenario} / {config}: {load.total()} requests, {load.failed()} not 200 ({load.summary()})")

    try:
        for r in replicas:
            r.start()
        log("replicas up on ports", ", ".join(str(r.port) for r in replicas))

        # (a) Rolling restart: SIGTERM one replica, wait for it to exit, start it, wait until
        # HAProxy sees it up again, then the next.
        haproxy = HAProxy(workdir, replicas)
        exits = []

        def rolling():
            for r in replicas:
                r.signal(signal.SIGTERM)
                exits.append(r.wait(timeout=30))
                r.start()
                haproxy.wait_servers_up([r.name], 15)
        load = asyncio.run(Load(haproxy.port, bodies, connections, limit, 60).run(during=rolling))
        row("(a) rolling restart, 3 replicas", "repository default", load,
            f"{load.summary()}; exit codes {exits}")
        if load.failed() or any(exits):
            problems.append(f"rolling restart: {load.failed()} requests failed, exit codes {exits}")
        haproxy.stop()

        # (b) SIGKILL one replica under load, with each HAProxy variant; the replica comes back
        # between runs.
        kill_failures = {}
        for name, variant in VARIANTS.items():
            haproxy = HAProxy(workdir, replicas, variant=VARIANTS[name])

            def kill():
                time.sleep(seconds / 3)
                replicas[0].signal(signal.SIGKILL)
                replicas[0].wait(timeout=10)
                time.sleep(seconds / 3)
            load = asyncio.run(Load(haproxy.port, bodies, connections, limit, 60).run(during=kill))
            kill_failures[name] = load.failed()
            row("(b) SIGKILL 1 of 3 replicas", name, load)
            replicas[0].start()
            haproxy.wait_servers_up(["r1"], 15)
            haproxy.stop()
        best = min(kill_failures.values())
        if kill_failures["repository default"] > best:
            problems.append(f"SIGKILL: the repository's configuration is not the one with the fewest failures: {kill_failures}")

        # (c) One replica with a queue of one layout, overloaded with app screens and small
        # requests: its 503s replayed on the others or passed on.
        replicas[2].stop()
        replicas[2].start(HTTP_HANDLER_QUEUE_LENGTH="1")
        # The repository's buffer of 128 KiB holds an app screen's request (about 65 KB), so HAProxy
        # can replay it; HAProxy's default of 16 KiB cannot.
        for name, tune in (("conn-failure + redispatch", ()), ("repository default", ()),
                           ("repository default + tune.bufsize 16384", ("tune.bufsize 16384",))):
            haproxy = HAProxy(workdir, replicas, variant=VARIANTS[name.split(" + tune")[0]], tune=tune)
            before = rejected_overloaded(replicas[2])
            load = asyncio.run(Load(haproxy.port, bodies, 48, limit, seconds / 2, screens_every=2).run())
            refused = rejected_overloaded(replicas[2]) - before
            detail = (f"r3 answered 503 {refused} times; clients got 503 for {load.failed('small')} small requests "
                      f"and {load.failed('app-screen')} app screens; {load.summary()}")
            row("(c) r3 overloaded (queue of 1)", name, load, detail)
            if name == "repository default" and load.failed():
                problems.append(f"overload: {load.failed()} requests got r3's 503 instead of a replay")
            haproxy.stop()
        replicas[2].stop()
        replicas[2].start()

        # (d) Throughput with 1, 2 and 3 replicas behind HAProxy (wrk, app screens), in
        # interleaved rounds so that a busy spell of a shared host falls on every count alike;
        # the median round stands for each.
        screen_path = os.path.join(bodies_dir, "app-screen.json")
        proxies = {count: HAProxy(workdir, replicas, servers=count) for count in (1, 2, 3)}
        runs = collections.defaultdict(list)
        rounds, run_seconds = (1, 2) if short else (3, 5)
        for proxy in proxies.values():
            wrk_throughput(proxy.port, screen_path, 1, 16, workdir)  # warm-up
        for round_ in range(rounds):
            for count, proxy in proxies.items():
                runs[count].append(wrk_throughput(proxy.port, screen_path, run_seconds, 16, workdir))
                log(f"throughput with {count}, round {round_ + 1}: {runs[count][-1][0]:,.0f}/s")
        for count, proxy in proxies.items():
            proxy.stop()
            rps, non2xx, errors = sorted(runs[count])[len(runs[count]) // 2]
            each = ", ".join(f"{r[0]:,.0f}" for r in runs[count])
            rows.append((f"(d) throughput, {count} replica{'s' if count > 1 else ''}", "repository default",
                         "", "", f"{rps:,.0f} app screens/s, median of {rounds} × {run_seconds} s ({each}; wrk, "
                         f"16 connections); non-2xx {non2xx}, socket errors {errors}"))

        # Each replica's /metrics, after all that, is what Prometheus accepts.
        promtool = shutil.which("promtool")
        for r in replicas:
            status, text = http_get(r.port, "/metrics")
            check = subprocess.run([promtool, "check", "metrics"], input=text, capture_output=True)
            verdict = "ok" if status == 200 and check.returncode == 0 else check.stdout.decode() + check.stderr.decode()
            if verdict != "ok":
                problems.append(f"promtool check metrics on {r.name}: {verdict}")
        log("promtool check metrics:", "ok" if not any("promtool" in p for p in problems) else "FAILED")
        families = sorted(set(re.findall(rb"^# TYPE (\S+) (\S+)", text, re.M)))
        readme = open(os.path.join(ROOT, "README.md")).read()
        missing = [name.decode() for name, _ in families if f"`{name.decode()}`" not in readme]
        if missing:
            problems.append(f"metrics missing from README.md's list: {missing}")
    finally:
        for proxy in list(HAProxy.running):
            proxy.stop()
        for r in replicas:
            r.stop()

    cores = os.cpu_count()
    print()
    print(f"Replicas: 3 × layout-server (HTTP_HANDLER_CONCURRENCY=1), HAProxy {haproxy_version()}, "
          f"{cores} cores shared by all of them and the clients; HTTP_DRAIN_DELAY on (1.5 s). "
          f"Load: {connections} keep-alive clients, "
          "4 small requests to 1 app screen, no client retries.")
    print()
    print("| scenario | HAProxy configuration | requests | failed (not 200) | outcomes |")
    print("|---|---|---:|---:|---|")
    for scenario, config, total, failed, detail in rows:
        print(f"| {scenario} | {config} | {total} | {failed} | {detail} |")
    print()
    if problems:
        for p in problems:
            print("FAIL:", p)
        shutil.rmtree(workdir, ignore_errors=True)
        return 1
    print("replica-test: PASS")
    shutil.rmtree(workdir, ignore_errors=True)
    return 0


def haproxy_version():
    out = subprocess.run(["haproxy", "-v"], capture_output=True, text=True).stdout
    m = re.search(r"version (\S+)", out)
    return m[1] if m else "?"


if __name__ == "__main__":
    sys.exit(main())
