// The variant configuration: every option of RULES.md as data, the 12 named presets
// (section 6), validation, and the text form `preset(option=value, ...)`.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/card.hpp"
#include "bezique/status.hpp"

namespace bezique {

enum class TrumpMode : std::uint8_t { TurnUp, FirstMarriage };
enum class SevenTiming : std::uint8_t { AfterWin, BeforeFirstPlay };
enum class OtherSeven : std::uint8_t { Declare, OnPlay, None };
enum class BeziquePair : std::uint8_t { Fixed, ByTrump, ByColour };
enum class Reform : std::uint8_t { None, AfterBreak, AnyNewSet };
enum class LastDraw : std::uint8_t { Fixed, WinnerChooses };
enum class Stage2Void : std::uint8_t { MustTrump, TrumpIfWinning };
enum class Stage2Mode : std::uint8_t { All, Duels };
enum class LastTrickAt : std::uint8_t { Final, EndOfStage1 };
enum class CardCount : std::uint8_t { Brisques, CardPoints, None };
enum class CountTiming : std::uint8_t { EndOfDeal, Immediate, TieOrRubicon };
enum class GameScoring : std::uint8_t { Cumulative, Rubicon };
enum class WinCheck : std::uint8_t { EndOfDeal, Immediate };
enum class TieBreak : std::uint8_t { LastTrick, Replay };

// The meld classes of RULES.md section 4 are indexed A = 0, B = 1, C = 2.
constexpr int kMeldClasses = 3;
constexpr int kMaxBezique = 6;  // sextuple

// Every field is a default of a preset, never a constant of the rules code.
struct Variant {
  std::string name = "two-handed";

  // Players and cards (sections 1, 2.1).
  int players = 2;
  bool partnerships = false;      // 4 players, partners sit opposite
  int packs = 2;
  std::vector<CardType> removed;  // one copy of each listed card leaves the game
  int hand_size = 8;
  int first_dealer = 0;

  // Trumps (2.2).
  TrumpMode trump = TrumpMode::TurnUp;
  bool sequence_fixes_trump = false;
  bool no_repeat_trump = false;

  // Seven of trumps (2.6).
  SevenTiming seven_timing = SevenTiming::AfterWin;
  OtherSeven other_seven = OtherSeven::Declare;
  bool seven_is_declaration = true;
  int seven_value = 10;
  int turn_up_seven_bonus = 10;

  // Carte blanche (2.3).
  int carte_blanche_value = 0;
  bool carte_blanche_repeats = false;
  int carte_blanche_both_partners = 0;  // each partner's value when both show one; 0 = off

  // Meld values (3). Zero disables a meld.
  int common_marriage = 20;
  int royal_marriage = 40;
  int plain_sequence = 0;
  int trump_sequence = 250;
  std::array<int, kMaxBezique> bezique{40, 500, 0, 0, 0, 0};  // single .. sextuple
  std::array<int, 5> four{100, 0, 80, 60, 40};                 // A T K Q J
  std::array<int, 5> four_trumps{0, 0, 0, 0, 0};
  std::array<int, 5> five_trumps{0, 0, 0, 0, 0};
  BeziquePair bezique_pair = BeziquePair::Fixed;
  bool fours_all_suits = false;

  // Re-use (4).
  std::array<Reform, kMeldClasses> reform{Reform::None, Reform::None, Reform::None};
  bool marriage_to_sequence = true;
  int declarations_per_trick = 1;
  bool partner_may_declare = false;
  bool use_partner_cards = false;
  bool beziques_same_hand = false;

  // End of stock and stage 2 (2.7, 2.8).
  LastDraw last_draw = LastDraw::Fixed;
  bool stage2_must_head = true;
  Stage2Void stage2_void = Stage2Void::MustTrump;
  bool stage2_head_partner = true;
  Stage2Mode stage2_mode = Stage2Mode::All;

  // End of deal (2.9, 5).
  int last_trick_value = 10;
  LastTrickAt last_trick_at = LastTrickAt::Final;
  CardCount card_count = CardCount::Brisques;
  int brisque_value = 10;
  std::array<int, kRanks> card_points{11, 10, 4, 3, 2, 0, 0, 0};  // A T K Q J 9 8 7
  CountTiming count_timing = CountTiming::EndOfDeal;

  // The game (5).
  GameScoring scoring = GameScoring::Cumulative;
  int target = 1000;
  WinCheck win_check = WinCheck::EndOfDeal;
  TieBreak tie_break = TieBreak::LastTrick;  // equal totals past target at the end of a deal
  bool claim = false;
  int running_count_from = 0;  // 0 = no running count
  int game_bonus = 500;
  int rubicon_threshold = 1000;
  int rubicon_bonus = 1000;
  int rubicon_brisque_bonus = 0;
  int score_unit = 100;  // rubicon results are taken in whole units
  int match_deals = 1;   // rubicon family: deals (games) in a match
  int max_deals = 100;   // a cumulative game ends after this many deals however it stands

  // Derived facts, filled by validate().
  int deck_size() const;
  int sides() const { return partnerships ? 2 : players; }
  int side_of(int player) const { return partnerships ? player % 2 : player; }
  int partner_of(int player) const { return partnerships ? (player + 2) % players : -1; }

  // Checks every option and every combination; the message names the option.
  Status validate() const;

  bool operator==(const Variant& o) const;
  bool operator!=(const Variant& o) const { return !(*this == o); }
};

// The 12 presets of RULES.md section 6, in the order of the table.
const std::vector<std::string>& preset_names();
// A preset by name; Status names the unknown preset.
Result<Variant> preset(std::string_view name);

// The option registry: every field by name, with type, default and meaning.
struct OptionInfo {
  std::string name;
  std::string type;        // "int", "bool", "enum(a|b)", "cards", "ints[5]"
  std::string meaning;
};
const std::vector<OptionInfo>& option_infos();
// The value of an option as text (the same syntax set_option takes).
Result<std::string> get_option(const Variant& v, std::string_view name);
// Sets one option from text. Does not validate the whole variant.
Status set_option(Variant& v, std::string_view name, std::string_view value);

// Parses `preset` or `preset(name=value, name=value)`, then validates.
Result<Variant> parse_variant(std::string_view text);
// The canonical text form: the preset name plus every option that differs from it.
std::string variant_text(const Variant& v);

}  // namespace bezique
