// The jokers of Haitian Bésigue (docs/rules.md section 7) in the JavaScript package: a card knows
// it is a joker where the game has jokers (ids 252..255 are copy 7 of JC 9C 8C 7C in eight-deck),
// is written "JK" and has no suit or rank; games parse and name cards with bzq_game_card_parse
// and bzq_game_card_text; actions, events, views and records give jokers as jokers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Card, FIRST_JOKER, Game } from "bezique";
import { lcg } from "./helpers.mjs";

test("a joker is written JK and has no suit or rank", () => {
  const jk = Card.joker(2);
  assert.equal(FIRST_JOKER, 252);
  assert.ok(jk.isJoker);
  assert.equal(jk.id, 254);
  assert.equal(jk.copy, 2);
  assert.equal(jk.text, "JK");
  assert.equal(jk.textWithCopy, "JK.2");
  assert.equal(jk.suit, null);
  assert.equal(jk.rank, null);
  assert.equal(JSON.stringify(jk), '"JK.2"');
  assert.throws(() => Card.joker(4), { name: "InvalidArgumentError" });
  // The id alone is an ordinary card; a game with jokers reads it as a joker.
  assert.equal(Card.fromId(252).text, "JC");
  assert.equal(Card.fromId(252).isJoker, false);
  assert.equal(Card.fromId(252, true), Card.joker(0));
  assert.equal(Card.fromId(5, true), Card.fromId(5));
});

test("games name and parse their jokers", () => {
  const haitian = new Game("haitian", { seed: 1 });
  assert.ok(haitian.hasJokers);
  assert.equal(haitian.parseCard("JK"), Card.joker(0));
  assert.equal(haitian.parseCard("jk.3"), Card.joker(3));
  assert.equal(haitian.parseCard("QS.3"), Card.parse("QS.3"));
  assert.equal(haitian.cardText(Card.joker(1)), "JK");
  assert.equal(haitian.cardText(Card.joker(1), { withCopy: true }), "JK.1");
  assert.throws(() => haitian.parseCard("JC.7"), /not a card of this game/);
  assert.throws(() => haitian.parseCard("XX"), { name: "ParseError" });
  haitian.dispose();
  const two = new Game("two-handed", { seed: 1 });
  assert.equal(two.hasJokers, false);
  assert.throws(() => two.parseCard("JK"), { name: "ParseError" });
  two.dispose();
  const eight = new Game("eight-deck", { seed: 1 });
  assert.equal(eight.parseCard("JC.7"), Card.fromId(252));
  assert.equal(eight.cardText(252, { withCopy: true }), "JC.7");
  for (let seat = 0; seat < eight.variant.players; ++seat) {
    assert.ok(eight.view(seat).hand.every((c) => !c.isJoker), "eight-deck deals no joker");
  }
  eight.dispose();
});

for (const preset of ["haitian", "haitian-four"]) {
  test(`${preset}: jokers in hands, actions, events, views and records`, () => {
    const game = new Game(preset, { seed: 3 });
    const next = lcg(3);
    let joker = null;
    while (!game.isOver) {
      const legal = game.legalActions();
      joker = legal.find((a) => a.type === "play" && a.cards[0].isJoker) ?? null;
      if (joker) break;
      game.apply(legal[next(legal.length)]);
    }
    assert.ok(joker, "a joker became playable");
    assert.equal(joker.text, "JK");
    const seat = game.currentPlayer;
    const view = game.view(seat);
    assert.ok(view.hand.includes(joker.cards[0]), "the joker is in the seat's hand");
    for (const c of view.hand) {
      assert.equal(c.isJoker, c.id >= FIRST_JOKER, `${c.textWithCopy}: a joker exactly where its id is one`);
      if (c.isJoker) assert.equal(String(c), "JK");
    }
    assert.ok(view.legalActions.some((a) => a.cards[0] === joker.cards[0]));
    game.apply("JK");
    const played = game.lastEvents({ viewer: "all" }).find((e) => e.type === "card-played");
    assert.equal(played.cards[0], joker.cards[0]);
    assert.match(played.text, /JK/);
    const last = game.actions().at(-1);
    assert.equal(last.cards[0], joker.cards[0]);
    const again = Game.fromRecord(game.record());
    assert.equal(again.actions().at(-1).cards[0], joker.cards[0]);
    again.dispose();
    game.dispose();
  });
}

test("a deck of text numbers its jokers in order", () => {
  // Every card of haitian once, as text without copy numbers: the n-th "JK" is joker n.
  const types = [];
  for (const suit of "SHDC") for (const rank of "ATKQJ987") types.push(rank + suit);
  const text = ["JK", "JK"];
  for (let copy = 0; copy < 4; ++copy) text.push(...types);
  text.push("JK", "JK");
  const game = new Game("haitian", { seed: 4, decks: [text] });
  // The first two cards go one to each seat (which joker a seat holds is renumbered in its view,
  // docs/records.md, so only the count is the seat's to see).
  assert.equal(game.view(0).hand.filter((c) => c.isJoker).length, 1);
  assert.equal(game.view(1).hand.filter((c) => c.isJoker).length, 1);
  assert.match(game.record(), /^deck 0 JK JK AS/m);
  game.dispose();
});

test("rules 7.3: the first bezique flag in every view", () => {
  const game = new Game("haitian(first_bezique_value=100)", { seed: 2 });
  const next = lcg(2);
  let declared = false;
  while (!declared && !game.isOver) {
    assert.equal(game.view(0).firstBeziqueScored, false);
    const legal = game.legalActions();
    const bezique = legal.find((a) => a.text.startsWith("bezique "));
    declared = Boolean(bezique);
    game.apply(bezique ?? legal[next(legal.length)]);
  }
  assert.ok(declared, "a bezique was declared");
  for (const seat of [0, 1]) assert.equal(game.view(seat).firstBeziqueScored, true);
  assert.equal(new Game("haitian", { seed: 2 }).view(0).firstBeziqueScored, false);
});
