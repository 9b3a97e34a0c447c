/**
 * The Shop API paths that take the signed-in user's bearer token (docs/shop/06-roles.md §6.5: comments,
 * contact, likes, user, orders, cart, payment, wallets, OTP and similar). Every other call goes with
 * the clientToken only, so the login token is never sent where it is not needed.
 */
const AUTH_PATH_PREFIXES = [
  "/user",
  "/logout",
  "/otp-",
  "/create-comment",
  "/create-question",
  "/contact-us",
  "/support-request",
  "/warranty-request",
  "/cooperation-request",
  "/installation-request",
  "/like",
  "/notify-me",
  "/product-inquiry",
  "/cart",
  "/total-cart",
  "/add-cart",
  "/increment-cart",
  "/decrement-cart",
  "/delete-cart",
  "/update-cart",
  "/check-discount",
  "/get-discount",
  "/delete-discount",
  "/payment",
  "/wallet",
  "/all-user-wallets",
  "/delete-wallet-item",
  "/delete-all-wallet",
  "/check-registration-wallet",
  "/credit-requests",
  "/address",
  "/new-create-address",
  "/active-address",
  "/set-transport",
  "/transports",
  "/deliverer/",
  "/v2/",
  "/gold-price-alerts",
];

export function needsAuth(path: string): boolean {
  return AUTH_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}
