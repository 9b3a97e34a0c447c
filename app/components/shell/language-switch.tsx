import { useLocation } from "react-router";
import { useLocale, useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";
import { alternatePath } from "~/lib/locale";

/**
 * The same page in the other language. A whole-document load: the language sets <html lang dir>
 * and the translations, which the root loader gives once per document.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const { pathname, search } = useLocation();
  const target = locale === "fa" ? "en" : "fa";
  return (
    <a
      href={alternatePath(pathname, search, target)}
      hrefLang={target}
      lang={target}
      title={t("language.switchLabel")}
      className={`inline-flex items-center gap-1.5 font-[system-ui] text-sm hover:text-secondary ${className}`}
      data-language-switch=""
    >
      <Icon name="globe" width={18} height={18} />
      {t("language.switchTo")}
    </a>
  );
}
