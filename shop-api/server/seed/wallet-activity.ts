import { and, eq, inArray, isNull } from "drizzle-orm";
import { CREDIT_REQUEST_STEPS, type CreditRequestStatus, type CreditRequestStep } from "../../contract";
import { loadVariety, priceVariety } from "../checkout/cart";
import type { ShopTransaction } from "../db/connect";
import { creditRequests, giftCards, productVarieties, products, users, walletTransactions, wallets } from "../db/schema";
import { goldPriceAt } from "../gold-price";
import { SEEDED_WALLETS } from "./checkout";
import { requestedPlan } from "../profile/credit-requests";
import { issueGiftCard, redeemGiftCard } from "../wallet/gift-cards";
import { rewardReferrer } from "../wallet/referrals";

const DAY_MS = 86_400_000;

const VIP = "09120000000";
const ALI = "09121111111";
const SARA = "09122222222";

/** The VIP's friends who registered through her link (seed/users.ts), and when. */
const INVITED = [
  { mobile: "09124444441", daysAgo: 60 },
  { mobile: "09124444442", daysAgo: 12 },
];

/**
 * Gift cards the shop gives away, not yet redeemed, for trying the redeem form (shop-api README);
 * each can be redeemed once. The last one has expired.
 */
export const DEMO_GIFT_CARDS = [
  { code: "ZG-YLDA-1405", amount: 500_000, expiresInDays: 365 },
  { code: "ZG-NWRZ-1405", amount: 1_000_000, expiresInDays: 365 },
  { code: "ZG-EXPD-1403", amount: 300_000, expiresInDays: -10 },
] as const;

interface SeededCreditRequest {
  mobile: string;
  /** Product (by slug) and its variety (position). */
  slug: string;
  variety?: number;
  months: number;
  status: CreditRequestStatus;
  daysAgo: number;
  /** The steps done, and how many days ago. */
  done: Partial<Record<CreditRequestStep, number>>;
  note?: { fa: string; en: string };
}

/** Instalment requests in each state: reviewed, approved, rejected with the shop's word, waiting for documents. */
const CREDIT_REQUESTS: readonly SeededCreditRequest[] = [
  { mobile: VIP, slug: "emerald-halo-ring", months: 6, status: "reviewing", daysAgo: 20, done: { identity: 19, income: 18, cheque: 15 } },
  { mobile: ALI, slug: "black-onyx-signet-ring", months: 3, status: "approved", daysAgo: 150, done: { identity: 150, income: 149, cheque: 147, contract: 145 } },
  {
    mobile: ALI,
    slug: "wide-band-ring",
    months: 12,
    status: "rejected",
    daysAgo: 70,
    done: { identity: 70, income: 69 },
    note: {
      fa: "گردش حساب ارائه‌شده پرداخت قسط ماهانه را پوشش نمی‌دهد؛ می‌توانید با پیش‌پرداخت بیشتر یا طرح کوتاه‌تری دوباره درخواست دهید.",
      en: "The bank statements given do not cover the monthly payment: you may ask again with a shorter plan or a larger down payment.",
    },
  },
  { mobile: SARA, slug: "heart-drop-earrings", months: 12, status: "documents", daysAgo: 4, done: { identity: 3 } },
];

/**
 * What the demo accounts did with their wallets beyond their balances (seed/checkout.ts): the VIP's
 * invited friends and their rewards, gift cards (one the shop gave the VIP, one she bought and gave
 * to Ali, one she bought and has not given yet, and the shop's demo cards), and instalment requests.
 * Written for a database without any gift card; answers how many things it wrote (0 without the
 * demo accounts).
 */
export async function seedWalletActivity(tx: ShopTransaction, now = new Date()): Promise<number> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const accounts = await tx
    .select({ id: users.id, mobile: users.mobile, code: users.referralCode })
    .from(users)
    .where(inArray(users.mobile, [VIP, ALI, SARA, ...INVITED.map((friend) => friend.mobile)]));
  const account = new Map(accounts.map((row) => [row.mobile, row]));
  const vip = account.get(VIP);
  if (!vip) return 0;
  let written = 0;

  for (const friend of INVITED) {
    const joined = account.get(friend.mobile);
    if (joined && (await rewardReferrer(tx, joined.id, vip.code, daysAgo(friend.daysAgo)))) written += 1;
  }

  // The gift wallet the VIP was seeded with (seed/checkout.ts) came from the shop's birthday card.
  const birthdayCard = SEEDED_WALLETS.find((wallet) => wallet.mobile === VIP && wallet.type === "gift")?.history[0]?.amount ?? 0;
  const [giftWallet] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, vip.id), eq(wallets.type, "gift")))
    .limit(1);
  if (giftWallet && birthdayCard > 0) {
    const card = await issueGiftCard(tx, { amount: birthdayCard, expiresAt: giftWallet.expiresAt, message: "تولدتان مبارک؛ هدیه‌ای از زرین برای شما.", createdAt: daysAgo(32) });
    await tx.update(giftCards).set({ redeemedBy: vip.id, redeemedAt: daysAgo(30), walletId: giftWallet.id }).where(eq(giftCards.id, card.id));
    await tx
      .update(walletTransactions)
      .set({ giftCardId: card.id })
      .where(and(eq(walletTransactions.walletId, giftWallet.id), eq(walletTransactions.kind, "gift_card"), isNull(walletTransactions.giftCardId)));
    written += 1;
  }
  const yearAfter = (date: Date) => new Date(date.getTime() + 365 * DAY_MS);
  await issueGiftCard(tx, { amount: 2_000_000, expiresAt: yearAfter(daysAgo(10)), buyerId: vip.id, message: "سارا جان، تولدت مبارک!", createdAt: daysAgo(10) });
  written += 1;
  const ali = account.get(ALI);
  if (ali) {
    const given = await issueGiftCard(tx, { amount: 500_000, expiresAt: yearAfter(daysAgo(25)), buyerId: vip.id, message: "علی عزیز، با سپاس از همکاری‌ات.", createdAt: daysAgo(25) });
    await redeemGiftCard(tx, "fa", ali.id, given.code, daysAgo(20));
    written += 1;
  }
  for (const demo of DEMO_GIFT_CARDS) {
    await issueGiftCard(tx, { code: demo.code, amount: demo.amount, expiresAt: new Date(now.getTime() + demo.expiresInDays * DAY_MS), createdAt: daysAgo(30) });
    written += 1;
  }

  for (const seeded of CREDIT_REQUESTS) {
    const user = account.get(seeded.mobile);
    const [variety] = await tx
      .select({ id: productVarieties.id })
      .from(productVarieties)
      .innerJoin(products, eq(products.id, productVarieties.productId))
      .where(and(eq(products.slug, seeded.slug), eq(productVarieties.position, seeded.variety ?? 0)))
      .limit(1);
    const facts = variety && (await loadVariety(tx, "fa", variety.id));
    if (!user || !facts) continue;
    const asked = daysAgo(seeded.daysAgo);
    const plan = requestedPlan(facts, facts.name ?? facts.slug, priceVariety(goldPriceAt(asked).price, { ...facts, discountPercent: null }).toPay, seeded.months);
    if (!plan) throw new Error(`No ${seeded.months}-month plan`);
    const steps = CREDIT_REQUEST_STEPS.map((key) => {
      const done = seeded.done[key];
      return { key, doneAt: done === undefined ? null : daysAgo(done).toISOString() };
    });
    const lastStep = Math.min(seeded.daysAgo, ...Object.values(seeded.done));
    await tx.insert(creditRequests).values({
      userId: user.id,
      ...plan,
      status: seeded.status,
      steps,
      note: seeded.note ?? null,
      createdAt: asked,
      updatedAt: daysAgo(seeded.status === "approved" || seeded.status === "rejected" ? lastStep - 1 : lastStep),
    });
    written += 1;
  }
  return written;
}
