"""A PostgreSQL cluster of the test's own, for tests that restart or stop the server
(the shared one of $DUELHALL_TEST_PG must stay up for the others). Started from the
Debian packages' binaries like .ci/run does; as root the cluster belongs to the
`postgres` user, since initdb refuses root."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile

from tests.postgres import _unavailable, need_psycopg


def _bin() -> str | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return os.path.dirname(found[-1]) if found else None


class Cluster:
    def __init__(self) -> None:
        need_psycopg()  # the bot's PostgreSQL store needs it, whatever the binaries
        self.bin = _bin()
        if self.bin is None:
            _unavailable("no PostgreSQL binaries in /usr/lib/postgresql/*/bin")
        self.dir = tempfile.mkdtemp(prefix="duelhall-pg-")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.root = os.getuid() == 0
        if self.root:
            shutil.chown(self.dir, "postgres")
        self._pg(f"'{self.bin}/initdb' -D '{self.dir}/data' -U duelhall -A trust -E UTF8 --no-locale")
        self.start()
        self.url = f"postgresql://duelhall@127.0.0.1:{self.port}/postgres"

    def _pg(self, command: str) -> None:
        argv = ["su", "postgres", "-s", "/bin/sh", "-c", command] if self.root else ["sh", "-c", command]
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)

    def _ctl(self, action: str, *flags: str) -> None:
        options = f"-o \"-h 127.0.0.1 -p {self.port} -k '{self.dir}'\""
        self._pg(f"'{self.bin}/pg_ctl' -D '{self.dir}/data' -l '{self.dir}/log' -w {' '.join(flags)} "
                 f"{options if action in ('start', 'restart') else ''} {action}")

    def start(self) -> None:
        self._ctl("start")

    def stop(self) -> None:
        self._ctl("stop", "-m", "fast")

    def restart(self) -> None:
        self._ctl("restart", "-m", "fast")

    def destroy(self) -> None:
        try:
            self._ctl("stop", "-m", "immediate")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)
