import { describe, expect, it, vi } from "vitest";
import { activeBottomNavItem } from "~/components/shell/bottom-nav.lazy";
import { allowsPrefetch } from "~/components/ui/app-link";
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadOnceForChunkError } from "~/lib/chunk-reload";
import { hrefOfSlug, isExternalUrl } from "~/lib/links";
import { languageLinks, mergeMeta, routeMeta } from "~/lib/meta";
import { needsAuth } from "~/shop/request/auth-paths";

describe("links from menu and footer data", () => {
  it("opens only absolute http(s) addresses elsewhere", () => {
    expect(isExternalUrl("https://blog.example.com")).toBe(true);
    expect(isExternalUrl("http://example.com/x")).toBe(true);
    expect(isExternalUrl("/info/about")).toBe(false);
    expect(isExternalUrl("necklaces")).toBe(false);
  });

  it("turns slugs into paths", () => {
    expect(hrefOfSlug("necklaces")).toBe("/necklaces");
    expect(hrefOfSlug("/info/about")).toBe("/info/about");
    expect(hrefOfSlug(" https://blog.example.com ")).toBe("https://blog.example.com");
  });
});

describe("prefetch policy (docs/shop/17-budgets.md §17.6)", () => {
  it("prefetches unless the link is 2G or the shopper saves data", () => {
    expect(allowsPrefetch(undefined)).toBe(true);
    expect(allowsPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(allowsPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(allowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(allowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(allowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("bottom navigation", () => {
  it.each([
    ["/", "home"],
    ["/en", "home"],
    ["/category", "categories"],
    ["/en/checkout/cart", "cart"],
    ["/checkout/payment", "cart"],
    ["/profile/wallet", "profile"],
    ["/en/profile", "profile"],
    ["/necklaces", null],
    ["/profiles-of-gold", null],
  ])("%s activates %s", (path, item) => {
    expect(activeBottomNavItem(path)).toBe(item);
  });
});

describe("bearer token paths (docs/shop/06-roles.md §6.5)", () => {
  it("goes with user, cart, payment, wallet, OTP and comment calls", () => {
    for (const path of ["/user", "/user-orders", "/total-cart", "/add-cart", "/payment", "/payment-result", "/user-wallets", "/otp-token", "/create-comment", "/like", "/address/3", "/deliverer/get-next-seven-days", "/user-wallet-history/", "/user-gift-wallets/3", "/wallet-recharge-result", "/wallet/redeem", "/credit-requests/2"]) {
      expect(needsAuth(path), path).toBe(true);
    }
  });

  it("stays off shared catalogue and settings calls", () => {
    for (const path of ["/configs", "/menu", "/footer-lists", "/lists/3", "/search/", "/categories/necklaces", "/states"]) {
      expect(needsAuth(path), path).toBe(false);
    }
  });
});

describe("chunk-load reload (docs/shop/08-errors.md §8.5)", () => {
  const storage = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  };
  const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");

  it("knows a chunk-load error from another error", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads once, then not again within 60 s, then again after", () => {
    const env = { storage: storage(), now: 1_000_000, reload: vi.fn() };
    expect(reloadOnceForChunkError(chunkError, env)).toBe(true);
    expect(reloadOnceForChunkError(chunkError, { ...env, now: env.now + 30_000 })).toBe(false);
    expect(reloadOnceForChunkError(chunkError, { ...env, now: env.now + CHUNK_RELOAD_INTERVAL_MS + 1 })).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads for other errors", () => {
    const env = { storage: storage(), now: 1, reload: vi.fn() };
    expect(reloadOnceForChunkError(new Error("boom"), env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe("meta", () => {
  it("lets a route's own tags replace inherited ones with the same key", () => {
    const merged = mergeMeta(
      [{ title: "Shop" }, { name: "description", content: "site" }, { property: "og:title", content: "Shop" }],
      [{ title: "Necklaces" }, { name: "description", content: "necklaces" }],
    );
    expect(merged).toEqual([
      { property: "og:title", content: "Shop" },
      { title: "Necklaces" },
      { name: "description", content: "necklaces" },
    ]);
  });

  it("folds the matched routes' meta, so a layout repeating its parent's adds no duplicate", () => {
    const root = [{ title: "Shop" }, { tagName: "link", rel: "canonical", href: "https://shop.example/x" }];
    const meta = routeMeta(
      [
        { id: "root", meta: root },
        { id: "layout-default", meta: root },
        { id: "page", meta: [] },
      ],
      [{ title: "Page" }],
    );
    expect(meta.filter((descriptor) => "title" in descriptor)).toEqual([{ title: "Page" }]);
    expect(meta.filter((descriptor) => "rel" in descriptor && descriptor.rel === "canonical")).toHaveLength(1);
  });

  it("gives canonical and hreflang alternates for both languages", () => {
    expect(languageLinks("https://shop.example", "/en/necklaces")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://shop.example/en/necklaces" },
      { tagName: "link", rel: "alternate", hrefLang: "fa", href: "https://shop.example/necklaces" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://shop.example/en/necklaces" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://shop.example/necklaces" },
    ]);
  });
});
