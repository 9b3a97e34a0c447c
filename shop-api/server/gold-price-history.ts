import { and, asc, desc, eq, gt, gte, isNull, lte, sql } from "drizzle-orm";
import { GOLD_PRICE_RANGE_SPANS, type GoldPriceHistory as HistoryAnswer, type GoldPricePoint, type GoldPriceRange } from "../contract";
import type { DevInbox } from "./auth/inbox";
import { say } from "./checkout/messages";
import type { ShopDatabase, ShopTransaction } from "./db/connect";
import { goldPriceAlerts, goldPrices, users } from "./db/schema";
import { GOLD_PRICE_INTERVAL_MS, type GoldPriceSource, priceOfInterval } from "./gold-price";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far back a fresh database's history goes (the seed), and how far back a range may ask. */
const HISTORY_SPAN_MS = 365 * DAY_MS;
/** The latest stretch kept change by change; before it, the hour's price is enough for any chart. */
const EVERY_CHANGE_SPAN_MS = 30 * DAY_MS;
const INSERT_CHUNK = 2000;

export interface PriceRow {
  setAt: Date;
  price: number;
}

/**
 * The walk's prices set after `fromMs` up to `toMs` (both instants, ms): every 5-minute interval
 * within EVERY_CHANGE_SPAN_MS of `toMs`, each hour's first interval before that.
 */
export function walkPrices(fromMs: number, toMs: number): PriceRow[] {
  const rows: PriceRow[] = [];
  const perHour = HOUR_MS / GOLD_PRICE_INTERVAL_MS;
  const firstEveryChange = Math.ceil((toMs - EVERY_CHANGE_SPAN_MS) / GOLD_PRICE_INTERVAL_MS);
  const last = Math.floor(toMs / GOLD_PRICE_INTERVAL_MS);
  let interval = Math.floor(fromMs / GOLD_PRICE_INTERVAL_MS) + 1;
  if (interval < firstEveryChange) interval = Math.min(firstEveryChange, Math.ceil(interval / perHour) * perHour);
  while (interval <= last) {
    rows.push({ setAt: new Date(interval * GOLD_PRICE_INTERVAL_MS), price: priceOfInterval(interval) });
    interval = interval + 1 >= firstEveryChange ? interval + 1 : Math.min(firstEveryChange, (Math.floor(interval / perHour) + 1) * perHour);
  }
  return rows;
}

/** Writes price rows (a row already there stays). */
export async function insertPrices(db: ShopDatabase | ShopTransaction, rows: PriceRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db.insert(goldPrices).values(rows.slice(start, start + INSERT_CHUNK)).onConflictDoNothing();
  }
}

/** The seed: a year of the walk behind a fresh database. */
export async function seedGoldPriceHistory(db: ShopTransaction, now: Date): Promise<number> {
  const rows = walkPrices(now.getTime() - HISTORY_SPAN_MS - 1, now.getTime());
  await insertPrices(db, rows);
  return rows.length;
}

/**
 * Thins price rows to one point per `stepMs` (the price in force at each step's end, the last
 * point the price at `toMs`): a chart needs its shape, not every change. `before` is the price in
 * force at `fromMs` (the last row before it), so a range starts with a value even between rows.
 */
export function thinPrices(rows: PriceRow[], before: PriceRow | undefined, fromMs: number, toMs: number, stepMs: number): GoldPricePoint[] {
  const points: GoldPricePoint[] = [];
  let current = before;
  let next = 0;
  const firstStepEnd = Math.floor(fromMs / stepMs) * stepMs + stepMs;
  for (let stepEnd = firstStepEnd; ; stepEnd += stepMs) {
    const at = Math.min(stepEnd, toMs);
    while (next < rows.length && (rows[next] as PriceRow).setAt.getTime() <= at) current = rows[next++];
    if (current) points.push({ at: new Date(at).toISOString(), price: current.price });
    if (at >= toMs) break;
  }
  return points;
}

/**
 * The price's history in the database (`gold_prices`), kept up to date with the walk or a
 * developer's fixed price, and the price alerts it sends. `record()` writes what changed since the
 * last row, then sends each open alert those prices reached (once: the update that marks it sent
 * is what decides). Calls are run one after another, so two never write the same rows.
 */
export class GoldPriceHistory {
  private queue: Promise<unknown> = Promise.resolve();
  /** The source was fixed at the last record: once released, the walk resumes from that moment. */
  private wasFixed = false;

  constructor(
    private readonly db: ShopDatabase,
    private readonly goldPrice: GoldPriceSource,
    private readonly clock: () => Date,
    private readonly inbox: DevInbox | undefined,
  ) {}

  record(): Promise<void> {
    const run = this.queue.then(() => this.recordNow());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Once the record under way (if any) is done: the database may close. */
  settled(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private async recordNow(): Promise<void> {
    const now = this.clock();
    const [last] = await this.db.select().from(goldPrices).orderBy(desc(goldPrices.setAt)).limit(1);
    let rows: PriceRow[];
    if (this.goldPrice.isFixed()) {
      const fixed = this.goldPrice.now(now);
      rows = last && last.setAt.getTime() >= fixed.set_at.getTime() ? [] : [{ setAt: fixed.set_at, price: fixed.price }];
      this.wasFixed = true;
    } else if (this.wasFixed) {
      rows = [{ setAt: last && last.setAt >= now ? new Date(last.setAt.getTime() + 1) : now, price: this.goldPrice.now(now).price }];
      this.wasFixed = false;
    } else {
      rows = walkPrices(last ? last.setAt.getTime() : now.getTime() - HISTORY_SPAN_MS - 1, now.getTime());
    }
    if (rows.length === 0) return;
    await insertPrices(this.db, rows);
    await this.sendAlerts(rows, now);
  }

  /** Marks the open alerts these prices reached as sent, and texts each shopper once. */
  private async sendAlerts(rows: PriceRow[], now: Date): Promise<void> {
    const low = rows.reduce((lowest, row) => (row.price < lowest.price ? row : lowest));
    const high = rows.reduce((highest, row) => (row.price > highest.price ? row : highest));
    const reached = [
      ...(await this.markSent("below", low.price, now)),
      ...(await this.markSent("above", high.price, now)),
    ];
    if (reached.length === 0 || !this.inbox) return;
    const mobiles = await this.db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(sql`${users.id} IN (${sql.join(reached.map((alert) => sql`${alert.userId}`), sql`, `)})`);
    for (const alert of reached) {
      const mobile = mobiles.find((user) => user.id === alert.userId)?.mobile;
      if (!mobile) continue;
      const key = alert.direction === "below" ? "goldAlertSmsBelow" : "goldAlertSmsAbove";
      this.inbox.recordNotice(mobile, say(alert.lang, key, { n: alert.sentPrice ?? 0, text: new Intl.NumberFormat(alert.lang === "fa" ? "fa-IR" : "en-US").format(alert.price) }), now);
    }
  }

  private markSent(direction: "below" | "above", price: number, now: Date) {
    const reaches = direction === "below" ? gte(goldPriceAlerts.price, price) : lte(goldPriceAlerts.price, price);
    return this.db
      .update(goldPriceAlerts)
      .set({ sentAt: now, sentPrice: price })
      .where(and(isNull(goldPriceAlerts.sentAt), eq(goldPriceAlerts.direction, direction), reaches))
      .returning();
  }

  /** The last recorded price (after recording what changed). */
  async latest(): Promise<PriceRow> {
    await this.record();
    const [last] = await this.db.select().from(goldPrices).orderBy(desc(goldPrices.setAt)).limit(1);
    if (!last) throw new Error("The gold price history is empty after recording");
    return last;
  }

  /** A range's thinned points and the last 24 hours' high, low and opening price. */
  async history(range: GoldPriceRange): Promise<HistoryAnswer> {
    await this.record();
    const to = this.clock().getTime();
    const { spanMs, stepMs } = GOLD_PRICE_RANGE_SPANS[range];
    const from = to - spanMs;
    const [points, day] = await Promise.all([this.thinned(from, to, stepMs), this.lastDay(to)]);
    return { range, from: new Date(from).toISOString(), to: new Date(to).toISOString(), points, day };
  }

  private async priceBefore(atMs: number): Promise<PriceRow | undefined> {
    const [row] = await this.db.select().from(goldPrices).where(lte(goldPrices.setAt, new Date(atMs))).orderBy(desc(goldPrices.setAt)).limit(1);
    return row;
  }

  private async rowsBetween(fromMs: number, toMs: number): Promise<PriceRow[]> {
    return this.db
      .select()
      .from(goldPrices)
      .where(and(gt(goldPrices.setAt, new Date(fromMs)), lte(goldPrices.setAt, new Date(toMs))))
      .orderBy(asc(goldPrices.setAt));
  }

  private async thinned(fromMs: number, toMs: number, stepMs: number): Promise<GoldPricePoint[]> {
    const [before, rows] = await Promise.all([this.priceBefore(fromMs), this.rowsBetween(fromMs, toMs)]);
    return thinPrices(rows, before, fromMs, toMs, stepMs);
  }

  private async lastDay(toMs: number): Promise<HistoryAnswer["day"]> {
    const fromMs = toMs - DAY_MS;
    const [previous, rows] = await Promise.all([this.priceBefore(fromMs), this.rowsBetween(fromMs, toMs)]);
    const seen = previous ? [previous, ...rows] : rows;
    const point = (row: PriceRow): GoldPricePoint => ({ at: row.setAt.toISOString(), price: row.price });
    const high = seen.reduce((highest, row) => (row.price > highest.price ? row : highest), seen[0] as PriceRow);
    const low = seen.reduce((lowest, row) => (row.price < lowest.price ? row : lowest), seen[0] as PriceRow);
    return { high: point(high), low: point(low), previous: previous ? point(previous) : null };
  }
}
