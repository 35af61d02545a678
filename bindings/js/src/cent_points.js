// CentPoints: the "cent points" match of Haitian Bésigue (docs/rules.md 7.5), kept across games
// by a host that plays one between two players of a game to a target.
import { M, OUT, ARRAY, heap, check, readArray, readHandle, readText, withString } from "./engine.js";
import { InvalidArgumentError } from "./errors.js";
import { EngineObject, pointerOf } from "./handle.js";
import { Variant, withVariantHandle } from "./variant.js";

const freeMatch = (ptr) => M._bzq_cent_points_free(ptr);
const ADOPT = Symbol("adopt a bzq_cent_points");

function int32(value, what) {
  if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff) {
    throw new InvalidArgumentError(`${what} must be a 32-bit integer, not ${String(value)}`, 1);
  }
  return value;
}

/**
 * The count of a match: a game won adds 1 to the winner's count, 2 when the loser ended below
 * the variant's `en_bas_table`; the loser's count goes back to 0; the first to `match_games`
 * wins the match (`winner`), and recording another game throws GameOverError until newMatch().
 * The last match's loser starts every game with `loser_start_bonus` points: pass `startScores`
 * to `new Game(variant, { startScores })`. Owns WebAssembly memory: dispose() (or `using`).
 */
export class CentPoints extends EngineObject {
  #variant = null;

  /** A match at its start under the variant's options (InvalidVariantError unless two players, a target). */
  constructor(variant = "two-handed", adopted = undefined) {
    if (variant === ADOPT) {
      super(adopted.ptr, freeMatch, "CentPoints");
      this.#variant = adopted.variant;
      return;
    }
    const v = Variant.from(variant);
    const ptr = withVariantHandle(v, (vh) => readHandle((out) => M._bzq_cent_points_new(vh, out)));
    super(ptr, freeMatch, "CentPoints");
    this.#variant = v;
  }

  /** Reads `text` (the `text` property) back for a match under `variant`; RecordError names the field. */
  static fromText(variant, text) {
    const v = Variant.from(variant);
    const ptr = withVariantHandle(v, (vh) =>
      withString(text, (tp) => readHandle((out) => M._bzq_cent_points_from_text(vh, tp, out))));
    return new CentPoints(ADOPT, { ptr, variant: v });
  }

  /** The rules whose options the match counts by. */
  get variant() {
    return this.#variant;
  }

  /** Seat `winner` (0 or 1) won a game; the other ended at `loserScore` points. Refused calls change nothing. */
  recordGame(winner, loserScore) {
    check(M._bzq_cent_points_record_game(pointerOf(this), int32(winner, "winner"), int32(loserScore, "loserScore")));
  }

  /** Starts the next match once this one is won (WrongPhaseError before). */
  newMatch() {
    check(M._bzq_cent_points_new_match(pointerOf(this)));
  }

  /** Each seat's count, seat 0 first. */
  get counts() {
    const ptr = pointerOf(this);
    return Object.freeze(readArray((buf, cap, count) => M._bzq_cent_points_counts(ptr, buf, cap, count), 4,
                                   (dv, at) => dv.getInt32(at, true)));
  }

  /** The points each seat starts its next game with (the bonus for the last match's loser). */
  get startScores() {
    const ptr = pointerOf(this);
    return Object.freeze(readArray((buf, cap, count) => M._bzq_cent_points_start_scores(ptr, buf, cap, count), 4,
                                   (dv, at) => dv.getInt32(at, true)));
  }

  #state() {
    check(M._bzq_cent_points_state(pointerOf(this), OUT, OUT + 4, ARRAY));
    const { dv } = heap();
    return { games: dv.getInt32(OUT, true), winner: dv.getInt32(OUT + 4, true), bonus: dv.getInt32(ARRAY, true) };
  }

  /** Games recorded in this match. */
  get games() {
    return this.#state().games;
  }

  /** The seat that won this match, or null while it is being played. */
  get winner() {
    const { winner } = this.#state();
    return winner >= 0 ? winner : null;
  }

  /** Whether this match has been won. */
  get isOver() {
    return this.winner !== null;
  }

  /** The seat that lost the last match won and starts its games with the bonus, or null. */
  get bonusSeat() {
    const { bonus } = this.#state();
    return bonus >= 0 ? bonus : null;
  }

  /** One line that CentPoints.fromText() reads back. */
  get text() {
    const ptr = pointerOf(this);
    return readText((buf, size, needed) => M._bzq_cent_points_text(ptr, buf, size, needed));
  }

  /** Whether both matches are equal in every field, their options included. */
  equals(other) {
    if (!(other instanceof CentPoints)) return false;
    check(M._bzq_cent_points_equal(pointerOf(this), pointerOf(other), OUT));
    return heap().dv.getInt32(OUT, true) === 1;
  }

  /** An independent copy. */
  clone() {
    const ptr = readHandle((out) => M._bzq_cent_points_clone(pointerOf(this), out));
    return new CentPoints(ADOPT, { ptr, variant: this.#variant });
  }

  toString() {
    return `CentPoints(${this.#variant.text}, ${this.text})`;
  }
}
