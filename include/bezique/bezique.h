/** @file
 * bezique.h: the stable C ABI of the bezique rules engine.
 *
 * This header is the product's contract. A program built against 1.0 keeps working with every
 * 1.x: functions, constants and struct layouts here are only ever added to, never changed.
 * C99, no callbacks, only fixed-width integers and plain structs across the boundary, so that
 * C#/Unity (P/Invoke, every struct blittable), SWIG and any FFI can bind it directly.
 *
 * CONVENTIONS
 * - Every function returns a bzq_status (BZQ_OK = 0) unless it only names a constant.
 *   Results go to out-parameters. On failure the out-parameters and the handles are unchanged.
 * - No input from the host can crash or abort the host process: NULL pointers, out-of-range
 *   ids, malformed text and actions out of turn all return a status. No exception crosses.
 * - Errors: bzq_status_string() names a status; bzq_last_error() is the message of the last
 *   failed call on the calling thread (thread-local); bzq_game_message() and friends give the
 *   message of the last failed call on that handle. A message names the problem. It is
 *   UTF-8 that is safe to print or log: input it quotes is cut to 40 characters and its
 *   control characters and invalid UTF-8 are escaped (`\n`, `\u{001B}`, `\xFF`).
 * - Every returned `const char*` belongs to the library; its function's comment says how
 *   long it stays valid (static strings, or until the next failure on the thread or handle).
 * - Strings in are NUL-terminated UTF-8 (ASCII in practice). Text limits: a variant text
 *   4096 bytes, a record 64 MiB, a state text 1 MiB; player specs take 1 to 1000000
 *   iterations or 1 to 60000 ms per decision. Longer or larger input is refused. Strings out go to a caller
 *   buffer: f(..., char* buf, uint32_t size, uint32_t* needed). *needed receives the bytes
 *   the string needs, NUL included. Pass buf = NULL, size = 0 to query the size (BZQ_OK).
 *   If size < *needed the call returns BZQ_BUFFER_TOO_SMALL and writes nothing to buf.
 * - Arrays out work the same way with a capacity in elements and a count.
 * - Structs passed by pointer begin with `uint32_t struct_size`, set by the caller to
 *   sizeof(the struct) before the call, so the struct can grow in later versions: the library
 *   reads and writes only the first struct_size bytes. A smaller size than version 1.0's is
 *   BZQ_BAD_STRUCT_SIZE. bzq_action_init() and friends fill a struct with its size.
 * - Cards are uint8_t physical ids: copy * 32 + suit * 8 + rank, with suit S H D C = 0..3
 *   and rank A T K Q J 9 8 7 = 0..7 (trick-taking order). Copies of a card matter because each
 *   physical card remembers the melds it has been declared in.
 * - Handles are opaque; each has a create and a destroy function, and destroy accepts NULL.
 *
 * THREAD SAFETY
 * The library has no global mutable state (constant tables only; the last-error message is
 * thread-local). Distinct handles are independent and may be used from different threads at
 * once, including handles copied from one another (bzq_game_clone). One handle must not be
 * used from two threads at the same time without the host's own locking: even reading
 * functions record the handle's last message. A view or record handle is a snapshot and does
 * not refer to the game it came from, which may be changed or destroyed meanwhile.
 * A player handle (bzq_player) likewise belongs to one thread at a time: it holds its random
 * generator and, for ISMCTS, search statistics. bzq_player_choose() and bzq_game_determinize()
 * only read the game and record failures on the player (or the thread), never on the game, so
 * several threads may each run their own player on one game at once while nothing changes it.
 *
 * VERSIONING
 * BZQ_VERSION_* (bezique_version.h) describe the header; bzq_version_*() the library loaded
 * at run time. bzq_abi_version() changes only on an incompatible ABI change, together with
 * the major version and the shared library's SONAME (libbezique.so.N, N = the ABI version).
 */
#ifndef BEZIQUE_BEZIQUE_H
#define BEZIQUE_BEZIQUE_H

#include <stdint.h>

#include "bezique/bezique_version.h"
#include "bezique/portability.h"

/* BZQ_API (export) and BZQ_CALL (calling convention) come from portability.h. */

#ifdef __cplusplus
extern "C" {
#endif

/* --------------------------------------------------------------------------------------- */
/** @name Status codes and errors
 * Values 0..11 are those of the C++ bezique::Code; 100 and up are the ABI's.
 * A value never changes meaning.
 * @{ */
/** What a call returns: BZQ_OK or one of the codes below. */
typedef int32_t bzq_status;
/** Status codes (bzq_status values). */
enum {
  BZQ_OK = 0,               /**< success */
  BZQ_INVALID_ARGUMENT = 1, /**< an argument the call cannot use (e.g. a deck that is not one) */
  BZQ_UNKNOWN_NAME = 2,     /**< no preset, option or meld of that name */
  BZQ_PARSE_ERROR = 3,      /**< text that does not follow the notation */
  BZQ_INVALID_VARIANT = 4,  /**< an impossible option value or combination */
  BZQ_ILLEGAL_ACTION = 5,   /**< an action the rules forbid here */
  BZQ_WRONG_PHASE = 6,      /**< no such decision now */
  BZQ_OUT_OF_TURN = 7,      /**< another player is to act */
  BZQ_GAME_OVER = 8,        /**< the game has ended */
  BZQ_CORRUPT_RECORD = 9,   /**< a saved game or state that does not load */
  BZQ_BUFFER_TOO_SMALL = 10,/**< a caller's buffer is too small; *needed says how large */
  BZQ_INTERNAL = 11,        /**< a bug in the library */
  BZQ_NULL_ARGUMENT = 100,  /**< a NULL handle or a NULL pointer that is required */
  BZQ_OUT_OF_RANGE = 101,   /**< an index, id, seat, card or enum value out of range */
  BZQ_OUT_OF_MEMORY = 102,  /**< memory ran out; nothing was changed */
  BZQ_BAD_STRUCT_SIZE = 103 /**< a struct_size smaller than the struct's first version */
};

/** A short fixed name of a status ("illegal action"); "unknown status" for others. Never NULL.
 * The string is static: valid for as long as the library is loaded; do not free it. */
BZQ_API const char* BZQ_CALL bzq_status_string(bzq_status status);
/** The message of the last failed call on this thread ("" if none); never NULL. The string
 * belongs to the library: it stays valid until the next failed call on this thread (or the
 * thread's end), so copy it (or use bzq_last_error_copy) before calling again. */
BZQ_API const char* BZQ_CALL bzq_last_error(void);
/** The status of the last failed call on this thread (BZQ_OK if none). */
BZQ_API bzq_status BZQ_CALL bzq_last_error_status(void);
/** The same message copied into a caller buffer (for hosts that cannot read a char*). Its own
 * failures (BZQ_BUFFER_TOO_SMALL, BZQ_NULL_ARGUMENT) are returned but not recorded. */
BZQ_API bzq_status BZQ_CALL bzq_last_error_copy(char* buf, uint32_t size, uint32_t* needed);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Versions
 * @{ */
/** The version of the library loaded, "MAJOR.MINOR.PATCH" (BZQ_VERSION_STRING is the header's).
 * The string is static: valid for as long as the library is loaded. */
BZQ_API const char* BZQ_CALL bzq_version_string(void);
/** The version of the library loaded as major * 10000 + minor * 100 + patch. */
BZQ_API uint32_t BZQ_CALL bzq_version_number(void);
/** The ABI version of the library loaded; equals BZQ_ABI_VERSION when compatible. */
BZQ_API uint32_t BZQ_CALL bzq_abi_version(void);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Enumerations and constants
 * Stored as uint8_t in structs.
 * @{ */
/** Suits (BZQ_CARD_SUIT()), as in the notation S H D C. */
enum { BZQ_SUIT_SPADES = 0, BZQ_SUIT_HEARTS = 1, BZQ_SUIT_DIAMONDS = 2, BZQ_SUIT_CLUBS = 3 };
/** Ranks (BZQ_CARD_RANK()) in trick-taking order, high to low: A 10 K Q J 9 8 7. */
enum {
  BZQ_RANK_ACE = 0, BZQ_RANK_TEN = 1, BZQ_RANK_KING = 2, BZQ_RANK_QUEEN = 3,
  BZQ_RANK_JACK = 4, BZQ_RANK_NINE = 5, BZQ_RANK_EIGHT = 6, BZQ_RANK_SEVEN = 7
};
/** The physical card id of copy @p copy (0..packs-1) of a suit and rank. */
#define BZQ_CARD(copy, suit, rank) ((uint8_t)((copy) * 32 + (suit) * 8 + (rank)))
/** Which copy of its card a physical card id is. */
#define BZQ_CARD_COPY(card) ((card) / 32)
/** The suit (BZQ_SUIT_*) of a physical card id. */
#define BZQ_CARD_SUIT(card) (((card) % 32) / 8)
/** The rank (BZQ_RANK_*) of a physical card id. */
#define BZQ_CARD_RANK(card) ((card) % 8)
/** The first joker's card id (docs/rules.md section 7). A variant with jokers (option `jokers`,
 * allowed with at most seven packs) deals joker k as card id BZQ_FIRST_JOKER + k: ids of copy 7,
 * which no variant of at most seven packs uses for another card. In eight-deck the same ids are
 * ordinary cards (copy 7), so these ids are jokers only in a game whose variant has jokers
 * (bzq_variant_get(variant, "jokers", ...) is not "0"). A joker has no suit, rank or copy:
 * BZQ_CARD_SUIT(), BZQ_CARD_RANK() and BZQ_CARD_COPY() mean nothing for it, and bzq_card_text()
 * and bzq_card_parse(), which know no variant, do not name it; bzq_game_card_text() and
 * bzq_game_card_parse() name every card of a game as the game does ("JK" for a joker). */
#define BZQ_FIRST_JOKER 252
/** The most jokers a variant deals. */
#define BZQ_MAX_JOKERS 4
/** Whether a card id of a game whose variant has jokers is a joker (see BZQ_FIRST_JOKER). */
#define BZQ_CARD_IS_JOKER(card) ((card) >= BZQ_FIRST_JOKER)
/** The most players at a table: the size of every per-player or per-side array. */
#define BZQ_MAX_PLAYERS 4
/** The most cards an action or a meld uses (sextuple bezique). */
#define BZQ_MAX_MELD_CARDS 12
/** The most cards an event carries (a carte blanche shows a whole hand). */
#define BZQ_MAX_EVENT_CARDS 16
/** The number of meld kinds (BZQ_MELD_MARRIAGE .. BZQ_MELD_FIVE_TRUMPS): the size of the
 * per-kind arrays of bzq_simulation. */
#define BZQ_MELD_KINDS 11

/** Action types (bzq_action.type). Their order is the order of the legal action list: by
 * type, then meld, then cards. */
enum {
  BZQ_ACTION_PLAY = 0,             /**< play cards[0] to the trick */
  BZQ_ACTION_DECLARE = 1,          /**< declare meld `meld` with cards[0..count) */
  BZQ_ACTION_EXCHANGE_SEVEN = 2,   /**< exchange the seven of trumps cards[0] for the turn-up */
  BZQ_ACTION_DECLARE_SEVEN = 3,    /**< declare the seven of trumps cards[0] */
  BZQ_ACTION_CARTE_BLANCHE = 4,    /**< show carte blanche */
  BZQ_ACTION_PASS = 5,             /**< no declaration / decline */
  BZQ_ACTION_TAKE_TOP = 6,         /**< last draw: the face-down card */
  BZQ_ACTION_TAKE_TURN_UP = 7,     /**< last draw: the turn-up */
  BZQ_ACTION_NOMINATE_SELF = 8,    /**< partnership: the trick winner declares */
  BZQ_ACTION_NOMINATE_PARTNER = 9, /**< partnership: the winner's partner declares */
  BZQ_ACTION_CLAIM = 10            /**< fixed point: stop and claim the game */
};
/** Meld kinds (bzq_action.meld, bzq_event.meld, bzq_meld.meld); names by bzq_meld_name(). */
enum {
  BZQ_MELD_MARRIAGE = 0, BZQ_MELD_SEQUENCE = 1, BZQ_MELD_BEZIQUE = 2,
  BZQ_MELD_DOUBLE_BEZIQUE = 3, BZQ_MELD_TRIPLE_BEZIQUE = 4, BZQ_MELD_QUADRUPLE_BEZIQUE = 5,
  BZQ_MELD_QUINTUPLE_BEZIQUE = 6, BZQ_MELD_SEXTUPLE_BEZIQUE = 7,
  BZQ_MELD_FOUR = 8, BZQ_MELD_FOUR_TRUMPS = 9, BZQ_MELD_FIVE_TRUMPS = 10,
  BZQ_MELD_INFER = 255 /**< bzq_game_evaluate_meld: the highest kind the cards form */
};
/** Phases (bzq_info.phase): which decision is due; names by bzq_phase_name(). */
enum {
  BZQ_PHASE_DEAL = 0, BZQ_PHASE_CARTE_BLANCHE = 1, BZQ_PHASE_PLAY = 2, BZQ_PHASE_NOMINATE = 3,
  BZQ_PHASE_DECLARE = 4, BZQ_PHASE_REPEAT = 5, BZQ_PHASE_LAST_DRAW = 6, BZQ_PHASE_GAME_OVER = 7
};
/** Event types (bzq_event.type) and the fields each uses; names by bzq_event_type_name(). */
enum {
  BZQ_EVENT_DEAL_STARTED = 0,    /**< player = dealer, value = deal number (0-based) */
  BZQ_EVENT_TURN_UP = 1,         /**< cards[0] = the turned-up card */
  BZQ_EVENT_CARD_DRAWN = 2,      /**< player drew cards[0] (hidden from the others) */
  BZQ_EVENT_CARD_PLAYED = 3,     /**< player played cards[0] */
  BZQ_EVENT_TRICK_WON = 4,       /**< player won the trick cards[0..count); value = trick number */
  BZQ_EVENT_MELD_DECLARED = 5,   /**< player declared meld with cards; value = points */
  BZQ_EVENT_SEVEN_EXCHANGED = 6, /**< player exchanged cards[0] for the turn-up cards[1] */
  BZQ_EVENT_CARTE_BLANCHE = 7,   /**< player showed cards */
  BZQ_EVENT_TRUMP_FIXED = 8,     /**< suit = trumps */
  BZQ_EVENT_POINTS_SCORED = 9,   /**< side scored value points for reason */
  BZQ_EVENT_STAGE_TWO = 10,      /**< the stock is exhausted; player leads the play-off */
  BZQ_EVENT_NOMINATED = 11,      /**< player named seat `value` to declare */
  BZQ_EVENT_CLAIMED = 12,        /**< player claimed the game; value = counted points */
  BZQ_EVENT_DEAL_OVER = 13,      /**< value = deal number */
  BZQ_EVENT_GAME_RESULT = 14,    /**< side receives value match points */
  BZQ_EVENT_GAME_OVER = 15,      /**< side won (-1: drawn) */
  BZQ_EVENT_PASSED = 16,         /**< player declined */
  BZQ_EVENT_HAND_DEALT = 17      /**< player was dealt cards (hidden from the others) */
};
/** Why a side scored (bzq_event.reason of BZQ_EVENT_POINTS_SCORED); names by bzq_reason_name(). */
enum {
  BZQ_REASON_NONE = 0, BZQ_REASON_MELD = 1, BZQ_REASON_SEVEN = 2, BZQ_REASON_TURN_UP_SEVEN = 3,
  BZQ_REASON_CARTE_BLANCHE = 4, BZQ_REASON_LAST_TRICK = 5, BZQ_REASON_BRISQUES = 6,
  BZQ_REASON_CARD_POINTS = 7, BZQ_REASON_RUBICON = 8
};
/** Event flags (bzq_event.flags): hidden from the other players; cards removed in this view. */
enum { BZQ_EVENT_FLAG_HIDDEN = 1, BZQ_EVENT_FLAG_REDACTED = 2 };
/** Viewers: a seat 0..players-1, or one of these (a spectator; everything, hidden cards included). */
enum { BZQ_SPECTATOR = -1, BZQ_OMNISCIENT = -2 };
/** Which events to read: the whole game, or those the last action caused. */
enum { BZQ_EVENTS_ALL = 0, BZQ_EVENTS_LAST = 1 };
/** Which per-side numbers bzq_game_scores and bzq_view_scores read. */
enum {
  BZQ_SCORES_POINTS = 0,  /**< points in the current game (cumulative) or deal (rubicon) */
  BZQ_SCORES_PENDING = 1, /**< card points won in tricks, not yet scored */
  BZQ_SCORES_RESULTS = 2  /**< rubicon match points */
};
/** bzq_option_info fields. */
enum { BZQ_OPTION_NAME = 0, BZQ_OPTION_TYPE = 1, BZQ_OPTION_MEANING = 2 };
/** bzq_player_info fields: a spec bzq_player_new() accepts, or its one-line summary. */
enum { BZQ_PLAYER_SPEC = 0, BZQ_PLAYER_SUMMARY = 1 };
/** Why bzq_game_hint() recommends an action (bzq_hint.reason). */
enum {
  BZQ_HINT_ONLY_MOVE = 0,   /**< the only legal action */
  BZQ_HINT_SOLVED = 1,      /**< the exact play-off solver's best; value is its objective */
  BZQ_HINT_DECLARATION = 2, /**< a declaration, seven or carte blanche; value is the points it scores */
  BZQ_HINT_SEARCH = 3,      /**< the search's choice; value is its estimate in per mille */
  BZQ_HINT_RULE = 4         /**< a rule-based player's choice (random, heuristic) */
};
/** The size of bzq_hint.text, its terminating NUL included. */
#define BZQ_HINT_TEXT_SIZE 124

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Plain structs
 * Each begins with struct_size (see CONVENTIONS).
 * @{ */

/** A decision. Read from the legal action list, parsed from text, or filled by the host. */
typedef struct bzq_action {
  uint32_t struct_size; /**< sizeof(bzq_action) */
  uint8_t type;         /**< BZQ_ACTION_* */
  uint8_t meld;         /**< BZQ_MELD_* (declarations only, else 0) */
  uint8_t count;        /**< cards used, 0..12 */
  uint8_t reserved;     /**< 0 */
  uint8_t cards[BZQ_MAX_MELD_CARDS]; /**< the physical cards used: the first `count` */
} bzq_action;

/** Something that happened. Cards of a hidden event are removed (count kept) in a view of a
 * player who may not see them, and BZQ_EVENT_FLAG_REDACTED is set. */
typedef struct bzq_event {
  uint32_t struct_size; /**< sizeof(bzq_event) */
  uint8_t type;         /**< BZQ_EVENT_* */
  int8_t player;        /**< seat, or -1 */
  int8_t side;          /**< side, or -1 */
  int8_t suit;          /**< BZQ_SUIT_*, or -1 */
  uint8_t meld;         /**< BZQ_MELD_* */
  uint8_t reason;       /**< BZQ_REASON_* */
  uint8_t count;        /**< cards */
  uint8_t flags;        /**< BZQ_EVENT_FLAG_* */
  int32_t value;         /**< points, a deal or trick number or a seat, by type */
  uint8_t cards[BZQ_MAX_EVENT_CARDS]; /**< the cards: the first `count` (none when redacted) */
} bzq_event;

/** A declaration on the table. */
typedef struct bzq_meld {
  uint32_t struct_size; /**< sizeof(bzq_meld) */
  uint8_t meld;         /**< BZQ_MELD_* */
  int8_t player;        /**< the seat that declared it */
  uint8_t count;        /**< cards in it */
  uint8_t broken;       /**< 1 once a card of it has been played */
  uint8_t cards[BZQ_MAX_MELD_CARDS]; /**< the physical cards declared: the first `count` */
} bzq_meld;

/** What a meld would score now. */
typedef struct bzq_meld_score {
  uint32_t struct_size; /**< sizeof(bzq_meld_score) */
  uint8_t meld;         /**< the kind (inferred with BZQ_MELD_INFER) */
  int8_t fixes_trump;   /**< the suit it would fix as trumps, or -1 */
  uint8_t reserved[2];  /**< 0 */
  int32_t points;       /**< the points it would score */
} bzq_meld_score;

/** The public facts of a game at one moment. */
typedef struct bzq_info {
  uint32_t struct_size;   /**< sizeof(bzq_info) */
  int32_t players;        /**< players at the table */
  int32_t sides;          /**< 2 in partnerships, else players */
  int32_t phase;          /**< BZQ_PHASE_* */
  int32_t current_player; /**< the seat to act, or -1 when the game is over */
  int32_t dealer;         /**< the seat that dealt this deal */
  int32_t deal_number;    /**< 0-based */
  int32_t stage;          /**< 1 while the stock lasts, 2 in the play-off */
  int32_t trump;          /**< BZQ_SUIT_*, or -1 while not fixed */
  int32_t turn_up;        /**< the face-up card under the stock, or -1 */
  int32_t stock_size;     /**< cards left in the stock, the turn-up included */
  int32_t trick_number;   /**< tricks completed this deal */
  int32_t is_over;        /**< 1 once the game has ended */
  int32_t winner;         /**< the winning side once over; -1 before or when drawn */
  int32_t viewer;         /**< views: the seat, BZQ_SPECTATOR; games: BZQ_OMNISCIENT */
  /** 1 once the game's first bezique has been declared, where it scores `first_bezique_value`
   * (docs/rules.md 7.3); always 0 in other variants. A later field: a caller built against a
   * header without it (struct_size 60) gets the fields above only. */
  int32_t first_bezique_scored;
} bzq_info;

/** What a host's playing loop needs after each decision, without the rest of bzq_info
 * (bzq_game_turn(), bzq_game_play()). */
typedef struct bzq_turn {
  uint32_t struct_size;    /**< sizeof(bzq_turn) */
  int32_t current_player;  /**< the seat to act; -1 when none is: the game is over, or the next
                                deal waits (deal_pending) */
  uint32_t legal_count;    /**< the seat's legal actions (ids 0..legal_count-1); 0 when no seat is
                                to act */
  int32_t deal_number;     /**< the deal being played, 0-based; once a deal has ended (and the game
                                has not), the next one's, dealt or not */
  int32_t is_over;         /**< 1 once the game has ended */
  int32_t deal_pending;    /**< 1 when the last decision ended a deal whose successor (from the
                                seed) is not dealt yet: the next call that reads the game deals it
                                (bzq_game_turn(), bzq_game_info(), bzq_game_legal_count(), ...) */
  uint32_t decision_count; /**< the decisions made so far (bzq_game_decision_count()) */
} bzq_turn;

/** The shape of a variant's table (bzq_variant_shape()): what a host lays out before any game
 * exists, so that no host derives seats and sides itself. */
typedef struct bzq_shape {
  uint32_t struct_size; /**< sizeof(bzq_shape) */
  int32_t players;      /**< players at the table, 2 to 4 */
  int32_t sides;        /**< scoring sides: 2 in partnerships, else one per player */
  int32_t packs;        /**< 32-card packs shuffled together */
  int32_t hand_size;    /**< cards dealt to each player */
  int32_t deck_size;    /**< cards in the game: packs * 32 less the removed ones */
  int32_t partnerships; /**< 1 when four players play in two sides, partners sitting opposite */
  int32_t side_of[BZQ_MAX_PLAYERS];    /**< the side of each seat; -1 past `players` */
  int32_t partner_of[BZQ_MAX_PLAYERS]; /**< the partner of each seat; -1 without one */
} bzq_shape;

/** What bzq_simulate() counts over the deals it played. Every count is a sum over deals, so the
 * counts of a run are the sums of the counts of any split of its deals. */
typedef struct bzq_simulation {
  uint32_t struct_size;  /**< sizeof(bzq_simulation) */
  uint32_t reserved;     /**< 0 (the counts that follow are 8-byte aligned in every host) */
  int64_t deals;         /**< deals played */
  int64_t actions;       /**< decisions taken */
  int64_t tricks;        /**< tricks played */
  int64_t games_over;    /**< deals that ended their game (a target reached, a one-deal rubicon game) */
  int64_t melds[BZQ_MELD_KINDS];      /**< declarations of each kind (BZQ_MELD_*) */
  int64_t meld_deals[BZQ_MELD_KINDS]; /**< deals with at least one declaration of each kind */
  int64_t points[BZQ_MAX_PLAYERS];    /**< points each side scored in the deals; 0 past `sides` */
  int64_t deal_wins[BZQ_MAX_PLAYERS]; /**< deals each side scored most points in */
  int64_t deal_ties;     /**< deals two or more sides scored most points in */
} bzq_simulation;

/** A recommended action and why (bzq_game_hint()). */
typedef struct bzq_hint {
  uint32_t struct_size; /**< sizeof(bzq_hint) */
  uint32_t action_id;   /**< the action's id in the game's legal list (bzq_game_apply_id()) */
  bzq_action action;    /**< the action */
  int32_t reason;       /**< BZQ_HINT_* */
  int32_t value;        /**< SOLVED: the solver's objective for the seat's side (docs/players.md);
                             DECLARATION: points; SEARCH: estimate in per mille; else 0 */
  int32_t outcome;      /**< SOLVED: 1 best play wins the game, -1 the game is lost whatever is
                             played, 0 otherwise; 0 for the other reasons */
  uint32_t work;        /**< SOLVED: positions visited; SEARCH: iterations run (both capped at
                             UINT32_MAX); else 0 */
  char text[BZQ_HINT_TEXT_SIZE]; /**< one line for people, printable ASCII, NUL-terminated:
                                      "KS: search estimate 62% (2000 iterations)" */
} bzq_hint;

/** Fill struct_size (and zero the rest): call before passing a struct to the library. This one
 * fills a bzq_action; the ones below fill the other structs. */
BZQ_API void BZQ_CALL bzq_action_init(bzq_action* action);
/** Sets struct_size of a bzq_event and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_event_init(bzq_event* event);
/** Sets struct_size of a bzq_meld and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_meld_init(bzq_meld* meld);
/** Sets struct_size of a bzq_meld_score and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_meld_score_init(bzq_meld_score* score);
/** Sets struct_size of a bzq_info and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_info_init(bzq_info* info);
/** Sets struct_size of a bzq_shape and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_shape_init(bzq_shape* shape);
/** Sets struct_size of a bzq_turn and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_turn_init(bzq_turn* turn);
/** Sets struct_size of a bzq_simulation and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_simulation_init(bzq_simulation* simulation);
/** Sets struct_size of a bzq_hint and zeroes the rest. */
BZQ_API void BZQ_CALL bzq_hint_init(bzq_hint* hint);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Names and cards
 * Returned names are static strings; NULL for an out-of-range value.
 * @{ */
/** The name of an action type (BZQ_ACTION_*): "play", "carte-blanche". Static: valid for as
 * long as the library is loaded; NULL for an out-of-range value. */
BZQ_API const char* BZQ_CALL bzq_action_type_name(int32_t type);
/** The name of a meld kind (BZQ_MELD_*): "double-bezique". Static, as above; NULL if out of range. */
BZQ_API const char* BZQ_CALL bzq_meld_name(int32_t meld);
/** The name of an event type (BZQ_EVENT_*): "trick-won". Static, as above; NULL if out of range. */
BZQ_API const char* BZQ_CALL bzq_event_type_name(int32_t type);
/** The name of a phase (BZQ_PHASE_*): "declare". Static, as above; NULL if out of range. */
BZQ_API const char* BZQ_CALL bzq_phase_name(int32_t phase);
/** The name of a score reason (BZQ_REASON_*): "last-trick". Static, as above; NULL if out of range. */
BZQ_API const char* BZQ_CALL bzq_reason_name(int32_t reason);
/** A meld kind by its name ("four-trumps"); BZQ_UNKNOWN_NAME otherwise. */
BZQ_API bzq_status BZQ_CALL bzq_meld_from_name(const char* name, uint8_t* meld);
/** "QS", or with_copy != 0 "QS.1". It knows no variant, so it names a joker's id as the card of
 * copy 7 that the id is in eight-deck: name the cards of a game with bzq_game_card_text(). */
BZQ_API bzq_status BZQ_CALL bzq_card_text(uint8_t card, int32_t with_copy, char* buf, uint32_t size,
                                          uint32_t* needed);
/** Parses "QS", "10h" (copy 0) or "QS.2" (copy 2) into a physical id. */
BZQ_API bzq_status BZQ_CALL bzq_card_parse(const char* text, uint8_t* card);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Variants
 * Presets, options and their text form `preset(option=value, ...)`.
 * @{ */
/** A rules configuration (opaque): a preset, possibly with options changed. */
typedef struct bzq_variant bzq_variant;

/** The number of presets (12: docs/rules.md section 6). */
BZQ_API bzq_status BZQ_CALL bzq_preset_count(uint32_t* count);
/** The name of preset `index` in the order of docs/rules.md section 6 ("two-handed" first). */
BZQ_API bzq_status BZQ_CALL bzq_preset_name(uint32_t index, char* buf, uint32_t size, uint32_t* needed);
/** The number of options (bzq_option_info() indexes them). */
BZQ_API bzq_status BZQ_CALL bzq_option_count(uint32_t* count);
/** Option `index`'s name, type ("int", "bool", "enum(a|b)", ...) or meaning (BZQ_OPTION_*). */
BZQ_API bzq_status BZQ_CALL bzq_option_info(uint32_t index, int32_t field, char* buf, uint32_t size,
                                            uint32_t* needed);
/** The index of an option by name. */
BZQ_API bzq_status BZQ_CALL bzq_option_find(const char* name, uint32_t* index);

/** A preset by name (NULL or "" is "two-handed"). */
BZQ_API bzq_status BZQ_CALL bzq_variant_new(const char* preset, bzq_variant** out);
/** Parses and validates `preset(option=value, ...)`. */
BZQ_API bzq_status BZQ_CALL bzq_variant_from_text(const char* text, bzq_variant** out);
/** An independent copy of a variant. */
BZQ_API bzq_status BZQ_CALL bzq_variant_clone(const bzq_variant* variant, bzq_variant** out);
/** Frees a variant (NULL is allowed); games made from it keep their own copy. */
BZQ_API void BZQ_CALL bzq_variant_free(bzq_variant* variant);
/** The message of the last failed call on this variant ("" if none); never NULL. The string
 * belongs to the handle: valid until the next call on this variant that fails, or until
 * bzq_variant_free(). */
BZQ_API const char* BZQ_CALL bzq_variant_message(const bzq_variant* variant);
/** The canonical text: the preset name plus every option that differs from it. */
BZQ_API bzq_status BZQ_CALL bzq_variant_text(const bzq_variant* variant, char* buf, uint32_t size,
                                             uint32_t* needed);
/** Every option as "name=value" lines. */
BZQ_API bzq_status BZQ_CALL bzq_variant_describe(const bzq_variant* variant, char* buf, uint32_t size,
                                                 uint32_t* needed);
/** One option's value as text (the syntax bzq_variant_set takes). */
BZQ_API bzq_status BZQ_CALL bzq_variant_get(const bzq_variant* variant, const char* option, char* buf,
                                            uint32_t size, uint32_t* needed);
/** Sets one option from text. The whole variant is validated by bzq_variant_validate and when
 * a game starts, so options that depend on each other can be set one at a time. */
BZQ_API bzq_status BZQ_CALL bzq_variant_set(bzq_variant* variant, const char* option, const char* value);
/** BZQ_OK, or BZQ_INVALID_VARIANT with a message naming the option. */
BZQ_API bzq_status BZQ_CALL bzq_variant_validate(bzq_variant* variant);
/** The shape of the variant's table: players, sides, the side and partner of each seat, packs,
 * hand and deck sizes. BZQ_INVALID_VARIANT (with the option at fault) for a variant that does
 * not validate. */
BZQ_API bzq_status BZQ_CALL bzq_variant_shape(const bzq_variant* variant, bzq_shape* out);

/** Simulation: plays deals `first` to `first + deals - 1` of a run of the variant seeded with
 * `seed` inside the library and counts what happened (`out`). Deal i is the first deal of a
 * fresh game, dealt from the deck of deal i of a game seeded with `seed` (docs/determinism.md)
 * and played by uniformly random legal actions drawn from a stream of its own, so the counts
 * depend only on the arguments, the same on every platform, and any range of a run's deals can be
 * played apart. BZQ_INVALID_VARIANT for a variant that does not validate; BZQ_OUT_OF_RANGE when
 * `first + deals` exceeds 2^31 - 1 (deal numbers are below 2^31). */
BZQ_API bzq_status BZQ_CALL bzq_simulate(const bzq_variant* variant, uint32_t deals, uint64_t seed, uint32_t first,
                                         bzq_simulation* out);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Games
 * A game with its history. Chance is resolved inside: after each action a due deal
 * is dealt from the seed (or the next explicit deck). The player to act never is chance.
 * @{ */
/** A game with its history (opaque): state, seed, actions, events. */
typedef struct bzq_game bzq_game;

/** A new game whose deals come from `seed` (docs/determinism.md). */
BZQ_API bzq_status BZQ_CALL bzq_game_new(const bzq_variant* variant, uint64_t seed, bzq_game** out);
/** A new game whose first deals come from explicit deck orders: `deck_count` decks of the
 * variant's deck size, concatenated in `cards` (physical ids, top of the deal first); later
 * deals come from `seed`. */
BZQ_API bzq_status BZQ_CALL bzq_game_new_with_decks(const bzq_variant* variant, uint64_t seed,
                                                    const uint8_t* cards, uint32_t card_count,
                                                    uint32_t deck_count, bzq_game** out);
/** The same with decks as text: one deck a line, cards as types ("AS TS KS ..."), the n-th
 * occurrence of a card being its copy n. */
BZQ_API bzq_status BZQ_CALL bzq_game_new_with_deck_text(const bzq_variant* variant, uint64_t seed,
                                                        const char* decks, bzq_game** out);
/** Starts a new game in `game`: the game bzq_game_new() would make with this game's variant and
 * `seed`, in the same handle. The old game's actions, events, decks and start scores are gone
 * (views and records taken from it stay valid). The variant, checked when the game was made, is
 * not copied or checked again: for a host that plays many games in a row (a simulation, a
 * benchmark, a server's table), one handle instead of one per game. On failure
 * (BZQ_OUT_OF_MEMORY) the game is unchanged. */
BZQ_API bzq_status BZQ_CALL bzq_game_restart(bzq_game* game, uint64_t seed);
/** An independent copy (for search or speculation). */
BZQ_API bzq_status BZQ_CALL bzq_game_clone(const bzq_game* game, bzq_game** out);
/** Frees a game (NULL is allowed). Views and records taken from it stay valid. */
BZQ_API void BZQ_CALL bzq_game_free(bzq_game* game);
/** The message of the last failed call on this game ("" if none); never NULL. The string
 * belongs to the handle: valid until the next call on this game that fails, or until
 * bzq_game_free(). */
BZQ_API const char* BZQ_CALL bzq_game_message(const bzq_game* game);
/** A copy of the game's variant. */
BZQ_API bzq_status BZQ_CALL bzq_game_variant(const bzq_game* game, bzq_variant** out);
/** The seed the game's deals come from. */
BZQ_API bzq_status BZQ_CALL bzq_game_seed(const bzq_game* game, uint64_t* seed);
/** The public facts of the game now (bzq_info.viewer is BZQ_OMNISCIENT). */
BZQ_API bzq_status BZQ_CALL bzq_game_info(const bzq_game* game, bzq_info* info);
/** Per-side numbers (BZQ_SCORES_*), `sides` of them, scored as docs/rules.md section 5 says. */
BZQ_API bzq_status BZQ_CALL bzq_game_scores(const bzq_game* game, int32_t which, int32_t* values,
                                            uint32_t capacity, uint32_t* count);

/** Legal actions of the player to act, in a stable order; an action's id is its index. The
 * list is empty once the game is over. What is legal is docs/rules.md section 2 (the play-off duties:
 * docs/rules.md 2.8) and, for declarations, docs/rules.md section 3 and docs/rules.md section 4. */
BZQ_API bzq_status BZQ_CALL bzq_game_legal_count(const bzq_game* game, uint32_t* count);
/** Legal action `id` (0..count-1). */
BZQ_API bzq_status BZQ_CALL bzq_game_legal_action(const bzq_game* game, uint32_t id, bzq_action* out);
/** Every legal action in one call: element `id` of `actions` receives legal action `id`, as
 * bzq_game_legal_action() would write it. Arrays out as in CONVENTIONS: *count receives the
 * number of legal actions; actions = NULL with capacity = 0 asks for it (BZQ_OK), and a
 * capacity below it is BZQ_BUFFER_TOO_SMALL with nothing written. The structs' size is read
 * from actions[0].struct_size (bzq_action_init() it; the others need not be): it is the
 * array's stride, so an array of an older or newer header's bzq_action works, and every
 * element written gets that struct_size. */
BZQ_API bzq_status BZQ_CALL bzq_game_legal_actions(const bzq_game* game, bzq_action* actions, uint32_t capacity,
                                                   uint32_t* count);
/** The canonical text of legal action `id` ("QS", "marriage KH+QH", "pass"). */
BZQ_API bzq_status BZQ_CALL bzq_game_legal_text(const bzq_game* game, uint32_t id, char* buf, uint32_t size,
                                                uint32_t* needed);
/** The id of a legal action; BZQ_ILLEGAL_ACTION (with the reason) if it is not legal now. A
 * declaration's cards may come in any order, and any copy interchangeable with the one offered
 * stands for it (as in bzq_game_apply_action()). */
BZQ_API bzq_status BZQ_CALL bzq_game_action_id(const bzq_game* game, const bzq_action* action, uint32_t* id);
/** The text of an action of the player to act. */
BZQ_API bzq_status BZQ_CALL bzq_game_action_text(const bzq_game* game, const bzq_action* action, char* buf,
                                                 uint32_t size, uint32_t* needed);
/** Parses action text for the player to act into a legal action (BZQ_PARSE_ERROR for text
 * that is not notation, BZQ_ILLEGAL_ACTION / BZQ_WRONG_PHASE for one the rules forbid now). */
BZQ_API bzq_status BZQ_CALL bzq_game_parse_action(const bzq_game* game, const char* text, bzq_action* out);

/** Apply a decision of `player`: BZQ_OUT_OF_TURN if another seat is to act, BZQ_GAME_OVER
 * after the end; an illegal action changes nothing and the status says why. */
BZQ_API bzq_status BZQ_CALL bzq_game_apply_id(bzq_game* game, int32_t player, uint32_t id);
/** Applies a host-filled action of `player` (checked like bzq_game_apply_id()). A declaration's
 * cards may come in any order ([QH, KH] is the marriage KH+QH), and any copy interchangeable
 * with the one offered stands for it; the game records the action as the legal list offers it. */
BZQ_API bzq_status BZQ_CALL bzq_game_apply_action(bzq_game* game, int32_t player, const bzq_action* action);
/** Parses and applies action text of `player` ("QS", "marriage KH+QH", "pass"; cards in the
 * notation of docs/rules.md section 1), checked like bzq_game_apply_id(). */
BZQ_API bzq_status BZQ_CALL bzq_game_apply_text(bzq_game* game, int32_t player, const char* text);
/** The turn now (bzq_turn): the seat to act, its number of legal actions, the deal, the end. A
 * waiting deal is dealt first, so current_player is a seat until the game is over. */
BZQ_API bzq_status BZQ_CALL bzq_game_turn(const bzq_game* game, bzq_turn* turn);
/** One call per decision for a host's playing loop: bzq_game_apply_id() (checked the same way),
 * then the turn it leads to into `turn` (NULL: not asked for). A decision that ends a deal does
 * not deal the next one from the seed: turn->deal_pending is 1 (current_player -1, legal_count
 * 0, deal_number the next deal's) and the next call that reads the game deals it, so a loop that
 * stops at the end of a deal pays for no deal it does not play:
 *
 *     bzq_turn t; bzq_turn_init(&t); bzq_game_turn(g, &t);
 *     for (int32_t deal = t.deal_number; !t.is_over && t.deal_number == deal;)
 *       bzq_game_play(g, t.current_player, pick(t.legal_count), &t);
 *
 * On failure the game and *turn are unchanged. */
BZQ_API bzq_status BZQ_CALL bzq_game_play(bzq_game* game, int32_t player, uint32_t id, bzq_turn* turn);

/** The decisions made in the game so far (the actions applied; the deals are not counted). */
BZQ_API bzq_status BZQ_CALL bzq_game_decision_count(const bzq_game* game, uint32_t* count);
/** Takes back the last `count` decisions, with the deals dealt after them: the state, every
 * seat's view, the events and the record become exactly what they were before them (0 changes
 * nothing). BZQ_INVALID_ARGUMENT, changing nothing, for more decisions than were made. The
 * automatic players' random streams (bzq_player) are theirs, not the game's: undo does not
 * rewind them. */
BZQ_API bzq_status BZQ_CALL bzq_game_undo(bzq_game* game, uint32_t count);

/** Meld validation as a pure query: may `player` declare `meld` (or BZQ_MELD_INFER) with these
 * cards? Whose turn it is and the phase are ignored; the cards and the rules of melds (docs/rules.md
 * section 3) and re-use (docs/rules.md section 4) are checked. BZQ_ILLEGAL_ACTION with the reason if not. */
BZQ_API bzq_status BZQ_CALL bzq_game_evaluate_meld(const bzq_game* game, int32_t player, uint8_t meld,
                                                   const uint8_t* cards, uint32_t count, bzq_meld_score* out);

/** Events, polled. viewer: BZQ_OMNISCIENT (everything), BZQ_SPECTATOR or a seat (hidden cards
 * redacted). scope: BZQ_EVENTS_ALL (the whole game, the first deal's included) or
 * BZQ_EVENTS_LAST (those caused by the last action, or the first deal before any action). */
BZQ_API bzq_status BZQ_CALL bzq_game_event_count(const bzq_game* game, int32_t viewer, int32_t scope,
                                                 uint32_t* count);
/** Event `index` (0..count-1) of bzq_game_event_count()'s list, as `viewer` sees it. */
BZQ_API bzq_status BZQ_CALL bzq_game_event(const bzq_game* game, int32_t viewer, int32_t scope, uint32_t index,
                                           bzq_event* out);
/** One line of text: "P1 plays QS", "P0 declares bezique QS+JD for 40". */
BZQ_API bzq_status BZQ_CALL bzq_game_event_text(const bzq_game* game, int32_t viewer, int32_t scope,
                                                uint32_t index, char* buf, uint32_t size, uint32_t* needed);

/** Save and load. A record (variant, seed, decks, actions as text) replays on loading with
 * every action checked. A state text holds one position with every hidden field, no
 * history: a game loaded from it has no earlier events or actions, deals later deals from
 * `seed`, and saves as a state, not as a record (BZQ_WRONG_PHASE). */
BZQ_API bzq_status BZQ_CALL bzq_game_save_record(const bzq_game* game, char* buf, uint32_t size,
                                                 uint32_t* needed);
/** A game replayed from a record, every action checked (BZQ_CORRUPT_RECORD names the line). */
BZQ_API bzq_status BZQ_CALL bzq_game_load_record(const char* text, bzq_game** out);
/** The state text of the game: one position with every hidden field, no history. */
BZQ_API bzq_status BZQ_CALL bzq_game_save_state(const bzq_game* game, char* buf, uint32_t size,
                                                uint32_t* needed);
/** A game from state text of `variant`; later deals come from `seed`. */
BZQ_API bzq_status BZQ_CALL bzq_game_load_state(const bzq_variant* variant, const char* text, uint64_t seed,
                                                bzq_game** out);
/** Every field, hidden ones included, as text (servers and debugging). */
BZQ_API bzq_status BZQ_CALL bzq_game_full_text(const bzq_game* game, char* buf, uint32_t size,
                                               uint32_t* needed);
/** A card of this game as the game names it: "QS", "JK" for a joker (docs/rules.md section 7), or
 * with with_copy != 0 "QS.1", "JK.2". BZQ_INVALID_ARGUMENT for an id that is no card of the game. */
BZQ_API bzq_status BZQ_CALL bzq_game_card_text(const bzq_game* game, uint8_t card, int32_t with_copy, char* buf,
                                               uint32_t size, uint32_t* needed);
/** Parses a card of this game: "QS", "10h" (copy 0), "QS.2", and in a variant with jokers "JK"
 * (joker 0) or "JK.2". BZQ_PARSE_ERROR for text that names no card, BZQ_INVALID_ARGUMENT for a
 * card the game does not have. */
BZQ_API bzq_status BZQ_CALL bzq_game_card_parse(const bzq_game* game, const char* text, uint8_t* card);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Views
 * A snapshot of what one seat (or a spectator) may see. A player's view never holds a
 * card that player cannot see.
 * @{ */
/** What one seat or a spectator may see at one moment (opaque snapshot). */
typedef struct bzq_view bzq_view;

/** A view of the game for `viewer`: a seat 0..players-1, or BZQ_SPECTATOR. */
BZQ_API bzq_status BZQ_CALL bzq_game_view(const bzq_game* game, int32_t viewer, bzq_view** out);
/** Frees a view (NULL is allowed). */
BZQ_API void BZQ_CALL bzq_view_free(bzq_view* view);
/** The message of the last failed call on this view ("" if none); never NULL. The string
 * belongs to the handle: valid until the next call on this view that fails, or until
 * bzq_view_free(). */
BZQ_API const char* BZQ_CALL bzq_view_message(const bzq_view* view);
/** The public facts as the view saw them (bzq_info.viewer is the view's viewer). */
BZQ_API bzq_status BZQ_CALL bzq_view_info(const bzq_view* view, bzq_info* info);
/** The viewer's hand (declared cards included); empty for a spectator. */
BZQ_API bzq_status BZQ_CALL bzq_view_hand(const bzq_view* view, uint8_t* cards, uint32_t capacity,
                                          uint32_t* count);
/** Every player's number of cards. */
BZQ_API bzq_status BZQ_CALL bzq_view_hand_sizes(const bzq_view* view, int32_t* sizes, uint32_t capacity,
                                                uint32_t* count);
/** A player's declared cards on the table. */
BZQ_API bzq_status BZQ_CALL bzq_view_table(const bzq_view* view, int32_t player, uint8_t* cards,
                                           uint32_t capacity, uint32_t* count);
/** The trick in progress, in order: who played (players, may be NULL) and what (cards). */
BZQ_API bzq_status BZQ_CALL bzq_view_trick(const bzq_view* view, int8_t* players, uint8_t* cards,
                                           uint32_t capacity, uint32_t* count);
/** Every card gone to a trick this deal. */
BZQ_API bzq_status BZQ_CALL bzq_view_played(const bzq_view* view, uint8_t* cards, uint32_t capacity,
                                            uint32_t* count);
/** Per-side numbers (BZQ_SCORES_*), `sides` of them, scored as docs/rules.md section 5 says. */
BZQ_API bzq_status BZQ_CALL bzq_view_scores(const bzq_view* view, int32_t which, int32_t* values,
                                            uint32_t capacity, uint32_t* count);
/** The declarations of this deal. */
BZQ_API bzq_status BZQ_CALL bzq_view_meld_count(const bzq_view* view, uint32_t* count);
/** Declaration `index` (0..count-1) of this deal. */
BZQ_API bzq_status BZQ_CALL bzq_view_meld(const bzq_view* view, uint32_t index, bzq_meld* out);
/** The viewer's legal actions when the viewer is to act (ids as in bzq_game_legal_action). */
BZQ_API bzq_status BZQ_CALL bzq_view_legal_count(const bzq_view* view, uint32_t* count);
/** The viewer's legal action `id`. */
BZQ_API bzq_status BZQ_CALL bzq_view_legal_action(const bzq_view* view, uint32_t id, bzq_action* out);
/** The canonical text of the viewer's legal action `id`. */
BZQ_API bzq_status BZQ_CALL bzq_view_legal_text(const bzq_view* view, uint32_t id, char* buf, uint32_t size,
                                                uint32_t* needed);
/** The game's events as this viewer sees them. */
BZQ_API bzq_status BZQ_CALL bzq_view_event_count(const bzq_view* view, uint32_t* count);
/** Event `index` (0..count-1) as this viewer sees it. */
BZQ_API bzq_status BZQ_CALL bzq_view_event(const bzq_view* view, uint32_t index, bzq_event* out);
/** Readable text: hand, table, trick, scores, legal moves. */
BZQ_API bzq_status BZQ_CALL bzq_view_text(const bzq_view* view, char* buf, uint32_t size, uint32_t* needed);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Records
 * A verified saved game, for review and replay.
 * @{ */
/** A verified game record (opaque): variant, seed, decks and actions. */
typedef struct bzq_record bzq_record;

/** Parses a record and replays it, checking every action. */
BZQ_API bzq_status BZQ_CALL bzq_record_from_text(const char* text, bzq_record** out);
/** The record of a game so far (BZQ_WRONG_PHASE for a game loaded from a state). */
BZQ_API bzq_status BZQ_CALL bzq_game_record(const bzq_game* game, bzq_record** out);
/** Frees a record (NULL is allowed). */
BZQ_API void BZQ_CALL bzq_record_free(bzq_record* record);
/** The message of the last failed call on this record ("" if none); never NULL. The string
 * belongs to the handle: valid until the next call on this record that fails, or until
 * bzq_record_free(). */
BZQ_API const char* BZQ_CALL bzq_record_message(const bzq_record* record);
/** The record as text (the form bzq_record_from_text() reads). */
BZQ_API bzq_status BZQ_CALL bzq_record_text(const bzq_record* record, char* buf, uint32_t size,
                                            uint32_t* needed);
/** A copy of the record's variant. */
BZQ_API bzq_status BZQ_CALL bzq_record_variant(const bzq_record* record, bzq_variant** out);
/** The record's seed. */
BZQ_API bzq_status BZQ_CALL bzq_record_seed(const bzq_record* record, uint64_t* seed);
/** The number of actions in the record. */
BZQ_API bzq_status BZQ_CALL bzq_record_action_count(const bzq_record* record, uint32_t* count);
/** Action `index` (0..count-1) of the record. */
BZQ_API bzq_status BZQ_CALL bzq_record_action(const bzq_record* record, uint32_t index, bzq_action* out);
/** The text of action `index`, as the record holds it. */
BZQ_API bzq_status BZQ_CALL bzq_record_action_text(const bzq_record* record, uint32_t index, char* buf,
                                                   uint32_t size, uint32_t* needed);
/** The game after the first `actions` actions of the record (0..action count). */
BZQ_API bzq_status BZQ_CALL bzq_record_replay(const bzq_record* record, uint32_t actions, bzq_game** out);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Players
 * The engine's automatic players (docs/players.md): random, heuristic and ISMCTS. A player
 * decides for the seat to act from that seat's view only (its hand, the table, the played
 * cards and its redacted history), never from the hidden cards. Its randomness comes from
 * a generator seeded at creation and owned by the handle: the same spec, seed and sequence
 * of calls give the same choices on every platform and in every binding (except the
 * time-budgeted "ismcts:Nms", and an "ismcts:N:Mms" whose time cap is reached: both depend on
 * the machine).
 * @{ */
/** An automatic player with its own seeded random generator (opaque). */
typedef struct bzq_player bzq_player;

/** The number of player specs listed by bzq_player_info() (not the players at a table). */
BZQ_API bzq_status BZQ_CALL bzq_player_count(uint32_t* count);
/** Player spec `index`'s text ("heuristic", "ismcts:LEVEL", ...) or its one-line summary
 * (BZQ_PLAYER_SPEC or BZQ_PLAYER_SUMMARY). Upper-case words are placeholders: "ismcts:N"
 * stands for "ismcts:500". */
BZQ_API bzq_status BZQ_CALL bzq_player_info(uint32_t index, int32_t field, char* buf, uint32_t size,
                                            uint32_t* needed);
/** A player from its spec: "random", "heuristic", "ismcts", "ismcts:easy" (or medium, hard,
 * expert), "ismcts:N" (N iterations per decision, 1 to 1000000), "ismcts:Nms" (N
 * milliseconds, 1 to 60000), or a level or N iterations with a time cap, "ismcts:hard:200ms" /
 * "ismcts:N:Mms" (the search stops at whichever comes first); names ignore case. BZQ_UNKNOWN_NAME for another spec,
 * BZQ_INVALID_ARGUMENT for a budget out of range (the message gives the range). Its choices
 * draw on a generator seeded with `seed` (the engine's Rng, docs/determinism.md). */
BZQ_API bzq_status BZQ_CALL bzq_player_new(const char* spec, uint64_t seed, bzq_player** out);
/** Frees a player (NULL is allowed). */
BZQ_API void BZQ_CALL bzq_player_free(bzq_player* player);
/** The message of the last failed call on this player ("" if none); never NULL. The string
 * belongs to the handle: valid until the next call on this player that fails, or until
 * bzq_player_free(). */
BZQ_API const char* BZQ_CALL bzq_player_message(const bzq_player* player);
/** The player's name: its spec with a level resolved ("ismcts:easy" is "ismcts:200"). */
BZQ_API bzq_status BZQ_CALL bzq_player_name(const bzq_player* player, char* buf, uint32_t size,
                                            uint32_t* needed);
/** The player's decision for the seat to act in `game`, made from that seat's view alone.
 * `out` receives one of the game's legal actions and `id` (may be NULL) its id, ready for
 * bzq_game_apply_id(). The game is not changed: apply the action yourself. BZQ_GAME_OVER
 * once the game has ended. On failure `out`, `id` and the player's generator are unchanged.
 * An ISMCTS decision takes a while (about 2 ms for "ismcts:easy" and 100 ms for the default
 * 10,000 iterations in two-handed play on a desktop core; more in the larger presets). */
BZQ_API bzq_status BZQ_CALL bzq_player_choose(bzq_player* player, const bzq_game* game, bzq_action* out,
                                              uint32_t* id);
/** The action `player` (a spec as bzq_player_new() takes; NULL or "" for "master:medium")
 * recommends to `seat`, the seat to act, decided from that seat's view alone with a generator
 * seeded with `seed`, and why (bzq_hint): the exact solver's value in a two-player play-off,
 * a declaration and its points, or the search's estimate. The game is not changed.
 * BZQ_GAME_OVER once the game has ended, BZQ_OUT_OF_TURN when another seat is to act,
 * BZQ_OUT_OF_RANGE for a seat that is not one, and bzq_player_new()'s statuses for a bad spec.
 * It takes as long as that player's decision. */
BZQ_API bzq_status BZQ_CALL bzq_game_hint(const bzq_game* game, int32_t seat, const char* player, uint64_t seed,
                                          bzq_hint* out);
/** A new game holding one state sampled from what `seat` has seen: the seat's own cards,
 * everything shown, played or declared, and what its opponents' plays prove, are where the
 * seat saw them; only the cards it could not see (other hands, the stock below the turn-up)
 * are shared out at random. The sample and the deals after this one follow from `seed`
 * alone, never from the game's seed. The new game holds no history: it has no earlier
 * events or actions, saves as a state rather than a record, and cannot itself be
 * determinized again. BZQ_OUT_OF_RANGE for a seat that is not one; BZQ_WRONG_PHASE once the
 * game is over; BZQ_INVALID_ARGUMENT for a game without the history of its current deal
 * (one loaded from a state text). For information-set search: sample, play out, repeat. */
BZQ_API bzq_status BZQ_CALL bzq_game_determinize(const bzq_game* game, int32_t seat, uint64_t seed,
                                                 bzq_game** out);

/** @} */

/* --------------------------------------------------------------------------------------- */
/** @name Cent points match
 * The "cent points" match of docs/rules.md 7.5, kept across games by a host that plays one
 * between two players of a game to a target: a game won adds 1 to the winner's count, 2 when
 * the loser ended below the variant's `en_bas_table`; the loser's count goes back to 0; the
 * first to reach `match_games` wins the match. The last match's loser starts every game with
 * `loser_start_bonus` points (bzq_cent_points_start_scores(), bzq_game_new_with_scores()).
 * @{ */
/** The count of a cent points match (opaque): a small value, saved as one line of text. */
typedef struct bzq_cent_points bzq_cent_points;

/** A match at its start under the variant's options. BZQ_INVALID_VARIANT for a variant that
 * does not validate, or that is not a game to a target between two players. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_new(const bzq_variant* variant, bzq_cent_points** out);
/** Reads bzq_cent_points_text()'s line for a match under `variant`; BZQ_CORRUPT_RECORD names
 * the field at fault for text that is not one, or that no match reaches. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_from_text(const bzq_variant* variant, const char* text,
                                                      bzq_cent_points** out);
/** An independent copy. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_clone(const bzq_cent_points* match, bzq_cent_points** out);
/** Frees a match (NULL is allowed). */
BZQ_API void BZQ_CALL bzq_cent_points_free(bzq_cent_points* match);
/** The message of the last failed call on this match ("" if none); never NULL. The string
 * belongs to the handle: valid until the next call on this match that fails, or until
 * bzq_cent_points_free(). */
BZQ_API const char* BZQ_CALL bzq_cent_points_message(const bzq_cent_points* match);
/** Records a finished game: seat `winner` (0 or 1) won it, the other player ended at
 * `loser_score` points. BZQ_OUT_OF_RANGE for another seat; BZQ_GAME_OVER once the match is
 * won (bzq_cent_points_new_match()). A refused call changes nothing. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_record_game(bzq_cent_points* match, int32_t winner, int32_t loser_score);
/** Starts the next match: the counts go back to 0, the last match's loser keeps the start
 * bonus. BZQ_WRONG_PHASE while the match is still being played. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_new_match(bzq_cent_points* match);
/** The two counts, seat 0's first (the array convention of bzq_game_scores()). */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_counts(const bzq_cent_points* match, int32_t* values, uint32_t capacity,
                                                   uint32_t* count);
/** The points each seat starts its next game with: `loser_start_bonus` for the last match's
 * loser, 0 otherwise (for bzq_game_new_with_scores()). */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_start_scores(const bzq_cent_points* match, int32_t* values,
                                                         uint32_t capacity, uint32_t* count);
/** The games recorded in this match, the seat that won it (-1 while it is being played) and
 * the seat that starts its games with the bonus (-1 before any match is won). Each output may
 * be NULL. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_state(const bzq_cent_points* match, int32_t* games, int32_t* winner,
                                                  int32_t* bonus_seat);
/** The match as one line of text, the form bzq_cent_points_from_text() reads. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_text(const bzq_cent_points* match, char* buf, uint32_t size,
                                                 uint32_t* needed);
/** *equal = 1 when both matches are equal in every field (their options included), else 0. */
BZQ_API bzq_status BZQ_CALL bzq_cent_points_equal(const bzq_cent_points* a, const bzq_cent_points* b, int32_t* equal);
/** A new game (as bzq_game_new()) whose first deal starts at `scores` points, one per side:
 * all 0, or the variant's `loser_start_bonus` for one player (bzq_cent_points_start_scores()).
 * Its record keeps them. BZQ_INVALID_ARGUMENT for any other scores. */
BZQ_API bzq_status BZQ_CALL bzq_game_new_with_scores(const bzq_variant* variant, uint64_t seed, const int32_t* scores,
                                                     uint32_t count, bzq_game** out);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* BEZIQUE_BEZIQUE_H */
