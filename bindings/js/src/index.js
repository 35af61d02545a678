// bezique: the rules engine for every classic form of Bezique, compiled to WebAssembly.
// The module instantiates the engine when it is imported (top-level await); everything it
// exports is then synchronous.
export { Card, SUITS, RANKS, FIRST_JOKER } from "./cards.js";
export { Action, GameEvent, ACTION_TYPES, MELD_KINDS, EVENT_TYPES, PHASES, SCORE_REASONS } from "./structs.js";
export { Variant, PRESETS, OPTIONS } from "./variant.js";
export { Game, Turn } from "./game.js";
export { CentPoints } from "./cent_points.js";
export { Player, players } from "./players.js";
export { simulate } from "./simulate.js";
export {
  BeziqueError, InvalidArgumentError, InvalidVariantError, UnknownNameError, ParseError, IllegalActionError,
  WrongPhaseError, OutOfTurnError, GameOverError, RecordError, OutOfMemoryError, InternalError, DisposedError,
} from "./errors.js";
import { M, readCString } from "./engine.js";

/** The version of the engine compiled into this package ("MAJOR.MINOR.PATCH"). */
export const version = readCString(M._bzq_version_string());

/** The WebAssembly memory: `heapBytes`, its size (it only grows), and `usedBytes`, what the
 * engine has allocated now (games, players and the package's buffers). */
export function memoryUsage() {
  return Object.freeze({ heapBytes: M.HEAPU8.length, usedBytes: M._bezique_js_heap_in_use() });
}
