// Validation, the presets of docs/rules.md section 6, and equality of variants.
#include "bezique/variant.hpp"

#include <algorithm>
#include <string>

#include "bezique/message_text.hpp"
#include "ignored_options.hpp"
#include "variant_registry.hpp"

namespace bezique {

namespace {

Status invalid(const std::string& message) { return {Code::InvalidVariant, message}; }

constexpr std::array<int, 6> kAllowedPacks{1, 2, 3, 4, 6, 8};
constexpr int kMaxValue = 10000000;

Variant two_handed() { return Variant{}; }

Variant three_handed() {
  Variant v;
  v.name = "three-handed";
  v.players = 3;
  v.packs = 3;
  v.bezique = {40, 500, 1500, 0, 0, 0};
  v.reform = {Reform::None, Reform::AnyNewSet, Reform::None};
  v.stage2_void = Stage2Void::TrumpIfWinning;
  v.target = 3000;
  return v;
}

Variant rubicon() {
  Variant v;
  v.name = "rubicon";
  v.packs = 4;
  v.hand_size = 9;
  v.trump = TrumpMode::FirstMarriage;
  v.sequence_fixes_trump = true;
  v.seven_value = 0;
  v.turn_up_seven_bonus = 0;
  v.other_seven = OtherSeven::None;
  v.carte_blanche_value = 50;
  v.carte_blanche_repeats = true;
  v.plain_sequence = 150;
  v.bezique = {40, 500, 1500, 4500, 0, 0};
  v.reform = {Reform::AfterBreak, Reform::AfterBreak, Reform::AfterBreak};
  v.last_trick_value = 50;
  v.count_timing = CountTiming::TieOrRubicon;
  v.scoring = GameScoring::Rubicon;
  v.game_bonus = 500;
  v.rubicon_threshold = 1000;
  v.rubicon_bonus = 1000;
  v.rubicon_brisque_bonus = 320;
  v.match_deals = 2;
  return v;
}

Variant chinese() {
  Variant v = rubicon();
  v.name = "chinese";
  v.packs = 6;
  v.hand_size = 12;
  v.no_repeat_trump = true;
  v.carte_blanche_value = 250;
  v.four_trumps = {1000, 900, 800, 600, 400};
  v.last_trick_value = 250;
  v.card_count = CardCount::None;
  v.game_bonus = 1000;
  v.rubicon_threshold = 3000;
  v.rubicon_bonus = 3000;
  v.rubicon_brisque_bonus = 0;
  return v;
}

// Haitian Bésigue (docs/rules.md section 7): four packs and four jokers, trumps by the first
// marriage, the quinte on the player's own trump marriage, sevens of trumps scoring as played.
Variant haitian() {
  Variant v;
  v.name = "haitian";
  v.packs = 4;
  v.jokers = 4;
  v.hand_size = 9;
  v.trump = TrumpMode::FirstMarriage;
  v.other_seven = OtherSeven::OnPlay;
  v.seven_in_stage2 = true;
  v.bezique = {40, 0, 0, 0, 0, 0};
  v.four_trumps = {200, 0, 160, 120, 80};
  v.pre_trump_declarations = PreTrumpDeclarations::MarriageOnly;
  v.sequence_requires_marriage = SequenceRequiresMarriage::Intact;
  v.sequence_max_per_player = 1;
  v.meld_needs_hand_card = true;
  v.class_c_upgrade = ClassCUpgrade::Forbidden;
  v.brisque_scheme = BrisqueScheme::Majority;
  v.brisque_min_score = 200;
  v.brisque_threshold = 14;
  v.score_floor = ScoreFloor::Zero;
  v.win_check = WinCheck::AtOnce;
  return v;
}

std::vector<Variant> make_presets() {
  std::vector<Variant> out;
  out.push_back(two_handed());

  Variant without_trump;
  without_trump.name = "without-trump";
  without_trump.trump = TrumpMode::FirstMarriage;
  without_trump.seven_value = 0;
  without_trump.turn_up_seven_bonus = 0;
  without_trump.other_seven = OtherSeven::None;
  out.push_back(without_trump);

  Variant panache;
  panache.name = "panache";
  panache.fours_all_suits = true;
  out.push_back(panache);

  Variant fixed_point;
  fixed_point.name = "fixed-point";
  fixed_point.claim = true;
  out.push_back(fixed_point);

  out.push_back(three_handed());

  Variant two_pack = three_handed();
  two_pack.name = "three-handed-two-pack";
  two_pack.packs = 2;
  two_pack.removed = {card_type(Suit::Clubs, Rank::Eight)};
  two_pack.target = 2000;
  out.push_back(two_pack);

  Variant four;
  four.name = "four-handed";
  four.players = 4;
  four.partnerships = true;
  four.packs = 4;
  four.partner_may_declare = true;
  four.use_partner_cards = true;
  four.target = 2000;
  out.push_back(four);

  out.push_back(rubicon());
  out.push_back(chinese());

  Variant eight = chinese();
  eight.name = "eight-deck";
  eight.packs = 8;
  eight.hand_size = 15;
  eight.bezique = {50, 500, 1500, 4500, 9000, 0};
  eight.five_trumps = {2000, 1800, 1600, 1200, 800};
  eight.rubicon_threshold = 5000;
  out.push_back(eight);

  Variant four_rubicon = rubicon();
  four_rubicon.name = "four-hand-rubicon";
  four_rubicon.players = 4;
  four_rubicon.partnerships = true;
  four_rubicon.packs = 6;
  four_rubicon.sequence_fixes_trump = false;
  four_rubicon.partner_may_declare = true;
  four_rubicon.use_partner_cards = true;
  four_rubicon.beziques_same_hand = true;
  four_rubicon.carte_blanche_both_partners = 500;
  four_rubicon.four_trumps = {1000, 900, 800, 600, 400};
  four_rubicon.bezique = {40, 500, 1500, 4500, 13500, 40500};
  out.push_back(four_rubicon);

  Variant french;
  french.name = "french-1847";
  french.packs = 1;
  french.hand_size = 6;
  french.seven_timing = SevenTiming::BeforeFirstPlay;
  french.other_seven = OtherSeven::None;
  french.turn_up_seven_bonus = 0;
  french.trump_sequence = 500;
  french.plain_sequence = 250;
  french.bezique = {40, 0, 0, 0, 0, 0};
  french.marriage_to_sequence = false;
  french.card_count = CardCount::CardPoints;
  french.target = 500;
  french.running_count_from = 400;
  french.tie_break = TieBreak::Replay;
  out.push_back(french);

  out.push_back(haitian());

  Variant haitian_four = haitian();
  haitian_four.name = "haitian-four";
  haitian_four.players = 4;
  haitian_four.target = 600;
  haitian_four.brisque_scheme = BrisqueScheme::All;
  haitian_four.brisque_threshold = 8;
  out.push_back(haitian_four);
  return out;
}

const std::vector<Variant>& presets() {
  static const std::vector<Variant> all = make_presets();
  return all;
}

bool any_negative(const int* values, int n) {
  for (int i = 0; i < n; ++i)
    if (values[i] < 0 || values[i] > kMaxValue) return true;
  return false;
}

}  // namespace

const std::vector<std::string>& preset_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const Variant& v : presets()) n.push_back(v.name);
    return n;
  }();
  return names;
}

const Variant* find_preset(std::string_view name) {
  for (const Variant& v : presets())
    if (v.name.size() == name.size() &&
        std::equal(name.begin(), name.end(), v.name.begin(), [](char a, char b) {
          return (a >= 'A' && a <= 'Z' ? static_cast<char>(a - 'A' + 'a') : a) == b;
        }))
      return &v;
  return nullptr;
}

Result<Variant> preset(std::string_view name) {
  const std::string wanted = lower_ascii(name);
  for (const Variant& v : presets())
    if (v.name == wanted) return v;
  const std::string hint = did_you_mean(name, preset_names());
  if (!hint.empty()) return Status{Code::UnknownName, "unknown preset " + quote(name) + hint};
  std::string known;
  for (const auto& n : preset_names()) known += (known.empty() ? "" : ", ") + n;
  return Status{Code::UnknownName, "unknown preset " + quote(name) + " (presets: " + known + ")"};
}

Status Variant::validate() const {
  if (players < 2 || players > 4) return invalid("players: must be 2, 3 or 4, not " + std::to_string(players));
  if (partnerships && players != 4) return invalid("partnerships: needs players=4");
  if (std::find(kAllowedPacks.begin(), kAllowedPacks.end(), packs) == kAllowedPacks.end())
    return invalid("packs: must be 1, 2, 3, 4, 6 or 8, not " + std::to_string(packs));
  std::array<int, kCardTypes> removed_count{};
  for (CardType t : removed) {
    if (t >= kCardTypes) return invalid("removed: not a card");
    if (++removed_count[t] > packs)
      return invalid("removed: removes more " + type_text(t) + " than the " + std::to_string(packs) + " packs hold");
  }
  if (jokers < 0 || jokers > kMaxJokers) return invalid("jokers: must be 0 to 4, not " + std::to_string(jokers));
  if (jokers > 0 && packs > kMaxPacksWithJokers) return invalid("jokers: needs at most 7 packs (jokers take the ids of an eighth)");
  if (jokers > 0 && trump == TrumpMode::TurnUp)
    return invalid("jokers: needs trump=first_marriage (no source says what a turned-up joker does)");
  if (jokers > 0 && fours_all_suits) return invalid("jokers: a joker has no suit, so it cannot play with fours_all_suits");
  if (hand_size < 1 || hand_size > 16) return invalid("hand_size: must be 1 to 16, not " + std::to_string(hand_size));
  const int dealt = players * hand_size;
  const int stock = deck_size() - dealt;
  if (stock < players)
    return invalid("hand_size: dealing " + std::to_string(players) + " hands of " + std::to_string(hand_size) +
                   " needs more than the " + std::to_string(deck_size()) + " cards the packs hold");
  if (stock % players != 0)
    return invalid(std::string(jokers > 0 ? "jokers" : "hand_size") + ": the stock of " + std::to_string(stock) +
                   " cards does not divide evenly among " + std::to_string(players) + " players" +
                   (jokers > 0 ? " (section 7: 0, 2 or 4 jokers with two players, 1 or 4 with three, 0 or 4 with four)" : ""));
  if (first_dealer < 0 || first_dealer >= players) return invalid("first_dealer: must be a seat from 0 to players-1");
  if (no_repeat_trump && trump == TrumpMode::TurnUp) return invalid("no_repeat_trump: needs trump=first_marriage");
  if (last_draw == LastDraw::WinnerChooses && (players != 2 || trump != TrumpMode::TurnUp))
    return invalid("last_draw: winner_chooses needs players=2 and trump=turn_up");
  if (declarations_per_trick < 1 || declarations_per_trick > 4) return invalid("declarations_per_trick: must be 1 to 4");
  if (!partnerships && (partner_may_declare || use_partner_cards || beziques_same_hand || carte_blanche_both_partners))
    return invalid(std::string(partner_may_declare ? "partner_may_declare" : use_partner_cards ? "use_partner_cards"
                               : beziques_same_hand ? "beziques_same_hand" : "carte_blanche_both_partners") +
                   ": needs partnerships=true");
  if (stage2_mode == Stage2Mode::Duels && players != 4) return invalid("stage2_mode: duels needs players=4");
  const int single_values[] = {seven_value, turn_up_seven_bonus, carte_blanche_value, carte_blanche_both_partners,
                               common_marriage, royal_marriage, plain_sequence, trump_sequence, last_trick_value,
                               brisque_value, game_bonus, rubicon_threshold, rubicon_bonus, rubicon_brisque_bonus,
                               running_count_from};
  if (any_negative(single_values, sizeof(single_values) / sizeof(int)) || any_negative(bezique.data(), kMaxBezique) ||
      any_negative(four.data(), 5) || any_negative(four_trumps.data(), 5) || any_negative(five_trumps.data(), 5) ||
      any_negative(card_points.data(), kRanks))
    return invalid("values: every point value must be between 0 and " + std::to_string(kMaxValue));
  if (target < 1 || target > kMaxValue) return invalid("target: must be 1 to " + std::to_string(kMaxValue));
  if (scoring == GameScoring::Rubicon && sides() != 2) return invalid("scoring: rubicon needs two sides");
  if (claim && (scoring != GameScoring::Cumulative || sides() != 2))
    return invalid("claim: needs scoring=cumulative and two sides");
  if (count_timing == CountTiming::TieOrRubicon && scoring != GameScoring::Rubicon)
    return invalid("count_timing: tie_or_rubicon needs scoring=rubicon");
  if (running_count_from > 0 && (running_count_from > target || scoring != GameScoring::Cumulative))
    return invalid("running_count_from: must not exceed target, and needs scoring=cumulative");
  if (score_unit < 1) return invalid("score_unit: must be at least 1");
  if (jokers_per_four < 0 || jokers_per_four > 3) return invalid("jokers_per_four: must be 0 to 3");
  if (four_jokers_value > 0 && jokers != kMaxJokers)
    return invalid("four_jokers_value: four jokers need jokers=4, not " + std::to_string(jokers));
  if (four_jokers_value < 0 || four_jokers_value > kMaxValue || first_bezique_value < 0 || first_bezique_value > kMaxValue)
    return invalid("four_jokers_value, first_bezique_value: must be 0 to " + std::to_string(kMaxValue));
  if (first_bezique_value > 0 && bezique[0] == 0)
    return invalid("first_bezique_value: the single bezique is no meld in this variant (bezique=0)");
  if (sequence_max_per_player < 0 || sequence_max_per_player > 100)
    return invalid("sequence_max_per_player: must be 0 (no limit) to 100");
  if (brisque_min_score < 0 || brisque_min_score > kMaxValue || brisque_threshold < 0 || brisque_threshold > 256)
    return invalid("brisque_min_score, brisque_threshold: must not be negative");
  if (brisque_scheme == BrisqueScheme::Majority && players != 2)
    return invalid("brisque_scheme: majority needs players=2 (with more players, section 7.5 counts them all: brisque_scheme=all)");
  if (brisque_scheme == BrisqueScheme::Threshold && brisque_threshold < 1)
    return invalid("brisque_threshold: brisque_scheme=threshold needs a threshold of at least 1");
  if (brisque_scheme != BrisqueScheme::All && scoring != GameScoring::Cumulative)
    return invalid("brisque_scheme: needs scoring=cumulative");
  if (match_deals < 1 || match_deals > 1000) return invalid("match_deals: must be 1 to 1000");
  if (max_deals < 1 || max_deals > 10000) return invalid("max_deals: must be 1 to 10000");
  if (en_bas_table < 0 || en_bas_table > kMaxValue)
    return invalid("en_bas_table: must be 0 to " + std::to_string(kMaxValue) + ", not " + std::to_string(en_bas_table));
  if (match_games < 1 || match_games > 1000) return invalid("match_games: must be 1 to 1000, not " + std::to_string(match_games));
  if (loser_start_bonus < 0 || loser_start_bonus >= target)
    return invalid("loser_start_bonus: must be 0 or more and below target (" + std::to_string(target) + "), not " +
                   std::to_string(loser_start_bonus));
  return check_no_ignored_option(*this);
}

bool Variant::operator==(const Variant& o) const {
  // Every option is in the registry, so comparing their values compares every field.
  for (std::size_t i = 0; i < option_infos().size(); ++i)
    if (!same_option(*this, o, i)) return false;
  return true;
}

}  // namespace bezique
