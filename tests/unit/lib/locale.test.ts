import { describe, expect, it } from "vitest";
import { alternatePath, dirOf, localeFromPath, localizePath, stripLocale } from "~/lib/locale";

describe("locale from the path", () => {
  it.each([
    ["/", "fa"],
    ["/necklaces", "fa"],
    ["/english-gold", "fa"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/checkout/cart", "en"],
    ["/enamel-rings", "fa"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it("gives the direction of each language", () => {
    expect(dirOf("fa")).toBe("rtl");
    expect(dirOf("en")).toBe("ltr");
  });

  it("localizes and strips the /en prefix", () => {
    expect(localizePath("/checkout/cart", "en")).toBe("/en/checkout/cart");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("necklaces", "fa")).toBe("/necklaces");
    expect(localizePath("https://blog.example.com/x", "en")).toBe("https://blog.example.com/x");
    expect(stripLocale("/en/checkout/cart")).toBe("/checkout/cart");
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/necklaces")).toBe("/necklaces");
  });

  it("switches a page to the other language with its query", () => {
    expect(alternatePath("/necklaces", "?page=2", "en")).toBe("/en/necklaces?page=2");
    expect(alternatePath("/en/necklaces", "?page=2", "fa")).toBe("/necklaces?page=2");
    expect(alternatePath("/en", "", "fa")).toBe("/");
    expect(alternatePath("/", "", "en")).toBe("/en");
  });
});
