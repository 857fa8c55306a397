#!/usr/bin/env bash
# npm test: every check the project has, in order, stopping at the first failure.
# Installs dependencies and Debian's chromium (for the browser tests) when they are missing.
#
# --quick (npm run test:quick): the loop while working, the same stages as far as they go: the static
# checks, logic, unit and the integration suite on PGlite; no local API, PostgreSQL, breakage check or
# browser.
set -uo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

mode=full
case "${1:-}" in
  --quick) mode=quick ;;
  "") ;;
  *)
    echo "Uso: bash scripts/test.sh [--quick]" >&2
    exit 2
    ;;
esac

require_node
ensure_node_modules || exit 1

if [ "$mode" = full ] && [ ! -x /usr/bin/chromium ]; then
  echo "==> Instalando chromium de Debian para las pruebas de navegador"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -q && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium \
    || { echo "No se pudo instalar chromium (apt-get install chromium)." >&2; exit 1; }
fi

passed=0
failed=0
summary=()

# Each stage's output is also kept in a log, so that a failure's summary can name what failed: CI shows
# only the tail of a long run.
logdir=$(mktemp -d)
trap 'rm -rf "$logdir"' EXIT

# The failing tests (Vitest's "FAIL file > test" lines, or a line saying what broke) and the first lines
# of the errors, without colours; at most 20 lines.
failure_digest() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" \
    | grep -E '^ *FAIL |AssertionError|Error:|^[-+] +"|No test caught|SURVIVED|✗' \
    | grep -v '^ *FAIL *$' | awk '!seen[$0]++' | head -n 20 | sed 's/^/      /'
}

# The machine's CPU use over a stage, from /proc/stat: busy and total jiffies of all cores. A stage well
# under 100 % leaves cores idle (room to run something beside it); one at 100 % only gets faster with less work.
cpu_mark() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8, $2 + $3 + $4 + $5 + $6 + $7 + $8 }' /proc/stat 2>/dev/null; }
cpu_use() {
  local b0 t0 b1 t1
  read -r b0 t0 <<<"$1"
  read -r b1 t1 <<<"$(cpu_mark)"
  if [ -n "${t1:-}" ] && [ "$((t1 - t0))" -gt 0 ]; then echo ", CPU $(((b1 - b0) * 100 / (t1 - t0))) %"; fi
}

stage() {
  local name=$1
  shift
  echo
  echo "==> $name: $*"
  local start=$SECONDS cpu0
  cpu0=$(cpu_mark)
  local log="$logdir/$name.log"
  if "$@" 2>&1 | tee "$log"; then
    passed=$((passed + 1))
    summary+=("PASS  $name ($((SECONDS - start)) s$(cpu_use "$cpu0"))")
  else
    failed=$((failed + 1))
    summary+=("FAIL  $name ($((SECONDS - start)) s$(cpu_use "$cpu0"))")
    while IFS= read -r line; do summary+=("$line"); done < <(failure_digest "$log")
    finish
  fi
}

# Runs "name|command" pairs at the same time; then reports each as a stage, in the order given, and stops
# after the set if any failed.
parallel_stages() {
  local pids=() names=() spec name cpu0 start=$SECONDS
  cpu0=$(cpu_mark)
  for spec in "$@"; do
    name=${spec%%|*}
    names+=("$name")
    # Each job notes its own duration, so a check is not charged for the time it waited to be reported.
    (
      start=$SECONDS
      bash -c "${spec#*|}" >"$logdir/$name.log" 2>&1
      rc=$?
      echo $((SECONDS - start)) >"$logdir/$name.secs"
      exit $rc
    ) &
    pids+=("$!")
  done
  local i any_failed=0
  for i in "${!pids[@]}"; do
    name=${names[$i]}
    echo
    echo "==> $name: ${1#*|}"
    shift
    if wait "${pids[$i]}"; then
      cat "$logdir/$name.log"
      passed=$((passed + 1))
      summary+=("PASS  $name ($(cat "$logdir/$name.secs") s, en paralelo)")
    else
      cat "$logdir/$name.log"
      failed=$((failed + 1))
      any_failed=1
      summary+=("FAIL  $name ($(cat "$logdir/$name.secs") s, en paralelo)")
      while IFS= read -r line; do summary+=("$line"); done < <(failure_digest "$logdir/$name.log")
    fi
  done
  summary+=("INFO  ${names[*]} juntos: $((SECONDS - start)) s$(cpu_use "$cpu0")")
  if [ "$any_failed" -ne 0 ]; then finish; fi
}

finish() {
  echo
  printf '%s\n' "${summary[@]}"
  echo "$passed passed, $failed failed"
  if [ "$failed" -gt 0 ]; then exit 1; fi
  exit 0
}

# The spec-strings report is informational for now: it never fails the run.
spec_strings() {
  if [ -f ../shared/tools/spec-strings ]; then
    node ../shared/tools/spec-strings | tail -n 1 || true
  else
    echo "spec-strings: ../shared/tools/spec-strings no está disponible; se omite"
  fi
}

export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-websocket"
# The browser tests' screenshots are for a person to open: the test command skips them unless asked
# (E2E_SCREENSHOTS=1 npm test); a failed accessibility check still saves its picture.
export E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-0}"
# The pure logic, the components sharing a module graph per worker, and the components that mock a module
# (vitest.config.ts): one Vitest run each, since a worker that changes project starts again (measured
# on two cores: the three in one run 241 s, one after the other 141 s). The files run shuffled, so a test
# that leans on what an earlier file left in the shared graph fails.
unit_projects() {
  npx --no-install vitest run --project=logic --sequence.shuffle.files || return 1
  npx --no-install vitest run --project=unit --sequence.shuffle.files || return 1
  # Only the files that mock a module, which may some day be none.
  npx --no-install vitest run --project=unit-isolated --sequence.shuffle.files --passWithNoTests
}
# Tests that share a database or a stack must pass in any order: those projects run shuffled (Vitest 4 reads
# sequence.shuffle only from the command line or the root config, not from a project's block).
# One Vitest run for several projects: their files share the workers, so no core waits for the last
# long file of one project before the next project starts.
shuffled_projects() { npx --no-install vitest run "${@/#/--project=}" --sequence.shuffle; }

# The static checks are single-threaded and independent: they run side by side (one core each), and each
# one's output is shown whole once all have finished. db-types is listed before typecheck, so a stale
# src/types/database.ts is reported as such rather than by its symptoms.
parallel_stages \
  "lint|npx --no-install eslint ." \
  "format|npx --no-install prettier --check ." \
  "db-types|npx --no-install tsx scripts/gen-types.ts --check" \
  "typecheck|npx --no-install tsc -b"
echo
echo "==> spec-strings (informativo)"
spec_line=$(spec_strings)
echo "$spec_line"
summary+=("INFO  $spec_line")
stage unit unit_projects
if [ "$mode" = quick ]; then
  stage integration shuffled_projects integration
  finish
fi
stage local-api+integration shuffled_projects local-api integration
# The suite on PostgreSQL 15 and the breakage check side by side: each test there waits on a database in
# another process (the PostgreSQL server; the breakage job's gateway), so either one alone leaves part of
# the two cores idle. Both only read the repository; each has its own database server and free ports.
parallel_stages \
  "integration-postgres|bash scripts/test-postgres.sh" \
  "policy-breakage|npx --no-install tsx scripts/policy-breakage.ts --no-baseline"
stage e2e shuffled_projects e2e
finish
