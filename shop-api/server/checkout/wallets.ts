import { and, asc, eq, sql } from "drizzle-orm";
import { REGISTRATION_CREDIT, type Lang, type Wallet, type WalletTransactionKind } from "../../contract";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { walletTransactions, wallets, type WalletType } from "../db/schema";

export type WalletRow = typeof wallets.$inferSelect;

const TITLES: Record<WalletType, Record<Lang, string>> = {
  original: { fa: "کیف پول اصلی", en: "Main wallet" },
  credit: { fa: "اعتبار خرید", en: "Shopping credit" },
  gift: { fa: "کارت هدیه", en: "Gift card" },
  registration: { fa: "اعتبار هدیه ثبت‌نام", en: "Sign-up credit" },
  referral: { fa: "اعتبار دعوت از دوستان", en: "Referral credit" },
};

/** Whether a wallet can pay now: some balance, not expired. */
export function isUsable(wallet: Pick<WalletRow, "balance" | "expiresAt">, now: Date): boolean {
  return wallet.balance > 0 && !(wallet.expiresAt && wallet.expiresAt <= now);
}

/** The title of a wallet of this type, in `lang`. */
export function walletTitle(lang: Lang, type: WalletType): string {
  return TITLES[type][lang];
}

export function walletJson(lang: Lang, wallet: WalletRow, inCart: number): Wallet {
  return {
    wallet_id: wallet.id,
    type: wallet.type,
    title: walletTitle(lang, wallet.type),
    balance: wallet.balance,
    expires_at: wallet.expiresAt?.toISOString() ?? null,
    in_cart: inCart,
  };
}

export async function userWallets(db: ShopDatabase | ShopTransaction, userId: number): Promise<WalletRow[]> {
  return db.select().from(wallets).where(eq(wallets.userId, userId)).orderBy(asc(wallets.id));
}

/** Why a wallet's balance moved: the kind of the history's line and what it refers to. */
export interface BalanceMove {
  kind: WalletTransactionKind;
  orderId?: number;
  rechargeId?: number;
  giftCardId?: number;
  referredId?: number;
}

/**
 * Moves a wallet's balance by `amount` (negative to spend) and writes the line of its history, so
 * that a balance is always the sum of its lines. Spending more than the balance moves nothing and
 * answers false.
 */
export async function moveBalance(tx: ShopTransaction, walletId: number, amount: number, move: BalanceMove, now: Date): Promise<boolean> {
  if (amount === 0) return true;
  const [moved] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}` })
    .where(and(eq(wallets.id, walletId), amount < 0 ? sql`${wallets.balance} >= ${-amount}` : undefined))
    .returning({ id: wallets.id });
  if (!moved) return false;
  await tx.insert(walletTransactions).values({ walletId, amount, createdAt: now, ...move });
  return true;
}

/** The user's one wallet of a type that each user has once (their main wallet, their referral wallet), made empty if they have none yet. */
export async function ownWallet(tx: ShopTransaction, userId: number, type: "original" | "referral", now: Date): Promise<WalletRow> {
  // A unique index allows one per user: of two calls at once, one inserts and the other finds it.
  await tx.insert(wallets).values({ userId, type, balance: 0, createdAt: now }).onConflictDoNothing();
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.type, type)))
    .limit(1);
  if (!wallet) throw new Error(`The ${type} wallet of user ${userId} is missing`);
  return wallet;
}

/** The registration credit a new account gets (docs/shop/09-constants.md §9.2: 500,000 toman), once. */
export async function giveRegistrationCredit(tx: ShopTransaction, userId: number, now: Date): Promise<void> {
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId, type: "registration", balance: 0, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: wallets.id });
  if (wallet) await moveBalance(tx, wallet.id, REGISTRATION_CREDIT, { kind: "registration" }, now);
}

/** The user's registration credit while it can still be spent. */
export async function unusedRegistrationCredit(db: ShopDatabase, userId: number, now: Date): Promise<WalletRow | undefined> {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.type, "registration")))
    .limit(1);
  return wallet && isUsable(wallet, now) ? wallet : undefined;
}
