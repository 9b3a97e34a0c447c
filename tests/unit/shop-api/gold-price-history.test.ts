import { describe, expect, it } from "vitest";
import {
  GOLD_PRICE_RANGE_SPANS,
  MAX_OPEN_GOLD_PRICE_ALERTS,
  goldPriceAlertResponseSchema,
  goldPriceAlertsResponseSchema,
  goldPriceHistoryResponseSchema,
} from "../../../shop-api/contract";
import { GOLD_PRICE_INTERVAL_MS, priceOfInterval } from "../../../shop-api/server/gold-price";
import { thinPrices, walkPrices } from "../../../shop-api/server/gold-price-history";
import { inbox, registerAccount } from "./accounts";
import { bearer, requestJson, TestClock, useShopApi } from "./harness";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe("the price's history, thinned for a chart", () => {
  const at = (iso: string) => new Date(iso);

  it("gives one point per step, the price in force at the step's end, the last one the price at the end", () => {
    const from = Date.parse("2026-03-01T00:00:00Z");
    const to = from + 3 * HOUR_MS + 20 * 60_000;
    const rows = [
      { setAt: at("2026-03-01T00:10:00Z"), price: 101 },
      { setAt: at("2026-03-01T00:40:00Z"), price: 102 },
      { setAt: at("2026-03-01T02:05:00Z"), price: 99 },
      { setAt: at("2026-03-01T03:15:00Z"), price: 105 },
    ];
    const points = thinPrices(rows, { setAt: at("2026-02-28T23:00:00Z"), price: 100 }, from, to, HOUR_MS);
    expect(points).toEqual([
      { at: "2026-03-01T01:00:00.000Z", price: 102 },
      { at: "2026-03-01T02:00:00.000Z", price: 102 },
      { at: "2026-03-01T03:00:00.000Z", price: 99 },
      { at: "2026-03-01T03:20:00.000Z", price: 105 },
    ]);
  });

  it("starts where the history starts when it does not reach back to the range's start", () => {
    const from = Date.parse("2026-03-01T00:00:00Z");
    const points = thinPrices([{ setAt: at("2026-03-01T01:30:00Z"), price: 7 }], undefined, from, from + 3 * HOUR_MS, HOUR_MS);
    expect(points.map((point) => point.at)).toEqual(["2026-03-01T02:00:00.000Z", "2026-03-01T03:00:00.000Z"]);
  });

  it("keeps every range's chart within ~120 points", () => {
    for (const { spanMs, stepMs } of Object.values(GOLD_PRICE_RANGE_SPANS)) expect(spanMs / stepMs).toBeLessThanOrEqual(122);
  });

  it("records the walk change by change in the last 30 days, and the hour's price before", () => {
    const to = Date.parse("2026-06-01T12:02:00Z");
    const rows = walkPrices(to - 40 * DAY_MS, to);
    const recent = rows.filter((row) => row.setAt.getTime() > to - 30 * DAY_MS);
    const older = rows.filter((row) => row.setAt.getTime() <= to - 30 * DAY_MS - GOLD_PRICE_INTERVAL_MS);
    expect(recent.length).toBeGreaterThanOrEqual(30 * 288 - 1);
    expect(older.every((row) => row.setAt.getTime() % HOUR_MS === 0)).toBe(true);
    expect(older.length).toBeGreaterThanOrEqual(10 * 24 - 1);
    expect(rows.at(-1)?.setAt.toISOString()).toBe("2026-06-01T12:00:00.000Z");
    for (const row of rows.slice(0, 50)) expect(row.price).toBe(priceOfInterval(row.setAt.getTime() / GOLD_PRICE_INTERVAL_MS));
    // In time order, each moment once.
    expect(rows.every((row, index) => index === 0 || row.setAt > (rows[index - 1]?.setAt as Date))).toBe(true);
  });
});

describe("GET /gold-price-history and price alerts", () => {
  const clock = new TestClock();
  const shop = useShopApi({ clock: clock.now });

  const intervalNow = () => Math.floor(clock.now().getTime() / GOLD_PRICE_INTERVAL_MS);
  const history = async (range: string) => {
    const answer = await requestJson(shop.url(`/gold-price-history?range=${range}`));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return goldPriceHistoryResponseSchema.parse(answer.body).data;
  };
  const alerts = async (token: string) => {
    const answer = await requestJson(shop.url("/gold-price-alerts"), { headers: bearer(token) });
    expect(answer.status).toBe(200);
    return goldPriceAlertsResponseSchema.parse(answer.body).data;
  };
  const setAlert = (token: string, body: unknown, lang = "fa") =>
    requestJson(shop.url(`/gold-price-alerts?lang=${lang}`), { body, headers: bearer(token) });
  const alertTexts = async (mobile: string) => (await inbox(shop, mobile)).filter((message) => message.purpose === "gold-price-alert");

  it("has a seeded year behind a fresh database, each range thinned, ending with the price now", async () => {
    const year = await history("1y");
    expect(year.points.length).toBeGreaterThan(115);
    expect(year.points.length).toBeLessThanOrEqual(123);
    expect(Date.parse(year.points[0]?.at ?? "")).toBeLessThan(clock.now().getTime() - 360 * DAY_MS);
    const day = await history("1d");
    expect(day.points.length).toBeGreaterThanOrEqual(48);
    expect(day.points.length).toBeLessThanOrEqual(49);
    expect(day.points.at(-1)?.price).toBe(priceOfInterval(intervalNow()));
    // The day before: the price in force 24 hours ago; the day's high and low among the day's prices.
    const dayAgo = Math.floor((clock.now().getTime() - DAY_MS) / GOLD_PRICE_INTERVAL_MS);
    expect(day.day.previous?.price).toBe(priceOfInterval(dayAgo));
    const prices = Array.from({ length: 289 }, (_, index) => priceOfInterval(dayAgo + index));
    expect(day.day.high.price).toBe(Math.max(...prices));
    expect(day.day.low.price).toBe(Math.min(...prices));
    expect((await history("7d")).points.length).toBeLessThanOrEqual(85);
    expect((await history("30d")).points.length).toBeLessThanOrEqual(121);
  });

  it("answers 400 for an unknown range, and the week by default", async () => {
    expect((await requestJson(shop.url("/gold-price-history?range=2y"))).status).toBe(400);
    const answer = await requestJson(shop.url("/gold-price-history"));
    expect(goldPriceHistoryResponseSchema.parse(answer.body).data.range).toBe("7d");
  });

  it("sends an alert once when the walk crosses it, then the alert is done and gone", async () => {
    const account = await registerAccount(shop);
    const now = priceOfInterval(intervalNow());
    const target = now + 1;
    const created = await setAlert(account.token, { direction: "above", price: target });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const alert = goldPriceAlertResponseSchema.parse(created.body).data;
    expect(await alerts(account.token)).toEqual([alert]);
    expect(await alertTexts(account.mobile)).toEqual([]);

    // The first interval of the walk at or above the amount, within the coming days.
    let crossing = intervalNow() + 1;
    while (priceOfInterval(crossing) < target) crossing += 1;
    clock.advance(((crossing * GOLD_PRICE_INTERVAL_MS - clock.now().getTime()) / 1000) + 1);

    expect(await alerts(account.token)).toEqual([]);
    const [sms, ...more] = await alertTexts(account.mobile);
    expect(more).toEqual([]);
    expect(sms?.text).toContain("۱۸");
    expect(sms?.text).toContain(new Intl.NumberFormat("fa-IR").format(target));

    // The price goes on moving (above and below): no second message.
    clock.advance(2 * 86_400);
    await history("1d");
    expect(await alertTexts(account.mobile)).toHaveLength(1);
  });

  it("sends a 'below' alert when a developer moves the price under it, in the alert's language", async () => {
    const account = await registerAccount(shop);
    const now = priceOfInterval(intervalNow());
    expect((await setAlert(account.token, { direction: "below", price: now - 500_000 }, "en")).status).toBe(201);
    await requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price: now - 600_000 } });
    try {
      const texts = await alertTexts(account.mobile);
      expect(texts).toHaveLength(1);
      expect(texts[0]?.text).toMatch(/^Zarrin Gold: 18-karat gold is now [\d,]+ toman a gram \(your alert: below [\d,]+ toman\)\.$/);
      expect(await alerts(account.token)).toEqual([]);
      // The fixed price is in the history, as its last point.
      expect((await history("1d")).points.at(-1)?.price).toBe(now - 600_000);
    } finally {
      await requestJson(shop.url("/dev/gold-price"), { method: "DELETE" });
    }
  });

  it("refuses an amount the price has reached, one out of bounds, and more than the open alerts allowed", async () => {
    const account = await registerAccount(shop);
    const now = priceOfInterval(intervalNow());
    const reached = await setAlert(account.token, { direction: "below", price: now + 1000 }, "en");
    expect(reached.status).toBe(422);
    expect(reached.body).toMatchObject({ errors: { price: [expect.stringContaining("enter an amount below it")] } });
    const tooSmall = await setAlert(account.token, { direction: "below", price: 10 });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body).toMatchObject({ errors: { price: [expect.any(String)] } });
    expect((await setAlert(account.token, { direction: "sideways", price: now - 1000 })).status).toBe(422);

    for (let index = 1; index <= MAX_OPEN_GOLD_PRICE_ALERTS; index++) {
      expect((await setAlert(account.token, { direction: "above", price: now * 2 + index })).status).toBe(201);
    }
    const over = await setAlert(account.token, { direction: "above", price: now * 2 }, "en");
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ errors: { price: [`You can wait for at most ${MAX_OPEN_GOLD_PRICE_ALERTS} price alerts at once; remove one first.`] } });

    // Removing one makes room; another shopper cannot remove it; a guest cannot list any.
    const [newest] = await alerts(account.token);
    const stranger = await registerAccount(shop);
    expect((await requestJson(shop.url(`/gold-price-alerts/${newest?.id}`), { method: "DELETE", headers: bearer(stranger.token) })).status).toBe(404);
    expect((await requestJson(shop.url(`/gold-price-alerts/${newest?.id}`), { method: "DELETE", headers: bearer(account.token) })).status).toBe(200);
    expect(await alerts(account.token)).toHaveLength(MAX_OPEN_GOLD_PRICE_ALERTS - 1);
    expect((await setAlert(account.token, { direction: "above", price: now * 2 })).status).toBe(201);
    expect((await requestJson(shop.url("/gold-price-alerts"))).status).toBe(401);
  });
});
