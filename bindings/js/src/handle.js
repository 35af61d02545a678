// Ownership of the engine's handles: dispose() (and `using`, through Symbol.dispose) frees a
// handle at once; a FinalizationRegistry frees one that was dropped without dispose() when the
// garbage collector gets to it.
import { DisposedError } from "./errors.js";

const registry = new FinalizationRegistry(({ free, ptr }) => free(ptr));

// Symbol.dispose where the runtime has it (node 20 polyfills it in some versions, browsers are
// adding it); a registered symbol otherwise, so that TypeScript's `using` lowering finds it.
export const disposeSymbol = Symbol.dispose ?? Symbol.for("Symbol.dispose");

/** Owns one engine handle, freed by `free` exactly once. */
export class Handle {
  #ptr;
  #free;
  #what;

  constructor(ptr, free, owner, what) {
    this.#ptr = ptr;
    this.#free = free;
    this.#what = what;
    registry.register(owner, { free, ptr }, this);
  }

  /** The pointer; throws DisposedError after dispose(). */
  get ptr() {
    if (this.#ptr === 0) throw new DisposedError(`this ${this.#what} has been disposed`, 100);
    return this.#ptr;
  }

  get disposed() {
    return this.#ptr === 0;
  }

  dispose() {
    if (this.#ptr === 0) return;
    registry.unregister(this);
    const ptr = this.#ptr;
    this.#ptr = 0;
    this.#free(ptr);
  }
}
