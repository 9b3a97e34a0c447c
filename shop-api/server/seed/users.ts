import type { OrderSummary } from "../../contract";
import { hashPassword } from "../auth/secrets";
import type { ShopTransaction } from "../db/connect";
import { orders, users } from "../db/schema";

const DAY_MS = 86_400_000;

export interface SeededUser {
  mobile: string;
  name: string;
  /** Known on purpose: these are demo accounts for development and tests (server README). */
  password: string;
  email: string | null;
  nationalCode: string | null;
  /** Registered this many days before the seed day. */
  registeredDaysAgo: number;
  orders: { status: OrderSummary["status_type"]; total: number; daysAgo: number }[];
}

/**
 * Demo accounts. 09120000000 is the VIP of the site settings (`vip_members`); 09121111111 is a repeat
 * customer (a delivered order; spec §4 analytics), 09122222222 a new customer (only unpaid and
 * failed orders), 09123333333 has no orders at all.
 */
export const SEEDED_USERS: readonly SeededUser[] = [
  {
    mobile: "09120000000",
    name: "مریم احمدی",
    password: "zarrin-vip-1234",
    email: "maryam.ahmadi@example.com",
    nationalCode: "0061043214",
    registeredDaysAgo: 400,
    orders: [
      { status: "delivered", total: 212_750_000, daysAgo: 90 },
      { status: "sent", total: 64_300_000, daysAgo: 2 },
    ],
  },
  {
    mobile: "09121111111",
    name: "علی رضایی",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    registeredDaysAgo: 120,
    orders: [
      { status: "delivered", total: 48_600_000, daysAgo: 45 },
      { status: "canceld", total: 31_200_000, daysAgo: 10 },
    ],
  },
  {
    mobile: "09122222222",
    name: "سارا محمدی",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    registeredDaysAgo: 20,
    orders: [
      { status: "failed", total: 27_900_000, daysAgo: 5 },
      { status: "unpaid", total: 27_900_000, daysAgo: 1 },
    ],
  },
  {
    mobile: "09123333333",
    name: "رضا کریمی",
    password: "zarrin-1234",
    email: null,
    nationalCode: null,
    registeredDaysAgo: 3,
    orders: [],
  },
];

/** Writes the demo accounts and their orders; dates count back from `now`'s day, at noon UTC. */
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
        email: user.email,
        nationalCode: user.nationalCode,
        passwordHash: passwordHashes[index] ?? "",
        createdAt: daysAgo(user.registeredDaysAgo),
      })),
    )
    .returning({ id: users.id, mobile: users.mobile });
  const idOf = new Map(rows.map((row) => [row.mobile, row.id]));
  const orderRows = SEEDED_USERS.flatMap((user) =>
    user.orders.map((order) => ({
      userId: idOf.get(user.mobile) ?? 0,
      statusType: order.status,
      total: order.total,
      createdAt: daysAgo(order.daysAgo),
    })),
  );
  if (orderRows.length > 0) await tx.insert(orders).values(orderRows);
}
