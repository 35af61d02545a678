// A page to play Bezique against the engine's players: you are seat 0, the engine plays the
// other seats in a Web Worker. Everything shown comes from your seat's view (game.view(0)),
// which never holds another seat's hidden card. With "Cent points match" ticked, games follow
// one another in a match the engine counts (CentPoints); "Hint" asks the engine's hint for your
// seat and "Take back" returns to your previous decision (Game.undo).
import { CentPoints, Game, InvalidVariantError, PRESETS } from "./bezique.js";

const ME = 0;
const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAME = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const SUIT_ORDER = ["S", "H", "C", "D"]; // colours alternate in the hand
const RANK_ORDER = ["A", "T", "K", "Q", "J", "9", "8", "7"];
const RANK_LABEL = { T: "10" };
const params = new URLSearchParams(location.search);
const aiDelayMs = Number(params.get("delay") ?? 450); // time to see the engine's card

const $ = (id) => document.getElementById(id);
const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

let game = null;
let gameNumber = 0;
let waitingForAi = false;
let rules = null; // the preset of the game, and of the match, being played
let match = null; // the CentPoints of the match being played, or null
let gamesDealt = 0; // games dealt since the match began: game n is dealt from seed + n - 1
let resultRecorded = false; // the game that ended is in the match
let lastGain = null; // { seat, gain }: what the game that ended added to its winner's count
let myDecisions = []; // game.decisionCount before each of my decisions (for Take back)
let hint = null; // { at, id, text } for the position `at` (position())
const worker = new Worker(new URL("./ai-worker.js", import.meta.url), { type: "module" });
worker.addEventListener("error", (event) => console.error(`the players' worker failed: ${event.message}`));
// The worker answers one request of each kind at a time: a player's choice, a hint.
const pending = { choose: null, hint: null };
worker.onmessage = ({ data }) => pending[data.kind]?.(data);
// Where the game stands: a hint or an answer about another position is stale.
const position = () => `${gameNumber}:${game.decisionCount}`;

// Whether the engine keeps a cent points match for these rules (two players, a game to a target).
function matchAllowed(preset) {
  try {
    new CentPoints(preset).dispose();
    return true;
  } catch (error) {
    if (error instanceof InvalidVariantError) return false;
    throw error;
  }
}

// Who plays with whom is the engine's to say (Variant.sideOf, partnerOf): in partnerships you
// and your partner against the other two, otherwise every seat for itself.
const partnership = () => game.variant.partnerOf(ME) !== null;
const mySide = () => game.variant.sideOf(ME);

function seatName(seat, view) {
  if (seat === ME) return "You";
  if (view.players === 2) return "Opponent";
  if (seat === game.variant.partnerOf(ME)) return "Partner";
  return `Player ${seat}`;
}

function sideName(side, view) {
  if (partnership()) return side === mySide() ? "You and partner" : "Opponents";
  for (let seat = 0; seat < view.players; ++seat) if (game.variant.sideOf(seat) === side) return seatName(seat, view);
  return `Side ${side}`;
}

function cardElement(card, { small = false } = {}) {
  // A joker (Haitian Bésigue) has no suit or rank: the game says which cards are jokers.
  if (card.isJoker) {
    const node = el("div", `card joker${small ? " small" : ""}`);
    node.dataset.card = card.text;
    node.setAttribute("aria-label", "joker");
    node.append(el("span", "rank", "JK"), el("span", "suit", "★"));
    return node;
  }
  const node = el("div", `card suit-${card.suit}${small ? " small" : ""}`);
  node.dataset.card = card.text;
  node.setAttribute("aria-label", `${RANK_LABEL[card.rank] ?? card.rank} of ${SUIT_NAME[card.suit]}`);
  node.append(el("span", "rank", RANK_LABEL[card.rank] ?? card.rank), el("span", "suit", SUIT_SYMBOL[card.suit]));
  return node;
}

// Suits in colour order, the jokers after them.
const suitPlace = (card) => (card.isJoker ? SUIT_ORDER.length : SUIT_ORDER.indexOf(card.suit));

function sortedHand(cards) {
  return [...cards].sort((a, b) =>
    suitPlace(a) - suitPlace(b) || RANK_ORDER.indexOf(a.rank) - RANK_ORDER.indexOf(b.rank) || a.copy - b.copy);
}

function describeAction(action, view) {
  switch (action.type) {
    case "declare": {
      const { points } = game.evaluateMeld(ME, action.cards, action.meld);
      return `Declare ${action.meld.replace("-", " ")} ${action.cards.map((c) => c.text).join(" ")} for ${points}`;
    }
    case "pass": return view.phase === "declare" ? "No declaration" : "Pass";
    case "exchange-seven": return `Exchange the seven of trumps for ${view.turnUp?.text ?? "the turn-up"}`;
    case "declare-seven": return "Declare the seven of trumps";
    case "take-top": return "Take the face-down card";
    case "take-turn-up": return "Take the turn-up";
    case "play": return `Play ${action.cards[0].text}`;
    default: return action.text;
  }
}

function render() {
  const view = game.view(ME);
  const myTurn = view.currentPlayer === ME && !waitingForAi;

  // The other seats: card backs, declared cards.
  const opponents = $("opponents");
  opponents.replaceChildren();
  for (let seat = 0; seat < view.players; ++seat) {
    if (seat === ME) continue;
    const box = el("div", `seat${view.currentPlayer === seat ? " to-act" : ""}`);
    box.dataset.seat = seat;
    box.append(el("div", "seat-head", `${seatName(seat, view)} · ${view.handSizes[seat]} cards`));
    // Declared cards lie face up on the table and stay in the hand: the rest are face down.
    const backs = el("div", "backs");
    for (let i = 0; i < view.handSizes[seat] - view.table[seat].length; ++i) backs.append(el("div", "card back"));
    const table = el("div", "table-cards");
    for (const card of sortedHand(view.table[seat])) table.append(cardElement(card, { small: true }));
    box.append(backs, table);
    opponents.append(box);
  }

  // The stock, the turn-up and trumps, the trick.
  $("stock").hidden = view.stockSize === 0;
  $("stock-size").textContent = `${view.stockSize} in stock`;
  const turnUp = $("turn-up");
  turnUp.replaceChildren();
  if (view.turnUp) turnUp.append(cardElement(view.turnUp));
  turnUp.append(el("span", "trump", view.trump ? `Trumps: ${SUIT_SYMBOL[view.trump]} ${SUIT_NAME[view.trump]}` : "Trumps not fixed"));
  const trick = $("trick");
  trick.replaceChildren();
  for (const { player, card } of view.trick) {
    const played = el("figure", "played");
    played.append(cardElement(card), el("figcaption", "", seatName(player, view)));
    trick.append(played);
  }

  // My declared cards (face up, still mine to play) and the rest of my hand, sorted by suit;
  // the cards I may play are clickable.
  const plays = new Map(view.legalActions.filter((a) => a.type === "play").map((a) => [a.cards[0].text, a]));
  const onTable = new Set(view.table[ME].map((c) => c.id));
  const showCards = (container, cards, small) => {
    container.replaceChildren();
    for (const card of sortedHand(cards)) {
      const node = cardElement(card, { small });
      const action = myTurn ? plays.get(card.text) : undefined;
      if (action) {
        node.classList.add("legal");
        node.tabIndex = 0;
        node.setAttribute("role", "button");
        node.title = `Play ${card.text}`;
        node.addEventListener("click", () => act(action));
        node.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && act(action));
        if (hint?.at === position() && hint.id === action.id) node.classList.add("hinted");
      }
      container.append(node);
    }
  };
  showCards($("my-table"), view.table[ME], true);
  showCards($("hand"), view.hand.filter((c) => !onTable.has(c.id)), false);

  // Every other choice as a button: declarations with their points, the seven, passing.
  const actions = $("actions");
  actions.replaceChildren();
  if (myTurn) {
    for (const action of view.legalActions.filter((a) => a.type !== "play")) {
      const button = el("button", `action action-${action.type}`, describeAction(action, view));
      if (hint?.at === position() && hint.id === action.id) button.classList.add("hinted");
      button.addEventListener("click", () => act(action));
      actions.append(button);
    }
  }

  // Scores after every trick, per side.
  const thead = $("scores").tHead;
  thead.replaceChildren();
  const head = el("tr");
  head.append(el("th", "", ""), el("th", "", "Points"), el("th", "", "In tricks"));
  if (view.results.some((r) => r !== 0)) head.append(el("th", "", "Match"));
  thead.append(head);
  const tbody = $("scores").tBodies[0];
  tbody.replaceChildren();
  for (let side = 0; side < view.sides; ++side) {
    const row = el("tr");
    row.append(el("th", "", sideName(side, view)), el("td", "", String(view.scores[side])), el("td", "", String(view.won[side])));
    if (view.results.some((r) => r !== 0)) row.append(el("td", "", String(view.results[side])));
    tbody.append(row);
  }
  $("my-score").textContent = `${view.scores[mySide()]} points`;

  const melds = $("melds");
  melds.replaceChildren();
  for (const meld of view.melds) {
    const item = el("li", meld.broken ? "broken" : "");
    item.textContent = `${seatName(meld.player, view)}: ${meld.kind.replace("-", " ")} ${meld.cards.map((c) => c.text).join(" ")}`;
    melds.append(item);
  }

  const status = $("status");
  if (view.isOver) {
    status.textContent = "Game over";
  } else if (view.currentPlayer === ME) {
    status.textContent = view.phase === "play" ? "Your turn: play a card" : "Your turn: choose";
  } else {
    status.textContent = `${seatName(view.currentPlayer, view)} is thinking…`;
  }
  // Hint and Take back, at my turn only; the hint shown is the one for this position.
  $("hint-button").disabled = !myTurn || view.isOver;
  $("undo-button").disabled = !myTurn || view.isOver || myDecisions.length === 0;
  if (hint && hint.at !== position()) hint = null;
  $("hint").hidden = hint === null;
  if (hint === null) $("hint").replaceChildren();

  renderMatch(view);
  document.body.dataset.phase = view.phase;
  document.body.dataset.turn = myTurn ? "me" : "engine";

  if (view.isOver) showResult(view);
}

// The match's count, as the engine keeps it.
function renderMatch(view) {
  $("match-panel").hidden = match === null;
  if (match === null) return;
  const counts = match.counts;
  const wins = match.variant.get("match_games");
  $("match-count").textContent =
    `${seatName(0, view)} ${counts[0]} · ${seatName(1, view)} ${counts[1]} (${wins} wins the match)`;
  const start = match.startScores;
  const bonus = match.bonusSeat;
  const notes = [match.isOver ? `Match over after ${match.games} games.` : `Game ${match.games + 1} of this match.`];
  if (bonus !== null && start[bonus] > 0) {
    notes.push(`${seatName(bonus, view)} lost the last match and ${bonus === ME ? "start" : "starts"} each game with ${start[bonus]} points.`);
  }
  $("match-note").textContent = notes.join(" ");
}

function log(events) {
  const list = $("log");
  for (const event of events) {
    if (event.type === "hand-dealt" || event.type === "card-drawn") continue;
    const item = el("li", `event-${event.type}`, event.text);
    list.prepend(item);
  }
  while (list.children.length > 200) list.lastChild.remove();
}

function showResult(view) {
  const box = $("result");
  const winner = view.winner;
  const plural = partnership(); // "You and partner", "Opponents"
  const line = winner === null ? "A drawn game."
    : winner === mySide() ? (plural ? "You and your partner win!" : "You win!")
    : `${sideName(winner, view)} ${plural ? "win" : "wins"}.`;
  // A rubicon match is won on its results; the points are those of the last deal.
  const rubiconMatch = view.results.some((r) => r !== 0);
  const perSide = (values) => values.map((v, side) => `${sideName(side, view)}: ${v}`).join(" · ");
  box.replaceChildren(el("h2", "", line));
  if (rubiconMatch) box.append(el("p", "", `Match: ${perSide(view.results)}`));
  box.append(el("p", "final-scores", `${rubiconMatch ? "Last deal: " : ""}${perSide(view.scores)}`));
  if (match !== null) {
    const counts = match.counts;
    const who = (seat) => (seat === ME ? "you" : seatName(seat, view));
    const gain = lastGain === null ? "This game counts for nobody."
      : `This game counts ${lastGain.gain} for ${who(lastGain.seat)} (${who(1 - lastGain.seat)} ended at ` +
        `${lastGain.loserScore}; en bas table ${match.variant.get("en_bas_table")}).`;
    box.append(el("p", "match-gain", gain));
    box.append(el("p", "match-line", `Match: ${seatName(0, view)} ${counts[0]} · ${seatName(1, view)} ${counts[1]}`));
    if (match.isOver) {
      const won = match.winner === ME ? "You win the match!" : `${seatName(match.winner, view)} wins the match.`;
      box.append(el("p", "match-won", won));
    }
  }
  const label = match === null ? "Play again" : match.isOver ? "New match" : "Next game";
  const again = el("button", "", label);
  again.addEventListener("click", () => {
    box.hidden = true;
    if (match === null) {
      newGame();
    } else {
      if (match.isOver) match.newMatch(); // the loser keeps the start bonus (the engine's)
      nextGame();
    }
  });
  box.append(again);
  box.hidden = false;
}

function act(action) {
  if (waitingForAi || game.currentPlayer !== ME) return;
  myDecisions.push(game.decisionCount);
  hint = null;
  game.apply(action);
  log(game.lastEvents({ viewer: ME }));
  advance();
}

// The game's end, once, into the match: the winner, and the loser's final score.
function recordResult() {
  resultRecorded = true;
  const { winner, scores } = game.outcome;
  lastGain = null;
  if (match === null || winner === null) return;
  const before = match.counts[winner];
  match.recordGame(winner, scores[1 - winner]);
  lastGain = { seat: winner, gain: match.counts[winner] - before, loserScore: scores[1 - winner] };
}

function advance() {
  if (game.isOver && !resultRecorded) recordResult();
  render();
  if (game.isOver || game.currentPlayer === ME) return;
  waitingForAi = true;
  render();
  const number = gameNumber;
  const started = performance.now();
  pending.choose = (data) => {
    if (number !== gameNumber) return; // an answer about an abandoned game
    if (data.error) throw new Error(data.error);
    const wait = Math.max(0, aiDelayMs - (performance.now() - started));
    setTimeout(() => {
      if (number !== gameNumber) return;
      waitingForAi = false;
      game.apply(data.id);
      log(game.lastEvents({ viewer: ME }));
      advance();
    }, wait);
  };
  worker.postMessage({ kind: "choose", record: game.record(), spec: $("opponent").value, seat: game.currentPlayer,
                       seed: gameNumber });
}

// The engine's recommendation for my seat, decided from my view alone, with its reason.
function askHint() {
  if (waitingForAi || game.isOver || game.currentPlayer !== ME) return;
  const at = position();
  $("hint").hidden = false;
  $("hint").textContent = "Thinking of a hint…";
  $("hint-button").disabled = true;
  pending.hint = (data) => {
    if (at !== position()) return; // the game moved on meanwhile
    if (data.error) throw new Error(data.error);
    const action = game.legalActions()[data.id];
    hint = { at, id: data.id, text: data.text };
    render();
    // The engine's reason, as it words it (the move's notation, then why).
    $("hint").replaceChildren(el("strong", "", `Hint: ${describeAction(action, game.view(ME))}`),
                              el("span", "reason", ` — ${data.text}`));
    $("hint").dataset.reason = data.reason;
  };
  worker.postMessage({ kind: "hint", record: game.record(), seat: ME, seed: game.decisionCount });
}

// Back to my previous decision: the engine's players' decisions after it are taken back too.
function takeBack() {
  if (waitingForAi || game.isOver || myDecisions.length === 0) return;
  game.undo(game.decisionCount - myDecisions.pop());
  hint = null;
  $("log").replaceChildren();
  log(game.events({ viewer: ME }));
  advance();
}

// The next game: of the match, when one is kept, starting at the scores the engine gives.
function nextGame() {
  game?.dispose();
  ++gameNumber;
  waitingForAi = false;
  resultRecorded = false;
  myDecisions = [];
  hint = null;
  $("result").hidden = true;
  $("log").replaceChildren();
  const seed = (Number($("seed").value) || 0) + gamesDealt++;
  game = new Game(rules, match === null ? { seed } : { seed, startScores: [...match.startScores] });
  log(game.events({ viewer: ME }));
  advance();
}

// A new game, or a new match when "Cent points match" is ticked.
function newGame() {
  match?.dispose();
  rules = $("preset").value; // a change of the menu takes effect at the next New game
  match = $("match").checked && !$("match").disabled ? new CentPoints(rules) : null;
  gamesDealt = 0;
  nextGame();
}

function updateMatchChoice() {
  $("match").disabled = !matchAllowed($("preset").value);
}

for (const preset of PRESETS) $("preset").append(el("option", "", preset));
if (params.has("preset")) $("preset").value = params.get("preset");
if (params.has("opponent")) $("opponent").value = params.get("opponent");
if (params.has("seed")) $("seed").value = params.get("seed");
$("match").checked = params.get("match") === "1";
updateMatchChoice();
$("preset").addEventListener("change", updateMatchChoice);
$("hint-button").addEventListener("click", askHint);
$("undo-button").addEventListener("click", takeBack);
$("setup").addEventListener("submit", (e) => {
  e.preventDefault();
  newGame();
});
newGame();
