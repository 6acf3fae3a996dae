#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the round-trip test: Debian's server binaries, run as the
# `postgres` user, in a temporary folder that user owns, listening only on a Unix socket in that
# folder (no TCP), on a private port number (the socket's name).
#
#   Tests/postgres-cluster.sh start   prints COLLATE_POSTGRES_HOST=… and COLLATE_POSTGRES_PORT=…
#                                     (for eval); exits 1 with one line on stderr if it cannot
#   Tests/postgres-cluster.sh stop DIR  stops the cluster in DIR and removes DIR
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
as_postgres() {
    if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

case "${1:-}" in
start)
    if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
        echo "postgres-cluster: no PostgreSQL server (Debian's postgresql package) is installed" >&2; exit 1
    fi
    if [ "$(id -un)" != postgres ] && [ "$(id -u)" != 0 ]; then
        echo "postgres-cluster: must run as root or postgres to start a server as the postgres user" >&2; exit 1
    fi
    # The server outlives this script: it must not inherit descriptors other than 0–2, or a
    # caller waiting for them to close (Foundation's Process does) waits for the server.
    for fd in /proc/$$/fd/*; do
        fd=${fd##*/}
        [ "$fd" -gt 2 ] 2>/dev/null && eval "exec $fd>&-" 2>/dev/null || true
    done
    dir=$(mktemp -d /tmp/collate-postgres.XXXXXX)
    chown postgres: "$dir"
    port=$(( 20000 + RANDOM % 20000 ))
    if ! as_postgres "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
        echo "postgres-cluster: initdb failed: $(tail -n 1 "$dir/initdb.log")" >&2; exit 1
    fi
    if ! as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
            -o "-k $dir -c listen_addresses= -p $port" start >/dev/null 2>&1; then
        echo "postgres-cluster: the server did not start: $(tail -n 1 "$dir/server.log" 2>/dev/null)" >&2; exit 1
    fi
    echo "COLLATE_POSTGRES_HOST=$dir"
    echo "COLLATE_POSTGRES_PORT=$port"
    ;;
stop)
    dir=${2:?usage: postgres-cluster.sh stop DIR}
    [ -d "$dir/data" ] && as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
*)
    echo "usage: postgres-cluster.sh start | stop DIR" >&2; exit 64
    ;;
esac
