import type { APIRequestContext } from "@playwright/test";
import { PAGES } from "../../../app/lib/route-table";
import { REPEAT_CUSTOMER } from "./accounts";
import { STUDS } from "./checkout";

/** A sample address of each page of the route table: a real slug for each parameter. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: "about",
  categoryslug: "necklaces",
  id: "1",
  "*": "no-such-page",
};
const SAMPLE_PATHS: Record<string, string> = {
  "brand/:slug?": "brand/avin-gold",
  ":categoryslug/:slug": "wedding-ring/classic-wedding-band",
  "campaign/:slug": "campaign/opening",
  // The hallmark article (the seed's ninth post) and its sub-category's parent, "buying guides".
  "blog/:id/:slug?": "blog/9/how-to-read-a-gold-hallmark",
  // The signed-in shopper's (REPEAT_CUSTOMER's) own: the gift card the VIP gave him, his approved instalment request.
  "profile/gift-wallet/:id": "profile/gift-wallet/3",
  "profile/validity/:id": "profile/validity/2",
};

/** The VIP's (VIP_CUSTOMER's) own, where REPEAT_CUSTOMER's are not hers: her instalment request. */
const VIP_SAMPLE_PATHS: Record<string, string> = { ...SAMPLE_PATHS, "profile/validity/:id": "profile/validity/1" };

function samplePath(path: string, samples = SAMPLE_PATHS): string {
  const sample =
    samples[path] ??
    path
      .split("/")
      .map((part) => {
        if (part === "*") return SAMPLE_PARAMS["*"];
        if (!part.startsWith(":")) return part;
        const name = part.replace(/^:|\?$/g, "");
        if (!(name in SAMPLE_PARAMS)) throw new Error(`no sample for :${name} in ${path}: add one to SAMPLE_PARAMS`);
        return SAMPLE_PARAMS[name];
      })
      .join("/");
  return `/${sample}`;
}

/** The dialogs and states that open by URL, on the page that opens them (Persian addresses). */
export const DIALOG_PATHS = [
  "/?dialog=menu",
  "/?dialog=categories",
  "/?dialog=search",
  "/necklaces?dialog=filters",
  "/wedding-ring/classic-wedding-band?dialog=price",
  "/wedding-ring/classic-wedding-band?dialog=comment",
  "/wedding-ring/classic-wedding-band?dialog=credit",
  "/wedding-ring/classic-wedding-band?dialog=share",
  "/contactus?representative=tehran-vanak",
  "/profile/invite-friend?dialog=invite",
  // The search's results as a listing, its filters open.
  `/search?${new URLSearchParams({ q: "گوشواره", dialog: "filters" })}`,
];

/** A Persian address in English: under /en. */
export const inEnglish = (path: string) => (path === "/" ? "/en" : `/en${path.startsWith("/?") ? path.slice(1) : path}`);

/** Every page of the route table, once in Persian and once in English. */
export const ROUTE_PATHS = PAGES.flatMap((page) => {
  const path = samplePath(page.path);
  return [path, inEnglish(path)];
});

/** Every page of the route table (its module's file) at a Persian address, with the VIP's own where a page shows one of a shopper's things. */
export const VIP_ROUTES = PAGES.map((page) => ({ file: page.file, path: samplePath(page.path, VIP_SAMPLE_PATHS) }));

/** Every page of the route table in both languages, and the dialogs that open by URL. */
export const PAGE_PATHS = [...ROUTE_PATHS, ...DIALOG_PATHS];

/** Signs the request context in as REPEAT_CUSTOMER, with a pair of studs in his cart (the checkout pages). */
export async function signInWithACart(request: APIRequestContext) {
  await request.post("/login", { form: { intent: "mobile", mobile: REPEAT_CUSTOMER.mobile } });
  await request.post("/login", { form: { intent: "password", password: REPEAT_CUSTOMER.password } });
  await request.post("/checkout/cart", { form: { intent: "add", product_vendor_id: String(STUDS.vendorId), quantity: "1" } });
}
