"""`python -m bot backup PATH` and argument errors, without Discord."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.config import Config

ROOT = Path(__file__).resolve().parents[2]


def run_bot(*args, cwd, env_extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DUELHALL_"))}
    env.update(PYTHONPATH=str(ROOT), **env_extra)
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60)


def test_backup_copies_the_database_without_a_token(tmp_path):
    db = tmp_path / "live.db"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE t (x)")
        conn.execute("INSERT INTO t VALUES (42)")
    copy = tmp_path / "copy.db"
    r = run_bot("backup", str(copy), cwd=tmp_path, env_extra={"DUELHALL_DB": str(db)})
    assert r.returncode == 0, r.stderr
    with sqlite3.connect(copy) as conn:
        assert conn.execute("SELECT x FROM t").fetchall() == [(42,)]


def test_bad_arguments_are_one_line_and_status_2(tmp_path):
    for args in (["backup"], ["frobnicate"]):
        r = run_bot(*args, cwd=tmp_path, env_extra={})
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
    r = run_bot("backup", str(tmp_path / "x.db"), cwd=tmp_path,
                env_extra={"DUELHALL_DB": str(tmp_path / "missing.db")})
    assert r.returncode == 2 and "No database" in r.stderr


def test_config_never_shows_the_token():
    assert "s3cret" not in repr(Config(token="s3cret")) + str(Config(token="s3cret"))
