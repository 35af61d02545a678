#!/usr/bin/env python3
"""`bezique play --matches 2` between automatic players on Haitian rules with a start bonus
(docs/rules.md 7.5, "Match (cent points)"): the printed games and the printed match must agree.
Each game's winner and final scores are read from the game's own print; the count is
recounted here from the rule (a win adds 1, 2 against a loser below en_bas_table; the loser
goes back to 0; match_games wins) and compared with every count line the program prints.
The loser of match 1 starts every game of match 2 with loser_start_bonus, and game n is dealt
from seed + n - 1 (the first game, played alone from its seed, prints the same).

Usage: check_match.py BEZIQUE
"""

import re
import subprocess
import sys

BEZIQUE = sys.argv[1]
SEED = 4
BONUS = 100
VARIANT = f"haitian(loser_start_bonus={BONUS})"


def fail(message: str) -> None:
    sys.exit(f"FAIL: {message}")


def run(*args: str, rc: int = 0) -> subprocess.CompletedProcess:
    done = subprocess.run([BEZIQUE, *args], capture_output=True, text=True, timeout=600)
    if done.returncode != rc:
        fail(f"bezique {' '.join(args)}: exit {done.returncode}, expected {rc}\n{done.stderr}{done.stdout[-2000:]}")
    return done


def option(preset: str, name: str) -> int:
    m = re.search(rf"^  {name} +int +(\d+)", run("presets", preset).stdout, re.M)
    if not m:
        fail(f"`bezique presets {preset}` lists no {name}")
    return int(m.group(1))


en_bas_table = option("haitian", "en_bas_table")
match_games = option("haitian", "match_games")

out = run("play", "--variant", VARIANT, "--matches", "2", "--players", "heuristic", "--seed", str(SEED)).stdout
heading = re.compile(r"^==== cent points match (\d+), game (\d+), seed (\d+) ====\n", re.M)
starts = list(heading.finditer(out))
if not starts:
    fail("no match game heading in the output:\n" + out[-2000:])

counts = [0, 0]
match_number, game_number, bonus_seat = 1, 0, None
gains, matches_won = set(), 0
for i, h in enumerate(starts):
    part = out[h.end():starts[i + 1].start() if i + 1 < len(starts) else len(out)]
    m, g, seed = (int(x) for x in h.groups())
    game_number += 1
    where = f"match {m}, game {g}"
    if (m, g, seed) != (match_number, game_number, SEED + i):
        fail(f"{where}: heading says seed {seed}; expected match {match_number}, game {game_number}, seed {SEED + i}")

    # The start bonus: none in the first match, the last match's loser's in the next.
    start = re.search(r"^start scores: side 0 (\d+), side 1 (\d+)$", part, re.M)
    if bonus_seat is None:
        if start:
            fail(f"{where}: start scores before any match was won")
    else:
        expected = [BONUS if seat == bonus_seat else 0 for seat in range(2)]
        if not start or [int(start.group(1)), int(start.group(2))] != expected:
            fail(f"{where}: expected start scores {expected} (P{bonus_seat} lost match 1)")
        if f"P{bonus_seat} (heuristic) lost the last match: starts with {BONUS} points" not in part:
            fail(f"{where}: the heading does not say who starts with the bonus")

    scores = re.search(r"^scores: side 0 (-?\d+), side 1 (-?\d+)$", part, re.M)
    won = re.search(r"^side (\d) \(P\d\) wins$", part, re.M)
    if not scores or not won:
        fail(f"{where}: no final scores or winner (drawn games do not occur with this seed)")
    winner = int(won.group(1))
    loser_score = int(scores.group(2 - winner))
    gain = 2 if loser_score < en_bas_table else 1
    gains.add(gain)
    counts[winner] += gain
    counts[1 - winner] = 0
    said = (f"match: P{winner} (heuristic) wins game {g} against P{1 - winner} (heuristic)'s {loser_score} points "
            f"(en bas table {en_bas_table}): +{gain}\n"
            f"match count: P0 (heuristic) {counts[0]}, P1 (heuristic) {counts[1]}; {match_games} wins the match\n")
    if said not in part:
        fail(f"{where}: expected\n{said}in\n{part[-600:]}")
    over = counts[winner] >= match_games
    won_line = re.search(r"^==== match (\d) won by P(\d) \(heuristic\), (\d+) to 0, in (\d+) games? ====$", part, re.M)
    if over != bool(won_line):
        fail(f"{where}: count {counts}: the match {'is' if over else 'is not'} won, the output says otherwise")
    if over:
        if [int(x) for x in won_line.groups()] != [match_number, winner, counts[winner], game_number]:
            fail(f"{where}: wrong match result line: {won_line.group(0)}")
        matches_won += 1
        bonus_seat = 1 - winner
        counts = [0, 0]
        match_number += 1
        game_number = 0

if matches_won != 2 or match_number != 3:
    fail(f"{matches_won} matches won; --matches 2 plays exactly 2")
if not out.rstrip().endswith("games ====") and not out.rstrip().endswith("game ===="):
    fail("the output goes on after the second match is won")
if gains != {1, 2}:
    fail(f"seed {SEED} no longer gives games of both kinds (+1 and +2): {gains}; choose a seed that does")

# Game 1 alone, from its seed, prints the same game.
alone = run("play", "--variant", VARIANT, "--players", "heuristic", "--seed", str(SEED)).stdout
first = out[starts[0].end():]
if not first.startswith(alone):
    fail("game 1 of the match is not the game --seed deals alone")
print(f"2 matches in {len(starts)} games, counts consistent; gains seen {sorted(gains)}; bonus to P{bonus_seat}'s games")
