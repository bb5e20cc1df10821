#!/usr/bin/env bash
# A throw-away Postgres cluster for the feedback-store contract test and bench:cluster: initdb in
# a temp dir, started on a loopback port as an unprivileged user (root, as in CI, runs it as
# `postgres` or `nobody`, because postgres refuses to run as root), trust auth on 127.0.0.1
# only, fsync off. Needs Debian's `postgresql` package (initdb, pg_ctl).
#
#   scripts/start-test-postgres.sh start [PORT]   prints `export TEST_DATABASE_URL=… TEST_POSTGRES_DIR=…`
#   scripts/start-test-postgres.sh stop [DIR]     stops it and deletes DIR (default $TEST_POSTGRES_DIR)
#   scripts/start-test-postgres.sh run [PORT] -- CMD…   start, run CMD with TEST_DATABASE_URL, stop
#
# When it cannot (no postgresql installed, no free port, initdb fails) it says why in one line on
# stderr and exits 3; callers go on without Postgres. PORT defaults to 55432, the next free one
# up to +20 is taken. PG_BINDIR picks the Postgres binaries (default: the newest installed).
set -euo pipefail

say() { echo "start-test-postgres: $*" >&2; }

find_bindir() {
  if [ -n "${PG_BINDIR:-}" ]; then
    [ -x "$PG_BINDIR/initdb" ] && echo "$PG_BINDIR"
    return
  fi
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Runs "$@" as the unprivileged owner of the cluster.
as_owner() {
  if [ "$(id -u)" -ne 0 ]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u "$OWNER" -- "$@"
  else
    su -s /bin/sh "$OWNER" -c "$(printf '%q ' "$@")"
  fi
}

pick_owner() {
  OWNER=$(id -un)
  if [ "$(id -u)" -eq 0 ]; then
    if id postgres >/dev/null 2>&1; then OWNER=postgres; else OWNER=nobody; fi
  fi
}

start() {
  local port=${1:-55432} bindir dir
  bindir=$(find_bindir || true)
  if [ -z "$bindir" ]; then
    say "no Postgres here (initdb not found; apt-get install -y postgresql)"
    return 3
  fi
  for _ in $(seq 0 20); do port_free "$port" && break; port=$((port + 1)); done
  if ! port_free "$port"; then
    say "no free port from ${1:-55432} to $port"
    return 3
  fi
  pick_owner
  if ! dir=$(mktemp -d "${TMPDIR:-/tmp}/duoc-thu-pg.XXXXXX" 2>/dev/null); then
    say "cannot make a temp dir in ${TMPDIR:-/tmp}"
    return 3
  fi
  chmod 0755 "$dir"
  [ "$(id -u)" -eq 0 ] && chown "$OWNER" "$dir"
  if ! as_owner "$bindir/initdb" -D "$dir/data" -U duoc -A trust --no-sync -E UTF8 --no-locale \
    >"$dir/initdb.log" 2>&1; then
    say "initdb failed as $OWNER: $(tail -1 "$dir/initdb.log")"
    rm -rf "$dir"
    return 3
  fi
  if ! as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 60 start \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null 2>&1; then
    say "pg_ctl start failed: $(tail -1 "$dir/data/server.log" 2>/dev/null)"
    rm -rf "$dir"
    return 3
  fi
  as_owner "$bindir/createdb" -h 127.0.0.1 -p "$port" -U duoc duoc_thu_test
  say "Postgres $("$bindir/postgres" --version | awk '{print $3}') up on 127.0.0.1:$port as $OWNER in $dir"
  echo "export TEST_DATABASE_URL=postgresql://duoc@127.0.0.1:$port/duoc_thu_test TEST_POSTGRES_DIR=$dir"
}

stop() {
  local dir=${1:-${TEST_POSTGRES_DIR:-}} bindir
  [ -n "$dir" ] && [ -d "$dir/data" ] || { say "nothing to stop"; return 0; }
  bindir=$(find_bindir || true)
  pick_owner
  as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  run)
    shift
    port=55432
    if [ "${1:-}" != "--" ] && [ -n "${1:-}" ]; then port=$1; shift; fi
    [ "${1:-}" = "--" ] && shift
    if exports=$(start "$port"); then
      eval "$exports"
      trap 'stop "$TEST_POSTGRES_DIR"' EXIT
    fi
    "$@"
    ;;
  *)
    echo "usage: $0 start [PORT] | stop [DIR] | run [PORT] -- CMD…" >&2
    exit 2
    ;;
esac
