"""Observations as numpy arrays for learning agents (numpy is imported only here).

The layout, all ``float32`` in [0, 2], seats and sides relative to the viewer (the viewer
first, then to its left). A card block has ``W`` slots: one per card type (``suit * 8 + rank``,
32), and in a variant with jokers (docs/rules.md section 7) a 33rd for the jokers, whose count
is divided by the number of jokers rather than of packs:

====================  =========================  ============================================
section               length                     content
====================  =========================  ============================================
hand                  W                          copies of each card type held / packs
tables                players x W                each seat's declared cards / packs
played                W                          cards gone to tricks / packs
trick                 players x W                each seat's card in the trick / packs
turn-up               W                          one-hot card type of the turn-up
own meld history      3 x W                      own copies declared in class A, B, C / packs
trump                 5                          one-hot suit, or the fifth: not fixed
phase                 8                          one-hot :class:`bezique.Phase`
to act                players                    one-hot seat to act
dealer                players                    one-hot dealer
stage, stock          2                          stage 2 flag; stock size / deck size
scores                sides x 3                  score, won card points, match points, each
                                                 divided by the target (rubicon: threshold)
====================  =========================  ============================================
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Union

from . import _core
from .variant import Variant, as_variant

if TYPE_CHECKING:
    import numpy
    import numpy.typing

    FloatArray = numpy.typing.NDArray[numpy.float32]


def observation_size(variant: Union[Variant, str]) -> int:
    """The length of an observation vector for this variant."""
    return _core.observation_size(as_variant(variant)._core)


def to_array(data: bytes) -> FloatArray:
    """A writable float32 numpy array from the compiled module's bytes."""
    import numpy

    return numpy.frombuffer(bytearray(data), dtype=numpy.float32)
