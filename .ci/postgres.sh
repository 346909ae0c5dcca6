#!/usr/bin/env bash
# Start or stop a throwaway PostgreSQL cluster on 127.0.0.1 for the storage tests.
#   source .ci/postgres.sh start   -> exports FOG_TEST_POSTGRES_URL
#   .ci/postgres.sh stop DIR
# The server refuses to run as root, so as root the cluster belongs to 'postgres'.
set -euo pipefail

pg_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ]; then
    echo "PostgreSQL is not installed: apt-get install postgresql" >&2
    return 1
  fi
  echo "$bin"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

start() {
  local bin dir port
  bin=$(pg_bin)
  # In memory where the system has it: on this project's machine, creating a test's
  # database (CREATE DATABASE … TEMPLATE) took 0.5 s on the disk and 0.03 s in memory,
  # a thousand times a run. The server is thrown away, so nothing is lost with it.
  local parent=/tmp
  [ -d /dev/shm ] && [ -w /dev/shm ] && parent=/dev/shm
  dir=$(mktemp -d "$parent/fog-pg.XXXXXX")
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  port=$(free_port)
  as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >"$dir/initdb.log"
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null
  export FOG_TEST_POSTGRES_DIR="$dir"
  export FOG_TEST_POSTGRES_URL="postgresql+psycopg://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL test server on 127.0.0.1:$port ($dir)"
}

stop() {
  local dir=${1:-${FOG_TEST_POSTGRES_DIR:-}}
  [ -n "$dir" ] && [ -d "$dir/data" ] || return 0
  as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: .ci/postgres.sh start|stop [DIR]" >&2; exit 2 ;;
esac
