import { inArray } from "drizzle-orm";
import { REGISTRATION_CREDIT, type WalletTransactionKind } from "../../contract";
import { moveBalance } from "../checkout/wallets";
import type { ShopTransaction } from "../db/connect";
import {
  cities,
  cityTexts,
  discountCodes,
  paymentDriverTexts,
  paymentDrivers,
  stateTexts,
  states,
  transportTexts,
  transports,
  users,
  wallets,
  type WalletType,
} from "../db/schema";
import { TEHRAN_STATE_ID, provinceRows } from "./iran";
import { LANGS, type Localised } from "./localised";

const DAY_MS = 86_400_000;

/** The basket (toman, after product discounts) from which insured post is free: the notification strip's promise. */
export const FREE_POST_ABOVE = 10_000_000;

export interface TransportSeed {
  id: number;
  slug: string;
  cost: number;
  freeAbove: number | null;
  daysMin: number;
  daysMax: number;
  onlyStateId: number | null;
  title: Localised;
  description: Localised;
}

export const TRANSPORTS: readonly TransportSeed[] = [
  {
    id: 1,
    slug: "insured-post",
    cost: 250_000,
    freeAbove: FREE_POST_ABOVE,
    daysMin: 2,
    daysMax: 5,
    onlyStateId: null,
    title: { fa: "پست پیشتاز", en: "Express post" },
    description: {
      fa: "ارسال بیمه‌شده به سراسر ایران در ۲ تا ۵ روز کاری؛ رایگان برای خریدهای بالای ۱۰ میلیون تومان.",
      en: "Insured delivery anywhere in Iran in 2 to 5 working days; free on orders over 10 million toman.",
    },
  },
  {
    id: 2,
    slug: "tehran-courier",
    cost: 150_000,
    freeAbove: null,
    daysMin: 0,
    daysMax: 1,
    onlyStateId: TEHRAN_STATE_ID,
    title: { fa: "پیک ویژه تهران", en: "Tehran courier" },
    description: {
      fa: "تحویل همان روز یا روز بعد با پیک امن فروشگاه؛ فقط برای نشانی‌های استان تهران.",
      en: "Same or next day delivery by the shop's secure courier; addresses in Tehran province only.",
    },
  },
  {
    id: 3,
    slug: "showroom-pickup",
    cost: 0,
    freeAbove: null,
    daysMin: 0,
    daysMax: 1,
    onlyStateId: null,
    title: { fa: "تحویل حضوری", en: "Showroom pick-up" },
    description: {
      fa: "تحویل رایگان در نمایشگاه طلای زرین در تهران، با ارائه کارت شناسایی.",
      en: "Free pick-up at the Zarrin Gold showroom in Tehran, with an identity card.",
    },
  },
];

export const PAYMENT_DRIVERS = [
  { name: "sandbox", available: true, logo: "/media/payment/sandbox.svg", title: { fa: "درگاه آزمایشی", en: "Sandbox gateway" } },
  { name: "zarinpal", available: false, logo: "/media/payment/zarinpal.svg", title: { fa: "زرین‌پال", en: "Zarinpal" } },
] as const satisfies readonly { name: string; available: boolean; logo: string; title: Localised }[];

/** Summer 1404 in Tehran: 1 Tir to 31 Shahrivar 1404 (22 June to 22 September 2025). */
const SUMMER_1404 = { starts: new Date("2025-06-21T20:30:00Z"), ends: new Date("2025-09-22T20:30:00Z") };

export const DISCOUNT_CODES = [
  { code: "ZARRIN10", percent: 10 },
  { code: "GOLD500", amount: 500_000, minBasket: 30_000_000 },
  { code: "SUMMER1404", percent: 15, startsAt: SUMMER_1404.starts, endsAt: SUMMER_1404.ends },
  { code: "WELCOME5", percent: 5, maxAmount: 2_000_000 },
  // One order may have it: two shoppers applying it show what the one who pays second is told.
  { code: "ONCE1405", percent: 10, maxUses: 1 },
] as const satisfies readonly {
  code: string;
  percent?: number;
  amount?: number;
  maxAmount?: number;
  minBasket?: number;
  maxUses?: number;
  startsAt?: Date;
  endsAt?: Date;
}[];

/** A line of a seeded wallet's history. */
interface SeededLine {
  kind: WalletTransactionKind;
  amount: number;
  daysAgo: number;
}

/**
 * The demo accounts' credit (seed/users.ts), each balance the sum of its history: the VIP's main
 * wallet was topped up over the year, a gift card runs out a year after the seed, Ali got shop
 * credit after his cancelled order; Sara and the VIP's invited friends have their sign-up gift.
 */
export const SEEDED_WALLETS: readonly { mobile: string; type: WalletType; expiresInDays?: number; history: readonly SeededLine[] }[] = [
  {
    mobile: "09120000000",
    type: "original",
    history: [
      { kind: "top_up", amount: 500_000, daysAgo: 340 },
      { kind: "top_up", amount: 250_000, daysAgo: 300 },
      { kind: "top_up", amount: 400_000, daysAgo: 260 },
      { kind: "top_up", amount: 300_000, daysAgo: 210 },
      { kind: "top_up", amount: 350_000, daysAgo: 170 },
      { kind: "top_up", amount: 200_000, daysAgo: 120 },
      { kind: "top_up", amount: 500_000, daysAgo: 75 },
      { kind: "top_up", amount: 500_000, daysAgo: 20 },
    ],
  },
  { mobile: "09120000000", type: "gift", expiresInDays: 365, history: [{ kind: "gift_card", amount: 1_000_000, daysAgo: 30 }] },
  { mobile: "09121111111", type: "credit", history: [{ kind: "shop_credit", amount: 2_000_000, daysAgo: 9 }] },
  { mobile: "09122222222", type: "registration", history: [{ kind: "registration", amount: REGISTRATION_CREDIT, daysAgo: 20 }] },
  { mobile: "09124444441", type: "registration", history: [{ kind: "registration", amount: REGISTRATION_CREDIT, daysAgo: 60 }] },
  { mobile: "09124444442", type: "registration", history: [{ kind: "registration", amount: REGISTRATION_CREDIT, daysAgo: 12 }] },
];

/** Provinces and cities, transports, payment drivers and discount codes: what checkout needs to run. */
export async function seedCheckout(tx: ShopTransaction): Promise<void> {
  const provinces = provinceRows();
  await tx.insert(states).values(provinces.map((province) => ({ id: province.id, position: province.id })));
  await tx.insert(stateTexts).values(provinces.flatMap((province) => LANGS.map((lang) => ({ stateId: province.id, lang, name: province.name[lang] }))));
  const cityRows = provinces.flatMap((province) => province.cities.map((town, index) => ({ ...town, stateId: province.id, position: index })));
  await tx.insert(cities).values(cityRows.map((town) => ({ id: town.id, stateId: town.stateId, position: town.position })));
  await tx.insert(cityTexts).values(cityRows.flatMap((town) => LANGS.map((lang) => ({ cityId: town.id, lang, name: town.name[lang] }))));

  await tx.insert(transports).values(
    TRANSPORTS.map((transport, position) => ({
      id: transport.id,
      slug: transport.slug,
      cost: transport.cost,
      freeAbove: transport.freeAbove,
      daysMin: transport.daysMin,
      daysMax: transport.daysMax,
      onlyStateId: transport.onlyStateId,
      position,
    })),
  );
  await tx.insert(transportTexts).values(
    TRANSPORTS.flatMap((transport) =>
      LANGS.map((lang) => ({ transportId: transport.id, lang, title: transport.title[lang], description: transport.description[lang] })),
    ),
  );

  await tx
    .insert(paymentDrivers)
    .values(PAYMENT_DRIVERS.map((driver, position) => ({ name: driver.name, available: driver.available, logo: driver.logo, position })));
  await tx
    .insert(paymentDriverTexts)
    .values(PAYMENT_DRIVERS.flatMap((driver) => LANGS.map((lang) => ({ driverName: driver.name, lang, title: driver.title[lang] }))));

  await tx.insert(discountCodes).values(DISCOUNT_CODES.map((code) => ({ ...code })));
}

/** The demo accounts' wallets and their history, for those of them that exist; answers how many wallets it wrote. */
export async function seedWallets(tx: ShopTransaction, now = new Date()): Promise<number> {
  const mobiles = [...new Set(SEEDED_WALLETS.map((wallet) => wallet.mobile))];
  const rows = await tx.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, mobiles));
  const idOf = new Map(rows.map((row) => [row.mobile, row.id]));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let written = 0;
  for (const seeded of SEEDED_WALLETS) {
    const userId = idOf.get(seeded.mobile);
    if (userId === undefined) continue;
    const expiresAt = seeded.expiresInDays === undefined ? null : new Date(now.getTime() + seeded.expiresInDays * DAY_MS);
    const opened = daysAgo(Math.max(...seeded.history.map((line) => line.daysAgo)));
    const [wallet] = await tx.insert(wallets).values({ userId, type: seeded.type, balance: 0, expiresAt, createdAt: opened }).returning({ id: wallets.id });
    if (!wallet) throw new Error("The wallet just seeded is missing");
    for (const line of [...seeded.history].sort((a, b) => b.daysAgo - a.daysAgo)) {
      await moveBalance(tx, wallet.id, line.amount, { kind: line.kind }, daysAgo(line.daysAgo));
    }
    written += 1;
  }
  return written;
}
