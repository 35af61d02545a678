"""The PettingZoo AEC environment: api_test for every preset, masks, rewards, seeding."""

from __future__ import annotations

import warnings

import numpy
import pytest

pettingzoo = pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo) is not installed")
from pettingzoo.test import api_test, seed_test  # noqa: E402

import bezique  # noqa: E402
from bezique import env as bezique_env  # noqa: E402


@pytest.mark.parametrize("preset", bezique.PRESETS)
def test_api_test_passes(preset: str) -> None:
    with warnings.catch_warnings():
        # PettingZoo warns for every dict observation with an action mask (its own chess does too).
        warnings.filterwarnings("ignore", message="Observation space for each agent probably should be")
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        api_test(bezique_env.env(preset), num_cycles=300)


@pytest.mark.parametrize("preset", ["two-handed", "four-hand-rubicon"])
def test_seed_test_passes(preset: str) -> None:
    seed_test(lambda: bezique_env.env(preset), num_cycles=50)


def play_to_end(e: bezique_env.BeziqueEnv, rng: numpy.random.Generator, final: dict[str, float]) -> int:
    steps = 0
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            final[agent] = float(reward)
            e.step(None)
            continue
        assert reward == 0.0
        legal = numpy.flatnonzero(obs["action_mask"])
        assert len(legal) == e.game.num_legal_actions()
        assert e.possible_agents.index(agent) == e.game.current_player
        e.step(int(rng.choice(legal)))
        steps += 1
    return steps


@pytest.mark.parametrize("preset", ["two-handed", "three-handed", "four-handed"])
def test_a_whole_game_and_its_rewards(preset: str) -> None:
    e = bezique_env.env(preset)
    e.reset(seed=12)
    final: dict[str, float] = {}
    steps = play_to_end(e, numpy.random.default_rng(12), final)
    outcome = e.game.outcome
    assert outcome is not None and steps == len(e.game.actions)
    v = bezique.Variant(preset)
    for seat, agent in enumerate(e.possible_agents):
        want = 0.0 if outcome.winner is None else (1.0 if v.side_of(seat) == outcome.winner else -1.0)
        assert final[agent] == want
    assert e.agents == []


def test_mask_marks_the_legal_slots_and_slots_follow_the_legal_order() -> None:
    e = bezique_env.env("two-handed")
    e.reset(seed=1)
    agent = e.agent_selection
    obs = e.observe(agent)
    n = e.game.num_legal_actions()
    assert obs["action_mask"].dtype == numpy.int8 and obs["action_mask"].shape == (4096,)
    assert obs["action_mask"][:n].all() and not obs["action_mask"][n:].any()
    other = next(a for a in e.possible_agents if a != agent)
    assert not e.observe(other)["action_mask"].any()
    assert [e.action_text(i) for i in range(n)] == [str(a) for a in e.game.legal_actions()]
    assert numpy.array_equal(obs["observation"], e.game.observation(e.possible_agents.index(agent)))
    with pytest.raises(bezique.IllegalActionError, match="not one of the"):
        e.step(n)


def test_options_and_render() -> None:
    e = bezique_env.env("rubicon", render_mode="ansi", game_bonus=1000)
    assert e.variant == bezique.Variant("rubicon", game_bonus=1000)
    e.reset(seed=2)
    text = e.render()
    assert text is not None and "trumps" in text
    with pytest.raises(ValueError, match="render_mode"):
        bezique_env.env("rubicon", render_mode="video")
    e.close()


def test_reset_without_seed_gives_a_new_game_each_time() -> None:
    e = bezique_env.env("two-handed")
    e.reset(seed=3)
    e.reset()
    first = e.game.seed
    e.reset()
    assert e.game.seed != first


@pytest.mark.parametrize("action", [1.7, 1.0, "3", None, True, numpy.float32(2), [1]])
def test_step_refuses_an_action_that_is_not_an_integer(action: object) -> None:
    # As Gymnasium environments do: the action must be in the action space (1.7 used to play slot 1).
    e = bezique_env.env("two-handed")
    e.reset(seed=1)
    before = e.game.record()
    with pytest.raises(TypeError, match="an action is an integer slot of Discrete"):
        e.step(action)  # type: ignore[arg-type]
    assert e.game.record() == before


@pytest.mark.parametrize("action", [-1, 4096, 10**9, numpy.int64(-3)])
def test_step_refuses_an_action_outside_the_space(action: int) -> None:
    e = bezique_env.env("two-handed")
    e.reset(seed=1)
    before = e.game.record()
    with pytest.raises(bezique.IllegalActionError, match="not in the action space"):
        e.step(action)
    assert e.game.record() == before
    e.step(numpy.int64(0))  # a numpy integer in range is an action
    assert e.game.record() != before


@pytest.mark.parametrize(
    "action, error",
    [("\x1b[2J" + "A" * 100_000, TypeError), (10**5000, bezique.IllegalActionError), (-(10**5000), bezique.IllegalActionError)],
    ids=["escape-and-100kB-text", "5001-digit-integer", "negative-5001-digit-integer"],
)
def test_step_quotes_a_refused_action_safely(action: object, error: type) -> None:
    # The message quotes the action escaped and cut short: no terminal escape, no 100 kB message,
    # and no ValueError from printing a 5000-digit integer.
    e = bezique_env.env("two-handed")
    e.reset(seed=1)
    with pytest.raises(error) as refused:
        e.step(action)  # type: ignore[arg-type]
    message = str(refused.value)
    assert "\x1b" not in message and len(message) < 300, message


def test_render_mode_is_quoted_safely() -> None:
    with pytest.raises(ValueError) as refused:
        bezique_env.env("two-handed", render_mode="\x1b]0;title\x07" + "x" * 10_000)
    assert "\x1b" not in str(refused.value) and len(str(refused.value)) < 300


def test_install_hints_name_a_command_that_works_from_this_project() -> None:
    # `pip install 'bezique[rl]'` would fetch whatever is published under that name on PyPI.
    package = __import__("pathlib").Path(bezique.__file__).parent
    for source in package.glob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "bezique[" not in text, f"{source.name} names a distribution this project does not publish"
    assert "pip install '.[rl]'" in (package / "env.py").read_text(encoding="utf-8")
