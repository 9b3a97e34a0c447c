import { GOLD_PRICE_STREAM_PATH } from "./gold-price-stream";
import type { GoldPrice } from "./gold-price-version";

/** The first retry after a failure, doubled at each failure in a row up to the last: a stopping or busy worker is not asked again at once by every tab. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 300_000;

/**
 * Opens the tab's stream of the gold price and keeps it open while the page is shown: closed when the
 * tab is hidden or the page left (so that the back-forward cache can keep it, and a tab in the
 * background holds no connection), opened again when it is shown, which sends the price of now.
 * A stream that fails (a refused answer, a worker that stopped, a lost network) is closed and opened
 * again after a growing, jittered wait, rather than by the browser's own fixed retry.
 */
export function openGoldPriceStream(publish: (price: GoldPrice) => void): void {
  let source: EventSource | undefined;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    source?.close();
    source = undefined;
  };
  const open = () => {
    clearTimeout(retry);
    if (source || document.hidden) return;
    source = new EventSource(GOLD_PRICE_STREAM_PATH);
    source.onmessage = (event: MessageEvent<string>) => {
      failures = 0;
      publish(JSON.parse(event.data) as GoldPrice);
    };
    source.onerror = () => {
      close();
      retry = setTimeout(open, Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++) * (0.5 + Math.random()));
    };
  };
  addEventListener("pagehide", close);
  addEventListener("pageshow", open);
  document.addEventListener("visibilitychange", () => (document.hidden ? close() : open()));
  open();
}
