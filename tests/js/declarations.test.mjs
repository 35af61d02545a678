// index.d.ts declares what the package exports, no more and no less: every exported value, and
// every public member of every exported class (read with the TypeScript compiler's API).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import * as bezique from "bezique";

const require = createRequire(import.meta.url);
let ts = null;
try {
  ts = require("typescript");
} catch {
  // Without the test tools (BEZIQUE_JS_DEV_TOOLS=OFF) there is no TypeScript to read them.
}

function declarations() {
  const file = require.resolve("bezique").replace(/index\.js$/, "index.d.ts");
  const program = ts.createProgram([file], { strict: true, lib: ["lib.es2022.d.ts", "lib.esnext.disposable.d.ts"] });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(file));
  const values = new Map();
  for (const symbol of checker.getExportsOfModule(module)) {
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue; // types and interfaces have no runtime value
    const members = { instance: new Set(), static: new Set() };
    for (const decl of symbol.declarations ?? []) {
      if (!ts.isClassDeclaration(decl)) continue;
      for (const member of decl.members) {
        const modifiers = ts.getCombinedModifierFlags(member);
        if (modifiers & ts.ModifierFlags.Private || ts.isConstructorDeclaration(member) || !member.name) continue;
        const name = ts.isComputedPropertyName(member.name) ? "[computed]" : member.name.getText();
        (modifiers & ts.ModifierFlags.Static ? members.static : members.instance).add(name);
      }
    }
    values.set(symbol.name, members);
  }
  return values;
}

function runtimeMembers(cls) {
  const instance = new Set();
  for (let proto = cls.prototype; proto && proto !== Object.prototype && proto !== Error.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const key of Reflect.ownKeys(proto)) {
      if (key === "constructor") continue;
      instance.add(typeof key === "symbol" ? "[computed]" : key);
    }
  }
  const statics = new Set(Object.getOwnPropertyNames(cls).filter((k) => !["length", "name", "prototype"].includes(k)));
  return { instance, static: statics };
}

test("every export is declared and every declaration exported", { skip: ts === null && "no TypeScript" }, () => {
  const declared = declarations();
  assert.deepEqual([...declared.keys()].sort(), Object.keys(bezique).sort());
});

test("every public member of the exported classes is declared, and nothing else", { skip: ts === null && "no TypeScript" }, () => {
  const declared = declarations();
  const game = new bezique.Game("two-handed", { seed: 1 });
  const player = new bezique.Player("random");
  const samples = {
    Card: bezique.Card.fromId(0), Action: game.legalActions()[0], GameEvent: game.events()[0],
    Variant: new bezique.Variant(), Game: game, Player: player, BeziqueError: new bezique.BeziqueError("x", 1),
    Turn: game.turn(),
  };
  for (const [name, sample] of Object.entries(samples)) {
    const runtime = runtimeMembers(bezique[name]);
    for (const key of Object.keys(sample)) runtime.instance.add(key);
    if (sample instanceof Error) for (const key of ["name", "message", "stack"]) runtime.instance.delete(key); // Error's own
    const members = declared.get(name);
    assert.deepEqual([...runtime.instance].sort(), [...members.instance].sort(), `${name}: instance members`);
    assert.deepEqual([...runtime.static].sort(), [...members.static].sort(), `${name}: static members`);
  }
  game.dispose();
  player.dispose();
});
