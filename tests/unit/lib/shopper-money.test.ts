import { describe, expect, it } from "vitest";
import { showsShoppersMoney } from "~/lib/route-table";

// Decision 56: the pages that show a shopper's money, in both languages and as their data, are sent
// `private, no-store` (shop/request/response.server.ts); no other page is.
describe("the pages that show a shopper's money", () => {
  it("are the checkout's, every profile page and the payment and top-up results, in both languages, and their data", () => {
    const money = [
      "/checkout/cart",
      "/en/checkout/shipping",
      "/checkout/payment",
      "/en/checkout/payment.data",
      "/profile",
      "/en/profile/latest-orders/12",
      "/profile/sales-invoice/12",
      "/profile/gift-wallet/3",
      "/en/profile/wallet/recharge-result",
      "/success-payment",
      "/en/unsuccess-payment",
      "/profile/address/",
    ];
    expect(money.filter((path) => !showsShoppersMoney(path))).toEqual([]);
  });

  it("are no other page", () => {
    const others = ["/", "/en", "/_root.data", "/en/faq", "/wedding-ring/classic-wedding-band", "/checkout", "/en/profiles", "/gold-price", "/profile-x", "/login"];
    expect(others.filter(showsShoppersMoney)).toEqual([]);
  });
});
