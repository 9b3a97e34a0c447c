import { eq } from "drizzle-orm";
import { Router } from "express";
import { isValidNationalCode, updateUserRequestSchema, type LogoutResponse, type UpdateUserRequest, type UserResponse } from "../../contract";
import type { AuthContext } from "../auth/codes";
import { refusal } from "../auth/messages";
import { nameParts, requireUser, type SignedInUser, userJson } from "../auth/users";
import { authTokens, users } from "../db/schema";
import { parseInput } from "../http/input";

/** The earliest birth date taken. */
const FIRST_BIRTH_DATE = "1900-01-01";

/** A real calendar day from FIRST_BIRTH_DATE up to today (UTC): not the 31st of February, not tomorrow. */
function isPastDay(day: string, now: Date): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day >= FIRST_BIRTH_DATE && date.getTime() <= now.getTime();
}

/**
 * The name's columns a change sets: first and last name (either kept when not given) make the
 * name shown; a whole name alone is split into the two.
 */
function nameChanges(user: SignedInUser, changes: UpdateUserRequest) {
  if (changes.first_name !== undefined || changes.last_name !== undefined) {
    const firstName = changes.first_name ?? user.firstName;
    const lastName = changes.last_name ?? user.lastName;
    return { firstName, lastName, name: [firstName, lastName].filter(Boolean).join(" ") || null };
  }
  return changes.name === undefined ? {} : { name: changes.name, ...nameParts(changes.name) };
}

/** The signed-in shopper's account (bearer token): who they are, logout. 401 without a valid token. */
export function userRoutes(ctx: AuthContext): Router {
  const { db } = ctx;
  const router = Router();

  router.get(
    "/user",
    async (req, res) => {
      res.json({ data: userJson(await requireUser(db, req)) } satisfies UserResponse);
    },
  );

  /** `POST /user {...}`: what is given changes (contract updateUserRequestSchema); null clears. */
  router.post(
    "/user",
    async (req, res) => {
      const user = await requireUser(db, req);
      const changes = parseInput(updateUserRequestSchema, req.body);
      if (changes.national_code && !isValidNationalCode(changes.national_code)) {
        throw refusal(req, 400, "invalidNationalCode");
      }
      if (changes.birth_date && !isPastDay(changes.birth_date, ctx.clock())) throw refusal(req, 400, "invalidBirthDate");
      const set = Object.fromEntries(
        Object.entries({
          ...nameChanges(user, changes),
          email: changes.email,
          nationalCode: changes.national_code,
          birthDate: changes.birth_date,
        }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(set).length === 0) {
        res.json({ data: userJson(user) } satisfies UserResponse);
        return;
      }
      const [updated] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
      res.json({ data: userJson(updated ?? user) } satisfies UserResponse);
    },
  );

  /** `POST /logout`: the request's token stops working. */
  router.post(
    "/logout",
    async (req, res) => {
      const user = await requireUser(db, req);
      await db.update(authTokens).set({ revokedAt: ctx.clock() }).where(eq(authTokens.id, user.tokenId));
      res.json({ data: { logged_out: true } } satisfies LogoutResponse);
    },
  );

  return router;
}
