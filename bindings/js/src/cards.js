// Cards: physical card ids (copy * 32 + suit * 8 + rank, include/bezique/bezique.h) as small
// frozen objects, one per id, made once.
import { M, check, heap, readText, withString, OUT } from "./engine.js";
import { InvalidArgumentError } from "./errors.js";

/** Suits in the engine's order: spades, hearts, diamonds, clubs. */
export const SUITS = Object.freeze(["S", "H", "D", "C"]);
/** Ranks in trick-taking order, high to low (T is the ten). */
export const RANKS = Object.freeze(["A", "T", "K", "Q", "J", "9", "8", "7"]);

/** One physical card. `text` is its notation ("QS"); `id` tells copies apart. */
export class Card {
  /** @internal */
  constructor(id) {
    /** The physical id: copy * 32 + suit * 8 + rank. */
    this.id = id;
    /** Which copy of its card (0 in a one-pack game). */
    this.copy = Math.floor(id / 32);
    /** "S", "H", "D" or "C". */
    this.suit = SUITS[Math.floor((id % 32) / 8)];
    /** "A", "T", "K", "Q", "J", "9", "8" or "7". */
    this.rank = RANKS[id % 8];
    /** The card in the notation, without its copy: "QS". */
    this.text = readText((buf, size, needed) => M._bzq_card_text(id, 0, buf, size, needed));
    Object.freeze(this);
  }

  /** The card with its copy, "QS.1", as records and events write it. */
  get textWithCopy() {
    return `${this.text}.${this.copy}`;
  }

  /** A card from its id (0..255). */
  static fromId(id) {
    if (!Number.isInteger(id) || id < 0 || id > 255) {
      throw new InvalidArgumentError(`a card id lies in 0..255, not ${String(id)}`, 101);
    }
    return CARDS[id];
  }

  /** A card from its text: "QS", "10h" (copy 0) or "QS.2" (copy 2). */
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

/** The card of an id the engine gave. */
export function card(id) {
  return CARDS[id];
}

/** A card given by the caller: a Card, its id, or its text. */
export function toCardId(value) {
  if (value instanceof Card) return value.id;
  if (typeof value === "number") return Card.fromId(value).id;
  if (typeof value === "string") return Card.parse(value).id;
  throw new InvalidArgumentError(`a card is a Card, an id or text such as "QS", not ${typeof value}`, 1);
}
