// The table of options that have no effect under other options, and the check against it.
#include "ignored_options.hpp"

#include <array>
#include <iterator>
#include <string>

#include "variant_registry.hpp"

namespace bezique {

namespace {

struct IgnoredWhen {
  const char* option;
  bool (*applies)(const Variant&);
  const char* why;  // completes "has no effect: ..."
};

bool rubicon(const Variant& v) { return v.scoring == GameScoring::Rubicon; }
bool cumulative(const Variant& v) { return v.scoring == GameScoring::Cumulative; }
bool no_brisques(const Variant& v) { return v.card_count != CardCount::Brisques; }
bool no_card_points(const Variant& v) { return v.card_count != CardCount::CardPoints; }
bool no_count(const Variant& v) { return v.card_count == CardCount::None; }
bool no_turn_up(const Variant& v) { return v.trump == TrumpMode::FirstMarriage; }
bool trump_turned_up(const Variant& v) { return v.trump == TrumpMode::TurnUp; }
bool no_carte_blanche(const Variant& v) { return v.carte_blanche_value == 0; }
bool no_jokers(const Variant& v) { return v.jokers == 0; }
bool sevens_not_on_play(const Variant& v) { return v.other_seven != OtherSeven::OnPlay; }
bool not_majority(const Variant& v) { return v.brisque_scheme != BrisqueScheme::Majority; }
bool not_threshold(const Variant& v) { return v.brisque_scheme != BrisqueScheme::Threshold; }
bool no_trump_sequence(const Variant& v) { return v.trump_sequence == 0; }
// The cent points match (7.5) counts games won between two players of a game to a target.
bool no_cent_points(const Variant& v) { return v.scoring == GameScoring::Rubicon || v.players != 2; }

constexpr IgnoredWhen kIgnored[] = {
    {"target", rubicon, "scoring=rubicon settles every deal as a game of its own; no target is played to"},
    {"win_check", rubicon, "scoring=rubicon settles every deal as a game of its own; no target is played to"},
    {"tie_break", rubicon, "scoring=rubicon settles every deal as a game of its own; no target is played to"},
    {"max_deals", rubicon, "scoring=rubicon plays match_deals deals"},
    {"en_bas_table", no_cent_points, "the cent points match is kept only for two players and scoring=cumulative"},
    {"match_games", no_cent_points, "the cent points match is kept only for two players and scoring=cumulative"},
    {"loser_start_bonus", no_cent_points, "the cent points match is kept only for two players and scoring=cumulative"},
    {"game_bonus", cumulative, "only scoring=rubicon settles a deal with bonuses"},
    {"rubicon_threshold", cumulative, "only scoring=rubicon settles a deal with bonuses"},
    {"rubicon_bonus", cumulative, "only scoring=rubicon settles a deal with bonuses"},
    {"rubicon_brisque_bonus", cumulative, "only scoring=rubicon settles a deal with bonuses"},
    {"score_unit", cumulative, "only scoring=rubicon takes scores in units"},
    {"match_deals", cumulative, "scoring=cumulative plays deals until a side reaches target (or max_deals)"},
    {"brisque_value", no_brisques, "only card_count=brisques counts brisques"},
    {"card_points", no_card_points, "only card_count=card_points counts card points"},
    {"count_timing", no_count, "card_count=none counts no cards won in tricks"},
    {"seven_timing", no_turn_up, "trump=first_marriage turns up no card to exchange the seven for"},
    {"turn_up_seven_bonus", no_turn_up, "trump=first_marriage turns up no card"},
    {"sequence_fixes_trump", trump_turned_up, "trump=turn_up fixes trumps at the deal"},
    {"jokers_per_four", no_jokers, "jokers=0 deals no joker"},
    {"joker_melds", no_jokers, "jokers=0 deals no joker"},
    {"joker_single_use", no_jokers, "jokers=0 deals no joker"},
    {"four_jokers_value", no_jokers, "jokers=0 deals no joker"},
    {"joker_stage2", no_jokers, "jokers=0 deals no joker"},
    {"seven_in_stage2", sevens_not_on_play, "only other_seven=on_play scores a seven as it is played"},
    {"seven_credit", sevens_not_on_play, "only other_seven=on_play scores a seven as it is played"},
    {"brisque_min_score", not_majority, "only brisque_scheme=majority has a minimum score"},
    {"brisque_threshold", not_threshold, "only brisque_scheme=threshold has a threshold"},
    {"brisque_scheme", no_brisques, "only card_count=brisques counts brisques"},
    {"sequence_requires_marriage", no_trump_sequence, "trump_sequence=0 turns the trump sequence off"},
    {"sequence_max_per_player", no_trump_sequence, "trump_sequence=0 turns the trump sequence off"},
    {"carte_blanche_repeats", no_carte_blanche, "carte_blanche_value=0 turns carte blanche off"},
    {"carte_blanche_both_partners", no_carte_blanche, "carte_blanche_value=0 turns carte blanche off"},
};

}  // namespace

Status check_no_ignored_option(const Variant& v) {
  // The rules' options by index, looked up once: this runs whenever a game is created.
  static const auto indices = [] {
    std::array<std::size_t, std::size(kIgnored)> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = option_index(kIgnored[i].option);
    return out;
  }();
  static const Variant default_variant;
  const Variant* base = find_preset(v.name);
  const Variant& reference = base ? *base : default_variant;
  for (std::size_t i = 0; i < indices.size(); ++i) {
    const IgnoredWhen& rule = kIgnored[i];
    if (!rule.applies(v) || same_option(v, reference, indices[i])) continue;
    const std::string mine = get_option(v, rule.option).value();
    return {Code::InvalidVariant, std::string(rule.option) + "=" + mine + " has no effect: " + rule.why +
                                      " (leave " + rule.option + " at " + reference.name + "'s value)"};
  }
  return Status::ok();
}

}  // namespace bezique
