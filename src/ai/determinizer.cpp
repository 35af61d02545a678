// Determinization: rebuild the deal from what the viewer saw, then share out the cards it could
// not see. The deal is rebuilt by dealing a deck whose known positions hold the cards the history
// names and replaying the deal's actions, so every private field of State comes out right
// without being derived by hand; the replayed events are checked against the view's history.
#include "bezique/ai/determinizer.hpp"

#include <algorithm>
#include <string>

#include "bezique/rules.hpp"

namespace bezique {

namespace {

constexpr int kStock = -2;   // the card lies (face up) under the stock
constexpr int kPlayed = -3;  // the card has gone to a trick
constexpr int kUnknown = -1;

Status inconsistent(const std::string& why) {
  return {Code::InvalidArgument, "the view cannot be determinized: " + why};
}

// What a stage-2 play proves about the hand it came from (the duties of docs/rules.md 2.8, as
// playoff_excluded_types() reads them): the types that hand cannot have held. `trick` holds
// the cards played before it, fewer than a trick's.
std::uint32_t excluded_by_play(const Variant& v, int trump, const std::vector<std::pair<int, CardId>>& trick, int player,
                               CardId card) {
  std::array<CardId, kMaxPlayers> cards{};
  for (std::size_t i = 0; i < trick.size(); ++i) cards[i] = trick[i].second;
  const bool jokers = v.jokers > 0;
  const int best = trick_winner(cards.data(), static_cast<int>(trick.size()), trump, jokers);
  return playoff_excluded_types(v, trump, card, player, led_suit(cards[0], jokers), cards[best],
                                trick[static_cast<std::size_t>(best)].first);
}

// The action whose first event is `e`, in a state whose phase is `phase`.
bool action_of_event(const Event& e, Phase phase, Action& a) {
  switch (e.type) {
    case EventType::CardPlayed: a = Action::play(e.cards[0]); return true;
    case EventType::MeldDeclared:
      if (e.reason == ScoreReason::Seven) {
        a = Action::with_card(ActionType::DeclareSeven, e.cards[0]);
      } else {
        a = Action{};
        a.type = ActionType::Declare;
        a.kind = e.kind;
        a.count = e.count;
        for (int i = 0; i < e.count && i < kMaxMeldCards; ++i) a.cards[i] = e.cards[i];
      }
      return true;
    case EventType::SevenExchanged: a = Action::with_card(ActionType::ExchangeSeven, e.cards[0]); return true;
    case EventType::CarteBlanche: a = Action::simple(ActionType::CarteBlanche); return true;
    case EventType::Passed: a = Action::simple(ActionType::Pass); return true;
    case EventType::Nominated:
      a = Action::simple(e.value == e.player ? ActionType::NominateSelf : ActionType::NominatePartner);
      return true;
    case EventType::Claimed: a = Action::simple(ActionType::Claim); return true;
    case EventType::CardDrawn:
      if (phase != Phase::LastDraw) return false;
      // Taking the turn-up is the one draw everybody sees.
      a = Action::simple(e.hidden ? ActionType::TakeTop : ActionType::TakeTurnUp);
      return true;
    default: return false;
  }
}

View without_history(View v) {
  v.history.clear();
  return v;
}

// What the viewer saw of the current deal, read from the view's history: who was seen holding
// which card and when each card of another seat first showed, the draws, the turn-up and what
// the play-off plays proved; then the deck that deals it, with holes for the cards unseen.
struct Rebuild {
  struct Draw {
    int player;
    int card;  // -1 unseen
    int time;
  };
  int viewer = 0;
  int start = -1;  // the index of the deal's DealStarted event in the history
  std::array<std::int32_t, kMaxPlayers> start_scores{};
  std::vector<int> holder = std::vector<int>(kMaxCards, kUnknown);
  std::array<std::vector<CardId>, kMaxPlayers> dealt_known{};
  std::array<int, kMaxPlayers> dealt_count{};
  std::array<int, kMaxPlayers> dealt_time{};
  std::array<std::vector<std::pair<int, CardId>>, kMaxPlayers> revealed{};  // (time, card)
  std::vector<Draw> draws;
  int turn_up = -1;
  bool bezique_this_deal = false;  // the game's first bezique may have come in this deal (7.3)
  std::array<std::uint32_t, kMaxPlayers> excluded{};
  // Placed by place_revealed(): each seat's dealt cards and each draw, -1 where unseen.
  std::array<std::vector<int>, kMaxPlayers> dealt_cards{};
  std::vector<int> drawn_cards;
  std::array<int, kMaxPlayers> hidden_in_hand{};
  // The deck (build_deck()): physical ids, -1 for the holes the hidden cards fill.
  std::vector<int> deck;
  int first_stock = 0;
};

// The view is a seat's, of this variant, mid-deal, and its history holds the deal's start; the
// previous deal's trumps agree with the history, and the scores the deal started from follow.
Status find_deal(const View& view, const Variant& v, Rebuild& r) {
  if (view.viewer < 0 || view.viewer >= v.players)
    return Status{Code::InvalidArgument, "a determinization needs a seat's view, not a spectator's"};
  if (view.players != v.players || static_cast<int>(view.hand_sizes.size()) != v.players)
    return Status{Code::InvalidArgument, "the view is of a game with another number of players than the variant"};
  if (view.phase == Phase::Deal || view.phase == Phase::GameOver)
    return Status{Code::WrongPhase, "no deal is in progress: nothing is hidden to sample"};
  const std::vector<Event>& h = view.history;
  r.viewer = view.viewer;
  for (int i = static_cast<int>(h.size()) - 1; i >= 0; --i)
    if (h[i].type == EventType::DealStarted && h[i].value == view.deal_number) {
      r.start = i;
      break;
    }
  if (r.start < 0)
    return Status{Code::InvalidArgument,
                  "the view carries no history of the current deal: make it with make_view(state, seat, &events)"};

  // The previous deal's trumps (no_repeat_trump) are public: the view names them, and a history
  // that holds the previous deal must agree. Then the scores the deal started from.
  for (int i = r.start - 1; i >= 0; --i) {
    const bool fixed = h[i].type == EventType::TrumpFixed;
    if (!fixed && h[i].type != EventType::DealStarted) continue;
    if ((fixed ? h[i].suit : -1) != view.previous_trump) return inconsistent("the previous deal's trumps are not the view's");
    break;
  }
  for (std::size_t s = 0; s < view.scores.size() && s < r.start_scores.size(); ++s) r.start_scores[s] = view.scores[s];
  for (std::size_t i = static_cast<std::size_t>(r.start); i < h.size(); ++i)
    if (h[i].type == EventType::PointsScored && h[i].side >= 0 && h[i].side < kMaxPlayers)
      r.start_scores[h[i].side] -= h[i].value;
  return Status::ok();
}

// Who is seen holding which card, and when each card of another seat first showed.
Status read_deal(const View& view, const Variant& v, Rebuild& r) {
  const std::vector<Event>& h = view.history;
  const int viewer = r.viewer;
  const int start = r.start;
  auto& holder = r.holder;
  auto& dealt_known = r.dealt_known;
  auto& dealt_count = r.dealt_count;
  auto& dealt_time = r.dealt_time;
  auto& revealed = r.revealed;
  auto& draws = r.draws;
  auto& turn_up = r.turn_up;
  auto& excluded = r.excluded;
  int bottom = -1;  // the card face up under the stock now
  auto reveal = [&](int player, CardId c, int time) {
    if (holder[c] >= 0 || holder[c] == kPlayed) return;  // already placed
    holder[c] = player;
    if (player != viewer) revealed[player].push_back({time, c});
  };
  std::vector<std::pair<int, CardId>> trick;
  bool stage2 = false;
  for (int i = start + 1; i < static_cast<int>(h.size()); ++i) {
    const Event& e = h[i];
    const int p = e.player;
    if (p >= v.players) return inconsistent("an event names seat " + std::to_string(p));
    switch (e.type) {
      case EventType::HandDealt:
        if (p < 0) return inconsistent("a hand dealt to no seat");
        dealt_count[p] = e.count;
        dealt_time[p] = i;
        if (p == viewer) {
          // The viewer's own hidden cards: only their types count (their copy numbers are
          // the viewer's own numbering, which a later public card may reuse).
          if (e.redacted) return inconsistent("the viewer's own hand is redacted");
          for (int k = 0; k < e.count; ++k) dealt_known[p].push_back(e.cards[k]);
        }
        break;
      case EventType::TurnUp:
        turn_up = e.cards[0];
        bottom = e.cards[0];
        holder[e.cards[0]] = kStock;
        break;
      case EventType::CardDrawn:
        if (p < 0) return inconsistent("a card drawn by no seat");
        if (!e.hidden && e.cards[0] == bottom) {
          holder[e.cards[0]] = p;  // the turn-up (or the seven exchanged for it): public
        } else if (!e.hidden) {
          // A public draw from the top (the last face-down card, once the turn-up is taken).
          draws.push_back({p, e.cards[0], i});
          holder[e.cards[0]] = p;
        } else if (p == viewer) {
          if (e.redacted) return inconsistent("the viewer's own draw is redacted");
          draws.push_back({p, e.cards[0], i});
        } else {
          draws.push_back({p, -1, i});
        }
        break;
      case EventType::CardPlayed:
        if (p < 0) return inconsistent("a card played by no seat");
        if (trick.size() >= static_cast<std::size_t>(v.players)) return inconsistent("a trick of more cards than players");
        if (stage2 && !trick.empty() && p != viewer) excluded[p] |= excluded_by_play(v, view.trump, trick, p, e.cards[0]);
        if (stage2 && trick.empty() && p != viewer && v.jokers > 0 && is_joker(e.cards[0])) {
          // A joker led beside any natural card would not have been allowed: the hand held
          // nothing but jokers (joker_stage2 = last_resort), as the rule itself answers.
          CardSet beside;
          beside.insert(e.cards[0]);
          beside.insert(physical_card(0, 0));
          if (!playoff_leads(v, beside).contains(e.cards[0])) excluded[p] = ~std::uint32_t{0};
        }
        trick.push_back({p, e.cards[0]});
        reveal(p, e.cards[0], i);
        holder[e.cards[0]] = kPlayed;
        break;
      case EventType::TrickWon: trick.clear(); break;
      case EventType::StageTwo:
        stage2 = true;
        trick.clear();
        break;
      case EventType::MeldDeclared:
        // A card already placed (a partner's declared card) keeps its holder.
        for (int k = 0; k < e.count; ++k) reveal(p, e.cards[k], i);
        r.bezique_this_deal = r.bezique_this_deal || (e.reason != ScoreReason::Seven && e.kind == MeldKind::Bezique);
        break;
      case EventType::SevenExchanged:
        reveal(p, e.cards[0], i);
        holder[e.cards[0]] = kStock;
        holder[e.cards[1]] = p;
        bottom = e.cards[0];
        break;
      case EventType::CarteBlanche:
        for (int k = 0; k < e.count; ++k) reveal(p, e.cards[k], i);
        break;
      default: break;
    }
  }
  return Status::ok();
}

// Each other seat's cards, dealt or drawn unseen: the cards it later showed go to its
// earliest places, earliest shown first; that order always fits when the history is real.
Status place_revealed(const Variant& v, Rebuild& r) {
  const int players = v.players;
  const int viewer = r.viewer;
  const auto& draws = r.draws;
  const auto& dealt_count = r.dealt_count;
  const auto& dealt_time = r.dealt_time;
  auto& revealed = r.revealed;
  auto& dealt_cards = r.dealt_cards;  // -1: hidden
  auto& drawn_cards = r.drawn_cards;
  drawn_cards.assign(draws.size(), -1);
  for (std::size_t k = 0; k < draws.size(); ++k) drawn_cards[k] = draws[k].card;
  for (int p = 0; p < players; ++p) {
    if (dealt_count[p] != v.hand_size) return inconsistent("seat " + std::to_string(p) + "'s dealt hand is not in the history");
    if (p == viewer) {
      dealt_cards[p].assign(r.dealt_known[p].begin(), r.dealt_known[p].end());
      continue;
    }
    std::vector<std::pair<int, int>> places;  // (time, index): index < 0 is dealt slot, else a draw
    for (int k = 0; k < dealt_count[p]; ++k) places.push_back({dealt_time[p], -1});
    for (std::size_t k = 0; k < draws.size(); ++k)
      if (draws[k].player == p && draws[k].card < 0) places.push_back({draws[k].time, static_cast<int>(k)});
    std::sort(revealed[p].begin(), revealed[p].end());
    if (revealed[p].size() > places.size()) return inconsistent("seat " + std::to_string(p) + " showed more cards than it held");
    dealt_cards[p].assign(static_cast<std::size_t>(dealt_count[p]), -1);
    int dealt_used = 0;
    for (std::size_t k = 0; k < places.size(); ++k) {
      const int card = k < revealed[p].size() ? revealed[p][k].second : -1;
      if (card >= 0 && places[k].first >= revealed[p][k].first)
        return inconsistent(card_text(static_cast<CardId>(card), true) + " was shown before seat " + std::to_string(p) +
                            " could have held it");
      if (places[k].second < 0) {
        dealt_cards[p][dealt_used++] = card;
      } else {
        drawn_cards[places[k].second] = card;
      }
      if (card < 0) ++r.hidden_in_hand[p];
    }
  }
  return Status::ok();
}

// The deck: dealt cards (eldest first, round by round), the turn-up, then the stock top down.
Status build_deck(const Variant& v, int dealer, Rebuild& r) {
  const int players = v.players;
  const int eldest = (dealer + 1) % players;
  const int deck_size = v.deck_size();
  const int dealt = players * v.hand_size;
  const auto& dealt_cards = r.dealt_cards;
  std::vector<int>& deck = r.deck;
  deck.assign(static_cast<std::size_t>(deck_size), -1);
  std::array<std::size_t, kMaxPlayers> next{};
  for (int i = 0; i < dealt; ++i) {
    const int p = (eldest + i) % players;
    if (next[p] >= dealt_cards[p].size()) return inconsistent("a dealt hand of the wrong size");
    deck[i] = dealt_cards[p][next[p]++];
  }
  int& first_stock = r.first_stock;
  first_stock = dealt;
  const bool has_turn_up = v.trump == TrumpMode::TurnUp;
  if (has_turn_up) {
    if (r.turn_up < 0) return inconsistent("the turn-up is not in the history");
    deck[first_stock++] = r.turn_up;
  }
  if (first_stock + static_cast<int>(r.draws.size()) > deck_size) return inconsistent("more cards drawn than the stock held");
  for (std::size_t k = 0; k < r.draws.size(); ++k) deck[first_stock + k] = r.drawn_cards[k];
  return Status::ok();
}

// The deck needs the right card types in the right places; which copy is which does not
// matter (the deal numbers copies canonically), so each placed card takes the next free copy
// of its type. The hidden cards: every card of the game the deck does not place.
Status number_copies(const Variant& v, const CardSet& present, Rebuild& r, std::vector<CardId>& pool) {
  std::vector<int>& deck = r.deck;
  CardSet placed;
  for (int& c : deck) {
    if (c < 0) continue;
    if (v.jokers > 0 && is_joker(static_cast<CardId>(c))) {
      // Jokers are copies of one another (docs/rules.md section 7): the next free one.
      int joker = kFirstJoker;
      while (joker < kFirstJoker + v.jokers && placed.contains(static_cast<CardId>(joker))) ++joker;
      if (joker == kFirstJoker + v.jokers) return inconsistent("more jokers placed than the game holds");
      c = joker;
      placed.insert(static_cast<CardId>(c));
      continue;
    }
    const CardType t = type_of(static_cast<CardId>(c));
    std::uint32_t free = present.copies_of(t) & ~placed.copies_of(t);
    if (v.jokers > 0) free &= 0x7Fu;  // copy 7's ids are the jokers'
    if (!free) return inconsistent("more copies of " + type_text(t) + " placed than the game holds");
    int copy = 0;
    while (!((free >> copy) & 1)) ++copy;
    c = physical_card(t, copy);
    placed.insert(static_cast<CardId>(c));
  }
  present.without(placed).for_each([&](CardId c) { pool.push_back(c); });
  const int holes = static_cast<int>(std::count(deck.begin(), deck.end(), -1));
  if (holes != static_cast<int>(pool.size())) return inconsistent("the hidden cards do not add up");
  return Status::ok();
}

// Fills the deck's holes from `order` (Determinizer::fill()'s assignment): each seat's holes, in
// dealing and drawing order, with its share, then the stock below the draws.
void fill_holes(const Variant& v, int dealer, const std::vector<CardId>& order, Rebuild& r) {
  const int players = v.players;
  std::vector<int>& deck = r.deck;
  const int dealt = players * v.hand_size;
  const int eldest = (dealer + 1) % players;
  const int deck_size = v.deck_size();
  std::size_t k = 0;
  std::array<std::vector<CardId>, kMaxPlayers> mine{};
  for (int p = 0; p < players; ++p)
    for (int j = 0; j < r.hidden_in_hand[p]; ++j) mine[p].push_back(order[k++]);
  std::array<std::size_t, kMaxPlayers> used{};
  for (int i = 0; i < dealt; ++i) {
    const int p = (eldest + i) % players;
    if (deck[i] < 0) deck[i] = mine[p][used[p]++];
  }
  for (std::size_t j = 0; j < r.draws.size(); ++j) {
    const int p = r.draws[j].player;
    int& slot = deck[r.first_stock + j];
    if (slot < 0) slot = mine[p][used[p]++];
  }
  for (int i = r.first_stock + static_cast<int>(r.draws.size()); i < deck_size; ++i) deck[i] = order[k++];
}

// Deal it and replay the deal's actions, checking every event against the history; the
// rebuilt deal must then show the viewer exactly its view.
Status replay_deal(const View& view, const Variant& v, const Rebuild& r, State& st) {
  const std::vector<Event>& h = view.history;
  const int viewer = r.viewer;
  const std::vector<int> scores(r.start_scores.begin(), r.start_scores.begin() + v.sides());
  Status started = st.set_deal_start(view.deal_number, scores, view.results, view.previous_trump,
                                     view.first_bezique_scored && !r.bezique_this_deal);
  if (!started) return inconsistent(started.message());
  std::vector<CardId> deck_ids(r.deck.begin(), r.deck.end());
  std::vector<Event> produced;
  Status dealt_ok = st.deal(deck_ids, &produced);
  if (!dealt_ok) return inconsistent(dealt_ok.message());
  std::size_t idx = static_cast<std::size_t>(r.start);
  auto check_events = [&]() -> bool {
    for (const Event& e : produced) {
      if (idx >= h.size() || !(redact(e, viewer) == h[idx])) return false;
      ++idx;
    }
    return true;
  };
  if (!check_events()) return inconsistent("the deal does not reproduce the history");
  while (idx < h.size()) {
    const Event& e = h[idx];
    Action a;
    if (!action_of_event(e, st.phase(), a)) return inconsistent("an event that no action explains: " + event_text(e));
    if (st.current_player() != e.player) return inconsistent("an action out of turn: " + event_text(e));
    if (a.type == ActionType::Play && (st.phase() != Phase::Play || !st.hand(e.player).contains(a.cards[0])))
      return inconsistent("a play the rebuilt deal does not allow: " + event_text(e));
    if (a.type == ActionType::Declare && (st.phase() != Phase::Declare || !st.evaluate_meld(e.player, a.kind, a.cards.data(), a.count)))
      return inconsistent("a declaration the rebuilt deal does not allow: " + event_text(e));
    produced.clear();
    st.apply_unchecked(a, &produced);
    if (!check_events()) return inconsistent("the rebuilt deal does not reproduce: " + event_text(e));
  }
  if (!(make_view(st, viewer) == without_history(view))) return inconsistent("the rebuilt deal differs from the view");
  return Status::ok();
}

}  // namespace

Result<Determinizer> Determinizer::create(const View& view, const Variant& v) {
  Rebuild r;
  Status s = find_deal(view, v, r);
  if (!s) return s;
  if (!(s = read_deal(view, v, r))) return s;
  if (!(s = place_revealed(v, r))) return s;
  if (!(s = build_deck(v, view.dealer, r))) return s;
  const int players = v.players;
  Determinizer d(v);
  d.viewer_ = r.viewer;
  d.players_ = players;
  d.hidden_in_hand_ = r.hidden_in_hand;
  if (!(s = number_copies(v, d.base_.present(), r, d.pool_))) return s;

  std::uint32_t pool_types = 0;
  for (CardId c : d.pool_)
    if (!(v.jokers > 0 && is_joker(c))) pool_types |= 1u << type_of(c);
  for (int p = 0; p < players; ++p) {
    d.excluded_[p] = p == r.viewer ? 0 : r.excluded[p];
    if (d.hidden_in_hand_[p] > 0 && (d.excluded_[p] & pool_types)) d.constrained_ = true;
  }

  // One assignment of the hidden cards: each seat's own holes first, then the stock's.
  Rng rng(0x5EEDDE7E12ull ^ static_cast<std::uint64_t>(view.history.size()));
  std::vector<CardId> order;
  if (!d.fill(order, rng)) return inconsistent("no way to share out the hidden cards under the voids shown");
  fill_holes(v, view.dealer, order, r);

  if (!(s = replay_deal(view, v, r, d.base_))) return s;
  // The replay leaves the hands not to act lazily numbered (State's class comment); the pool is
  // listed from the canonical numbering, so that a seed samples the same whatever the seat.
  d.base_ = d.base_.canonical();

  // What sampling redistributes (State::replace_hidden()): the other seats' hidden cards and the
  // face-down stock, as the rebuilt deal numbers them.
  const State& st = d.base_;
  CardSet pool;
  for (int p = 0; p < players; ++p) {
    const CardSet hidden = p == r.viewer ? CardSet{} : st.hand(p).without(st.public_cards());
    if (hidden.size() != d.hidden_in_hand_[p]) return inconsistent("hidden cards left a hand");
    pool |= hidden;
  }
  for (int i = 0; i < st.stock_size(); ++i)
    if (!st.public_cards().contains(st.stock()[i])) pool.insert(st.stock()[i]);
  d.pool_.clear();
  pool.for_each([&](CardId c) { d.pool_.push_back(c); });
  return d;
}

// Shares out the pool: hidden_in_hand_[p] cards for each seat in seat order, then the stock's.
bool Determinizer::fill(std::vector<CardId>& order, Rng& rng) const {
  order = pool_;
  for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(static_cast<std::uint32_t>(i))]);
  if (!constrained_) return true;
  // No play proves that a hand held no joker: a joker is never owed (docs/rules.md 7.4).
  const bool jokers = base_.variant().jokers > 0;
  auto allowed = [&](int p, CardId c) { return (jokers && is_joker(c)) || !((excluded_[p] >> type_of(c)) & 1u); };
  // The seats' holes as a list, then a randomised matching of cards to holes (augmenting paths,
  // from a random order): it finds an assignment whenever one exists. The lists are kept per
  // thread, so that a search's samples allocate nothing.
  thread_local std::vector<int> hole_owner, card_of_hole, hole_of_card, parent_hole, frontier;
  thread_local std::vector<char> seen;
  thread_local std::vector<CardId> out;
  hole_owner.clear();
  for (int p = 0; p < players_; ++p)
    for (int j = 0; j < hidden_in_hand_[p]; ++j) hole_owner.push_back(p);
  const int n_holes = static_cast<int>(hole_owner.size());
  const int n_cards = static_cast<int>(order.size());
  card_of_hole.assign(static_cast<std::size_t>(n_holes), -1);
  hole_of_card.assign(static_cast<std::size_t>(n_cards), -1);
  // Greedy first: most holes fill at once.
  for (int c = 0; c < n_cards; ++c)
    for (int hIdx = 0; hIdx < n_holes; ++hIdx)
      if (card_of_hole[hIdx] < 0 && allowed(hole_owner[hIdx], order[c])) {
        card_of_hole[hIdx] = c;
        hole_of_card[c] = hIdx;
        break;
      }
  for (int hIdx = 0; hIdx < n_holes; ++hIdx) {
    if (card_of_hole[hIdx] >= 0) continue;
    // Depth-first search for an augmenting path from this hole.
    seen.assign(static_cast<std::size_t>(n_cards), 0);
    parent_hole.assign(static_cast<std::size_t>(n_cards), -1);
    frontier.assign(1, hIdx);
    int found = -1;
    while (!frontier.empty() && found < 0) {
      const int cur = frontier.back();
      frontier.pop_back();
      for (int c = 0; c < n_cards && found < 0; ++c) {
        if (seen[c] || !allowed(hole_owner[cur], order[c])) continue;
        seen[c] = 1;
        parent_hole[c] = cur;
        if (hole_of_card[c] < 0) found = c;
        else frontier.push_back(hole_of_card[c]);
      }
    }
    if (found < 0) return false;
    for (int c = found; c >= 0;) {
      const int hh = parent_hole[c];
      const int prev = card_of_hole[hh];
      card_of_hole[hh] = c;
      hole_of_card[c] = hh;
      c = hh == hIdx ? -1 : prev;
    }
  }
  out.clear();
  for (int hIdx = 0; hIdx < n_holes; ++hIdx) out.push_back(order[card_of_hole[hIdx]]);
  for (int c = 0; c < n_cards; ++c)
    if (hole_of_card[c] < 0) out.push_back(order[c]);
  order.assign(out.begin(), out.end());
  return true;
}

void Determinizer::assign(State& s, Rng& rng) const {
  thread_local std::vector<CardId> order;
  if (!fill(order, rng)) order = pool_;  // unreachable for a real history; base_'s assignment fits
  s.replace_hidden(viewer_, order.data());
}

void Determinizer::sample_into(State& out, Rng& rng) const {
  out = base_;
  assign(out, rng);
}

State Determinizer::sample(Rng& rng) const {
  State s = base_;
  assign(s, rng);
  return s;
}

bool Determinizer::consistent(const State& state, const View& view, const std::vector<Event>* history_of_state) {
  if (view.viewer < 0) return false;
  const View seen = make_view(state, view.viewer, history_of_state);
  return history_of_state ? seen == view : seen == without_history(view);
}

Result<State> determinize(const View& view, const Variant& variant, Rng& rng) {
  auto d = Determinizer::create(view, variant);
  if (!d) return d.status();
  return d->sample(rng);
}

}  // namespace bezique
