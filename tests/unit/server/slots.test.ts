import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { jsonScriptText } from "~/lib/script-text";
import { slotMarks, withAttribute } from "~/lib/shell-slots";
import { slotMarksStream } from "~/server-lib/slot-marks.server";
import { deflatedPiece, gzipOfPieces, storedPiece } from "../../../server/page-cache/gzip";
import { cutAtSlots, slotPieces } from "../../../server/page-cache/slots";

// A page's slots (decisions 43 and 46): marked by the renderer, cut and filled by the page cache.

const page =
  `<a href="/cart"><svg></svg><!--slot cart-count--><span class="contents" data-shell="cart-count"><span class="sr-only">Cart, empty</span></span><!--/slot cart-count--></a>` +
  `<!--slot promo--><div data-shell="promo"><aside><div><p>Join</p></div></aside></div><!--/slot promo--><main><div>kept</div></main>` +
  `<form><!--slot viewer-mobile--><input type="tel" name="mobile" value="" data-shell="viewer-mobile"/><!--/slot viewer-mobile--></form>`;

describe("a page's slots", () => {
  it("are cut where the renderer marked them, and filled with a shopper's fragments, the marks kept", () => {
    const cut = cutAtSlots(page + page)!;
    expect(cut.slots.map((slot) => slot.name)).toEqual(["cart-count", "promo", "viewer-mobile", "cart-count", "promo", "viewer-mobile"]);
    expect(cut.slots[1]!.element).toBe(`<div data-shell="promo"><aside><div><p>Join</p></div></aside></div>`);
    // Unfilled, the page is as it was; outside its slots, it is its parts.
    expect(slotPieces(cut, {}).join("")).toBe(page + page);
    const filled = slotPieces(cut, {
      "cart-count": `<span data-shell="cart-count">2</span>`,
      "viewer-mobile": (element) => withAttribute(element, "value", "09121234567"),
    }).join("");
    const once = page
      .replace(/(<!--slot cart-count-->).*?(<!--\/slot)/, "$1<span data-shell=\"cart-count\">2</span>$2")
      .replace('value=""', 'value="09121234567"');
    expect(filled).toBe(once + once);
  });

  it("are not cut where a mark is not closed as the renderer closes it", () => {
    expect(cutAtSlots("<main>no slots</main>")).toEqual({ parts: ["<main>no slots</main>"], slots: [] });
    expect(cutAtSlots(`<!--slot promo--><div></div><!--/slot cart-count-->`)).toBeNull();
    expect(cutAtSlots(`<!--slot promo`)).toBeNull();
  });

  it("are marked in the rendered stream with the render's nonce only, a mark split between chunks included", async () => {
    const [opening, closing] = slotMarks("n0nce", "promo");
    const [otherOpening] = slotMarks("other", "promo");
    const text = `<p>${otherOpening}</p>${opening}<div data-shell="promo"></div>${closing}<p>سلام</p>`;
    const bytes = Buffer.from(text);
    // Cut anywhere: in the middle of a mark's multi-byte first character too.
    for (const at of [0, 4, 8, 9, 10, 11, 14, 30, bytes.length - 3]) {
      const out: Buffer[] = [];
      for await (const chunk of Readable.from([bytes.subarray(0, at), bytes.subarray(at)]).pipe(slotMarksStream("n0nce"))) out.push(chunk as Buffer);
      expect(Buffer.concat(out).toString(), `cut at ${at}`).toBe(`<p>${otherOpening}</p><!--slot promo--><div data-shell="promo"></div><!--/slot promo--><p>سلام</p>`);
    }
  });

  it("make one gzip stream of the page's parts, deflated each on its own, and the shopper's fragments, stored", () => {
    const parts = ["<html>", "<main>".padEnd(5000, "طلا"), "<p>", "</html>"];
    // The last fragment takes two stored blocks, cut in the middle of a two-byte character.
    const fragments = ["<span>۲</span>", "", "ط".repeat(40_000)];
    const pieces = parts.flatMap((part, index) => [deflatedPiece(part, index === parts.length - 1), ...(index < fragments.length ? [storedPiece(fragments[index]!)] : [])]);
    const gzip = gzipOfPieces(pieces);
    // gunzip checks the trailer's CRC-32 and length too.
    expect(gunzipSync(gzip).toString()).toBe(parts.map((part, index) => part + (fragments[index] ?? "")).join(""));
  });

  it("set a field's value escaped as React would, on the element's own opening tag only", () => {
    expect(withAttribute(`<input name="a" data-shell="viewer-mobile"/>`, "value", `"<&>`)).toBe(`<input value="&quot;&lt;&amp;&gt;" name="a" data-shell="viewer-mobile"/>`);
    expect(withAttribute(`<button data-likes="3"><span value="x"></span></button>`, "value", "y")).toBe(`<button value="y" data-likes="3"><span value="x"></span></button>`);
  });

  it("write the shopper's values as JSON a script element cannot be closed by", () => {
    const json = jsonScriptText({ cartCount: 1, userLabel: "</script><b>", promo: null });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).userLabel).toBe("</script><b>");
  });
});
