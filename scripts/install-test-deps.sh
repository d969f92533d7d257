#!/bin/sh
# The system programs the test suite drives for real: PostgreSQL (a throwaway
# cluster started by the tests, never a system service) and Chromium (the
# replay viewer's browser tests, driven by Playwright with executable_path) and
# tmux (a terminal the `record` tests type a match into, then kill).
# Installs them with apt-get when missing and we are root; otherwise says what
# is missing. Outside CI such tests then skip; under CI=true they fail.
set -u
missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || missing="$missing postgresql"
[ -n "$missing" ] || exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing:$missing (Debian packages, for the tests)"
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >/dev/null \
        || { echo "apt-get could not install:$missing" >&2; exit 1; }
else
    echo "not installed:$missing (apt-get install$missing as root); the tests that need them will skip (fail under CI)" >&2
fi
