#!/usr/bin/env bash
# The integration suite (the portal's migrations, RLS and Storage through supabase-js) against a real
# PostgreSQL 15, the server Supabase runs, instead of PGlite: a throwaway Debian cluster in a temp folder,
# on a free loopback port, run as the `postgres` user and removed afterwards, even on failure.
# Each gateway the tests start gets a database of its own on it (PORTAL_TEST_DATABASE_URL), a copy of one
# migrated and seeded at the start (PORTAL_TEST_DATABASE_TEMPLATE).
# Usage: bash scripts/test-postgres.sh [vitest args, e.g. a test file]
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

PG_BIN=/usr/lib/postgresql/15/bin
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

if [ ! -x "$PG_BIN/initdb" ]; then
  echo "==> Instalando postgresql (PostgreSQL 15) de Debian"
  $sudo apt-get update -q && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql \
    || { echo "No se pudo instalar postgresql (apt-get install postgresql)." >&2; exit 1; }
fi

as_postgres() {
  if [ "$(id -un)" = "postgres" ]; then "$@"
  elif [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"
  else sudo -u postgres "$@"; fi
}

dir=$(mktemp -d "${TMPDIR:-/tmp}/portal-pg15-XXXXXX")
cleanup() {
  as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
$sudo chown postgres "$dir" 2>/dev/null || chown postgres "$dir"

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# Trust on loopback only: the cluster lives for this run, listens on 127.0.0.1 and has no data to protect.
as_postgres "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }
echo "==> PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') en 127.0.0.1:$port (temporal)"

export PORTAL_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-websocket"
# The migrations and the seed applied once, on a template every test gateway copies
# (tests/integration/portal-gateway.ts): the migrations still run on PostgreSQL 15, once per run.
export PORTAL_TEST_DATABASE_TEMPLATE=portal_template
npx --no-install tsx tests/integration/make-postgres-template.ts || exit 1
npx --no-install vitest run --project integration "$@"
