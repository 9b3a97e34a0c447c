/** The shop's day is Tehran's (Asia/Tehran, UTC+03:30 since Iran stopped daylight saving in 2022). */
export const SHOP_TIME_ZONE = "Asia/Tehran";

/** Milliseconds Tehran is ahead of UTC at a moment. */
function offsetAt(moment: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(moment)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === "-" ? -minutes : minutes) * 60_000;
}

/** The last second of the Tehran day that `moment` falls in (23:59:59 Tehran time). */
export function endOfShopDay(moment: Date): Date {
  const local = new Date(moment.getTime() + offsetAt(moment));
  const nextMidnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(nextMidnightLocal - offsetAt(moment) - 1000);
}

/** The Tehran calendar day `days` after the one `moment` falls in: "YYYY-MM-DD", and its weekday (0 Sunday … 5 Friday, 6 Saturday). */
export function shopDay(moment: Date, days = 0): { date: string; weekday: number } {
  const local = new Date(moment.getTime() + offsetAt(moment));
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days));
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
}
