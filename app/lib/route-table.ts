import { LOCALES, type Locale } from "./locale";

/**
 * The route table's data, pure so that the server code can ask it too (app/routes.ts hands it to
 * React Router). Every page is registered twice from one module: at `/path` with the id
 * `name___fa` and at `/en/path` with the id `name___en` (docs/shop/02-pages.md §2.1: three
 * underscores). A static `/en/...` always outranks a dynamic `/{categoryslug}`, which `($lang)`
 * segments would not.
 */
export interface Page {
  name: string;
  /** The Persian path without its leading slash; "" is the home page. */
  path: string;
  file: string;
  /**
   * The page shows the shopper's money (a cart, an order, a wallet, a payment): it is sent with
   * `Cache-Control: private, no-store`, whatever it answers, to a GET and to its forms' posts alike
   * (shop/request/response.server.ts, `showsShoppersMoney` below), so no cache keeps it, the page cache
   * included (decision 56).
   */
  shopperMoney?: true;
}

/** Pages in the default layout: header, mobile header, bottom navigation and footer. */
export const DEFAULT_LAYOUT_PAGES: readonly Page[] = [
  { name: "home-page", path: "", file: "routes/home.tsx" },
  { name: "category", path: "category", file: "routes/category-tree.tsx" },
  { name: "search", path: "search", file: "routes/search.tsx" },
  { name: "login", path: "login", file: "routes/login.tsx" },
  { name: "register", path: "register", file: "routes/register.tsx" },
  { name: "forgetpassword", path: "forgetpassword", file: "routes/forget-password.tsx" },
  { name: "profile", path: "profile", file: "routes/profile.tsx", shopperMoney: true },
  // The profile's sections (docs/shop/02-pages.md §2.2); their menu is components/profile/sections.ts.
  { name: "profile-user-information", path: "profile/user-information", file: "routes/profile-user-information.tsx", shopperMoney: true },
  { name: "profile-user-information-edit", path: "profile/user-information/edit", file: "routes/profile-user-information-edit.tsx", shopperMoney: true },
  { name: "profile-address", path: "profile/address", file: "routes/profile-address.tsx", shopperMoney: true },
  { name: "profile-latest-orders", path: "profile/latest-orders", file: "routes/profile-latest-orders.tsx", shopperMoney: true },
  { name: "profile-latest-orders-id", path: "profile/latest-orders/:id", file: "routes/profile-order.tsx", shopperMoney: true },
  { name: "profile-sales-invoice", path: "profile/sales-invoice", file: "routes/profile-sales-invoice.tsx", shopperMoney: true },
  { name: "profile-sales-invoice-id", path: "profile/sales-invoice/:id", file: "routes/profile-invoice.tsx", shopperMoney: true },
  { name: "profile-comments", path: "profile/comments", file: "routes/profile-comments.tsx", shopperMoney: true },
  { name: "profile-favorites", path: "profile/favorites", file: "routes/profile-favorites.tsx", shopperMoney: true },
  { name: "profile-wallet", path: "profile/wallet", file: "routes/profile-wallet.tsx", shopperMoney: true },
  // The gateway's way back from a top-up (decision 22): GET, or a cross-site POST without cookies.
  { name: "profile-wallet-recharge-result", path: "profile/wallet/recharge-result", file: "routes/profile-wallet-recharge-result.tsx", shopperMoney: true },
  { name: "profile-gift-wallet", path: "profile/gift-wallet", file: "routes/profile-gift-wallet.tsx", shopperMoney: true },
  { name: "profile-gift-wallet-id", path: "profile/gift-wallet/:id", file: "routes/profile-gift-card.tsx", shopperMoney: true },
  { name: "profile-validity", path: "profile/validity", file: "routes/profile-validity.tsx", shopperMoney: true },
  { name: "profile-validity-id", path: "profile/validity/:id", file: "routes/profile-credit-request.tsx", shopperMoney: true },
  { name: "profile-invite-friend", path: "profile/invite-friend", file: "routes/profile-invite-friend.tsx", shopperMoney: true },
  { name: "profile-gold-alerts", path: "profile/gold-alerts", file: "routes/profile-gold-alerts.tsx", shopperMoney: true },
  { name: "info", path: "info/:slug?", file: "routes/info.tsx" },
  { name: "faq", path: "faq", file: "routes/faq.tsx" },
  { name: "calculator", path: "calculator", file: "routes/calculator.tsx" },
  { name: "gold-price", path: "gold-price", file: "routes/gold-price.tsx" },
  { name: "checkout-cart", path: "checkout/cart", file: "routes/checkout-cart.tsx", shopperMoney: true },
  { name: "checkout-shipping", path: "checkout/shipping", file: "routes/checkout-shipping.tsx", shopperMoney: true },
  { name: "checkout-payment", path: "checkout/payment", file: "routes/checkout-payment.tsx", shopperMoney: true },
  // The payment gateway's way back (docs/shop/02-pages.md §2.12): one module, the verified result
  // decides the page.
  { name: "success-payment", path: "success-payment", file: "routes/payment-result.tsx", shopperMoney: true },
  { name: "unsuccess-payment", path: "unsuccess-payment", file: "routes/payment-result.tsx", shopperMoney: true },
  { name: "shop", path: "shop", file: "routes/catalogue-page.tsx" },
  { name: "gold-jewelry", path: "gold-jewelry", file: "routes/catalogue-page.tsx" },
  { name: "brand", path: "brand/:slug?", file: "routes/brand.tsx" },
  { name: "contactus", path: "contactus", file: "routes/contact-us.tsx" },
  { name: "downloadapp", path: "downloadapp", file: "routes/download-app.tsx" },
  { name: "landing-app", path: "landing/app", file: "routes/app-landing.tsx" },
  { name: "webapp", path: "webapp", file: "routes/webapp.tsx" },
  { name: "campaign", path: "campaign/:slug", file: "routes/campaign.tsx" },
  // The magazine (docs/shop/07-shop-api.md §7.5): its latest articles, a category, an article.
  { name: "blog", path: "blog", file: "routes/blog.tsx" },
  { name: "blog-category", path: "blog/category/:id", file: "routes/blog-category.tsx" },
  { name: "blog-post", path: "blog/:id/:slug?", file: "routes/blog-post.tsx" },
  // Categories and products take any slug: static paths above outrank them (docs/shop/02-pages.md §2.1).
  { name: "categoryslug-slug", path: ":categoryslug", file: "routes/category.tsx" },
  { name: "product", path: ":categoryslug/:slug", file: "routes/product.tsx" },
  // Last: anything no other route claims is a 404 in its language.
  { name: "not-found", path: "*", file: "routes/not-found.tsx" },
];

/** Pages in the flat layout: none of the shell parts. */
export const FLAT_LAYOUT_PAGES: readonly Page[] = [{ name: "errorPage", path: "errorPage", file: "routes/error-page.tsx" }];

/** Every page of the shop, in both layouts (for tests that walk them all). */
export const PAGES: readonly Page[] = [...DEFAULT_LAYOUT_PAGES, ...FLAT_LAYOUT_PAGES];

/** Routes that answer something other than a page; they take no language prefix. */
export const RESOURCE_ROUTES = [
  { id: "app-qr", path: "app-qr.svg", file: "routes/resources/app-qr.ts" },
  { id: "media", path: "media/*", file: "routes/resources/media.ts" },
  { id: "api-search", path: "api/search", file: "routes/resources/search.ts" },
  { id: "favicon", path: "favicon.ico", file: "routes/resources/favicon.ts" },
  { id: "api-gold-price", path: "api/gold-price", file: "routes/resources/gold-price.ts" },
  { id: "api-cart", path: "api/cart", file: "routes/resources/cart.ts" },
  { id: "newsletter", path: "newsletter", file: "routes/resources/newsletter.ts" },
  { id: "robots", path: "robots.txt", file: "routes/resources/robots.ts" },
  { id: "sitemap-index", path: "sitemap.xml", file: "routes/resources/sitemap-index.ts" },
  // One module for both languages' sitemaps: the path says which.
  { id: "sitemap-fa", path: "sitemap-fa.xml", file: "routes/resources/sitemap.ts" },
  { id: "sitemap-en", path: "sitemap-en.xml", file: "routes/resources/sitemap.ts" },
  { id: "manifest", path: "manifest.webmanifest", file: "routes/resources/manifest.ts" },
  { id: "app-icon", path: "app-icon/*", file: "routes/resources/app-icon.ts" },
  // Where iOS looks for a page's home-screen icon by itself (lib/web-app.ts).
  { id: "apple-touch-icon", path: "apple-touch-icon.png", file: "routes/resources/app-icon.ts" },
  { id: "apple-touch-icon-precomposed", path: "apple-touch-icon-precomposed.png", file: "routes/resources/app-icon.ts" },
  { id: "lite-mode", path: "lite-mode", file: "routes/resources/lite-mode.ts" },
];

/** Whether a path is a resource route's (no page, no shell: an image, JSON for a part of a page). */
export function isResourcePath(pathname: string): boolean {
  const path = pathname.replace(/^\//, "");
  return RESOURCE_ROUTES.some((resource) => (resource.path.endsWith("/*") ? path.startsWith(resource.path.slice(0, -1)) : path === resource.path));
}

/** The paths, in both languages, of the pages that show a shopper's money (`Page.shopperMoney`). */
const SHOPPER_MONEY_PATHS: readonly RegExp[] = DEFAULT_LAYOUT_PAGES.filter((page) => page.shopperMoney).flatMap((page) =>
  LOCALES.map((locale) => {
    const pattern = localizedRoutePath(page.path, locale)
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return new RegExp(`^/${pattern}/?$`);
  }),
);

/**
 * Whether the address is a page that shows a shopper's money, or its data (`/checkout/cart.data`,
 * a client navigation's or a form's answer with JavaScript): sent `private, no-store`.
 */
export function showsShoppersMoney(pathname: string): boolean {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return SHOPPER_MONEY_PATHS.some((pattern) => pattern.test(path));
}

export function localizedRoutePath(path: string, locale: Locale): string {
  if (locale === "fa") return path;
  return path ? `en/${path}` : "en";
}

export function routeId(name: string, locale: Locale): string {
  return `${name}___${locale}`;
}

/** A page route's name (PAGES' `name`) from its id, whatever its language. */
export function pageNameOf(id: string): string {
  return id.split("___", 1)[0]!;
}
