#!/bin/sh
# Refresh the translation catalogs after changing a message (needs Babel: pip install -e '.[test]').
#   sh scripts/translations.sh          extract the messages, merge them into the .po files, compile the .mo files
# Then translate the new or changed entries of cli/locale/{fr,it}/LC_MESSAGES/matchledger.po (an empty or
# "fuzzy" entry fails tests/test_translations.py) and run this again to compile them.
set -e
cd "$(dirname "$0")/.."
PYBABEL="${PYBABEL:-.venv/bin/pybabel}"
"$PYBABEL" extract -F babel.cfg -k N_ -k NC_:1c,2 -k NP_:1,2 -k _ -k tr -k ngettext:1,2 -k ntr:1,2 --no-location --sort-output \
    --project matchledger --version 0.1.0 --copyright-holder "matchledger" -o cli/locale/matchledger.pot . >/dev/null 2>&1
for lang in fr it; do
    if [ -f "cli/locale/$lang/LC_MESSAGES/matchledger.po" ]; then
        "$PYBABEL" update -i cli/locale/matchledger.pot -d cli/locale -D matchledger -l "$lang" --no-fuzzy-matching >/dev/null
    else
        "$PYBABEL" init -i cli/locale/matchledger.pot -d cli/locale -D matchledger -l "$lang" >/dev/null
    fi
done
"$PYBABEL" compile -d cli/locale -D matchledger --statistics 2>&1 | grep -v "^compiling"
