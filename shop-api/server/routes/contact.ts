import { and, asc, count, desc, eq, gt, type SQL } from "drizzle-orm";
import { Router } from "express";
import type { z } from "zod";
import {
  REQUEST_KINDS,
  REQUEST_LIMITS,
  REQUEST_PATHS,
  type Lang,
  type RequestKind,
  type Representative,
  type RepresentativeDetail,
  type appLinkResponseSchema,
  type newsletterResponseSchema,
  type representativeResponseSchema,
  type representativesResponseSchema,
  type requestReceivedResponseSchema,
} from "../../contract";
import { optionalUser } from "../auth/users";
import { clientTokenOf } from "../checkout/cart";
import { langOf } from "../checkout/messages";
import { refuse, say, type ContactMessageKey } from "../contact/messages";
import type { ShopDatabase } from "../db/connect";
import {
  appLinkMessages,
  cityTexts,
  contactRequests,
  newsletterSubscribers,
  representativeTexts,
  representatives,
  siteConfigs,
  stateTexts,
  states,
} from "../db/schema";
import { HttpError } from "../http/errors";
import { idOf, latinDigits, normaliseMobile, textOf } from "../http/fields";

type Answer<T extends z.ZodType> = z.infer<T>;

/** Requests one mobile may send in an hour before being asked to wait (spam, not shoppers). */
export const REQUESTS_PER_HOUR = 5;
/** Seconds before the app's link may be texted to the same mobile again. */
export const APP_LINK_COOLDOWN_S = 120;

const HOUR_MS = 3_600_000;
const WEBSITE = /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/iu;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A message as written: lines kept (at most one empty line between paragraphs), spaces tidied. */
function messageOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  return value
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim().replace(/\s+/g, " "))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const within = (text: string | undefined, bounds: { min: number; max: number }): text is string =>
  text !== undefined && text.length >= bounds.min && text.length <= bounds.max;

interface CheckedRequest {
  name: string;
  mobile: string;
  message: string;
  details: Record<string, string | number>;
}

/**
 * A request as sent, checked field by field (contract requestInputSchemas): 422 with `errors` per
 * field in `lang` when anything is missing or wrong.
 */
async function checkedRequest(db: ShopDatabase, lang: Lang, kind: RequestKind, body: unknown): Promise<CheckedRequest> {
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: ContactMessageKey) => {
    errors[field] = [say(lang, key)];
  };
  const details: Record<string, string | number> = {};
  const title = (field: string, key: ContactMessageKey) => {
    const value = textOf(input[field]);
    if (within(value, REQUEST_LIMITS.title)) details[field] = value;
    else fail(field, key);
  };
  const orderId = (required: boolean) => {
    const raw = input.order_id;
    const blank = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
    if (blank && !required) return;
    const id = idOf(typeof raw === "string" ? latinDigits(raw).replace(/^#/, "") : raw);
    if (id === undefined || id > 999_999_999_999) fail("order_id", "orderId");
    else details.order_id = id;
  };
  const province = async () => {
    const id = idOf(input.state_id);
    const [state] = id === undefined ? [] : await db.select({ id: states.id }).from(states).where(eq(states.id, id));
    if (state) details.state_id = state.id;
    else fail("state_id", "state");
  };

  const name = textOf(input.name);
  if (!within(name, REQUEST_LIMITS.name)) fail("name", "name");
  const mobile = normaliseMobile(input.mobile);
  if (!mobile) fail("mobile", "mobile");
  const message = messageOf(input.message);
  if (!within(message, REQUEST_LIMITS.message)) fail("message", "message");
  switch (kind) {
    case "contact": {
      const subject = textOf(input.subject);
      if (within(subject, REQUEST_LIMITS.subject)) details.subject = subject;
      else fail("subject", "subject");
      break;
    }
    case "support":
      orderId(false);
      break;
    case "warranty":
      orderId(true);
      title("product", "product");
      break;
    case "cooperation":
      title("company", "company");
      await province();
      break;
    case "installation": {
      title("shop_name", "company");
      await province();
      const website = textOf(input.website);
      if (website && (website.length > REQUEST_LIMITS.website.max || !WEBSITE.test(website))) fail("website", "website");
      else if (website) details.website = website;
      break;
    }
  }
  if (Object.keys(errors).length > 0 || !name || !mobile || !message) {
    throw new HttpError(422, say(lang, "invalidRequest"), { code: 422, errors });
  }
  return { name, mobile, message, details };
}

/** The representatives (and their texts in `lang`), by province then position. */
async function representativesWhere(db: ShopDatabase, lang: Lang, where: SQL | undefined) {
  return db
    .select({
      id: representatives.id,
      slug: representatives.slug,
      phone: representatives.phone,
      stateId: representatives.stateId,
      stateName: stateTexts.name,
      city: cityTexts.name,
      texts: representativeTexts,
    })
    .from(representatives)
    .innerJoin(representativeTexts, and(eq(representativeTexts.representativeId, representatives.id), eq(representativeTexts.lang, lang)))
    .innerJoin(states, eq(states.id, representatives.stateId))
    .innerJoin(stateTexts, and(eq(stateTexts.stateId, representatives.stateId), eq(stateTexts.lang, lang)))
    .innerJoin(cityTexts, and(eq(cityTexts.cityId, representatives.cityId), eq(cityTexts.lang, lang)))
    .where(where)
    .orderBy(asc(states.position), asc(representatives.position), asc(representatives.id));
}

type RepresentativeRow = Awaited<ReturnType<typeof representativesWhere>>[number];

function toRepresentative(row: RepresentativeRow): Representative {
  return {
    id: row.id,
    slug: row.slug,
    name: row.texts.name,
    manager: row.texts.manager,
    state: { id: row.stateId, name: row.stateName },
    city: row.city,
    address: row.texts.address,
    phone: row.phone,
    hours: row.texts.hours,
  };
}

/** A setting of the shop in `lang` (seed/configs.ts), or null. */
async function setting(db: ShopDatabase, lang: Lang, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(and(eq(siteConfigs.lang, lang), eq(siteConfigs.key, key)));
  return typeof row?.value === "string" && row.value.trim() ? row.value.trim() : null;
}

/**
 * What shoppers send the shop (contract contact.ts): the contact form and the four requests
 * (docs/shop/07-shop-api.md §7.14) (stored for the staff, with the signed-in user or the visitor's
 * clientToken), the newsletter, the app's link by SMS, and the representatives by province.
 */
export function contactRoutes(db: ShopDatabase, clock: () => Date): Router {
  const router = Router();

  /** Seconds until a mobile may send another request, or 0 when it may now. */
  async function requestWait(mobile: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - HOUR_MS);
    const recent = and(eq(contactRequests.mobile, mobile), gt(contactRequests.createdAt, since));
    const [{ sent }] = (await db.select({ sent: count() }).from(contactRequests).where(recent)) as [{ sent: number }];
    if (sent < REQUESTS_PER_HOUR) return 0;
    const [oldest] = await db
      .select({ at: contactRequests.createdAt })
      .from(contactRequests)
      .where(recent)
      .orderBy(desc(contactRequests.createdAt))
      .offset(REQUESTS_PER_HOUR - 1)
      .limit(1);
    return Math.max(1, Math.ceil(((oldest?.at.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000));
  }

  for (const kind of REQUEST_KINDS) {
    /** `POST /contact-us`, `/support-request`, `/warranty-request`, `/cooperation-request`, `/installation-request`. */
    router.post(
      REQUEST_PATHS[kind],
      async (req, res) => {
        const lang = langOf(req);
        const request = await checkedRequest(db, lang, kind, req.body);
        const now = clock();
        const wait = await requestWait(request.mobile, now);
        if (wait > 0) throw refuse(lang, 429, "tooManyRequests", { retry_after: wait });
        const user = await optionalUser(db, req);
        const [row] = await db
          .insert(contactRequests)
          .values({ kind, lang, userId: user?.id ?? null, clientToken: clientTokenOf(req) ?? null, ...request, createdAt: now })
          .returning({ id: contactRequests.id });
        const message = say(lang, kind === "contact" ? "contactReceived" : "requestReceived", { n: row!.id });
        res.status(201).json({ data: { id: row!.id, message } } satisfies Answer<typeof requestReceivedResponseSchema>);
      },
    );
  }

  /** `POST /newsletter {email}`: 201 added, 200 already there; 422 not an address. */
  router.post(
    "/newsletter",
    async (req, res) => {
      const lang = langOf(req);
      const email = textOf((req.body as { email?: unknown } | undefined)?.email)?.toLowerCase();
      if (!email || email.length > 254 || !EMAIL.test(email)) {
        throw new HttpError(422, say(lang, "email"), { code: 422, errors: { email: [say(lang, "email")] } });
      }
      const added = await db
        .insert(newsletterSubscribers)
        .values({ email, lang, createdAt: clock() })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      res
        .status(added.length > 0 ? 201 : 200)
        .json({ data: { message: say(lang, added.length > 0 ? "subscribed" : "alreadySubscribed", { text: email }) } } satisfies Answer<typeof newsletterResponseSchema>);
    },
  );

  /**
   * `POST /get-app-link {mobile}`: texts the Android app's link (the `android_app_url` setting).
   * With no SMS provider the message is only stored (table app_link_messages); once per mobile
   * every APP_LINK_COOLDOWN_S.
   */
  router.post(
    "/get-app-link",
    async (req, res) => {
      const lang = langOf(req);
      const mobile = normaliseMobile((req.body as { mobile?: unknown } | undefined)?.mobile);
      if (!mobile) throw new HttpError(422, say(lang, "mobile"), { code: 422, errors: { mobile: [say(lang, "mobile")] } });
      const now = clock();
      const [last] = await db
        .select({ sentAt: appLinkMessages.sentAt })
        .from(appLinkMessages)
        .where(and(eq(appLinkMessages.mobile, mobile), gt(appLinkMessages.sentAt, new Date(now.getTime() - APP_LINK_COOLDOWN_S * 1000))))
        .orderBy(desc(appLinkMessages.sentAt))
        .limit(1);
      if (last) {
        const wait = Math.max(1, Math.ceil((last.sentAt.getTime() + APP_LINK_COOLDOWN_S * 1000 - now.getTime()) / 1000));
        throw refuse(lang, 429, "appLinkTooSoon", { retry_after: wait });
      }
      const [link, shop] = await Promise.all([setting(db, lang, "android_app_url"), setting(db, lang, "shop_name")]);
      if (!link) throw new HttpError(404, "The shop has no app link (android_app_url).", { code: 404 });
      await db.insert(appLinkMessages).values({ mobile, lang, text: `${say(lang, "appLinkText", { text: shop ?? "" })} ${link}`, sentAt: now });
      res.json({ data: { mobile, message: say(lang, "appLinkSent", { text: mobile }) } } satisfies Answer<typeof appLinkResponseSchema>);
    },
  );

  /** `GET /representatives` (optionally `state_id`): by province, then position. */
  router.get(
    "/representatives",
    async (req, res) => {
      const lang = langOf(req);
      const stateId = req.query.state_id === undefined ? undefined : idOf(req.query.state_id);
      if (req.query.state_id !== undefined && stateId === undefined) throw refuse(lang, 400, "state");
      const rows = await representativesWhere(db, lang, stateId === undefined ? undefined : eq(representatives.stateId, stateId));
      res.json({ data: rows.map(toRepresentative) } satisfies Answer<typeof representativesResponseSchema>);
    },
  );

  /** `GET /representatives/{id or slug}`: one, with directions and services; 404 unknown. */
  router.get(
    "/representatives/:key",
    async (req, res) => {
      const lang = langOf(req);
      const key = String(req.params.key);
      const where = /^\d{1,9}$/.test(key) ? eq(representatives.id, Number(key)) : eq(representatives.slug, key);
      const [row] = await representativesWhere(db, lang, where);
      if (!row) throw refuse(lang, 404, "noRepresentative");
      const detail: RepresentativeDetail = { ...toRepresentative(row), directions: row.texts.directions, services: row.texts.services };
      res.json({ data: detail } satisfies Answer<typeof representativeResponseSchema>);
    },
  );

  return router;
}
