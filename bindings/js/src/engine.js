// The WebAssembly engine and the few ways the package talks to it: calls that return a status,
// strings in and out, structs read from memory. Everything above this file speaks JavaScript.
import createBeziqueModule from "./bezique_wasm.mjs";
import { errorFor, useStatusNames } from "./errors.js";

const wasmUrl = new URL("./bezique_wasm.wasm", import.meta.url);

async function loadModule() {
  const isNode = typeof process === "object" && typeof process.versions?.node === "string";
  if (isNode && wasmUrl.protocol === "file:") {
    // Node: read the file beside this module (the module is built for browsers and workers,
    // which fetch it; fetch does not read file: URLs).
    const { readFile } = await import("node:fs/promises");
    return createBeziqueModule({ wasmBinary: await readFile(wasmUrl) });
  }
  return createBeziqueModule({ locateFile: () => wasmUrl.href });
}

/** The Emscripten module: its exports are the C ABI's functions, `_bzq_...`. */
export const M = await loadModule();

useStatusNames((code) => readCString(M._bzq_status_string(code)));

/** Status codes of the C ABI (include/bezique/bezique.h). */
export const OK = 0;
export const BUFFER_TOO_SMALL = 10;
export const OUT_OF_MEMORY = 102;

let viewBuffer = null;
let u8 = null;
let dv = null;
/** The heap as bytes and as a DataView; refreshed after the memory has grown. */
export function heap() {
  if (M.HEAPU8.buffer !== viewBuffer) {
    viewBuffer = M.HEAPU8.buffer;
    u8 = new Uint8Array(viewBuffer);
    dv = new DataView(viewBuffer);
  }
  return { u8, dv };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Reads the NUL-terminated UTF-8 string at `ptr`. */
export function readCString(ptr) {
  if (!ptr) return "";
  const { u8: bytes } = heap();
  let end = ptr;
  while (bytes[end] !== 0) ++end;
  return decoder.decode(bytes.subarray(ptr, end));
}

/** malloc that throws OutOfMemoryError instead of returning NULL. */
export function alloc(bytes) {
  const ptr = M._malloc(bytes);
  if (!ptr) throw errorFor(OUT_OF_MEMORY, "out of memory");
  return ptr;
}

// One block of scratch memory for out-parameters and small structs, reused by every call. The
// engine is single-threaded here and never calls back into JavaScript, so calls cannot overlap.
const SCRATCH_BYTES = 1024;
export const scratch = alloc(SCRATCH_BYTES);
/** Offsets into the scratch block: out-parameters, one struct, and small arrays. */
export const OUT = scratch; // uint32/int32/pointer out-parameter
export const OUT2 = scratch + 8; // a second one (needed sizes)
export const STRUCT = scratch + 16; // a bzq_action, bzq_event, bzq_meld or bzq_info (<= 96 bytes)
export const ARRAY = scratch + 128; // up to 896 bytes of cards or int32 values
export const ARRAY_BYTES = SCRATCH_BYTES - 128;

/** Throws the engine's error for a failed status, with the engine's message. */
export function check(status) {
  if (status !== OK) throw lastError(status);
  return status;
}

/** The error for `status`, carrying the message of the last failed call. */
export function lastError(status) {
  const message = readCString(M._bzq_last_error());
  return errorFor(status, message || readCString(M._bzq_status_string(status)));
}

/** Calls `fn(ptr)` with `text` as a NUL-terminated UTF-8 string in WebAssembly memory. */
export function withString(text, fn) {
  if (typeof text !== "string") throw errorFor(1, `expected a string, not ${typeof text}`);
  const bytes = encoder.encode(text);
  const ptr = alloc(bytes.length + 1);
  try {
    const { u8: mem } = heap();
    mem.set(bytes, ptr);
    mem[ptr + bytes.length] = 0;
    return fn(ptr);
  } finally {
    M._free(ptr);
  }
}

let textBuffer = 0;
let textBufferSize = 0;
/** A string the engine writes to a caller buffer: `fn(buf, size, needed)` returns a status. */
export function readText(fn) {
  if (textBufferSize === 0) {
    textBufferSize = 4096;
    textBuffer = alloc(textBufferSize);
  }
  let status = fn(textBuffer, textBufferSize, OUT2);
  if (status === BUFFER_TOO_SMALL) {
    const needed = heap().dv.getUint32(OUT2, true);
    const bigger = alloc(needed);
    M._free(textBuffer);
    textBuffer = bigger;
    textBufferSize = needed;
    status = fn(textBuffer, textBufferSize, OUT2);
  }
  check(status);
  const needed = heap().dv.getUint32(OUT2, true);
  return decoder.decode(heap().u8.subarray(textBuffer, textBuffer + needed - 1));
}

/** Reads a uint32 out-parameter after `fn(OUT)` succeeded. */
export function readU32(fn) {
  check(fn(OUT));
  return heap().dv.getUint32(OUT, true);
}

/** Reads a handle (pointer) out-parameter after `fn(OUT)` succeeded. */
export function readHandle(fn) {
  heap().dv.setUint32(OUT, 0, true);
  check(fn(OUT));
  return heap().dv.getUint32(OUT, true);
}

/** An array the engine writes with a capacity and a count: `fn(ptr, capacity, count)`. */
export function readArray(fn, elementBytes, read) {
  const capacity = Math.floor(ARRAY_BYTES / elementBytes);
  check(fn(ARRAY, capacity, OUT));
  const { dv: view } = heap();
  const count = view.getUint32(OUT, true);
  const out = new Array(count);
  for (let i = 0; i < count; ++i) out[i] = read(view, ARRAY + i * elementBytes);
  return out;
}

/** A seed as the engine takes it (uint64, a BigInt): a non-negative integer below 2**64. */
export function toSeed(seed, what = "the seed") {
  if (typeof seed === "number") {
    if (!Number.isSafeInteger(seed) || seed < 0) {
      throw errorFor(1, `${what} must be an integer in 0..2**64-1 (a number up to 2**53-1 or a bigint), not ${seed}`);
    }
    return BigInt(seed);
  }
  if (typeof seed === "bigint") {
    if (seed < 0n || seed >= 1n << 64n) throw errorFor(1, `${what} must lie in 0..2**64-1, not ${seed}`);
    return seed;
  }
  throw errorFor(1, `${what} must be a number or a bigint, not ${typeof seed}`);
}

/** A non-negative 32-bit count or index given by the caller. */
export function toIndex(value, what) {
  if (!Number.isInteger(value) || value < 0 || value > 0x7fffffff) {
    throw errorFor(1, `${what} must be a non-negative integer, not ${String(value)}`);
  }
  return value;
}
