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

/**
 * What a returning shopper is sent (decisions 40, 43 and 46): the page every guest with an empty
 * cart sees, as it is; a shared page with their slots filled in; or a page rendered for them.
 */
export type SharedPageVisitor = { kind: "guest" } | { kind: "slotted"; fragments: SlotFragments } | { kind: "own" };

/**
 * How a page rendered for the page cache says where each slot is (server/page-cache/slots.ts): a
 * comment before the slot's element and one after it, which the renderer writes (components/ui/slot.tsx)
 * and nothing else can: React escapes `<` in text and attributes.
 */
export const slotOpening = (name: SlotName) => `<!--slot ${name}-->`;
export const slotClosing = (name: SlotName) => `<!--/slot ${name}-->`;

/**
 * React renders no comment, so a slot writes each of its comments as text: `SLOT_MARK`, the
 * render's own random nonce, the comment and `SLOT_MARK_END`, which the renderer's stream turns
 * into the comment (slot-marks.server.ts). Text that is not the render's own cannot hold its nonce.
 */
export const SLOT_MARK = "\uFDD0";
export const SLOT_MARK_END = "\uFDD1";

/** A slot's two marks in a render whose nonce is `nonce`. */
export function slotMarks(nonce: string, name: SlotName): [string, string] {
  const mark = (comment: string) => `${SLOT_MARK}${nonce}${comment.slice(4, -3)}${SLOT_MARK_END}`;
  return [mark(slotOpening(name)), mark(slotClosing(name))];
}

/** Whose content a route shows besides the shell's slots: everyone's, or every guest's (route handle). */
export type SharedContent = "everyone" | "guests";

export interface SharedContentHandle {
  /** Whose content the route shows; a function when it depends on the query (a dialog opened by the URL). */
  sharedContent?: SharedContent | ((search: URLSearchParams) => SharedContent);
}

/** The route a page's path matched, with its parameters, and whose content it shows besides its slots. */
export interface SharedRoute {
  content: SharedContent;
  routeId: string;
  params: Record<string, string | undefined>;
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
