/** Addresses of the (fictional) shop outside the storefront, shared by settings, menus and footer. */
export const SITE_URL = "https://zarringold.ir";
export const BLOG_URL = "https://mag.zarringold.ir";
