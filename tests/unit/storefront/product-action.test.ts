import { describe, expect, it } from "vitest";
import { createTranslator } from "~/lib/i18n";
import { intentOf, refused } from "~/server-lib/intent-action.server";
import { productSchemas } from "~/routes/product.server";
import { messagesOf, parsed } from "./action-support";

// The product page's forms, one schema per intent (routes/product.server.ts): what each takes, and
// what it says beside which field, in the page's language. Parsed as the action does, through
// conform (an empty field is absent).

const VARIETIES = [101, 102];
const persian = productSchemas(createTranslator(messagesOf("fa", ["common", "product"]), "fa"), VARIETIES);
const english = productSchemas(createTranslator(messagesOf("en", ["common", "product"]), "en"), VARIETIES);
const post = parsed;

describe("notify-me and the inquiry", () => {
  it("take a mobile in any usual written form", () => {
    expect(post(persian.notify, { mobile: "۰۹۱۲ ۳۴۵ ۶۷۸۹", product_vendor_id: "101" })).toEqual({ value: { mobile: "09123456789", product_vendor_id: 101 } });
    expect(post(english.inquiry, { mobile: "+98 912 765 4321" })).toEqual({ value: { mobile: "09127654321" } });
  });

  it("refuse a bad mobile beside it, in the page's language", () => {
    expect(post(persian.notify, { mobile: "۰۹۱۲۳۴" })).toEqual({ errors: { mobile: "شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد." } });
    expect(post(english.notify, { mobile: "0812345678" })).toEqual({ errors: { mobile: "A mobile number starts with 09 and has 11 digits." } });
    expect(post(english.inquiry, { mobile: "", message: "Is it made in size 18?" })).toEqual({ errors: { mobile: "Please enter your mobile number." } });
  });

  it("notify-me leaves a variety that is no number out; the inquiry's question is at most 1,000 characters", () => {
    expect(post(english.notify, { mobile: "09123456789", product_vendor_id: "abc" })).toEqual({ value: { mobile: "09123456789" } });
    expect(post(english.inquiry, { mobile: "09123456789", message: "x".repeat(1001) })).toEqual({ errors: { message: "At most 1,000 characters are allowed." } });
  });
});

describe("a comment", () => {
  it("takes a rating of 1 to 5 and a text, its lines kept and control characters dropped", () => {
    expect(post(english.comment, { rating: "4", text: "  Lovely\n\nchain\u0000 " })).toEqual({ value: { rating: 4, text: "Lovely\n\nchain" } });
  });

  // A text that normalising empties said zod's own English words before (conform reads it as absent).
  it("refuses a text shorter than 3 characters, an empty one, a longer one than 2,000, and a rating out of 1 to 5", () => {
    expect(post(english.comment, { rating: "5", text: "ok" })).toEqual({ errors: { text: "Please type at least 3 characters." } });
    expect(post(persian.comment, { rating: "5", text: " \u0001 " })).toEqual({ errors: { text: "این بخش را پر کنید." } });
    expect(post(english.comment, { rating: "5", text: "x".repeat(2001) })).toEqual({ errors: { text: "At most 2,000 characters are allowed." } });
    expect(post(english.comment, { rating: "6", text: "Lovely" })).toEqual({ errors: { rating: "Please fill in this field." } });
    expect(post(english.comment, { text: "Lovely" })).toEqual({ errors: { rating: "Please fill in this field." } });
  });
});

describe("a question", () => {
  it("is 3 to 1,000 characters once its spaces are trimmed", () => {
    expect(post(persian.question, { question: " برای سایز ۱۸ هم ساخته می‌شود؟ " })).toEqual({ value: { question: "برای سایز ۱۸ هم ساخته می‌شود؟" } });
    expect(post(persian.question, { question: "چه" })).toEqual({ errors: { question: "دست‌کم ۳ نویسه بنویسید." } });
    expect(post(english.question, { question: "ab " })).toEqual({ errors: { question: "Please type at least 3 characters." } });
    expect(post(english.question, { question: "   " })).toEqual({ errors: { question: "Please fill in this field." } });
    expect(post(english.question, { question: "x".repeat(1001) })).toEqual({ errors: { question: "At most 1,000 characters are allowed." } });
  });
});

describe("an instalment request", () => {
  it("names one of the product's varieties and a plan of 1 to 120 months", () => {
    expect(post(english.credit, { product_vendor_id: "102", months: "6" })).toEqual({ value: { product_vendor_id: 102, months: 6 } });
  });

  it("is refused with “choose a plan” for months that are no plan, or another product's variety", () => {
    for (const months of ["0", "121", "2.5", "abc", "-3"]) {
      expect(post(english.credit, { product_vendor_id: "101", months }), months).toEqual({ errors: { months: "Choose a plan" } });
    }
    expect(post(persian.credit, { product_vendor_id: "101" })).toEqual({ errors: { months: "طرح دلخواه را انتخاب کنید" } });
    expect(post(english.credit, { product_vendor_id: "172", months: "6" })).toEqual({ errors: { product_vendor_id: "Choose a plan" } });
  });
});

describe("a like", () => {
  it("keeps where the favourites page asks to come back to, and nothing else", () => {
    expect(post(english.like, { redirectTo: "/en/profile/favorites" })).toEqual({ value: { redirectTo: "/en/profile/favorites" } });
    expect(post(english.like, {})).toEqual({ value: {} });
  });
});

describe("the action's pattern (server-lib/intent-action.server.ts)", () => {
  const handlers = { notify: () => null, comment: () => null };
  const form = (intent?: string) => {
    const data = new FormData();
    if (intent !== undefined) data.set("intent", intent);
    return data;
  };

  it("takes an intent only when the action has a handler by that name", () => {
    expect(intentOf(form("comment"), handlers)).toBe("comment");
    expect(intentOf(form("toString"), handlers)).toBeNull();
    expect(intentOf(form("delete"), handlers)).toBeNull();
    expect(intentOf(form(), handlers)).toBeNull();
  });

  it("answers a refusal with its intent, its result and its status", () => {
    const answer = refused("comment", { status: "error", error: { text: ["too short"] } });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: "comment", result: { status: "error", error: { text: ["too short"] } }, error: null });
    expect(refused("credit", {}, 422).init?.status).toBe(422);
    expect(refused("transport", {}, 422, "No courier goes there.").data).toEqual({ intent: "transport", result: {}, error: "No courier goes there." });
  });
});
