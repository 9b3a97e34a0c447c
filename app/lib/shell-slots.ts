/**
 * The few places where a page shows one shopper's own state (decisions 43 and 46): the cart badges,
 * the account button's label, the promo banner, a product's like button and the signed-in shopper's
 * own parts of its page, and the same values as JSON for hydration. A page whose
 * content is the same for everyone is rendered once as a first visitor's and kept; a guest with
 * items or a signed-in shopper is sent that page with these slots filled in for them.
 */

/**
 * The promo banner (docs/shop/04-flows.md §4.6): a guest is invited to sign up; a shopper with an
 * unused credit is told so.
 */
export type Promo = { kind: "invite"; code: 401 | 403; amount: number } | { kind: "credit"; code: 200; message: string };

/** What pages show of a signed-in shopper besides the shell: their mobile in forms, their prices. */
export interface Viewer {
  mobile: string;
  /** In the site's vip_members (docs/shop/06-roles.md §6.3): the price dialog shows the detailed breakdown. */
  vip: boolean;
}

/** What the shell shows of one shopper. */
export interface ShellPersonal {
  cartCount: number;
  /** The signed-in shopper's name, or mobile; null for a guest. */
  userLabel: string | null;
  promo: Promo | null;
  /** Null for a guest. */
  viewer: Viewer | null;
  /** On a product's page: whether the signed-in shopper likes it (absent where the page itself says). */
  liked?: boolean;
}

/**
 * The shell's slots, and a product page's parts that differ for a signed-in shopper: the like
 * button, the mobile fields, the link to write a comment and the question form.
 */
export type SlotName =
  | "cart-count"
  | "bottom-cart"
  | "account-label"
  | "promo"
  | "personal"
  | "product-like"
  | "viewer-mobile"
  | "comment-write"
  | "question-ask";

/** A shopper's markup for a slot, or how to make it from the shared page's element (e.g. a field's value). */
export type SlotFragment = string | ((element: string) => string);

/** A shopper's markup for the slots of a shared page. */
export type SlotFragments = Partial<Record<SlotName, SlotFragment>>;

/** The attribute that marks a slot's element; a slot never contains an element of its own tag with it. */
export const SLOT_ATTRIBUTE = "data-shell";

/** Whose content a route shows besides the shell's slots: everyone's, or every guest's (route handle). */
export type SharedContent = "everyone" | "guests";

export interface SharedContentHandle {
  /** Whose content the route shows; a function when it depends on the query (a dialog opened by the URL). */
  sharedContent?: SharedContent | ((search: URLSearchParams) => SharedContent);
}

const SLOT_OPENING = new RegExp(`<([a-z]+)\\s[^>]*?${SLOT_ATTRIBUTE}="([a-z-]+)"[^>]*>`, "g");

/** Elements without content or end tag: the slot is the opening tag itself. */
const VOID_ELEMENTS = new Set(["input", "img", "meta", "link", "br", "hr", "source"]);

/** Where the element opened at `from` (a tag named `tag`) ends: its nested elements of the same tag counted. */
function elementEnd(html: string, tag: string, from: number): number {
  if (VOID_ELEMENTS.has(tag)) return html.indexOf(">", from) + 1;
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
export function slotPieces(page: SlottedPage, fragments: SlotFragments): string[] {
  return page.parts.flatMap((part, index) => {
    if (index >= page.names.length) return [part];
    const element = page.elements[index]!;
    const fragment = fragments[page.names[index]!] ?? element;
    return [part, typeof fragment === "string" ? fragment : fragment(element)];
  });
}

/** The page with each slot's element replaced by the fragment given for it; a slot with none is left as it is. */
export function fillSlots(html: string, fragments: SlotFragments): string {
  return slotPieces(splitSlots(html), fragments).join("");
}

/** An element with an attribute of its opening tag set to `value` (escaped as React does), added if it had none. */
export function withAttribute(element: string, name: string, value: string): string {
  const escaped = value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const openingEnd = element.indexOf(">");
  const opening = element.slice(0, openingEnd);
  const existing = new RegExp(`\\s${name}="[^"]*"`);
  const changed = existing.test(opening) ? opening.replace(existing, () => ` ${name}="${escaped}"`) : opening.replace(/^<[a-z]+/, (tag) => `${tag} ${name}="${escaped}"`);
  return changed + element.slice(openingEnd);
}
