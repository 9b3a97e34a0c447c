import { and, eq, inArray, sql } from "drizzle-orm";
import { type OrderStatus, priceOf } from "../../contract";
import { hashPassword } from "../auth/secrets";
import { nameParts } from "../auth/users";
import { discountAmount } from "../checkout/discounts";
import { transportCost } from "../checkout/shipping";
import type { ShopTransaction } from "../db/connect";
import {
  addresses,
  discountCodes,
  orderItems,
  orders,
  productTexts,
  productVarieties,
  products,
  transports,
  users,
  type OrderAddress,
} from "../db/schema";
import { goldPriceAt } from "../gold-price";
import { provinceRows } from "./iran";

const DAY_MS = 86_400_000;

/** A demo order's line: a product (by slug), which of its varieties (position), how many. */
interface SeededLine {
  slug: string;
  variety?: number;
  quantity?: number;
}

interface SeededOrder {
  status: OrderStatus;
  daysAgo: number;
  lines: SeededLine[];
  /** Transport id (seed/checkout.ts TRANSPORTS). */
  transport: number;
  discountCode?: string;
  /** The bank's reference of a paid order. */
  reference?: string;
  /** Why a failed payment failed (checkout/messages.ts FAILURE_REASONS). */
  failureReason?: "cancelled";
}

interface SeededAddress {
  /** The province's and city's English names (seed/iran.ts). */
  state: string;
  city: string;
  address: string;
  postalCode: string;
  plaque: string | null;
  unit: string | null;
}

export interface SeededUser {
  mobile: string;
  name: string;
  /** Known on purpose: these are demo accounts for development and tests (server README). */
  password: string;
  email: string | null;
  nationalCode: string | null;
  birthDate: string | null;
  /** Registered this many days before the seed day. */
  registeredDaysAgo: number;
  /** The address book's one address (active); the orders went there. */
  address: SeededAddress | null;
  orders: SeededOrder[];
}

/**
 * Demo accounts. 09120000000 is the VIP of the site settings (`vip_members`); 09121111111 is a repeat
 * customer (a delivered order; docs/shop/04-flows.md §4.5), 09122222222 a new customer (only unpaid and
 * failed orders), 09123333333 has no orders at all (only an address). Their orders were placed as
 * checkout places them: lines priced at the gold price of their day (docs/shop/15-pricing.md §15.1), an
 * address, a transport, a day. 09124444441 and 09124444442 registered through the VIP's invitation
 * link.
 */
export const SEEDED_USERS: readonly SeededUser[] = [
  {
    mobile: "09120000000",
    name: "مریم احمدی",
    password: "zarrin-vip-1234",
    email: "maryam.ahmadi@example.com",
    nationalCode: "0061043214",
    birthDate: "1988-04-12",
    registeredDaysAgo: 400,
    address: {
      state: "Tehran",
      city: "Tehran",
      address: "خیابان شریعتی، بالاتر از پل صدر، کوچهٔ یاس، پلاک ۲۴",
      postalCode: "1939614711",
      plaque: "24",
      unit: "3",
    },
    orders: [
      { status: "delivered", daysAgo: 90, lines: [{ slug: "leaf-half-set" }, { slug: "ruby-studs" }], transport: 2, discountCode: "ZARRIN10", reference: "604218339571" },
      { status: "returned", daysAgo: 30, lines: [{ slug: "turquoise-ring", variety: 1 }], transport: 2, reference: "604377120948" },
      { status: "sent", daysAgo: 2, lines: [{ slug: "heart-charm-bracelet" }, { slug: "twisted-hoop-earrings" }], transport: 1, reference: "604519904413" },
    ],
  },
  {
    mobile: "09121111111",
    name: "علی رضایی",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    birthDate: null,
    registeredDaysAgo: 120,
    address: {
      state: "Isfahan",
      city: "Isfahan",
      address: "خیابان چهارباغ بالا، کوچهٔ ارغوان، پلاک ۷",
      postalCode: "8173657411",
      plaque: "7",
      unit: null,
    },
    orders: [
      { status: "delivered", daysAgo: 45, lines: [{ slug: "black-onyx-signet-ring" }, { slug: "figaro-bracelet" }], transport: 1, reference: "603911457206" },
      { status: "canceld", daysAgo: 10, lines: [{ slug: "curb-link-chain" }], transport: 1, reference: "604470038815" },
    ],
  },
  {
    mobile: "09122222222",
    name: "سارا محمدی",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    birthDate: null,
    registeredDaysAgo: 20,
    address: {
      state: "Fars",
      city: "Shiraz",
      address: "بلوار چمران، کوچهٔ ۱۸، پلاک ۳",
      postalCode: "7194816655",
      plaque: "3",
      unit: "1",
    },
    orders: [
      { status: "failed", daysAgo: 5, lines: [{ slug: "heart-drop-earrings" }], transport: 1, failureReason: "cancelled" },
      { status: "unpaid", daysAgo: 1, lines: [{ slug: "heart-drop-earrings" }], transport: 1 },
    ],
  },
  {
    mobile: "09123333333",
    name: "رضا کریمی",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    birthDate: null,
    registeredDaysAgo: 3,
    address: {
      state: "Razavi Khorasan",
      city: "Mashhad",
      address: "بلوار وکیل‌آباد، وکیل‌آباد ۱۲، پلاک ۴۰",
      postalCode: "9177948974",
      plaque: "40",
      unit: null,
    },
    orders: [],
  },
  // Friends the VIP invited (seed/wallet-activity.ts): they registered through her link.
  {
    mobile: "09124444441",
    name: "نیلوفر رحیمی",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    birthDate: null,
    registeredDaysAgo: 60,
    address: null,
    orders: [],
  },
  {
    mobile: "09124444442",
    name: "کاوه نادری",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    birthDate: null,
    registeredDaysAgo: 12,
    address: null,
    orders: [],
  },
];

/** Statuses of an order that was paid. */
const PAID: readonly OrderStatus[] = ["paid", "processing", "sent", "delivered", "returned"];

/**
 * Writes the demo accounts, their addresses and their orders; dates count back from `now`'s day,
 * at noon UTC. Needs the catalogue and checkout's provinces, transports and codes.
 */
export async function seedUsers(tx: ShopTransaction, now = new Date()): Promise<void> {
  const noon = Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS / 2;
  const daysAgo = (days: number) => new Date(noon - days * DAY_MS);
  // scrypt runs on libuv's pool: hashing them together takes one hash's time.
  const passwordHashes = await Promise.all(SEEDED_USERS.map((user) => hashPassword(user.password)));
  const rows = await tx
    .insert(users)
    .values(
      SEEDED_USERS.map((user, index) => ({
        mobile: user.mobile,
        name: user.name,
        ...nameParts(user.name),
        email: user.email,
        nationalCode: user.nationalCode,
        birthDate: user.birthDate,
        passwordHash: passwordHashes[index] ?? "",
        createdAt: daysAgo(user.registeredDaysAgo),
      })),
    )
    .returning({ id: users.id, mobile: users.mobile });
  const idOf = new Map(rows.map((row) => [row.mobile, row.id]));
  const seeded = SEEDED_USERS.flatMap((user) => {
    const userId = idOf.get(user.mobile);
    return userId === undefined || !user.address ? [] : [{ user, userId, address: orderAddress(user, user.address) }];
  });
  await tx.insert(addresses).values(
    seeded.map(({ user, userId, address }) => ({
      userId,
      receiverName: address.receiver_name,
      receiverMobile: address.receiver_mobile,
      stateId: address.state_id,
      cityId: address.city_id,
      address: address.address,
      postalCode: address.postal_code,
      plaque: address.plaque,
      unit: address.unit,
      isActive: true,
      createdAt: daysAgo(user.registeredDaysAgo),
    })),
  );
  const facts = await orderFacts(tx);
  for (const { user, userId, address } of seeded) {
    for (const order of user.orders) await seedOrder(tx, facts, userId, address, order, daysAgo(order.daysAgo));
  }
}

/** Where a demo account's orders went: its address book's one address. */
function orderAddress(user: SeededUser, seeded: SeededAddress): OrderAddress {
  const province = provinceRows().find((row) => row.name.en === seeded.state);
  const city = province?.cities.find((row) => row.name.en === seeded.city);
  if (!province || !city) throw new Error(`No city ${seeded.city} in ${seeded.state}`);
  return {
    receiver_name: user.name,
    receiver_mobile: user.mobile,
    state_id: province.id,
    city_id: city.id,
    address: seeded.address,
    postal_code: seeded.postalCode,
    plaque: seeded.plaque,
    unit: seeded.unit,
  };
}

/** What pricing the demo orders needs, read at once: their products' varieties (with Persian names), the transports and the codes. */
async function orderFacts(tx: ShopTransaction) {
  const slugs = [...new Set(SEEDED_USERS.flatMap((user) => user.orders.flatMap((order) => order.lines.map((line) => line.slug))))];
  const varieties = await tx
    .select({ product: products, variety: productVarieties, name: productTexts.name })
    .from(products)
    .innerJoin(productVarieties, eq(productVarieties.productId, products.id))
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, "fa")))
    .where(inArray(products.slug, slugs));
  return { varieties, transports: await tx.select().from(transports), codes: await tx.select().from(discountCodes) };
}

/**
 * An order as checkout would have placed it at `placedAt`: each line priced by its variety's
 * weight at that day's gold price, with the facts of its price (for the invoice). An unpaid order
 * holds its stock, as a placed one does.
 */
async function seedOrder(
  tx: ShopTransaction,
  facts: Awaited<ReturnType<typeof orderFacts>>,
  userId: number,
  address: OrderAddress,
  seeded: SeededOrder,
  placedAt: Date,
): Promise<void> {
  const goldPrice = goldPriceAt(placedAt).price;
  const lines = seeded.lines.map((line) => {
    const row = facts.varieties.find(({ product, variety }) => product.slug === line.slug && variety.position === (line.variety ?? 0));
    if (!row) throw new Error(`No product ${line.slug} (variety ${line.variety ?? 0})`);
    const priced = priceOf(goldPrice, { ...row.product, gram: row.variety.gram, discountPercent: null });
    return { ...row, quantity: line.quantity ?? 1, priced };
  });
  const basket = lines.reduce((sum, line) => sum + line.priced.toPay * line.quantity, 0);
  const code = facts.codes.find((candidate) => candidate.code === seeded.discountCode);
  const discount = code ? discountAmount(code, basket) : 0;
  const transport = facts.transports.find((candidate) => candidate.id === seeded.transport);
  if (!transport) throw new Error(`No transport ${seeded.transport}`);
  const shipping = transportCost(transport, basket);
  const paid = PAID.includes(seeded.status);
  const settledAt = new Date(placedAt.getTime() + 5 * 60_000);
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      statusType: seeded.status,
      total: basket - discount + shipping,
      createdAt: placedAt,
      totalPrice: basket,
      totalSpecial: basket,
      discountCode: code?.code ?? null,
      discountAmount: discount,
      shippingCost: shipping,
      goldPrice,
      address,
      transportId: transport.id,
      deliveryDate: new Date(placedAt.getTime() + (transport.daysMax + 1) * DAY_MS).toISOString().slice(0, 10),
      deliverySlot: 1,
      driver: "sandbox",
      paidAt: paid ? settledAt : null,
      reference: seeded.reference ?? null,
      failureReason: seeded.failureReason ?? null,
      settledAt: seeded.status === "unpaid" ? null : settledAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("The order just seeded is missing");
  await tx.insert(orderItems).values(
    lines.map(({ product, variety, name, quantity, priced }) => ({
      orderId: order.id,
      productId: product.id,
      productVendorId: variety.id,
      name,
      varietyOption: variety.option,
      varietyValue: variety.value,
      quantity,
      price: priced.price,
      special: priced.special,
      karat: product.karat,
      gram: priced.breakdown.gram,
      wagesPercent: priced.breakdown.gold_wages_percent,
      noneGold: priced.breakdown.none_gold,
      noneGoldWages: priced.breakdown.none_gold_wages,
      profitPercent: priced.breakdown.profit_percent,
      taxPercent: priced.breakdown.tax_percent,
    })),
  );
  if (seeded.status === "unpaid") {
    for (const { variety, quantity } of lines) {
      await tx
        .update(productVarieties)
        .set({ stock: sql`greatest(${productVarieties.stock} - ${quantity}, 0)` })
        .where(eq(productVarieties.id, variety.id));
    }
  }
}
