import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInWithPassword, VIP_CUSTOMER } from "../support/accounts";
import { addThroughCartForm, STUDS } from "../support/checkout";
import { hydrated } from "../support/forms";
import { DIALOG_PATHS, inEnglish, VIP_ROUTES } from "../support/pages";

// WCAG 2.2 AA by axe over every page of the route table and every dialog a page opens by URL, in
// both languages, signed out and signed in (the VIP, with an item in her cart), in the two projects
// where scripts run (axe reads the rendered page; the markup is the same without them). Every
// violation counts, whatever its impact (decision 48).

/** WCAG 2.0, 2.1 and 2.2 A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * Rules outside those tags (or experimental) that Lighthouse's accessibility score counts: with them
 * the suite keeps that score at 100 (bench/lighthouse-a11y.mjs) on every page, not only on the few
 * Lighthouse is run on. Among them the heading order and a name that contains the visible label.
 */
const LIGHTHOUSE_RULES = [
  "accesskeys",
  "aria-allowed-role",
  "aria-conditional-attr",
  "aria-deprecated-role",
  "aria-dialog-name",
  "aria-prohibited-attr",
  "aria-text",
  "aria-treeitem-name",
  "empty-heading",
  "heading-order",
  "html-xml-lang-mismatch",
  "identical-links-same-purpose",
  "image-redundant-alt",
  "input-button-name",
  "label-content-name-mismatch",
  "landmark-one-main",
  "link-in-text-block",
  "meta-viewport",
  "select-name",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "table-fake-caption",
  "target-size",
  "td-has-header",
];

/**
 * The pages whose whole document axe reads: the shell's variants (the home page's header and h1
 * footer, a category's footer with the phone block, an ordinary page's header; signed in, the
 * account's label and banner), and a page without the shell (the flat layout has no <main>). On the
 * other pages axe reads the page's own part, <main>, or the dialog open over it: the shell around it
 * is the same.
 */
const WHOLE_DOCUMENT = new Set(["/", "/necklaces", "/login", "/profile", "/errorPage"]);

/**
 * A page whose content is everyone's (its route's handle says `sharedContent: "everyone"`, decision
 * 43) is the same page signed in but for the shell's slots, which the shell's pages check: signed in,
 * only those of them in WHOLE_DOCUMENT are read again.
 */
const everyones = (file: string) => /sharedContent: "everyone"/.test(readFileSync(`app/${file}`, "utf8"));

/** Each page once per language and state: a page's Persian at one size and its English at the other. */
function pathsFor(isMobile: boolean, language: "fa" | "en", signedIn: boolean): string[] {
  const paths = [...VIP_ROUTES, ...DIALOG_PATHS.map((path) => ({ file: "", path }))]
    .filter((_, index) => index % 2 === (isMobile === (language === "fa") ? 1 : 0))
    .filter(({ file, path }) => !signedIn || !file || WHOLE_DOCUMENT.has(path) || !everyones(file))
    .map(({ path }) => path);
  return language === "fa" ? paths : paths.map(inEnglish);
}

/** axe's violations on the page as it is now, one line each: the rule and the elements. */
async function violations(page: Page, path: string): Promise<string[]> {
  const dialog = page.locator("dialog[open]");
  const hasDialog = (await dialog.count()) > 0;
  // axe measures colours as painted: an open dialog is measured once it has faded in.
  if (hasDialog) await dialog.first().evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)));
  const whole = !hasDialog && (WHOLE_DOCUMENT.has(path.replace(/^\/en(\/|$)/, "/")) || (await page.locator("main").count()) === 0);
  let axe = new AxeBuilder({ page }).options({
    runOnly: { type: "tag", values: WCAG_TAGS },
    rules: Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }])),
    // Only violations are read: axe skips describing what passed.
    resultTypes: ["violations"],
  })
    // One run in the page itself: the shop's pages have no frames (the tag manager's is in <noscript>),
    // and the default opens a blank page per run to merge the frames' results (half of each run's time).
    .setLegacyMode(true);
  if (!whole) axe = axe.include(hasDialog ? "dialog[open]" : "main");
  const results = await axe.analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe.configure({ mode: "parallel" });

for (const signedIn of [false, true]) {
  for (const language of ["fa", "en"] as const) {
    test(`every page has no WCAG 2.2 AA violation: ${signedIn ? "signed in" : "signed out"}, ${language}`, async ({ page, isMobile, baseURL }) => {
      const paths = pathsFor(isMobile, language, signedIn);
      test.setTimeout(paths.length * 8_000);
      if (signedIn) {
        await signInWithPassword(page, VIP_CUSTOMER);
        await addThroughCartForm(page, baseURL!, STUDS, 1);
      }
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        // axe reads the document, not the pictures: no need to wait for them.
        const response = await page.goto(path, { waitUntil: "domcontentloaded" });
        expect(response?.status(), path).toBeLessThan(500);
        // A page that sent the visitor elsewhere (a guest's profile, to sign in) is checked where it leads.
        const landed = new URL(page.url());
        if (`${landed.pathname}${landed.search}` !== path) continue;
        // Hydration changes the page (a dialog becomes modal): read it after (the flat error page has no footer form).
        if ((await page.locator("#newsletter").count()) > 0) await hydrated(page);
        const onPage = await violations(page, path);
        if (onPage.length > 0) found[path] = onPage;
      }
      expect(found).toEqual({});
    });
  }
}

test("the product inquiry, refused, has no accessibility violation", async ({ page }) => {
  await page.goto("/bangle/engraved-bangle-traditional-pattern"); // out of stock: the inquiry is offered
  await hydrated(page);
  const form = page.locator("[data-product-inquiry]");
  await form.getByRole("button", { name: "استعلام کنید" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toBeVisible();
  const results = await new AxeBuilder({ page }).include("[data-purchase-box]").withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
