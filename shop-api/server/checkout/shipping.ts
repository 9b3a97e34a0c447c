import { and, asc, eq } from "drizzle-orm";
import type { Lang } from "../../contract";
import { localDigits } from "../catalogue/product-page";
import { shopDay } from "../catalogue/tehran-time";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { transportTexts, transports } from "../db/schema";

/*
 * Transports and delivery days. A transport may serve one province only (the Tehran courier);
 * insured post is free from a basket of FREE_POST_ABOVE. Deliveries are booked from tomorrow (Tehran
 * time) for seven days, in three slots a day; the shop is closed on Fridays and its Thursday
 * evenings.
 */

export type TransportRow = typeof transports.$inferSelect & { title: string; description: string };

export async function loadTransports(db: ShopDatabase | ShopTransaction, lang: Lang): Promise<TransportRow[]> {
  const rows = await db
    .select({ transport: transports, title: transportTexts.title, description: transportTexts.description })
    .from(transports)
    .innerJoin(transportTexts, and(eq(transportTexts.transportId, transports.id), eq(transportTexts.lang, lang)))
    .orderBy(asc(transports.position), asc(transports.id));
  return rows.map((row) => ({ ...row.transport, title: row.title, description: row.description }));
}

/** Whether a transport serves an address in this province (null: no address chosen yet). */
export function servesState(transport: Pick<TransportRow, "onlyStateId">, stateId: number | null): boolean {
  return transport.onlyStateId === null || transport.onlyStateId === stateId;
}

/** What a transport costs for a basket (the lines after product discounts). */
export function transportCost(transport: Pick<TransportRow, "cost" | "freeAbove">, basket: number): number {
  return transport.freeAbove !== null && basket >= transport.freeAbove ? 0 : transport.cost;
}

export const DELIVERY_SLOTS = [
  { id: 1, from: 9, to: 13 },
  { id: 2, from: 13, to: 17 },
  { id: 3, from: 17, to: 21 },
] as const;

const FRIDAY = 5;
const THURSDAY = 4;

/** "ساعت ۹ تا ۱۳", "9:00 to 13:00". */
export function slotTitle(lang: Lang, slot: (typeof DELIVERY_SLOTS)[number]): string {
  return lang === "fa"
    ? `ساعت ${localDigits(lang, String(slot.from))} تا ${localDigits(lang, String(slot.to))}`
    : `${slot.from}:00 to ${slot.to}:00`;
}

function slotOpen(weekday: number, slotId: number): boolean {
  if (weekday === FRIDAY) return false;
  if (weekday === THURSDAY) return slotId !== 3;
  return true;
}

export interface DeliveryChoice {
  date: string;
  slot: number;
}

/** The next seven days from tomorrow (Tehran time) with their slots; `chosen` marks the cart's choice. */
export function nextSevenDays(lang: Lang, now: Date, chosen: DeliveryChoice | null) {
  return Array.from({ length: 7 }, (_, index) => {
    const day = shopDay(now, index + 1);
    return {
      date: day.date,
      slots: DELIVERY_SLOTS.map((slot) => ({
        id: slot.id,
        title: slotTitle(lang, slot),
        available: slotOpen(day.weekday, slot.id),
        selected: chosen !== null && chosen.date === day.date && chosen.slot === slot.id,
      })),
    };
  });
}

/** Whether a day and slot can be booked now. */
export function deliveryAvailable(now: Date, choice: DeliveryChoice): boolean {
  for (let index = 1; index <= 7; index += 1) {
    const day = shopDay(now, index);
    if (day.date === choice.date) return DELIVERY_SLOTS.some((slot) => slot.id === choice.slot) && slotOpen(day.weekday, choice.slot);
  }
  return false;
}
