import { and, asc, eq, gt, lt, max, ne, sql, type SQL } from "drizzle-orm";
import type { Request } from "express";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { oneTimeCodes, passwordFailures } from "../db/schema";
import { clientAddress } from "../http/client-address";
import type { AuthContext } from "./context";
import { tryLater } from "./messages";
import {
  CODE_MOBILES_PER_ADDRESS,
  CODE_MOBILES_WINDOW_S,
  PASSWORD_FAILURES_PER_ADDRESS,
  PASSWORD_FAILURES_PER_MOBILE,
  PASSWORD_FAILURE_WINDOW_S,
  rateLimitExemptAddresses,
} from "./settings";

/**
 * Rate limits of sign-in (docs/decisions/0026): wrong passwords per mobile and per address, codes
 * to different mobiles per address. Counted in the database, under advisory locks (two-key, apart
 * from codes.ts's space), so that requests sent at once cannot pass a limit together.
 */
const MOBILE_LOCKS = 4722;
const ADDRESS_LOCKS = 4723;

async function lock(tx: ShopTransaction, space: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${space}, hashtext(${key}))`);
}

/**
 * When tries may start again: `times` are those counted in the window (oldest first); once `limit`
 * of them are there, the next try waits until enough have left the window to leave room for one.
 */
function retryAt(times: Date[], limit: number, windowSeconds: number): Date | undefined {
  const leaving = times[times.length - limit];
  return times.length >= limit && leaving ? new Date(leaving.getTime() + windowSeconds * 1000) : undefined;
}

const isLimited = (address: string) => !rateLimitExemptAddresses().includes(address);

async function failureTimes(tx: ShopTransaction, which: SQL | undefined, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: passwordFailures.createdAt })
    .from(passwordFailures)
    .where(and(which, gt(passwordFailures.createdAt, since)))
    .orderBy(asc(passwordFailures.createdAt), asc(passwordFailures.id));
  return rows.map((row) => row.createdAt);
}

/**
 * Before a password is checked: 429 (with when to try again) while the mobile, or the caller's
 * address, has had too many wrong ones in the window, whether this one is right or not. Otherwise
 * the try is written down as a failure, which `forgetPasswordFailures` takes back when it was right.
 */
export async function countPasswordTry(ctx: AuthContext, req: Request, mobile: string): Promise<void> {
  const now = ctx.clock();
  const address = clientAddress(req);
  const since = new Date(now.getTime() - PASSWORD_FAILURE_WINDOW_S * 1000);
  await ctx.db.transaction(async (tx) => {
    if (isLimited(address)) await lock(tx, ADDRESS_LOCKS, address);
    await lock(tx, MOBILE_LOCKS, mobile);
    const mobileRetry = retryAt(await failureTimes(tx, eq(passwordFailures.mobile, mobile), since), PASSWORD_FAILURES_PER_MOBILE, PASSWORD_FAILURE_WINDOW_S);
    if (mobileRetry) throw tryLater(req, "passwordsForMobile", mobileRetry, now);
    if (isLimited(address)) {
      const times = await failureTimes(tx, eq(passwordFailures.clientAddress, address), since);
      const addressRetry = retryAt(times, PASSWORD_FAILURES_PER_ADDRESS, PASSWORD_FAILURE_WINDOW_S);
      if (addressRetry) throw tryLater(req, "passwordsFromAddress", addressRetry, now);
    }
    await tx.delete(passwordFailures).where(lt(passwordFailures.createdAt, since));
    await tx.insert(passwordFailures).values({ mobile, clientAddress: address, createdAt: now });
  });
}

/** The mobile's password was right (or was changed with a code): its failures no longer count. */
export async function forgetPasswordFailures(db: ShopDatabase, mobile: string): Promise<void> {
  await db.delete(passwordFailures).where(eq(passwordFailures.mobile, mobile));
}

/**
 * Within sendCode's transaction, before a code is sent to `mobile`: 429 (with when to try again)
 * when the caller's address has had codes sent to CODE_MOBILES_PER_ADDRESS other mobiles in the
 * window. Another code to a mobile it already asked for is the resend cooldown's business.
 */
export async function limitCodeMobiles(tx: ShopTransaction, req: Request, mobile: string, now: Date): Promise<void> {
  const address = clientAddress(req);
  if (!isLimited(address)) return;
  await lock(tx, ADDRESS_LOCKS, address);
  const lastSent = max(oneTimeCodes.createdAt);
  const since = new Date(now.getTime() - CODE_MOBILES_WINDOW_S * 1000);
  const others = await tx
    .select({ lastSent })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.clientAddress, address), gt(oneTimeCodes.createdAt, since), ne(oneTimeCodes.mobile, mobile)))
    .groupBy(oneTimeCodes.mobile)
    .orderBy(asc(lastSent));
  const times = others.flatMap((row) => (row.lastSent ? [new Date(row.lastSent)] : []));
  const retry = retryAt(times, CODE_MOBILES_PER_ADDRESS, CODE_MOBILES_WINDOW_S);
  if (retry) throw tryLater(req, "codesFromAddress", retry, now);
}
