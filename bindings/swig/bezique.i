/* bezique.i: the SWIG interface of the bezique C ABI (include/bezique/bezique.h), for the hosts
 * that have no hand-written binding (Java is generated and tested; Go, Ruby, Lua, Tcl, ... can be
 * generated from this same file).
 *
 * The ABI's conventions become the host's own:
 * - the opaque handles become classes (Variant, Game, View, Record, Player) whose destructor frees them;
 * - a failed call raises the host's exception with "<status name>: <engine message>"
 *   (SWIG's exception.i: an index error for BZQ_OUT_OF_RANGE, a value error for bad arguments,
 *   names and text, a runtime error otherwise); last_error_status() gives the exact status;
 * - strings out (caller buffers) are returned as host strings; arrays out are read by index;
 * - the plain structs (Action, Event, Meld, MeldScore, Info, Shape, Simulation) are value
 *   classes whose constructor sets struct_size; their card arrays are read with card(i) / set
 *   with set_card, their per-seat, per-side and per-kind arrays with side(seat), meld(kind) ...
 * Nothing is ever called back from native code. */
%module bezique

%{
#include <stdlib.h>
#include <string.h>
#include "bezique/bezique.h"

/* The status of the last call made through this interface on this thread; %exception reads it. */
static _Thread_local bzq_status bzqs_status = BZQ_OK;

static int bzqs_check(bzq_status s) {
  bzqs_status = s;
  return s == BZQ_OK;
}

/* Whether a game's variant has jokers (docs/rules.md section 7): then ids BZQ_FIRST_JOKER.. are jokers. */
static int bzqs_jokers_in(const bzq_game* game) {
  bzq_variant* v = NULL;
  char jokers[8] = "0";
  uint32_t needed = 0;
  if (!bzqs_check(bzq_game_variant(game, &v))) return 0;
  if (!bzqs_check(bzq_variant_get(v, "jokers", jokers, sizeof jokers, &needed))) jokers[0] = '0';
  bzq_variant_free(v);
  return strcmp(jokers, "0") != 0;
}

/* Strings out: ask the size, then fill a buffer of that size, returned to the host and freed by
 * the wrapper (%newobject). EXPR calls the ABI with `buf`, `size` and `&needed`. */
#define BZQS_STRING(EXPR)                                        \
  do {                                                           \
    char* buf = NULL;                                            \
    uint32_t size = 0, needed = 0;                               \
    if (!bzqs_check(EXPR)) return NULL;                          \
    size = needed;                                               \
    buf = (char*)malloc(size ? size : 1);                        \
    if (!buf) {                                                  \
      bzqs_check(BZQ_OUT_OF_MEMORY);                             \
      return NULL;                                               \
    }                                                            \
    if (!bzqs_check(EXPR)) {                                     \
      free(buf);                                                 \
      return NULL;                                               \
    }                                                            \
    return buf;                                                  \
  } while (0)

/* Arrays out are read by index: the whole array into a local buffer, then element i. */
#define BZQS_CARDS_CAPACITY 256
#define BZQS_ELEMENT(TYPE, CALL, INDEX)                                                \
  do {                                                                                 \
    TYPE items[BZQS_CARDS_CAPACITY];                                                   \
    uint32_t count = 0;                                                                \
    if (!bzqs_check(CALL)) return 0;                                                   \
    if ((INDEX) < 0 || (uint32_t)(INDEX) >= count) {                                   \
      bzqs_check(BZQ_OUT_OF_RANGE);                                                    \
      return 0;                                                                        \
    }                                                                                  \
    return items[INDEX];                                                               \
  } while (0)
#define BZQS_COUNT(TYPE, CALL)                                                         \
  do {                                                                                 \
    TYPE items[BZQS_CARDS_CAPACITY];                                                   \
    uint32_t count = 0;                                                                \
    (void)items;                                                                       \
    if (!bzqs_check(CALL)) return 0;                                                   \
    return (int)count;                                                                 \
  } while (0)
%}

%include "exception.i"
%include "stdint.i"

%{
static int bzqs_swig_error(bzq_status s) {
  switch (s) {
    case BZQ_OUT_OF_RANGE: return SWIG_IndexError;
    case BZQ_OUT_OF_MEMORY: return SWIG_MemoryError;
    case BZQ_INVALID_ARGUMENT: case BZQ_UNKNOWN_NAME: case BZQ_PARSE_ERROR: case BZQ_INVALID_VARIANT:
    case BZQ_NULL_ARGUMENT: case BZQ_BAD_STRUCT_SIZE: return SWIG_ValueError;
    default: return SWIG_RuntimeError;
  }
}

/* "<status name>: <engine message>"; the message of the thread's last failed ABI call. */
static const char* bzqs_message(bzq_status s) {
  static _Thread_local char text[1024];
  const char* detail = bzq_last_error_status() == s ? bzq_last_error() : "";
  strncpy(text, bzq_status_string(s), sizeof text - 1);
  text[sizeof text - 1] = '\0';
  if (detail && *detail) {
    strncat(text, ": ", sizeof text - strlen(text) - 1);
    strncat(text, detail, sizeof text - strlen(text) - 1);
  }
  return text;
}
%}

%exception {
  bzqs_status = BZQ_OK;
  $action
  if (bzqs_status != BZQ_OK) {
    SWIG_exception(bzqs_swig_error(bzqs_status), bzqs_message(bzqs_status));
  }
}

/* 64-bit seeds as the host's signed 64-bit integer (Java long): the bits are the seed. */
%apply long long { uint64_t };

/* Strings returned by the helpers below are the wrapper's to free. */
%typemap(newfree) char* "free($1);";

#ifdef SWIGJAVA
/* Java style: Game.legalCount(), Info.getCurrentPlayer(). */
%rename("%(lowercamelcase)s", %$isfunction) "";
%rename("%(lowercamelcase)s", %$isvariable) "";
#endif

/* Every bzq_ function of the header is reached through the classes and functions below, not
 * wrapped raw (out-parameters and caller buffers do not map to most hosts). The header is read
 * for its constants and plain structs. */
%rename("$ignore", %$isfunction, regextarget=1) "^bzq_";
%immutable bzq_action::struct_size;
%immutable bzq_event::struct_size;
%immutable bzq_meld::struct_size;
%immutable bzq_meld_score::struct_size;
%immutable bzq_info::struct_size;
%immutable bzq_shape::struct_size;
%immutable bzq_simulation::struct_size;
%immutable bzq_hint::struct_size;
%immutable bzq_turn::struct_size;
%immutable bzq_hint::text;
%ignore bzq_action::cards;
%ignore bzq_event::cards;
%ignore bzq_meld::cards;
%ignore bzq_action::reserved;
%ignore bzq_meld_score::reserved;
%ignore bzq_shape::side_of;
%ignore bzq_shape::partner_of;
%ignore bzq_simulation::reserved;
%ignore bzq_simulation::melds;
%ignore bzq_simulation::meld_deals;
%ignore bzq_simulation::points;
%ignore bzq_simulation::deal_wins;

%rename(Action) bzq_action;
%rename(Event) bzq_event;
%rename(Meld) bzq_meld;
%rename(MeldScore) bzq_meld_score;
%rename(Info) bzq_info;
%rename(Shape) bzq_shape;
%rename(Simulation) bzq_simulation;
%rename(Hint) bzq_hint;
%rename(Turn) bzq_turn;
%rename(Variant) bzqs_variant;
%rename(Game) bzqs_game;
%rename(View) bzqs_view;
%rename(Record) bzqs_record;
%rename(Player) bzqs_player;
%rename(CentPoints) bzqs_cent_points;

#define BZQ_API
#define BZQ_CALL
%include "bezique/bezique.h"

#ifdef SWIGJAVA
/* The handle classes free their native object in close() (try-with-resources) or delete(). */
%define BZQS_CLOSEABLE(TYPE)
%typemap(javainterfaces) TYPE, struct TYPE "AutoCloseable";
%typemap(javacode) TYPE, struct TYPE %{
  /** Frees the native object now (the same as delete()). */
  @Override
  public void close() { delete(); }
%}
%enddef
BZQS_CLOSEABLE(bzqs_variant)
BZQS_CLOSEABLE(bzqs_game)
BZQS_CLOSEABLE(bzqs_view)
BZQS_CLOSEABLE(bzqs_record)
BZQS_CLOSEABLE(bzqs_player)
BZQS_CLOSEABLE(bzqs_cent_points)
#endif

/* The opaque handles, declared as (empty) structs for SWIG only, so that they become classes.
 * SWIG names a class's C helpers <struct>_<method>; the bzqs_ names keep those apart from the
 * ABI's own bzq_ functions, and are the same types in C (#define below). */
%{
#define bzqs_variant bzq_variant
#define bzqs_game bzq_game
#define bzqs_view bzq_view
#define bzqs_record bzq_record
#define bzqs_player bzq_player
#define bzqs_cent_points bzq_cent_points
%}
struct bzqs_variant {};
struct bzqs_game {};
%nodefaultctor bzqs_view; /* views come from Game.view() */
struct bzqs_view {};
struct bzqs_record {};
struct bzqs_player {};
struct bzqs_cent_points {};


%define BZQS_CARDS(TYPE, MAX)
%extend TYPE {
  /* Card i of the struct's cards (0 <= i < count). */
  int card(int i) {
    if (i < 0 || i >= $self->count || i >= MAX) { bzqs_check(BZQ_OUT_OF_RANGE); return 0; }
    return $self->cards[i];
  }
  void set_card(int i, int card) {
    if (i < 0 || i >= MAX || card < 0 || card > 255) { bzqs_check(BZQ_OUT_OF_RANGE); return; }
    $self->cards[i] = (uint8_t)card;
  }
}
%enddef
BZQS_CARDS(bzq_action, BZQ_MAX_MELD_CARDS)
BZQS_CARDS(bzq_event, BZQ_MAX_EVENT_CARDS)
BZQS_CARDS(bzq_meld, BZQ_MAX_MELD_CARDS)

%extend bzq_action { bzq_action() { bzq_action* p = (bzq_action*)calloc(1, sizeof *p); if (p) bzq_action_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; } }
%extend bzq_event { bzq_event() { bzq_event* p = (bzq_event*)calloc(1, sizeof *p); if (p) bzq_event_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; } }
%extend bzq_meld { bzq_meld() { bzq_meld* p = (bzq_meld*)calloc(1, sizeof *p); if (p) bzq_meld_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; } }
%extend bzq_meld_score { bzq_meld_score() { bzq_meld_score* p = (bzq_meld_score*)calloc(1, sizeof *p); if (p) bzq_meld_score_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; } }
%extend bzq_info { bzq_info() { bzq_info* p = (bzq_info*)calloc(1, sizeof *p); if (p) bzq_info_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; } }
%extend bzq_turn { bzq_turn() { bzq_turn* p = (bzq_turn*)calloc(1, sizeof *p); if (p) bzq_turn_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; } }
%extend bzq_shape {
  bzq_shape() { bzq_shape* p = (bzq_shape*)calloc(1, sizeof *p); if (p) bzq_shape_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; }
  /* The side of seat `seat`, and its partner (-1 without partnerships): side_of[seat], partner_of[seat]. */
  int side(int seat) { if (seat < 0 || seat >= $self->players) { bzqs_check(BZQ_OUT_OF_RANGE); return -1; } return $self->side_of[seat]; }
  int partner(int seat) { if (seat < 0 || seat >= $self->players) { bzqs_check(BZQ_OUT_OF_RANGE); return -1; } return $self->partner_of[seat]; }
}
%extend bzq_simulation {
  bzq_simulation() { bzq_simulation* p = (bzq_simulation*)calloc(1, sizeof *p); if (p) bzq_simulation_init(p); else bzqs_check(BZQ_OUT_OF_MEMORY); return p; }
  /* Declarations of meld kind `kind` (BZQ_MELD_*), and the deals with at least one. */
  long long meld(int kind) { if (kind < 0 || kind >= BZQ_MELD_KINDS) { bzqs_check(BZQ_OUT_OF_RANGE); return 0; } return $self->melds[kind]; }
  long long meld_deal(int kind) { if (kind < 0 || kind >= BZQ_MELD_KINDS) { bzqs_check(BZQ_OUT_OF_RANGE); return 0; } return $self->meld_deals[kind]; }
  /* Points side `side` scored, and the deals it scored most in. */
  long long point(int side) { if (side < 0 || side >= BZQ_MAX_PLAYERS) { bzqs_check(BZQ_OUT_OF_RANGE); return 0; } return $self->points[side]; }
  long long deal_win(int side) { if (side < 0 || side >= BZQ_MAX_PLAYERS) { bzqs_check(BZQ_OUT_OF_RANGE); return 0; } return $self->deal_wins[side]; }
}

%newobject bzqs_variant::clone;
%newobject bzqs_variant::text;
%newobject bzqs_variant::describe;
%newobject bzqs_variant::get;
%extend bzqs_variant {
  /* A preset by name ("two-handed", "rubicon", ...). */
  bzqs_variant(const char* preset) { bzqs_variant* v = NULL; bzqs_check(bzq_variant_new(preset, &v)); return v; }
  ~bzqs_variant() { bzq_variant_free($self); }
  bzqs_variant* clone() { bzqs_variant* v = NULL; bzqs_check(bzq_variant_clone($self, &v)); return v; }
  char* text() { BZQS_STRING(bzq_variant_text($self, buf, size, &needed)); }
  char* describe() { BZQS_STRING(bzq_variant_describe($self, buf, size, &needed)); }
  char* get(const char* option) { BZQS_STRING(bzq_variant_get($self, option, buf, size, &needed)); }
  void set(const char* option, const char* value) { bzqs_check(bzq_variant_set($self, option, value)); }
  void validate() { bzqs_check(bzq_variant_validate($self)); }
  /* The table's shape: players, sides, the side and partner of each seat, packs and sizes. */
  bzq_shape shape() { bzq_shape s; bzq_shape_init(&s); bzqs_check(bzq_variant_shape($self, &s)); return s; }
  /* Plays deals first .. first + deals - 1 of a random-play run seeded with `seed` and counts them. */
  bzq_simulation simulate(int deals, uint64_t seed, int first) {
    bzq_simulation r;
    bzq_simulation_init(&r);
    if (deals < 0 || first < 0) { bzqs_check(BZQ_OUT_OF_RANGE); return r; }
    bzqs_check(bzq_simulate($self, (uint32_t)deals, seed, (uint32_t)first, &r));
    return r;
  }
}

%define BZQS_ACTION_OUT(NAME, CALL)
bzq_action NAME {
  bzq_action a;
  bzq_action_init(&a);
  bzqs_check(CALL);
  return a;
}
%enddef
%define BZQS_EVENT_OUT(NAME, CALL)
bzq_event NAME {
  bzq_event e;
  bzq_event_init(&e);
  bzqs_check(CALL);
  return e;
}
%enddef
%define BZQS_INFO_OUT(CALL)
bzq_info info() {
  bzq_info i;
  bzq_info_init(&i);
  bzqs_check(CALL);
  return i;
}
%enddef

%newobject bzqs_game::clone;
%newobject bzqs_game::variant;
%newobject bzqs_game::view;
%newobject bzqs_game::record;
%newobject bzqs_game::legal_text;
%newobject bzqs_game::action_text;
%newobject bzqs_game::event_text;
%newobject bzqs_game::save_record;
%newobject bzqs_game::save_state;
%newobject bzqs_game::full_text;
%newobject bzqs_game::card_text;
%extend bzqs_game {
  /* A new game whose deals come from `seed`. */
  bzqs_game(const bzqs_variant* variant, uint64_t seed) { bzqs_game* g = NULL; bzqs_check(bzq_game_new(variant, seed, &g)); return g; }
  ~bzqs_game() { bzq_game_free($self); }
  bzqs_game* clone() { bzqs_game* g = NULL; bzqs_check(bzq_game_clone($self, &g)); return g; }
  /* A new game of this variant from `seed` in this one (bzq_game_restart()): many games, one handle. */
  void restart(uint64_t seed) { bzqs_check(bzq_game_restart($self, seed)); }
  bzqs_variant* variant() { bzqs_variant* v = NULL; bzqs_check(bzq_game_variant($self, &v)); return v; }
  uint64_t seed() { uint64_t s = 0; bzqs_check(bzq_game_seed($self, &s)); return s; }
  BZQS_INFO_OUT(bzq_game_info($self, &i))
  /* One side's number: which = BZQ_SCORES_POINTS, _PENDING or _RESULTS. */
  int score(int which, int side) { BZQS_ELEMENT(int32_t, bzq_game_scores($self, which, items, BZQ_MAX_PLAYERS, &count), side); }
  int legal_count() { uint32_t n = 0; bzqs_check(bzq_game_legal_count($self, &n)); return (int)n; }
  BZQS_ACTION_OUT(legal_action(int id), id < 0 ? BZQ_OUT_OF_RANGE : bzq_game_legal_action($self, (uint32_t)id, &a))
  char* legal_text(int id) { BZQS_STRING(id < 0 ? BZQ_OUT_OF_RANGE : bzq_game_legal_text($self, (uint32_t)id, buf, size, &needed)); }
  int action_id(const bzq_action* action) { uint32_t id = 0; bzqs_check(bzq_game_action_id($self, action, &id)); return (int)id; }
  char* action_text(const bzq_action* action) { BZQS_STRING(bzq_game_action_text($self, action, buf, size, &needed)); }
  BZQS_ACTION_OUT(parse_action(const char* text), bzq_game_parse_action($self, text, &a))
  void apply_id(int player, int id) { bzqs_check(id < 0 ? BZQ_OUT_OF_RANGE : bzq_game_apply_id($self, player, (uint32_t)id)); }
  /* The turn now: the seat to act, its legal count, the deal, the end (a waiting deal is dealt). */
  bzq_turn turn() {
    bzq_turn t;
    bzq_turn_init(&t);
    bzqs_check(bzq_game_turn($self, &t));
    return t;
  }
  /* apply_id() and the turn it leads to, in one call (bzq_game_play(): a deal that ends leaves
   * the next one waiting, deal_pending, until the game is next read). */
  bzq_turn play(int player, int id) {
    bzq_turn t;
    bzq_turn_init(&t);
    bzqs_check(id < 0 ? BZQ_OUT_OF_RANGE : bzq_game_play($self, player, (uint32_t)id, &t));
    return t;
  }
  void apply_action(int player, const bzq_action* action) { bzqs_check(bzq_game_apply_action($self, player, action)); }
  void apply_text(int player, const char* text) { bzqs_check(bzq_game_apply_text($self, player, text)); }
  int decision_count() { uint32_t n = 0; bzqs_check(bzq_game_decision_count($self, &n)); return (int)n; }
  /* Takes back the last `count` decisions (the deals between them with them). */
  void undo(int count) { bzqs_check(count < 0 ? BZQ_INVALID_ARGUMENT : bzq_game_undo($self, (uint32_t)count)); }
  /* The action `player` (a player spec; NULL for master:medium) recommends to `seat`, and why. */
  bzq_hint hint(int seat, const char* player, uint64_t seed) {
    bzq_hint h;
    bzq_hint_init(&h);
    bzqs_check(bzq_game_hint($self, seat, player, seed, &h));
    return h;
  }
  /* May `player` declare action->meld (or BZQ_MELD_INFER) with action's cards, for how much? */
  bzq_meld_score evaluate_meld(int player, const bzq_action* action) {
    bzq_meld_score s;
    bzq_meld_score_init(&s);
    if (!action) { bzqs_check(BZQ_NULL_ARGUMENT); return s; }
    bzqs_check(bzq_game_evaluate_meld($self, player, action->meld, action->cards, action->count, &s));
    return s;
  }
  int event_count(int viewer, int scope) { uint32_t n = 0; bzqs_check(bzq_game_event_count($self, viewer, scope, &n)); return (int)n; }
  BZQS_EVENT_OUT(event(int viewer, int scope, int index), index < 0 ? BZQ_OUT_OF_RANGE : bzq_game_event($self, viewer, scope, (uint32_t)index, &e))
  char* event_text(int viewer, int scope, int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_game_event_text($self, viewer, scope, (uint32_t)index, buf, size, &needed)); }
  char* save_record() { BZQS_STRING(bzq_game_save_record($self, buf, size, &needed)); }
  char* save_state() { BZQS_STRING(bzq_game_save_state($self, buf, size, &needed)); }
  char* full_text() { BZQS_STRING(bzq_game_full_text($self, buf, size, &needed)); }
  bzqs_view* view(int viewer) { bzqs_view* v = NULL; bzqs_check(bzq_game_view($self, viewer, &v)); return v; }
  /* The game's jokers (docs/rules.md section 7): whether its variant has them, whether a card
   * id of this game is one (ids 252..255 are ordinary cards, copy 7, in eight-deck), and any of
   * its cards named and parsed as the game does: "QS", "JK" (bzq_game_card_text/_parse). */
  int has_jokers() { return bzqs_jokers_in($self); }
  int is_joker(int card) {
    if (card < 0 || card > 255) { bzqs_check(BZQ_OUT_OF_RANGE); return 0; }
    return BZQ_CARD_IS_JOKER(card) && bzqs_jokers_in($self);
  }
  char* card_text(int card, int with_copy) {
    if (card < 0 || card > 255) { bzqs_check(BZQ_OUT_OF_RANGE); return NULL; }
    BZQS_STRING(bzq_game_card_text($self, (uint8_t)card, with_copy, buf, size, &needed));
  }
  int card_parse(const char* text) { uint8_t c = 0; bzqs_check(bzq_game_card_parse($self, text, &c)); return c; }
  bzqs_record* record() { bzqs_record* r = NULL; bzqs_check(bzq_game_record($self, &r)); return r; }
  /* A new game (no history) in one state consistent with what `seat` has seen, the hidden cards
   * dealt at random from `seed`. */
  bzqs_game* determinize(int seat, uint64_t seed) { bzqs_game* g = NULL; bzqs_check(bzq_game_determinize($self, seat, seed, &g)); return g; }
}

%newobject bzqs_player::name;
%extend bzqs_player {
  /* An automatic player from its spec ("random", "heuristic", "ismcts:hard", ...), seeded. It
   * decides from the seat's view only; use one per thread at a time. */
  bzqs_player(const char* spec, uint64_t seed) { bzqs_player* p = NULL; bzqs_check(bzq_player_new(spec, seed, &p)); return p; }
  ~bzqs_player() { bzq_player_free($self); }
  char* name() { BZQS_STRING(bzq_player_name($self, buf, size, &needed)); }
  /* Its choice for the seat to act in `game`, as an action, or as the legal id for apply_id. */
  BZQS_ACTION_OUT(choose(const bzqs_game* game), bzq_player_choose($self, game, &a, NULL))
  int choose_id(const bzqs_game* game) {
    bzq_action a;
    uint32_t id = 0;
    bzq_action_init(&a);
    bzqs_check(bzq_player_choose($self, game, &a, &id));
    return (int)id;
  }
}

%newobject bzqs_view::legal_text;
%newobject bzqs_view::text;
%extend bzqs_view {
  ~bzqs_view() { bzq_view_free($self); }
  BZQS_INFO_OUT(bzq_view_info($self, &i))
  int hand_count() { BZQS_COUNT(uint8_t, bzq_view_hand($self, items, BZQS_CARDS_CAPACITY, &count)); }
  int hand_card(int i) { BZQS_ELEMENT(uint8_t, bzq_view_hand($self, items, BZQS_CARDS_CAPACITY, &count), i); }
  int hand_size(int player) { BZQS_ELEMENT(int32_t, bzq_view_hand_sizes($self, items, BZQ_MAX_PLAYERS, &count), player); }
  int table_count(int player) { BZQS_COUNT(uint8_t, bzq_view_table($self, player, items, BZQS_CARDS_CAPACITY, &count)); }
  int table_card(int player, int i) { BZQS_ELEMENT(uint8_t, bzq_view_table($self, player, items, BZQS_CARDS_CAPACITY, &count), i); }
  int trick_count() { BZQS_COUNT(uint8_t, bzq_view_trick($self, NULL, items, BZQS_CARDS_CAPACITY, &count)); }
  int trick_card(int i) { BZQS_ELEMENT(uint8_t, bzq_view_trick($self, NULL, items, BZQS_CARDS_CAPACITY, &count), i); }
  int trick_player(int i) { BZQS_ELEMENT(int8_t, bzq_view_trick($self, items, NULL, BZQS_CARDS_CAPACITY, &count), i); }
  int played_count() { BZQS_COUNT(uint8_t, bzq_view_played($self, items, BZQS_CARDS_CAPACITY, &count)); }
  int played_card(int i) { BZQS_ELEMENT(uint8_t, bzq_view_played($self, items, BZQS_CARDS_CAPACITY, &count), i); }
  int score(int which, int side) { BZQS_ELEMENT(int32_t, bzq_view_scores($self, which, items, BZQ_MAX_PLAYERS, &count), side); }
  int meld_count() { uint32_t n = 0; bzqs_check(bzq_view_meld_count($self, &n)); return (int)n; }
  bzq_meld meld(int index) {
    bzq_meld m;
    bzq_meld_init(&m);
    bzqs_check(index < 0 ? BZQ_OUT_OF_RANGE : bzq_view_meld($self, (uint32_t)index, &m));
    return m;
  }
  int legal_count() { uint32_t n = 0; bzqs_check(bzq_view_legal_count($self, &n)); return (int)n; }
  BZQS_ACTION_OUT(legal_action(int id), id < 0 ? BZQ_OUT_OF_RANGE : bzq_view_legal_action($self, (uint32_t)id, &a))
  char* legal_text(int id) { BZQS_STRING(id < 0 ? BZQ_OUT_OF_RANGE : bzq_view_legal_text($self, (uint32_t)id, buf, size, &needed)); }
  int event_count() { uint32_t n = 0; bzqs_check(bzq_view_event_count($self, &n)); return (int)n; }
  BZQS_EVENT_OUT(event(int index), index < 0 ? BZQ_OUT_OF_RANGE : bzq_view_event($self, (uint32_t)index, &e))
  char* text() { BZQS_STRING(bzq_view_text($self, buf, size, &needed)); }
}

%newobject bzqs_record::text;
%newobject bzqs_record::variant;
%newobject bzqs_record::action_text;
%newobject bzqs_record::replay;
%extend bzqs_record {
  /* Parses a record and replays it, checking every action. */
  bzqs_record(const char* text) { bzqs_record* r = NULL; bzqs_check(bzq_record_from_text(text, &r)); return r; }
  ~bzqs_record() { bzq_record_free($self); }
  char* text() { BZQS_STRING(bzq_record_text($self, buf, size, &needed)); }
  bzqs_variant* variant() { bzqs_variant* v = NULL; bzqs_check(bzq_record_variant($self, &v)); return v; }
  uint64_t seed() { uint64_t s = 0; bzqs_check(bzq_record_seed($self, &s)); return s; }
  int action_count() { uint32_t n = 0; bzqs_check(bzq_record_action_count($self, &n)); return (int)n; }
  BZQS_ACTION_OUT(action(int index), index < 0 ? BZQ_OUT_OF_RANGE : bzq_record_action($self, (uint32_t)index, &a))
  char* action_text(int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_record_action_text($self, (uint32_t)index, buf, size, &needed)); }
  bzqs_game* replay(int actions) { bzqs_game* g = NULL; bzqs_check(actions < 0 ? BZQ_OUT_OF_RANGE : bzq_record_replay($self, (uint32_t)actions, &g)); return g; }
}

%newobject bzqs_cent_points::clone;
%newobject bzqs_cent_points::text;
%extend bzqs_cent_points {
  /* The count of a cent points match (docs/rules.md 7.5) under the variant's options: a game
   * won adds 1 (2 when the loser ended below en_bas_table), the loser goes back to 0, the first
   * to match_games wins. */
  bzqs_cent_points(const bzqs_variant* variant) { bzqs_cent_points* m = NULL; bzqs_check(bzq_cent_points_new(variant, &m)); return m; }
  ~bzqs_cent_points() { bzq_cent_points_free($self); }
  bzqs_cent_points* clone() { bzqs_cent_points* m = NULL; bzqs_check(bzq_cent_points_clone($self, &m)); return m; }
  /* Seat `winner` (0 or 1) won a game; the other ended at `loser_score` points. */
  void record_game(int winner, int loser_score) { bzqs_check(bzq_cent_points_record_game($self, winner, loser_score)); }
  void new_match() { bzqs_check(bzq_cent_points_new_match($self)); }
  int count(int seat) { BZQS_ELEMENT(int32_t, bzq_cent_points_counts($self, items, 2, &count), seat); }
  /* The points seat `seat` starts its next game with (the bonus of the last match's loser). */
  int start_score(int seat) { BZQS_ELEMENT(int32_t, bzq_cent_points_start_scores($self, items, 2, &count), seat); }
  int games() { int32_t g = 0; bzqs_check(bzq_cent_points_state($self, &g, NULL, NULL)); return g; }
  /* The seat that won this match, or -1 while it is being played. */
  int winner() { int32_t w = -1; bzqs_check(bzq_cent_points_state($self, NULL, &w, NULL)); return w; }
  int bonus_seat() { int32_t b = -1; bzqs_check(bzq_cent_points_state($self, NULL, NULL, &b)); return b; }
  char* text() { BZQS_STRING(bzq_cent_points_text($self, buf, size, &needed)); }
  int same_as(const bzqs_cent_points* other) { int32_t e = 0; bzqs_check(bzq_cent_points_equal($self, other, &e)); return e; }
}

/* Module functions. */
%newobject cent_points_from_text;
%newobject new_game_with_scores;
%newobject variant_from_text;
%newobject load_record;
%newobject load_state;
%newobject new_game_with_deck_text;
%newobject card_text;
%newobject preset_name;
%newobject option_name;
%newobject option_type;
%newobject option_meaning;
%newobject player_spec;
%newobject player_summary;
%inline %{
/* The library's version ("0.1.0") and ABI version (the SONAME's number). */
const char* version(void) { return bzq_version_string(); }
int abi_version(void) { return (int)bzq_abi_version(); }
/* The status of the thread's last failed call (BZQ_OK if none), and its name and message. */
int last_error_status(void) { return bzq_last_error_status(); }
const char* last_error(void) { return bzq_last_error(); }
const char* status_string(int status) { return bzq_status_string(status); }

const char* action_type_name(int type) { const char* n = bzq_action_type_name(type); if (!n) bzqs_check(BZQ_OUT_OF_RANGE); return n; }
const char* meld_name(int meld) { const char* n = bzq_meld_name(meld); if (!n) bzqs_check(BZQ_OUT_OF_RANGE); return n; }
const char* event_type_name(int type) { const char* n = bzq_event_type_name(type); if (!n) bzqs_check(BZQ_OUT_OF_RANGE); return n; }
const char* phase_name(int phase) { const char* n = bzq_phase_name(phase); if (!n) bzqs_check(BZQ_OUT_OF_RANGE); return n; }
const char* reason_name(int reason) { const char* n = bzq_reason_name(reason); if (!n) bzqs_check(BZQ_OUT_OF_RANGE); return n; }
int meld_from_name(const char* name) { uint8_t m = 0; bzqs_check(bzq_meld_from_name(name, &m)); return m; }

/* Cards: physical ids copy * 32 + suit * 8 + rank. */
char* card_text(int card, int with_copy) {
  if (card < 0 || card > 255) { bzqs_check(BZQ_OUT_OF_RANGE); return NULL; }
  BZQS_STRING(bzq_card_text((uint8_t)card, with_copy, buf, size, &needed));
}
int card_parse(const char* text) { uint8_t c = 0; bzqs_check(bzq_card_parse(text, &c)); return c; }

int preset_count(void) { uint32_t n = 0; bzqs_check(bzq_preset_count(&n)); return (int)n; }
char* preset_name(int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_preset_name((uint32_t)index, buf, size, &needed)); }
int option_count(void) { uint32_t n = 0; bzqs_check(bzq_option_count(&n)); return (int)n; }
char* option_name(int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_option_info((uint32_t)index, BZQ_OPTION_NAME, buf, size, &needed)); }
char* option_type(int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_option_info((uint32_t)index, BZQ_OPTION_TYPE, buf, size, &needed)); }
char* option_meaning(int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_option_info((uint32_t)index, BZQ_OPTION_MEANING, buf, size, &needed)); }

/* The player specs Player accepts, with a line each. */
int player_count(void) { uint32_t n = 0; bzqs_check(bzq_player_count(&n)); return (int)n; }
char* player_spec(int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_player_info((uint32_t)index, BZQ_PLAYER_SPEC, buf, size, &needed)); }
char* player_summary(int index) { BZQS_STRING(index < 0 ? BZQ_OUT_OF_RANGE : bzq_player_info((uint32_t)index, BZQ_PLAYER_SUMMARY, buf, size, &needed)); }

/* Parses and validates `preset(option=value, ...)`. */
bzqs_variant* variant_from_text(const char* text) { bzqs_variant* v = NULL; bzqs_check(bzq_variant_from_text(text, &v)); return v; }
/* A game whose first deals come from decks as text (one deck a line). */
bzqs_game* new_game_with_deck_text(const bzqs_variant* variant, uint64_t seed, const char* decks) {
  bzqs_game* g = NULL;
  bzqs_check(bzq_game_new_with_deck_text(variant, seed, decks, &g));
  return g;
}
/* Reads a cent points match's text back. */
bzqs_cent_points* cent_points_from_text(const bzqs_variant* variant, const char* text) {
  bzqs_cent_points* m = NULL;
  bzqs_check(bzq_cent_points_from_text(variant, text, &m));
  return m;
}
/* A two-player game whose first deal starts at these points (a cent points match's start scores). */
bzqs_game* new_game_with_scores(const bzqs_variant* variant, uint64_t seed, int score0, int score1) {
  bzqs_game* g = NULL;
  const int32_t scores[2] = {score0, score1};
  bzqs_check(bzq_game_new_with_scores(variant, seed, scores, 2, &g));
  return g;
}
/* Loads a record (replayed with every action checked) or a state text. */
bzqs_game* load_record(const char* text) { bzqs_game* g = NULL; bzqs_check(bzq_game_load_record(text, &g)); return g; }
bzqs_game* load_state(const bzqs_variant* variant, const char* text, uint64_t seed) {
  bzqs_game* g = NULL;
  bzqs_check(bzq_game_load_state(variant, text, seed, &g));
  return g;
}
%}
