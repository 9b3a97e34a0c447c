import { createInstance, type FormatterModule, type i18n as I18n } from "i18next";
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
import { interpolated, type Messages, type Translate, type TranslateVars } from "~/lib/i18n";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";

/** Translation namespaces; a page's own namespace joins `common` as its issue adds it. */
export const resources = {
  fa: { common: faCommon, auth: faAuth, info: faInfo, listing: faListing, product: faProduct, calculator: faCalculator, checkout: faCheckout, profile: faProfile, contact: faContact, app: faApp, gold: faGold, blog: faBlog },
  en: { common: enCommon, auth: enAuth, info: enInfo, listing: enListing, product: enProduct, calculator: enCalculator, checkout: enCheckout, profile: enProfile, contact: enContact, app: enApp, gold: enGold, blog: enBlog },
} satisfies Record<Locale, Record<string, Messages>>;

export type Namespace = keyof (typeof resources)["fa"];

/**
 * i18next's formatter, replaced by the shop's own: with `alwaysFormat` every interpolated value goes
 * through it, and numbers come out in the page's digits, as the browser's translator writes them:
 * "۳ نویسه". (i18next 26 dropped the `interpolation.format` function this used to be; a formatter
 * module is its way now. The built-in one leaves a value without a format name untouched.)
 */
const pageDigits: FormatterModule = {
  type: "formatter",
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value: unknown, _format?: string, lng?: string) =>
    typeof value === "number" ? interpolated(value, lng === "en" ? "en" : "fa") : String(value ?? ""),
};

/**
 * Server-side translation (loaders, actions, meta data) through i18next, one instance for the
 * process: a translator is fixed to its language and namespaces, the instance's own language is
 * never changed. The locale comes from the path only, no cookie, no Accept-Language
 * (docs/shop/12-locale.md §12.1): the caller passes it.
 */
let instance: Promise<I18n> | undefined;
function i18n(): Promise<I18n> {
  instance ??= (async () => {
    const made = createInstance().use(pageDigits);
    await made.init({
      resources,
      lng: DEFAULT_LOCALE,
      ns: Object.keys(resources[DEFAULT_LOCALE]),
      defaultNS: "common",
      fallbackLng: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    return made;
  })();
  return instance;
}

/**
 * The messages of a namespace. `common` goes with every document (root loader); a page returns
 * its own namespace as `i18n` in its loader data (components/locale.tsx merges them).
 */
export function messagesFor(locale: Locale, namespace: Namespace = "common"): Messages {
  return resources[locale][namespace];
}

/** The server's translator: the browser's signature (lib/i18n.ts), whatever i18next's own types say. */
export type ServerTranslate = Translate;

// The resources never change: one translator per language and namespaces is made once and kept.
const translators = new Map<string, Promise<ServerTranslate>>();

/** A translator over `common` and the given namespaces, for loaders and actions. */
export function translatorFor(locale: Locale, ...namespaces: Namespace[]): Promise<ServerTranslate> {
  const key = `${locale}|${namespaces.join()}`;
  let translator = translators.get(key);
  if (!translator) {
    const fixed: Namespace[] = ["common", ...namespaces];
    translator = i18n().then((ready) => {
      const t = ready.getFixedT(locale, fixed);
      return (key: string, vars?: TranslateVars) => (vars ? t(key, vars) : t(key));
    });
    translators.set(key, translator);
  }
  return translator;
}
