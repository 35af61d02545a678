// Cards: physical card ids (copy * 32 + suit * 8 + rank, include/bezique/bezique.h) as small
// frozen objects, one per id, made once; and the four jokers (docs/rules.md section 7), whose ids
// 252..255 are ordinary cards (copy 7) in a game without jokers, so a joker is its own object.
import { M, check, heap, readText, withString, OUT } from "./engine.js";
import { InvalidArgumentError } from "./errors.js";

/** Suits in the engine's order: spades, hearts, diamonds, clubs. */
export const SUITS = Object.freeze(["S", "H", "D", "C"]);
/** Ranks in trick-taking order, high to low (T is the ten). */
export const RANKS = Object.freeze(["A", "T", "K", "Q", "J", "9", "8", "7"]);

/** The id of joker 0 in a game with jokers (BZQ_FIRST_JOKER); joker k is FIRST_JOKER + k. */
export const FIRST_JOKER = 252;
/** The most jokers a variant deals. */
export const MAX_JOKERS = 4;

/** One physical card. `text` is its notation ("QS", "JK"); `id` tells copies apart. */
export class Card {
  /** @internal */
  constructor(id, joker = false) {
    /** The physical id: copy * 32 + suit * 8 + rank; a joker's is FIRST_JOKER + its number. */
    this.id = id;
    /** Whether it is a joker (docs/rules.md section 7): no suit, no rank. */
    this.isJoker = joker;
    /** Which copy of its card (0 in a one-pack game); a joker's number (0..3). */
    this.copy = joker ? id - FIRST_JOKER : Math.floor(id / 32);
    /** "S", "H", "D" or "C"; null for a joker. */
    this.suit = joker ? null : SUITS[Math.floor((id % 32) / 8)];
    /** "A", "T", "K", "Q", "J", "9", "8" or "7"; null for a joker. */
    this.rank = joker ? null : RANKS[id % 8];
    /** The card in the notation, without its copy: "QS", "JK". */
    this.text = joker ? "JK" : readText((buf, size, needed) => M._bzq_card_text(id, 0, buf, size, needed));
    Object.freeze(this);
  }

  /** The card with its copy, "QS.1", as records and events write it. */
  get textWithCopy() {
    return `${this.text}.${this.copy}`;
  }

  /** A card from its id (0..255); with `jokers` (the id is of a game with jokers) ids from
   * FIRST_JOKER up are the jokers. */
  static fromId(id, jokers = false) {
    if (!Number.isInteger(id) || id < 0 || id > 255) {
      throw new InvalidArgumentError(`a card id lies in 0..255, not ${String(id)}`, 101);
    }
    return card(id, jokers);
  }

  /** Joker `number` (0..3). */
  static joker(number = 0) {
    if (!Number.isInteger(number) || number < 0 || number >= MAX_JOKERS) {
      throw new InvalidArgumentError(`a joker is 0..${MAX_JOKERS - 1}, not ${String(number)}`, 101);
    }
    return JOKERS[number];
  }

  /** A card from its text: "QS", "10h" (copy 0) or "QS.2" (copy 2). It knows no variant, so
   * it reads no joker: a game's cards, jokers included, are read by game.parseCard(). */
  static parse(text) {
    return CARDS[withString(text, (ptr) => {
      check(M._bzq_card_parse(ptr, OUT));
      return heap().u8[OUT];
    })];
  }

  toString() {
    return this.text;
  }

  toJSON() {
    return this.textWithCopy;
  }
}

const CARDS = Object.freeze(Array.from({ length: 256 }, (_, id) => new Card(id)));
const JOKERS = Object.freeze(Array.from({ length: MAX_JOKERS }, (_, k) => new Card(FIRST_JOKER + k, true)));

/** The card of an id the engine gave; `jokers`: of a game whose variant has jokers. */
export function card(id, jokers = false) {
  return jokers && id >= FIRST_JOKER ? JOKERS[id - FIRST_JOKER] : CARDS[id];
}

/** A card given by the caller: a Card, its id, or its text. */
export function toCardId(value) {
  if (value instanceof Card) return value.id;
  if (typeof value === "number") return Card.fromId(value).id;
  if (typeof value === "string") return Card.parse(value).id;
  throw new InvalidArgumentError(`a card is a Card, an id or text such as "QS", not ${typeof value}`, 1);
}
