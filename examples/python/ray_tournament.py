"""A duplicate tournament and a simulation on a local Ray of two workers (pip install '.[ray]'): the
example of docs/research.md. Writes its JSON-lines files into the current folder.

    python examples/python/ray_tournament.py
"""

from __future__ import annotations


def main() -> None:
    # [ray]
    import ray
    import bezique
    from bezique.ray_runner import TournamentJob, SimulationJob, run

    ray.init(num_cpus=2)  # two local workers; on a node of a cluster: ray.init(address="auto")
    match = run(TournamentJob(("heuristic", "random"), "two-handed", deals=16, seed=1), "match.jsonl")
    print(match.text)
    assert match == bezique.tournament(["heuristic", "random"], "two-handed", deals=16, seed=1)

    result = run(SimulationJob("chinese", deals=4000, seed=1), "chinese.jsonl")
    print(result.meld_frequency(bezique.MeldKind.DOUBLE_BEZIQUE))
    ray.shutdown()
    # [ray]
    print("ray example: done")


if __name__ == "__main__":
    main()
