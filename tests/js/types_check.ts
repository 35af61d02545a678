// Type-checked by `tsc --noEmit` (CTest js.tsc): a program written against the package's
// declarations, so that they stay complete and usable from strict TypeScript (`using` included).
import {
  Action, BeziqueError, Card, Game, GameEvent, IllegalActionError, MELD_KINDS, OPTIONS, PRESETS, Player, Variant,
  memoryUsage, players, simulate, version,
  type MeldKind, type Outcome, type View,
} from "bezique";

const variant: Variant = new Variant("two-handed", { target: 1500, claim: false });
const sides: number = variant.sides;
const preset: string = PRESETS[0] ?? "two-handed";
const firstOption: string = OPTIONS[0]?.name ?? "";
const kinds: readonly MeldKind[] = MELD_KINDS;

{
  using game = new Game(variant, { seed: 7n });
  using ai = new Player("ismcts", { iterations: 200, seed: 1 });
  const legal: Action[] = game.legalActions();
  const first: Action | undefined = legal[0];
  if (first !== undefined) game.apply(first);
  game.apply(ai.choose(game));
  game.apply(game.legalActions()[0]?.text ?? "pass");
  const view: View = game.view(0);
  const hand: readonly Card[] = view.hand;
  const trump: "S" | "H" | "D" | "C" | null = view.trump;
  const events: GameEvent[] = game.lastEvents({ viewer: null });
  const outcome: Outcome | null = game.outcome;
  const record: string = game.record();
  using loaded = Game.fromRecord(record);
  const seed: bigint = loaded.seed;
  try {
    game.apply("ZZ");
  } catch (e) {
    if (e instanceof IllegalActionError) console.log(e.code, e.status);
    else if (e instanceof BeziqueError) console.log(e.message);
  }
  for (const step of game.replay()) console.log(step.action.text, step.events.length);
  console.log(sides, preset, firstOption, kinds, hand.map((c) => c.textWithCopy), trump, events, outcome, seed);
}

const result = simulate("two-handed", { deals: 10, seed: 1 });
const perDeal: number = result.actions / result.deals;
console.log(perDeal, result.melds.bezique, players().map((p) => p.spec), version, memoryUsage().usedBytes);
console.log(Card.parse("QS").id, Card.fromId(3).text);
