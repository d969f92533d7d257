"""TLS and the other libpq connection parameters: the library's pool opens its connections with the database,
host, port, user and password only, so a URL parameter it would drop (``sslmode=require`` silently unused) is
refused in one line, and libpq's own variables (``PGSSLMODE``...), which every connection reads, are honoured."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "sample_logs/fftcg/win-seven-damage.jsonl"


def run(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cli.main", *args], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT), **env}, timeout=120)


def test_a_connection_parameter_the_pool_would_drop_is_refused(pg_url):
    for extra in ("sslmode=require", "application_name=desk"):
        out = run("list", "--db", f"{pg_url}&{extra}")
        name = extra.split("=")[0]
        assert out.returncode == 2, out
        assert f"matchledger does not pass {name} to the server" in out.stderr and "PGSSLMODE" in out.stderr
        assert "Traceback" not in out.stderr


def test_libpqs_variables_are_what_every_connection_reads(pg_url):
    # The test cluster listens on a Unix socket, where libpq ignores sslmode: PGOPTIONS shows the same thing, that
    # libpq's variables reach the pool's connections too (a read-only session refuses the import's writes).
    out = run("import", str(LOG), "--db", pg_url, PGOPTIONS="-c default_transaction_read_only=on")
    assert out.returncode == 2, out
    assert "read-only" in out.stderr and "Traceback" not in out.stderr
    out = run("import", str(LOG), "--db", pg_url)
    assert out.returncode == 0, out
