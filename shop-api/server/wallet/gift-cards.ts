import { randomInt } from "node:crypto";
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { GiftCard, GiftCardState, Lang } from "../../contract";
import { normaliseCode } from "../checkout/discounts";
import { refuse } from "../checkout/messages";
import { moveBalance, type WalletRow } from "../checkout/wallets";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { giftCards, users, wallets } from "../db/schema";

/*
 * Gift cards: a code worth an amount, bought by a shopper (to give) or given by the shop. Redeeming
 * it (`POST /wallet/redeem`) makes a gift wallet of the redeemer's, once, that runs out when the
 * card does.
 */

export type GiftCardRow = typeof giftCards.$inferSelect;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new card's code, as printed: ZG-XXXX-XXXX. */
export function newGiftCardCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `ZG-${part()}-${part()}`;
}

/** A code as typed (any case, spaces, dashes, Persian digits) in the form it is compared in. */
function codeKey(code: string): string {
  return normaliseCode(code).replace(/[\s\-‐-―_]/g, "");
}

/** A card the shop issues (or a shopper bought), not yet redeemed. */
export async function issueGiftCard(
  db: ShopDatabase | ShopTransaction,
  card: { amount: number; expiresAt: Date | null; buyerId?: number; message?: string; createdAt: Date; code?: string },
): Promise<GiftCardRow> {
  const [row] = await db
    .insert(giftCards)
    .values({ code: card.code ?? newGiftCardCode(), amount: card.amount, expiresAt: card.expiresAt, buyerId: card.buyerId, message: card.message, createdAt: card.createdAt })
    .returning();
  if (!row) throw new Error("The gift card just issued is missing");
  return row;
}

/**
 * Redeems a card for the user: a gift wallet worth its amount, until its expiry. 404 unknown code,
 * 409 redeemed already (by anyone), 410 expired.
 */
export async function redeemGiftCard(tx: ShopTransaction, lang: Lang, userId: number, code: string, now: Date): Promise<{ card: GiftCardRow; wallet: WalletRow }> {
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(sql`replace(${giftCards.code}, '-', '') = ${codeKey(code)}`)
    .for("update")
    .limit(1);
  if (!card) throw refuse(lang, 404, "unknownGiftCard");
  if (card.redeemedBy !== null) throw refuse(lang, 409, "giftCardUsed");
  if (card.expiresAt && card.expiresAt <= now) throw refuse(lang, 410, "giftCardExpired");
  const [wallet] = await tx.insert(wallets).values({ userId, type: "gift", balance: 0, expiresAt: card.expiresAt, createdAt: now }).returning();
  if (!wallet) throw new Error("The gift wallet just made is missing");
  await moveBalance(tx, wallet.id, card.amount, { kind: "gift_card", giftCardId: card.id }, now);
  const [redeemed] = await tx
    .update(giftCards)
    .set({ redeemedBy: userId, redeemedAt: now, walletId: wallet.id })
    .where(eq(giftCards.id, card.id))
    .returning();
  return { card: redeemed ?? card, wallet: { ...wallet, balance: card.amount } };
}

function cardsQuery(db: ShopDatabase) {
  return db
    .select({ card: giftCards, wallet: wallets, buyerName: users.name })
    .from(giftCards)
    .leftJoin(wallets, eq(wallets.id, giftCards.walletId))
    .leftJoin(users, eq(users.id, giftCards.buyerId))
    .$dynamic();
}

type CardRow = Awaited<ReturnType<typeof cardsQuery>>[number];

/** A card as `userId` sees it: received when they redeemed it (its wallet's balance), else as its buyer. */
function giftCardJson({ card, wallet, buyerName }: CardRow, userId: number, now: Date): GiftCard {
  const received = card.redeemedBy === userId;
  const expired = Boolean(card.expiresAt && card.expiresAt <= now);
  const balance = received ? (wallet?.balance ?? 0) : card.redeemedBy === null && !expired ? card.amount : 0;
  const state: GiftCardState = received
    ? expired
      ? "expired"
      : balance > 0
        ? "active"
        : "spent"
    : card.redeemedBy !== null
      ? "redeemed"
      : expired
        ? "expired"
        : "unused";
  return {
    id: card.id,
    role: received ? "received" : "bought",
    state,
    amount: card.amount,
    balance,
    code: !received && card.redeemedBy === null ? card.code : null,
    from: received ? (card.buyerId === userId ? null : buyerName) : null,
    message: card.message,
    expires_at: card.expiresAt?.toISOString() ?? null,
    created_at: card.createdAt.toISOString(),
    redeemed_at: card.redeemedAt?.toISOString() ?? null,
    wallet_id: received ? card.walletId : null,
  };
}

/** `GET /user-gift-wallets`: the cards the user redeemed (newest first) and those they bought (newest first). */
export async function userGiftCards(db: ShopDatabase, userId: number, now: Date): Promise<{ received: GiftCard[]; bought: GiftCard[] }> {
  const [received, bought] = await Promise.all([
    cardsQuery(db).where(eq(giftCards.redeemedBy, userId)).orderBy(desc(giftCards.redeemedAt), desc(giftCards.id)),
    cardsQuery(db).where(eq(giftCards.buyerId, userId)).orderBy(desc(giftCards.createdAt), desc(giftCards.id)),
  ]);
  return { received: received.map((row) => giftCardJson(row, userId, now)), bought: bought.map((row) => giftCardJson(row, userId, now)) };
}

/** One card the user bought or redeemed; undefined for any other. */
export async function userGiftCard(db: ShopDatabase, userId: number, id: number, now: Date): Promise<GiftCard | undefined> {
  const [row] = await cardsQuery(db)
    .where(and(eq(giftCards.id, id), or(eq(giftCards.redeemedBy, userId), eq(giftCards.buyerId, userId))))
    .limit(1);
  return row && giftCardJson(row, userId, now);
}
