import { and, eq, isNull } from "drizzle-orm";
import type { Request } from "express";
import type { User } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { authTokens, users } from "../db/schema";
import { refusal } from "./messages";
import { newToken, sha256 } from "./secrets";

/** The user a request signed in as, with the login token it used. */
export interface SignedInUser {
  id: number;
  mobile: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  nationalCode: string | null;
  birthDate: string | null;
  createdAt: Date;
  /** The `auth_tokens` row of the bearer token (logout revokes it). */
  tokenId: number;
}

const BEARER = /^Bearer +([0-9a-f]{64}) *$/i;

/** The token of an `Authorization: Bearer …` header, if it has the shape of one. */
export function bearerToken(req: Request): string | undefined {
  return BEARER.exec(req.get("authorization") ?? "")?.[1];
}

/**
 * The signed-in user, or undefined for a guest. A missing, unknown or revoked token reads as a guest:
 * calls that also serve guests (cart, likes…) keep working with a stale token.
 */
export async function optionalUser(db: ShopDatabase, req: Request): Promise<SignedInUser | undefined> {
  const token = bearerToken(req);
  if (!token) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      mobile: users.mobile,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      nationalCode: users.nationalCode,
      birthDate: users.birthDate,
      createdAt: users.createdAt,
      tokenId: authTokens.id,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)))
    .limit(1);
  return row;
}

/**
 * The signed-in user; without a valid bearer token, throws the 401 (`{message, code: 401}`) that
 * the error handler answers (Express 5 passes a rejected handler to it). For every call that needs a signed-in user:
 *
 *   const user = await requireUser(db, req);
 */
export async function requireUser(db: ShopDatabase, req: Request): Promise<SignedInUser> {
  const user = await optionalUser(db, req);
  if (!user) throw refusal(req, 401, "signInRequired");
  return user;
}

/** A new login token for the user; only its hash is kept. */
export async function issueAuthToken(db: ShopDatabase, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({ tokenHash: sha256(token), userId, createdAt: now });
  return token;
}

export async function findUserByMobile(db: ShopDatabase, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

type UserFields = Omit<SignedInUser, "tokenId">;

/** A user as the contract shows it. */
export function userJson(user: UserFields): User {
  return {
    user_id: user.id,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    mobile: user.mobile,
    email: user.email,
    national_code: user.nationalCode,
    birth_date: user.birthDate,
    created_at: user.createdAt.toISOString(),
  };
}

/** A whole name's two parts, as a name given in one field is stored: the first word, and the rest. */
export function nameParts(name: string): { firstName: string | null; lastName: string | null } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(" ") || null };
}
