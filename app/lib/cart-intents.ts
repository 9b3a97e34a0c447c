import type { SubmissionResult } from "@conform-to/react";
import type { CartState } from "../../shop-api/contract/checkout";

/**
 * The field a cart form carries only once JavaScript runs (a fetcher): the cart action then answers
 * with data instead of redirecting back (routes/checkout-cart.server.ts).
 */
export const FETCHER_FIELD = "_fetcher";

/** The cart action's path, in every language ("/checkout/cart", "/en/checkout/cart"). */
export const CART_ACTION_PATH = "/checkout/cart";

/** What the cart action answers a fetcher (with JavaScript); a plain post gets the same news as a toast. */
export interface CartActionData {
  intent: string;
  ok: boolean;
  message: string;
  /** The cart after the change. */
  cart?: CartState;
  /** The discount form's submission: its field error and kept input. */
  result?: SubmissionResult<string[]>;
}
