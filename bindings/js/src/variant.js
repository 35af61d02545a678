// Variants: the twelve presets of docs/rules.md section 6 and every rule option, as immutable values.
// A Variant keeps its canonical text and option values; the engine's bzq_variant handle lives
// only for the duration of a call.
import { M, check, heap, readHandle, readText, readU32, withString, STRUCT } from "./engine.js";
import { Card, toCardId } from "./cards.js";
import { InvalidArgumentError } from "./errors.js";
import { BZQ_MAX_PLAYERS, initStruct } from "./structs.js";

// bzq_shape (include/bezique/bezique.h): struct_size, then int32 players, sides, packs,
// hand_size, deck_size, partnerships, side_of[BZQ_MAX_PLAYERS], partner_of[BZQ_MAX_PLAYERS].
const SHAPE_SIZE = 4 + 4 * (6 + 2 * BZQ_MAX_PLAYERS);

/** The shape of the variant `handle` as the engine gives it (bzq_variant_shape). */
function readShape(handle) {
  initStruct(STRUCT, SHAPE_SIZE);
  check(M._bzq_variant_shape(handle, STRUCT));
  const { dv } = heap();
  const at = (i) => dv.getInt32(STRUCT + 4 + 4 * i, true);
  const seats = (first) => Object.freeze(Array.from({ length: BZQ_MAX_PLAYERS }, (_, i) => at(first + i)));
  return Object.freeze({
    players: at(0), sides: at(1), packs: at(2), handSize: at(3), deckSize: at(4), partnerships: at(5) === 1,
    sideOf: seats(6), partnerOf: seats(6 + BZQ_MAX_PLAYERS),
  });
}

function listOf(countFunction, itemFunction) {
  const count = readU32(countFunction);
  return Array.from({ length: count }, (_, i) => itemFunction(i));
}

/** The preset names in the order of docs/rules.md section 6; "two-handed" is the default. */
export const PRESETS = Object.freeze(
  listOf((out) => M._bzq_preset_count(out),
         (i) => readText((buf, size, needed) => M._bzq_preset_name(i, buf, size, needed))));

function optionField(index, field) {
  return readText((buf, size, needed) => M._bzq_option_info(index, field, buf, size, needed));
}

/** Every rule option: its name, type ("int", "bool", "enum(a|b)", "cards", ...) and meaning. */
export const OPTIONS = Object.freeze(
  listOf((out) => M._bzq_option_count(out), (i) => {
    const type = optionField(i, 1);
    const choices = type.startsWith("enum(") && type.endsWith(")") ? type.slice(5, -1).split("|") : [];
    return Object.freeze({ name: optionField(i, 0), type, meaning: optionField(i, 2), choices: Object.freeze(choices) });
  }));
const OPTION_TYPES = new Map(OPTIONS.map((o) => [o.name, o.type]));

function optionText(value) {
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value;
  if (value instanceof Card) return value.text;
  if (Array.isArray(value)) return value.length ? value.map((c) => Card.fromId(toCardId(c)).text).join(":") : "none";
  throw new InvalidArgumentError(`an option value is a number, boolean, string or array of cards, not ${typeof value}`, 1);
}

function optionValue(name, text) {
  const type = OPTION_TYPES.get(name);
  if (type === "int") return Number(text);
  if (type === "bool") return text === "true";
  return text;
}

/** Runs `fn(handle)` with a bzq_variant parsed from `text` and changed by `options`; frees it. */
function withParsedVariant(text, options, fn) {
  const handle = withString(text, (ptr) => readHandle((out) => M._bzq_variant_from_text(ptr, out)));
  try {
    for (const [name, value] of Object.entries(options)) {
      withString(name, (namePtr) =>
        withString(optionText(value), (valuePtr) => check(M._bzq_variant_set(handle, namePtr, valuePtr))));
    }
    check(M._bzq_variant_validate(handle));
    return fn(handle);
  } finally {
    M._bzq_variant_free(handle);
  }
}

/**
 * A complete set of rules: a preset plus options, immutable.
 *
 * `new Variant("two-handed", { target: 1500 })`; the first argument is a preset name or a variant
 * text such as `"two-handed(target=1500, claim=true)"`. Enum options take their value name,
 * `removed` takes cards. An unknown preset or option throws UnknownNameError, an impossible
 * value or combination InvalidVariantError, both with the engine's message.
 */
export class Variant {
  #text;
  #values;
  #shape;

  /**
   * @param {string} [preset] a preset name or variant text
   * @param {Record<string, number|boolean|string|Array<Card|string|number>>} [options]
   */
  constructor(preset = "two-handed", options = {}) {
    if (typeof preset !== "string") throw new InvalidArgumentError("a variant is a preset name or variant text", 1);
    withParsedVariant(preset, options, (handle) => {
      this.#text = readText((buf, size, needed) => M._bzq_variant_text(handle, buf, size, needed));
      this.#values = new Map(OPTIONS.map((o) => [o.name, withString(o.name, (namePtr) =>
        readText((buf, size, needed) => M._bzq_variant_get(handle, namePtr, buf, size, needed)))]));
      this.#shape = readShape(handle);
    });
    Object.freeze(this);
  }

  /** The preset names (PRESETS). */
  static presets() {
    return PRESETS;
  }

  /** Every option a variant has, in the engine's order (OPTIONS). */
  static options() {
    return OPTIONS;
  }

  /** A Variant from a Variant or a preset name / variant text. */
  static from(variant) {
    return variant instanceof Variant ? variant : new Variant(variant);
  }

  /** The canonical text: the preset plus every option that differs from it. */
  get text() {
    return this.#text;
  }

  /** The preset this variant started from. */
  get name() {
    const paren = this.#text.indexOf("(");
    return paren < 0 ? this.#text : this.#text.slice(0, paren);
  }

  /** Players at the table. */
  get players() {
    return this.#shape.players;
  }

  /** Scoring sides: the players, or two partnerships. */
  get sides() {
    return this.#shape.sides;
  }

  /** 32-card packs shuffled together. */
  get packs() {
    return this.#shape.packs;
  }

  /** Cards dealt to each player. */
  get handSize() {
    return this.#shape.handSize;
  }

  /** Cards in the game (packs times 32, less removed cards). */
  get deckSize() {
    return this.#shape.deckSize;
  }

  /** Whether four players play in two partnerships. */
  get partnerships() {
    return this.#shape.partnerships;
  }

  /** The scoring side of a seat, as the engine says (partners share one). */
  sideOf(player) {
    return this.#shape.sideOf[this.#seat(player)];
  }

  /** The partner of a seat, or null without partnerships. */
  partnerOf(player) {
    const partner = this.#shape.partnerOf[this.#seat(player)];
    return partner < 0 ? null : partner;
  }

  #seat(player) {
    if (!Number.isInteger(player) || player < 0 || player >= this.players) {
      throw new InvalidArgumentError(`seat ${String(player)} is not one of the ${this.players} seats`, 101);
    }
    return player;
  }

  /** The value of an option: a number, a boolean or a string. */
  get(option) {
    if (!this.#values.has(option)) {
      // The engine's message, which lists the known options.
      return withParsedVariant(this.#text, {}, (handle) => withString(option, (namePtr) =>
        readText((buf, size, needed) => M._bzq_variant_get(handle, namePtr, buf, size, needed))));
    }
    return optionValue(option, this.#values.get(option));
  }

  /** A new variant with these options changed (this one stays as it is). */
  with(options) {
    return new Variant(this.#text, options);
  }

  /** Every option by name. */
  toObject() {
    return Object.fromEntries([...this.#values].map(([name, text]) => [name, optionValue(name, text)]));
  }

  /** Whether every rule is the same, whatever preset each started from. */
  equals(other) {
    if (!(other instanceof Variant)) return false;
    for (const [name, text] of this.#values) if (other.#values.get(name) !== text) return false;
    return true;
  }

  toString() {
    return this.#text;
  }

  toJSON() {
    return this.#text;
  }
}

/** Runs `fn` with a bzq_variant handle of `variant` (not part of the package's API). */
export function withVariantHandle(variant, fn) {
  return withParsedVariant(variant.text, {}, fn);
}
