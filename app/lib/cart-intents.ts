/**
 * The field a cart form carries only once JavaScript runs (a fetcher): the cart action then answers
 * with data instead of redirecting back (routes/checkout-cart.server.ts).
 */
export const FETCHER_FIELD = "_fetcher";

/** The cart action's path, in every language ("/checkout/cart", "/en/checkout/cart"). */
export const CART_ACTION_PATH = "/checkout/cart";
