// Ownership of the engine's handles: dispose() (and `using`, through Symbol.dispose) frees a
// handle at once; a FinalizationRegistry frees one that was dropped without dispose() when the
// garbage collector gets to it.
import { DisposedError } from "./errors.js";

const registry = new FinalizationRegistry(({ free, ptr }) => free(ptr));

// Symbol.dispose where the runtime has it (node 20 polyfills it in some versions, browsers are
// adding it); a registered symbol otherwise, so that TypeScript's `using` lowering finds it.
export const disposeSymbol = Symbol.dispose ?? Symbol.for("Symbol.dispose");

/** The pointer an EngineObject owns; DisposedError after dispose() (not part of the package's API). */
export let pointerOf;

/** The base of the classes that own an engine handle (Game, Player), freed by `free` once. */
export class EngineObject {
  #ptr;
  #free;
  #what;

  constructor(ptr, free, what) {
    this.#ptr = ptr;
    this.#free = free;
    this.#what = what;
    registry.register(this, { free, ptr }, this);
  }

  /** Frees its WebAssembly memory now; any later use throws DisposedError. */
  dispose() {
    if (this.#ptr === 0) return;
    registry.unregister(this);
    const ptr = this.#ptr;
    this.#ptr = 0;
    this.#free(ptr);
  }

  [disposeSymbol]() {
    this.dispose();
  }

  /** Whether dispose() has been called. */
  get disposed() {
    return this.#ptr === 0;
  }

  static {
    pointerOf = (object) => {
      if (object.#ptr === 0) throw new DisposedError(`this ${object.#what} has been disposed`, 100);
      return object.#ptr;
    };
  }
}
