import { and, eq } from "drizzle-orm";
import { WALLET_CHARGE_MAX, WALLET_CHARGE_MIN, type Lang, type WalletRechargeResult } from "../../contract";
import { newToken, sha256 } from "../auth/secrets";
import { failureReasonText, refuse } from "../checkout/messages";
import { PAYMENT_TTL_MS, availableDriver, referenceNumber, type Settlement } from "../checkout/orders";
import { moveBalance, ownWallet, type WalletRow } from "../checkout/wallets";
import type { ShopTransaction } from "../db/connect";
import { walletRecharges, wallets } from "../db/schema";

/*
 * Topping up the main wallet (`POST /payment` as a charge): a payment of its own through the same
 * sandbox gateway as orders, with a single-use token and the same 20-minute timeout. The wallet is
 * credited once, when the gateway settles the payment; asking what became of it changes nothing.
 */

export type RechargeRow = typeof walletRecharges.$inferSelect;

export interface StartedRecharge {
  recharge: RechargeRow;
  gatewayToken: string;
}

/** A top-up of the user's main wallet, waiting at the gateway. 422 for an amount out of bounds or a driver that takes no payments. */
export async function startRecharge(
  tx: ShopTransaction,
  input: { userId: number; lang: Lang; amount: number; driver: string; callbackUrl: string },
  now: Date,
): Promise<StartedRecharge> {
  const { lang, amount } = input;
  if (amount < WALLET_CHARGE_MIN) throw refuse(lang, 422, "chargeTooLow", {}, { n: WALLET_CHARGE_MIN });
  if (amount > WALLET_CHARGE_MAX) throw refuse(lang, 422, "chargeTooHigh", {}, { n: WALLET_CHARGE_MAX });
  const driver = await availableDriver(tx, lang, input.driver);
  const gatewayToken = newToken();
  const [recharge] = await tx
    .insert(walletRecharges)
    .values({
      userId: input.userId,
      amount,
      driver: driver.name,
      callbackUrl: input.callbackUrl,
      gatewayTokenHash: sha256(gatewayToken),
      paymentStartedAt: now,
      createdAt: now,
    })
    .returning();
  if (!recharge) throw new Error("The top-up just made is missing");
  return { recharge, gatewayToken };
}

/**
 * Ends a pending top-up, once: paid (a reference; the main wallet, made if need be, credited with
 * its line of history) or failed. Answers the top-up as settled, or undefined when it was no longer
 * pending.
 */
export async function settleRecharge(tx: ShopTransaction, recharge: RechargeRow, settlement: Settlement, now: Date): Promise<RechargeRow | undefined> {
  const paid = settlement.outcome === "paid";
  const [settled] = await tx
    .update(walletRecharges)
    .set(
      paid
        ? { status: "paid", paidAt: now, reference: referenceNumber(), settledAt: now }
        : { status: "failed", failureReason: settlement.reason, settledAt: now },
    )
    .where(and(eq(walletRecharges.id, recharge.id), eq(walletRecharges.status, "pending")))
    .returning();
  if (!settled || !paid) return settled;
  const wallet = await ownWallet(tx, settled.userId, "original", now);
  await moveBalance(tx, wallet.id, settled.amount, { kind: "top_up", rechargeId: settled.id }, now);
  const [credited] = await tx.update(walletRecharges).set({ walletId: wallet.id }).where(eq(walletRecharges.id, settled.id)).returning();
  return credited ?? settled;
}

/** The top-up, failed first as "expired" if it waited at the gateway too long. */
export async function freshRecharge(tx: ShopTransaction, recharge: RechargeRow, now: Date): Promise<RechargeRow> {
  const stale = recharge.status === "pending" && now.getTime() - recharge.paymentStartedAt.getTime() > PAYMENT_TTL_MS;
  if (!stale) return recharge;
  return (await settleRecharge(tx, recharge, { outcome: "failed", reason: "expired" }, now)) ?? recharge;
}

/** `POST /wallet-recharge-result`: the top-up's state; `wallet` (the credited main wallet) for its owner only. */
export async function rechargeResult(
  tx: ShopTransaction,
  lang: Lang,
  recharge: RechargeRow,
  owner: boolean,
): Promise<Omit<WalletRechargeResult, "wallet"> & { wallet: WalletRow | null }> {
  const [wallet] = owner && recharge.walletId !== null ? await tx.select().from(wallets).where(eq(wallets.id, recharge.walletId)).limit(1) : [];
  return {
    recharge_id: recharge.id,
    status: recharge.status,
    amount: recharge.amount,
    created_at: recharge.createdAt.toISOString(),
    paid_at: recharge.paidAt?.toISOString() ?? null,
    reference: recharge.reference,
    reason: recharge.status === "failed" ? failureReasonText(lang, recharge.failureReason) : null,
    wallet: wallet ?? null,
  };
}
