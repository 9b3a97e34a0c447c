import { and, desc, eq } from "drizzle-orm";
import type { Request } from "express";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "../../contract";
import type { ShopTransaction } from "../db/connect";
import { idempotentRequests } from "../db/schema";
import { HttpError } from "./errors";

/** What a call answered: its status and JSON body, and the order it placed or paid, if any. */
export interface KeptAnswer {
  status: number;
  body: unknown;
  orderId?: number;
}

/** The request's one-time key (the Idempotency-Key header), when it has one; 400 for a malformed one. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(key.trim());
  if (!parsed.success) throw new HttpError(400, `${IDEMPOTENCY_KEY_HEADER} must be 16 to 100 letters, digits, _ or -`);
  return parsed.data;
}

/** A refusal answered rather than thrown (its transaction commits what it changed, e.g. a dead code dropped): the error's body. */
export function refusalAnswer(error: HttpError): KeptAnswer {
  return { status: error.status, body: { ...error.fields, message: error.message } };
}

/**
 * Runs `work` once per user and key, inside the caller's transaction: the first call claims the key
 * (a row of idempotent_requests) and keeps what `work` answered; a call with the same key waits
 * for the first to end (the key's unique row), then gets its answer without running `work`, passed
 * through `replay` (which may say what became of the payment since, decision 50). When `work`
 * refuses (throws, or answers a status of 400 or more), the claim goes: nothing was placed, so the
 * key may be tried again. The same key for another operation is a 422.
 */
export async function once(
  tx: ShopTransaction,
  claim: { userId: number; key: string | undefined; operation: string; now: Date; replay?: (kept: KeptAnswer) => Promise<KeptAnswer> },
  work: () => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  const { userId, key, operation, now } = claim;
  if (key === undefined) return work();
  const [claimed] = await tx
    .insert(idempotentRequests)
    .values({ userId, key, operation, status: 0, answer: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  const where = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  if (!claimed) {
    const [kept] = await tx.select().from(idempotentRequests).where(where).limit(1);
    if (!kept) throw new Error(`The idempotent request ${key} is missing`);
    if (kept.operation !== operation) throw new HttpError(422, `This ${IDEMPOTENCY_KEY_HEADER} was used for another call`);
    const answer = { status: kept.status, body: kept.answer, orderId: kept.orderId ?? undefined };
    return claim.replay ? claim.replay(answer) : answer;
  }
  const answer = await work();
  if (answer.status >= 400) await tx.delete(idempotentRequests).where(where);
  else await tx.update(idempotentRequests).set({ status: answer.status, answer: answer.body, orderId: answer.orderId ?? null }).where(where);
  return answer;
}

/** What the payment that placed or paid an order answered, to send another tab paying its quote to the same gateway page. */
export async function keptAnswerOfOrder(tx: ShopTransaction, userId: number, orderId: number): Promise<KeptAnswer | undefined> {
  const [kept] = await tx
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.orderId, orderId)))
    .orderBy(desc(idempotentRequests.createdAt))
    .limit(1);
  return kept && { status: kept.status, body: kept.answer, orderId };
}
