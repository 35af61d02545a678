/// @file
/// The variant configuration: every option of docs/rules.md as data, the 12 named presets
/// (sections 6 and 7), validation, and the text form `preset(option=value, ...)`. The generated
/// rules reference (docs/rules-reference.md) lists every option with its value in every preset.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/card.hpp"
#include "bezique/status.hpp"

namespace bezique {

/// Option `trump`: how trumps are fixed.
enum class TrumpMode : std::uint8_t {
  TurnUp,  ///< a card turned up at the deal (`turn_up`)
  FirstMarriage  ///< the first marriage (or sequence) declared (`first_marriage`)
};
/// Option `seven_timing`: when the seven of trumps may be exchanged for the turn-up.
enum class SevenTiming : std::uint8_t {
  AfterWin,  ///< after winning a trick, as a declaration (`after_win`)
  BeforeFirstPlay  ///< before the player's first card of the deal (`before_first_play`)
};
/// Option `other_seven`: how a further seven of trumps scores.
enum class OtherSeven : std::uint8_t {
  Declare,  ///< declared after winning a trick (`declare`)
  OnPlay,  ///< when it is played (`on_play`)
  None  ///< it does not score (`none`)
};
/// Option `bezique_pair`: which queen and jack form a bezique.
enum class BeziquePair : std::uint8_t {
  Fixed,  ///< the queen of spades and jack of diamonds (`fixed`)
  ByTrump,  ///< the trump queen with a jack set by the trump suit (`by_trump`)
  ByColour  ///< set by the trump suit's colour (`by_colour`)
};
/// Options `reform_a`, `reform_b`, `reform_c`: whether declared cards may form the same kind again.
enum class Reform : std::uint8_t {
  None,  ///< never (`none`)
  AfterBreak,  ///< once a card of the earlier meld has been played (`after_break`)
  AnyNewSet  ///< with any set of cards not declared together before (`any_new_set`)
};
/// Option `last_draw`: who takes the turn-up at the end of the stock.
enum class LastDraw : std::uint8_t {
  /// The trick winner takes the last face-down card, the last to draw the turn-up (`fixed`).
  Fixed,
  WinnerChooses  ///< the winner chooses the face-down card or the turn-up (`winner_chooses`)
};
/// Option `stage2_void`: the play-off duty when void in the suit led.
enum class Stage2Void : std::uint8_t {
  MustTrump,  ///< trump if able (`must_trump`)
  TrumpIfWinning  ///< trump only if that wins the trick (`trump_if_winning`)
};
/// Option `stage2_mode`: who plays the play-off.
enum class Stage2Mode : std::uint8_t {
  All,  ///< every player (`all`)
  Duels  ///< as two duels (`duels`)
};
/// Option `last_trick_at`: which trick scores the last-trick bonus.
enum class LastTrickAt : std::uint8_t {
  Final,  ///< the final trick of the deal (`final`)
  EndOfStage1  ///< the last trick of stage 1 (`end_of_stage1`)
};
/// Option `card_count`: what the cards won in tricks count.
enum class CardCount : std::uint8_t {
  Brisques,  ///< each ace and ten (`brisques`)
  CardPoints,  ///< card points by rank (`card_points`)
  None  ///< nothing (`none`)
};
/// Option `count_timing`: when the cards won are counted.
enum class CountTiming : std::uint8_t {
  EndOfDeal,  ///< at the end of the deal (`end_of_deal`)
  Immediate,  ///< as each trick is won (`immediate`)
  TieOrRubicon  ///< only to break a tie or save a rubicon (`tie_or_rubicon`)
};
/// Option `scoring`: how a game is won.
enum class GameScoring : std::uint8_t {
  Cumulative,  ///< a game to a target over several deals (`cumulative`)
  Rubicon  ///< single-deal rubicon games (`rubicon`)
};
/// Option `win_check`: when reaching the target wins.
enum class WinCheck : std::uint8_t {
  EndOfDeal,  ///< at the end of the deal (`end_of_deal`)
  Immediate,  ///< the moment a side reaches it, the last trick's cards counted first (`immediate`)
  /// The moment a declaration or a seven reaches it, even mid-trick; the end of a deal (last
  /// trick, cards won) is settled as at `end_of_deal` (`at_once`, docs/rules.md 7.5)
  AtOnce
};
/// Option `pre_trump_declarations`: what may be declared before trumps are fixed (7.1).
enum class PreTrumpDeclarations : std::uint8_t {
  Any,  ///< every meld the other rules allow (`any`)
  MarriageOnly  ///< only a marriage, which fixes trumps (`marriage_only`)
};
/// Option `seven_credit`: who scores a seven of trumps played (other_seven = on_play, 7.2).
enum class SevenCredit : std::uint8_t {
  Player,  ///< the player who plays it, at once (`player`)
  TrickWinner  ///< the trick's winner, when the trick is complete (`trick_winner`)
};
/// Option `sequence_requires_marriage`: what a trump sequence (the quinte) is built on (7.3).
enum class SequenceRequiresMarriage : std::uint8_t {
  None,  ///< section 4's rules alone (`none`)
  Declared,  ///< the player has declared a trump marriage this deal (`declared`)
  Intact  ///< its K and Q are the player's own declared trump marriage, none of it played (`intact`)
};
/// Option `joker_melds`: which melds a joker may stand in (7.3).
enum class JokerMelds : std::uint8_t {
  PlainFours,  ///< only a plain four (`plain_fours`)
  AllButQuinte  ///< any meld but the trump sequence (`all_but_quinte`)
};
/// Option `class_c_upgrade`: may a card of a plain four enter the four of trumps of its rank (7.3).
enum class ClassCUpgrade : std::uint8_t {
  WithNewCard,  ///< with at least one new card, as section 4 says (`with_new_card`)
  Forbidden  ///< never (`forbidden`)
};
/// Option `joker_stage2`: when a joker may be played in the play-off (7.4).
enum class JokerStage2 : std::uint8_t {
  LastResort,  ///< only when the hand holds nothing but jokers (`last_resort`)
  Free  ///< whenever the duties allow any card, and as a lead (`free`)
};
/// Option `brisque_scheme`: how the brisques won are scored at the end of a deal (7.5).
enum class BrisqueScheme : std::uint8_t {
  All,  ///< every side scores brisque_value per brisque won (`all`)
  Majority,  ///< two players: the one with more scores them, the other loses 200; tie 160 each (`majority`)
  Threshold,  ///< only a side that won at least brisque_threshold of them (`threshold`)
  None  ///< brisques score nothing (`none`)
};
/// Option `score_floor`: whether scores may go below zero (7.5).
enum class ScoreFloor : std::uint8_t {
  None,  ///< scores may be negative (`none`)
  Zero  ///< a score never goes below 0 (`0`)
};
/// Option `tie_break`: equal totals past the target at the end of a deal.
enum class TieBreak : std::uint8_t {
  LastTrick,  ///< the winner of the last trick wins (`last_trick`)
  Replay  ///< another deal is played (`replay`)
};

/// The preset a Variant, a game or a host starts from when none is named: two-handed Bezique,
/// the first of docs/rules.md section 6.
constexpr std::string_view kDefaultPreset = "two-handed";

/// The meld classes of docs/rules.md section 4, indexed A = 0, B = 1, C = 2.
constexpr int kMeldClasses = 3;
constexpr int kMaxBezique = 6;   ///< The largest multi-bezique (sextuple).

/// A complete rules configuration: every rule of docs/rules.md is a field here. The field values
/// are a preset's, never constants of the rules code; a default-constructed Variant is the
/// `two-handed` preset. Each field is the option of the same name in the text form and in
/// option_infos() (the four/five and bezique arrays are one option per element). Setting fields
/// directly is allowed; call validate() before playing.
///
/// A State or Game refers to its Variant, so keep it alive (Game keeps its own copy).
struct Variant {
  /// The preset this variant starts from (variant_text() writes the differences).
  std::string name{kDefaultPreset};

  // Players and cards (sections 1, 2.1).
  int players = 2;  ///< number of players, 2 to 4
  bool partnerships = false;  ///< 4 players in two sides, partners sit opposite
  int packs = 2;  ///< 32-card packs shuffled together: 1, 2, 3, 4, 6 or 8
  /// Jokers shuffled in (docs/rules.md section 7): 0 to 4, with at most seven packs.
  int jokers = 0;
  /// One copy of each listed card leaves the game (e.g. 8C in three-handed two-pack).
  std::vector<CardType> removed;
  int hand_size = 8;  ///< cards dealt to each player
  int first_dealer = 0;  ///< the seat that deals the first deal

  // Trumps (2.2).
  TrumpMode trump = TrumpMode::TurnUp;  ///< how trumps are fixed
  bool sequence_fixes_trump = false;  ///< a sequence declared before any marriage fixes trumps
  bool no_repeat_trump = false;  ///< the previous deal's trump suit cannot be trumps again

  // Seven of trumps (2.6).
  SevenTiming seven_timing = SevenTiming::AfterWin;  ///< when the seven of trumps may be exchanged
  OtherSeven other_seven = OtherSeven::Declare;  ///< how a further seven of trumps scores
  /// A seven exchange or declaration is the trick's one declaration.
  bool seven_is_declaration = true;
  int seven_value = 10;  ///< points for exchanging or declaring a seven of trumps
  int turn_up_seven_bonus = 10;  ///< the dealer's points when the turn-up is a seven

  // Carte blanche (2.3).
  int carte_blanche_value = 0;  ///< points for carte blanche; 0 disables it
  /// Each later non-court draw may be shown for the value again.
  bool carte_blanche_repeats = false;
  int carte_blanche_both_partners = 0;  ///< each partner's value when both show one; 0 = off

  // Meld values (3). Zero disables a meld.
  int common_marriage = 20;  ///< K+Q of a plain suit
  int royal_marriage = 40;  ///< K+Q of trumps
  int plain_sequence = 0;  ///< A 10 K Q J of a plain suit; 0 disables it
  int trump_sequence = 250;  ///< A 10 K Q J of trumps
  /// Single..sextuple bezique (options `bezique`..`sextuple_bezique`); 0 = not declarable.
  std::array<int, kMaxBezique> bezique{40, 500, 0, 0, 0, 0};
  /// Any four aces, tens, kings, queens, jacks (options `four_aces` ..); 0 = not declarable.
  std::array<int, 5> four{100, 0, 80, 60, 40};
  /// Four of a rank A T K Q J, all trumps (options `four_trump_aces` ..).
  std::array<int, 5> four_trumps{0, 0, 0, 0, 0};
  /// Five of a rank A T K Q J, all trumps (options `five_trump_aces` ..).
  std::array<int, 5> five_trumps{0, 0, 0, 0, 0};
  BeziquePair bezique_pair = BeziquePair::Fixed;  ///< which queen and jack form a bezique
  /// The first single bezique of a game, by anyone, scores this instead (7.3); 0 = like any
  /// other. Whether it has been declared lasts across deals (State::first_bezique_scored()).
  int first_bezique_value = 0;
  bool fours_all_suits = false;  ///< a four counts only with one card of each suit (Panache)

  // Re-use (4).
  /// Re-forming the same kind with declared cards, per class A, B, C (options `reform_a`,
  /// `reform_b`, `reform_c`).
  std::array<Reform, kMeldClasses> reform{Reform::None, Reform::None, Reform::None};
  bool marriage_to_sequence = true;  ///< a declared marriage may grow into a sequence
  int declarations_per_trick = 1;  ///< declarations allowed after each trick won
  bool partner_may_declare = false;  ///< the trick winner may nominate the partner to declare
  bool use_partner_cards = false;  ///< melds may use the partner's declared cards
  bool beziques_same_hand = false;  ///< every card of a multi-bezique comes from one player
  /// What may be declared before trumps are fixed (7.1).
  PreTrumpDeclarations pre_trump_declarations = PreTrumpDeclarations::Any;
  /// What a trump sequence is built on (7.3).
  SequenceRequiresMarriage sequence_requires_marriage = SequenceRequiresMarriage::None;
  int sequence_max_per_player = 0;  ///< trump sequences a player may declare in a deal; 0 = no limit
  bool meld_needs_hand_card = false;  ///< every declaration holds a card from the hand (7.2)
  /// Whether a card of a plain four may enter the four of trumps of its rank (7.3).
  ClassCUpgrade class_c_upgrade = ClassCUpgrade::WithNewCard;
  JokerMelds joker_melds = JokerMelds::PlainFours;  ///< which melds a joker may stand in (7.3)
  int jokers_per_four = 1;  ///< jokers a four may hold, 0 to 3 (7.3)
  bool joker_single_use = true;  ///< a joker takes part in at most one declaration a deal (7.3)
  int four_jokers_value = 0;  ///< four jokers as a meld, a plain four of its own (7.3); 0 = not a meld

  // End of stock and stage 2 (2.7, 2.8).
  LastDraw last_draw = LastDraw::Fixed;  ///< who takes the turn-up at the end of the stock
  bool stage2_must_head = true;  ///< in the play-off a player must win the trick if able
  Stage2Void stage2_void = Stage2Void::MustTrump;  ///< the play-off duty when void in the suit led
  bool stage2_head_partner = true;  ///< the duty to win applies against the partner's card too
  JokerStage2 joker_stage2 = JokerStage2::LastResort;  ///< when a joker may be played in the play-off
  Stage2Mode stage2_mode = Stage2Mode::All;  ///< play-off by all players, or as two duels

  // End of deal (2.9, 5).
  int last_trick_value = 10;  ///< points for the last trick
  LastTrickAt last_trick_at = LastTrickAt::Final;  ///< which trick is the last trick
  CardCount card_count = CardCount::Brisques;  ///< what cards won in tricks count
  int brisque_value = 10;  ///< points per ace and ten won
  /// Card points of A 10 K Q J 9 8 7 (card_count = card_points).
  std::array<int, kRanks> card_points{11, 10, 4, 3, 2, 0, 0, 0};
  CountTiming count_timing = CountTiming::EndOfDeal;  ///< when cards won are counted
  /// Other seven of trumps (other_seven = on_play): it scores in the play-off too (7.2).
  bool seven_in_stage2 = false;
  SevenCredit seven_credit = SevenCredit::Player;  ///< who scores a seven of trumps played
  BrisqueScheme brisque_scheme = BrisqueScheme::All;  ///< how the brisques won score (7.5)
  /// brisque_scheme = majority: a player gains or loses by it only from this score.
  int brisque_min_score = 0;
  int brisque_threshold = 0;  ///< brisque_scheme = threshold: brisques a side needs to score them
  ScoreFloor score_floor = ScoreFloor::None;  ///< whether a score may go below zero

  // The game (5).
  /// Cumulative game to a target, or single-deal rubicon games.
  GameScoring scoring = GameScoring::Cumulative;
  int target = 1000;  ///< points that win a cumulative game
  /// A side wins at the end of a deal, or the moment it reaches target.
  WinCheck win_check = WinCheck::EndOfDeal;
  TieBreak tie_break = TieBreak::LastTrick;  ///< equal totals past target at the end of a deal
  bool claim = false;  ///< a player may stop play and claim the game (fixed point)
  /// Score from which card points count as tricks are won; 0 = no running count.
  int running_count_from = 0;
  int game_bonus = 500;  ///< rubicon: the winner's bonus
  int rubicon_threshold = 1000;  ///< rubicon: a loser under this is rubiconed
  int rubicon_bonus = 1000;  ///< rubicon: the winner's bonus when the loser is rubiconed
  /// Rubicon: the winner's points for all the brisques when the loser is rubiconed.
  int rubicon_brisque_bonus = 0;
  int score_unit = 100;  ///< rubicon: results are taken in whole units of this
  int match_deals = 1;  ///< rubicon family: deals (games) in a match
  int max_deals = 100;  ///< a cumulative game ends after this many deals however it stands
  // The cent points match (7.5), kept by CentPoints for hosts that play one; two players only.
  int en_bas_table = 750;  ///< match: a game won against a loser below this counts 2
  int match_games = 4;  ///< match: the count that wins the match
  int loser_start_bonus = 0;  ///< match: the last match's loser starts every game with these points

  /// The number of physical cards: packs * 32 less the removed cards, plus the jokers.
  int deck_size() const { return packs * kCardTypes - static_cast<int>(removed.size()) + jokers; }
  /// The number of sides: 2 in partnerships, else one per player.
  int sides() const { return partnerships ? 2 : players; }
  /// The side of seat @p player (partners sit opposite: seats 0 and 2, 1 and 3).
  int side_of(int player) const { return partnerships ? player % 2 : player; }
  /// The partner's seat, or -1 without partnerships.
  int partner_of(int player) const { return partnerships ? (player + 2) % players : -1; }

  /// Checks every option and every combination; the message names the option. An option
  /// that differs from the preset's (`name`'s) value although the other options give it no
  /// effect is refused too, saying why: `target` under rubicon scoring, `brisque_value` when
  /// cards won count card points, ... (the list is in docs/records.md).
  /// @return Ok, or Code::InvalidVariant
  Status validate() const;

  /// Every option equal; the preset name is not compared.
  bool operator==(const Variant& o) const;
  /// Not operator==.
  bool operator!=(const Variant& o) const { return !(*this == o); }
};

/// The names of the presets of docs/rules.md sections 6 and 7, in the order of the tables
/// ("two-handed" first).
const std::vector<std::string>& preset_names();
/// A preset by name, matched without regard to case; Code::UnknownName names the unknown
/// preset and suggests the likely one.
Result<Variant> preset(std::string_view name);

/// One entry of the option registry: an option of the text form (a Variant field, or one
/// element of an array field).
struct OptionInfo {
  std::string name;        ///< As in the text form: "target", "reform_b".
  std::string type;        ///< "int", "bool", "enum(a|b)", "cards", "ints[8]"
  std::string meaning;     ///< One line for people.
};
/// The option registry: every option by name, with type and meaning, in a stable order.
const std::vector<OptionInfo>& option_infos();
/// The value of an option as text (the same syntax set_option takes); Code::UnknownName for
/// an unknown option.
Result<std::string> get_option(const Variant& v, std::string_view name);
/// Sets one option from text. Does not validate the whole variant, so options that depend on
/// each other can be set one at a time; call Variant::validate() after. An unknown option or a
/// value of the wrong syntax leaves @p v unchanged.
Status set_option(Variant& v, std::string_view name, std::string_view value);

/// The longest variant text parse_variant() reads, in bytes.
constexpr std::size_t kMaxVariantText = 4096;

/// Parses `preset` or `preset(name=value, name=value)`, then validates. Preset names, option
/// names and enum values are matched without regard to case; spaces around names, values and
/// commas are allowed. Refused: empty text (ParseError), an unknown preset or option
/// (UnknownName, with the likely spelling when there is one), an option given twice, text that
/// is not `name=value` or follows the `)` (ParseError), and everything validate() refuses
/// (InvalidVariant), such as an option the others make meaningless: `rubicon(target=1500)`
/// is refused because rubicon scoring plays to no target.
Result<Variant> parse_variant(std::string_view text);
/// The canonical text form: the preset name plus every option that differs from it; it parses
/// back to an equal Variant.
std::string variant_text(const Variant& v);

}  // namespace bezique
