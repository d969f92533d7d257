"""Ledger reading, round 36: what the fuzzer found.

- A JSON deck list with an array nested thousands deep where a count is due (hypothesis found it in
  ``tests/test_fuzz.py::test_damaged_deck_lists_are_read_or_refused_in_one_line``): explaining the typed decode's
  error decoded the whole file untyped, which msgspec refuses with a RecursionError past its depth, and the
  traceback reached the judge. Now the error is the one line naming the field.
"""

from pathlib import Path

import pytest

from ledger.decklist import parse_decklists
from ledger.log import LogError

SAMPLE = Path(__file__).resolve().parent.parent / "sample_logs" / "decklists" / "fftcg-win-seven-damage.json"


@pytest.mark.parametrize("depth", [1500, 10000])
def test_a_deck_list_nested_too_deep_is_one_line_naming_the_field(depth):
    data = SAMPLE.read_bytes()
    at = int(0.2109375 * len(data))
    with pytest.raises(LogError) as caught:
        parse_decklists(data[:at] + b"[" * depth + data[at:], "lists.txt")
    assert caught.value.path == "lists.txt"
    # (qa38-input 6: the decoder's words now say what to write, a count being a whole number)
    assert str(caught.value) == ("lists.txt: $[0].main[...]: Expected `int`, got `array`: write a whole number like 5, "
                                 "without quotes")
