import type { SubmissionResult } from "@conform-to/react";
import type { CartState } from "../../shop-api/contract/checkout";

/**
 * The field a cart form carries only once JavaScript runs (a fetcher): the cart action then answers
 * with data instead of redirecting back (routes/checkout-cart.server.ts).
 */
export const FETCHER_FIELD = "_fetcher";

/** The cart action's path, in every language ("/checkout/cart", "/en/checkout/cart"). */
export const CART_ACTION_PATH = "/checkout/cart";

/** What a cart form asks for (the cart action's handlers, one per intent). */
export type CartIntent = "add" | "increment" | "decrement" | "update" | "delete" | "wallet" | "discount" | "removeDiscount" | "variety";

/**
 * What the cart action answers a fetcher: the form's intent (null for a form that made no sense),
 * whether it went through, its message in the page's language, the cart after it, and for the
 * discount code conform's result. It is the contract between the action (routes/checkout-cart.server.ts,
 * which answers with it, checked by `satisfies`) and the cart's forms on every page, components that
 * never import a route.
 */
export type CartAnswer = { intent: CartIntent | null; ok: boolean; message: string; cart?: CartState; result?: SubmissionResult<string[]> };

/** The cart's code as it stands (`GET /get-discount`): what it takes off now, and why it takes nothing once it no longer runs (used up, expired). */
export type CartDiscount = { code: string | null; amount: number; problem: string | null };
