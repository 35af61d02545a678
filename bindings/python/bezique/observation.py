"""Observations as numpy arrays for learning agents (numpy is imported only here).

The layout, all ``float32`` in [0, 2], seats and sides relative to the viewer (the viewer
first, then to its left):

====================  =========================  ============================================
section               length                     content
====================  =========================  ============================================
hand                  32                         copies of each card type held / packs
tables                players x 32               each seat's declared cards / packs
played                32                         cards gone to tricks / packs
trick                 players x 32               each seat's card in the trick / packs
turn-up               32                         one-hot card type of the turn-up
own meld history      3 x 32                     own copies declared in class A, B, C / packs
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
