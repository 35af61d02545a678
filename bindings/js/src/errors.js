// The errors the package throws: one class per kind of mistake, each carrying the engine's own
// message and status code (`code`, a number of the C ABI; `status`, its name). The classes
// follow the Python package's (bezique._errors).

/** The base of every error the engine reports. */
export class BeziqueError extends Error {
  /**
   * @param {string} message the engine's message
   * @param {number} code the C ABI status (BZQ_*)
   */
  constructor(message, code) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }

  /** The status's short name, as the C ABI's bzq_status_string gives it ("illegal action"). */
  get status() {
    return statusName(this.code);
  }
}

/** An argument the call cannot use: a seat that does not exist, a card id above 255, a bad deck. */
export class InvalidArgumentError extends BeziqueError {}
/** An impossible variant: a bad option value or combination. */
export class InvalidVariantError extends BeziqueError {}
/** No preset, option, player or meld of that name. */
export class UnknownNameError extends InvalidVariantError {}
/** Text that does not follow the notation: a card, an action, a deck or a variant. */
export class ParseError extends BeziqueError {}
/** An action the rules forbid now; the message gives the reason. */
export class IllegalActionError extends BeziqueError {}
/** An action of a kind that is not due now. */
export class WrongPhaseError extends IllegalActionError {}
/** An action for a player who is not to act. */
export class OutOfTurnError extends IllegalActionError {}
/** An action after the game has ended. */
export class GameOverError extends IllegalActionError {}
/** A saved game or state that does not load: the message names the line and the problem. */
export class RecordError extends BeziqueError {}
/** The WebAssembly memory ran out; nothing was changed. */
export class OutOfMemoryError extends BeziqueError {}
/** A bug in the engine; please report it with the message. */
export class InternalError extends BeziqueError {}
/** A Game or Player used after dispose(). */
export class DisposedError extends BeziqueError {}

// The status names come from the engine (bzq_status_string); engine.js installs the lookup.
let statusName = (code) => String(code);
/** Installs the lookup of a status's name (done once by the engine module). */
export function useStatusNames(lookup) {
  statusName = lookup;
}

const BY_CODE = {
  1: InvalidArgumentError,
  2: UnknownNameError,
  3: ParseError,
  4: InvalidVariantError,
  5: IllegalActionError,
  6: WrongPhaseError,
  7: OutOfTurnError,
  8: GameOverError,
  9: RecordError,
  100: InvalidArgumentError,
  101: InvalidArgumentError,
  102: OutOfMemoryError,
};

/** The error for a C ABI status with the engine's message. */
export function errorFor(code, message) {
  const Class = BY_CODE[code] ?? InternalError;
  return new Class(message, code);
}
