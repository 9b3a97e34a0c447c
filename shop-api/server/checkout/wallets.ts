import { and, asc, eq } from "drizzle-orm";
import { REGISTRATION_CREDIT, type Lang, type Wallet } from "../../contract";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { wallets, type WalletType } from "../db/schema";

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

export function walletJson(lang: Lang, wallet: WalletRow, inCart: number): Wallet {
  return {
    wallet_id: wallet.id,
    type: wallet.type,
    title: TITLES[wallet.type][lang],
    balance: wallet.balance,
    expires_at: wallet.expiresAt?.toISOString() ?? null,
    in_cart: inCart,
  };
}

export async function userWallets(db: ShopDatabase | ShopTransaction, userId: number): Promise<WalletRow[]> {
  return db.select().from(wallets).where(eq(wallets.userId, userId)).orderBy(asc(wallets.id));
}

/** The registration credit a new account gets (spec §9: 500,000 toman), once. */
export async function giveRegistrationCredit(tx: ShopTransaction, userId: number, now: Date): Promise<void> {
  await tx
    .insert(wallets)
    .values({ userId, type: "registration", balance: REGISTRATION_CREDIT, createdAt: now })
    .onConflictDoNothing();
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
