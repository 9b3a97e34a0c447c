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

/**
 * The page with each slot's element replaced by the fragment given for it (React's markup, where
 * `<` and `>` in text and attributes are escaped, so counting tags finds the element's end). A slot
 * with no fragment, or an element that does not close, is left as it is.
 */
export function fillSlots(html: string, fragments: Partial<Record<SlotName, string>>): string {
  let filled = "";
  let copied = 0;
  SLOT_OPENING.lastIndex = 0;
  for (let match = SLOT_OPENING.exec(html); match; match = SLOT_OPENING.exec(html)) {
    const fragment = fragments[match[2] as SlotName];
    if (fragment === undefined) continue;
    const end = elementEnd(html, match[1]!, match.index);
    if (end < 0) continue;
    filled += html.slice(copied, match.index) + fragment;
    copied = end;
    SLOT_OPENING.lastIndex = end;
  }
  return filled + html.slice(copied);
}
