// The C ABI's plain structs (bzq_action, bzq_event, bzq_meld, bzq_info) read from and written to
// WebAssembly memory, and the engine's names for their numbered fields. Offsets follow the
// layouts in include/bezique/bezique.h.
import { M, heap, readCString } from "./engine.js";
import { card, toCardId } from "./cards.js";
import { InvalidArgumentError, errorFor } from "./errors.js";

function namesOf(nameFunction) {
  const names = [];
  for (let i = 0; ; ++i) {
    const ptr = nameFunction(i);
    if (!ptr) return Object.freeze(names);
    names.push(readCString(ptr));
  }
}

/** Action types in the engine's order ("play", "declare", ..., "claim"). */
export const ACTION_TYPES = namesOf((i) => M._bzq_action_type_name(i));
/** Meld kinds ("marriage", "sequence", "bezique", ..., "five-trumps"). */
export const MELD_KINDS = namesOf((i) => M._bzq_meld_name(i));
/** Event types ("deal-started", ..., "hand-dealt"). */
export const EVENT_TYPES = namesOf((i) => M._bzq_event_type_name(i));
/** Phases ("deal", "carte-blanche", "play", ..., "game-over"). */
export const PHASES = namesOf((i) => M._bzq_phase_name(i));
/** Reasons for points ("none", "meld", ..., "rubicon"). */
export const SCORE_REASONS = namesOf((i) => M._bzq_reason_name(i));

/** BZQ_MAX_PLAYERS of bezique.h: the length of every per-seat and per-side array in its structs. */
export const BZQ_MAX_PLAYERS = 4;

const ACTION_SIZE = 20;
const EVENT_SIZE = 32;
const MELD_SIZE = 20;
const INFO_SIZE = 64;
const MAX_MELD_CARDS = 12;
const DECLARE = 1;

// jokers: the ids are of a game with jokers (ids from FIRST_JOKER up are jokers).
function cardsAt(u8, ptr, count, jokers) {
  const cards = new Array(count);
  for (let i = 0; i < count; ++i) cards[i] = card(u8[ptr + i], jokers);
  return Object.freeze(cards);
}

/** A decision: its type, the meld it declares, its cards and its text ("marriage KH+QH"). */
export class Action {
  /** @internal */
  constructor(type, meld, cards, text, id) {
    /** "play", "declare", "exchange-seven", "declare-seven", "carte-blanche", "pass", ... */
    this.type = type;
    /** The meld kind of a declaration, else null. */
    this.meld = meld;
    /** The physical cards it uses. */
    this.cards = cards;
    /** Its canonical text, the form apply() and records take. */
    this.text = text;
    /** Its index in the legal action list it came from (null when it came from elsewhere). */
    this.id = id;
    Object.freeze(this);
  }

  toString() {
    return this.text;
  }

  toJSON() {
    return this.text;
  }
}

/** The bzq_action at `ptr` (call after it was filled); `jokers`: of a game with jokers. */
export function readAction(ptr, text, id, jokers = false) {
  const { u8 } = heap();
  const type = u8[ptr + 4];
  return new Action(ACTION_TYPES[type], type === DECLARE ? MELD_KINDS[u8[ptr + 5]] : null,
                    cardsAt(u8, ptr + 8, u8[ptr + 6], jokers), text, id);
}

/** Zeroes the struct at `ptr` and sets its struct_size. */
export function initStruct(ptr, size) {
  const { u8, dv } = heap();
  u8.fill(0, ptr, ptr + size);
  dv.setUint32(ptr, size, true);
}

export const initAction = (ptr) => initStruct(ptr, ACTION_SIZE);
export const initEvent = (ptr) => initStruct(ptr, EVENT_SIZE);
export const initMeld = (ptr) => initStruct(ptr, MELD_SIZE);
export const initInfo = (ptr) => initStruct(ptr, INFO_SIZE);

/** Writes an Action (or an object with type, meld and cards) as a bzq_action at `ptr`. */
export function writeAction(action, ptr) {
  const type = ACTION_TYPES.indexOf(action.type);
  if (type < 0) throw new InvalidArgumentError(`unknown action type '${String(action.type)}'`, 1);
  const cards = action.cards ?? [];
  if (cards.length > MAX_MELD_CARDS) {
    throw new InvalidArgumentError(`an action uses at most ${MAX_MELD_CARDS} cards, not ${cards.length}`, 1);
  }
  let meld = 0;
  if (type === DECLARE) {
    meld = MELD_KINDS.indexOf(action.meld);
    if (meld < 0) throw errorFor(2, `unknown meld kind '${String(action.meld)}'`);
  }
  const ids = cards.map(toCardId);
  initAction(ptr);
  const { u8 } = heap();
  u8[ptr + 4] = type;
  u8[ptr + 5] = meld;
  u8[ptr + 6] = ids.length;
  u8.set(ids, ptr + 8);
}

const HIDDEN = 1;
const REDACTED = 2;
const MELD_DECLARED = 5;

/** Something that happened: "P1 plays QS", "P0 declares bezique QS+JD for 40". */
export class GameEvent {
  /** @internal */
  constructor(fields) {
    Object.assign(this, fields);
    Object.freeze(this);
  }

  toString() {
    return this.text;
  }
}

/** The bzq_event at `ptr`, with its text; `jokers`: of a game with jokers. */
export function readEvent(ptr, text, jokers = false) {
  const { u8, dv } = heap();
  const type = u8[ptr + 4];
  const signed = (v) => (v > 127 ? v - 256 : v);
  const player = signed(u8[ptr + 5]);
  const side = signed(u8[ptr + 6]);
  const suit = signed(u8[ptr + 7]);
  const reason = u8[ptr + 9];
  const count = u8[ptr + 10];
  const flags = u8[ptr + 11];
  const redacted = (flags & REDACTED) !== 0;
  return new GameEvent({
    type: EVENT_TYPES[type],
    player: player >= 0 ? player : null,
    side: side >= 0 ? side : null,
    suit: suit >= 0 ? "SHDC"[suit] : null,
    meld: type === MELD_DECLARED ? MELD_KINDS[u8[ptr + 8]] : null,
    reason: reason > 0 ? SCORE_REASONS[reason] : null,
    value: dv.getInt32(ptr + 12, true),
    cards: redacted ? Object.freeze([]) : cardsAt(u8, ptr + 16, count, jokers),
    cardCount: count,
    hidden: (flags & HIDDEN) !== 0,
    redacted,
    text,
  });
}

/** The bzq_meld at `ptr`; `jokers`: of a game with jokers. */
export function readMeld(ptr, jokers = false) {
  const { u8 } = heap();
  const player = u8[ptr + 5];
  return Object.freeze({
    kind: MELD_KINDS[u8[ptr + 4]],
    player: player > 127 ? player - 256 : player,
    cards: cardsAt(u8, ptr + 8, u8[ptr + 6], jokers),
    broken: u8[ptr + 7] !== 0,
  });
}

/** The bzq_info at `ptr` as numbers (-1 kept where the engine means "none"). */
export function readInfo(ptr) {
  const { dv } = heap();
  const at = (i) => dv.getInt32(ptr + 4 + 4 * i, true);
  return {
    players: at(0),
    sides: at(1),
    phase: at(2),
    currentPlayer: at(3),
    dealer: at(4),
    dealNumber: at(5),
    stage: at(6),
    trump: at(7),
    turnUp: at(8),
    stockSize: at(9),
    trickNumber: at(10),
    isOver: at(11) !== 0,
    winner: at(12),
    viewer: at(13),
    firstBeziqueScored: at(14) !== 0,
  };
}
