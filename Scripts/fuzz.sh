#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ and runs each for a bounded time or number of inputs.
#
#   Scripts/fuzz.sh [--seconds N] [--runs N] [--no-build] [--build-only] [harness…]
#
# Harnesses: request-parser chunked-decoder json-tokenizer wire-decoder guide-expression
# swiftui-source (all by
# default). Each starts from its committed seeds (Fuzz/Seeds/<harness>, with the inputs it once
# failed on from Fuzz/Regressions/<harness>) and its dictionary
# (Fuzz/Dictionaries/<harness>.dict), and grows a working corpus in Fuzz/corpus/<harness>, which
# later runs reuse. With neither --seconds nor --runs, each runs 30 s; with both, whichever ends
# first. Reports libFuzzer's final stats per harness (executions, coverage: `cov` is the edges
# reached, `ft` the finer features libFuzzer tracks) and exits non-zero if any harness crashed,
# leaked, ran past -timeout on one input or past -rss_limit_mb; the reproducer is then in
# Fuzz/artifacts/<harness>/ (run the harness binary with that file as its only argument).
# Options: https://llvm.org/docs/LibFuzzer.html#options
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="" runs="" build=1 run=1 harnesses=()
while (($#)); do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    --build-only) run=0; shift ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) harnesses+=("$1"); shift ;;
  esac
done
all=(request-parser chunked-decoder json-tokenizer wire-decoder guide-expression swiftui-source)
((${#harnesses[@]})) || harnesses=("${all[@]}")
[[ -n "$seconds$runs" ]] || seconds=30

# The longest input each harness is given: room for a head with a body, a screen's JSON, and
# an expression past the parser's 500-byte cap.
max_len() {
  case "$1" in
    request-parser|chunked-decoder) echo 4096 ;;
    json-tokenizer|wire-decoder) echo 16384 ;;
    guide-expression) echo 600 ;;
    swiftui-source) echo 16384 ;;  # whole files of real code
    *) echo "unknown harness $1 (known: ${all[*]})" >&2; exit 2 ;;
  esac
}
for h in "${harnesses[@]}"; do max_len "$h" >/dev/null; done

bin=Fuzz/.build/release
if ((build)); then
  echo "== Building the harnesses (release, -sanitize=fuzzer,address)"
  # gold warns once per AddressSanitizer helper symbol it cannot export; the warnings say nothing.
  status=0
  swift build -c release --package-path Fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 \
    | { grep -v "warning: Cannot export local symbol" || true; } || status=$?
  ((status == 0)) || { echo "FAIL: the harnesses did not build" >&2; exit 1; }
fi
((run)) || exit 0

# Swift's own crash reporter would symbolicate for up to 30 s before libFuzzer sees the signal;
# libFuzzer's handler already prints the stack and writes the reproducer.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer runs with AddressSanitizer: libFuzzer checks for a leak after any input that
# allocated more than it freed (-detect_leaks, on by default) and again at exit.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"

failed=0 summary=()
for h in "${harnesses[@]}"; do
  corpus="Fuzz/corpus/$h" artifacts="Fuzz/artifacts/$h"
  mkdir -p "$corpus" "$artifacts"
  log="Fuzz/artifacts/$h.log"
  limits=(-max_len="$(max_len "$h")" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1)
  # A source is read in time and memory proportional to its size (docs/configuration.md:
  # SWIFT_MAX_STEPS and the other source bounds): 4 KiB in 3 s and no single allocation over 256 MiB, even under
  # AddressSanitizer, or the input is reported.
  [[ "$h" == swiftui-source ]] && limits=(-max_len="$(max_len "$h")" -timeout=3 -rss_limit_mb=2048 -malloc_limit_mb=256 -print_final_stats=1)
  [[ -n "$seconds" ]] && limits+=(-max_total_time="$seconds")
  [[ -n "$runs" ]] && limits+=(-runs="$runs")
  echo "== fuzz-$h ${limits[*]}"
  status=0
  # The first directory receives new inputs; the seeds are only read.
  nice -n 19 "$bin/fuzz-$h" "$corpus" "Fuzz/Seeds/$h" -dict="Fuzz/Dictionaries/$h.dict" \
    -artifact_prefix="$artifacts/" "${limits[@]}" >"$log" 2>&1 || status=$?
  executed="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  coverage="$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)"
  line="$(printf '%-17s executions %-10s %-22s' "$h" "${executed:-?}" "${coverage:-cov: ? ft: ?}")"
  if ((status != 0)); then
    failed=1
    line+=" FAILED (exit $status; see $log and $artifacts/)"
    grep -E 'ERROR: libFuzzer|ERROR: AddressSanitizer|ERROR: LeakSanitizer|Fatal error|SUMMARY|Test unit written' "$log" \
      | head -n 8 >&2 || true
  fi
  echo "$line"
  summary+=("$line")
done

echo "== Summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
