"""The layers point one way: cli/ over projections/ over ledger/, and no import cycles inside a game.

Scanned from the source with ``ast`` (every import statement, including
those inside functions and under ``TYPE_CHECKING``), so a lazy import
cannot hide a wrong direction.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported(path: Path, root: Path = ROOT) -> set[str]:
    """Absolute names of the modules ``path`` imports (relative imports resolved against its package)."""
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            names.add(mod)
            names.update(f"{mod}.{a.name}" for a in node.names)
    return names


def test_the_scanner_sees_lazy_and_relative_imports(tmp_path):
    names = imported(ROOT / "ledger" / "backends" / "sqlite.py")
    assert "ledger.domain" in names and "ledger.backends" in names  # from ..domain / from . import
    code = "def f():\n    from projections import core\nif False:\n    import projections.seek\n"
    fake = tmp_path / "x.py"
    fake.write_text(code)
    assert {"projections", "projections.core", "projections.seek"} <= imported(fake, tmp_path)


def test_the_ledger_never_imports_the_projections_or_the_cli():
    offenders = {}
    for path in sorted((ROOT / "ledger").rglob("*.py")):
        bad = sorted(n for n in imported(path) if n.split(".")[0] in ("projections", "cli"))
        if bad:
            offenders[str(path.relative_to(ROOT))] = bad
    assert offenders == {}


def test_the_projections_never_import_the_cli():
    offenders = {}
    for path in sorted((ROOT / "projections").rglob("*.py")):
        bad = sorted(n for n in imported(path) if n.split(".")[0] == "cli")
        if bad:
            offenders[str(path.relative_to(ROOT))] = bad
    assert offenders == {}


def test_no_two_modules_of_a_game_import_each_other():
    for game in sorted(p for p in (ROOT / "projections").iterdir() if (p / "__init__.py").exists()):
        mods = {p.stem: p for p in game.glob("*.py")}
        deps = {name: {n.rsplit(".", 1)[-1] for n in imported(p)
                       if n.startswith(f"projections.{game.name}.")} & mods.keys() for name, p in mods.items()}
        pairs = sorted((a, b) for a in deps for b in deps[a] if a < b and a in deps.get(b, set()))
        assert pairs == [], f"projections/{game.name}: modules that import each other: {pairs}"
