#!/usr/bin/env bash
# "Nothing lost" by hand (docs/web.md#nothing-lost): clients play games through the API of a
# server in its own process, the server is killed with SIGKILL mid-game and restarted on the same
# database, and every acknowledged move must be back; then two servers on one PostgreSQL database
# race on the same games, and every acknowledged move must be stored exactly once.
# These are the build's KillNineTest and TwoServersRaceTest, run on their own:
#   scripts/crash-check.sh
#   BOARDRULES_TEST_POSTGRESQL='jdbc:postgresql://host:5432/db?user=u&password=p' scripts/crash-check.sh
# PostgreSQL comes from .ci/postgresql (or the URL above); without it those runs are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -pl web -am test \
    -Dtest='io.github.boardrules.web.KillNineTest,io.github.boardrules.web.TwoServersRaceTest' \
    -Dsurefire.failIfNoSpecifiedTests=false "$@"
