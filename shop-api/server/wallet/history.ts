import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Lang, WalletHistory, WalletTransaction, WalletTransactionKind } from "../../contract";
import { localDigits } from "../catalogue/product-page";
import { plainNumber, say, type CheckoutMessageKey } from "../checkout/messages";
import { walletTitle } from "../checkout/wallets";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { giftCards, users, walletTransactions, wallets } from "../db/schema";
import { pagination } from "../profile/orders";

/** A mobile as others may see it: "0912***4567". */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;
}

/** What a line's title names (a masked mobile, a card's code): left to right in a title of either language (Unicode LRI…PDI). */
function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

const TITLES: Record<WalletTransactionKind, CheckoutMessageKey> = {
  opening: "txOpening",
  registration: "txRegistration",
  top_up: "txTopUp",
  gift_card: "txGiftCard",
  referral: "txReferral",
  shop_credit: "txShopCredit",
  order: "txOrder",
  refund: "txRefund",
};

const referred = alias(users, "referred");

/** The lines of the user's wallets (or of one of them), newest first, with what each refers to. */
function historyQuery(db: ShopDatabase | ShopTransaction, userId: number, walletId: number | undefined) {
  return db
    .select({ line: walletTransactions, walletType: wallets.type, giftCode: giftCards.code, referredMobile: referred.mobile })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .leftJoin(giftCards, eq(giftCards.id, walletTransactions.giftCardId))
    .leftJoin(referred, eq(referred.id, walletTransactions.referredId))
    .where(and(eq(wallets.userId, userId), walletId === undefined ? undefined : eq(wallets.id, walletId)))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .$dynamic();
}

type HistoryRow = Awaited<ReturnType<typeof historyQuery>>[number];

function transactionJson(lang: Lang, { line, walletType, giftCode, referredMobile }: HistoryRow): WalletTransaction {
  const text =
    line.kind === "order" || line.kind === "refund"
      ? line.orderId === null
        ? ""
        : plainNumber(lang, line.orderId)
      : line.kind === "gift_card" && giftCode
        ? leftToRight(giftCode)
        : line.kind === "referral" && referredMobile
          ? leftToRight(localDigits(lang, maskMobile(referredMobile)))
          : "";
  return {
    id: line.id,
    wallet_id: line.walletId,
    wallet_type: walletType,
    wallet_title: walletTitle(lang, walletType),
    kind: line.kind,
    title: say(lang, TITLES[line.kind], { text }).trim(),
    amount: line.amount,
    order_id: line.orderId,
    recharge_id: line.rechargeId,
    created_at: line.createdAt.toISOString(),
  };
}

/** `POST /user-wallet-history/`: a page of the user's history (every wallet, or `walletId`'s). */
export async function walletHistory(
  db: ShopDatabase,
  lang: Lang,
  userId: number,
  query: { walletId?: number; page: number; perPage: number },
): Promise<WalletHistory> {
  const mine = and(eq(wallets.userId, userId), query.walletId === undefined ? undefined : eq(wallets.id, query.walletId));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(walletTransactions).innerJoin(wallets, eq(wallets.id, walletTransactions.walletId)).where(mine),
    historyQuery(db, userId, query.walletId)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  return { data: rows.map((row) => transactionJson(lang, row)), pagination: pagination(query.page, query.perPage, total?.n ?? 0) };
}

/** Every line of one wallet of the user's, newest first (a gift card's whole history). */
export async function walletLines(db: ShopDatabase, lang: Lang, userId: number, walletId: number): Promise<WalletTransaction[]> {
  return (await historyQuery(db, userId, walletId)).map((row) => transactionJson(lang, row));
}
