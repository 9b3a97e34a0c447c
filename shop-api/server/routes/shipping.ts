import { Router, type Request } from "express";
import type { z } from "zod";
import {
  setDeliveryDayRequestSchema,
  setTransportRequestSchema,
  type nextSevenDaysResponseSchema,
  type transportsResponseSchema,
} from "../../contract";
import { requireUser } from "../auth/users";
import { cartOwnerOf, openCart, ownersCart, touchCart, type CartOwner, type CheckoutContext } from "../checkout/cart";
import { langOf, refuse } from "../checkout/messages";
import { deliveryAvailable, loadTransports, nextSevenDays, servesState, transportCost } from "../checkout/shipping";
import { parseInput } from "../http/input";

type Answer<T extends z.ZodType> = z.infer<T>;

/**
 * How the cart travels and when (contract checkout.ts): the transports that serve the active
 * address, with their cost for the cart, and the next seven days' delivery slots. Reading works for
 * a guest's cart too (no address: the transports that serve anywhere); choosing needs a signed-in
 * shopper. The choices are kept with the cart.
 */
export function shippingRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();

  async function transportsFor(req: Request, owner: CartOwner | undefined): Promise<Answer<typeof transportsResponseSchema>> {
    const lang = langOf(req);
    const [view, transports] = await Promise.all([ownersCart(ctx, lang, owner), loadTransports(db, lang)]);
    const stateId = view.address?.stateId ?? null;
    return {
      data: transports
        .filter((transport) => servesState(transport, stateId))
        .map((transport) => ({
          id: transport.id,
          title: transport.title,
          description: transport.description,
          cost: transportCost(transport, view.totals.total_special),
          days_min: transport.daysMin,
          days_max: transport.daysMax,
          selected: view.transport?.id === transport.id,
        })),
    };
  }

  /** `GET /transports`: what serves the cart's (active) address, with its cost for the cart now. */
  router.get(
    "/transports",
    async (req, res) => {
      res.json(await transportsFor(req, (await cartOwnerOf(db, req)).owner));
    },
  );

  /** `POST /set-transport {transport_id}` (bearer): 404 unknown, 422 when it does not serve the active address. */
  router.post(
    "/set-transport",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { transport_id } = parseInput(setTransportRequestSchema, req.body);
      const owner = { userId: user.id };
      const [transports, view] = await Promise.all([loadTransports(db, lang), ownersCart(ctx, lang, owner)]);
      const transport = transports.find((candidate) => candidate.id === transport_id);
      if (!transport) throw refuse(lang, 404, "noTransport");
      if (!servesState(transport, view.address?.stateId ?? null)) throw refuse(lang, 422, "transportUnavailable");
      const now = ctx.clock();
      await db.transaction(async (tx) => {
        const cart = await openCart(tx, owner, now);
        await touchCart(tx, cart.id, now, { transportId: transport.id });
      });
      res.json(await transportsFor(req, owner));
    },
  );

  async function daysFor(req: Request, owner: CartOwner | undefined): Promise<Answer<typeof nextSevenDaysResponseSchema>> {
    const lang = langOf(req);
    const view = await ownersCart(ctx, lang, owner);
    return { data: nextSevenDays(lang, ctx.clock(), view.delivery) };
  }

  /** `GET /deliverer/get-next-seven-days`: from tomorrow (Tehran time); Fridays and Thursday evenings closed. */
  router.get(
    "/deliverer/get-next-seven-days",
    async (req, res) => {
      res.json(await daysFor(req, (await cartOwnerOf(db, req)).owner));
    },
  );

  /** `POST /deliverer/set-delivery-day {date, slot_id}` (bearer): 422 for a day or slot that cannot be booked. */
  router.post(
    "/deliverer/set-delivery-day",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { date, slot_id } = parseInput(setDeliveryDayRequestSchema, req.body);
      const now = ctx.clock();
      if (!deliveryAvailable(now, { date, slot: slot_id })) throw refuse(lang, 422, "dayUnavailable");
      const owner = { userId: user.id };
      await db.transaction(async (tx) => {
        const cart = await openCart(tx, owner, now);
        await touchCart(tx, cart.id, now, { deliveryDate: date, deliverySlot: slot_id });
      });
      res.json(await daysFor(req, owner));
    },
  );

  return router;
}
