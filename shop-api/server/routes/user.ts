import { desc, eq } from "drizzle-orm";
import { Router } from "express";
import {
  isValidNationalCode,
  updateUserRequestSchema,
  type LogoutResponse,
  type UserOrdersResponse,
  type UserResponse,
} from "../../contract";
import type { AuthContext } from "../auth/codes";
import { refusal } from "../auth/messages";
import { requireUser, userJson } from "../auth/users";
import { authTokens, orders, users } from "../db/schema";
import { parseInput } from "../http/input";
import { route } from "../http/route";

/** The signed-in shopper's account (bearer token): profile, orders, logout. 401 without a valid token. */
export function userRoutes(ctx: AuthContext): Router {
  const { db } = ctx;
  const router = Router();

  router.get(
    "/user",
    route(async (req, res) => {
      res.json({ data: userJson(await requireUser(db, req)) } satisfies UserResponse);
    }),
  );

  /** `POST /user {name?, email?, national_code?}`: what is given changes (null clears email and national code). */
  router.post(
    "/user",
    route(async (req, res) => {
      const user = await requireUser(db, req);
      const changes = parseInput(updateUserRequestSchema, req.body);
      if (changes.national_code && !isValidNationalCode(changes.national_code)) {
        throw refusal(req, 400, "invalidNationalCode");
      }
      const set = Object.fromEntries(
        Object.entries({ name: changes.name, email: changes.email, nationalCode: changes.national_code }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      if (Object.keys(set).length === 0) {
        res.json({ data: userJson(user) } satisfies UserResponse);
        return;
      }
      const [updated] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
      res.json({ data: userJson(updated ?? user) } satisfies UserResponse);
    }),
  );

  /** `GET /user-orders`: newest first. */
  router.get(
    "/user-orders",
    route(async (req, res) => {
      const user = await requireUser(db, req);
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      res.json({
        data: rows.map((order) => ({
          id: order.id,
          status_type: order.statusType,
          total: order.total,
          created_at: order.createdAt.toISOString(),
        })),
      } satisfies UserOrdersResponse);
    }),
  );

  /** `POST /logout`: the request's token stops working. */
  router.post(
    "/logout",
    route(async (req, res) => {
      const user = await requireUser(db, req);
      await db.update(authTokens).set({ revokedAt: ctx.clock() }).where(eq(authTokens.id, user.tokenId));
      res.json({ data: { logged_out: true } } satisfies LogoutResponse);
    }),
  );

  return router;
}
