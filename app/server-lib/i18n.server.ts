import { createInstance, type TFunction } from "i18next";
import enApp from "../../locales/en/app.json";
import enAuth from "../../locales/en/auth.json";
import enBlog from "../../locales/en/blog.json";
import enCalculator from "../../locales/en/calculator.json";
import enCheckout from "../../locales/en/checkout.json";
import enCommon from "../../locales/en/common.json";
import enContact from "../../locales/en/contact.json";
import enGold from "../../locales/en/gold.json";
import enInfo from "../../locales/en/info.json";
import enListing from "../../locales/en/listing.json";
import enProduct from "../../locales/en/product.json";
import enProfile from "../../locales/en/profile.json";
import faApp from "../../locales/fa/app.json";
import faAuth from "../../locales/fa/auth.json";
import faBlog from "../../locales/fa/blog.json";
import faCalculator from "../../locales/fa/calculator.json";
import faCheckout from "../../locales/fa/checkout.json";
import faCommon from "../../locales/fa/common.json";
import faContact from "../../locales/fa/contact.json";
import faGold from "../../locales/fa/gold.json";
import faInfo from "../../locales/fa/info.json";
import faListing from "../../locales/fa/listing.json";
import faProduct from "../../locales/fa/product.json";
import faProfile from "../../locales/fa/profile.json";
import { interpolated, type Messages } from "~/lib/i18n";
import { LOCALES, type Locale } from "~/lib/locale";

/** Translation namespaces; a page's own namespace joins `common` as its issue adds it. */
export const resources = {
  fa: { common: faCommon, auth: faAuth, info: faInfo, listing: faListing, product: faProduct, calculator: faCalculator, checkout: faCheckout, profile: faProfile, contact: faContact, app: faApp, gold: faGold, blog: faBlog },
  en: { common: enCommon, auth: enAuth, info: enInfo, listing: enListing, product: enProduct, calculator: enCalculator, checkout: enCheckout, profile: enProfile, contact: enContact, app: enApp, gold: enGold, blog: enBlog },
} satisfies Record<Locale, Record<string, Messages>>;

export type Namespace = keyof (typeof resources)["fa"];

/**
 * Server-side translation (loaders, actions, meta data) through i18next. The locale is the request
 * context's, read from the path only: no cookie, no Accept-Language (docs/shop/12-locale.md §12.1).
 */
const i18n = createInstance({
  resources,
  defaultNS: "common",
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  initImmediate: false,
  interpolation: {
    escapeValue: false,
    // Numbers in the page's digits, as the browser's translator writes them: "۳ نویسه".
    alwaysFormat: true,
    format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
      typeof value === "number" ? interpolated(value, lng === "en" ? "en" : "fa") : String(value ?? ""),
  },
});
void i18n.init();

/**
 * The messages of a namespace. `common` goes with every document (root loader); a page returns
 * its own namespace as `i18n` in its loader data (components/locale.tsx merges them).
 */
export function messagesFor(locale: Locale, namespace: Namespace = "common"): Messages {
  return resources[locale][namespace];
}

export type ServerTranslate = TFunction;

const translators = new Map<string, ServerTranslate>();

/** A translator over `common` and the given namespaces, for loaders and actions: one per language and namespaces, made once. */
export async function translatorFor(locale: Locale, ...namespaces: Namespace[]): Promise<ServerTranslate> {
  const key = `${locale}|${namespaces.join()}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = i18n.getFixedT(locale, ["common", ...namespaces]);
    translators.set(key, translator);
  }
  return translator;
}
