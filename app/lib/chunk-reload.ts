/**
 * docs/shop/08-errors.md §8.5: when a code chunk fails to load (usually a deploy replaced it), reload
 * the page once so the new build's assets are used, but never more than once a minute, so a broken
 * asset cannot cause a reload loop. The flag lives in sessionStorage: per tab, gone when the tab
 * closes.
 */
export const CHUNK_RELOAD_KEY = "chunk-reload-at";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return CHUNK_ERROR.test(message);
}

interface ReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: number;
  reload: () => void;
}

/** Reloads (and returns true) if `error` is a chunk-load error and no reload happened in the last minute. */
export function reloadOnceForChunkError(error: unknown, env?: ReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false;
  const { storage, now, reload } = env ?? {
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  };
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
