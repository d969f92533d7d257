"""Property-based tests over the judge station's routes (``matchledger serve``), in process.

Any method, path, match id, query (seq, turn, perspective, filters,
language) and body gets a 2xx or a 4xx with one plain line, never a 5xx or
an exception, within a bounded time; a hostile name stored in the ledger
(HTML, escape codes) never reaches a page raw; and the ledger is the same
after every request (rows and audit head). A seeded subset runs here;
``bench/fuzz_inputs.py`` runs 1,000 requests a game and reports the counts
in docs/reliability.md.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing_inputs as fi

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@pytest.fixture(scope="module")
def station(tmp_path_factory):
    """A ledger of one match a game, a match with hostile names, a ruling and a correction with hostile words;
    the station's app over it behind the in-process client."""
    ledger = fi.build_ledger(tmp_path_factory.mktemp("station"), hostile=True)
    ledger["before"] = fi.ledger_state(ledger["db"])
    with fi.station_client(ledger["db"]) as client:
        ledger["client"] = client
        yield ledger
    assert fi.ledger_state(ledger["db"]) == ledger["before"]  # nothing any request did changed the ledger


def answered(station, method: str, url: str, body: bytes = b"", headers: dict | None = None) -> fi.Outcome:
    return fi.run_request(station["client"], {"method": method, "url": url, "body": body, "headers": headers or {},
                                              "what": url[:40]})


@pytest.mark.parametrize("game", fi.GAMES)
def test_a_seeded_run_of_requests_finds_nothing(station, game):
    cases = int(os.environ.get("MATCHLEDGER_FUZZ", "0") or 0) or 80
    tally = fi.fuzz_station(game, cases, seed=20261126, ledger=station, client=station["client"])
    assert tally.findings == [], [f"{o.kind} {o.what}: {o.detail}" for o in tally.findings]
    assert tally.counts["ok"] > 0 and tally.counts["refused"] > 0
    assert fi.ledger_state(station["db"]) == station["before"]


QUERY_VALUE = st.one_of(st.text(max_size=30), st.integers(-5, 60).map(str),
                        st.sampled_from(["²", "١٢", "9" * 5000, "\x1b[2J", "<script>alert(1)</script>", "\udce9"]))


@SETTINGS
@given(game=st.sampled_from(fi.GAMES), route=st.sampled_from(fi.ROUTES), prefix=st.integers(4, 36),
       query=st.dictionaries(st.sampled_from(fi.QUERY_KEYS), QUERY_VALUE, max_size=3),
       method=st.sampled_from(fi.METHODS), body=st.binary(max_size=64))
def test_any_request_to_a_route_is_answered_or_refused_in_one_line(station, game, route, prefix, query, method, body):
    from urllib.parse import urlencode

    ref = station["games"][game]["id"][:prefix]
    url = route.replace("{ref}", ref) + ("?" + urlencode(query, errors="surrogateescape") if query else "")
    out = answered(station, method, url, body if method not in ("GET", "HEAD") else b"")
    assert out.kind in ("ok", "refused"), out.detail


@SETTINGS
@given(path=st.text(max_size=60))
def test_any_path_is_answered_or_refused_in_one_line(station, path):
    from urllib.parse import quote

    out = answered(station, "GET", "/" + quote(path, safe="/", errors="surrogateescape"))
    assert out.kind in ("ok", "refused"), out.detail


def test_hostile_names_reach_every_page_escaped(station):
    """The label, a player's name, a ruling, a judge and a correction's reason hold HTML and escape codes."""
    client, hostile, branch = station["client"], station["hostile"], station["games"]["chrono-clash"]["branch"]
    pages = ["/", f"/match/{hostile}", f"/match/{hostile}/view", f"/match/{hostile}/view?as=alice",
             f"/match/{branch}", f"/match/{branch}/view", "/?player=%3Cscript%3Ealert('label')"]
    for url in pages:
        resp = client.get(url)
        assert resp.status_code == 200, (url, resp.text[:200])
        assert not [m for m in fi.MARKERS if m in resp.text], url
        assert "\x1b" not in resp.text, url
    # ... and they are there, escaped: the index shows the label as text.
    assert "&lt;script&gt;alert(&#x27;label&#x27;)" in client.get("/").text


@pytest.mark.parametrize("query", ["at=%C2%B2", "turn=%D9%A3", "at=" + "9" * 5000, "turn=" + "9" * 10])
def test_a_seq_or_turn_that_is_not_ascii_digits_is_a_400(station, query):
    """`?turn=²` was a 500 (ValueError): '²'.isdigit() is true and int('²') fails; 5,000 digits fail int() too."""
    mid = station["games"]["force-of-will"]["id"]
    resp = station["client"].get(f"/api/matches/{mid}/replay?{query}")
    assert resp.status_code == 400 and resp.text.count("\n") == 1
    assert resp.text.startswith("400: ") and "give a whole number" in resp.text


def test_a_refused_request_changes_nothing_and_an_answer_is_the_same_twice(station):
    client, mid = station["client"], station["games"]["fftcg"]["id"]
    first = client.get(f"/api/matches/{mid}/replay?at=3").text
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        assert client.request(method, f"/api/matches/{mid}", content=b"{}").status_code == 405
    assert client.get(f"/api/matches/{mid}/replay?at=3").text == first
    assert fi.ledger_state(station["db"]) == station["before"]
    rng = random.Random(3)
    assert fi.run_request(client, fi.station_request(rng, "fftcg", station)).kind in ("ok", "refused")
