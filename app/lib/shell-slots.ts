/**
 * The few places where the shell shows one shopper's own state (decision 41): the cart badges, the
 * account button's label, the promo banner, and the same values as JSON for hydration. A page whose
 * content is the same for everyone is rendered once as a first visitor's and kept; a guest with
 * items or a signed-in shopper is sent that page with these slots filled in for them.
 */

/** The promo banner (spec §4): a guest is invited to sign up; a shopper with an unused credit is told so. */
export type Promo = { kind: "invite"; code: 401 | 403; amount: number } | { kind: "credit"; code: 200; message: string };

/** What the shell shows of one shopper. */
export interface ShellPersonal {
  cartCount: number;
  /** The signed-in shopper's name, or mobile; null for a guest. */
  userLabel: string | null;
  promo: Promo | null;
}

export type SlotName = "cart-count" | "bottom-cart" | "account-label" | "promo" | "personal";

/** The attribute that marks a slot's element; a slot never contains an element of its own tag with it. */
export const SLOT_ATTRIBUTE = "data-shell";

/** Whose content a route shows besides the shell's slots: everyone's, or every guest's (route handle). */
export type SharedContent = "everyone" | "guests";

export interface SharedContentHandle {
  sharedContent?: SharedContent;
}

const SLOT_OPENING = new RegExp(`<([a-z]+)\\s[^>]*?${SLOT_ATTRIBUTE}="([a-z-]+)"[^>]*>`, "g");

/** Where the element opened at `from` (a tag named `tag`) ends: its nested elements of the same tag counted. */
function elementEnd(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, "g");
  tags.lastIndex = from;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.indexOf(">", match.index) + 1;
  }
  return -1;
}

/** A page cut at its slots: `parts` around them (one more than `names`), `elements` as they were. */
export interface SlottedPage {
  parts: string[];
  names: SlotName[];
  elements: string[];
}

/**
 * A page cut at each slot's element (React's markup, where `<` and `>` in text and attributes are
 * escaped, so counting tags finds the element's end). An element that does not close stays in its part.
 */
export function splitSlots(html: string): SlottedPage {
  const page: SlottedPage = { parts: [], names: [], elements: [] };
  let copied = 0;
  SLOT_OPENING.lastIndex = 0;
  for (let match = SLOT_OPENING.exec(html); match; match = SLOT_OPENING.exec(html)) {
    const end = elementEnd(html, match[1]!, match.index);
    if (end < 0) continue;
    page.parts.push(html.slice(copied, match.index));
    page.names.push(match[2] as SlotName);
    page.elements.push(html.slice(match.index, end));
    copied = end;
    SLOT_OPENING.lastIndex = end;
  }
  page.parts.push(html.slice(copied));
  return page;
}

/** The text of each piece of a cut page in order, a slot's given fragment in place of its element. */
export function slotPieces(page: SlottedPage, fragments: Partial<Record<SlotName, string>>): string[] {
  return page.parts.flatMap((part, index) => (index < page.names.length ? [part, fragments[page.names[index]!] ?? page.elements[index]!] : [part]));
}

/** The page with each slot's element replaced by the fragment given for it; a slot with none is left as it is. */
export function fillSlots(html: string, fragments: Partial<Record<SlotName, string>>): string {
  return slotPieces(splitSlots(html), fragments).join("");
}
