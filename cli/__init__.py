"""The ``matchledger`` command line (see :mod:`cli.main`).

Ctrl-C while the command is still starting (importing its modules) would
print a Python traceback; until the command group takes over (and turns it
into one line and exit 130 itself), it ends the program with that line and
that code at once: nothing has been written yet.
"""

import os
import signal
import sys
import threading

INTERRUPTED = "Interrupted: stopped before finishing; nothing half-written was kept."


def _interrupted_while_starting(_signum, _frame):  # pragma: no cover - a race with the user's Ctrl-C
    os.write(2, (INTERRUPTED + "\n").encode())
    os._exit(130)


if (os.path.basename(sys.argv[0] if sys.argv else "") in ("matchledger", "-m", "main.py")
        and threading.current_thread() is threading.main_thread()
        and signal.getsignal(signal.SIGINT) is signal.default_int_handler):
    signal.signal(signal.SIGINT, _interrupted_while_starting)
