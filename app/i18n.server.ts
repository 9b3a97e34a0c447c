import { RemixI18Next } from "remix-i18next/server";
import enCommon from "../locales/en/common.json";
import faCommon from "../locales/fa/common.json";
import type { Messages } from "~/lib/i18n";
import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromPath } from "~/lib/locale";

/** Translation namespaces; a page's own namespace joins `common` as its issue adds it. */
export const resources = {
  fa: { common: faCommon },
  en: { common: enCommon },
} satisfies Record<Locale, Record<string, Messages>>;

export type Namespace = keyof (typeof resources)["fa"];

/**
 * Server-side translation (loaders, actions, meta data) through i18next. The locale is read from
 * the path only: no cookie, no Accept-Language (DESIGN.md §4).
 */
export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: {
    resources,
    defaultNS: "common",
    fallbackLng: false,
    interpolation: { escapeValue: false },
  },
});

/** The messages a page's React tree needs, sent once with the document. */
export function messagesFor(locale: Locale, namespace: Namespace = "common"): Messages {
  return resources[locale][namespace];
}
