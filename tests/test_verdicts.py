"""Stored verdicts: which matches need verifying, and workers sharing a round through claims.

Every test runs on SQLite and on PostgreSQL (``ledger_db``). On PostgreSQL
workers claim with ``SELECT ... FOR UPDATE SKIP LOCKED``; on SQLite they take
turns (one writer). Either way each match is verified once.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from ledger.errors import StoreError
from ledger.log import dump_log, parse_log
from ledger.store import Ledger, Verdict
from projections import core
from projections.chrono_clash import selfplay

ROOT = Path(__file__).resolve().parent.parent


def matches(n: int, first_seed: int = 1) -> list:
    return [parse_log(dump_log(*selfplay.simulate(seed, 2)), f"table-{seed}.jsonl")
            for seed in range(first_seed, first_seed + n)]


@pytest.fixture
def db(ledger_db):
    return ledger_db


def test_missing_and_stale_verdicts_are_listed_and_a_verdict_round_trips(db):
    logs = matches(3)
    with Ledger(db.target) as led:
        ids = [r.match_id for r in led.import_logs(logs)]
        engines = {"chrono-clash": "chrono-clash/v1"}
        assert led.verdicts_needed(engines) == ids
        assert led.verdicts_needed({"fftcg": "fftcg/v1"}) == []  # another game's matches only
        assert led.verdict(ids[1]) is None
        found = [{"seq": 4, "rule": "CCS-TURN-1", "message": "played out of turn"}]
        stored = led.store_verdict(ids[1], "chrono-clash/v1", found)
        assert isinstance(stored, Verdict) and stored.clean is False
        assert led.verdict(ids[1][:8]) == stored
        assert led.verdict(ids[1]).violations == found
        assert led.verdicts_needed(engines) == [ids[0], ids[2]]
        led.store_verdict(ids[0], "chrono-clash/v1", [])
        assert led.verdict(ids[0]).clean is True
        # A new engine version: every verdict is stale again; re-verifying replaces the old one.
        assert led.verdicts_needed({"chrono-clash": "chrono-clash/v2"}) == ids
        led.store_verdict(ids[1], "chrono-clash/v2", [])
        assert led.verdict(ids[1]).engine == "chrono-clash/v2" and led.verdict(ids[1]).clean
        assert len(led.verdicts()) == 2
        assert led.check_integrity() == []  # verdicts are not events


def test_claims_hand_out_each_pending_match_once_and_release_on_failure(db):
    logs = matches(3, 10)
    engines = {"chrono-clash": "chrono-clash/v1"}
    with Ledger(db.target) as led:
        ids = [r.match_id for r in led.import_logs(logs)]
        with pytest.raises(RuntimeError):
            with led.claim_verdict(engines) as claim:
                assert claim.match_id == ids[0] and claim.game == "chrono-clash"
                raise RuntimeError("the verifier crashed")
        assert led.verdicts_needed(engines) == ids  # released: still pending
        with led.claim_verdict(engines) as claim:
            pass  # left without a verdict: released too
        assert led.verdicts_needed(engines) == ids
        seen = []
        while True:
            with led.claim_verdict(engines) as claim:
                if claim is None:
                    break
                seen.append(claim.match_id)
                claim.store([])
        assert seen == ids
        assert led.verdicts_needed(engines) == []
        with pytest.raises(StoreError, match="has ended"):
            claim_after = None
            with led.claim_verdict({"chrono-clash": "chrono-clash/v2"}) as claim_after:
                pass
            claim_after.store([])


WORKER = """
import json, sys
from ledger.store import Ledger
from projections import core
import msgspec
target = sys.argv[1]
engines = {g: core.engine_version(g) for g in core.ENGINES}
done = []
with Ledger(target) as led:
    while True:
        with led.claim_verdict(engines) as claim:
            if claim is None:
                break
            verdict = core.verify(led.load(claim.match_id), match=claim.match_id)
            claim.store(msgspec.to_builtins(verdict.violations))
            done.append(claim.match_id)
print(json.dumps(done))
"""


def test_workers_in_several_processes_verify_each_match_once(db):
    logs = matches(12, 20)
    with Ledger(db.target) as led:
        ids = [r.match_id for r in led.import_logs(logs)]
    workers = [subprocess.Popen([sys.executable, "-c", WORKER, db.target], cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for _ in range(3)]
    results = [w.communicate(timeout=300) for w in workers]
    for w, (out, err) in zip(workers, results):
        assert w.returncode == 0, err
    done = [json.loads(out) for out, _err in results]
    everything = [m for d in done for m in d]
    assert sorted(everything) == sorted(ids)  # each match verified exactly once, none left out
    engines = {g: core.engine_version(g) for g in core.ENGINES}
    with Ledger(db.target) as led:
        assert led.verdicts_needed(engines) == []
        for log, match_id in zip(logs, ids):
            expected = core.verify(log, match=match_id)
            stored = led.verdict(match_id)
            assert stored.engine == core.engine_version("chrono-clash")
            assert stored.violations == msgspec.to_builtins(expected.violations)


# --- verify --all: stored verdicts, re-checked only when missing or stale -------------------------------


SAMPLES = ROOT / "sample_logs" / "chrono_clash"


def round_of(tmp_path: Path) -> Path:
    folder = tmp_path / "round"
    folder.mkdir()
    for p in [*sorted(SAMPLES.glob("win-*.jsonl"))[:2], *sorted((SAMPLES / "illegal").glob("*.jsonl"))[:2]]:
        (folder / p.name).write_bytes(p.read_bytes())
    return folder


def verify_all(target: str, *extra: str) -> tuple[int, dict]:
    from click.testing import CliRunner

    from cli.main import cli

    out = CliRunner().invoke(cli, ["verify", "--all", "--db", target, "--json", *extra])
    assert out.exit_code in (0, 1), out.output
    return out.exit_code, json.loads(out.stdout)


def test_verify_all_stores_verdicts_and_rechecks_only_missing_or_stale_ones(db, tmp_path, monkeypatch):
    from click.testing import CliRunner

    import cli.batch as batch
    from cli.main import cli

    folder = round_of(tmp_path)
    assert CliRunner().invoke(cli, ["import", str(folder), "--db", db.target]).exit_code == 0
    code, first = verify_all(db.target, "--workers", "2")
    assert code == 1 and first["totals"]["matches"] == 4 and first["totals"]["with_violations"] == 2
    engines = {g: core.engine_version(g) for g in core.ENGINES}
    with Ledger(db.target) as led:
        assert led.verdicts_needed(engines) == []
        stored = {v.match_id: v for v in led.verdicts()}
        ids = [m.id for m in led.list_matches()]
    assert sorted(stored) == sorted(ids) and {v.engine for v in stored.values()} == {engines["chrono-clash"]}
    # A second run verifies nothing: every outcome comes from the stored verdicts, and says the same.
    calls = []
    real = batch._verify_full
    monkeypatch.setattr(batch, "_verify_full", lambda ref, d: calls.append(ref) or real(ref, d))
    code, again = verify_all(db.target, "--workers", "1")
    assert calls == [] and code == 1 and again == first
    # A verdict of another engine version is stale: only that match is verified again.
    with Ledger(db.target) as led:
        led.store_verdict(ids[2], "chrono-clash/0/an-older-engine", [])
    code, third = verify_all(db.target, "--workers", "1")
    assert calls == [ids[2]] and third == first


def test_two_machines_running_verify_all_on_one_postgresql_ledger_verify_each_match_once(pg_url, pg_server,
                                                                                       pg_database, tmp_path):
    import psycopg

    logs = matches(16, 40)
    with Ledger(pg_url) as led:
        ids = [r.match_id for r in led.import_logs(logs)]
    schema = pg_url.rsplit("schema=", 1)[1]
    with pg_server.connect(pg_database) as conn:  # every verdict written, counted by the database itself
        conn.execute(f'SET search_path TO "{schema}"')
        conn.execute("CREATE TABLE verdict_writes (match_id text)")
        conn.execute("CREATE FUNCTION count_write() RETURNS trigger LANGUAGE plpgsql AS "
                     f'$$BEGIN INSERT INTO "{schema}".verdict_writes VALUES (NEW.match_id); RETURN NEW; END$$')
        conn.execute("CREATE TRIGGER count_write AFTER INSERT OR UPDATE ON verdicts FOR EACH ROW "
                     "EXECUTE FUNCTION count_write()")
    runs = [subprocess.Popen([sys.executable, "-c", "from cli.main import cli; cli()", "verify", "--all",
                              "--workers", "2", "--db", pg_url, "--json"], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [r.communicate(timeout=300) for r in runs]
    for r, (out, err) in zip(runs, outs):
        assert r.returncode in (0, 1) and "Traceback" not in err, err
        assert json.loads(out)["totals"]["matches"] == 16
    with pg_server.connect(pg_database) as conn:
        written = [r[0] for r in conn.execute(f'SELECT match_id FROM "{schema}".verdict_writes')]
    assert sorted(written) == sorted(ids)  # each match verified and stored exactly once
    with psycopg.connect(host=pg_server.socket_dir, dbname=pg_database, user=pg_server.user) as conn:
        (n,) = conn.execute(f'SELECT count(*) FROM "{schema}".verdicts').fetchone()
    assert n == 16
