import { LRUCache } from "lru-cache";

/** What an entry costs besides its key and value: the cache's own bookkeeping, roughly. */
const ENTRY_OVERHEAD = 100;

/**
 * An LRU cache bounded by the bytes it holds, its keys counted too: a key may be a shopper's token
 * or a path anyone can type, so a count of entries alone would bound nothing (issue 21: every cache
 * is bounded by bytes). `valueBytes` says what a value weighs (a small fixed size by default).
 */
export function byteBoundedCache<Value extends object | boolean>(
  maxBytes: number,
  options: { ttl?: number; valueBytes?: (value: Value) => number } = {},
): LRUCache<string, Value> {
  const { valueBytes = () => 16, ttl } = options;
  return new LRUCache<string, Value>({
    maxSize: maxBytes,
    // V8 keeps a string of Persian or typed text at up to two bytes a character.
    sizeCalculation: (value, key) => key.length * 2 + valueBytes(value) + ENTRY_OVERHEAD,
    ...(ttl ? { ttl } : {}),
  });
}
