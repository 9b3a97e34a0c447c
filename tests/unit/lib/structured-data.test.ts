import { describe, expect, it } from "vitest";
import type { ProductMeta, Variety } from "../../../shop-api/contract/pages";
import { DEFAULT_RATING, priceValidUntil, productLd, RETURN_DAYS, SHIPPING, type ProductLdInput } from "~/lib/structured-data";

const ORIGIN = "https://shop.example";
// 21:00 UTC is already the next day in Tehran (UTC+3:30).
const NOW = new Date("2026-03-10T21:00:00.000Z");

const meta = (overrides: Partial<ProductMeta> = {}): ProductMeta => ({
  product_id: 7,
  product_name: "Pearl studs",
  product_price: 12_345_000,
  product_old_price: null,
  availability: "InStock",
  slug_with_cat: "stud-earrings/pearl-studs",
  canonical: "/stud-earrings/pearl-studs",
  robot: "index, follow",
  meta_description: "Pearl studs in 18-karat gold.",
  name: "Pearl studs",
  image: "products/pearl-studs-1.jpg",
  short_description: "Two pearls on gold posts.",
  brand_name: "Avin Gold",
  sku: "ZG-00007",
  category_name: "Stud earrings",
  gtin: "6264815000004",
  mpn: null,
  ratingValue: 4.5,
  reviewCount: 9,
  stock_status_id: 1,
  full_slug: "earrings/stud-earrings/pearl-studs",
  offerStartDate: null,
  offerEndDate: null,
  varieties: [],
  ...overrides,
});

const variety = (overrides: Partial<Variety> = {}): Variety => ({
  product_vendor_id: 70,
  type: "default",
  label: "",
  gram: 2,
  price: 12_345_000,
  special: null,
  discount_percent: null,
  stock: 3,
  max_cart_add: 2,
  ...overrides,
});

const input = (overrides: Partial<ProductLdInput> = {}): ProductLdInput => ({
  meta: meta(),
  images: ["products/pearl-studs-1.jpg", "products/pearl-studs-2.jpg"],
  varieties: [variety()],
  sellers: null,
  now: NOW,
  ...overrides,
});

const CHAIN_VARIETIES = [
  variety({ product_vendor_id: 101, type: "length", label: "40 cm", gram: 5.33, price: 40_000_000, stock: 2 }),
  variety({ product_vendor_id: 102, type: "length", label: "45 cm", gram: 6, price: 45_000_000, special: 43_000_000, discount_percent: 4, stock: 0 }),
  variety({ product_vendor_id: 103, type: "length", label: "50 cm", gram: 6.67, price: 50_000_000, stock: 1 }),
];
const chain = (overrides: Partial<ProductLdInput> = {}) =>
  input({
    meta: meta({ product_id: 9, name: "Figaro chain", sku: "ZG-00009", canonical: "/gold-chain/mens-figaro-chain", product_price: 40_000_000 }),
    images: ["products/figaro-1.jpg"],
    varieties: CHAIN_VARIETIES,
    ...overrides,
  });

describe("productLd: a product without lengths or sizes", () => {
  it("is a Product with one Offer in IRR when its sellers sell at one price, or when they are unknown", () => {
    for (const sellers of [null, [], [{ price: 12_345_000 }], [{ price: 12_345_000 }, { price: 12_345_000 }]]) {
      const ld = productLd(input({ sellers }), ORIGIN, "en");
      expect(ld["@type"]).toBe("Product");
      expect(ld).toMatchObject({
        name: "Pearl studs",
        url: "https://shop.example/en/stud-earrings/pearl-studs",
        sku: "ZG-00007",
        gtin: "6264815000004",
        brand: { "@type": "Brand", name: "Avin Gold" },
        offers: {
          "@type": "Offer",
          price: 123_450_000,
          priceCurrency: "IRR",
          availability: "https://schema.org/InStock",
          url: "https://shop.example/en/stud-earrings/pearl-studs",
        },
      });
      expect(ld).not.toHaveProperty("hasVariant");
    }
  });

  it("is an AggregateOffer (lowest, highest, how many) when its sellers sell at different prices", () => {
    const ld = productLd(input({ sellers: [{ price: 12_345_000 }, { price: 12_600_000 }, { price: 12_221_000 }] }), ORIGIN, "fa");
    expect(ld.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 122_210_000, highPrice: 126_000_000, offerCount: 3, priceCurrency: "IRR" });
    expect(ld.offers).not.toHaveProperty("price");
  });

  it("says when a product with colours only is out of stock, and stays a Product", () => {
    const colours = [variety({ type: "colour", label: "yellow", stock: 0 }), variety({ product_vendor_id: 71, type: "colour", label: "rose", stock: 0 })];
    const ld = productLd(input({ meta: meta({ stock_status_id: 0 }), varieties: colours }), ORIGIN, "en");
    expect(ld["@type"]).toBe("Product");
    expect((ld.offers as Record<string, unknown>).availability).toBe("https://schema.org/OutOfStock");
  });
});

describe("productLd: every offer", () => {
  it("holds its price until the end of today in Tehran, with Iran's shipping and the 7-day return policy", () => {
    for (const ld of [productLd(input(), ORIGIN, "en"), productLd(input({ sellers: [{ price: 1 }, { price: 2 }] }), ORIGIN, "en")]) {
      const offer = ld.offers as Record<string, any>;
      expect(offer.priceValidUntil).toBe("2026-03-11");
      expect(offer.shippingDetails).toMatchObject({
        "@type": "OfferShippingDetails",
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "IR" },
        shippingRate: { "@type": "MonetaryAmount", currency: "IRR" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: { "@type": "QuantitativeValue", minValue: SHIPPING.handlingDays[0], maxValue: SHIPPING.handlingDays[1], unitCode: "DAY" },
          transitTime: { "@type": "QuantitativeValue", minValue: SHIPPING.transitDays[0], maxValue: SHIPPING.transitDays[1], unitCode: "DAY" },
        },
      });
      expect(offer.hasMerchantReturnPolicy).toEqual({
        "@type": "MerchantReturnPolicy",
        applicableCountry: "IR",
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: RETURN_DAYS,
        returnMethod: "https://schema.org/ReturnByMail",
      });
    }
  });

  it("ships free from a price of 10,000,000 toman, else at the post's rate in IRR", () => {
    const rate = (price: number) => (productLd(input({ meta: meta({ product_price: price }) }), ORIGIN, "en").offers as any).shippingDetails.shippingRate.value;
    expect(rate(SHIPPING.freeFromToman)).toBe(0);
    expect(rate(SHIPPING.freeFromToman - 1)).toBe(SHIPPING.rateToman * 10);
  });

  it("is still today's date at 23:59 in Tehran and the next day's from its midnight; a discount keeps its start", () => {
    expect(priceValidUntil(new Date("2026-03-10T20:29:00.000Z"))).toBe("2026-03-10");
    expect(priceValidUntil(new Date("2026-03-10T20:30:00.000Z"))).toBe("2026-03-11");
    const discounted = productLd(input({ meta: meta({ offerStartDate: "2026-03-01T00:00:00.000Z", offerEndDate: "2026-03-20T00:00:00.000Z" }) }), ORIGIN, "en");
    expect(discounted.offers).toMatchObject({ validFrom: "2026-03-01T00:00:00.000Z", priceValidUntil: "2026-03-11" });
  });
});

describe("productLd: the star rating", () => {
  it("counts star ratings (ratingCount), not written reviews, with the defaults for an unrated product", () => {
    expect(productLd(input(), ORIGIN, "en").aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, ratingCount: 9, bestRating: 5 });
    const unrated = productLd(input({ meta: meta({ ratingValue: null, reviewCount: null }) }), ORIGIN, "en").aggregateRating;
    expect(unrated).toEqual({ "@type": "AggregateRating", ratingValue: DEFAULT_RATING.ratingValue, ratingCount: DEFAULT_RATING.ratingCount, bestRating: 5 });
    expect(unrated).not.toHaveProperty("reviewCount");
  });
});

describe("productLd: a product sold in lengths or sizes", () => {
  it("is a ProductGroup varying by size, one Product a variety with its size, link, price and stock", () => {
    const ld = productLd(chain(), ORIGIN, "en");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProductGroup",
      productGroupID: "ZG-00009",
      name: "Figaro chain",
      url: "https://shop.example/en/gold-chain/mens-figaro-chain",
      variesBy: ["https://schema.org/size"],
      aggregateRating: { "@type": "AggregateRating", ratingCount: 9 },
    });
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("gtin");
    const variants = ld.hasVariant as Record<string, any>[];
    expect(variants.map((variant) => [variant.name, variant.size, variant.url])).toEqual([
      ["Figaro chain (40 cm)", "40 cm", "https://shop.example/en/gold-chain/mens-figaro-chain?variety=101"],
      ["Figaro chain (45 cm)", "45 cm", "https://shop.example/en/gold-chain/mens-figaro-chain?variety=102"],
      ["Figaro chain (50 cm)", "50 cm", "https://shop.example/en/gold-chain/mens-figaro-chain?variety=103"],
    ]);
    for (const variant of variants) {
      expect(variant).toMatchObject({ "@type": "Product", inProductGroupWithID: "ZG-00009", image: "https://shop.example/media/products/figaro-1.jpg?w=960" });
      expect(variant.offers).toMatchObject({ "@type": "Offer", priceCurrency: "IRR", url: variant.url, priceValidUntil: "2026-03-11" });
      expect(variant.offers.shippingDetails["@type"]).toBe("OfferShippingDetails");
      expect(variant.offers.hasMerchantReturnPolicy["@type"]).toBe("MerchantReturnPolicy");
    }
    // Each its own price to pay (a discount's where it has one) and its own stock.
    expect(variants.map((variant) => [variant.offers.price, variant.offers.availability])).toEqual([
      [400_000_000, "https://schema.org/InStock"],
      [430_000_000, "https://schema.org/OutOfStock"],
      [500_000_000, "https://schema.org/InStock"],
    ]);
  });

  it("gives the sellers' different prices to the default variety's offer only: theirs are its prices", () => {
    const variants = productLd(chain({ sellers: [{ price: 40_000_000 }, { price: 40_400_000 }] }), ORIGIN, "fa").hasVariant as Record<string, any>[];
    expect(variants[0]!.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 400_000_000, highPrice: 404_000_000, offerCount: 2 });
    expect(variants[0]!.url).toBe("https://shop.example/gold-chain/mens-figaro-chain?variety=101");
    expect(variants.slice(1).map((variant) => variant.offers["@type"])).toEqual(["Offer", "Offer"]);
  });

  it("treats sizes as lengths are treated", () => {
    const sizes = [variety({ type: "size", label: "54" }), variety({ product_vendor_id: 72, type: "size", label: "56" })];
    const ld = productLd(input({ varieties: sizes }), ORIGIN, "en");
    expect(ld["@type"]).toBe("ProductGroup");
    expect((ld.hasVariant as Record<string, unknown>[]).map((variant) => variant.size)).toEqual(["54", "56"]);
  });
});
