// Game: a game with its seed, history, events and record (save, load, replay), and the views
// of it that each seat and a spectator may see.
import {
  M, OUT, STRUCT, ARRAY, ARRAY_BYTES, alloc, check, heap, readArray, readCString, readHandle, readText, readU32,
  toIndex, toSeed, withString,
} from "./engine.js";
import { FIRST_JOKER, card, toCardId } from "./cards.js";
import { InvalidArgumentError, errorFor } from "./errors.js";
import { EngineObject, pointerOf } from "./handle.js";
import {
  MELD_KINDS, PHASES, initAction, initEvent, initInfo, initMeld, readAction, readEvent, readInfo, readMeld, writeAction,
} from "./structs.js";
import { Variant, withVariantHandle } from "./variant.js";

/** bzq_hint.reason by value (BZQ_HINT_*). */
const HINT_REASONS = ["only-move", "solved", "declaration", "search", "rule"];

const SPECTATOR = -1;
const OMNISCIENT = -2;
const EVENTS_ALL = 0;
const EVENTS_LAST = 1;
const SCORES_POINTS = 0;
const SCORES_PENDING = 1;
const SCORES_RESULTS = 2;

// bzq_turn: struct_size, current_player, legal_count, deal_number, is_over, deal_pending,
// decision_count, 4 bytes each.
const TURN_SIZE = 28;
const TURN = STRUCT >> 2; // STRUCT as an index into HEAP32 (it is 4-aligned)

/**
 * What a playing loop needs after each decision (Game.turn(), Game.play()): the seat to act, its
 * number of legal actions, the deal, whether the game is over. Each Game has one Turn, which
 * turn() and play() update in place and return, so that a loop allocates nothing per decision:
 * read it before the next call, or copy it ({ ...turn }) to keep it.
 */
export class Turn {
  /** @internal */
  constructor() {
    /** The seat to act; -1 when none is: the game is over, or the next deal waits (dealPending). */
    this.currentPlayer = -1;
    /** The number of legal actions of that seat (ids 0 to legalCount - 1); 0 when no seat is to act. */
    this.legalCount = 0;
    /** The deal being played, from 0; once a deal has ended (and the game has not), the next one's. */
    this.dealNumber = 0;
    /** Whether the game has ended. */
    this.isOver = false;
    /** After play() of a decision that ended a deal: the next deal is not dealt yet; the next
     * call that reads the game (turn(), legalActions(), ...) deals it. */
    this.dealPending = false;
    /** The decisions made so far. */
    this.decisionCount = 0;
    Object.seal(this);
  }
}

// The bzq_turn the engine wrote at STRUCT, into `turn`.
function readTurn(turn) {
  const i32 = M.HEAP32;
  turn.currentPlayer = i32[TURN + 1];
  turn.legalCount = i32[TURN + 2] >>> 0;
  turn.dealNumber = i32[TURN + 3];
  turn.isOver = i32[TURN + 4] !== 0;
  turn.dealPending = i32[TURN + 5] !== 0;
  turn.decisionCount = i32[TURN + 6] >>> 0;
  return turn;
}

const freeGame = (ptr) => M._bzq_game_free(ptr);
// The constructor's first argument when it adopts a bzq_game pointer the engine just made.
const ADOPT = Symbol("adopt a bzq_game");

// A joker's text in a deck ("JK" or "JK.n"), which the variant-less Card.parse does not read.
const JOKER_TEXT = /^jk(?:\.([0-3]))?$/i;

function deckIds(deck) {
  if (!Array.isArray(deck)) throw new InvalidArgumentError("a deck is an array of cards", 1);
  const seen = new Map();
  return deck.map((item) => {
    const joker = typeof item === "string" ? JOKER_TEXT.exec(item.trim()) : null;
    if (joker) {
      // The n-th "JK" is joker n, as the record's deck lines number them.
      if (joker[1] !== undefined) return FIRST_JOKER + Number(joker[1]);
      const n = seen.get("JK") ?? 0;
      seen.set("JK", n + 1);
      return FIRST_JOKER + n;
    }
    const id = toCardId(item);
    if (typeof item === "string" && !item.includes(".")) {
      // As in the record's deck lines: the n-th occurrence of a card is its copy n.
      const type = id % 32;
      const copy = seen.get(type) ?? 0;
      seen.set(type, copy + 1);
      return copy * 32 + type;
    }
    return id;
  });
}

function viewerOf(viewer) {
  if (viewer === null || viewer === undefined) return SPECTATOR;
  if (viewer === "all") return OMNISCIENT;
  if (!Number.isInteger(viewer)) throw new InvalidArgumentError(`a viewer is a seat number, null or "all", not ${String(viewer)}`, 1);
  return viewer;
}

/** The bzq_game pointer of a Game, for Player.choose() (not part of the package's API). */
export function gamePointer(game) {
  if (!(game instanceof Game)) throw new InvalidArgumentError(`expected a Game, not ${String(game)}`, 1);
  return pointerOf(game);
}

/**
 * A game: the variant, the deals (from a seed or given decks), every action and event.
 *
 * Chance is resolved inside: when a deal ends, the next one is dealt from the seed. The same
 * variant, seed and actions give the same events and scores on every platform. A Game owns
 * WebAssembly memory: free it with dispose() (or `using`); one that is dropped is freed when
 * the garbage collector finalizes it.
 */
export class Game extends EngineObject {
  #variant = null;
  #jokers = null;
  // The one Turn that turn() and play() fill; #turnFresh: it is the game's turn now (nothing
  // else changed the game since it was filled).
  #turn = new Turn();
  #turnFresh = false;

  /**
   * A new game; deal n uses `decks[n]` while they last (top card first), then the seeded shuffle.
   * @param {Variant|string} [variant] a Variant, a preset name or a variant text
   * `startScores` (one per side) start the first deal with points: all 0, or the variant's
   * `loser_start_bonus` for the last cent points match's loser (CentPoints.startScores).
   * @param {{seed?: number|bigint, decks?: Array<Array<Card|string|number>>, startScores?: number[]}} [options]
   */
  constructor(variant = "two-handed", { seed = 0, decks = [], startScores = undefined } = {}) {
    if (variant === ADOPT) {
      super(seed, freeGame, "Game");
      return;
    }
    const v = Variant.from(variant);
    const seed64 = toSeed(seed);
    const ids = decks.map(deckIds);
    if (startScores !== undefined && (!Array.isArray(startScores) || ids.length > 0)) {
      throw new InvalidArgumentError("startScores is an array of integers, one per side, and takes no decks", 1);
    }
    const ptr = withVariantHandle(v, (vh) => {
      if (startScores !== undefined) {
        if (startScores.length > 4 || !startScores.every((x) => Number.isInteger(x) && x >= -0x80000000 && x <= 0x7fffffff)) {
          throw new InvalidArgumentError(`startScores must be integers, one per side, not ${String(startScores)}`, 1);
        }
        const { dv } = heap();
        startScores.forEach((score, i) => dv.setInt32(ARRAY + 4 * i, score, true));
        return readHandle((out) => M._bzq_game_new_with_scores(vh, seed64, ARRAY, startScores.length, out));
      }
      if (ids.length === 0) return readHandle((out) => M._bzq_game_new(vh, seed64, out));
      const flat = ids.flat();
      const cards = alloc(Math.max(flat.length, 1));
      try {
        heap().u8.set(flat, cards);
        return readHandle((out) => M._bzq_game_new_with_decks(vh, seed64, cards, flat.length, ids.length, out));
      } finally {
        M._free(cards);
      }
    });
    super(ptr, freeGame, "Game");
    this.#variant = v;
  }

  static #wrap(ptr) {
    return new Game(ADOPT, { seed: ptr });
  }

  /**
   * Starts a new game in this one: the game `new Game(this.variant, { seed })` makes, in the same
   * WebAssembly object (bzq_game_restart). The old game's actions, events, decks and start scores
   * are gone. The cheap way to play many games in a row: the variant is neither parsed nor
   * checked again, and nothing is allocated but the engine's own lists.
   * @param {number|bigint} [seed]
   */
  restart(seed = 0) {
    const seed64 = toSeed(seed);
    this.#turnFresh = false;
    check(M._bzq_game_restart(this.#ptr, seed64));
  }

  // -- save and load ----------------------------------------------------------------------

  /** The record: variant, seed, decks and every action as text (docs/records.md). */
  record() {
    const ptr = this.#ptr;
    return readText((buf, size, needed) => M._bzq_game_save_record(ptr, buf, size, needed));
  }

  /** Loads a record, replaying and checking every action; RecordError names the line. */
  static fromRecord(text) {
    return Game.#wrap(withString(text, (ptr) => readHandle((out) => M._bzq_game_load_record(ptr, out))));
  }

  /** The state text: one position with every hidden field, no history. */
  saveState() {
    const ptr = this.#ptr;
    return readText((buf, size, needed) => M._bzq_game_save_state(ptr, buf, size, needed));
  }

  /** A game from a state text of `variant`; later deals come from `seed`. */
  static fromState(variant, text, { seed = 0 } = {}) {
    const seed64 = toSeed(seed);
    return Game.#wrap(withVariantHandle(Variant.from(variant), (vh) =>
      withString(text, (ptr) => readHandle((out) => M._bzq_game_load_state(vh, ptr, seed64, out)))));
  }

  /** Every field, hidden ones included, as text (servers and debugging). */
  fullText() {
    const ptr = this.#ptr;
    return readText((buf, size, needed) => M._bzq_game_full_text(ptr, buf, size, needed));
  }

  /** Every action so far, as the record holds them. */
  actions() {
    return this.#withRecord((record) => {
      const count = readU32((out) => M._bzq_record_action_count(record, out));
      return Array.from({ length: count }, (_, i) => this.#recordAction(record, i));
    });
  }

  /** Plays this game's actions again from the start: each action with the events it caused. */
  *replay() {
    const steps = [];
    this.#withRecord((record) => {
      const count = readU32((out) => M._bzq_record_action_count(record, out));
      for (let i = 0; i < count; ++i) steps.push(this.#recordAction(record, i));
    });
    const game = new Game(this.variant, { seed: this.seed, decks: this.#decks() });
    try {
      for (const action of steps) {
        game.apply(action.text);
        yield Object.freeze({ action, events: game.lastEvents({ viewer: "all" }), scores: game.scores() });
      }
    } finally {
      game.dispose();
    }
  }

  // -- the game ---------------------------------------------------------------------------

  /** The rules of this game. */
  get variant() {
    if (this.#variant === null) {
      const ptr = this.#ptr;
      const vh = readHandle((out) => M._bzq_game_variant(ptr, out));
      try {
        this.#variant = new Variant(readText((buf, size, needed) => M._bzq_variant_text(vh, buf, size, needed)));
      } finally {
        M._bzq_variant_free(vh);
      }
    }
    return this.#variant;
  }

  /** Whether the variant has jokers (Haitian Bésigue, docs/rules.md section 7): then ids from
   * 252 up are jokers, and every card this game gives knows it (card.isJoker). */
  get hasJokers() {
    if (this.#jokers === null) this.#jokers = this.variant.get("jokers") > 0;
    return this.#jokers;
  }

  /** The card of this game that `text` names (bzq_game_card_parse): "QS", "10h", "QS.2", and in
   * a game with jokers "JK" (joker 0) or "JK.2". ParseError for text that names no card,
   * InvalidArgumentError for a card this game does not have. */
  parseCard(text) {
    const ptr = this.#ptr;
    const id = withString(text, (textPtr) => {
      check(M._bzq_game_card_parse(ptr, textPtr, OUT));
      return heap().u8[OUT];
    });
    return card(id, this.hasJokers);
  }

  /** A card of this game as the game names it (bzq_game_card_text): "QS", "JK"; with
   * `withCopy` "QS.1", "JK.2". InvalidArgumentError for a card this game does not have. */
  cardText(value, { withCopy = false } = {}) {
    const ptr = this.#ptr;
    const id = toCardId(value);
    return readText((buf, size, needed) => M._bzq_game_card_text(ptr, id, withCopy ? 1 : 0, buf, size, needed));
  }

  /** The seed the deals come from. */
  get seed() {
    check(M._bzq_game_seed(this.#ptr, OUT));
    return heap().dv.getBigUint64(OUT, true);
  }

  /** The seat to act, or null once the game is over. */
  get currentPlayer() {
    const p = this.#info().currentPlayer;
    return p >= 0 ? p : null;
  }

  /** Whether the game has ended. */
  get isOver() {
    return this.#info().isOver;
  }

  /** Which decision is due: "play", "declare", ..., "game-over". */
  get phase() {
    return PHASES[this.#info().phase];
  }

  /** The deal in progress, from 0. */
  get dealNumber() {
    return this.#info().dealNumber;
  }

  /** Points per side in this game (cumulative) or deal (rubicon). */
  scores() {
    return this.#scores(SCORES_POINTS);
  }

  /** Card points won in tricks and not yet scored, per side. */
  won() {
    return this.#scores(SCORES_PENDING);
  }

  /** Rubicon match points per side. */
  results() {
    return this.#scores(SCORES_RESULTS);
  }

  /** How the game ended ({winner: side or null when drawn, scores, results}), or null. */
  get outcome() {
    const info = this.#info();
    if (!info.isOver) return null;
    return Object.freeze({ winner: info.winner >= 0 ? info.winner : null, scores: this.scores(), results: this.results() });
  }

  // -- decisions --------------------------------------------------------------------------

  /** The legal actions of the seat to act, in the engine's order (empty once over). */
  legalActions() {
    const ptr = this.#ptr;
    const count = readU32((out) => M._bzq_game_legal_count(ptr, out));
    const actions = new Array(count);
    for (let id = 0; id < count; ++id) {
      const text = readText((buf, size, needed) => M._bzq_game_legal_text(ptr, id, buf, size, needed));
      initAction(STRUCT);
      check(M._bzq_game_legal_action(ptr, id, STRUCT));
      actions[id] = readAction(STRUCT, text, id, this.hasJokers);
    }
    return actions;
  }

  /**
   * The action `player` (a player spec, default "master:medium") recommends to `seat` (default:
   * the seat to act), decided from that seat's view alone with a generator seeded with `seed`,
   * and why: { action, reason: "only-move" | "solved" | "declaration" | "search" | "rule",
   * value, outcome, work, text }. The game is not changed.
   */
  hint({ player = "master:medium", seed = 0, seat = undefined } = {}) {
    const ptr = this.#ptr;
    const who = seat ?? Math.max(0, this.#info().currentPlayer);
    if (!Number.isInteger(who)) throw new InvalidArgumentError(`a seat is a seat number, not ${String(who)}`, 1);
    const seed64 = toSeed(seed);
    // bzq_hint (168 bytes) is larger than STRUCT's room: it goes where arrays go.
    M._bzq_hint_init(ARRAY);
    withString(player, (specPtr) => check(M._bzq_game_hint(ptr, who, specPtr, seed64, ARRAY)));
    const { dv } = heap();
    const id = dv.getUint32(ARRAY + 4, true);
    const reason = HINT_REASONS[dv.getInt32(ARRAY + 28, true)];
    const value = dv.getInt32(ARRAY + 32, true);
    const outcome = dv.getInt32(ARRAY + 36, true);
    const work = dv.getUint32(ARRAY + 40, true);
    const text = readCString(ARRAY + 44);
    return { action: this.legalActions()[id], reason, value, outcome, work, text };
  }

  /** The decisions made so far (the actions applied; deals are not counted). */
  get decisionCount() {
    const ptr = this.#ptr;
    return readU32((out) => M._bzq_game_decision_count(ptr, out));
  }

  /**
   * Takes back the last `count` decisions (default 1), with the deals dealt after them: the
   * state, every seat's view, the events and the record become exactly what they were before.
   * More decisions than were made throw InvalidArgumentError and change nothing. Automatic
   * players keep their own random streams: undo does not rewind them.
   */
  undo(count = 1) {
    this.#turnFresh = false;
    check(M._bzq_game_undo(this.#ptr, toIndex(count, "the number of decisions to undo")));
  }

  /** How many legal actions there are (0 once the game is over). */
  get legalCount() {
    const ptr = this.#ptr;
    return readU32((out) => M._bzq_game_legal_count(ptr, out));
  }

  /** The legal action this text names: ParseError for text that is not notation,
   * IllegalActionError (with the reason) for an action the rules forbid now. */
  parseAction(text) {
    const ptr = this.#ptr;
    initAction(STRUCT);
    withString(text, (textPtr) => check(M._bzq_game_parse_action(ptr, textPtr, STRUCT)));
    const id = readU32((out) => M._bzq_game_action_id(ptr, STRUCT, out));
    const canonical = readText((buf, size, needed) => M._bzq_game_legal_text(ptr, id, buf, size, needed));
    initAction(STRUCT);
    check(M._bzq_game_legal_action(ptr, id, STRUCT));
    return readAction(STRUCT, canonical, id, this.hasJokers);
  }

  /**
   * The turn now (bzq_game_turn): the seat to act, its number of legal actions, the deal, the
   * end; a deal that waits is dealt first. It returns the game's one Turn, updated in place.
   * @returns {Turn}
   */
  turn() {
    M.HEAP32[TURN] = TURN_SIZE;
    check(M._bzq_game_turn(this.#ptr, STRUCT));
    this.#turnFresh = true;
    return readTurn(this.#turn);
  }

  /**
   * A playing loop's one call per decision (bzq_game_play): applies legal action `id` (an index
   * in legalActions(), 0 to turn().legalCount - 1) of `player` (default: the seat to act), checked
   * as apply() checks it, and returns the turn it leads to: the game's one Turn, updated in place.
   * A decision that ends a deal leaves the next deal undealt (turn.dealPending) until the game is
   * next read, so a loop that stops at the end of a deal pays for no deal it does not play:
   *
   *     for (let t = game.turn(), deal = t.dealNumber; !t.isOver && t.dealNumber === deal;)
   *       game.play(pick(t.legalCount), t.currentPlayer);
   *
   * An id beyond the list throws InvalidArgumentError, another seat than the one to act
   * OutOfTurnError, a game that is over GameOverError; a refused call changes nothing.
   * @param {number} id
   * @param {number} [player]
   * @returns {Turn}
   */
  play(id, player = undefined) {
    const ptr = this.#ptr;
    if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) {
      throw new InvalidArgumentError(`play() takes a legal action's index, not ${String(id)}`, 101);
    }
    let seat = player;
    if (seat === undefined) {
      seat = this.#turnFresh && this.#turn.currentPlayer >= 0 ? this.#turn.currentPlayer : this.turn().currentPlayer;
    } else if (!Number.isInteger(seat)) {
      throw new InvalidArgumentError(`a player is a seat number, not ${String(seat)}`, 1);
    }
    M.HEAP32[TURN] = TURN_SIZE;
    check(M._bzq_game_play(ptr, seat, id, STRUCT));
    this.#turnFresh = true;
    return readTurn(this.#turn);
  }

  /**
   * Applies the decision of the seat to act: an Action, its text ("QS", "marriage KH+QH",
   * "pass") or its index in legalActions(). `player` (default: the seat to act) is checked:
   * another seat throws OutOfTurnError. An illegal action throws and changes nothing.
   */
  apply(action, player = undefined) {
    const ptr = this.#ptr;
    this.#turnFresh = false;
    const seat = player ?? this.#info().currentPlayer;
    if (!Number.isInteger(seat)) throw new InvalidArgumentError(`a player is a seat number, not ${String(seat)}`, 1);
    if (typeof action === "string") {
      withString(action, (textPtr) => check(M._bzq_game_apply_text(ptr, seat, textPtr)));
    } else if (typeof action === "number") {
      if (!Number.isInteger(action) || action < 0 || action > 0xffffffff) {
        throw new InvalidArgumentError(`an action id is a legal action's index, not ${action}`, 101);
      }
      check(M._bzq_game_apply_id(ptr, seat, action));
    } else if (action !== null && typeof action === "object") {
      writeAction(action, STRUCT);
      check(M._bzq_game_apply_action(ptr, seat, STRUCT));
    } else {
      throw new InvalidArgumentError(`an action is an Action, its text or its id, not ${String(action)}`, 1);
    }
  }

  /**
   * What `player` may declare with these cards now, as a pure query: {kind, points,
   * fixesTrump}. `meld` is a meld kind, or omitted for the highest kind the cards form.
   * IllegalActionError with the reason when they may not.
   */
  evaluateMeld(player, cards, meld = undefined) {
    const ptr = this.#ptr;
    // Text is read as this game reads it, so "JK" names a joker here.
    const ids = cards.map((c) => (typeof c === "string" ? this.parseCard(c).id : toCardId(c)));
    if (ids.length > ARRAY_BYTES) throw new InvalidArgumentError("too many cards", 1);
    const kind = meld === undefined ? 255 : MELD_KINDS.indexOf(meld);
    if (kind < 0) throw errorFor(2, `unknown meld kind '${String(meld)}'`);
    heap().u8.set(ids, ARRAY);
    initMeld(STRUCT); // bzq_meld_score is smaller than bzq_meld; both start with struct_size
    heap().dv.setUint32(STRUCT, 12, true);
    check(M._bzq_game_evaluate_meld(ptr, player, kind, ARRAY, ids.length, STRUCT));
    const { u8, dv } = heap();
    const fixes = u8[STRUCT + 5];
    return Object.freeze({
      kind: MELD_KINDS[u8[STRUCT + 4]],
      points: dv.getInt32(STRUCT + 8, true),
      fixesTrump: fixes < 4 ? "SHDC"[fixes] : null,
    });
  }

  // -- history ----------------------------------------------------------------------------

  /** Every event of the game; `viewer`: "all" (the default: hidden cards shown), a seat, or
   * null for a spectator (cards hidden from that viewer redacted). */
  events({ viewer = "all" } = {}) {
    return this.#events(viewerOf(viewer), EVENTS_ALL);
  }

  /** The events the last action caused (or the first deal's, before any action). */
  lastEvents({ viewer = "all" } = {}) {
    return this.#events(viewerOf(viewer), EVENTS_LAST);
  }

  // -- views ------------------------------------------------------------------------------

  /**
   * What `seat` may see now (null: a spectator, who sees no hidden card). The view is a plain
   * frozen snapshot: it holds no reference to the game and no card the viewer cannot see.
   */
  view(seat = null) {
    const gamePtr = this.#ptr;
    const viewer = seat === null ? SPECTATOR : seat;
    if (!Number.isInteger(viewer)) throw new InvalidArgumentError(`a seat is a number or null, not ${String(seat)}`, 1);
    const vp = readHandle((out) => M._bzq_game_view(gamePtr, viewer, out));
    try {
      return readView(vp, this.#events(viewer, EVENTS_ALL), this.hasJokers);
    } finally {
      M._bzq_view_free(vp);
    }
  }

  /**
   * One state consistent with everything `seat` has seen, for information-set search: only the
   * cards the seat could not see are shared out at random from `seed`. A new Game without
   * history (it saves as a state, not a record).
   */
  determinize(seat, { seed = 0 } = {}) {
    const seed64 = toSeed(seed);
    const ptr = this.#ptr;
    return Game.#wrap(readHandle((out) => M._bzq_game_determinize(ptr, seat, seed64, out)));
  }

  // -- values -----------------------------------------------------------------------------

  /** An independent copy, history included. */
  clone() {
    const ptr = this.#ptr;
    return Game.#wrap(readHandle((out) => M._bzq_game_clone(ptr, out)));
  }

  toString() {
    return this.view(null).text;
  }

  get #ptr() {
    return pointerOf(this);
  }

  #info() {
    initInfo(STRUCT);
    check(M._bzq_game_info(this.#ptr, STRUCT));
    return readInfo(STRUCT);
  }

  #scores(which) {
    const ptr = this.#ptr;
    return readArray((buf, capacity, count) => M._bzq_game_scores(ptr, which, buf, capacity, count), 4,
                     (dv, at) => dv.getInt32(at, true));
  }

  #events(viewer, scope) {
    const ptr = this.#ptr;
    const jokers = this.hasJokers;
    check(M._bzq_game_event_count(ptr, viewer, scope, OUT));
    const count = heap().dv.getUint32(OUT, true);
    const events = new Array(count);
    for (let i = 0; i < count; ++i) {
      const text = readText((buf, size, needed) => M._bzq_game_event_text(ptr, viewer, scope, i, buf, size, needed));
      initEvent(STRUCT);
      check(M._bzq_game_event(ptr, viewer, scope, i, STRUCT));
      events[i] = readEvent(STRUCT, text, jokers);
    }
    return events;
  }

  #withRecord(fn) {
    const ptr = this.#ptr;
    const record = readHandle((out) => M._bzq_game_record(ptr, out));
    try {
      return fn(record);
    } finally {
      M._bzq_record_free(record);
    }
  }

  #recordAction(record, index) {
    const text = readText((buf, size, needed) => M._bzq_record_action_text(record, index, buf, size, needed));
    initAction(STRUCT);
    check(M._bzq_record_action(record, index, STRUCT));
    return readAction(STRUCT, text, null, this.hasJokers);
  }

  #decks() {
    // The record's deck lines (docs/records.md), when the game was started from decks.
    return this.record().split("\n").filter((line) => line.startsWith("deck ")).map((line) => line.slice(5).trim().split(/\s+/));
  }
}

/** A View from a bzq_view handle and the viewer's history; `jokers`: of a game with jokers. */
function readView(vp, history, jokers) {
  initInfo(STRUCT);
  check(M._bzq_view_info(vp, STRUCT));
  const info = readInfo(STRUCT);
  const cardsOf = (fn) => Object.freeze(readArray(fn, 1, (dv, at) => card(dv.getUint8(at), jokers)));
  const ints = (fn) => Object.freeze(readArray(fn, 4, (dv, at) => dv.getInt32(at, true)));
  const table = [];
  for (let p = 0; p < info.players; ++p) table.push(cardsOf((buf, cap, count) => M._bzq_view_table(vp, p, buf, cap, count)));
  // The trick: the players' seats go after the cards in the scratch array.
  const trickPlayers = ARRAY + 64;
  check(M._bzq_view_trick(vp, trickPlayers, ARRAY, 64, OUT));
  const trickCount = heap().dv.getUint32(OUT, true);
  const trick = [];
  for (let i = 0; i < trickCount; ++i) {
    trick.push(Object.freeze({ player: heap().dv.getInt8(trickPlayers + i), card: card(heap().u8[ARRAY + i], jokers) }));
  }
  const meldCount = readU32((out) => M._bzq_view_meld_count(vp, out));
  const melds = [];
  for (let i = 0; i < meldCount; ++i) {
    initMeld(STRUCT);
    check(M._bzq_view_meld(vp, i, STRUCT));
    melds.push(readMeld(STRUCT, jokers));
  }
  const legalCount = readU32((out) => M._bzq_view_legal_count(vp, out));
  const legal = [];
  for (let id = 0; id < legalCount; ++id) {
    const text = readText((buf, size, needed) => M._bzq_view_legal_text(vp, id, buf, size, needed));
    initAction(STRUCT);
    check(M._bzq_view_legal_action(vp, id, STRUCT));
    legal.push(readAction(STRUCT, text, id, jokers));
  }
  return Object.freeze({
    viewer: info.viewer >= 0 ? info.viewer : null,
    players: info.players,
    sides: info.sides,
    phase: PHASES[info.phase],
    currentPlayer: info.currentPlayer >= 0 ? info.currentPlayer : null,
    dealer: info.dealer,
    dealNumber: info.dealNumber,
    stage: info.stage,
    trump: info.trump >= 0 ? "SHDC"[info.trump] : null,
    turnUp: info.turnUp >= 0 ? card(info.turnUp, jokers) : null,
    stockSize: info.stockSize,
    trickNumber: info.trickNumber,
    isOver: info.isOver,
    winner: info.isOver && info.winner >= 0 ? info.winner : null,
    firstBeziqueScored: info.firstBeziqueScored,
    hand: cardsOf((buf, cap, count) => M._bzq_view_hand(vp, buf, cap, count)),
    handSizes: ints((buf, cap, count) => M._bzq_view_hand_sizes(vp, buf, cap, count)),
    table: Object.freeze(table),
    trick: Object.freeze(trick),
    played: cardsOf((buf, cap, count) => M._bzq_view_played(vp, buf, cap, count)),
    melds: Object.freeze(melds),
    scores: ints((buf, cap, count) => M._bzq_view_scores(vp, SCORES_POINTS, buf, cap, count)),
    won: ints((buf, cap, count) => M._bzq_view_scores(vp, SCORES_PENDING, buf, cap, count)),
    results: ints((buf, cap, count) => M._bzq_view_scores(vp, SCORES_RESULTS, buf, cap, count)),
    legalActions: Object.freeze(legal),
    history: Object.freeze(history),
    text: readText((buf, size, needed) => M._bzq_view_text(vp, buf, size, needed)),
  });
}
