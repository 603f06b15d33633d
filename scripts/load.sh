#!/usr/bin/env bash
# Load figures for `boardrules serve` (docs/web.md#load): wrk, in its own process, plays games
# through the JSON API (scripts/load/moves.lua: each connection its own game, a random legal move
# with the ply it was given) against
#   1. one server on the embedded default (an H2 file in a fresh folder),
#   2. one server on PostgreSQL,
#   3. two servers on one PostgreSQL database (a wrk per server, at the same time),
# and prints one Markdown row per run: requests/s, p50 and p99 latency, and non-2xx answers and
# socket errors (both must be 0). Needs the tool's jar (./mvnw -B -DskipTests package), wrk
# (apt-get install wrk) and, for 2 and 3, the PostgreSQL that .ci/postgresql starts.
#   scripts/load.sh [SECONDS] [CONNECTIONS]    # defaults: 20 s measured after 5 s warm-up, 4
# LOAD_GAME / LOAD_RULES choose the game (gorogo by default).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_MEASURED=${1:-20}
CONNECTIONS=${2:-4}
JAR=cli/target/boardrules.jar
LUA=scripts/load/moves.lua
WORK=$(mktemp -d)
PIDS=()
SCHEMA=""
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    if [ -n "$SCHEMA" ]; then
        runuser -u postgres -- psql -qd boardrules_test -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null || true
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT

# start_server NAME OPTIONS...: starts a server on a free port and sets URL to its address (not in
# a command substitution: that subshell would keep the server's PID from stop_servers).
start_server() {
    local name=$1
    shift
    java -Xmx512m -jar "$JAR" serve --port 0 --bot-playouts 20 "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" &
    PIDS+=($!)
    for _ in $(seq 1 300); do
        local url
        url=$(grep -o 'http://[^ ]*/' "$WORK/$name.out" 2>/dev/null | head -n 1 || true)
        if [ -n "$url" ]; then
            URL="${url%/}"
            return
        fi
        sleep 0.1
    done
    echo "server $name did not start: $(cat "$WORK/$name.err")" >&2
    exit 1
}

stop_servers() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    PIDS=()
}

# run_wrk URL OUT: warm-up, then the measured run with the latency distribution.
run_wrk() {
    wrk -t "$CONNECTIONS" -c "$CONNECTIONS" -d 5s -s "$LUA" "$1" >/dev/null
    wrk -t "$CONNECTIONS" -c "$CONNECTIONS" -d "${SECONDS_MEASURED}s" --latency -s "$LUA" "$1" >"$2"
}

# row LABEL FILES...: one Markdown row summing the requests/s of the files, latency of the first.
row() {
    local label=$1
    shift
    local rps=0 bad=0 errors=0
    for f in "$@"; do
        rps=$(awk -v r="$rps" '/^Requests\/sec:/ {printf "%.0f", r + $2}' "$f")
        bad=$((bad + $(awk '/Non-2xx or 3xx responses:/ {print $NF}' "$f" | grep . || echo 0)))
        errors=$((errors + $(awk -F'[ ,]+' '/Socket errors:/ {print $4 + $6 + $8 + $10}' "$f" | grep . || echo 0)))
    done
    local p50 p99
    p50=$(awk '$1 == "50%" {print $2}' "$1" | paste -sd/)
    p99=$(awk '$1 == "99%" {print $2}' "$1" | paste -sd/)
    for f in "${@:2}"; do
        p50="$p50 / $(awk '$1 == "50%" {print $2}' "$f")"
        p99="$p99 / $(awk '$1 == "99%" {print $2}' "$f")"
    done
    echo "| $label | $rps | $p50 | $p99 | $bad | $errors |"
}

echo "| servers | requests/s | p50 | p99 | non-2xx | socket errors |"
echo "|---|---|---|---|---|---|"
start_server h2 --db "$WORK/games"
run_wrk "$URL" "$WORK/h2.wrk"
stop_servers
row "1, embedded H2 file" "$WORK/h2.wrk"

if ! runuser -u postgres -- psql -qd boardrules_test -c "SELECT 1" >/dev/null 2>&1; then
    echo "(PostgreSQL rows skipped: no database boardrules_test; run .ci/postgresql)" >&2
    exit 0
fi
SCHEMA="load_$$"
runuser -u postgres -- psql -qd boardrules_test -c "CREATE SCHEMA $SCHEMA AUTHORIZATION boardrules" >/dev/null
PG=(--db "jdbc:postgresql://localhost:5432/boardrules_test?currentSchema=$SCHEMA" --db-user boardrules --db-password boardrules)
start_server pg "${PG[@]}"
run_wrk "$URL" "$WORK/pg.wrk"
stop_servers
row "1, PostgreSQL" "$WORK/pg.wrk"

start_server pg1 "${PG[@]}"
one=$URL
start_server pg2 "${PG[@]}"
two=$URL
run_wrk "$one" "$WORK/pg1.wrk" &
first=$!
run_wrk "$two" "$WORK/pg2.wrk"
wait "$first"
stop_servers
row "2, one PostgreSQL (sum; latency per server)" "$WORK/pg1.wrk" "$WORK/pg2.wrk"
