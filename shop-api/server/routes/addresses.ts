import { and, asc, desc, eq, ne } from "drizzle-orm";
import { Router, type Request } from "express";
import { z } from "zod";
import type {
  Address,
  AddressInput,
  Lang,
  addressResponseSchema,
  addressesResponseSchema,
  citiesResponseSchema,
  cityResponseSchema,
  statesResponseSchema,
} from "../../contract";
import { requireUser } from "../auth/users";
import { langOf, refuse, say, type CheckoutMessageKey } from "../checkout/messages";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { addresses, cities, cityTexts, stateTexts, states } from "../db/schema";
import { HttpError } from "../http/errors";
import { idOf, latinDigits, normaliseMobile, textOf } from "../http/fields";
import { parseInput } from "../http/input";

type Answer<T extends z.ZodType> = z.infer<T>;

const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An optional short field: absent, null or blank is null; too long is an error (undefined). */
function optionalShort(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  const text = textOf(typeof value === "number" ? String(value) : value);
  if (text === undefined) return undefined;
  const latin = latinDigits(text);
  if (latin === "") return null;
  return latin.length <= 20 ? latin : undefined;
}

/**
 * The address a shopper sent, checked field by field (contract addressInputSchema, after the
 * storefront's normalisations: digits, mobile formats): 422 with `errors` per field, the city in
 * the province included.
 */
async function checkedAddress(db: ShopDatabase, lang: Lang, body: unknown): Promise<AddressInput> {
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: CheckoutMessageKey) => {
    errors[field] = [say(lang, key)];
  };

  const receiverName = textOf(input.receiver_name);
  if (!receiverName || receiverName.length < 2 || receiverName.length > 80) fail("receiver_name", "receiverName");
  const receiverMobile = normaliseMobile(input.receiver_mobile);
  if (!receiverMobile) fail("receiver_mobile", "receiverMobile");
  const stateId = idOf(input.state_id);
  const cityId = idOf(input.city_id);
  const [state, city] = await Promise.all([
    stateId === undefined ? undefined : db.select().from(states).where(eq(states.id, stateId)).then((rows) => rows[0]),
    cityId === undefined ? undefined : db.select().from(cities).where(eq(cities.id, cityId)).then((rows) => rows[0]),
  ]);
  if (!state) fail("state_id", "stateRequired");
  if (!city) fail("city_id", "cityRequired");
  else if (state && city.stateId !== state.id) fail("city_id", "cityNotInState");
  const address = textOf(input.address);
  if (!address || address.length < 10 || address.length > 300) fail("address", "addressText");
  const postalCode = typeof input.postal_code === "string" || typeof input.postal_code === "number" ? latinDigits(String(input.postal_code)).replace(/[\s-]/g, "") : "";
  if (!/^\d{10}$/.test(postalCode)) fail("postal_code", "postalCode");
  const plaque = optionalShort(input.plaque);
  if (plaque === undefined) fail("plaque", "plaque");
  const unit = optionalShort(input.unit);
  if (unit === undefined) fail("unit", "unit");

  if (Object.keys(errors).length > 0 || !receiverName || !receiverMobile || !state || !city || !address || plaque === undefined || unit === undefined) {
    throw new HttpError(422, say(lang, "invalidAddress"), { code: 422, errors });
  }
  return { receiver_name: receiverName, receiver_mobile: receiverMobile, state_id: state.id, city_id: city.id, address, postal_code: postalCode, plaque, unit };
}

const addressColumns = (input: AddressInput) => ({
  receiverName: input.receiver_name,
  receiverMobile: input.receiver_mobile,
  stateId: input.state_id,
  cityId: input.city_id,
  address: input.address,
  postalCode: input.postal_code,
  plaque: input.plaque ?? null,
  unit: input.unit ?? null,
});

async function addressesOf(db: ShopDatabase | ShopTransaction, lang: Lang, userId: number, id?: number): Promise<Address[]> {
  const rows = await db
    .select({ address: addresses, stateName: stateTexts.name, cityName: cityTexts.name })
    .from(addresses)
    .innerJoin(stateTexts, and(eq(stateTexts.stateId, addresses.stateId), eq(stateTexts.lang, lang)))
    .innerJoin(cityTexts, and(eq(cityTexts.cityId, addresses.cityId), eq(cityTexts.lang, lang)))
    .where(and(eq(addresses.userId, userId), id === undefined ? undefined : eq(addresses.id, id)))
    .orderBy(desc(addresses.isActive), asc(addresses.id));
  return rows.map(({ address, stateName, cityName }) => ({
    id: address.id,
    receiver_name: address.receiverName,
    receiver_mobile: address.receiverMobile,
    state_id: address.stateId,
    state_name: stateName,
    city_id: address.cityId,
    city_name: cityName,
    address: address.address,
    postal_code: address.postalCode,
    plaque: address.plaque,
    unit: address.unit,
    is_active: address.isActive,
  }));
}

/** Makes one of the user's addresses the active one (the others not). */
async function activate(tx: ShopTransaction, userId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isActive: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isActive, true), ne(addresses.id, id)));
  await tx
    .update(addresses)
    .set({ isActive: true })
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
}

/**
 * Iran's provinces and cities (names in `lang`), and the signed-in shopper's addresses (bearer):
 * create, list, read, change, delete, choose the active one (where the next order goes).
 */
export function addressRoutes(db: ShopDatabase): Router {
  const router = Router();

  async function oneAddress(req: Request, userId: number, id: number): Promise<Address> {
    const [address] = await addressesOf(db, langOf(req), userId, id);
    if (!address) throw refuse(langOf(req), 404, "noAddress");
    return address;
  }

  /** Creates an address; it is active when `makeActive` or when the user has no active address yet. */
  async function create(req: Request, makeActive: boolean): Promise<Answer<typeof addressResponseSchema>> {
    const user = await requireUser(db, req);
    const input = await checkedAddress(db, langOf(req), req.body);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(addresses)
        .values({ userId: user.id, ...addressColumns(input) })
        .returning({ id: addresses.id });
      if (!created) throw new Error("The address just made is missing");
      const [active] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, user.id), eq(addresses.isActive, true)))
        .limit(1);
      if (makeActive || !active) await activate(tx, user.id, created.id);
      return created.id;
    });
    return { data: await oneAddress(req, user.id, id) };
  }

  /** `POST /address`: a new address (active if it is the first). */
  router.post(
    "/address",
    async (req, res) => {
      res.status(201).json(await create(req, false));
    },
  );

  /** `POST /new-create-address`: a new address, made the active one. */
  router.post(
    "/new-create-address",
    async (req, res) => {
      res.status(201).json(await create(req, true));
    },
  );

  /** `GET /address`: the user's addresses, the active one first. */
  router.get(
    "/address",
    async (req, res) => {
      const user = await requireUser(db, req);
      res.json({ data: await addressesOf(db, langOf(req), user.id) } satisfies Answer<typeof addressesResponseSchema>);
    },
  );

  router.get(
    "/address/:id",
    async (req, res) => {
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      res.json({ data: await oneAddress(req, user.id, id) } satisfies Answer<typeof addressResponseSchema>);
    },
  );

  /** `PUT /address/{id}`: the whole address again (as `POST /address` takes it). */
  router.put(
    "/address/:id",
    async (req, res) => {
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      await oneAddress(req, user.id, id);
      const input = await checkedAddress(db, langOf(req), req.body);
      await db
        .update(addresses)
        .set(addressColumns(input))
        .where(and(eq(addresses.id, id), eq(addresses.userId, user.id)));
      res.json({ data: await oneAddress(req, user.id, id) } satisfies Answer<typeof addressResponseSchema>);
    },
  );

  /** `DELETE /address/{id}`: answers the addresses left (none is active when the active one went). */
  router.delete(
    "/address/:id",
    async (req, res) => {
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      const deleted = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, user.id)))
        .returning({ id: addresses.id });
      if (deleted.length === 0) throw refuse(langOf(req), 404, "noAddress");
      res.json({ data: await addressesOf(db, langOf(req), user.id) } satisfies Answer<typeof addressesResponseSchema>);
    },
  );

  /** `POST /active-address/{id}`: the next order goes there. */
  router.post(
    "/active-address/:id",
    async (req, res) => {
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      await oneAddress(req, user.id, id);
      await db.transaction((tx) => activate(tx, user.id, id));
      res.json({ data: await oneAddress(req, user.id, id) } satisfies Answer<typeof addressResponseSchema>);
    },
  );

  const stateNames = (lang: Lang) =>
    db
      .select({ id: states.id, name: stateTexts.name })
      .from(states)
      .innerJoin(stateTexts, and(eq(stateTexts.stateId, states.id), eq(stateTexts.lang, lang)));
  const cityNames = (lang: Lang) =>
    db
      .select({ id: cities.id, state_id: cities.stateId, name: cityTexts.name })
      .from(cities)
      .innerJoin(cityTexts, and(eq(cityTexts.cityId, cities.id), eq(cityTexts.lang, lang)));

  /** `GET /states`: Iran's 31 provinces. */
  router.get(
    "/states",
    async (req, res) => {
      const rows = await stateNames(langOf(req)).orderBy(asc(states.position), asc(states.id));
      res.json({ data: rows } satisfies Answer<typeof statesResponseSchema>);
    },
  );

  /** `GET /state-cities/{id}`: a province's cities, its capital first; 404 for an unknown province. */
  router.get(
    "/state-cities/:id",
    async (req, res) => {
      const lang = langOf(req);
      const { id } = parseInput(idParamsSchema, req.params);
      const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, id));
      if (!state) throw refuse(lang, 404, "noState");
      const rows = await cityNames(lang).where(eq(cities.stateId, id)).orderBy(asc(cities.position), asc(cities.id));
      res.json({ data: rows } satisfies Answer<typeof citiesResponseSchema>);
    },
  );

  /** `GET /cities`: every city, by province. */
  router.get(
    "/cities",
    async (req, res) => {
      const rows = await cityNames(langOf(req)).orderBy(asc(cities.stateId), asc(cities.position), asc(cities.id));
      res.json({ data: rows } satisfies Answer<typeof citiesResponseSchema>);
    },
  );

  router.get(
    "/cities/:id",
    async (req, res) => {
      const lang = langOf(req);
      const { id } = parseInput(idParamsSchema, req.params);
      const [city] = await cityNames(lang).where(eq(cities.id, id));
      if (!city) throw refuse(lang, 404, "noCity");
      res.json({ data: city } satisfies Answer<typeof cityResponseSchema>);
    },
  );

  return router;
}
