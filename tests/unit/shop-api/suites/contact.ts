import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appLinkResponseSchema,
  errorBodySchema,
  fieldRefusalSchema,
  newsletterResponseSchema,
  rateLimitedSchema,
  representativeResponseSchema,
  representativesResponseSchema,
  REQUEST_PATHS,
  requestReceivedResponseSchema,
  type RequestKind,
} from "../../../../shop-api/contract";
import { appLinkMessages, contactRequests, newsletterSubscribers } from "../../../../shop-api/server/db/schema";
import { APP_LINK_COOLDOWN_S, REQUESTS_PER_HOUR } from "../../../../shop-api/server/routes/contact";
import { REPRESENTATIVES } from "../../../../shop-api/server/seed/representatives";
import { freshMobile } from "../accounts";
import { newShopper } from "../checkout";
import { requestJson, type RunningShopApi, type TestClock } from "../harness";

const MESSAGE = "سلام، درباره زمان ارسال سفارش و امکان تحویل حضوری در تهران سؤال داشتم.";

/** A valid request of each kind from `mobile` (written the way shoppers write it). */
function validRequest(kind: RequestKind, mobile: string): Record<string, unknown> {
  const sender = { name: "  نگار   حسینی ", mobile: `+98 ${mobile.slice(1, 4)} ${mobile.slice(4)}`, message: MESSAGE };
  switch (kind) {
    case "contact":
      return { ...sender, subject: "زمان ارسال" };
    case "support":
      return { ...sender, order_id: "۱۲۴۵" };
    case "warranty":
      return { ...sender, order_id: 1245, product: "النگو طلا تراش‌خورده" };
    case "cooperation":
      return { ...sender, company: "طلافروشی نگین", state_id: "۴" };
    case "installation":
      return { ...sender, shop_name: "گالری طلای آفتاب", state_id: 17, website: "aftab-gold.ir" };
  }
}

/** `POST /contact-us`, the four requests, `/newsletter`, `/get-app-link`, `/representatives`. */
export function contactSuite(shop: RunningShopApi, clock: TestClock): void {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => requestJson(shop.url(path), { body, headers });

  describe("POST /contact-us and the requests", () => {
    it.each(Object.entries(REQUEST_PATHS) as [RequestKind, string][])("%s (%s) stores what was sent, its mobile normalised, with the visitor", async (kind, path) => {
      const mobile = freshMobile();
      const answer = await post(`${path}?lang=en`, validRequest(kind, mobile), { clientToken: `contact-${kind}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { id, message } = requestReceivedResponseSchema.parse(answer.body).data;
      expect(message).toContain(String(id));
      const [row] = await shop.api.db.select().from(contactRequests).where(eq(contactRequests.id, id));
      expect(row).toMatchObject({ kind, lang: "en", name: "نگار حسینی", mobile, message: MESSAGE, clientToken: `contact-${kind}`, userId: null });
      const expected: Record<RequestKind, Record<string, unknown>> = {
        contact: { subject: "زمان ارسال" },
        support: { order_id: 1245 },
        warranty: { order_id: 1245, product: "النگو طلا تراش‌خورده" },
        cooperation: { company: "طلافروشی نگین", state_id: 4 },
        installation: { shop_name: "گالری طلای آفتاب", state_id: 17, website: "aftab-gold.ir" },
      };
      expect(row?.details).toEqual(expected[kind]);
    });

    it("names each wrong field in the call's language (422), and stores nothing", async () => {
      const before = await shop.api.db.select({ id: contactRequests.id }).from(contactRequests);
      const empty = await post("/contact-us", {});
      expect(empty.status).toBe(422);
      const refusal = fieldRefusalSchema.parse(empty.body);
      expect(refusal.message).toBe("برخی از بخش‌های فرم کامل یا درست نیست.");
      expect(Object.keys(refusal.errors).sort()).toEqual(["message", "mobile", "name", "subject"]);

      const wrong = await post("/warranty-request?lang=en", { name: "N", mobile: "0912", message: "short", order_id: "12a", product: "" });
      expect(fieldRefusalSchema.parse(wrong.body).errors).toEqual({
        name: ["Write your name (2 to 80 letters)."],
        mobile: ["The mobile must look like 09xxxxxxxxx."],
        message: ["Write your message (10 to 2,000 letters)."],
        order_id: ["An order number is made of digits only."],
        product: ["Write the item's name (2 to 120 letters)."],
      });
      const places = await post("/installation-request?lang=en", { ...validRequest("installation", freshMobile()), state_id: 99, website: "not a site" });
      expect(fieldRefusalSchema.parse(places.body).errors).toEqual({ state_id: ["Choose a province."], website: ["The website address is not valid."] });
      // A support request may name no order; a warranty request must.
      const { order_id: _dropped, ...noOrder } = validRequest("support", freshMobile());
      expect((await post("/support-request", noOrder)).status).toBe(201);
      expect(fieldRefusalSchema.parse((await post("/warranty-request?lang=en", { ...validRequest("warranty", freshMobile()), order_id: "" })).body).errors).toEqual({
        order_id: ["An order number is made of digits only."],
      });
      expect((await shop.api.db.select({ id: contactRequests.id }).from(contactRequests)).length).toBe(before.length + 1);
    });

    it("keeps the lines of a message and knows the signed-in user", async () => {
      const shopper = await newShopper(shop);
      const answer = await post("/support-request", { ...validRequest("support", shopper.mobile), message: "  سلام\r\n\r\n\r\n\r\nسفارش   من هنوز نرسیده است.  " }, shopper.headers);
      const { id } = requestReceivedResponseSchema.parse(answer.body).data;
      const [row] = await shop.api.db.select().from(contactRequests).where(eq(contactRequests.id, id));
      expect(row).toMatchObject({ userId: shopper.userId, message: "سلام\n\nسفارش من هنوز نرسیده است." });
    });

    it(`takes ${REQUESTS_PER_HOUR} requests an hour from one mobile, then 429 with the wait`, async () => {
      const mobile = freshMobile();
      for (let sent = 0; sent < REQUESTS_PER_HOUR; sent += 1) expect((await post("/contact-us", validRequest("contact", mobile))).status).toBe(201);
      const refused = await post("/support-request?lang=en", validRequest("support", mobile));
      expect(refused.status).toBe(429);
      const { retry_after, message } = rateLimitedSchema.parse(refused.body);
      expect(message).toBe("Too many requests came from this mobile in the last hour: please send again later.");
      expect(retry_after).toBeGreaterThan(3500);
      expect(retry_after).toBeLessThanOrEqual(3600);
      clock.advance(retry_after);
      expect((await post("/support-request", validRequest("support", mobile))).status).toBe(201);
    });
  });

  describe("POST /newsletter", () => {
    it("adds an address once (201, then 200), lower-cased; refuses what is not one (422 on email)", async () => {
      const email = `Reader.${Date.now()}@Example.com`;
      const added = await post("/newsletter?lang=en", { email: ` ${email} ` });
      expect(added.status).toBe(201);
      expect(newsletterResponseSchema.parse(added.body).data.message).toBe(`${email.toLowerCase()} has been added to our newsletter.`);
      const again = await post("/newsletter", { email: email.toUpperCase() });
      expect(again.status).toBe(200);
      expect(newsletterResponseSchema.parse(again.body).data.message).toBe(`نشانی ${email.toLowerCase()} پیش‌تر در خبرنامه ثبت شده است.`);
      const rows = await shop.api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.lang).toBe("en");
      for (const wrong of ["", "reader@", "reader@example", "a b@example.com", 42]) {
        const refused = await post("/newsletter?lang=en", { email: wrong });
        expect(refused.status, String(wrong)).toBe(422);
        expect(fieldRefusalSchema.parse(refused.body).errors).toEqual({ email: ["This email address is not valid."] });
      }
    });
  });

  describe("POST /get-app-link", () => {
    it("texts the Android app's link to a mobile in Persian digits, then asks it to wait", async () => {
      const mobile = freshMobile();
      const persian = mobile.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)]!);
      const sent = await post("/get-app-link", { mobile: persian });
      expect(sent.status).toBe(200);
      expect(appLinkResponseSchema.parse(sent.body).data).toEqual({ mobile, message: `لینک دانلود اپلیکیشن به شماره ${mobile} پیامک شد.` });
      const [stored] = await shop.api.db.select().from(appLinkMessages).where(eq(appLinkMessages.mobile, mobile)).orderBy(desc(appLinkMessages.sentAt));
      expect(stored?.text).toBe("اپلیکیشن طلای زرین را از این نشانی دریافت کنید: https://cafebazaar.ir/app/ir.zarringold.app");

      const tooSoon = await post("/get-app-link?lang=en", { mobile });
      expect(tooSoon.status).toBe(429);
      expect(rateLimitedSchema.parse(tooSoon.body).retry_after).toBeLessThanOrEqual(APP_LINK_COOLDOWN_S);
      clock.advance(APP_LINK_COOLDOWN_S);
      expect((await post("/get-app-link", { mobile })).status).toBe(200);

      const wrong = await post("/get-app-link?lang=en", { mobile: "۰۹۱۲۳" });
      expect(wrong.status).toBe(422);
      expect(fieldRefusalSchema.parse(wrong.body).errors).toEqual({ mobile: ["The mobile must look like 09xxxxxxxxx."] });
    });
  });

  describe("GET /representatives", () => {
    it("lists every representative by province, in both languages; filters by province", async () => {
      const fa = representativesResponseSchema.parse((await requestJson(shop.url("/representatives"))).body).data;
      const en = representativesResponseSchema.parse((await requestJson(shop.url("/representatives?lang=en"))).body).data;
      expect(fa.map((row) => row.slug).sort()).toEqual(REPRESENTATIVES.map((seed) => seed.slug).sort());
      expect(en.map((row) => row.slug)).toEqual(fa.map((row) => row.slug));
      // By province, in the provinces' order (ids follow it): Tehran's two together.
      const stateIds = fa.map((row) => row.state.id);
      expect(stateIds).toEqual([...stateIds].sort((a, b) => a - b));
      const vanak = en.find((row) => row.slug === "tehran-vanak");
      expect(vanak).toEqual({
        id: expect.any(Number),
        slug: "tehran-vanak",
        name: "Vanak showroom",
        manager: "Mahdi Salehi",
        state: { id: 8, name: "Tehran" },
        city: "Tehran",
        address: "Ground floor, No. 42, Mollasadra St., Vanak Sq., Tehran",
        phone: "021-88776655",
        hours: "Saturday to Thursday, 10:00–21:00",
      });
      const tehran = representativesResponseSchema.parse((await requestJson(shop.url("/representatives?state_id=8"))).body).data;
      expect(tehran.map((row) => row.slug)).toEqual(["tehran-vanak", "tehran-bazaar"]);
      expect((await requestJson(shop.url("/representatives?state_id=x"))).status).toBe(400);
    });

    it("answers one by slug or id, with directions and services; 404 unknown", async () => {
      const bySlug = representativeResponseSchema.parse((await requestJson(shop.url("/representatives/isfahan-chaharbagh"))).body).data;
      expect(bySlug).toMatchObject({ slug: "isfahan-chaharbagh", name: "نمایندگی چهارباغ اصفهان", state: { id: 4, name: "اصفهان" }, city: "اصفهان" });
      expect(bySlug.directions).toContain("مترو");
      expect(bySlug.services.length).toBeGreaterThan(1);
      const byId = representativeResponseSchema.parse((await requestJson(shop.url(`/representatives/${bySlug.id}?lang=en`))).body).data;
      expect(byId).toMatchObject({ slug: "isfahan-chaharbagh", name: "Isfahan Chaharbagh" });
      const missing = await requestJson(shop.url("/representatives/nowhere?lang=en"));
      expect(missing.status).toBe(404);
      expect(errorBodySchema.parse(missing.body)).toEqual({ code: 404, message: "No such representative." });
    });
  });
}
