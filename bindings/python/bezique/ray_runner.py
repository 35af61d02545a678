"""Duplicate tournaments and bulk simulation spread over a Ray cluster (``pip install '.[ray]'``
from the repository root).

>>> from bezique.ray_runner import TournamentJob, run
>>> result = run(TournamentJob(("ismcts:2000", "heuristic"), "two-handed", deals=10_000, seed=1),
...              "tournament.jsonl", workers=8)
>>> print(result.text)

The games of a duplicate tournament (:func:`bezique.play_tournament_game`) and the deals of a random
simulation (:func:`bezique.simulate` with ``first``) depend only on their job's settings and
their own number, so the runner cuts a job into shards of consecutive deals, plays each shard as
a Ray task, and adds the shards up: the result is the single-process run's (``bezique tournament``,
:func:`bezique.tournament`, :func:`bezique.simulate`) figure for figure, whatever the number of
workers or the shard size.

Every finished shard is written at once as a line of JSON to the output file, after a first
line that describes the job; the last line holds the result. Ray runs a task again when its
worker dies; if the run itself stops (the driver killed, a task that fails every retry), run it
again with the same output file: the finished shards are kept and only the others are played.

Ray is started for the run on this machine (``ray.init(num_cpus=workers)``), or the run joins a
running cluster with ``address`` (``ray.init(address="auto")`` on a node of the cluster, or
``"ray://head:10001"`` through Ray Client); every node needs the same bezique installed. With
``workers=0`` no Ray is used: the shards are played one after another in this process.

The command-line form is ``bezique-ray tournament|simulate ...`` (``bezique-ray --help``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Callable, Optional, Sequence, Union, overload

from ._errors import BeziqueError, InvalidArgumentError
from .tournaments import TournamentGame, TournamentResult, _check_tournament, tournament_result, play_tournament_game
from .simulation import SimulationResult, simulate
from .variant import DEFAULT_PRESET, Variant, as_variant

RESULT_FORMAT = 1
"""The version of the output file's layout."""


@dataclass(frozen=True)
class TournamentJob:
    """A duplicate tournament: the games :func:`bezique.tournament` plays with these arguments."""

    players: Sequence[str]
    """One player spec per side (:func:`bezique.players`)."""
    variant: Union[Variant, str] = DEFAULT_PRESET
    deals: int = 100
    seed: int = 1

    def describe(self) -> dict[str, Any]:
        """The job as the output file's first line records it."""
        return {"mode": "match", "variant": as_variant(self.variant).text, "players": list(self.players),
                "deals": self.deals, "seed": self.seed}

    def validate(self) -> None:
        """Raises the engine's error for a variant, player or count that does not fit."""
        _check_tournament(self.players, self.variant, self.deals)

    def play(self, first: int, count: int) -> list[list[Any]]:
        """The games of deals ``first`` .. ``first + count - 1``, every rotation, as JSON rows
        ``[deal, rotation, winner or null, points, deals played]``."""
        v = as_variant(self.variant)
        rows = []
        for deal in range(first, first + count):
            for rotation in range(v.sides):
                g = play_tournament_game(self.players, v, deal, rotation, self.seed)
                rows.append([g.deal, g.rotation, g.winner, list(g.points), g.deals])
        return rows

    def total(self, shards: Sequence[Any]) -> TournamentResult:
        """The result of the whole tournament from its shards' rows."""
        games = [TournamentGame(d, r, w, tuple(p), n) for rows in shards for d, r, w, p, n in rows]
        return tournament_result(self.players, self.variant, games)


@dataclass(frozen=True)
class SimulationJob:
    """Random deals: what :func:`bezique.simulate` plays with these arguments."""

    variant: Union[Variant, str]
    deals: int
    seed: int = 0

    def describe(self) -> dict[str, Any]:
        """The job as the output file's first line records it."""
        return {"mode": "simulate", "variant": as_variant(self.variant).text, "deals": self.deals, "seed": self.seed}

    def validate(self) -> None:
        """Raises the engine's error for a variant or count that does not fit."""
        as_variant(self.variant)
        if not 1 <= self.deals <= 0x7FFFFFFF:
            raise InvalidArgumentError(f"deals must lie in 1..2147483647, not {self.deals}")

    def play(self, first: int, count: int) -> dict[str, Any]:
        """The statistics of deals ``first`` .. ``first + count - 1``
        (:meth:`bezique.SimulationResult.to_dict`)."""
        return simulate(self.variant, count, self.seed, first=first).to_dict()

    def total(self, shards: Sequence[Any]) -> SimulationResult:
        """The statistics of the whole run from its shards'."""
        parts = sorted((SimulationResult.from_dict(s) for s in shards), key=lambda r: r.first)
        return SimulationResult.combine(parts)


Job = Union[TournamentJob, SimulationJob]


def shard_ranges(deals: int, shard_size: int) -> list[tuple[int, int]]:
    """The shards of a job: ``(first deal, deal count)`` for consecutive ranges."""
    if deals < 1:
        raise ValueError(f"a job needs at least one deal, not {deals}")
    if shard_size < 1:
        raise ValueError(f"a shard needs at least one deal, not {shard_size}")
    return [(first, min(shard_size, deals - first)) for first in range(0, deals, shard_size)]


def default_shard_size(job: Job, workers: int) -> int:
    """About eight shards per worker (so that a slow shard or a lost worker costs little), at
    least one deal each."""
    return max(1, math.ceil(job.deals / (8 * max(1, workers))))


class ProgressPrinter:
    """Prints one line per finished shard to a stream: shards and deals done, rate, time left."""

    def __init__(self, stream: Optional[IO[str]] = None) -> None:
        """Lines go to ``stream`` (default: standard error)."""
        self._stream = stream
        self.start = time.monotonic()

    @property
    def stream(self) -> IO[str]:
        """Where the lines go."""
        return self._stream or sys.stderr

    def __call__(self, done: int, total: int, deals_done: int, deals_total: int, resumed: int) -> None:
        """Called after each shard (and once at the start with what a resumed run kept)."""
        elapsed = time.monotonic() - self.start
        new = done - resumed
        if new == 0:
            if resumed:
                print(f"bezique-ray: resuming, {resumed} of {total} shards kept", file=self.stream, flush=True)
            return
        rate = deals_done / elapsed if elapsed > 0 else 0.0
        left = (total - done) * elapsed / new
        print(f"bezique-ray: {done}/{total} shards, {deals_done}/{deals_total} deals "
              f"({100 * deals_done / deals_total:.0f}%), {elapsed:.1f} s, about {left:.0f} s left", file=self.stream,
              flush=True)


Progress = Callable[[int, int, int, int, int], None]


class ResultFile:
    """The JSON-lines output of a run: the job line, a line per finished shard, the result."""

    def __init__(self, path: Union[str, os.PathLike[str]], header: dict[str, Any]) -> None:
        """Opens ``path``, keeping the finished shards of an earlier run of the same job (and
        dropping a last line cut short); a file of another job raises ValueError."""
        self.path = Path(path)
        self.header = header
        self.shards: dict[int, Any] = {}
        kept: list[str] = []
        if self.path.exists():
            for number, line in enumerate(self.path.read_text(encoding="utf-8").splitlines(keepends=True)):
                if not line.endswith("\n"):
                    break  # cut short by a crash while writing: the shard is played again
                record = json.loads(line)
                if number == 0:
                    if record != header:
                        raise ValueError(f"{self.path} holds the results of another job ({line.strip()}); "
                                         "use another output file")
                elif record.get("type") == "shard":
                    self.shards[record["shard"]] = record["result"]
                else:
                    continue  # an earlier result line: written again at the end
                kept.append(line)
        with open(self.path, "w", encoding="utf-8") as f:
            f.write("".join(kept) if kept else json.dumps(header) + "\n")

    @staticmethod
    def header_of(path: Union[str, os.PathLike[str]]) -> Optional[dict[str, Any]]:
        """The job line of an existing output file, or None."""
        try:
            with open(path, encoding="utf-8") as f:
                line = f.readline()
        except FileNotFoundError:
            return None
        if not line.endswith("\n"):
            return None
        record = json.loads(line)
        return record if isinstance(record, dict) else None

    def add(self, shard: int, first: int, count: int, result: Any, seconds: float) -> None:
        """Appends a finished shard (flushed to disk before returning)."""
        self.shards[shard] = result
        line = {"type": "shard", "shard": shard, "first": first, "count": count, "seconds": round(seconds, 3),
                "result": result}
        self._append(line)

    def finish(self, result: dict[str, Any]) -> None:
        """Appends the result line."""
        self._append({"type": "result", **result})

    def _append(self, record: dict[str, Any]) -> None:
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
            f.flush()
            os.fsync(f.fileno())


def _timed_play(job: Job, first: int, count: int) -> tuple[Any, float]:
    start = time.perf_counter()
    result = job.play(first, count)
    return result, time.perf_counter() - start


@overload
def run(job: TournamentJob, out: Union[str, os.PathLike[str]], *, shard_size: Optional[int] = None,
        workers: Optional[int] = None, address: Optional[str] = None, progress: Optional[Progress] = None,
        max_retries: int = 3) -> TournamentResult: ...


@overload
def run(job: SimulationJob, out: Union[str, os.PathLike[str]], *, shard_size: Optional[int] = None,
        workers: Optional[int] = None, address: Optional[str] = None, progress: Optional[Progress] = None,
        max_retries: int = 3) -> SimulationResult: ...


def run(
    job: Job,
    out: Union[str, os.PathLike[str]],
    *,
    shard_size: Optional[int] = None,
    workers: Optional[int] = None,
    address: Optional[str] = None,
    progress: Optional[Progress] = None,
    max_retries: int = 3,
) -> Union[TournamentResult, SimulationResult]:
    """Plays ``job`` in shards as Ray tasks, writing every finished shard to ``out`` (JSON
    lines), and returns its result: a :class:`bezique.TournamentResult` or a
    :class:`bezique.SimulationResult` (its ``seconds`` are the shards' playing time added up).

    ``workers``: CPUs of the Ray started here (default: all of this machine), or 0 to play
    in this process without Ray; ``address``: join that cluster instead (``ray.init(address=...)``).
    A Ray already initialised by the caller is used as it is. ``shard_size`` defaults to
    :func:`default_shard_size`; it does not change the result. A task whose worker dies is run
    again up to ``max_retries`` times; an ``out`` from an earlier run of the same job is resumed."""
    job.validate()
    header = {"type": "run", "format": RESULT_FORMAT, **job.describe()}
    earlier = ResultFile.header_of(out)
    if shard_size is None and earlier is not None and {k: v for k, v in earlier.items() if k != "shard_size"} == header:
        shard_size = int(earlier["shard_size"])  # resume in the shards the file was started with
    header["shard_size"] = shard_size or default_shard_size(job, workers or os.cpu_count() or 1)
    ranges = shard_ranges(job.deals, header["shard_size"])
    file = ResultFile(out, header)
    todo = [i for i in range(len(ranges)) if i not in file.shards]
    deals_done = sum(ranges[i][1] for i in file.shards)
    report = progress or (lambda *_: None)
    report(len(file.shards), len(ranges), deals_done, job.deals, len(file.shards))
    resumed = len(file.shards)

    def finished(index: int, result: Any, seconds: float) -> None:
        nonlocal deals_done
        first, count = ranges[index]
        file.add(index, first, count, result, seconds)
        deals_done += count
        report(len(file.shards), len(ranges), deals_done, job.deals, resumed)

    if todo and workers == 0 and address is None:
        for index in todo:
            finished(index, *_timed_play(job, *ranges[index]))
    elif todo:
        _run_on_ray(job, ranges, todo, finished, workers, address, max_retries)
    total = job.total([file.shards[i] for i in range(len(ranges))])
    if isinstance(total, SimulationResult):
        file.finish({"result": total.to_dict()})
    else:
        file.finish({"result": {"players": [p._asdict() for p in total.players], "games": total.games,
                                "deals_played": total.deals_played, "text": total.text}})
    return total


def _run_on_ray(job: Job, ranges: list[tuple[int, int]], todo: list[int], finished: Callable[[int, Any, float], None],
                workers: Optional[int], address: Optional[str], max_retries: int) -> None:
    try:
        import ray
    except ImportError as missing:
        raise ImportError(f"the Ray runner needs the ray extra: pip install '.[ray]' ({missing})") from missing
    started_here = not ray.is_initialized()
    if started_here:
        if address is not None:
            ray.init(address=address, logging_level="WARNING", log_to_driver=False)
        else:
            ray.init(address="local", num_cpus=workers, include_dashboard=False, logging_level="WARNING",
                     log_to_driver=False)
    try:
        task = ray.remote(num_cpus=1, max_retries=max_retries)(_timed_play)
        # The job is small: each task carries its own copy (no object in the store to lose).
        pending = {task.remote(job, *ranges[i]): i for i in todo}
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            index = pending.pop(ready[0])
            result, seconds = ray.get(ready[0])
            finished(index, result, seconds)
    finally:
        if started_here:
            ray.shutdown()


def _job_of(args: argparse.Namespace) -> Job:
    if args.preset and args.variant:
        raise SystemExit("bezique-ray: give --preset or --variant, not both")
    variant = Variant(args.variant or args.preset or DEFAULT_PRESET)
    if args.command in ("tournament", "match"):
        players = [p.strip() for p in args.players.split(",")]
        return TournamentJob(tuple(players), variant, args.deals, 1 if args.seed is None else args.seed)
    return SimulationJob(variant, args.deals, 0 if args.seed is None else args.seed)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The ``bezique-ray`` command."""
    parser = argparse.ArgumentParser(prog="bezique-ray", description=__doc__.split("\n\n")[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="command", required=True)
    for name, helptext in (("tournament", "a duplicate tournament, as `bezique tournament` plays it"),
                           ("simulate", "random deals, as bezique.simulate() plays them")):
        # `match`: the tournament command's name before 0.1.0.
        aliases = ["match"] if name == "tournament" else []
        sub = commands.add_parser(name, aliases=aliases, help=helptext, description=helptext)
        sub.add_argument("--preset", help="a preset (`bezique presets`); default two-handed")
        sub.add_argument("--variant", help="variant text, e.g. 'rubicon(target=1500)'")
        if name == "tournament":
            sub.add_argument("--players", required=True, help="one player spec per side, e.g. ismcts:2000,heuristic")
        sub.add_argument("--deals", type=int, required=True, help="deals (game seeds) to play")
        sub.add_argument("--seed", type=int, help="the job's seed (tournament: 1, simulate: 0, as the single-process runs)")
        sub.add_argument("--out", required=True, help="the JSON-lines file of results (resumed if it holds this job)")
        sub.add_argument("--shard-size", type=int, help="deals per Ray task (default: about 8 tasks per worker)")
        sub.add_argument("--workers", type=int, help="CPUs of a Ray started here (default: all); 0: no Ray")
        sub.add_argument("--address", help="join this Ray cluster instead, e.g. auto or ray://head:10001")
        sub.add_argument("--quiet", action="store_true", help="no progress lines")
    args = parser.parse_args(argv)
    start = time.monotonic()
    try:
        job = _job_of(args)
        result = run(job, args.out, shard_size=args.shard_size, workers=args.workers, address=args.address,
                     progress=None if args.quiet else ProgressPrinter())
    except (ValueError, BeziqueError) as error:  # engine errors are ValueErrors too
        print(f"bezique-ray: {error}", file=sys.stderr)
        return 2
    wall = time.monotonic() - start
    if isinstance(result, SimulationResult):
        print(f"{result.variant.text}: {result.deals} deals, {result.actions} decisions, seed {result.seed}")
        print(f"points per deal by side: {' '.join(f'{result.mean_points(s):.1f}' for s in range(result.variant.sides))}")
        print(f"{wall:.2f} s, {result.deals / wall:.0f} deals/s")
    else:
        assert isinstance(job, TournamentJob)
        print(f"{as_variant(job.variant).text}, {job.deals} deals x {len(job.players)} seatings (duplicate), seed {job.seed}")
        print(result.text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
