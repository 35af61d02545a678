"""A PettingZoo AEC environment for every preset (``pip install '.[rl]'`` from the repository root).

The action space
----------------
``Discrete(MAX_LEGAL_ACTIONS)`` (4096) for every preset: action ``i`` is the ``i``-th legal
action of the agent to act, in the engine's stable order (by action type -- play, declare,
exchange, seven, carte blanche, pass, last-draw choices, nominations, claim -- then meld
kind, then cards by card type and copy). The mask in each observation marks the first ``N``
slots, ``N`` being the number of legal actions. 4096 is the engine's bound on a legal list, so
every legal action of every preset has a slot.

Why slots rather than a fixed meaning per index: a Bezique declaration names specific
physical copies (up to 12 cards of up to 256), and which copies matter depends on each copy's
meld history, so a complete fixed index of all actions would have millions of entries, nearly
all never legal. The stable order keeps a slot's meaning predictable (slots ``0..k`` are the
plays, lowest card type first, whenever cards are to be played) and
:meth:`BeziqueEnv.action_text` names any slot.

Observations are ``{"observation": float32 vector, "action_mask": int8 vector}``: the vector
is :meth:`bezique.Game.observation` for that seat (what the seat may see, and nothing more;
the layout is in :mod:`bezique.observation`). Rewards come at the end of the game: +1 to each
agent of the winning side, -1 to the others, 0 to all for a drawn game.
"""

from __future__ import annotations

import random
from typing import Any, Optional, SupportsIndex, Union

try:
    import numpy
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as missing:  # pragma: no cover - depends on the installed extras
    raise ImportError(
        f"bezique.env needs the rl extra: from the bezique repository, pip install '.[rl]' ({missing})"
    ) from missing

from ._args import shown
from ._errors import IllegalActionError
from .game import Game
from .observation import observation_size, to_array
from .variant import DEFAULT_PRESET, Variant, as_variant

MAX_LEGAL_ACTIONS = 4096
"""The size of the action space: the engine's bound on the number of legal actions."""


class BeziqueEnv(AECEnv):  # type: ignore[misc]
    """Bezique as a PettingZoo AEC environment; agents are ``player_0`` .. ``player_{n-1}``.

    ``BeziqueEnv("rubicon", game_bonus=1000)`` takes a preset (or variant text, or a
    :class:`bezique.Variant`) and options as keyword arguments. ``reset(seed=s)`` deals the game
    of seed ``s``; without a seed, games follow one another from the environment's own random
    stream. ``render_mode="ansi"`` makes :meth:`render` return the table as text;
    ``"human"`` prints it.
    """

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"], "name": "bezique_v0", "is_parallelizable": False}

    def __init__(self, variant: Union[Variant, str] = DEFAULT_PRESET, render_mode: Optional[str] = None, **options: Any) -> None:
        """An environment for ``variant`` with options changed by keyword."""
        super().__init__()
        base = as_variant(variant)
        self.variant: Variant = base.replace(**options) if options else base
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {shown(render_mode)}")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.variant.players)]
        self.agents = list(self.possible_agents)
        size = observation_size(self.variant)
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low=0.0, high=2.0, shape=(size,), dtype=numpy.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(MAX_LEGAL_ACTIONS,), dtype=numpy.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(MAX_LEGAL_ACTIONS) for a in self.possible_agents}
        self._seeds = random.Random()
        self.game: Game = Game(self.variant, 0)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of an agent (the same for all)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of an agent (the same for all)."""
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        """Starts a new game: of seed ``seed``, or the next seed of the environment's stream."""
        if seed is not None:
            self._seeds.seed(seed)
            game_seed = seed % 2**64
        else:
            game_seed = self._seeds.getrandbits(64)
        self.game = Game(self.variant, game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_to_act()

    def _agent_to_act(self) -> str:
        p = self.game.current_player
        return self.possible_agents[p if p is not None else 0]

    def observe(self, agent: str) -> dict[str, Any]:
        """The agent's observation and its action mask (all zero unless it is to act)."""
        seat = self.possible_agents.index(agent)
        mask = numpy.zeros(MAX_LEGAL_ACTIONS, dtype=numpy.int8)
        if not self.game.is_over and self.game.current_player == seat:
            mask[: self.game.num_legal_actions()] = 1
        return {"observation": to_array(self.game._c.observation(seat)), "action_mask": mask}

    def action_text(self, action: int) -> str:
        """The notation of the legal action in slot ``action``."""
        return str(self.game.legal_actions()[action])

    def step(self, action: Optional[SupportsIndex]) -> None:
        """Applies the legal action in slot ``action`` for the agent to act. As in Gymnasium
        environments, the action must be in the action space (``action_space.contains``): an
        action that is not an integer raises :class:`TypeError`, one outside 0..4095 or in an
        empty slot :class:`bezique.IllegalActionError` (a ``ValueError``)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        space = self.action_space(agent)
        if isinstance(action, (bool, numpy.bool_)) or not space.contains(action):
            if isinstance(action, (bool, numpy.bool_)) or not isinstance(action, (int, numpy.integer)):
                raise TypeError(f"an action is an integer slot of {space}, not {type(action).__name__} {shown(action)}")
            raise IllegalActionError(f"action {shown(action)} is not in the action space {space}")
        assert action is not None  # the space holds only integers
        slot = int(action)
        count = self.game.num_legal_actions()
        if not 0 <= slot < count:
            raise IllegalActionError(f"action {action} is not one of the {count} legal actions (see the action mask)")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply_index(slot)
        if self.game.is_over:
            outcome = self.game.outcome
            assert outcome is not None
            for seat, a in enumerate(self.agents):
                if outcome.winner is None:
                    self.rewards[a] = 0.0
                else:
                    self.rewards[a] = 1.0 if self.variant.side_of(seat) == outcome.winner else -1.0
                self.terminations[a] = True
        self.agent_selection = self._agent_to_act()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        """The table as a spectator sees it: returned (``ansi``) or printed (``human``)."""
        text = str(self.game)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def env(variant: Union[Variant, str] = DEFAULT_PRESET, render_mode: Optional[str] = None, **options: Any) -> BeziqueEnv:
    """A :class:`BeziqueEnv` (the PettingZoo factory convention)."""
    return BeziqueEnv(variant, render_mode=render_mode, **options)
