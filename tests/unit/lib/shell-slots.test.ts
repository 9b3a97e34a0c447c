import { describe, expect, it } from "vitest";
import { jsonScriptText } from "~/lib/script-text";
import { fillSlots, withAttribute } from "~/lib/shell-slots";

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

  it("takes a field without end tag as its slot, and makes a fragment from the shared element when asked", () => {
    const form = `<form><input type="tel" name="mobile" value="" data-shell="viewer-mobile"/><input name="message" value=""/></form>`;
    const filled = fillSlots(form + form, { "viewer-mobile": (element) => withAttribute(element, "value", "09121234567") });
    const once = `<form><input type="tel" name="mobile" value="09121234567" data-shell="viewer-mobile"/><input name="message" value=""/></form>`;
    expect(filled).toBe(once + once);
    // A field rendered without a value gets one; what is written is escaped as React would.
    expect(withAttribute(`<input name="a" data-shell="viewer-mobile"/>`, "value", `"<&>`)).toBe(`<input value="&quot;&lt;&amp;&gt;" name="a" data-shell="viewer-mobile"/>`);
    // Only the element's own opening tag changes, never an element inside it.
    expect(withAttribute(`<button data-likes="3"><span value="x"></span></button>`, "value", "y")).toBe(`<button value="y" data-likes="3"><span value="x"></span></button>`);
  });

  it("writes the shopper's values as JSON a script element cannot be closed by", () => {
    const json = jsonScriptText({ cartCount: 1, userLabel: "</script><b>", promo: null });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).userLabel).toBe("</script><b>");
  });
});
