import { describe, expect, it } from "vitest";
import { requestSchemas } from "~/server-lib/contact-forms.server";
import { createTranslator } from "~/lib/i18n";
import { action } from "~/routes/contact-us.server";
import { messagesOf, parsed, post as postTo, refusal, toastOf } from "./action-support";

// The contact page's forms, one schema per request kind (server-lib/contact-forms.server.ts), parsed as the
// action parses them: through conform, which posts an empty field as absent; and its action
// (routes/contact-us.server.ts, decision 44), one handler per kind.

const persian = requestSchemas(createTranslator(messagesOf("fa", ["common", "contact"]), "fa"));
const english = requestSchemas(createTranslator(messagesOf("en", ["common", "contact"]), "en"));
const post = parsed;

const SENDER = { name: "Sara", mobile: "09123456789" };

describe("the contact form's message and subject", () => {
  // A text that normalising empties said zod's own English words before, on Persian pages too.
  it("a blank one, or one of only spaces or control characters, is told the shop's required message in the page's language", () => {
    for (const blank of ["", "   ", " \n\t ", "\u0000\u0001", " \u0007 \n"]) {
      expect(post(persian.contact, { ...SENDER, subject: "سفارش من", message: blank }), JSON.stringify(blank)).toEqual({ errors: { message: "این بخش را پر کنید." } });
      expect(post(english.support, { ...SENDER, message: blank }), JSON.stringify(blank)).toEqual({ errors: { message: "Please fill in this field." } });
      expect(post(english.contact, { ...SENDER, subject: blank, message: "Where is my order, please?" }), JSON.stringify(blank)).toEqual({ errors: { subject: "Please fill in this field." } });
    }
  });

  it("keeps its lines, drops control characters, makes Arabic keyboards' letters Persian, and is 10 to 2,000 characters", () => {
    expect(post(persian.contact, { ...SENDER, subject: " سفارش\u0000 ", message: " سلام،\n\nسفارش يك رسيد؟ " })).toEqual({
      value: { ...SENDER, subject: "سفارش", message: "سلام،\n\nسفارش یک رسید؟" },
    });
    expect(post(persian.contact, { ...SENDER, subject: "سفارش", message: "  کوتاه  " })).toEqual({ errors: { message: "دست‌کم ۱۰ نویسه بنویسید." } });
    expect(post(english.contact, { ...SENDER, subject: "Order", message: "x".repeat(2001) })).toEqual({ errors: { message: "At most 2,000 characters are allowed." } });
  });
});

describe("the contact page's action", () => {
  const MESSAGE = "Where is my order? It should have come yesterday.";

  it("sends an unknown intent, or none, back to the page, asking the Shop API nothing", async () => {
    expect(await postTo(action, "/en/contactus", { intent: "complaint", ...SENDER, message: MESSAGE })).toMatchObject({ status: 302, location: "/en/contactus", calls: [] });
    expect(await postTo(action, "/contactus", {})).toMatchObject({ status: 302, location: "/contactus", calls: [] });
  });

  it("refuses each kind's own fields beside them, under its intent, what was typed kept", async () => {
    const refusals = {
      contact: { fields: { subject: "" }, errors: { subject: "این بخش را پر کنید." } },
      support: { fields: { order_id: "۱۲الف" }, errors: { order_id: "فقط عدد وارد کنید." } },
      warranty: { fields: { order_id: "1245" }, errors: { product: "این بخش را پر کنید." } },
      cooperation: { fields: { company: "Negin", state_id: "x" }, errors: { state_id: "لطفاً استان را انتخاب کنید." } },
      installation: { fields: { shop_name: "Negin", state_id: "8", website: "not a site" }, errors: { website: "نشانی وب‌سایت را مانند example.ir بنویسید." } },
    };
    for (const [intent, { fields, errors }] of Object.entries(refusals)) {
      const refused = refusal(await postTo(action, "/contactus", { intent, ...SENDER, message: MESSAGE, ...fields }));
      expect(refused, intent).toMatchObject({ status: 400, intent, errors, kept: { ...SENDER, message: MESSAGE } });
      expect(Object.keys(refused.errors), intent).toEqual(Object.keys(errors));
    }
  });

  it("puts the Shop API's refusal beside its fields (422) or above the form (429); sent, back to the form with the thanks", async () => {
    const fields = { intent: "support", ...SENDER, message: MESSAGE };
    const byField = await postTo(action, "/en/contactus", fields, { answers: { "POST /support-request": { status: 422, json: { message: "no", code: 422, errors: { mobile: ["Not this number."] } } } } });
    expect(refusal(byField)).toMatchObject({ status: 422, intent: "support", errors: { mobile: "Not this number." } });
    const tooMany = await postTo(action, "/en/contactus", fields, { answers: { "POST /support-request": { status: 429, json: { message: "Too many.", code: 429, retry_after: 60 } } } });
    expect(refusal(tooMany)).toMatchObject({ status: 429, errors: { "": "Too many." } });
    // A 422 refusing the whole form (issue 37: was a 502): its message above the form.
    const whole = await postTo(action, "/en/contactus", fields, { answers: { "POST /support-request": { status: 422, json: { message: "Requests are closed today.", code: 422 } } } });
    expect(refusal(whole)).toMatchObject({ status: 422, errors: { "": "Requests are closed today." } });

    const sent = await postTo(action, "/en/contactus", fields, { answers: { "POST /support-request": { json: { data: { id: 7, message: "Received: 7." } } } } });
    expect(sent).toMatchObject({ status: 302, location: "/en/contactus?form=support#contact-forms", calls: ["POST /support-request"] });
    expect(toastOf(sent.session)).toEqual({ type: "success", message: "Received: 7." });
  });
});
