"""The render worker processes exit when the bot dies, even by SIGKILL."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import asyncio, sys
from bot import images

async def main():
    points = [("2026-01-0%d" % d, 1000.0 + d) for d in range(1, 4)]
    await asyncio.gather(*(images.chart(points, "t") for _ in range(images.WORKERS * 2)))
    print(" ".join(str(p) for p in images._pool._processes), flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has exited; only its parent's reaping is left


def test_no_render_worker_outlives_a_killed_bot():
    bot = subprocess.Popen(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, stdout=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        workers = [int(p) for p in bot.stdout.readline().split()]
        assert workers and all(alive(p) for p in workers)
        bot.send_signal(signal.SIGKILL)
        bot.wait()
        deadline = time.monotonic() + 10
        while any(alive(p) for p in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        survivors = [p for p in workers if alive(p)]
        assert not survivors, f"render workers {survivors} outlived the bot"
    finally:
        bot.kill()
        for pid in workers if "workers" in locals() else []:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
