import { useLocation } from "@remix-run/react";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createTranslator, type Messages, type Translate } from "~/lib/i18n";
import { type Locale, localeFromPath, localizePath } from "~/lib/locale";

interface LocaleValue {
  locale: Locale;
  t: Translate;
}

const LocaleContext = createContext<LocaleValue | null>(null);

/** Gives the tree its language and translator; the messages come with the document (root loader). */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: createTranslator(messages, locale) }), [locale, messages]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The page's language, from its path (DESIGN.md §4). */
export function useLocale(): Locale {
  const value = useContext(LocaleContext);
  const { pathname } = useLocation();
  return value?.locale ?? localeFromPath(pathname);
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
