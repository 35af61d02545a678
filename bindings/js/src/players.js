// The engine's automatic players (random, heuristic, ISMCTS) and the specs that make them
// (docs/players.md). A player decides for the seat to act from that seat's view alone, never
// from the hidden cards; its randomness comes from a generator seeded when it is made.
import { M, OUT, STRUCT, check, heap, readHandle, readText, readU32, toIndex, toSeed, withString } from "./engine.js";
import { InvalidArgumentError } from "./errors.js";
import { gamePointer } from "./game.js";
import { EngineObject, pointerOf } from "./handle.js";
import { initAction, readAction } from "./structs.js";

const freePlayer = (ptr) => M._bzq_player_free(ptr);

/** Every player spec with a one-line summary (upper-case words are placeholders). */
export function players() {
  const count = readU32((out) => M._bzq_player_count(out));
  return Array.from({ length: count }, (_, i) => Object.freeze({
    spec: readText((buf, size, needed) => M._bzq_player_info(i, 0, buf, size, needed)),
    summary: readText((buf, size, needed) => M._bzq_player_info(i, 1, buf, size, needed)),
  }));
}

// The options folded into the engine's spec: iterations replace the default budget of "ismcts",
// and timeMs caps the time of "ismcts", of a level or of N iterations ("ismcts:hard:200ms").
function specOf(spec, iterations, timeMs) {
  if (typeof spec !== "string") throw new InvalidArgumentError(`a player spec is a string, not ${typeof spec}`, 1);
  if (iterations === undefined && timeMs === undefined) return spec;
  const ismcts = spec.toLowerCase() === "ismcts";
  if (!ismcts && !(iterations === undefined && spec.toLowerCase().startsWith("ismcts:"))) {
    throw new InvalidArgumentError(
      `iterations and timeMs apply to "ismcts" (timeMs to "ismcts:LEVEL" and "ismcts:N" too), not to "${spec}"`, 1);
  }
  const budget = iterations !== undefined ? `ismcts:${toIndex(iterations, "iterations")}` : spec;
  if (timeMs === undefined) return budget;
  const ms = `${toIndex(timeMs, "timeMs")}ms`;
  return ismcts && iterations === undefined ? `ismcts:${ms}` : `${budget}:${ms}`;
}

/**
 * An automatic player: `new Player("heuristic")`, `new Player("ismcts", { iterations: 2000, seed: 3 })`,
 * `new Player("ismcts", { timeMs: 200 })`, `new Player("ismcts:hard")`, and both caps at once:
 * `new Player("ismcts", { iterations: 2000, timeMs: 200 })` or `new Player("ismcts:hard", { timeMs: 200 })`
 * stop the search at whichever comes first.
 *
 * choose() returns its decision for the seat to act; apply it yourself. ISMCTS thinks for a
 * while (about 2 ms a decision for "ismcts:easy", 100 ms for the default 10,000 iterations on a
 * desktop core, natively): in a browser, run it in a Web Worker. A Player owns WebAssembly
 * memory: free it with dispose() (or `using`).
 */
export class Player extends EngineObject {
  #spec;
  #seed;

  /**
   * @param {string} [spec] "random", "heuristic", "ismcts", "ismcts:easy|medium|hard|expert",
   *   "ismcts:N", "ismcts:Nms" or "ismcts:N:Mms" (N iterations, at most M milliseconds)
   * @param {{seed?: number|bigint, iterations?: number, timeMs?: number}} [options]
   */
  constructor(spec = "heuristic", { seed = 0, iterations = undefined, timeMs = undefined } = {}) {
    const full = specOf(spec, iterations, timeMs);
    const seed64 = toSeed(seed);
    const ptr = withString(full, (specPtr) => readHandle((out) => M._bzq_player_new(specPtr, seed64, out)));
    super(ptr, freePlayer, "Player");
    this.#spec = full;
    this.#seed = seed64;
  }

  /** The spec it was made from (with iterations or timeMs folded in: "ismcts:2000", "ismcts:2000:200ms"). */
  get spec() {
    return this.#spec;
  }

  /** The seed its generator started from. */
  get seed() {
    return this.#seed;
  }

  /** Its name: the spec with a level resolved ("ismcts:easy" is "ismcts:200"). */
  get name() {
    const ptr = pointerOf(this);
    return readText((buf, size, needed) => M._bzq_player_name(ptr, buf, size, needed));
  }

  /** The decision for the seat to act in `game`: one of game.legalActions() (its `id` set).
   * GameOverError once the game has ended. The game is not changed. */
  choose(game) {
    const ptr = pointerOf(this);
    const gamePtr = gamePointer(game);
    initAction(STRUCT);
    check(M._bzq_player_choose(ptr, gamePtr, STRUCT, OUT));
    const id = heap().dv.getUint32(OUT, true);
    const text = readText((buf, size, needed) => M._bzq_game_legal_text(gamePtr, id, buf, size, needed));
    initAction(STRUCT);
    check(M._bzq_game_legal_action(gamePtr, id, STRUCT));
    return readAction(STRUCT, text, id, game.hasJokers);
  }

  /** The decision as its index in game.legalActions(), for game.apply(id). */
  chooseId(game) {
    const ptr = pointerOf(this);
    const gamePtr = gamePointer(game);
    initAction(STRUCT);
    check(M._bzq_player_choose(ptr, gamePtr, STRUCT, OUT));
    return heap().dv.getUint32(OUT, true);
  }

  toString() {
    return `Player(${this.#spec})`;
  }
}
