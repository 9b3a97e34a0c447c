import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Request } from "express";
import type { CodePurpose } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { oneTimeCodes, verificationTokens } from "../db/schema";
import { clientAddress } from "../http/client-address";
import type { AuthContext } from "./context";
import { limitCodeMobiles } from "./limits";
import { refusal } from "./messages";
import { codeMatches, hashCode, newCode, newToken, sha256 } from "./secrets";
import { MAX_CODE_ATTEMPTS, codeTtlSeconds, resendCooldownSeconds, verificationTtlSeconds } from "./settings";

export type { AuthContext };

/** Two-key advisory locks (lock space, hash of mobile and purpose): apart from the seed's one-key lock. */
const CODE_LOCK_SPACE = 4721;

const secondsUntil = (later: Date, now: Date) => Math.max(0, Math.ceil((later.getTime() - now.getTime()) / 1000));

/**
 * Sends a fresh code for the mobile and purpose, voiding the previous ones; 429 with `resend_after`
 * within the cooldown of the last one sent, or with `retry_at` when the caller's address has asked
 * for too many other mobiles (limits.ts). Whether the purpose suits the mobile is the caller's check.
 */
export async function sendCode(
  ctx: AuthContext,
  req: Request,
  mobile: string,
  purpose: CodePurpose,
): Promise<{ resend_after: number; expires_in: number }> {
  const now = ctx.clock();
  const cooldown = resendCooldownSeconds();
  const expiresIn = codeTtlSeconds();
  const code = newCode();
  await ctx.db.transaction(async (tx) => {
    // Two sends at once for one mobile must not both pass the cooldown.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CODE_LOCK_SPACE}, hashtext(${`${mobile}:${purpose}`}))`);
    const [last] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    const wait = last ? secondsUntil(new Date(last.createdAt.getTime() + cooldown * 1000), now) : 0;
    if (wait > 0) throw refusal(req, 429, "resendTooSoon", { resend_after: wait });
    await limitCodeMobiles(tx, req, mobile, now);
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      mobile,
      purpose,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + expiresIn * 1000),
      createdAt: now,
      clientAddress: clientAddress(req),
    });
  });
  ctx.inbox?.record(mobile, code, purpose, now);
  return { resend_after: cooldown, expires_in: expiresIn };
}

/**
 * Uses the newest code of the mobile and purpose. 401 when it is wrong, expired, used or replaced;
 * every try counts, and the try that uses up the last of MAX_CODE_ATTEMPTS voids the code: 429
 * (with the seconds until another code may be sent), then and for every later try.
 */
export async function useCode(
  ctx: AuthContext,
  req: Request,
  mobile: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = ctx.clock();
  const [latest] = await ctx.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!latest) throw refusal(req, 401, "invalidCode");
  const tooMany = () => {
    const resendAt = new Date(latest.createdAt.getTime() + resendCooldownSeconds() * 1000);
    return refusal(req, 429, "tooManyAttempts", { resend_after: secondsUntil(resendAt, now) });
  };
  if (latest.attempts >= MAX_CODE_ATTEMPTS) throw tooMany();
  if (latest.consumedAt || latest.expiresAt <= now) throw refusal(req, 401, "invalidCode");

  // Count the try first, atomically: parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS)),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (!counted) throw refusal(req, 401, "invalidCode");
  if (!codeMatches(code, latest.codeHash)) {
    throw counted.attempts >= MAX_CODE_ATTEMPTS ? tooMany() : refusal(req, 401, "invalidCode");
  }
  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!used) throw refusal(req, 401, "invalidCode");
}

/** What a validated code gives: a token allowing one register or password change for the mobile. */
export async function issueVerificationToken(ctx: AuthContext, mobile: string, purpose: CodePurpose): Promise<string> {
  const now = ctx.clock();
  const token = newToken();
  await ctx.db.insert(verificationTokens).values({
    tokenHash: sha256(token),
    mobile,
    purpose,
    expiresAt: new Date(now.getTime() + verificationTtlSeconds() * 1000),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a verification token (in the caller's transaction: if what follows fails, it stays unused).
 * 401 unless it was made for this mobile and purpose, is unused and has not expired.
 */
export async function useVerificationToken(
  db: ShopDatabase,
  req: Request,
  now: Date,
  token: string,
  mobile: string,
  purpose: CodePurpose,
): Promise<void> {
  const [used] = await db
    .update(verificationTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationTokens.tokenHash, sha256(token)),
        eq(verificationTokens.mobile, mobile),
        eq(verificationTokens.purpose, purpose),
        isNull(verificationTokens.consumedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .returning({ id: verificationTokens.id });
  if (!used) throw refusal(req, 401, "invalidVerification");
}
