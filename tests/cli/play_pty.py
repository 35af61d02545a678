#!/usr/bin/env python3
"""Plays `bezique play` as a person does, through a pseudo-terminal (pexpect): whole games
answered at the prompt, help, moves by number and by notation, forced moves played for the
player (and asked for with --ask-forced), and a game stopped by Ctrl-C, by q and by the end of
the input, then resumed with --load until it ends.

Usage: play_pty.py BEZIQUE WORK_DIR
"""

import os
import re
import subprocess
import sys

import pexpect

BEZIQUE, WORK = sys.argv[1], sys.argv[2]
os.makedirs(WORK, exist_ok=True)
PROMPT = r"your move \(1-(\d+), \? for help\)> "
MOVES = re.compile(r"moves   1\) (.*?)(?:  2\) |\r?\n)")


def fail(message: str, child: "pexpect.spawn | None" = None) -> None:
    seen = child.before if child is not None and isinstance(child.before, str) else ""
    sys.exit(f"FAIL: {message}\n--- last output ---\n{seen[-3000:]}")


def spawn(*args: str) -> pexpect.spawn:
    return pexpect.spawn(BEZIQUE, ["play", *args], encoding="utf-8", timeout=60, dimensions=(50, 200),
                         env={**os.environ, "TERM": "dumb"})


def check_table_marks(child: pexpect.spawn) -> None:
    """While the stock lasts any card may be played: then every declared card of the player's
    on the table is offered as a move marked (table), so that of two copies (QH.0, QH.1) the
    player knows which is the declared one."""
    screen = child.before
    start = screen.rfind("\ndeal ")
    screen = screen[start:] if start >= 0 else screen
    table = re.search(r"table   yours ((?:[AKQJT987][SHDC] *)+)", screen)
    stock = re.search(r"\| stock (\d+)", screen)
    if not table or not stock or int(stock.group(1)) == 0 or "to do   play a card" not in screen:
        return
    declared = table.group(1).split()
    marked = re.findall(r"\d+\) ([AKQJT987][SHDC])(?:\.\d)? \(table\)", screen)
    if sorted(marked) != sorted(declared):
        fail(f"the table holds {declared} but the moves mark {marked} as played from it", child)
    seen_marks.append(len(marked))


seen_marks: list = []


def answer_until_end(child: pexpect.spawn, prompts_wanted: int = 10**6) -> dict:
    """Answers every prompt (move 1, or move 1 written out every third time) until the game
    ends or `prompts_wanted` prompts were answered; returns what was seen."""
    seen = {"prompts": 0, "single": 0, "over": False, "text": ""}
    while seen["prompts"] < prompts_wanted:
        i = child.expect([PROMPT, r"== game over ==", pexpect.EOF])
        seen["text"] += child.before
        if i == 1:
            child.expect(pexpect.EOF)
            seen["text"] += "== game over ==" + child.before
            seen["over"] = True
            break
        if i == 2:
            break
        seen["prompts"] += 1
        if child.match.group(1) == "1":
            seen["single"] += 1
        check_table_marks(child)
        moves = MOVES.findall(child.before)
        if seen["prompts"] % 3 == 0 and moves:
            child.sendline(moves[-1].removesuffix(" (table)"))  # the first legal move in notation
        else:
            child.sendline("1")
    return seen


def match_between_games() -> None:
    """--match at the terminal: a whole game, the match's count, Enter for the next game (dealt
    from the next seed), q in it stops the match."""
    child = spawn("--preset", "haitian", "--match", "--seed", "2")
    child.expect(r"==== cent points match 1, game 1, seed 2 ====")
    child.expect(r"You are P0, P1 \(heuristic\)")
    while child.expect([PROMPT, r"next game \(Enter\), q to stop> "]) == 0:
        child.sendline("1")
    count = re.search(r"match count: P0 \(you\) (\d+), P1 \(heuristic\) (\d+); \d+ wins the match", child.before)
    if not count or "You win the game!" not in child.before and "P1 (heuristic) wins the game." not in child.before:
        fail("no game result and match count before the next-game prompt", child)
    if sorted(int(x) for x in count.groups())[0] != 0 or max(int(x) for x in count.groups()) not in (1, 2):
        fail(f"after one game one count is 1 or 2, the other 0: {count.group(0)}", child)
    child.sendline("")
    child.expect(r"==== cent points match 1, game 2, seed 3 ====")
    child.expect(PROMPT)
    child.sendline("q")
    child.expect(r"Stopped after")
    child.expect(pexpect.EOF)


def replay_actions(path: str) -> int:
    out = subprocess.run([BEZIQUE, "replay", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"(\d+) actions", out).group(1))


def whole_game() -> None:
    record = os.path.join(WORK, "whole.txt")
    child = spawn("--seed", "7", "--save", record)
    child.expect(r"You are P0, P1 \(heuristic\)")
    child.expect(PROMPT)
    screen = child.before
    for part in ("trumps", "stock", "score ", "melds ", "cards ", "hand ", "moves   1) "):
        if part not in screen:
            fail(f"the table does not show {part!r}", child)
    # The hand is sorted by suit (S H D C) and, within a suit, by rank (A T K Q J 9 8 7).
    hand = re.search(r"hand +(.*)", screen).group(1).split()
    order = [("SHDC".index(c[1]), "ATKQJ987".index(c[0])) for c in hand]
    if order != sorted(order):
        fail(f"the hand is not sorted: {hand}", child)
    child.sendline("?")
    child.expect("Your legal moves:")
    child.expect(PROMPT)
    child.sendline("ZZ")
    child.expect("not accepted: 'ZZ' is not a card")
    child.expect(PROMPT)
    child.sendline("99")
    child.expect("no move 99")
    child.expect(PROMPT)
    child.sendline("1")
    seen = answer_until_end(child)
    child.close()
    if not seen["over"] or child.exitstatus != 0:
        fail(f"the game did not end well (exit {child.exitstatus})", child)
    text = seen["text"]
    for part in ("== deal 1 over ==", "deal total", "brisques", "last-trick", "final scores:",
                 "(your only move, played for you:"):
        if part not in text:
            fail(f"the game's output lacks {part!r}", child)
    if not re.search(r"You win the game!|wins the game\.|The game is drawn\.", text):
        fail("no winner announced", child)
    if seen["single"]:
        fail(f"{seen['single']} forced moves were asked without --ask-forced", child)
    if replay_actions(record) < 50:
        fail("the saved record is not the whole game")
    if not seen_marks:
        fail("no prompt offered a declared card from the table")
    print(f"whole game: {seen['prompts']} prompts answered ({len(seen_marks)} with table cards marked), saved record replays")


def forced_moves_asked() -> None:
    child = spawn("--seed", "7", "--ask-forced")
    seen = answer_until_end(child, 60)
    if not seen["over"]:
        child.expect(PROMPT)
        child.sendline("q")
        child.expect(pexpect.EOF)
    if seen["single"] == 0:
        fail("--ask-forced never asked a forced move", child)
    print(f"--ask-forced: {seen['single']} forced moves asked")


def stop_and_resume() -> None:
    record = os.path.join(WORK, "resume.txt")
    for stale in (record, record + ".tmp"):
        if os.path.exists(stale):
            os.remove(stale)
    # Ctrl-C: the record written after the last move stays.
    child = spawn("--seed", "11", "--save", record)
    answer_until_end(child, 4)
    child.expect(PROMPT)
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    if child.signalstatus is None and child.exitstatus == 0:
        fail("Ctrl-C did not stop the game")
    after_interrupt = replay_actions(record)
    if after_interrupt < 4:
        fail(f"after Ctrl-C the record holds {after_interrupt} actions")
    # q: stops, says how to resume.
    child = spawn("--load", record)
    child.expect(rf"Resumed after {after_interrupt} moves")
    answer_until_end(child, 3)
    child.expect(PROMPT)
    child.sendline("q")
    child.expect(r"Stopped after (\d+) moves\. The game is saved in .*--load")
    after_quit = int(child.match.group(1))
    child.expect(pexpect.EOF)
    child.close()
    if child.exitstatus != 0 or after_quit <= after_interrupt or replay_actions(record) != after_quit:
        fail(f"q: exit {child.exitstatus}, {after_quit} moves", child)
    # The end of the input (Ctrl-D) stops it too.
    child = spawn("--load", record)
    child.expect(rf"Resumed after {after_quit} moves")
    child.expect(PROMPT)
    child.sendeof()
    child.expect(r"Stopped after")
    child.expect(pexpect.EOF)
    # And the game is played to its end from there.
    child = spawn("--load", record)
    seen = answer_until_end(child)
    child.close()
    if not seen["over"] or child.exitstatus != 0:
        fail("the resumed game did not end", child)
    print(f"stopped by Ctrl-C after {after_interrupt} moves, by q after {after_quit}, resumed to the end")


whole_game()
forced_moves_asked()
stop_and_resume()
match_between_games()
print("pseudo-terminal play passed")
