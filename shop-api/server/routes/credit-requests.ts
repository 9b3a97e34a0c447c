import { Router } from "express";
import { z } from "zod";
import {
  createCreditRequestSchema,
  creditRequestsQuerySchema,
  type creditRequestResponseSchema,
  type creditRequestsResponseSchema,
} from "../../contract";
import { requireUser } from "../auth/users";
import type { CheckoutContext } from "../checkout/cart";
import { langOf, refuse } from "../checkout/messages";
import { idempotencyKeyOf, once } from "../http/idempotency";
import { parseInput } from "../http/input";
import { createCreditRequest, findCreditRequest, listCreditRequests } from "../profile/credit-requests";

type Answer<T extends z.ZodType> = z.infer<T>;

const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Instalment-credit requests (contract wallet.ts, bearer): asking for one, the list, one request. Only ever the caller's. */
export function creditRequestRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();

  /**
   * `POST /credit-requests {product_vendor_id, months}`: 201 with the request, priced now. The same
   * Idempotency-Key again answers the same request.
   */
  router.post(
    "/credit-requests",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const key = idempotencyKeyOf(req);
      const body = parseInput(createCreditRequestSchema, req.body);
      const answer = await db.transaction((tx) =>
        once(tx, { userId: user.id, key, operation: "credit-request", now: ctx.clock() }, async () => {
          const created = await createCreditRequest(ctx, tx, { userId: user.id, lang, productVendorId: body.product_vendor_id, months: body.months });
          const request = await findCreditRequest(tx, lang, user.id, created.id);
          if (!request) throw new Error("The credit request just made is missing");
          return { status: 201, body: { data: request } satisfies Answer<typeof creditRequestResponseSchema> };
        }),
      );
      res.status(answer.status).json(answer.body);
    },
  );

  /** `GET /credit-requests?page=&per_page=`: newest first. */
  router.get(
    "/credit-requests",
    async (req, res) => {
      const user = await requireUser(db, req);
      const { page, per_page } = parseInput(creditRequestsQuerySchema, req.query);
      res.json((await listCreditRequests(db, langOf(req), user.id, page, per_page)) satisfies Answer<typeof creditRequestsResponseSchema>);
    },
  );

  /** `GET /credit-requests/{id}`: 404 unknown or another's. */
  router.get(
    "/credit-requests/:id",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      const request = await findCreditRequest(db, lang, user.id, id);
      if (!request) throw refuse(lang, 404, "noCreditRequest");
      res.json({ data: request } satisfies Answer<typeof creditRequestResponseSchema>);
    },
  );

  return router;
}
