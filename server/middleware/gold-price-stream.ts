import type { IncomingMessage, ServerResponse } from "node:http";
import { type GoldPriceVersion, nextCheckAt } from "~/lib/gold-price-version";

/**
 * The live gold price for open pages (docs/decisions/0037): Server-Sent Events from each storefront
 * process, which learns a new price within a second of the Shop API (docs/decisions/0029). While a
 * stream is open the process checks at every whole period itself, whether pages are asked for or not,
 * and sends each stream the price it has not had yet. An idle stream is a socket and an entry here:
 * thousands cost a worker little (bench/streams.mjs). Mounted before compression, which would hold
 * the events back (and keep a deflate state per idle stream), and before the page cache.
 */
export interface GoldPriceStreamOptions {
  /** Asks the Shop API when this period's check is due, shared with the pages' own (gold-price.server.ts). */
  check: () => Promise<unknown>;
  /** The price this process read last (shop/api/gold-price.server.ts `goldPrice.latest`). */
  latest: () => GoldPriceVersion | null;
  /** GOLD_PRICE_CHECK_MS. */
  periodMs: number;
  /** How often an open stream gets a comment line, so that a proxy does not take it for idle (nginx: 60 s). */
  keepAliveMs?: number;
}

export interface GoldPriceStream {
  /** The stream's endpoint: `GET /api/gold-price/stream`. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Ends every open stream and refuses new ones (a stopping worker: its pages reconnect elsewhere). */
  close: () => void;
  /** How many streams are open. */
  size: () => number;
}

/** A reader that has not taken this much (a dead connection) is dropped rather than buffered for. */
const MAX_BACKLOG_BYTES = 16 * 1024;
/** The check after the whole period, not a hair before it (timers may fire a millisecond early). */
const AFTER_THE_PERIOD_MS = 5;

export function goldPriceStream({ check, latest, periodMs, keepAliveMs = 25_000 }: GoldPriceStreamOptions): GoldPriceStream {
  /** Each open stream and the version it was sent last. */
  const streams = new Map<ServerResponse, string | null>();
  let closed = false;
  let tick: ReturnType<typeof setTimeout> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;

  const write = (res: ServerResponse, text: string) => {
    if (res.writableLength > MAX_BACKLOG_BYTES) res.destroy();
    else res.write(text);
  };

  const messageOf = (current: GoldPriceVersion) => `data: ${JSON.stringify(current.price)}\n\n`;
  const send = (res: ServerResponse, current: GoldPriceVersion, message: string) => {
    if (streams.get(res) === current.version) return;
    streams.set(res, current.version);
    write(res, message);
  };
  /** Sends the price to every stream that has not had it: one message, made once. */
  const catchUp = (current: GoldPriceVersion) => {
    const message = messageOf(current);
    for (const res of streams.keys()) send(res, current, message);
  };

  const schedule = () => {
    if (tick || closed || streams.size === 0) return;
    const now = Date.now();
    tick = setTimeout(async () => {
      // A failed check leaves the last price standing; the next period tries again.
      await check().catch(() => undefined);
      tick = undefined;
      const current = latest();
      if (current && !closed) catchUp(current);
      schedule();
    }, nextCheckAt(now, periodMs) - now + AFTER_THE_PERIOD_MS);
    tick.unref();
  };

  const stopWhenIdle = () => {
    if (streams.size > 0) return;
    clearTimeout(tick);
    clearInterval(keepAlive);
    tick = keepAlive = undefined;
  };

  return {
    handle(req, res) {
      if (closed) {
        res.writeHead(503, { "Cache-Control": "no-store", "Retry-After": "5" }).end();
        return;
      }
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        // nginx would otherwise hold the events in its buffer.
        "X-Accel-Buffering": "no",
      });
      res.flushHeaders();
      streams.set(res, null);
      req.once("close", () => {
        streams.delete(res);
        stopWhenIdle();
      });
      // The price of now at once, unless it is due for a check: the page would flash an older one.
      const current = latest();
      if (current && Date.now() < current.until) send(res, current, messageOf(current));
      schedule();
      keepAlive ??= setInterval(() => {
        for (const open of streams.keys()) write(open, ":\n\n");
      }, keepAliveMs).unref();
    },
    close() {
      closed = true;
      for (const res of streams.keys()) res.end();
      streams.clear();
      stopWhenIdle();
    },
    size: () => streams.size,
  };
}
