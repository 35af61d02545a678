// The JavaScript package against native C++, in one run: random deals per second of simulate()
// under node (the loop of bench/random_deals.hpp, compiled to WebAssembly) and of the native
// Google Benchmark `random_deal/<preset>` (the same loop), interleaved so that a busy machine
// disturbs both alike; and the size of the .wasm, raw and gzipped.
//
//   node bench/bench_js.mjs --package build/wasm/bindings/js/package \
//        --native build/release/bench/bezique_bench [--preset two-handed] [--deals 5000] [--repeat 5]
//
// Each figure is the best of --repeat runs, by wall time and by CPU time of the process.
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
    preset: { type: "string", default: "two-handed" },
    deals: { type: "string", default: "5000" },
    repeat: { type: "string", default: "5" },
  },
});
if (!opt.package || !opt.native) {
  console.error("usage: node bench/bench_js.mjs --package <build>/bindings/js/package --native <build>/bench/bezique_bench");
  process.exit(2);
}
const { simulate } = await import(pathToFileURL(resolve(opt.package, "index.js")).href);
const deals = Number(opt.deals);
const repeat = Number(opt.repeat);

function nodeRun(seed) {
  const cpu0 = process.cpuUsage();
  const result = simulate(opt.preset, { deals, seed });
  const cpu = process.cpuUsage(cpu0);
  return { wall: result.dealsPerSecond, cpu: result.deals / ((cpu.user + cpu.system) / 1e6) };
}

function nativeRun() {
  const out = execFileSync(opt.native, [`--benchmark_filter=^random_deal/${opt.preset}$`, "--benchmark_format=json",
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
const k = (x) => `${(x / 1000).toFixed(1)}k`;
console.log(`random deals/s, ${opt.preset} (best of ${repeat}; node ${process.version})`);
console.log(`  native C++ (Google Benchmark): ${k(best.native.wall)} wall, ${k(best.native.cpu)} CPU`);
console.log(`  node simulate() (WebAssembly): ${k(best.node.wall)} wall, ${k(best.node.cpu)} CPU`);
console.log(`  ratio node / native:           ${(best.node.wall / best.native.wall).toFixed(2)} wall, ${(best.node.cpu / best.native.cpu).toFixed(2)} CPU`);
console.log(`bezique_wasm.wasm: ${wasm.length} bytes (${(wasm.length / 1024).toFixed(0)} KiB), gzip -9 ${gzipSync(wasm, { level: 9 }).length} bytes`);
