// `npm run check:weight`: starts the built shop on a fresh DATA_DIR, loads each page it knows and
// prints what each page weighs: HTML, CSS (inline and linked) and JavaScript, raw and gzip. Fails
// when a page breaks a budget of docs/shop/17-budgets.md. Run `npm run build` first.
import { gzipSync } from "node:zlib";
import { startShop } from "./lib/shop.mjs";

const KB = 1024;
export const BUDGETS = {
  // 92 in the design; React Router 7's runtime is 5.7 KB more than Remix 2's until the shop makes room (decision 64).
  homeJs: 96 * KB,
  pageJs: 120 * KB,
  css: 20 * KB,
  firstScreenHtml: 14 * KB,
  fontFiles: 2,
};

/**
 * The pages to weigh: [label, path, is the home page, as whom]. "shopper" pages are weighed for a
 * signed-in shopper with a cart, an address, a transport and a delivery day (see shopperSession).
 */
export const PAGES = [
  ["home (fa)", "/", true],
  ["home (en)", "/en", true],
  ["categories", "/category", false],
  ["category", "/necklaces", false],
  ["product", "/wedding-ring/classic-wedding-band", false],
  ["brand", "/brand/avin-gold", false],
  ["shop", "/shop", false],
  ["search", "/search?q=%D8%B2%D9%86%D8%AC%DB%8C%D8%B1", false],
  ["login", "/login", false],
  ["error page", "/errorPage", false],
  ["404", "/no-such-page", false],
  ["info", "/info/about", false],
  ["faq", "/faq", false],
  ["calculator", "/calculator?gram=5&wages=18", false],
  ["gold price", "/gold-price", false],
  ["gold price (en, a year)", "/en/gold-price?range=1y", false],
  ["contact", "/contactus", false],
  ["contact (en)", "/en/contactus", false],
  ["download app", "/downloadapp", false],
  ["app landing", "/landing/app", false],
  ["web app", "/webapp", false],
  ["campaign", "/campaign/opening", false],
  ["campaign (en)", "/en/campaign/opening", false],
  ["magazine", "/blog", false],
  ["magazine category", "/blog/category/1", false],
  ["article", "/blog/9/how-to-read-a-gold-hallmark", false],
  ["article (en)", "/en/blog/9/how-to-read-a-gold-hallmark", false],
  ["cart", "/checkout/cart", false, "shopper"],
  ["shipping", "/checkout/shipping", false, "shopper"],
  ["payment", "/checkout/payment", false, "shopper"],
  ["paid", "/success-payment?order_id=1", false, "shopper"],
  // The shopper's profile; their seeded delivered order is the 4th (shop-api/server/seed/users.ts).
  ["profile", "/profile", false, "shopper"],
  ["details", "/profile/user-information", false, "shopper"],
  ["details edit", "/profile/user-information/edit", false, "shopper"],
  ["addresses", "/profile/address", false, "shopper"],
  ["orders", "/profile/latest-orders", false, "shopper"],
  ["order", "/profile/latest-orders/4", false, "shopper"],
  ["invoices", "/profile/sales-invoice", false, "shopper"],
  ["invoice", "/profile/sales-invoice/4", false, "shopper"],
  ["comments", "/profile/comments", false, "shopper"],
  ["favourites", "/profile/favorites", false, "shopper"],
  // Their wallet; the gift card the VIP gave them and their approved instalment request (seed/wallet-activity.ts).
  ["wallet", "/profile/wallet", false, "shopper"],
  ["top-up result", "/profile/wallet/recharge-result?recharge_id=1", false, "shopper"],
  ["gift cards", "/profile/gift-wallet", false, "shopper"],
  ["gift card", "/profile/gift-wallet/3", false, "shopper"],
  ["instalments", "/profile/validity", false, "shopper"],
  ["instalment request", "/profile/validity/2", false, "shopper"],
  ["invite friends", "/profile/invite-friend", false, "shopper"],
  ["gold price alerts", "/profile/gold-alerts", false, "shopper"],
];

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)}`;

/** Every script the page loads: module preloads, module scripts and the inline entry's imports. */
function scriptUrls(html) {
  const urls = new Set();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(src);
  for (const [, src] of html.matchAll(/import\s*(?:[^"'();]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(src);
  return [...urls].filter((url) => url.startsWith("/"));
}

/** Images put inline as `data:` URIs (the first screen's previews): image bytes, not markup. */
const INLINE_IMAGE = /data:image\/[\w+]+;base64,[A-Za-z0-9+/=]+/g;

/**
 * The document up to the end of its first screen: the header and the home page's first section
 * (the banners fill a phone's and a desktop's first screen), i.e. everything before the second
 * `data-section`; elsewhere everything before the footer. Its markup (gzip, without inline
 * images: the 14 KB budget is what paints the text of the first screen in one round trip) and
 * the inline images' bytes, which follow the text they illustrate.
 */
function firstScreen(html) {
  const sections = [...html.matchAll(/<section[^>]*data-section=/g)];
  const end = sections.length > 1 ? sections[1].index : html.indexOf("<footer");
  const head = html.slice(0, end > 0 ? end : html.length);
  const images = [...head.matchAll(INLINE_IMAGE)].reduce((sum, [uri]) => sum + uri.length, 0);
  return { markupGzip: gz(head.replace(INLINE_IMAGE, "data:")), inlineImages: images };
}

/** A cookie jar over fetch: the storefront's forms, posted as a browser without JavaScript would. */
export function browser(base) {
  const cookies = new Map();
  const send = async (pathname, form) => {
    const response = await fetch(base + pathname, {
      method: form ? "POST" : "GET",
      headers: { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "), ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  return { send, cookie: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
}

/**
 * The cookies of a guest who put a pair of pearl studs (vendor 172) in the cart through the cart's own form, as a browser
 * without JavaScript, and saw the page it led back to (which shows, and so ends, the news).
 */
export async function guestWithItem(base) {
  const guest = browser(base);
  await guest.send("/checkout/cart", { intent: "add", product_vendor_id: "172", quantity: "1" });
  await guest.send("/");
  return guest.cookie();
}

/**
 * A seeded shopper (README: 09121111111) signed in through the sign-in page, with a line in the
 * cart, a new address, the first transport and the first free delivery slot: every checkout page
 * then shows what it shows a real shopper.
 */
export async function shopperSession(base) {
  const shopper = browser(base);
  await shopper.send("/login", { intent: "mobile", mobile: "09121111111" });
  await shopper.send("/login", { intent: "password", password: "zarrin-1234" });
  await shopper.send("/checkout/cart", { intent: "add", product_vendor_id: "172", quantity: "1" });
  const address = { intent: "address", state_id: "8", city_id: "39", receiver_name: "علی رضایی", receiver_mobile: "09121111111", address: "خیابان ولیعصر، کوچهٔ نسترن، پلاک ۱۲", postal_code: "1434567890" };
  await shopper.send("/checkout/shipping", address);
  const shipping = await (await shopper.send("/checkout/shipping")).text();
  const transport = /data-transport="(\d+)"/.exec(shipping)?.[1];
  // The last slot whose radio is not disabled (`disabled` is on the radio, not on its label): the
  // first could be today's, gone at midnight in Tehran before the payment page is asked for, which
  // then sends the shopper back to choose again (a CI run at 20:30 UTC met it).
  const slot = [...shipping.matchAll(/data-slot="([\d-]+\|\d+)"><input(?![^>]*disabled)/g)].at(-1)?.[1];
  if (!transport || !slot) throw new Error("the shipping page offers no transport or delivery slot");
  await shopper.send("/checkout/shipping", { intent: "transport", transport_id: transport });
  await shopper.send("/checkout/shipping", { intent: "day", slot: slot.replace("&#x7C;", "|") });
  // The page the last step led back to, as a browser follows the redirect: it shows (and so ends) its news.
  await shopper.send("/checkout/shipping");
  return shopper.cookie();
}

/** What a browser's page request says it takes: Chrome's navigation Accept (inline previews follow it). */
const DOCUMENT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";

export async function weigh(base, [label, pagePath, isHome], cookie = "", extraHeaders = {}) {
  const response = await fetch(base + pagePath, { headers: { Cookie: cookie, Accept: DOCUMENT_ACCEPT, ...extraHeaders }, redirect: "manual" });
  // A redirect means the page was not what it should be (a sign-in page, an empty cart…).
  if (response.status >= 300 && response.status !== 404) throw new Error(`${pagePath}: HTTP ${response.status}`);
  const html = await response.text();
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  const cssLinks = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  let css = inlineCss;
  for (const href of cssLinks) css += await (await fetch(base + href)).text();
  const scripts = scriptUrls(html);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const body = await (await fetch(base + src)).text();
    jsRaw += Buffer.byteLength(body);
    jsGzip += gz(body);
  }
  const fonts = new Set([...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1]));
  const row = {
    label,
    path: pagePath,
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: gz(html),
    ...(({ markupGzip, inlineImages }) => ({ firstScreenGzip: markupGzip, inlineImages }))(firstScreen(html)),
    cssRaw: Buffer.byteLength(css),
    cssGzip: gz(css),
    cssInline: inlineCss.length > 0,
    jsFiles: scripts.length,
    jsRaw,
    jsGzip,
    fontFiles: fonts.size,
  };
  row.failures = [
    jsGzip > (isHome ? BUDGETS.homeJs : BUDGETS.pageJs) && `JS ${kb(jsGzip)} KB gzip > ${kb(isHome ? BUDGETS.homeJs : BUDGETS.pageJs)} KB`,
    row.cssGzip > BUDGETS.css && `CSS ${kb(row.cssGzip)} KB gzip > ${kb(BUDGETS.css)} KB`,
    isHome && row.firstScreenGzip > BUDGETS.firstScreenHtml && `first screen ${kb(row.firstScreenGzip)} KB gzip > 14 KB`,
    row.fontFiles > BUDGETS.fontFiles && `${row.fontFiles} font files > ${BUDGETS.fontFiles}`,
  ].filter(Boolean);
  return row;
}

export const LITE = { "Save-Data": "on" };

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop();
  try {
    const shopper = await shopperSession(shop.url);
    const cookie = (page) => (page[3] === "shopper" ? shopper : "");
    const rows = [];
    const liteRows = [];
    for (const page of PAGES) {
      rows.push(await weigh(shop.url, page, cookie(page)));
      liteRows.push(await weigh(shop.url, page, cookie(page), LITE));
    }
    console.log("page            path              HTML raw/gz   first screen gz (+ inline img)  CSS raw/gz (inline)  JS files raw/gz    fonts | lite: HTML gz  JS files");
    rows.forEach((row, index) => {
      const lite = liteRows[index];
      console.log(
        `${row.label.padEnd(16)}${decodeURI(row.path).slice(0, 17).padEnd(18)}${`${kb(row.htmlRaw)}/${kb(row.htmlGzip)}`.padEnd(14)}${`${kb(row.firstScreenGzip)} (+ ${kb(row.inlineImages)})`.padEnd(32)}${`${kb(row.cssRaw)}/${kb(row.cssGzip)} (${row.cssInline ? "yes" : "no"})`.padEnd(21)}${`${row.jsFiles} ${kb(row.jsRaw)}/${kb(row.jsGzip)}`.padEnd(19)}${String(row.fontFiles).padEnd(6)}| ${kb(lite.htmlGzip).padEnd(14)}${lite.jsFiles}`,
      );
    });
    console.log(`(sizes in KB; gzip at level 9; budgets: home JS ${kb(BUDGETS.homeJs)}, any page JS ${kb(BUDGETS.pageJs)}, CSS 20, home first screen 14 without inline images, fonts 2; lite pages no JS)`);
    const failures = [
      ...rows.flatMap((row) => row.failures.map((failure) => `${row.label}: ${failure}`)),
      ...liteRows.filter((row) => row.jsFiles > 0).map((row) => `${row.label} (lite): ${row.jsFiles} script files`),
    ];
    if (failures.length > 0) {
      console.error(`over budget:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else {
      console.log("all pages within budget");
    }
  } finally {
    shop.stop();
  }
}
