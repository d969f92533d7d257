"""Reduce ../shared/data/fftcg-card-stats.json to projections/fftcg/data/stats.json.

The packaged file is keyed by serial: ``serial -> [name, type, cost, power,
elements, multi (1/0/null), ex_burst (1/0)]``. Run from the repository root:
``python scripts/make_fftcg_stats.py [path to fftcg-card-stats.json]``.
"""

import json
import sys
from pathlib import Path

src = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/data/fftcg-card-stats.json")
out = {}
for c in json.loads(src.read_text()):
    multi = None if c["multi"] is None else int(bool(c["multi"]))
    out[c["serial"]] = [c["name"], c["type"], c["cost"], c["power"], c["elements"], multi, int(bool(c["ex_burst"]))]
dest = Path(__file__).resolve().parent.parent / "projections" / "fftcg" / "data" / "stats.json"
dest.write_text(json.dumps(out, separators=(",", ":"), ensure_ascii=False, sort_keys=True) + "\n")
print(f"{len(out)} cards -> {dest}")
