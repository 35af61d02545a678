// The JavaScript package against native C++, in one run, in one of two modes.
//
// simulate() (the default): random deals per second of simulate() under node (the loop of
// play_random_deal(), bezique/simulation.hpp, compiled to WebAssembly) and of the native Google Benchmark
// `random_deal/<preset>` (the same loop), interleaved so that a busy machine disturbs both alike;
// and the size of the .wasm, raw and gzipped. Each figure is the best of --repeat runs, by wall
// time and by CPU time of the process.
//
//   node bench/bench_js.mjs --package build/wasm/bindings/js/package \
//        --native build/release/bench/bezique_bench [--preset two-handed] [--deals 5000] [--repeat 5]
//
// --loop: the bindings' loop (docs/performance.md, "The bindings on the same loop"), as
// tests/csharp/Bench.cs and bench/BenchJava.java run it: N deals of a preset through the
// package's Game API, a new Game per deal (seeds 0, 1, ...), uniformly random legal actions (a
// 32-bit xorshift stream here) to the end of the first deal, one play() per decision
// (bzq_game_play); and the same deals in one Game started again for each (restart(),
// bzq_game_restart). The C++ figure is the native `bezique bench --listed --preset P --deals N` (the State
// loop), run alternately with them --repeat times; the best of each is kept (wall time).
//
//   node bench/bench_js.mjs --loop --package build/wasm/bindings/js/package \
//        --cli build/ci/src/cli/bezique [--preset two-handed]... [--deals 5000] [--repeat 3]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values: opt } = parseArgs({
  options: {
    package: { type: "string" },
    native: { type: "string" },
    loop: { type: "boolean", default: false },
    cli: { type: "string" },
    preset: { type: "string", multiple: true },
    deals: { type: "string", default: "5000" },
    repeat: { type: "string" },
  },
});
if (!opt.package || (opt.loop ? !opt.cli : !opt.native)) {
  console.error("usage: node bench/bench_js.mjs --package <build>/bindings/js/package --native <build>/bench/bezique_bench\n" +
                "       node bench/bench_js.mjs --loop --package <build>/bindings/js/package --cli <build>/src/cli/bezique");
  process.exit(2);
}
const bezique = await import(pathToFileURL(resolve(opt.package, "index.js")).href);
const deals = Number(opt.deals);
const repeat = Number(opt.repeat ?? (opt.loop ? 3 : 5));
const k = (x) => `${(x / 1000).toFixed(1)}k`;

if (opt.loop) {
  runLoops(opt.preset ?? ["two-handed", "rubicon", "chinese"]);
  process.exit(0);
}
const preset = opt.preset?.[0] ?? "two-handed";
const { simulate } = bezique;

function nodeRun(seed) {
  const cpu0 = process.cpuUsage();
  const result = simulate(preset, { deals, seed });
  const cpu = process.cpuUsage(cpu0);
  return { wall: result.dealsPerSecond, cpu: result.deals / ((cpu.user + cpu.system) / 1e6) };
}

function nativeRun() {
  const out = execFileSync(opt.native, [`--benchmark_filter=^random_deal/${preset}$`, "--benchmark_format=json",
                                        "--benchmark_min_time=0.5"], { encoding: "utf8" });
  const [bench] = JSON.parse(out).benchmarks;
  const scale = { ns: 1e9, us: 1e6, ms: 1e3, s: 1 }[bench.time_unit];
  return { wall: scale / bench.real_time, cpu: scale / bench.cpu_time };
}

for (let i = 0; i < 3; ++i) nodeRun(100 + i); // WebAssembly tiers up to optimized code first
const best = { node: { wall: 0, cpu: 0 }, native: { wall: 0, cpu: 0 } };
for (let i = 0; i < repeat; ++i) {
  for (const [side, run] of [["native", nativeRun], ["node", () => nodeRun(i)]]) {
    const r = run();
    best[side].wall = Math.max(best[side].wall, r.wall);
    best[side].cpu = Math.max(best[side].cpu, r.cpu);
  }
}
const wasm = readFileSync(resolve(opt.package, "bezique_wasm.wasm"));
console.log(`random deals/s, ${preset} (best of ${repeat}; node ${process.version})`);
console.log(`  native C++ (Google Benchmark): ${k(best.native.wall)} wall, ${k(best.native.cpu)} CPU`);
console.log(`  node simulate() (WebAssembly): ${k(best.node.wall)} wall, ${k(best.node.cpu)} CPU`);
console.log(`  ratio node / native:           ${(best.node.wall / best.native.wall).toFixed(2)} wall, ${(best.node.cpu / best.native.cpu).toFixed(2)} CPU`);
console.log(`bezique_wasm.wasm: ${wasm.length} bytes (${(wasm.length / 1024).toFixed(0)} KiB), gzip -9 ${gzipSync(wasm, { level: 9 }).length} bytes`);

// A 32-bit xorshift stream: pick(n) is uniform enough in 0..n-1 for the small n of a legal list.
function xorshift(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return Math.floor(((x >>> 0) * n) / 4294967296);
  };
}

// The bindings' loop: `deals` deals, seeds 0, 1, ..., each to the end of its first deal, one
// play() per decision; a new Game per deal, or one Game restarted for each. Returns the decisions.
function playDeals(variant, count, restart) {
  const { Game } = bezique;
  const pick = xorshift(1);
  const kept = restart ? new Game(variant, { seed: 0 }) : null;
  let decisions = 0;
  for (let seed = 0; seed < count; ++seed) {
    let game = kept;
    if (restart) game.restart(seed);
    else game = new Game(variant, { seed });
    const turn = game.turn();
    const deal = turn.dealNumber;
    while (!turn.isOver && turn.dealNumber === deal) {
      game.play(pick(turn.legalCount), turn.currentPlayer);
      ++decisions;
    }
    if (!restart) game.dispose();
  }
  kept?.dispose();
  return decisions;
}

function jsRate(variant, restart) {
  const start = process.hrtime.bigint();
  playDeals(variant, deals, restart);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return deals / Math.max(seconds, 1e-9);
}

// `bezique bench --listed --preset P --deals N`: the same loop through C++'s State; its "N deals/s".
function cliRate(name) {
  const out = execFileSync(opt.cli, ["bench", "--listed", "--preset", name, "--deals", String(deals)], { encoding: "utf8" });
  const m = /([0-9.]+) deals\/s/.exec(out);
  if (!m) throw new Error(`bezique bench printed no rate: ${out}`);
  return Number(m[1]);
}

function runLoops(presets) {
  console.log(`bezique ${bezique.version}, ${deals} random deals per preset, best of ${repeat} alternating rounds, node ${process.version}`);
  console.log(`${"preset".padEnd(12)} ${"C++ deals/s".padStart(12)} ${"JS new Game".padStart(12)} ${"JS / C++".padStart(9)} ` +
              `${"JS restart".padStart(12)} ${"JS / C++".padStart(9)}`);
  for (const name of presets) {
    const variant = new bezique.Variant(name);
    // Warm-up: V8 compiles the WebAssembly and the JavaScript to optimized code first.
    for (const restart of [false, true]) playDeals(variant, Math.max(1, deals / 5), restart);
    const best = { cxx: 0, game: 0, restart: 0 };
    for (let r = 0; r < repeat; ++r) {
      best.game = Math.max(best.game, jsRate(variant, false));
      best.cxx = Math.max(best.cxx, cliRate(name));
      best.restart = Math.max(best.restart, jsRate(variant, true));
    }
    console.log(`${name.padEnd(12)} ${k(best.cxx).padStart(12)} ${k(best.game).padStart(12)} ${(best.game / best.cxx).toFixed(2).padStart(9)} ` +
                `${k(best.restart).padStart(12)} ${(best.restart / best.cxx).toFixed(2).padStart(9)}`);
  }
}
