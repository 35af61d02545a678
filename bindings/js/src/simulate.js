// Many random deals played inside WebAssembly by the library's simulation loop (bzq_simulate,
// the loop of the Python package's simulate() and of the C++ benchmarks), for statistics.
import { M, alloc, check, heap, toIndex, toSeed } from "./engine.js";
import { BZQ_MAX_PLAYERS, MELD_KINDS, initStruct } from "./structs.js";
import { Variant, withVariantHandle } from "./variant.js";

// bzq_simulation (include/bezique/bezique.h): struct_size, reserved, then int64 deals, actions,
// tricks, games_over, melds[BZQ_MELD_KINDS], meld_deals[BZQ_MELD_KINDS],
// points[BZQ_MAX_PLAYERS], deal_wins[BZQ_MAX_PLAYERS], deal_ties.
const SIMULATION_SIZE = 8 + 8 * (4 + 2 * MELD_KINDS.length + 2 * BZQ_MAX_PLAYERS + 1);

/**
 * Plays `deals` independent deals by uniformly random legal actions and returns statistics.
 * Deal i is the first deal of a fresh game dealt from the seeded shuffle of `seed` for deal
 * number i, its actions drawn from a random stream of its own; the result depends only on the
 * arguments (the same as the Python package's simulate()), except `seconds`.
 * @param {Variant|string} [variant]
 * @param {{deals?: number, seed?: number|bigint}} [options]
 */
export function simulate(variant = "two-handed", { deals = 1000, seed = 0 } = {}) {
  const v = Variant.from(variant);
  const count = toIndex(deals, "deals");
  const seed64 = toSeed(seed);
  const out = alloc(SIMULATION_SIZE);
  try {
    initStruct(out, SIMULATION_SIZE);
    const start = performance.now();
    withVariantHandle(v, (handle) => check(M._bzq_simulate(handle, count, seed64, 0, out)));
    const seconds = (performance.now() - start) / 1000;
    const { dv } = heap();
    let at = out + 8;
    const next = () => {
      const value = Number(dv.getBigInt64(at, true));
      at += 8;
      return value;
    };
    const take = (n) => Array.from({ length: n }, next);
    const [dealsPlayed, actions, tricks, gamesOver] = take(4);
    const melds = take(MELD_KINDS.length);
    const meldDeals = take(MELD_KINDS.length);
    const points = take(BZQ_MAX_PLAYERS);
    const wins = take(BZQ_MAX_PLAYERS);
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
