import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FORM_BODY_MAX_BYTES, INPUT_MAX } from "../../../shop-api/contract/input-bounds";
import { readForm } from "~/server-lib/form-body.server";
import { createTranslator, type Messages } from "~/lib/i18n";
import { parseListingQuery } from "~/lib/listing";
import { normalizeText, withoutControlCharacters } from "~/lib/normalize";
import { validators } from "~/server-lib/validation.server";

// Issue 16: input bounded and cleaned before it reaches the Shop API.

const messages = (locale: "fa" | "en") =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}/common.json`, import.meta.url), "utf8")) as Messages;
const fa = validators(createTranslator(messages("fa"), "fa"));
const en = validators(createTranslator(messages("en"), "en"));

const post = (body: BodyInit, type?: string) =>
  new Request("http://shop.test/checkout/cart", { method: "POST", body, headers: type ? { "content-type": type } : {}, duplex: "half" } as RequestInit);

/** The status a refused readForm throws (a React Router data() response). */
async function refusal(request: Request): Promise<number> {
  try {
    await readForm(request);
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
  return 200;
}

describe("readForm", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect((await readForm(post("intent=discount&code=ZARRIN10", "application/x-www-form-urlencoded"))).get("code")).toBe("ZARRIN10");
    const form = new FormData();
    form.append("intent", "add");
    expect((await readForm(new Request("http://shop.test/", { method: "POST", body: form }))).get("intent")).toBe("add");
  });

  it("refuses what is not a form with 415, a malformed one with 400, one too large with 413", async () => {
    expect(await refusal(post('{"intent":"add"}', "application/json"))).toBe(415);
    expect(await refusal(post("intent=add"))).toBe(415);
    expect(await refusal(post("--x\r\nhi", "multipart/form-data; boundary=y"))).toBe(400);
    expect(await refusal(post(`f=${"a".repeat(FORM_BODY_MAX_BYTES)}`, "application/x-www-form-urlencoded"))).toBe(413);
    // Sent without a length (chunked): counted as it is read.
    const chunked = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 3; index += 1) controller.enqueue(new TextEncoder().encode("a".repeat(FORM_BODY_MAX_BYTES / 2)));
        controller.close();
      },
    });
    expect(await refusal(post(chunked, "application/x-www-form-urlencoded"))).toBe(413);
  });
});

describe("text input", () => {
  it("drops NUL and other control characters, keeping lines in prose", () => {
    expect(normalizeText("\u0000\u0000';--")).toBe("';--");
    expect(normalizeText("a\u0001\u001b\u007f\u0085b")).toBe("ab");
    expect(withoutControlCharacters("line one\r\nline\ttwo\u0000")).toBe("line one\r\nline\ttwo");
  });

  it("refuses a value over its field's bound beside the field, in the page's language", () => {
    const over = (max: number) => "ز".repeat(max + 1);
    expect(fa.required().safeParse(over(INPUT_MAX.line)).error?.issues[0]?.message).toBe("حداکثر ۲۰۰ نویسه مجاز است.");
    expect(en.min(10, INPUT_MAX.address).safeParse(over(INPUT_MAX.address)).error?.issues[0]?.message).toBe("At most 300 characters are allowed.");
    expect(en.mobile().safeParse(`09${"1".repeat(5000)}`).error?.issues[0]?.message).toBe("A mobile number starts with 09 and has 11 digits.");
    expect(en.voucher().safeParse("x".repeat(INPUT_MAX.voucherCode + 1)).success).toBe(false);
    expect(en.voucher().safeParse("\u0000\u0000zarrin10").data).toBe("zarrin10");
    expect(en.password().safeParse("zarrin-1234\u0000").error?.issues[0]?.message).toBe("This field has characters that cannot be used.");
  });

  it("leaves out list values of a listing's URL that no link carries", () => {
    expect(parseListingQuery(new URLSearchParams(`brand=avin&brand=%00x&brand=${"b".repeat(INPUT_MAX.slug + 1)}`)).brand).toEqual(["avin"]);
  });
});
