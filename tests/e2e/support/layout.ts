import type { Page } from "@playwright/test";

/**
 * What a person would call a broken layout, found in the rendered page (docs/shop/17-budgets.md §17.10):
 * - the document wider than the viewport (the phone zooms out);
 * - a visible form control, or a visible element with text of its own, squeezed below a few pixels;
 * - a visible element sticking out of the viewport that is not inside a horizontal scroller, or text
 *   spilling out of the box that holds it;
 * - text cut off by its own box or by any box around it that clips (overflow hidden or clip: a card),
 *   or spilling out of a box around it that shows (a border, a background: a fixed-width card),
 *   measured on the text's own lines, whichever side it leaves by (a number cut at its start in a
 *   right-to-left page too). A box that scrolls, or a carousel's viewport (`data-embla`, moved by
 *   script), ends the search: what it hides is a scroll away; so does a positioned box (placed on
 *   purpose), after itself. Truncation on purpose says so with an ellipsis or a line clamp;
 * - a price broken from its unit ("۱۲٬۰۰۰ / تومان") or its sign ("− / ۱۲٬۰۰۰ تومان"), a discount from
 *   its word ("۱۵٪ / تخفیف"), or a badge (a discount, `[data-discount]`, or anything marked
 *   `data-nowrap`) broken over two lines.
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

    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
    const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
    const transparent = (color: string) => color === "transparent" || /^rgba\(.*,\s*0\)$/.test(color);
    /** A box a person sees the edges of: a border, a background or a shadow. */
    function showsItsBox(style: CSSStyleDeclaration): boolean {
      const bordered = ["Top", "Right", "Bottom", "Left"].some(
        (side) => Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      );
      return bordered || !transparent(style.backgroundColor) || style.backgroundImage !== "none" || style.boxShadow !== "none";
    }

    /**
     * The first box around an element's own text (the element itself included) that cuts a line of
     * it off or that it spills out of: the text's lines measured as ranges, so that a number sticking
     * out at its start (an end-aligned price wider than its card, in either direction) counts.
     */
    function textCutOrSpilling(element: Element): string | null {
      const lines: DOMRect[] = [];
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? "").trim() === "") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
      }
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = styleOf(box);
        if (style.display === "contents") continue;
        if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") return null;
        if (scrolls(style.overflowX) || scrolls(style.overflowY) || box.hasAttribute("data-embla")) return null;
        const edges = box.getBoundingClientRect();
        const [cutX, cutY] = [clips(style.overflowX), clips(style.overflowY)];
        if (cutX || cutY) {
          // Overflow is clipped at the padding box: inside the borders.
          const inner = {
            left: edges.left + Number.parseFloat(style.borderLeftWidth),
            right: edges.right - Number.parseFloat(style.borderRightWidth),
            top: edges.top + Number.parseFloat(style.borderTopWidth),
            bottom: edges.bottom - Number.parseFloat(style.borderBottomWidth),
          };
          const cut = lines.find(
            (line) =>
              (cutX && (line.left < inner.left - tolerance || line.right > inner.right + tolerance)) ||
              (cutY && (line.top < inner.top - tolerance || line.bottom > inner.bottom + tolerance)),
          );
          if (cut) {
            const where = box === element ? "its own box" : describe(box);
            return `${describe(element)} is cut off by ${where} (text ${Math.round(cut.left)}…${Math.round(cut.right)} × ${Math.round(cut.top)}…${Math.round(cut.bottom)} in ${Math.round(inner.left)}…${Math.round(inner.right)} × ${Math.round(inner.top)}…${Math.round(inner.bottom)} px)`;
          }
        } else if (box !== element && showsItsBox(style)) {
          const spill = lines.find((line) => line.left < edges.left - tolerance || line.right > edges.right + tolerance);
          if (spill) return `${describe(element)} spills out of ${describe(box)} (text ${Math.round(spill.left)}…${Math.round(spill.right)} in ${Math.round(edges.left)}…${Math.round(edges.right)} px)`;
        }
        if (style.position === "absolute" || style.position === "fixed") return null;
      }
      return null;
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
      const style = styleOf(element);
      const found = defects.length;

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
      // Once for each text: not again for what the checks above found.
      if (ownText && !isControl && defects.length === found) {
        const cutOrSpilling = textCutOrSpilling(element);
        if (cutOrSpilling) defects.push(cutOrSpilling);
      }
      if (nowrap) {
        const lines = new Set([...element.getClientRects()].map((line) => Math.round(line.top)));
        const textHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.6;
        if (lines.size > 1 || rect.height > textHeight * 1.6) defects.push(`${describe(element)} breaks over two lines`);
      }
    }

    // A number, its sign and its unit on one line: each occurrence measured as a range of its text.
    const unit = /(?:[−+][\s\u00a0]*)?[\d۰-۹][\d۰-۹٬,.٫]*[\s\u00a0]*(?:تومان|Toman|٪[\s\u00a0]*تخفیف|% off)/g;
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
 * frame: where scripts run, two animation frames in the page; without them (no animation-frame
 * callback runs) a one-pixel screenshot, which costs several times as much.
 */
export async function scrollToEnd(page: Page, { scripts }: { scripts: boolean }) {
  const scrollTo = (n: number) =>
    page.evaluate(
      ([n, scripts]) => {
        window.scrollTo({ top: n * window.innerHeight, behavior: "instant" });
        const more = (n + 1) * window.innerHeight < document.documentElement.scrollHeight;
        return scripts ? new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(more)))) : more;
      },
      [n, scripts] as const,
    );
  const frame = () => (scripts ? Promise.resolve() : page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, animations: "allow", caret: "initial" }));
  for (let screen = 1; screen <= 30; screen++) {
    const more = await scrollTo(screen);
    await frame();
    if (!more) break;
  }
  await scrollTo(0);
  await frame();
}
