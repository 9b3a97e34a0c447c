import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { discountCodes } from "../db/schema";

export type DiscountCode = typeof discountCodes.$inferSelect;

/** What shoppers type: any case, spaces around, Persian or Arabic-Indic digits ("summer۱۴۰۴"). */
export function normaliseCode(code: string): string {
  return code
    .trim()
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toUpperCase();
}

export async function findDiscountCode(db: ShopDatabase | ShopTransaction, code: string): Promise<DiscountCode | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, normaliseCode(code))).limit(1);
  return row;
}

/**
 * Whether a code runs at a moment: "future" before its start, "expired" from its end on, "usedUp"
 * once as many orders as it allows hold it (a failed payment gives its use back).
 */
export function codeStatus(code: DiscountCode, now: Date): "valid" | "future" | "expired" | "usedUp" {
  if (code.startsAt && code.startsAt > now) return "future";
  if (code.endsAt && code.endsAt <= now) return "expired";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "usedUp";
  return "valid";
}

/**
 * An order takes one use of its code, or none is left (false): the count moves in one statement,
 * so two orders placed at once never take more uses than the code allows.
 */
export async function takeCodeUse(tx: ShopTransaction, codeId: number): Promise<boolean> {
  const [taken] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(and(eq(discountCodes.id, codeId), or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses))))
    .returning({ id: discountCodes.id });
  return taken !== undefined;
}

/** A failed payment gives its order's use of the code back. */
export async function giveCodeUseBack(tx: ShopTransaction, code: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} - 1` })
    .where(and(eq(discountCodes.code, code), gt(discountCodes.uses, 0)));
}

/**
 * What a running code takes off a basket (the lines after product discounts): nothing below its
 * minimum; a percent (rounded, capped by max_amount) or a fixed amount; never more than the basket.
 */
export function discountAmount(code: DiscountCode, basket: number): number {
  if (basket <= 0 || (code.minBasket !== null && basket < code.minBasket)) return 0;
  let amount = code.percent !== null ? Math.round((basket * code.percent) / 100) : (code.amount ?? 0);
  if (code.maxAmount !== null) amount = Math.min(amount, code.maxAmount);
  return Math.min(amount, basket);
}
