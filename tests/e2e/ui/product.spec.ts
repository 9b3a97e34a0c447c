import { expect, test } from "@playwright/test";
import { freshMobile, REPEAT_CUSTOMER, registerThroughApi, signInWithPassword } from "../support/accounts";
import { hydrated } from "../support/forms";
import { jsonLdOfType } from "../support/json-ld";
import { expectFirstScreenPicture } from "../support/pictures";

// The product page: every section, varieties, dialogs, and its meta and structured data.

const RING = "/wedding-ring/classic-wedding-band"; // sizes 54/56/58, 12 comments over two pages
const BANGLE = "/bangle/twisted-bangle"; // discounted, sizes

test("a product page has every section", async ({ page }) => {
  await page.goto(`${RING}?all=1`);
  await expect(page.locator("[data-product-name]")).toHaveText("حلقه ازدواج ساده");
  await expectFirstScreenPicture(page.locator("[data-gallery] img").first());
  expect(await page.locator("[data-thumbnails] a").count()).toBeGreaterThan(1);
  for (const section of ["introduction", "details", "benefits", "comments", "questions", "related", "sellers"]) {
    await expect(page.locator(`[data-section="${section}"]`), section).toBeVisible();
  }
  expect(await page.locator("[data-benefit]").count()).toBe(5);
  await expect(page.locator("[data-rating]")).toContainText("امتیاز");
  // The count is of ratings (the written reviews are fewer, paged below).
  await expect(page.locator("[data-rating-count]")).toContainText("رأی");
  expect(await page.locator("[data-comment]").count()).toBe(10);
  expect(await page.locator('[data-section="related"] [data-product-card]').count()).toBeGreaterThan(3);
  await expect(page.locator("[data-seller]").first()).toContainText("تومان");
  await expect(page.locator('[data-section="details"]')).toContainText("عیار");
});

test("comments and related products stream in after the first screen", async ({ page, javaScriptEnabled }) => {
  await page.goto(RING);
  if (javaScriptEnabled) {
    await expect(page.locator("[data-comment]").first()).toBeVisible();
    await expect(page.locator('[data-section="related"]')).toBeVisible();
  } else {
    // Streamed parts cannot be put in place without JavaScript: each placeholder is a link to the
    // whole page at its part, named by what it shows.
    await page.getByRole("link", { name: "خواندن دیدگاه‌ها" }).click();
    await expect(page).toHaveURL(/all=1#comments$/);
    await expect(page.locator("[data-comment]").first()).toBeVisible();
  }
});

test("comment pages are links", async ({ page }) => {
  await page.goto(`${RING}?all=1`);
  await page.locator("[data-comment-pages] a").nth(1).click();
  await expect(page).toHaveURL(/comments=2/);
  await expect(page.locator("[data-comment]")).toHaveCount(2);
});

test("picking a variety changes the price and stock", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/en${RING}`);
  const price = page.locator("[data-variety-price] [data-price]");
  const before = Number(await price.getAttribute("data-price"));
  const options = page.locator("[data-variety]");
  await expect(options).toHaveCount(3);
  const last = options.last();
  await last.click();
  if (!javaScriptEnabled) {
    await page.locator("[data-choose-variety]").click();
    await expect(page).toHaveURL(/variety=\d+/);
  }
  const after = Number(await price.getAttribute("data-price"));
  expect(after).toBeGreaterThan(before); // a bigger ring weighs more gold
  await expect(page.locator("[data-stock]")).toHaveAttribute("data-stock", (await page.locator("[data-variety]").last().getAttribute("data-variety-stock"))!);
  const vendor = await page.locator("[data-variety]").last().getAttribute("data-variety");
  await expect(page.locator('[data-cart-form="add"] input[name="product_vendor_id"]:checked')).toHaveValue(vendor!);
});

test("a discounted product shows the old price and the percent", async ({ page }) => {
  await page.goto(BANGLE);
  await expect(page.locator("[data-variety-price] del")).toContainText("تومان");
  await expect(page.locator("[data-variety-price] [data-discount]")).toContainText("۱۵٪");
});

for (const [name, marker] of [
  ["credit", "[data-credit-dialog]"],
  ["price", "[data-price-dialog]"],
  ["added", "[data-added-dialog]"],
] as const) {
  test(`the ${name} dialog opens, without JavaScript by its URL`, async ({ page, javaScriptEnabled }) => {
    await page.goto(RING);
    if (name === "added" || !javaScriptEnabled) await page.goto(`${RING}?dialog=${name}`);
    else {
      await hydrated(page);
      await page.locator(name === "credit" ? "[data-credit]" : "[data-price-how]").click();
    }
    await expect(page.locator(marker)).toBeVisible();
    // With scripts the link opens the dialog in place: no page is loaded again.
    if (javaScriptEnabled && name !== "added") expect(new URL(page.url()).search).toBe("");
  });
}

test("the instalment dialog lists the plans with their monthly amounts", async ({ page }) => {
  await page.goto(`/en${RING}?dialog=credit`);
  const plans = page.locator("[data-plan]");
  await expect(plans).toHaveCount(3);
  await expect(plans.first()).toContainText("3 months");
  await expect(plans.first()).toContainText("Toman");
});

test("the share dialog opens from the product", async ({ page }) => {
  await page.goto(RING);
  await page.locator("[data-share-product]").click();
  await expect(page.locator("[data-share-dialog]")).toBeVisible();
  await expect(page.locator("#share-url")).toHaveValue(/\/wedding-ring\/classic-wedding-band$/);
});

test("a guest who likes or comments is sent to sign in, and comes back", async ({ page }) => {
  await page.goto(RING);
  await page.locator("[data-like]").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwedding-ring%2Fclassic-wedding-band$/);
  await page.getByLabel("شماره موبایل").fill(REPEAT_CUSTOMER.mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  await page.getByLabel("رمز عبور").fill(REPEAT_CUSTOMER.password);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(page).toHaveURL(/\/wedding-ring\/classic-wedding-band$/);

  await page.goto(`/en${RING}`);
  await page.context().clearCookies();
  await page.goto(`/en${RING}?all=1`);
  await page.locator("[data-write-comment]").click();
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=.*dialog%3Dcomment/);
});

test("a signed-in shopper likes a product", async ({ page, request, baseURL }) => {
  // An account of this test's own: projects running at once must not toggle the same like.
  const account = { mobile: freshMobile(), password: "a-long-secret" };
  await registerThroughApi(request, baseURL!, account.mobile, account.password);
  await signInWithPassword(page, account, "/en");
  await expect(page).toHaveURL(/\/en\/profile$/);
  await page.goto(`/en/gold-chain/mens-figaro-chain`);
  const like = page.locator("[data-like]");
  const liked = (await like.getAttribute("data-like")) === "true";
  await like.click();
  await expect(page.locator("[data-like]")).toHaveAttribute("data-like", String(!liked));
  await page.locator("[data-like]").click();
  await expect(page.locator("[data-like]")).toHaveAttribute("data-like", String(liked));
});

test("notify-me for an out-of-stock product", async ({ page }) => {
  await page.goto("/bangle/engraved-bangle-traditional-pattern");
  const form = page.locator("[data-notify-me]");
  await expect(form).toBeVisible();
  await expect(page.locator("[data-add-to-cart]")).toHaveCount(0);
  await form.locator('input[name="mobile"]').fill("۰۹۱۲ ۳۴۵ ۶۷۸۹");
  await form.getByRole("button", { name: "خبرم کن" }).click();
  await expect(page.locator('[data-toast="success"]')).toContainText("خبرتان می‌کنیم");
});

test("canonical, robots and the Product and BreadcrumbList structured data", async ({ page }) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(new Date());
  /** What every offer carries for merchant listings: IRR, today's date in Tehran, shipping in Iran and the return policy. */
  const expectMerchantOffer = (offer: Record<string, any>) => {
    expect(offer).toMatchObject({
      priceCurrency: "IRR",
      priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingDestination: { addressCountry: "IR" },
        shippingRate: { currency: "IRR" },
        deliveryTime: { handlingTime: { unitCode: "DAY" }, transitTime: { unitCode: "DAY" } },
      },
      hasMerchantReturnPolicy: { "@type": "MerchantReturnPolicy", applicableCountry: "IR", merchantReturnDays: 7 },
    });
    // Today in Tehran (or tomorrow, when the page was made just before Tehran's midnight).
    expect(offer.priceValidUntil >= today).toBe(true);
  };

  // A chain sold in three lengths: a ProductGroup of three Products, each with its own price and offer.
  await page.goto("/en/gold-chain/mens-figaro-chain");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/gold-chain\/mens-figaro-chain$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /index/);
  const chain = await jsonLdOfType(page, "ProductGroup");
  expect(chain).toMatchObject({
    name: "Men's Figaro chain",
    productGroupID: expect.stringMatching(/^ZG-/),
    variesBy: ["https://schema.org/size"],
    aggregateRating: { "@type": "AggregateRating", ratingCount: expect.any(Number) },
  });
  expect(chain.aggregateRating).not.toHaveProperty("reviewCount");
  expect(chain.image[0]).toMatch(/^http:\/\/localhost:\d+\/media\//);
  const variants = chain.hasVariant as Record<string, any>[];
  expect(variants.map((variant) => variant.size)).toEqual(["40 cm", "45 cm", "50 cm"]);
  for (const variant of variants) {
    expect(variant).toMatchObject({ "@type": "Product", inProductGroupWithID: chain.productGroupID, url: expect.stringMatching(/mens-figaro-chain\?variety=\d+$/) });
    expectMerchantOffer(variant.offers);
  }
  // The default length is sold by the shop and two partners at different prices; the others by the shop.
  const [first, ...others] = variants;
  expect(first!.offers).toMatchObject({ "@type": "AggregateOffer", offerCount: 3 });
  expect(first!.offers.lowPrice).toBeLessThan(first!.offers.highPrice);
  const prices = others.map((variant) => variant.offers.price as number);
  expect(others.map((variant) => variant.offers["@type"])).toEqual(["Offer", "Offer"]);
  expect(prices[0]).toBeLessThan(prices[1]!); // a longer chain weighs more gold
  for (const price of prices) expect(price % 10).toBe(0); // rials: toman × 10
  const breadcrumb = await jsonLdOfType(page, "BreadcrumbList");
  expect(breadcrumb.itemListElement.at(-1).name).toBe("Men's Figaro chain");

  // Studs without lengths or sizes stay a Product: two partners beside the shop at other prices make
  // an AggregateOffer; unrated, they carry the default rating of docs/shop/09-constants.md §9.5.
  await page.goto("/en/stud-earrings/pearl-studs");
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining('"ProductGroup"'));
  const studs = await jsonLdOfType(page, "Product");
  expect(studs).toMatchObject({
    sku: expect.stringMatching(/^ZG-/),
    offers: { "@type": "AggregateOffer", offerCount: 3, availability: "https://schema.org/InStock" },
    aggregateRating: { ratingValue: 4, ratingCount: 15 },
  });
  expectMerchantOffer(studs.offers);
  expect(studs.offers.lowPrice % 10).toBe(0);

  // A discounted bangle in sizes keeps its discount's start; an out-of-stock one says so in each size.
  await page.goto("/en/bangle/twisted-bangle");
  const bangle = await jsonLdOfType(page, "ProductGroup");
  expect(bangle).toMatchObject({ name: "Twisted bangle", brand: { "@type": "Brand" } });
  expect(bangle.hasVariant[0].offers.validFrom).toMatch(/^\d{4}-/);
  await page.goto("/en/bangle/engraved-bangle-traditional-pattern");
  const soldOut = await jsonLdOfType(page, "ProductGroup");
  expect(soldOut.hasVariant.map((variant: Record<string, any>) => variant.offers.availability)).toEqual(
    soldOut.hasVariant.map(() => "https://schema.org/OutOfStock"),
  );
});

test("a product under the wrong category, or none, is redirected to its page", async ({ page }) => {
  await page.goto("/classic-wedding-band");
  await expect(page).toHaveURL(/\/wedding-ring\/classic-wedding-band$/);
  await page.goto("/en/necklaces/classic-wedding-band");
  await expect(page).toHaveURL(/\/en\/wedding-ring\/classic-wedding-band$/);
});

test("a comment is accepted and held until it is approved", async ({ page, request, baseURL, javaScriptEnabled }) => {
  // Up to 15 s for the approved comment to show, after a sign-in and three product pages.
  test.setTimeout(60_000);
  await signInWithPassword(page, REPEAT_CUSTOMER);
  const path = "/gold-chain/venetian-chain-necklace-45-cm"; // product 1
  await page.goto(`${path}?dialog=comment`);
  const dialog = page.locator("[data-comment-form]");
  await expect(dialog).toBeVisible();
  const text = `زنجیر بسیار ظریفی است ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
  await dialog.locator("textarea").fill(text);
  await dialog.getByRole("button", { name: "ثبت دیدگاه" }).click();
  await expect(page.locator('[data-toast="success"]')).toContainText("پس از تأیید نمایش داده می‌شود");
  await page.goto(`${path}?all=1`);
  await expect(page.getByText(text)).toHaveCount(0);

  const held = (await (await request.get(`${baseURL}/shop-api/dev/comments?product_id=1`)).json()) as { data: { id: number; text: string }[] };
  const mine = held.data.find((comment) => comment.text === text);
  expect(mine).toBeTruthy();
  await request.post(`${baseURL}/shop-api/dev/comments/${mine!.id}/approve`);
  // The comments list is shared and cached for a short while (2 s in these tests).
  await expect(async () => {
    await page.goto(`${path}?all=1`);
    await expect(page.getByText(text)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
});

test("a too-short comment is refused beside the field, in the open dialog", async ({ page }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER, "/en");
  await page.goto("/en/gold-chain/venetian-chain-necklace-45-cm?dialog=comment");
  const dialog = page.locator("[data-comment-form]");
  await dialog.locator("textarea").fill("ok");
  await dialog.getByRole("button", { name: "Send the review" }).click();
  await expect(page.locator("#comment-text-error")).toContainText("at least 3");
  await expect(page.locator("[data-comment-form] textarea")).toHaveAttribute("aria-invalid", "true");
});

// Each form of the product page refused beside its field (routes/product.server.ts, one schema per
// intent): without JavaScript by the server, with it by the same rules in the browser first.

const SOLD_OUT = "/bangle/engraved-bangle-traditional-pattern";

test("notify-me refuses a wrong number beside its field, keeping what was typed", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/en${SOLD_OUT}`);
  if (javaScriptEnabled) await hydrated(page);
  const form = page.locator("[data-notify-me]");
  await form.getByLabel("Mobile number").fill("0912 345");
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toHaveText("A mobile number starts with 09 and has 11 digits.");
  await expect(form.getByLabel("Mobile number")).toHaveValue("0912 345");
  await expect(form.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Mobile number").fill("0912 345 6789");
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(page.locator('[data-toast="success"]').last()).toContainText("we will let you know when it is back");
  await expect(page.locator('[data-notify-me] [data-field-error]')).toHaveCount(0);
});

test("a question shorter than 3 characters is refused beside its field; a good one is taken", async ({ page, javaScriptEnabled }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER);
  await page.goto(`${RING}?all=1`);
  if (javaScriptEnabled) await hydrated(page);
  const form = page.locator("[data-ask]");
  await form.getByLabel("پرسش خود را بنویسید").fill("چه");
  await form.getByRole("button", { name: "ثبت پرسش" }).click();
  await expect(form.locator('[data-field-error="question"]')).toHaveText("دست‌کم ۳ نویسه بنویسید.");
  await expect(page.locator("[data-ask]").getByLabel("پرسش خود را بنویسید")).toHaveValue("چه");
  await page.locator("[data-ask]").getByLabel("پرسش خود را بنویسید").fill("برای سایز ۶۰ هم ساخته می‌شود؟");
  await page.locator("[data-ask]").getByRole("button", { name: "ثبت پرسش" }).click();
  await expect(page.locator('[data-toast="success"]').last()).toContainText("پرسش شما ثبت شد");
  await expect(page.locator("[data-ask] [data-field-error]")).toHaveCount(0);
});

test("an instalment request for no plan, or one the product does not offer, is told in the open dialog", async ({ page, javaScriptEnabled }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER, "/en");
  // The dialog only offers the product's plans: the post is changed on its way, as a forged one would be.
  let months = "0";
  await page.route(/\/wedding-ring\/classic-wedding-band/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const form = new URLSearchParams(route.request().postData() ?? "");
    form.set("months", months);
    await route.continue({ postData: form.toString() });
  });
  await page.goto(`/en${RING}?dialog=credit`);
  if (javaScriptEnabled) await hydrated(page);
  const dialog = page.locator("[data-credit-dialog]");
  await dialog.locator('[data-plan="6"]').click();
  await dialog.locator("[data-credit-submit]").click();
  await expect(dialog.locator("[data-credit-error]")).toHaveText("Choose a plan");
  await expect(page).toHaveURL(/\?dialog=credit$/);
  months = "5";
  await dialog.locator("[data-credit-submit]").click();
  await expect(dialog.locator("[data-credit-error]")).toHaveText("This product has no 5-month instalment plan.");
});
