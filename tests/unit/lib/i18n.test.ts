import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { createTranslator, type Messages, messageKeys } from "~/lib/i18n";

const load = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}/${namespace}.json`, import.meta.url), "utf8")) as Messages;

describe("translation files", () => {
  it("hold the same keys in Persian and English", () => {
    const fa = messageKeys(load("fa", "common")).sort();
    const en = messageKeys(load("en", "common")).sort();
    expect(fa).toEqual(en);
    expect(fa.length).toBeGreaterThan(50);
  });

  it("have no empty string", () => {
    for (const locale of ["fa", "en"]) {
      const messages = load(locale, "common");
      const empty = messageKeys(messages).filter((key) => createTranslator(messages, "fa")(key).trim() === "");
      expect(empty).toEqual([]);
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
