import { type SlotFragments, type SlotName, slotClosing } from "~/lib/shell-slots";

/**
 * A kept page cut where its renderer marked its slots (`<!--slot NAME-->` before the slot's element,
 * `<!--/slot NAME-->` after it: components/ui/slot.tsx): the page's own `parts` around the slots,
 * one more than `slots`, each part keeping the marks beside it.
 */
export interface CutPage {
  parts: string[];
  slots: { name: SlotName; element: string }[];
}

const OPENING = "<!--slot ";

/** The page cut at its slots' marks; null when a mark is not closed as the renderer closes it. */
export function cutAtSlots(html: string): CutPage | null {
  const page: CutPage = { parts: [], slots: [] };
  let copied = 0;
  for (let at = html.indexOf(OPENING); at !== -1; at = html.indexOf(OPENING, copied)) {
    const nameEnd = html.indexOf("-->", at);
    if (nameEnd === -1) return null;
    const name = html.slice(at + OPENING.length, nameEnd) as SlotName;
    const openingEnd = nameEnd + 3;
    const end = html.indexOf(slotClosing(name), openingEnd);
    if (end === -1) return null;
    page.parts.push(html.slice(copied, openingEnd));
    page.slots.push({ name, element: html.slice(openingEnd, end) });
    copied = end;
  }
  page.parts.push(html.slice(copied));
  return page;
}

/** A cut page's pieces in order, each slot as the shopper's fragment (its shared element where they have none). */
export function slotPieces(page: CutPage, fragments: SlotFragments): string[] {
  return page.parts.flatMap((part, index) => {
    const slot = page.slots[index];
    if (!slot) return [part];
    const fragment = fragments[slot.name] ?? slot.element;
    return [part, typeof fragment === "string" ? fragment : fragment(slot.element)];
  });
}
