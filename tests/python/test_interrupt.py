"""Ctrl-C stops the long calls -- simulate, a player's decision, a match -- within 0.2 s with
KeyboardInterrupt, while other threads keep running (the GIL is released meanwhile)."""

from __future__ import annotations

import os
import signal
import threading
import time
from typing import Any, Callable

import pytest

import bezique

pytestmark = pytest.mark.skipif(not hasattr(signal, "pthread_kill"), reason="needs POSIX signals")

# How long the calls below would run if nothing stopped them: far longer than the test waits.
RUNS_FOR_SECONDS = 5.0


def interrupted_after(call: Callable[[], Any], delay: float = 0.3) -> float:
    """Sends SIGINT to this process `delay` seconds into `call` and returns how long after the
    signal the KeyboardInterrupt arrived."""
    sent: list[float] = []

    def ctrl_c() -> None:
        sent.append(time.perf_counter())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(delay, ctrl_c)
    start = time.perf_counter()
    timer.start()
    try:
        call()
    except KeyboardInterrupt:
        caught = time.perf_counter()
    else:
        timer.cancel()
        pytest.fail(f"the call ended after {time.perf_counter() - start:.2f} s without being interrupted")
    finally:
        timer.join()
    assert sent, "the signal was not sent"
    return caught - sent[0]


def test_ctrl_c_stops_simulate() -> None:
    assert interrupted_after(lambda: bezique.simulate("chinese", deals=10**8, seed=1)) < 0.2


def test_ctrl_c_stops_a_players_decision() -> None:
    game = bezique.Game("chinese", seed=2)
    while game.phase != bezique.Phase.PLAY or game.num_legal_actions() < 2:  # a real choice
        game.apply(game.legal_actions()[-1])
    player = bezique.Player("ismcts:1000000", seed=1)
    assert interrupted_after(lambda: player.choose(game)) < 0.2
    # The player can be asked again (and stopped again): nothing was left locked.
    assert interrupted_after(lambda: player.choose_index(game), delay=0.1) < 0.2


def test_ctrl_c_stops_a_match_on_any_thread_count() -> None:
    for threads in (1, 2):
        match = lambda: bezique.tournament(["ismcts:2000", "heuristic"], "rubicon", deals=10**5, seed=1, threads=threads)
        assert interrupted_after(match) < 0.2


def test_the_calls_run_long_enough_to_need_stopping() -> None:
    # Without a signal, a slice of each call runs as long as it is asked to (no early exit).
    start = time.perf_counter()
    result = bezique.simulate("chinese", deals=200, seed=1)
    assert result.deals == 200
    per_deal = (time.perf_counter() - start) / 200
    assert per_deal * 10**8 > RUNS_FOR_SECONDS


def test_other_threads_run_during_a_match() -> None:
    ticks = 0
    stop = threading.Event()

    def counter() -> None:
        nonlocal ticks
        while not stop.is_set():
            ticks += 1
            time.sleep(0.001)

    t = threading.Thread(target=counter)
    t.start()
    try:
        result = bezique.tournament(["heuristic", "random"], "two-handed", deals=30, seed=2)
    finally:
        stop.set()
        t.join()
    assert result.games == 60 and ticks > 5
    assert result.players[0].spec == "heuristic" and result.players[0].win_rate > 0.5
