"""The Ray runner (bezique.ray_runner): on a local Ray cluster of two workers its results are the
single-process run's -- `bezique tournament` and bezique.simulate() -- for the same seeds, whatever
the workers and shards; a worker killed mid-run changes nothing; a stopped run resumes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterator, Optional

import pytest

ray = pytest.importorskip("ray", reason="Ray is not installed: pip install '.[ray]' runs these tests")
from ray.cluster_utils import Cluster  # noqa: E402

import bezique  # noqa: E402
from bezique.ray_runner import TournamentJob, SimulationJob, main, run  # noqa: E402

CLI = os.environ.get("BEZIQUE_CLI")  # the `bezique` program, which the CTest run passes in


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    """A local Ray cluster of two single-CPU nodes: two workers, joined by address as on a real
    cluster."""
    made = Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False})
    made.add_node(num_cpus=1)
    made.wait_for_nodes()
    yield made
    made.shutdown()


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def bezique_match(*args: str) -> str:
    assert CLI is not None
    return subprocess.run([CLI, "match", *args, "--quiet"], check=True, capture_output=True, text=True).stdout


def test_match_on_two_workers_is_bezique_match(cluster: Cluster, tmp_path: Path) -> None:
    job = TournamentJob(("heuristic", "random"), "two-handed", deals=12, seed=5)
    out = tmp_path / "match.jsonl"
    report = run(job, out, shard_size=2, address=cluster.address)
    assert report == bezique.tournament(["heuristic", "random"], "two-handed", deals=12, seed=5)
    records = lines(out)
    assert records[0] == {"type": "run", "format": 1, "mode": "match", "variant": "two-handed",
                          "players": ["heuristic", "random"], "deals": 12, "seed": 5, "shard_size": 2}
    shards = [r for r in records if r["type"] == "shard"]
    assert sorted(r["shard"] for r in shards) == list(range(6))
    assert sum(len(r["result"]) for r in shards) == 24  # 12 deals x 2 seatings
    assert records[-1]["type"] == "result" and records[-1]["result"]["text"] == report.text
    if CLI is None:
        pytest.skip("the comparison with the `bezique` program needs BEZIQUE_CLI (the CTest run sets it)")
    expected = bezique_match("--players", "heuristic,random", "--preset", "two-handed", "--deals", "12", "--seed", "5")
    assert f"two-handed, 12 deals x 2 seatings (duplicate), seed 5\n{report.text}" == expected


def test_the_command_on_two_workers_prints_what_bezique_match_prints(cluster: Cluster, tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--players", "heuristic,random,random", "--variant", "three-handed(target=600)", "--deals", "3", "--seed", "9"]
    assert main(["match", *args, "--out", str(tmp_path / "three.jsonl"), "--address", cluster.address,
                 "--shard-size", "1"]) == 0
    captured = capsys.readouterr()
    assert "bezique-ray: 3/3 shards" in captured.err
    if CLI is None:
        pytest.skip("the comparison with the `bezique` program needs BEZIQUE_CLI (the CTest run sets it)")
    assert captured.out == bezique_match(*args)


def test_simulation_on_two_workers_is_simulate(cluster: Cluster, tmp_path: Path) -> None:
    result = run(SimulationJob("chinese", 250, seed=3), tmp_path / "sim.jsonl", shard_size=30, address=cluster.address)
    single = bezique.simulate("chinese", 250, seed=3)
    fields = ("deals", "actions", "tricks", "games_over", "melds", "meld_deals", "points_by_side", "deal_wins",
              "deal_ties")
    assert [getattr(result, f) for f in fields] == [getattr(single, f) for f in fields]


def test_any_worker_count_and_shard_size_give_the_same_result(cluster: Cluster, tmp_path: Path) -> None:
    job = TournamentJob(("heuristic", "random"), "four-handed", deals=4, seed=2)
    in_process = run(job, tmp_path / "a.jsonl", workers=0)
    two_workers = run(job, tmp_path / "b.jsonl", shard_size=3, address=cluster.address)
    one_worker = run(job, tmp_path / "c.jsonl", shard_size=1, workers=1)
    assert in_process == two_workers == one_worker == bezique.tournament(["heuristic", "random"], "four-handed", 4, 2)


def busy_workers(task: bytes = b"ray::_timed_play") -> list[int]:
    """The processes of Ray workers running a shard now (Ray names them after the task)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "cmdline").read_bytes().startswith(task):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="finds Ray's worker processes through /proc")
def test_a_worker_killed_mid_run_changes_nothing(cluster: Cluster, tmp_path: Path) -> None:
    # Shards of a second or so, so that one is surely running when the worker is killed.
    job = TournamentJob(("ismcts:100", "heuristic"), "two-handed", deals=8, seed=3)
    expected = bezique.tournament(["ismcts:100", "heuristic"], "two-handed", deals=8, seed=3)
    first_shard = threading.Event()
    outcome: dict[str, Any] = {}

    def progress(done: int, total: int, *_: int) -> None:
        if done:
            first_shard.set()

    def runner() -> None:
        try:
            outcome["report"] = run(job, tmp_path / "killed.jsonl", shard_size=1, address=cluster.address,
                                    progress=progress)
        except BaseException as error:  # noqa: BLE001 - reported by the assertion below
            outcome["error"] = error

    thread = threading.Thread(target=runner)
    thread.start()
    assert first_shard.wait(120), "no shard finished"
    killed: Optional[int] = None
    deadline = time.monotonic() + 60
    while killed is None and time.monotonic() < deadline and thread.is_alive():
        for pid in busy_workers():
            os.kill(pid, signal.SIGKILL)
            killed = pid
            break
        time.sleep(0.05)
    thread.join(300)
    assert killed is not None, "no worker was found running a shard"
    assert "error" not in outcome, outcome.get("error")
    assert outcome["report"] == expected
    records = lines(tmp_path / "killed.jsonl")
    assert sorted(r["shard"] for r in records if r["type"] == "shard") == list(range(8))


def test_a_stopped_run_resumes_with_its_finished_shards(tmp_path: Path) -> None:
    job = SimulationJob("rubicon", 60, seed=4)
    out = tmp_path / "resume.jsonl"

    class Stop(Exception):
        pass

    def stop_after_two(done: int, total: int, *_: int) -> None:
        if done == 2:
            raise Stop

    with pytest.raises(Stop):
        run(job, out, shard_size=10, workers=0, progress=stop_after_two)
    kept = lines(out)
    assert [r["type"] for r in kept] == ["run", "shard", "shard"]
    # A last line cut short (the run killed while writing it) is dropped and played again.
    with open(out, "a") as f:
        f.write('{"type": "shard", "shard": 5, "first": 50, "cou')
    calls: list[tuple[int, ...]] = []
    result = run(job, out, workers=0, progress=lambda *a: calls.append(a))
    assert calls[0] == (2, 6, 20, 60, 2)  # resumed with two shards kept, in the file's shard size
    assert len(calls) == 5
    assert lines(out)[1:3] == kept[1:3]
    whole = bezique.simulate("rubicon", 60, seed=4)
    assert (result.actions, result.melds, result.points_by_side) == (whole.actions, whole.melds, whole.points_by_side)
    with pytest.raises(ValueError, match="holds the results of another job"):
        run(SimulationJob("rubicon", 60, seed=5), out, workers=0)


def test_bad_jobs_are_refused_before_anything_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(bezique.UnknownNameError):
        run(TournamentJob(("heuristic", "nobody"), "two-handed", 2), tmp_path / "x.jsonl", workers=0)
    with pytest.raises(bezique.InvalidArgumentError, match="2 sides"):
        run(TournamentJob(("heuristic",), "two-handed", 2), tmp_path / "x.jsonl", workers=0)
    with pytest.raises(bezique.InvalidArgumentError, match="1 to 1000000 deals"):  # the engine's cap
        run(TournamentJob(("heuristic", "random"), "two-handed", 10**6 + 1), tmp_path / "x.jsonl", workers=0)
    assert not (tmp_path / "x.jsonl").exists()
    assert main(["simulate", "--variant", "nope", "--deals", "3", "--out", str(tmp_path / "y.jsonl")]) == 2
    assert "unknown preset 'nope'" in capsys.readouterr().err
