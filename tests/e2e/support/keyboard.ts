import { expect, type Locator, type Page } from "@playwright/test";

/*
 * A shopper with a keyboard alone: Tab (and Shift+Tab) from one control to the next, and at every
 * stop the focus shows and is not hidden under the sticky header or the bottom navigation
 * (WCAG 2.4.7 and 2.4.11).
 */

/**
 * What is wrong with the focus as it is now, or "" when nothing is: nothing focused; a focused
 * element with no outline, ring (box-shadow) or border in the focus colour (the text fields'
 * indicator); or one whose centre, or a point a quarter in from a corner, something else covers (a
 * sticky header, the bottom navigation) where it is on the screen.
 */
export function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return "nothing has focus";
    const name = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}"`;
    const style = getComputedStyle(element);
    // The focus colour as the browser writes colours (rgb…), for comparing with a border.
    const probe = document.createElement("i");
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue("--color-secondary");
    document.body.append(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0 && !/rgba\(.*, 0\)/.test(style.outlineColor);
    const ring = style.boxShadow !== "none";
    const border = Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopColor === focusColour;
    if (!outline && !ring && !border) return `${name} shows no focus (outline ${style.outlineStyle} ${style.outlineWidth}, no ring, border ${style.borderTopColor})`;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return `${name} has no size`;
    if (rect.bottom <= 0 || rect.top >= window.innerHeight || rect.right <= 0 || rect.left >= window.innerWidth) return `${name} is off the screen`;
    // Its centre and four points a quarter in from its corners (inside a rounded box's corners, even a circle's).
    const [x1, x2, x3] = [0.25, 0.5, 0.75].map((share) => rect.left + rect.width * share);
    const [y1, y2, y3] = [0.25, 0.5, 0.75].map((share) => rect.top + rect.height * share);
    const points = [
      [x2, y2],
      [x1, y1],
      [x3, y1],
      [x1, y3],
      [x3, y3],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < window.innerWidth && y! < window.innerHeight);
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x!, y!);
      if (top && top !== element && !element.contains(top) && !top.contains(element)) {
        const cover = top.closest("header, nav, [data-bottom-nav], [data-mobile-header], [data-desktop-header]") ?? top;
        return `${name} is hidden at (${Math.round(x!)}, ${Math.round(y!)}) under <${cover.tagName.toLowerCase()}${cover.className && typeof cover.className === "string" ? `.${cover.className.split(" ").slice(0, 3).join(".")}` : ""}>`;
      }
    }
    return "";
  });
}

/** The focus shows and is clear of anything over it (given time: a page may still be scrolling to it). */
export async function expectFocusShown(page: Page) {
  // Polled often: a journey stops at some 150 controls, and the default intervals (up to 1 s) add up.
  await expect.poll(() => focusProblem(page), { timeout: 5_000, intervals: [50, 100, 250] }).toBe("");
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking the focus at every
 * stop on the way; fails after `most` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 120 } = {}) {
  await target.waitFor();
  for (let press = 0; press < most; press++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const [problem, reached] = await Promise.all([focusProblem(page), target.evaluate((element) => element === document.activeElement)]);
    // A page may still be scrolling to what was focused: given time, the focus must show.
    if (problem) await expectFocusShown(page);
    if (reached) return;
  }
  throw new Error(`${target} was not reached in ${most} presses of ${backwards ? "Shift+Tab" : "Tab"}`);
}

/** From the top of a page: the first Tab shows the skip link, Enter follows it past the header. */
export async function skipToContent(page: Page) {
  await page.keyboard.press("Tab");
  await expect(page.locator('a[href="#main"]')).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press("Enter");
}
