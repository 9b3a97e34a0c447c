import { and, count, desc, eq, ne, sum } from "drizzle-orm";
import { REFERRAL_REWARD, type Lang, type ReferralWallet } from "../../contract";
import { moveBalance, ownWallet, walletJson } from "../checkout/wallets";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { referrals, users, wallets } from "../db/schema";
import { maskMobile } from "./history";

/*
 * Inviting friends: each shopper has a referral code (users.referral_code); a new account
 * registered with it (`POST /register {referral_code}`) earns its owner REFERRAL_REWARD in their
 * referral wallet, once per new account. An unknown code (or one's own) earns nothing and does not
 * stop the registration.
 */

/** How many of the latest friends `GET /user-referral-wallet` lists. */
const FRIENDS_LISTED = 20;

/** Credits the owner of `code` for the account `referredId` has just registered; answers whether it did. */
export async function rewardReferrer(tx: ShopTransaction, referredId: number, code: string, now: Date): Promise<boolean> {
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code.trim().toUpperCase()), ne(users.id, referredId)))
    .limit(1);
  if (!referrer) return false;
  const [referral] = await tx
    .insert(referrals)
    .values({ referredId, referrerId: referrer.id, reward: REFERRAL_REWARD, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!referral) return false;
  const wallet = await ownWallet(tx, referrer.id, "referral", now);
  return moveBalance(tx, wallet.id, REFERRAL_REWARD, { kind: "referral", referredId }, now);
}

/** `GET /user-referral-wallet`: the user's code, wallet (null before any friend joined) and friends. */
export async function referralSummary(db: ShopDatabase, lang: Lang, userId: number, inCart: ReadonlyMap<number, number>): Promise<ReferralWallet> {
  const mine = eq(referrals.referrerId, userId);
  const [[user], [wallet], [totals], friends] = await Promise.all([
    db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1),
    db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.type, "referral")))
      .limit(1),
    db.select({ friends: count(), earned: sum(referrals.reward).mapWith(Number) }).from(referrals).where(mine),
    db
      .select({ mobile: users.mobile, joinedAt: referrals.createdAt, reward: referrals.reward })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredId))
      .where(mine)
      .orderBy(desc(referrals.createdAt), desc(referrals.referredId))
      .limit(FRIENDS_LISTED),
  ]);
  if (!user) throw new Error(`User ${userId} is missing`);
  return {
    code: user.code,
    reward: REFERRAL_REWARD,
    wallet: wallet ? walletJson(lang, wallet, inCart.get(wallet.id) ?? 0) : null,
    friend_count: totals?.friends ?? 0,
    earned: totals?.earned ?? 0,
    friends: friends.map((friend) => ({ mobile: maskMobile(friend.mobile), joined_at: friend.joinedAt.toISOString(), reward: friend.reward })),
  };
}
