// The P/Invoke declarations of include/bezique/bezique.h, written by hand (docs/csharp.md says
// why not SWIG). Every parameter is blittable: integers, pointers, SafeHandles and structs of
// integers passed by pointer. Nothing managed is ever handed to native code to call back, so
// no delegate crosses the boundary: ahead-of-time compilers (IL2CPP) can only call back into a
// static method marked [MonoPInvokeCallback], and the Unity package's test fails on a delegate
// parameter here (tests/unity).
// Strings returned as `const char*` are declared IntPtr: the marshaller would otherwise free
// the library's static strings.
using System;
using System.Runtime.InteropServices;
using System.Security;

namespace Bezique
{
    [SuppressUnmanagedCodeSecurity]
    internal static unsafe class NativeMethods
    {
        // The one place the native library's name is chosen. In WebGL, iOS and Android IL2CPP
        // players the Unity package's source plugin (the amalgamation, bezique.cpp) is compiled
        // into the player itself; everywhere else, the editors included, it is the shared
        // library libbezique.so / libbezique.dylib / bezique.dll. Android with the Mono scripting
        // backend compiles no source plugin: there it is a libbezique.so of the project's own.
#if !UNITY_EDITOR && (UNITY_WEBGL || UNITY_IOS || (UNITY_ANDROID && ENABLE_IL2CPP))
        internal const string Lib = "__Internal";
#else
        internal const string Lib = "bezique";
#endif
        private const CallingConvention Cdecl = CallingConvention.Cdecl;

        // Errors and versions.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_status_string(int status);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_last_error();
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_last_error_status();
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_version_string();
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern uint bzq_version_number();
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern uint bzq_abi_version();

        // Struct sizes as the library fills them.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_action_init(NativeAction* action);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_event_init(NativeEvent* evt);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_meld_init(NativeMeld* meld);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_meld_score_init(NativeMeldScore* score);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_info_init(NativeInfo* info);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_shape_init(NativeShape* shape);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_simulation_init(NativeSimulation* simulation);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_hint_init(NativeHint* hint);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_turn_init(NativeTurn* turn);

        // Names and cards.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_action_type_name(int type);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_meld_name(int meld);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_event_type_name(int type);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_phase_name(int phase);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_reason_name(int reason);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_meld_from_name(byte* name, byte* meld);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_card_text(byte card, int withCopy, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_card_parse(byte* text, byte* card);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_card_text(GameHandle game, byte card, int withCopy, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_card_parse(GameHandle game, byte* text, byte* card);

        // Presets, options and variants.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_preset_count(uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_preset_name(uint index, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_option_count(uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_option_info(uint index, int field, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_option_find(byte* name, uint* index);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_new(byte* preset, IntPtr* variant);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_from_text(byte* text, IntPtr* variant);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_clone(VariantHandle variant, IntPtr* clone);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_variant_free(IntPtr variant);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_variant_message(VariantHandle variant);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_text(VariantHandle variant, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_describe(VariantHandle variant, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_get(VariantHandle variant, byte* option, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_set(VariantHandle variant, byte* option, byte* value);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_validate(VariantHandle variant);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_variant_shape(VariantHandle variant, NativeShape* shape);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_simulate(VariantHandle variant, uint deals, ulong seed, uint first, NativeSimulation* simulation);

        // Games.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_new(VariantHandle variant, ulong seed, IntPtr* game);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_new_with_decks(VariantHandle variant, ulong seed, byte* cards, uint cardCount, uint deckCount, IntPtr* game);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_new_with_deck_text(VariantHandle variant, ulong seed, byte* decks, IntPtr* game);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_clone(GameHandle game, IntPtr* clone);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_game_free(IntPtr game);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_restart(IntPtr game, ulong seed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_game_message(GameHandle game);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_variant(GameHandle game, IntPtr* variant);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_seed(GameHandle game, ulong* seed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_info(GameHandle game, NativeInfo* info);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_scores(GameHandle game, int which, int* values, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_legal_count(GameHandle game, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_legal_action(GameHandle game, uint id, NativeAction* action);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_legal_actions(GameHandle game, NativeAction* actions, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_legal_text(GameHandle game, uint id, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_action_id(GameHandle game, NativeAction* action, uint* id);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_action_text(GameHandle game, NativeAction* action, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_parse_action(GameHandle game, byte* text, NativeAction* action);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_apply_id(GameHandle game, int player, uint id);
        // The playing loop's calls take the raw handle (Game.Play, Game.Turn): a SafeHandle
        // parameter costs Mono a quarter of that loop's time (docs/csharp.md, "Benchmark").
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_turn(IntPtr game, NativeTurn* turn);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_play(IntPtr game, int player, uint id, NativeTurn* turn);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_decision_count(GameHandle game, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_undo(GameHandle game, uint count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_apply_action(GameHandle game, int player, NativeAction* action);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_apply_text(GameHandle game, int player, byte* text);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_evaluate_meld(GameHandle game, int player, byte meld, byte* cards, uint count, NativeMeldScore* score);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_event_count(GameHandle game, int viewer, int scope, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_event(GameHandle game, int viewer, int scope, uint index, NativeEvent* evt);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_event_text(GameHandle game, int viewer, int scope, uint index, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_save_record(GameHandle game, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_load_record(byte* text, IntPtr* game);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_save_state(GameHandle game, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_load_state(VariantHandle variant, byte* text, ulong seed, IntPtr* game);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_full_text(GameHandle game, byte* buf, uint size, uint* needed);

        // Views.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_view(GameHandle game, int viewer, IntPtr* view);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_view_free(IntPtr view);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_view_message(ViewHandle view);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_info(ViewHandle view, NativeInfo* info);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_hand(ViewHandle view, byte* cards, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_hand_sizes(ViewHandle view, int* sizes, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_table(ViewHandle view, int player, byte* cards, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_trick(ViewHandle view, sbyte* players, byte* cards, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_played(ViewHandle view, byte* cards, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_scores(ViewHandle view, int which, int* values, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_meld_count(ViewHandle view, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_meld(ViewHandle view, uint index, NativeMeld* meld);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_legal_count(ViewHandle view, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_legal_action(ViewHandle view, uint id, NativeAction* action);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_legal_text(ViewHandle view, uint id, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_event_count(ViewHandle view, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_event(ViewHandle view, uint index, NativeEvent* evt);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_view_text(ViewHandle view, byte* buf, uint size, uint* needed);

        // Records.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_from_text(byte* text, IntPtr* record);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_record(GameHandle game, IntPtr* record);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_record_free(IntPtr record);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_record_message(RecordHandle record);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_text(RecordHandle record, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_variant(RecordHandle record, IntPtr* variant);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_seed(RecordHandle record, ulong* seed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_action_count(RecordHandle record, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_action(RecordHandle record, uint index, NativeAction* action);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_action_text(RecordHandle record, uint index, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_record_replay(RecordHandle record, uint actions, IntPtr* game);

        // Players and determinization.
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_player_count(uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_player_info(uint index, int field, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_player_new(byte* spec, ulong seed, IntPtr* player);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_player_free(IntPtr player);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_player_message(PlayerHandle player);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_player_name(PlayerHandle player, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_player_choose(PlayerHandle player, GameHandle game, NativeAction* action, uint* id);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_hint(GameHandle game, int seat, byte* player, ulong seed, NativeHint* hint);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_determinize(GameHandle game, int seat, ulong seed, IntPtr* sample);

        // The cent points match (docs/rules.md 7.5).
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_new(VariantHandle variant, IntPtr* match);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_from_text(VariantHandle variant, byte* text, IntPtr* match);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_clone(CentPointsHandle match, IntPtr* clone);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern void bzq_cent_points_free(IntPtr match);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern IntPtr bzq_cent_points_message(CentPointsHandle match);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_record_game(CentPointsHandle match, int winner, int loserScore);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_new_match(CentPointsHandle match);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_counts(CentPointsHandle match, int* values, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_start_scores(CentPointsHandle match, int* values, uint capacity, uint* count);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_state(CentPointsHandle match, int* games, int* winner, int* bonusSeat);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_text(CentPointsHandle match, byte* buf, uint size, uint* needed);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_cent_points_equal(CentPointsHandle a, CentPointsHandle b, int* equal);
        [DllImport(Lib, CallingConvention = Cdecl, ExactSpelling = true)] internal static extern int bzq_game_new_with_scores(VariantHandle variant, ulong seed, int* scores, uint count, IntPtr* game);
    }
}
