import { useLocation, useMatches } from "react-router";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createTranslator, type Messages, type Translate } from "~/lib/i18n";
import { type Locale, localeFromPath, localizePath } from "~/lib/locale";

interface LocaleValue {
  locale: Locale;
  t: Translate;
}

const LocaleContext = createContext<LocaleValue | null>(null);

/** Gives the tree its language and translator over the given messages (see usePageMessages). */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: createTranslator(messages, locale) }), [locale, messages]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The page's language, from its path (docs/shop/12-locale.md §12.1). */
export function useLocale(): Locale {
  const value = useContext(LocaleContext);
  const { pathname } = useLocation();
  return value?.locale ?? localeFromPath(pathname);
}

/** Whether the page has its messages: not when an action failed, as the root loader then did not run. */
export function useHasMessages(): boolean {
  return useContext(LocaleContext) !== null;
}

export function useT(): Translate {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useT outside LocaleProvider");
  return value.t;
}

/** Turns a language-neutral path ("/checkout/cart") into this page's language. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/**
 * The messages of the page: `common` comes once with the document (root loader); a page with a
 * namespace of its own sends it as `i18n` in its loader data. Merged once per set of matches.
 */
export function usePageMessages(common: Messages): Messages {
  const matches = useMatches();
  const pageMessages = matches.map((match) => (match.data as { i18n?: Messages } | undefined)?.i18n).filter(Boolean) as Messages[];
  const key = pageMessages.map((messages) => Object.keys(messages).join()).join("|");
  // The namespaces are fixed per route: their names are enough to tell when the set changed.
  return useMemo(() => Object.assign({}, common, ...pageMessages), [common, key]);
}
