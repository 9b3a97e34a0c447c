import { describe, expect, it } from "vitest";
import { jsonScriptText } from "~/lib/script-text";
import { fillSlots } from "~/lib/shell-slots";

describe("fillSlots", () => {
  const page =
    `<a href="/cart"><svg></svg><span class="contents" data-shell="cart-count"><span class="sr-only">Cart, empty</span></span></a>` +
    `<nav><span class="relative" data-shell="bottom-cart"><svg><use href="#cart"></use></svg></span></nav>` +
    `<div data-shell="promo"><aside><div><p>Join</p></div></aside></div><main><div>kept</div></main>` +
    `<script type="application/json" data-shell="personal">{"cartCount":0}</script>`;

  it("replaces each slot's whole element, nested elements of its tag included, wherever it appears", () => {
    const filled = fillSlots(page + page, {
      "cart-count": `<span data-shell="cart-count"><span>2</span></span>`,
      promo: `<div data-shell="promo"></div>`,
      "personal": `<script data-shell="personal">{"cartCount":2}</script>`,
    });
    const once = `<a href="/cart"><svg></svg><span data-shell="cart-count"><span>2</span></span></a>` +
      `<nav><span class="relative" data-shell="bottom-cart"><svg><use href="#cart"></use></svg></span></nav>` +
      `<div data-shell="promo"></div><main><div>kept</div></main><script data-shell="personal">{"cartCount":2}</script>`;
    expect(filled).toBe(once + once);
  });

  it("leaves a page without slots, or with an element that does not close, as it is", () => {
    expect(fillSlots("<main>no slots</main>", { promo: "<div></div>" })).toBe("<main>no slots</main>");
    expect(fillSlots(`<div data-shell="promo"><div>`, { promo: "<div></div>" })).toBe(`<div data-shell="promo"><div>`);
  });

  it("writes the shopper's values as JSON a script element cannot be closed by", () => {
    const json = jsonScriptText({ cartCount: 1, userLabel: "</script><b>", promo: null });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).userLabel).toBe("</script><b>");
  });
});
