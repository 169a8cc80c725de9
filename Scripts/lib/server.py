#!/usr/bin/env python3
"""Starting a layout server, waiting until it answers, and stopping it: the one way the Python
scripts in Scripts/ do it (Scripts/lib/server.sh is the shell scripts' counterpart).

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
    from server import Server, free_port

    server = Server(binary, env={"HTTP_DRAIN_DELAY": "0"})
    server.start()      # on a free port of 127.0.0.1; returns once /livez answers 200
    ...                 # server.port, server.url, server.process (the subprocess.Popen)
    server.stop()       # SIGTERM; SIGKILL if it still runs `grace` seconds later

A server that exits while starting, or does not answer in time, raises ServerError with the end
of its log. Scripts/lib/server.sh takes its free port from here:

    python3 Scripts/lib/server.py port
"""
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time

HOST = "127.0.0.1"


class ServerError(SystemExit):
    """A server exited while starting or did not answer in time. A SystemExit, so a script that
    does not catch it ends with the message and status 1, without a traceback; a plain
    threading.Thread does not pass it on (asyncio.to_thread does), so catch it there."""


def free_port(host=HOST):
    """A port of `host` that nothing listens on now."""
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def status(port, path="/livez", body=None, host=HOST, timeout=2.0):
    """The status code of one GET of `path` (a POST of the JSON `body` when given), or None."""
    head = f"{'GET' if body is None else 'POST'} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n"
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    try:
        with socket.create_connection((host, port), timeout=timeout) as s:
            s.sendall(head.encode() + b"\r\n" + (body or b""))
            line = b""
            while b"\r\n" not in line and len(line) < 256 and (chunk := s.recv(256)):
                line += chunk
        return int(line.split()[1]) if line.startswith(b"HTTP/") else None
    except (OSError, ValueError, IndexError):
        return None


def log_tail(path, lines=20):
    """The last lines of a log file, indented, for an error message."""
    if not isinstance(path, str):
        return "  (its output was not kept)"
    try:
        with open(path, "rb") as f:
            f.seek(max(0, os.path.getsize(path) - 8192))
            text = f.read().decode(errors="replace").splitlines()[-lines:]
    except OSError as error:
        return f"  (its log {path} cannot be read: {error})"
    return f"  ({path})\n" + "\n".join("  " + line for line in text) if text else f"  (its log {path} is empty)"


def wait_until(ready, exited, what, log, timeout, poll):
    """Polls `ready()` every `poll` seconds until it is true; returns the seconds that took.
    Raises ServerError once `exited()` tells how the server ended, or after `timeout` seconds."""
    started = time.monotonic()
    while True:
        ended = exited()
        if ended is not None:
            raise ServerError(f"{what}: the server {ended} before answering; the end of its log:\n{log_tail(log)}")
        if ready():
            return time.monotonic() - started
        if time.monotonic() - started > timeout:
            raise ServerError(f"{what}: no answer within {timeout:g} s; the end of its log:\n{log_tail(log)}")
        time.sleep(poll)


class Server:
    """One server process. `port`: None picks a free one, kept across restarts (replicas behind
    a proxy, a server killed and started again on its port); 0 lets the server pick and reads the
    port from the "listening" line it logs. `log`: None keeps the output in a temporary file until
    stop(); a path appends to that file; subprocess.DEVNULL discards it (a long load's access
    log can run to gigabytes). `stderr`: subprocess.STDOUT into the log, None to the script's own.
    `ready_path`: what must answer 200 before start() returns (/readyz where the load balancer's
    view matters)."""

    def __init__(self, binary, env=None, port=None, log=None, stderr=subprocess.STDOUT,
                 ready_path="/livez", timeout=20.0, poll=0.01, name=None, host=HOST):
        self.binary, self.env, self.host = binary, dict(env or {}), host
        self.port = free_port(host) if port is None else port
        self.announced = port == 0
        self.log, self.stderr, self.temporary_log = log, stderr, log is None
        self.ready_path, self.timeout, self.poll = ready_path, timeout, poll
        self.name = name or os.path.basename(binary)
        self.process = None

    @property
    def url(self):
        return f"http://{self.host}:{self.port}"

    def start(self, **settings):
        """Starts the binary with the environment, `env` and `settings` over HOST and PORT, and
        returns the seconds until `ready_path` answered 200."""
        if self.log is None:
            fd, self.log = tempfile.mkstemp(prefix=f"{self.name}.", suffix=".log")
            os.close(fd)
        port = 0 if self.announced else self.port
        env = {**os.environ, "HOST": self.host, "PORT": str(port), **self.env, **settings}
        owned = isinstance(self.log, str)  # a file opened here, closed here whatever happens
        output = open(self.log, "ab") if owned else self.log
        offset = output.tell() if owned else 0  # where this run's lines begin
        try:
            self.process = subprocess.Popen([self.binary], env=env, stdout=output, stderr=self.stderr)
        except OSError as error:
            self.stop()
            raise ServerError(f"{self.name}: cannot run {self.binary}: {error}") from None
        finally:
            if owned:
                output.close()

        def ready():
            if self.announced:
                picked = self.read_port(offset)
                if picked is None:
                    return False
                self.port = picked
            return status(self.port, self.ready_path, host=self.host) == 200

        def exited():
            code = self.process.poll()
            return None if code is None else f"exited with status {code}"

        try:
            return wait_until(ready, exited, f"{self.name} on {self.host}:{port or '(the port it picks)'}, "
                              f"waiting for {self.ready_path}", self.log, self.timeout, self.poll)
        except ServerError:  # its log stays, named in the message
            self.process.kill()
            self.process.wait()
            raise

    def read_port(self, offset):
        """The port in the first JSON line of the log past `offset` that has one, or None."""
        if not isinstance(self.log, str):
            raise ServerError(f"{self.name}: with PORT=0 the port is read from its log, which is not kept")
        with open(self.log, "rb") as f:
            f.seek(offset)
            for line in f:
                try:
                    return int(json.loads(line)["port"])
                except (ValueError, KeyError, TypeError):
                    continue
        return None

    def stop(self, grace=15.0):
        """SIGTERM, then SIGKILL if it still runs after `grace` seconds. Returns its exit status,
        or None where it had to be killed."""
        code = None
        if self.process is not None:
            if self.process.poll() is None:
                self.process.send_signal(signal.SIGTERM)
            try:
                code = self.process.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.temporary_log and self.log is not None:
            os.unlink(self.log)
            self.log = None
        return code


if __name__ == "__main__":
    if sys.argv[1:] != ["port"]:
        sys.exit("usage: server.py port    (prints a free port of 127.0.0.1)")
    print(free_port())
