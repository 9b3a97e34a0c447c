import { expect, type Page, test } from "@playwright/test";

// The home page's pictures below its first screen (decision 41): with JavaScript nothing is fetched
// until the shopper scrolls within a screen of them; without it they show as the browser's own lazy
// loading brings them; a lite page keeps its plain lazy images.

const DEFERRED = 'source[media="(scripting: none)"]';

/** The media paths of a section's pictures, as their sources name them. */
function sectionPictures(page: Page) {
  return page.locator("main [data-section]").evaluateAll((sections) =>
    sections.map((section) => {
      const box = section.getBoundingClientRect();
      const paths = [...section.querySelectorAll("picture > source")].flatMap((source) =>
        (source.getAttribute("srcset") ?? "").split(",").map((candidate) => new URL(candidate.trim().split(" ")[0] ?? "", location.href).pathname),
      );
      return { kind: section.getAttribute("data-section"), top: box.top + scrollY, paths: [...new Set(paths)] };
    }),
  );
}

const loaded = (page: Page, selector: string) => page.locator(selector).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

/** The home page's part of the page is hydrated (its effects have run) and a frame was drawn since. */
async function hydratedAndDrawn(page: Page) {
  const carousel = page.locator('[data-section="sliders"] [data-carousel-viewport]');
  await expect.poll(() => carousel.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test("with JavaScript, nothing below the first screen is fetched before a scroll, then what comes within a screen is", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "JavaScript only");
  const requested = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "image") requested.add(new URL(request.url()).pathname);
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  await page.goto("/");
  await hydratedAndDrawn(page);

  const viewport = page.viewportSize()!.height;
  const sections = await sectionPictures(page);
  const onScreen = new Set(sections.filter((section) => section.top < viewport).flatMap((section) => section.paths));
  const below = sections.filter((section) => section.top >= viewport && section.paths.length > 0);
  expect(below.map((section) => section.kind)).toEqual(expect.arrayContaining(["sliders", "categories", "amazing", "bestselling", "blog"]));
  for (const section of below) {
    // A picture that a section on the first screen shows too may rightly have been fetched for it.
    const own = section.paths.filter((path) => !onScreen.has(path));
    expect(own.filter((path) => requested.has(path)), `${section.kind} fetched before any scroll`).toEqual([]);
    await expect(page.locator(`[data-section="${section.kind}"] ${DEFERRED}`).first()).toBeAttached();
  }

  // A first scroll: what lies within a screen below is set free and shown; the magazine, further, waits.
  await page.mouse.wheel(0, 40);
  await expect(page.locator('[data-section="sliders"] picture > source').first()).toHaveAttribute("media", "all");
  await expect.poll(() => loaded(page, '[data-section="sliders"] picture > img'), { timeout: 15_000 }).toBe(true);
  await expect(page.locator(`[data-section="blog"] ${DEFERRED}`).first()).toBeAttached();

  // Scrolled to, the magazine's pictures are set free, fetched and shown.
  const blog = page.locator('[data-section="blog"]');
  await blog.scrollIntoViewIfNeeded();
  await expect(blog.locator("picture > source").first()).toHaveAttribute("media", "all");
  await expect.poll(() => loaded(page, '[data-section="blog"] picture > img'), { timeout: 15_000 }).toBe(true);
  expect(problems).toEqual([]);
});

test("without JavaScript, the pictures below the first screen still show", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "without JavaScript only");
  await page.goto("/");
  for (const kind of ["categories", "bestselling", "blog"]) {
    const section = page.locator(`[data-section="${kind}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator(DEFERRED).first()).toBeAttached();
    await expect.poll(() => loaded(page, `[data-section="${kind}"] picture > img`), { message: kind, timeout: 15_000 }).toBe(true);
  }
});

test("a lite home keeps its plain lazy images, and the first screen's picture is never deferred", async ({ request }) => {
  const lite = await (await request.get("/", { headers: { "Save-Data": "on" } })).text();
  expect(lite).not.toContain("(scripting: none)");
  expect(lite).toMatch(/<img[^>]+loading="lazy"/);
  const full = await (await request.get("/")).text();
  expect(full).toContain('media="(scripting: none)"');
  // The first screen's banners (the first one and the one under it) are not deferred.
  const slides = [...full.matchAll(/data-slide=""/g)].map((match) => match.index);
  expect(full.indexOf('data-section="banners"')).toBeLessThan(full.indexOf("(scripting: none)"));
  expect(full.slice(0, slides[2] ?? full.length)).not.toContain("(scripting: none)");
});
