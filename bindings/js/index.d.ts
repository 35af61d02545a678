/**
 * bezique: the rules engine for every classic form of Bezique, compiled to WebAssembly.
 *
 * Importing the module instantiates the engine (top-level await); everything it exports is
 * then synchronous. Games and players own WebAssembly memory: free them with `dispose()` or
 * `using`; a FinalizationRegistry frees the ones that are dropped.
 *
 * @packageDocumentation
 */

/** A suit in the notation: spades, hearts, diamonds, clubs. */
export type Suit = "S" | "H" | "D" | "C";
/** A rank in trick-taking order, high to low ("T" is the ten). */
export type Rank = "A" | "T" | "K" | "Q" | "J" | "9" | "8" | "7";
/** A type of decision. */
export type ActionType =
  | "play" | "declare" | "exchange-seven" | "declare-seven" | "carte-blanche" | "pass"
  | "take-top" | "take-turn-up" | "nominate-self" | "nominate-partner" | "claim";
/** A kind of meld (docs/rules.md section 3). */
export type MeldKind =
  | "marriage" | "sequence" | "bezique" | "double-bezique" | "triple-bezique" | "quadruple-bezique"
  | "quintuple-bezique" | "sextuple-bezique" | "four" | "four-trumps" | "five-trumps";
/** Which decision is due. */
export type Phase =
  | "deal" | "carte-blanche" | "play" | "nominate" | "declare" | "repeat" | "last-draw" | "game-over";
/** A kind of event. */
export type EventType =
  | "deal-started" | "turn-up" | "card-drawn" | "card-played" | "trick-won" | "meld-declared"
  | "seven-exchanged" | "carte-blanche" | "trump-fixed" | "points-scored" | "stage-two" | "nominated"
  | "claimed" | "deal-over" | "game-result" | "game-over" | "passed" | "hand-dealt";
/** Why a side scored points. */
export type ScoreReason =
  | "meld" | "seven" | "turn-up-seven" | "carte-blanche" | "last-trick" | "brisques" | "card-points" | "rubicon";
/** A seed: an integer in 0..2**64-1 (a number up to 2**53-1, or a bigint). */
export type Seed = number | bigint;
/** A card given to the engine: a Card, its physical id, or its text ("QS", "10h", "QS.1"). */
export type CardLike = Card | number | string;
/** An option's value: a number, a boolean, an enum's value name, or cards (for `removed`). */
export type OptionValue = number | boolean | string | readonly CardLike[];

/** The suits in the engine's order. */
export const SUITS: readonly Suit[];
/** The ranks in trick-taking order. */
export const RANKS: readonly Rank[];
/** The action types in the engine's order. */
export const ACTION_TYPES: readonly ActionType[];
/** The meld kinds in the engine's order. */
export const MELD_KINDS: readonly MeldKind[];
/** The event types in the engine's order. */
export const EVENT_TYPES: readonly EventType[];
/** The phases in the engine's order. */
export const PHASES: readonly Phase[];
/** The reasons for points in the engine's order ("none" first). */
export const SCORE_REASONS: readonly ("none" | ScoreReason)[];
/** The version of the engine compiled into this package ("MAJOR.MINOR.PATCH"). */
export const version: string;

/** The id of joker 0 in a game with jokers (docs/rules.md section 7); joker k is FIRST_JOKER + k. */
export const FIRST_JOKER: 252;

/** One physical card; copies of a card are different cards (each remembers its melds). A joker
 * (Haitian Bésigue) has no suit and no rank; its ids are ordinary cards (copy 7) in a game
 * without jokers, so the cards a game gives say which they are (`isJoker`). */
export class Card {
  private constructor();
  /** The physical id: copy * 32 + suit * 8 + rank; a joker's is FIRST_JOKER + its number. */
  readonly id: number;
  /** Whether it is a joker. */
  readonly isJoker: boolean;
  /** Which copy of its card (0 in a one-pack game); a joker's number (0..3). */
  readonly copy: number;
  /** Its suit (null for a joker). */
  readonly suit: Suit | null;
  /** Its rank (null for a joker). */
  readonly rank: Rank | null;
  /** The card in the notation without its copy: "QS", "JK". */
  readonly text: string;
  /** The card with its copy, "QS.1", "JK.2", as records and events write it. */
  readonly textWithCopy: string;
  /** A card from its id (0..255), a joker from FIRST_JOKER up when `jokers` (the id is of a
   * game with jokers); InvalidArgumentError otherwise. */
  static fromId(id: number, jokers?: boolean): Card;
  /** Joker `number` (0..3). */
  static joker(number?: number): Card;
  /** A card from its text: "QS", "10h" (copy 0) or "QS.2"; ParseError otherwise (a joker is
   * read by Game.parseCard, which knows the variant). */
  static parse(text: string): Card;
  /** Its text without its copy ("QS"). */
  toString(): string;
  /** Its text with its copy ("QS.1"), so that JSON.stringify keeps copies apart. */
  toJSON(): string;
}

/** A decision: read from legalActions(), parsed from text, or chosen by a Player. */
export class Action {
  private constructor();
  /** What kind of decision it is. */
  readonly type: ActionType;
  /** The meld kind of a declaration, else null. */
  readonly meld: MeldKind | null;
  /** The physical cards it uses. */
  readonly cards: readonly Card[];
  /** Its canonical text ("QS", "marriage KH+QH", "pass"), the form apply() and records take. */
  readonly text: string;
  /** Its index in the legal action list it came from; null for actions read from a record. */
  readonly id: number | null;
  /** Its text. */
  toString(): string;
  /** Its text, so that JSON.stringify writes actions as text. */
  toJSON(): string;
}

/** An action written by the host (apply() checks it like any other). */
export interface ActionInit {
  /** What kind of decision it is. */
  type: ActionType;
  /** The meld kind of a declaration. */
  meld?: MeldKind | null;
  /** The cards it uses. */
  cards?: readonly CardLike[];
}

/** Something that happened: "P1 plays QS", "P0 declares bezique QS+JD for 40". */
export class GameEvent {
  private constructor();
  /** What happened. */
  readonly type: EventType;
  /** The seat that acted, or null where no seat did. */
  readonly player: number | null;
  /** The side of a score or result, or null. */
  readonly side: number | null;
  /** The suit fixed as trumps, or null. */
  readonly suit: Suit | null;
  /** The meld of a declaration, or null. */
  readonly meld: MeldKind | null;
  /** Why points were scored, or null. */
  readonly reason: ScoreReason | null;
  /** Points, a deal or trick number, or a seat, by type. */
  readonly value: number;
  /** The cards (none when redacted). */
  readonly cards: readonly Card[];
  /** How many cards the event has, redacted or not. */
  readonly cardCount: number;
  /** Whether the event is hidden from the other seats (a draw, a dealt hand). */
  readonly hidden: boolean;
  /** Whether its cards were removed because the viewer may not see them. */
  readonly redacted: boolean;
  /** One line of text. */
  readonly text: string;
  /** Its text. */
  toString(): string;
}

/** One rule option of the variants. */
export interface OptionInfo {
  /** The option's name in the variant text ("target"). */
  readonly name: string;
  /** "int", "bool", "enum(a|b|...)", "cards", ... */
  readonly type: string;
  /** One line for people. */
  readonly meaning: string;
  /** The allowed values of an enum option; empty for other types. */
  readonly choices: readonly string[];
}

/** The preset names in the order of docs/rules.md section 6; "two-handed" is the default. */
export const PRESETS: readonly string[];
/** Every rule option, in the engine's order. */
export const OPTIONS: readonly OptionInfo[];

/**
 * A complete set of rules: a preset plus options, immutable.
 *
 * `new Variant("two-handed", { target: 1500 })`; the first argument is a preset name or a variant
 * text such as `"two-handed(target=1500, claim=true)"`. An unknown preset or option throws
 * UnknownNameError, an impossible value or combination InvalidVariantError.
 */
export class Variant {
  constructor(preset?: string, options?: Readonly<Record<string, OptionValue>>);
  /** The preset names (PRESETS). */
  static presets(): readonly string[];
  /** Every option (OPTIONS). */
  static options(): readonly OptionInfo[];
  /** A Variant from a Variant or a preset name / variant text. */
  static from(variant: Variant | string): Variant;
  /** The canonical text: the preset plus every option that differs from it. */
  readonly text: string;
  /** The preset this variant started from. */
  readonly name: string;
  /** Players at the table. */
  readonly players: number;
  /** Scoring sides: the players, or two partnerships. */
  readonly sides: number;
  /** 32-card packs shuffled together. */
  readonly packs: number;
  /** Cards dealt to each player. */
  readonly handSize: number;
  /** Cards in the game (packs times 32, less removed cards). */
  readonly deckSize: number;
  /** Whether four players play in two partnerships. */
  readonly partnerships: boolean;
  /** The scoring side of a seat. */
  sideOf(player: number): number;
  /** The partner of a seat, or null without partnerships. */
  partnerOf(player: number): number | null;
  /** The value of an option; UnknownNameError (listing the options) for an unknown one. */
  get(option: string): number | boolean | string;
  /** A new variant with these options changed. */
  with(options: Readonly<Record<string, OptionValue>>): Variant;
  /** Every option by name. */
  toObject(): Record<string, number | boolean | string>;
  /** Whether every rule is the same, whatever preset each started from. */
  equals(other: unknown): boolean;
  /** Its canonical text. */
  toString(): string;
  /** Its canonical text, so that JSON.stringify writes variants as text. */
  toJSON(): string;
}

/** A card in the trick in progress and the seat that played it. */
export interface TrickCard {
  /** The seat that played it. */
  readonly player: number;
  /** The card. */
  readonly card: Card;
}

/** A declaration of this deal. */
export interface Meld {
  /** Which meld. */
  readonly kind: MeldKind;
  /** The seat that declared it. */
  readonly player: number;
  /** The cards declared. */
  readonly cards: readonly Card[];
  /** Whether one of its cards has been played to a trick. */
  readonly broken: boolean;
}

/** What a meld would score now (Game.evaluateMeld). */
export interface MeldScore {
  /** The meld kind (the highest the cards form, when none was named). */
  readonly kind: MeldKind;
  /** The points it would score now. */
  readonly points: number;
  /** The suit it would fix as trumps, or null. */
  readonly fixesTrump: Suit | null;
}

/**
 * Everything one seat (or a spectator) may see at one moment, and nothing more: a frozen
 * snapshot with no reference to the game. A player's view never holds another player's hidden
 * cards, the stock order or the seed.
 */
export interface View {
  /** The seat this view is for, or null for a spectator. */
  readonly viewer: number | null;
  /** Players at the table. */
  readonly players: number;
  /** Scoring sides. */
  readonly sides: number;
  /** Which decision is due. */
  readonly phase: Phase;
  /** The seat to act, or null once the game is over. */
  readonly currentPlayer: number | null;
  /** The seat that dealt this deal. */
  readonly dealer: number;
  /** The deal in progress, from 0. */
  readonly dealNumber: number;
  /** 1 while the stock lasts, 2 in the play-off. */
  readonly stage: number;
  /** The trump suit, or null while not fixed. */
  readonly trump: Suit | null;
  /** The face-up card under the stock, or null. */
  readonly turnUp: Card | null;
  /** Cards left in the stock, the turn-up included. */
  readonly stockSize: number;
  /** Tricks completed this deal. */
  readonly trickNumber: number;
  /** Whether the game has ended. */
  readonly isOver: boolean;
  /** The winning side once the game is over (null before, or when drawn). */
  readonly winner: number | null;
  /** Whether the game's first bezique has been declared, where it scores `first_bezique_value` (rules 7.3). */
  readonly firstBeziqueScored: boolean;
  /** The viewer's cards, declared ones included (empty for a spectator). */
  readonly hand: readonly Card[];
  /** Every seat's number of cards. */
  readonly handSizes: readonly number[];
  /** Every seat's declared cards lying face up. */
  readonly table: readonly (readonly Card[])[];
  /** The trick in progress, in the order played. */
  readonly trick: readonly TrickCard[];
  /** Every card gone to a trick this deal. */
  readonly played: readonly Card[];
  /** The declarations of this deal. */
  readonly melds: readonly Meld[];
  /** Points per side in this game (cumulative) or deal (rubicon). */
  readonly scores: readonly number[];
  /** Card points won in tricks and not yet scored, per side. */
  readonly won: readonly number[];
  /** Rubicon match points per side. */
  readonly results: readonly number[];
  /** The viewer's legal actions when the viewer is to act. */
  readonly legalActions: readonly Action[];
  /** Every event the viewer may see (hidden cards of others redacted). */
  readonly history: readonly GameEvent[];
  /** A readable summary with the legal moves. */
  readonly text: string;
}

/** An action Game.hint() recommends, and why. */
export interface Hint {
  /** The recommended legal action. */
  readonly action: Action;
  /** only-move, solved (the exact play-off solver), declaration, search, or rule. */
  readonly reason: "only-move" | "solved" | "declaration" | "search" | "rule";
  /** solved: the solver's objective; declaration: its points; search: estimate per mille. */
  readonly value: number;
  /** solved: 1 best play wins the game, -1 it is lost whatever is played; else 0. */
  readonly outcome: number;
  /** solved: positions visited; search: iterations run; else 0. */
  readonly work: number;
  /** One line for people: "KS: search estimate 62% (2000 iterations)". */
  readonly text: string;
}

/** How a finished game ended. */
export interface Outcome {
  /** The winning side, or null for a drawn game. */
  readonly winner: number | null;
  /** Final points per side. */
  readonly scores: readonly number[];
  /** Match points per side (rubicon games). */
  readonly results: readonly number[];
}

/** One step of Game.replay(): the action, the events it caused and the scores after it. */
export interface ReplayStep {
  /** The action. */
  readonly action: Action;
  /** The events it caused (hidden cards shown). */
  readonly events: readonly GameEvent[];
  /** The points per side after it. */
  readonly scores: readonly number[];
}

/** Who sees events: a seat, null for a spectator, or "all" (hidden cards shown). */
export type Viewer = number | null | "all";

/**
 * What a playing loop needs after each decision (Game.turn(), Game.play()). Each Game has one
 * Turn, which turn() and play() update in place and return, so that a loop allocates nothing per
 * decision: read it before the next call, or copy it (`{ ...turn }`) to keep it.
 */
export class Turn {
  private constructor();
  /** The seat to act; -1 when none is: the game is over, or the next deal waits (dealPending). */
  readonly currentPlayer: number;
  /** The number of legal actions of that seat (ids 0 to legalCount - 1); 0 when no seat is to act. */
  readonly legalCount: number;
  /** The deal being played, from 0; once a deal has ended (and the game has not), the next one's. */
  readonly dealNumber: number;
  /** Whether the game has ended. */
  readonly isOver: boolean;
  /** After play() of a decision that ended a deal: the next deal is not dealt yet; the next call
   * that reads the game (turn(), legalActions(), ...) deals it. */
  readonly dealPending: boolean;
  /** The decisions made so far. */
  readonly decisionCount: number;
}

/**
 * A game: the variant, the deals (from a seed or given decks), every action and event.
 *
 * Chance is resolved inside: when a deal ends the next one is dealt from the seed. The same
 * variant, seed and actions give the same events and scores on every platform. An illegal
 * action throws an IllegalActionError (or a subclass) and changes nothing.
 */
export class Game implements Disposable {
  /**
   * A new game; deal n uses `decks[n]` while they last (top card first), then the seeded
   * shuffle. In card text without a copy ("QS" rather than "QS.1") the n-th occurrence of a
   * card is its copy n. `startScores` (one per side, no decks) start the first deal with
   * points: all 0, or the variant's `loser_start_bonus` for the last cent points match's loser.
   */
  constructor(
    variant?: Variant | string,
    options?: { seed?: Seed; decks?: readonly (readonly CardLike[])[]; startScores?: readonly number[] },
  );
  /** Loads a record, replaying and checking every action; RecordError names the line. */
  static fromRecord(text: string): Game;
  /** A game from a state text of `variant` (no history); later deals come from `seed`. */
  static fromState(variant: Variant | string, text: string, options?: { seed?: Seed }): Game;
  /** The record: variant, seed, decks and every action as text. */
  record(): string;
  /** The state text: one position with every hidden field, no history. */
  saveState(): string;
  /** Every field, hidden ones included, as text (servers and debugging). */
  fullText(): string;
  /** Every action so far, as the record holds them. */
  actions(): Action[];
  /** Plays the actions again from the start: each action with its events and the scores after it. */
  replay(): Generator<ReplayStep, void, undefined>;
  /** The rules of this game. */
  readonly variant: Variant;
  /** Whether the variant has jokers (docs/rules.md section 7): its cards know it. */
  readonly hasJokers: boolean;
  /** The card of this game that `text` names: "QS", "QS.2", and with jokers "JK" or "JK.2". */
  parseCard(text: string): Card;
  /** A card of this game as the game names it: "QS", "JK" ("QS.1", "JK.2" with `withCopy`). */
  cardText(card: CardLike, options?: { withCopy?: boolean }): string;
  /** The seed the deals come from. */
  readonly seed: bigint;
  /** The seat to act, or null once the game is over. */
  readonly currentPlayer: number | null;
  /** Whether the game has ended. */
  readonly isOver: boolean;
  /** Which decision is due now. */
  readonly phase: Phase;
  /** The deal in progress, from 0. */
  readonly dealNumber: number;
  /** Points per side in this game (cumulative) or deal (rubicon). */
  scores(): number[];
  /** Card points won in tricks and not yet scored, per side. */
  won(): number[];
  /** Rubicon match points per side. */
  results(): number[];
  /** How the game ended, or null while it goes on. */
  readonly outcome: Outcome | null;
  /** The legal actions of the seat to act, in the engine's order (empty once over). */
  legalActions(): Action[];
  /** How many legal actions there are. */
  readonly legalCount: number;
  /** What `player` (default "master:medium") recommends to `seat` (default: the seat to act), and why. */
  hint(options?: { player?: string; seed?: number | bigint; seat?: number }): Hint;
  /** The decisions made so far (the actions applied; deals are not counted). */
  readonly decisionCount: number;
  /**
   * Takes back the last `count` decisions (default 1) with the deals after them: state, views,
   * events and record exactly as before. More than were made: InvalidArgumentError, no change.
   */
  undo(count?: number): void;
  /** The legal action this text names (ParseError, IllegalActionError). */
  parseAction(text: string): Action;
  /** The turn now: the seat to act, its legal count, the deal, the end (a waiting deal is
   * dealt first). The game's one Turn, updated in place. */
  turn(): Turn;
  /**
   * One call per decision: applies legal action `id` (an index in legalActions()) of `player`
   * (default: the seat to act), checked as apply() checks it, and returns the turn it leads to
   * (the game's one Turn, updated in place). A decision that ends a deal leaves the next deal
   * undealt (dealPending) until the game is next read.
   */
  play(id: number, player?: number): Turn;
  /**
   * Starts a new game in this one: the game `new Game(this.variant, { seed })` makes, without a
   * new WebAssembly object and without parsing or checking the variant again.
   */
  restart(seed?: Seed): void;
  /**
   * Applies a decision: an Action, its text, or its index in legalActions(). `player`
   * (default: the seat to act) is checked: another seat throws OutOfTurnError.
   */
  apply(action: Action | ActionInit | string | number, player?: number): void;
  /** What `player` may declare with these cards now (IllegalActionError with the reason if not). */
  evaluateMeld(player: number, cards: readonly CardLike[], meld?: MeldKind): MeldScore;
  /** Every event of the game as `viewer` sees it (default "all"). */
  events(options?: { viewer?: Viewer }): GameEvent[];
  /** The events of the last action (or of the first deal, before any action). */
  lastEvents(options?: { viewer?: Viewer }): GameEvent[];
  /** What `seat` may see now; null (the default) for a spectator. */
  view(seat?: number | null): View;
  /** One state consistent with what `seat` has seen, the unseen cards shared out from `seed`. */
  determinize(seat: number, options?: { seed?: Seed }): Game;
  /** An independent copy, history included. */
  clone(): Game;
  /** Frees the game's memory now; any later use throws DisposedError. */
  dispose(): void;
  /** dispose(), for `using`. */
  [Symbol.dispose](): void;
  /** Whether dispose() has been called. */
  readonly disposed: boolean;
  toString(): string;
}

/** A player spec with its one-line summary. */
export interface PlayerInfo {
  /** A spec Player accepts ("ismcts:LEVEL"; upper-case words are placeholders). */
  readonly spec: string;
  /** One line about it. */
  readonly summary: string;
}

/** Every player spec ("random", "heuristic", "ismcts", "ismcts:LEVEL", "ismcts:N", "ismcts:Nms",
 * "ismcts:BUDGET:Mms"). */
export function players(): PlayerInfo[];

/** Options of a Player. An ISMCTS player's search stops at its iterations or at its time cap,
 * whichever comes first: `{ iterations: 2000, timeMs: 200 }`. */
export interface PlayerOptions {
  /** The seed of the player's own random generator (default 0). */
  seed?: Seed;
  /** ISMCTS iterations per decision (spec "ismcts" only). */
  iterations?: number;
  /** ISMCTS milliseconds per decision at most (spec "ismcts", "ismcts:LEVEL" or "ismcts:N"); alone
   * with "ismcts", the time is the whole budget. */
  timeMs?: number;
}

/**
 * The count of a Haitian "cent points" match between two players of a game to a target
 * (docs/rules.md 7.5): a game won adds 1 to the winner's count, 2 when the loser ended below
 * `en_bas_table`; the loser goes back to 0; the first to `match_games` wins the match. The last
 * match's loser starts every game with `loser_start_bonus` points (`startScores`).
 */
export class CentPoints implements Disposable {
  /** A match at its start (InvalidVariantError unless two players and a game to a target). */
  constructor(variant?: Variant | string);
  /** Reads `text` back for a match under `variant`; RecordError names the field at fault. */
  static fromText(variant: Variant | string, text: string): CentPoints;
  /** The rules whose options the match counts by. */
  readonly variant: Variant;
  /** Seat `winner` (0 or 1) won a game; the other ended at `loserScore` points (GameOverError after the match). */
  recordGame(winner: number, loserScore: number): void;
  /** Starts the next match once this one is won (WrongPhaseError before). */
  newMatch(): void;
  /** Each seat's count, seat 0 first. */
  readonly counts: readonly number[];
  /** The points each seat starts its next game with. */
  readonly startScores: readonly number[];
  /** Games recorded in this match. */
  readonly games: number;
  /** The seat that won this match, or null while it is being played. */
  readonly winner: number | null;
  /** Whether this match has been won. */
  readonly isOver: boolean;
  /** The seat that lost the last match won and starts its games with the bonus, or null. */
  readonly bonusSeat: number | null;
  /** One line that CentPoints.fromText() reads back. */
  readonly text: string;
  /** Whether both matches are equal in every field, their options included. */
  equals(other: CentPoints): boolean;
  /** An independent copy. */
  clone(): CentPoints;
  /** Frees the match's memory now; any later use throws DisposedError. */
  dispose(): void;
  /** dispose(), for `using`. */
  [Symbol.dispose](): void;
  /** Whether dispose() has been called. */
  readonly disposed: boolean;
  toString(): string;
}

/**
 * An automatic player that decides for the seat to act from that seat's view alone:
 * `new Player("heuristic")`, `new Player("ismcts", { iterations: 2000, seed: 3 })`.
 */
export class Player implements Disposable {
  constructor(spec?: string, options?: PlayerOptions);
  /** The spec it was made from, with a budget folded in ("ismcts:2000", "ismcts:2000:200ms"). */
  readonly spec: string;
  /** The seed its generator started from. */
  readonly seed: bigint;
  /** Its name: the spec with a level resolved ("ismcts:easy" is "ismcts:200"). */
  readonly name: string;
  /** Its decision for the seat to act: one of game.legalActions() (GameOverError once over). */
  choose(game: Game): Action;
  /** The decision as its index in game.legalActions(). */
  chooseId(game: Game): number;
  /** Frees the player's memory now; any later use throws DisposedError. */
  dispose(): void;
  /** dispose(), for `using`. */
  [Symbol.dispose](): void;
  /** Whether dispose() has been called. */
  readonly disposed: boolean;
  toString(): string;
}

/** Statistics of simulate(). Counts are totals over all deals. */
export interface SimulationResult {
  /** The rules played. */
  readonly variant: Variant;
  /** Deals played. */
  readonly deals: number;
  /** The seed of the deals and of the random choices. */
  readonly seed: bigint;
  /** Decisions taken. */
  readonly actions: number;
  /** Tricks played. */
  readonly tricks: number;
  /** Deals that ended the game. */
  readonly gamesOver: number;
  /** Declarations of each kind. */
  readonly melds: Readonly<Record<MeldKind, number>>;
  /** Deals with at least one declaration of each kind. */
  readonly meldDeals: Readonly<Record<MeldKind, number>>;
  /** Points each side scored. */
  readonly pointsBySide: readonly number[];
  /** Deals each side scored most points in. */
  readonly dealWins: readonly number[];
  /** Deals in which the top score was shared. */
  readonly dealTies: number;
  /** Wall time of the call. */
  readonly seconds: number;
  /** Deals per second of wall time. */
  readonly dealsPerSecond: number;
}

/**
 * Plays `deals` independent random deals inside WebAssembly and returns statistics; the
 * result depends only on the arguments (the Python package's simulate() gives the same).
 */
export function simulate(variant?: Variant | string, options?: { deals?: number; seed?: Seed }): SimulationResult;

/** The WebAssembly memory: its size, and what the engine has allocated now. */
export function memoryUsage(): { readonly heapBytes: number; readonly usedBytes: number };

/** The base of every error the engine reports. */
export class BeziqueError extends Error {
  constructor(message: string, code: number);
  /** The C ABI status (BZQ_*). */
  readonly code: number;
  /** The status's short name ("illegal action"). */
  readonly status: string;
}
/** An argument the call cannot use (a seat that does not exist, a bad card id, a bad deck). */
export class InvalidArgumentError extends BeziqueError {}
/** An impossible variant: a bad option value or combination. */
export class InvalidVariantError extends BeziqueError {}
/** No preset, option, player or meld of that name. */
export class UnknownNameError extends InvalidVariantError {}
/** Text that does not follow the notation. */
export class ParseError extends BeziqueError {}
/** An action the rules forbid now; the message gives the reason. */
export class IllegalActionError extends BeziqueError {}
/** An action of a kind that is not due now. */
export class WrongPhaseError extends IllegalActionError {}
/** An action for a player who is not to act. */
export class OutOfTurnError extends IllegalActionError {}
/** An action after the game has ended. */
export class GameOverError extends IllegalActionError {}
/** A saved game or state that does not load. */
export class RecordError extends BeziqueError {}
/** The WebAssembly memory ran out; nothing was changed. */
export class OutOfMemoryError extends BeziqueError {}
/** A bug in the engine. */
export class InternalError extends BeziqueError {}
/** A Game or Player used after dispose(). */
export class DisposedError extends BeziqueError {}
