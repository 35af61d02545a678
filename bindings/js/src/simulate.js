// Many random deals played inside WebAssembly (bindings/shared/simulate.hpp, the loop of the
// Python package's simulate() and of the C++ benchmarks), for statistics.
import { M, alloc, check, heap, toIndex, toSeed, withString } from "./engine.js";
import { MELD_KINDS } from "./structs.js";
import { Variant } from "./variant.js";

const MAX_PLAYERS = 4;

/**
 * Plays `deals` independent deals by uniformly random legal actions and returns statistics.
 * Deal i is the first deal of a fresh game dealt from the seeded shuffle of `seed` for deal
 * number i; one random stream seeded with `seed` picks the actions. The result depends only on
 * the arguments (the same as the Python package's simulate()), except `seconds`.
 * @param {Variant|string} [variant]
 * @param {{deals?: number, seed?: number|bigint}} [options]
 */
export function simulate(variant = "two-handed", { deals = 1000, seed = 0 } = {}) {
  const v = Variant.from(variant);
  const count = toIndex(deals, "deals");
  const seed64 = toSeed(seed);
  const length = M._bezique_js_simulate_length();
  const out = alloc(8 * length);
  try {
    const start = performance.now();
    withString(v.text, (ptr) => check(M._bezique_js_simulate(ptr, count, seed64, out)));
    const seconds = (performance.now() - start) / 1000;
    const { dv } = heap();
    let at = out;
    const next = () => {
      const value = Number(dv.getBigInt64(at, true));
      at += 8;
      return value;
    };
    const take = (n) => Array.from({ length: n }, next);
    const [dealsPlayed, actions, tricks, gamesOver] = take(4);
    const melds = take(MELD_KINDS.length);
    const meldDeals = take(MELD_KINDS.length);
    const points = take(MAX_PLAYERS);
    const wins = take(MAX_PLAYERS);
    const ties = next();
    return Object.freeze({
      variant: v,
      deals: dealsPlayed,
      seed: seed64,
      actions,
      tricks,
      gamesOver,
      melds: Object.freeze(Object.fromEntries(MELD_KINDS.map((k, i) => [k, melds[i]]))),
      meldDeals: Object.freeze(Object.fromEntries(MELD_KINDS.map((k, i) => [k, meldDeals[i]]))),
      pointsBySide: Object.freeze(points.slice(0, v.sides)),
      dealWins: Object.freeze(wins.slice(0, v.sides)),
      dealTies: ties,
      seconds,
      dealsPerSecond: seconds > 0 ? dealsPlayed / seconds : 0,
    });
  } finally {
    M._free(out);
  }
}
