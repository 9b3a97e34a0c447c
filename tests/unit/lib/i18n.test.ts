import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { createTranslator, type Messages, messageKeys } from "~/lib/i18n";

const load = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}/${namespace}.json`, import.meta.url), "utf8")) as Messages;

const namespaces = readdirSync(new URL("../../../locales/fa", import.meta.url)).map((file) => file.replace(/\.json$/, ""));

describe("translation files", () => {
  it("are the same namespaces in both languages", () => {
    const en = readdirSync(new URL("../../../locales/en", import.meta.url)).map((file) => file.replace(/\.json$/, ""));
    expect(namespaces.sort()).toEqual(en.sort());
    expect(namespaces).toContain("common");
  });

  it.each(namespaces)("%s holds the same keys in Persian and English", (namespace) => {
    const fa = messageKeys(load("fa", namespace)).sort();
    const en = messageKeys(load("en", namespace)).sort();
    expect(fa).toEqual(en);
    expect(fa.length).toBeGreaterThan(10);
  });

  it.each(namespaces)("%s has no empty string", (namespace) => {
    for (const locale of ["fa", "en"]) {
      const messages = load(locale, namespace);
      const empty = messageKeys(messages).filter((key) => createTranslator(messages, "fa")(key).trim() === "");
      expect(empty).toEqual([]);
    }
  });

  it("namespaces other than common keep their keys under their own name", () => {
    for (const namespace of namespaces.filter((name) => name !== "common")) {
      expect(Object.keys(load("fa", namespace))).toEqual([namespace]);
    }
  });
});

describe("translator", () => {
  const messages: Messages = {
    cart: { count: "{{count}} کالا", count_one: "یک کالا", total: "جمع {{sum}}" },
    greeting: "سلام {{name}}",
  };

  it("interpolates, writing numbers in the page's digits", () => {
    const t = createTranslator(messages, "fa");
    expect(t("greeting", { name: "مریم" })).toBe("سلام مریم");
    expect(t("cart.total", { sum: 1250 })).toBe("جمع ۱٬۲۵۰");
    expect(createTranslator({ n: "{{n}} items" }, "en")("n", { n: 1250 })).toBe("1,250 items");
    expect(createTranslator({ w: "{{w}} گرم" }, "fa")("w", { w: 1.45 })).toBe("۱٫۴۵ گرم");
  });

  it("the server's translator writes numbers as the browser's does", async () => {
    const { translatorFor } = await import("~/server-lib/i18n.server");
    expect((await translatorFor("fa"))("validation.min", { length: 3 })).toBe("دست‌کم ۳ نویسه بنویسید.");
    expect((await translatorFor("en"))("validation.min", { length: 3 })).toBe("Please type at least 3 characters.");
  });

  it("the server's translator reads common and a page's namespace, plurals, values as given, and no other language", async () => {
    const { translatorFor } = await import("~/server-lib/i18n.server");
    const fa = await translatorFor("fa", "checkout");
    const en = await translatorFor("en", "checkout");
    expect(fa("validation.min", { length: 1250 })).toBe("دست‌کم ۱٬۲۵۰ نویسه بنویسید.");
    expect(fa("checkout.cart.count", { count: 3 })).toBe("۳ کالا");
    expect(en("checkout.cart.count", { count: 1 })).toBe("1 item");
    expect(en("checkout.cart.count", { count: 1250 })).toBe("1,250 items");
    // Values are not escaped (React escapes what it renders), and a missing key is the key itself:
    // no fallback to the other language.
    expect(en("checkout.cart.increase", { name: "<Ring & chain>" })).toBe("One more <Ring & chain>");
    expect(fa("checkout.no-such-key")).toBe("checkout.no-such-key");
    // One translator per language and namespaces, made once.
    expect(translatorFor("fa", "checkout")).toBe(translatorFor("fa", "checkout"));
    expect(translatorFor("en", "checkout")).not.toBe(translatorFor("fa", "checkout"));
  });

  it("chooses plural forms by count", () => {
    const t = createTranslator(messages, "en");
    expect(t("cart.count", { count: 1 })).toBe("یک کالا");
    expect(t("cart.count", { count: 3 })).toBe("3 کالا");
  });

  it("shows and reports a missing key", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(createTranslator(messages, "fa")("nope.key")).toBe("nope.key");
    expect(error).toHaveBeenCalledWith("missing translation: nope.key");
    error.mockRestore();
  });
});
