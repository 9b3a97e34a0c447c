import { describe, expect, it } from "vitest";
import { requestSchemas } from "~/lib/contact-forms.server";
import { createTranslator } from "~/lib/i18n";
import { messagesOf, parsed } from "./action-support";

// The contact page's forms, one schema per request kind (lib/contact-forms.server.ts), parsed as the
// action parses them: through conform, which posts an empty field as absent.

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
