import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "../support/forms";

// Pictures below the first screen of a category, a search and a product page (decision 41, issue 32):
// with JavaScript nothing is fetched until the shopper scrolls near them; without it they show as the
// browser's own lazy loading brings them. The home page's are tested in home-images.phone.spec.ts.

const DEFERRED = 'source[media="(scripting: none)"]';
const SEARCH = `/search?q=${encodeURIComponent("زنجیر")}`;
const PRODUCT = "/wedding-ring/classic-wedding-band";

/** The files a deferred picture may fetch (its source's srcset; a thumbnail shows the same picture at another width). */
const deferredFiles = (pictures: Locator) =>
  pictures.locator(DEFERRED).evaluateAll((sources) =>
    sources.flatMap((source) =>
      (source.getAttribute("srcset") ?? "").split(",").map((candidate) => {
        const url = new URL(candidate.trim().split(" ")[0] ?? "", location.href);
        return url.pathname + url.search;
      }),
    ),
  );

const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** Image requests of the page (path and query). */
function imageRequests(page: Page) {
  const requested = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "image") requested.add(url.pathname + url.search);
  });
  return requested;
}

/** Scrolled to, a deferred picture is set free, fetched and shown. */
async function shownWhenNear(page: Page, picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture.locator("source")).toHaveAttribute("media", "all");
  await expect.poll(() => loaded(picture.locator("img")), { timeout: 15_000 }).toBe(true);
}

/** What the deferred pictures in `pictures` may fetch was not fetched yet (`requested`: the page's image requests). */
async function notYetFetched(pictures: Locator, requested: Set<string>, what: string) {
  const files = await deferredFiles(pictures);
  expect(files.length, `${what} has deferred pictures`).toBeGreaterThan(0);
  expect(files.filter((file) => requested.has(file)), `${what} fetched before any scroll`).toEqual([]);
}

test("with JavaScript, a category's cards below the first screen wait for a scroll", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "JavaScript only");
  const requested = imageRequests(page);
  // A category: the first four cards come with the page, the others wait.
  await page.goto("/necklaces");
  await hydrated(page);
  const cards = page.locator("[data-listing] > li");
  await expect(cards.nth(0).locator(DEFERRED)).toHaveCount(0);
  await expect(cards.nth(3).locator(DEFERRED)).toHaveCount(0);
  await notYetFetched(cards, requested, "the category");
  await shownWhenNear(page, cards.nth(4).locator("picture"));
});

test("with JavaScript, a search's cards below the first screen wait for a scroll", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "JavaScript only");
  const requested = imageRequests(page);
  await page.goto(SEARCH);
  await hydrated(page);
  await notYetFetched(page.locator("main ul.grid > li"), requested, "the search");
});

test("with JavaScript, a product's next pictures and related products wait for a scroll", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "JavaScript only");
  const requested = imageRequests(page);
  await page.goto(PRODUCT);
  await hydrated(page);
  const related = page.locator('[data-section="related"]');
  await expect(related).toBeAttached({ timeout: 15_000 });
  await expect(page.locator("#product-image-1").locator(DEFERRED)).toHaveCount(0);
  await notYetFetched(page.locator("[data-gallery]"), requested, "the gallery");
  await notYetFetched(related, requested, "the related products");
  await shownWhenNear(page, related.locator("picture").first());
});

test("without JavaScript, a listing's and a product's pictures below the first screen still show", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "without JavaScript only");
  await page.goto("/necklaces");
  const last = page.locator("[data-listing] > li").last();
  await expect(last.locator(DEFERRED)).toBeAttached();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(last.locator("img")), { timeout: 15_000 }).toBe(true);

  await page.goto(`${PRODUCT}?all=1`);
  const second = page.locator("#product-image-2");
  await expect(second.locator(DEFERRED)).toBeAttached();
  await second.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(second.locator("img")), { timeout: 15_000 }).toBe(true);
  const related = page.locator('[data-section="related"]');
  await related.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(related.locator("img").first()), { timeout: 15_000 }).toBe(true);
});
