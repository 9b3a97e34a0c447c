import type { Page } from "@playwright/test";

/**
 * What a person would call a broken layout, found in the rendered page (DESIGN.md §9 "Layout"):
 * - the document wider than the viewport (the phone zooms out);
 * - a visible form control, or a visible element with text of its own, squeezed below a few pixels;
 * - a visible element sticking out of the viewport that is not inside a horizontal scroller, or text
 *   spilling out of the box that holds it;
 * - text cut off by its own box (a box that does not scroll, with content wider or taller than it),
 *   unless it says so itself with an ellipsis or a line clamp;
 * - a price broken from its unit ("۱۲٬۰۰۰ / تومان"), a discount from its word ("۱۵٪ / تخفیف"), or a
 *   badge (a discount, `[data-discount]`, or anything marked `data-nowrap`) broken over two lines.
 * Each defect is one line naming the element (tag, classes, text) and what is wrong with it.
 */
export async function findLayoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defects: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const tolerance = 1;

    function describe(element: Element): string {
      const id = element.id ? `#${element.id}` : "";
      const name = element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : "";
      const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 6).join(".")}` : "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${name}${classes}>${text ? ` "${text}"` : ""}`;
    }

    /** Hidden on purpose: not rendered, invisible, or the 1 px clipped box of a screen-reader-only text. */
    function isHidden(element: Element): boolean {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const rect = node.getBoundingClientRect();
        const clipped = style.clip !== "auto" || (style.clipPath !== "none" && style.clipPath !== "");
        if (clipped && rect.width <= 1 && rect.height <= 1) return true;
      }
      return false;
    }

    function hasOwnText(element: Element): boolean {
      return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
    }

    /**
     * Inside a box that clips or scrolls sideways (a carousel, a table's scroller): sticking out is
     * its design. The root and the body do not count: clipping the page hides a defect, not a design.
     */
    function inHorizontalScroller(element: Element): boolean {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    }

    /** A box its content needs, squeezed to almost nothing: its text and controls spill out of it. */
    function squeezedAncestor(element: Element): Element | null {
      let outermost: Element | null = null;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const display = getComputedStyle(node).display;
        if (display === "contents" || display.startsWith("inline")) continue;
        const rect = node.getBoundingClientRect();
        if (rect.width < 2) outermost = node;
      }
      return outermost;
    }

    const width = document.documentElement.scrollWidth;
    if (width > viewportWidth + tolerance) defects.push(`the document is ${width} px wide on a ${viewportWidth} px screen`);

    const controls = "input:not([type=hidden]), select, textarea, button";
    const textControls = "input:not([type=hidden], [type=checkbox], [type=radio], [type=submit], [type=button]), select, textarea";
    const squeezedBoxes = new Set<Element>();
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("script, style, template, svg, noscript")) continue;
      const isControl = element.matches(controls);
      const ownText = hasOwnText(element);
      const nowrap = element.matches("[data-nowrap], [data-discount]");
      if (!isControl && !ownText && !nowrap) continue;
      if (isHidden(element)) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);

      if ((isControl || ownText) && style.display !== "contents") {
        // A field must show a few characters; a box, a tick; a text, at least its thinnest glyph (۱).
        const least = element.matches(textControls) ? 40 : isControl ? 8 : 2;
        if (rect.width < least || rect.height < Math.min(least, 8)) {
          defects.push(`${describe(element)} is squeezed to ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
          continue;
        }
        const box = squeezedAncestor(element);
        if (box && !squeezedBoxes.has(box)) {
          squeezedBoxes.add(box);
          defects.push(`${describe(box)} is squeezed to ${Math.round(box.getBoundingClientRect().width)} px wide, its content spilling out`);
        }
      }
      if ((rect.right > viewportWidth + tolerance || rect.left < -tolerance) && !inHorizontalScroller(element)) {
        defects.push(`${describe(element)} sticks out of the screen (${Math.round(rect.left)}…${Math.round(rect.right)} px of ${viewportWidth})`);
      }
      if (ownText && !isControl && style.position !== "absolute" && style.position !== "fixed") {
        const parent = element.parentElement;
        const parentStyle = parent && getComputedStyle(parent);
        const block = !style.display.startsWith("inline") && style.display !== "contents";
        const spills = style.overflowX === "visible" && element.scrollWidth > element.clientWidth + 2;
        if (block && spills) defects.push(`${describe(element)} spills its text out of its box (${element.scrollWidth} px in ${element.clientWidth})`);
        else if (parent && parentStyle && !parentStyle.display.startsWith("inline") && parentStyle.display !== "contents" && !inHorizontalScroller(element)) {
          const box = parent.getBoundingClientRect();
          if (rect.left < box.left - 2 || rect.right > box.right + 2) {
            defects.push(`${describe(element)} spills out of its box (${Math.round(rect.left)}…${Math.round(rect.right)} in ${Math.round(box.left)}…${Math.round(box.right)} px)`);
          }
        }
      }
      if (ownText && !isControl) {
        const cutX = style.overflowX !== "visible" && style.overflowX !== "auto" && style.overflowX !== "scroll";
        const cutY = style.overflowY !== "visible" && style.overflowY !== "auto" && style.overflowY !== "scroll";
        const saysSo = style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none";
        if (!saysSo && ((cutX && element.scrollWidth > element.clientWidth + tolerance) || (cutY && element.scrollHeight > element.clientHeight + tolerance))) {
          defects.push(`${describe(element)} cuts its text off (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
        }
      }
      if (nowrap) {
        const lines = new Set([...element.getClientRects()].map((line) => Math.round(line.top)));
        const textHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.6;
        if (lines.size > 1 || rect.height > textHeight * 1.6) defects.push(`${describe(element)} breaks over two lines`);
      }
    }

    // A number and its unit on one line: each occurrence measured as a range of its text.
    const unit = /[\d۰-۹][\d۰-۹٬,.٫]*[\s\u00a0]*(?:تومان|Toman|٪[\s\u00a0]*تخفیف|% off)/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!/تومان|Toman|تخفیف|off/.test(text) || !node.parentElement || isHidden(node.parentElement)) continue;
      for (const match of text.matchAll(unit)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const tops = rects.map((rect) => rect.top);
        const lineHeight = Math.min(...rects.map((rect) => rect.height));
        if (rects.length > 1 && Math.max(...tops) - Math.min(...tops) > lineHeight / 2) defects.push(`${describe(node.parentElement)}: "${match[0]}" breaks over two lines`);
      }
    }
    return defects;
  });
}

/**
 * Scrolls to the end of the page a screen at a time, so lazy images and sections (content-visibility,
 * loading=lazy, islands that wait to be seen) render, then back to the top. Each step waits for a
 * frame by taking a one-pixel screenshot: a page without JavaScript runs no animation-frame callback.
 */
export async function scrollToEnd(page: Page) {
  const frame = () => page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, animations: "allow", caret: "initial" });
  for (let screen = 1; screen <= 30; screen++) {
    const more = await page.evaluate((n) => {
      window.scrollTo({ top: n * window.innerHeight, behavior: "instant" });
      return (n + 1) * window.innerHeight < document.documentElement.scrollHeight;
    }, screen);
    await frame();
    if (!more) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await frame();
}
