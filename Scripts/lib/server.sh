# Starting a server from a shell script, waiting until it answers, and stopping it; sourced:
#
#   . "$(dirname "$0")/lib/server.sh"
#   port=$(server_free_port)
#   server_start "$log" HOST=127.0.0.1 PORT="$port" "$binary"; pid=$SERVER_PID
#   server_wait "$pid" "$log" "http://127.0.0.1:$port/livez" || exit 1
#   server_stop "$pid"     # returns the server's exit status
#
# It needs bash and python3 (for the free port, Scripts/lib/server.py's) and nothing else, as on
# the machines the device-scaling scripts run on.
SERVER_LIB=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# A port of 127.0.0.1 that nothing listens on now.
server_free_port() { python3 "$SERVER_LIB/server.py" port; }

# server_start LOG [NAME=VALUE...] COMMAND [ARG...]: runs the command in the background with
# those environment settings and its output in LOG; sets SERVER_PID. Descriptor 9, the build lock
# the measuring scripts hold (BUILD_LOCK), is closed for it: a server must not hold the lock.
server_start() {
  local log=$1
  shift
  env "$@" >"$log" 2>&1 9>&- &
  SERVER_PID=$!
}

# server_wait PID LOG URL [BODY]: waits until URL (http://HOST:PORT/PATH) answers 2xx, to a POST
# of the JSON file BODY when given (a layout that succeeds) and a GET otherwise, polling every
# 10 ms for at most SERVER_WAIT_SECONDS (20). Returns 1, saying why with the end of LOG, when the
# process exits first or time runs out. Bash's /dev/tcp sends the requests: no process to start
# per try, so the wait adds little to a measured start time, and no curl is needed.
server_wait() {
  local pid=$1 log=$2 url=$3 body=${4:-} end=$((SECONDS + ${SERVER_WAIT_SECONDS:-20})) why
  local address=${url#http://}
  local path=/${address#*/} host=${address%%/*}
  while true; do
    if ! kill -0 "$pid" 2>/dev/null; then why="the server (process $pid) exited before answering"; break; fi
    server_answers "${host%:*}" "${host##*:}" "$path" "$body" && return 0
    if ((SECONDS >= end)); then why="no answer within ${SERVER_WAIT_SECONDS:-20} s"; break; fi
    sleep 0.01
  done
  { echo "$url: $why; the end of its log ($log):"; tail -n 20 "$log" | sed 's/^/  /'; } >&2
  return 1
}

# server_answers HOST PORT PATH [BODY]: whether one request (as server_wait's) gets a 2xx.
server_answers() {
  (
    exec 3<>"/dev/tcp/$1/$2" || exit 1
    if [ -n "${4:-}" ]; then
      printf 'POST %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\nContent-Type: application/json\r\n' "$3" "$1" >&3
      printf 'Content-Length: %s\r\n\r\n' "$(wc -c <"$4")" >&3
      cat "$4" >&3
    else
      printf 'GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n' "$3" "$1" >&3
    fi
    read -r -t 2 _ code _ <&3 && [[ $code == 2?? ]]
  ) 2>/dev/null
}

# server_stop PID [SECONDS]: SIGTERM, then SIGKILL if it still runs SECONDS (15) later; returns
# its exit status. The process must be this shell's child.
server_stop() {
  local pid=$1 tenths=$((${2:-15} * 10)) i
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < tenths; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid"
}
