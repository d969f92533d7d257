"""Before/after check for engine speed work: verify results must not change.

    # once, before changing anything: build a fixed corpus of logs
    .venv/bin/python bench/verify_compare.py build --game chrono-clash --dir /tmp/vc-ccs --matches 300
    # dump the results of every log (samples + corpus) with the engine as it is
    .venv/bin/python bench/verify_compare.py dump --game chrono-clash --dir /tmp/vc-ccs --out /tmp/vc-ccs/before.jsonl
    # ... change the engine, dump again to after.jsonl, then:
    .venv/bin/python bench/verify_compare.py compare /tmp/vc-ccs/before.jsonl /tmp/vc-ccs/after.jsonl

The corpus is: simulated matches (2-4 players), the mutation-testing logs
made from some of them (one illegal event each), and fuzzed logs (random
targets, dropped events, wrong cards) that reach the engine's failure paths.
For every log the dump records the Verification (violations with rule, seq,
message...), a hash of the judge's view after every event, each event's
violations, and the final board as every seat sees it. ``dump`` also
re-simulates the first matches and records a hash of their logs (self-play
runs the engine on board copies for every candidate action).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

import msgspec

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ledger.log import dump_log, read_log  # noqa: E402
from projections import core  # noqa: E402

SAMPLES = {"chrono-clash": "sample_logs/chrono_clash", "force-of-will": "sample_logs/force_of_will",
           "fftcg": "sample_logs/fftcg"}
PKG = {"chrono-clash": "chrono_clash", "force-of-will": "force_of_will", "fftcg": "fftcg"}


def _selfplay(game: str):
    import importlib

    return importlib.import_module(f"projections.{PKG[game]}.selfplay")


def _sim(game: str, seed: int):
    sp = _selfplay(game)
    players = 2 + seed % 3 if game == "chrono-clash" else 2
    try:
        return sp.simulate(seed, players)
    except TypeError:
        return sp.simulate(seed)


def _ids(game: str, header) -> list[str]:
    board = core.engine(game).new_board(header)
    return sorted(board.cards) + [p.id for p in header.players]


def _fuzz(game: str, header, events: list, rng: random.Random) -> list[list]:
    """A few broken variants of a legal log."""
    out = []
    ids = _ids(game, header)
    rep = msgspec.structs.replace

    def renumber(evs):
        return [rep(e, seq=i + 1) for i, e in enumerate(evs)]

    # Random targets on a few events that take targets.
    evs = list(events)
    with_targets = [i for i, e in enumerate(evs) if hasattr(e, "targets")]
    for i in rng.sample(with_targets, min(4, len(with_targets))):
        evs[i] = rep(evs[i], targets=[rng.choice(ids) for _ in range(rng.randrange(0, 4))])
    out.append(evs)
    # Shuffled targets / one target dropped or repeated.
    evs = list(events)
    targeted = [i for i, e in enumerate(evs) if getattr(e, "targets", None)]
    for i in rng.sample(targeted, min(3, len(targeted))):
        t = list(evs[i].targets)
        r = rng.random()
        if r < 0.33:
            t = t[1:]
        elif r < 0.66:
            t = t + [t[0]]
        else:
            rng.shuffle(t)
            t = t + [rng.choice(ids)]
        evs[i] = rep(evs[i], targets=t)
    out.append(evs)
    # A dropped event (renumbered), and two swapped.
    if len(events) > 4:
        evs = list(events)
        del evs[rng.randrange(len(evs))]
        k = rng.randrange(len(evs) - 1)
        evs[k], evs[k + 1] = evs[k + 1], evs[k]
        out.append(renumber(evs))
    # Wrong cards named in card-ish fields.
    evs = list(events)
    for i in rng.sample(range(len(evs)), min(4, len(evs))):
        e = evs[i]
        for f in ("card", "attacker", "battler", "source", "under", "attach_to", "returned"):
            if hasattr(e, f) and rng.random() < 0.7:
                e = rep(e, **{f: rng.choice(ids)})
        evs[i] = e
    out.append(evs)
    return out


# Chrono Clash cards (in the header) whose abilities fail part way, trigger abilities inside
# abilities, eliminate a player and then fail, or give keywords and strength: the engine's
# all-or-nothing and keyword paths, which the shipped pool reaches rarely.
CCS_CUSTOM = [
    ("Rash Scholar", "battler", 1, 2, [["summon", "draw(2)", "guardians(-9)"]]),
    ("Timeburner", "battler", 1, 1, [["summon", "time(+1)", "strength(+2)", "draw-extra(9)"]]),
    ("Grave Pact", "action", 1, 0, [["chosen-battler", "destroy", "draw-extra(9)"]]),
    ("Echo Wraith", "battler", 2, 2, [["destroyed", "time(+1)", "draw(1)"], ["legion"]]),
    ("Doom Echo", "battler", 2, 3, [["destroyed", "draw(1)", "draw-extra(9)"], ["reinforcements"]]),
    ("Tide Reversal", "action", 1, 0, [["chosen-battler", "return-to-hand", "draw-extra(9)"]]),
    ("Mass Tap", "action", 1, 0, [["your-other-battlers", "tap-target", "draw-extra(9)"]]),
    ("Doom Caller", "battler", 3, 3, [["summon", "chosen-opponent", "draw(40)", "draw-extra(9)"]]),
    ("Aura Lord", "battler", 3, 3, [["your-other-battlers", "gains", "elusive", "taunt"]]),
    ("War Banner", "battler", 2, 2, [["your-other-battlers", "strength(+2)"], ["protector"]]),
    ("Gift Giver", "action", 1, 0, [["chosen-battler", "gains", "sentinel", "toughness"]]),
    ("Swap Knight", "battler", 3, 3, [["summon", "other-battler", "play-summon-ability", "draw-extra(9)"]]),
    ("Grim Tutor", "battler", 2, 2, [["summon", "draw(-1)", "guardians(+1)", "draw-extra(9)"]]),
    ("Bell Warden", "battler", 3, 4, [["guardian", "time(+3)", "draw-extra(9)"], ["attack", "time(+1)", "draw(1)"]]),
    ("Hollow Echo", "battler", 2, 2, [["tap", "chosen-battler", "destroy", "draw(1)"], ["destroyed", "strength(+1)", "time(+1)"]]),
]


def _custom_header(seed: int):
    from ledger.chrono_clash import Card

    sp = _selfplay("chrono-clash")
    rng = random.Random(f"custom/{seed}")
    cards = [Card(name=n, type=t, cost=c, colors=["red"], strength=s, abilities=a) for n, t, c, s, a in CCS_CUSTOM]
    decks = sp.sample_decks()
    seats = []
    for pid in sp.PLAYER_IDS[:2 + seed % 3]:
        deck, extra = decks[rng.choice(sorted(decks))]
        deck = dict(deck)
        for name in rng.sample(sorted(deck), 8):
            del deck[name]
        for name, *_ in rng.sample(CCS_CUSTOM, 8):
            deck[name] = 3
        seats.append((pid, deck, extra if rng.random() < 0.7 else {}))
    header = sp.deal(seats, rng.randrange(2**31), first=rng.choice([p for p, _, _ in seats]), label=f"custom #{seed}")
    header.cards = cards
    styles = {pid: rng.choice(sorted(sp.STYLES)) for pid, _, _ in seats}
    return header, sp.play(header, styles, rng.randrange(2**31), max_events=800)


def build(game: str, d: Path, matches: int, mutate: int, custom: int = 0) -> None:
    d.mkdir(parents=True, exist_ok=True)
    mod = __import__(f"projections.{PKG[game]}.mutations", fromlist=["mutants"])
    eng = core.engine(game)
    n = 0
    for seed in range(1, matches + 1):
        header, events = _sim(game, seed)
        (d / f"sim-{seed:04}.jsonl").write_bytes(dump_log(header, events))
        rng = random.Random(f"fuzz/{seed}")
        for k, evs in enumerate(_fuzz(game, header, events, rng)):
            (d / f"fuzz-{seed:04}-{k}.jsonl").write_bytes(dump_log(header, evs))
        if seed <= mutate:
            for kind, m in mod.mutants(header, list(events), eng.new_board):
                evs = [msgspec.structs.replace(e, seq=i) for i, e in enumerate(m[0], 1)]
                # a kind may give a header of its own (a card swapped for one the event then misuses)
                (d / f"mut-{seed:04}-{kind}.jsonl").write_bytes(dump_log(m[3] if len(m) > 3 else header, evs))
        n += 1
    for seed in range(1, custom + 1):
        header, events = _custom_header(seed)
        (d / f"custom-{seed:04}.jsonl").write_bytes(dump_log(header, events))
        rng = random.Random(f"fuzz-custom/{seed}")
        for k, evs in enumerate(_fuzz(game, header, events, rng)):
            (d / f"cfuzz-{seed:04}-{k}.jsonl").write_bytes(dump_log(header, evs))
        n += 1
    print(f"{n} matches, {len(list(d.glob('*.jsonl')))} logs in {d}")


def _h(obj) -> str:
    return hashlib.blake2b(msgspec.json.encode(obj), digest_size=12).hexdigest()


def dump_one(game: str, log) -> dict:
    eng = core.engine(game)
    res = core.verify(log)
    rec = {"verify": msgspec.to_builtins(res)}
    board = core.new_board(log)
    steps = []
    h = hashlib.blake2b(digest_size=16)
    for ev in log.events:
        found = eng.step(board, ev)
        v = eng.view(board)
        h.update(msgspec.json.encode(v))
        if found:
            steps.append([ev.seq, msgspec.to_builtins(found)])
        if getattr(board, "stuck", False):
            break
    rec["steps"] = steps
    rec["views"] = h.hexdigest()
    fin = getattr(eng, "finish", None)
    if fin is not None:
        fin(board)
    viewers = [None] + [p.id for p in log.header.players]
    rec["final"] = {str(p): eng.view(board, p) for p in viewers}
    return rec


def dump(game: str, d: Path, out: Path, resim: int) -> None:
    paths = sorted((ROOT / SAMPLES[game]).rglob("*.jsonl")) + sorted(d.glob("*.jsonl"))
    with out.open("w") as f:
        for p in paths:
            try:
                log = read_log(p)
                rec = dump_one(game, log)
            except Exception as exc:  # a log error is a result too
                rec = {"error": f"{type(exc).__name__}: {exc}"}
            name = str(p.relative_to(ROOT)) if p.is_relative_to(ROOT) else p.name
            f.write(json.dumps({"log": name, **rec}, sort_keys=True) + "\n")
        for seed in range(1, resim + 1):
            header, events = _sim(game, seed)
            f.write(json.dumps({"log": f"resim-{seed}", "hash": _h(dump_log(header, events).decode())}) + "\n")
    print(f"{len(paths)} logs and {resim} re-simulations dumped to {out}")


def compare(a: Path, b: Path) -> int:
    la = a.read_text().splitlines()
    lb = b.read_text().splitlines()
    bad = 0
    if len(la) != len(lb):
        print(f"different number of records: {len(la)} vs {len(lb)}")
        bad += 1
    for x, y in zip(la, lb):
        if x != y:
            bad += 1
            jx, jy = json.loads(x), json.loads(y)
            if bad <= 10:
                keys = [k for k in jx if jx.get(k) != jy.get(k)]
                print(f"DIFF {jx['log']}: {keys}")
    print(f"{len(la)} records compared, {bad} differ")
    return 1 if bad else 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--game", default="chrono-clash")
    b.add_argument("--dir", type=Path, required=True)
    b.add_argument("--matches", type=int, default=300)
    b.add_argument("--mutate", type=int, default=80)
    b.add_argument("--custom", type=int, default=0, help="Chrono Clash matches with the header cards of CCS_CUSTOM")
    d = sub.add_parser("dump")
    d.add_argument("--game", default="chrono-clash")
    d.add_argument("--dir", type=Path, required=True)
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--resim", type=int, default=60)
    c = sub.add_parser("compare")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    args = ap.parse_args()
    if args.cmd == "build":
        build(args.game, args.dir, args.matches, args.mutate, args.custom)
    elif args.cmd == "dump":
        dump(args.game, args.dir, args.out, args.resim)
    else:
        sys.exit(compare(args.a, args.b))


if __name__ == "__main__":
    main()
