// Shared by the JavaScript suites: the golden records, and a seeded stream of choices.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** tests/data in the source tree (CTest passes it; the default suits a run from the source tree). */
export const DATA_DIR = process.env.BEZIQUE_TEST_DATA_DIR ?? fileURLToPath(new URL("../data", import.meta.url));

/** The golden files of tests/data/golden (README.md there): record, event lines, final numbers. */
export function goldenFiles() {
  return readdirSync(`${DATA_DIR}/golden`).filter((f) => f.endsWith(".txt") && !f.startsWith("players_")).sort();
}

export function readGolden(name) {
  const lines = readFileSync(`${DATA_DIR}/golden/${name}`, "utf8").split("\n").filter((l) => !l.startsWith("#"));
  const start = lines.indexOf("bezique-record 1");
  const end = lines.indexOf("end", start);
  const record = lines.slice(start, end + 1).join("\n") + "\n";
  const eventsAt = lines.findIndex((l) => l.startsWith("events "));
  const count = Number(lines[eventsAt].split(" ")[1]);
  const events = lines.slice(eventsAt + 1, eventsAt + 1 + count);
  const final = {};
  for (const line of lines.slice(lines.indexOf("final", eventsAt) + 1)) {
    if (line.trim()) {
      const [key, ...values] = line.trim().split(/\s+/);
      final[key] = values.map(Number);
    }
  }
  return { record, events, final };
}

/** The golden file's line for an event, rebuilt from the JavaScript event's fields. */
export function eventLine(e) {
  const parts = [`${e.text} | ${e.type}`];
  if (e.player !== null) parts.push(`player=${e.player}`);
  if (e.side !== null) parts.push(`side=${e.side}`);
  if (e.suit !== null) parts.push(`suit=${e.suit}`);
  if (e.meld !== null) parts.push(`kind=${e.meld}`);
  if (e.reason !== null) parts.push(`reason=${e.reason}`);
  if (e.value !== 0) parts.push(`value=${e.value}`);
  if (e.hidden) parts.push("hidden");
  if (e.redacted) parts.push("redacted");
  if (e.cards.length) parts.push("cards=" + e.cards.map((c) => c.textWithCopy).join("+"));
  return parts.join(" ");
}

/** A deterministic stream of numbers in [0, n), for choosing among legal actions. */
export function lcg(seed) {
  let state = BigInt(seed) | 1n;
  return (n) => {
    state = (state * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n);
    return Number((state >> 33n) % BigInt(n));
  };
}
