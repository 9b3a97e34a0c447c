import { error as faErrorText } from "../../../locales/fa/common.json";
import { error as enErrorText } from "../../../locales/en/common.json";
import { LocaleProvider, useHasMessages, useLocale, useT } from "~/components/locale";
import { LanguageSwitch } from "~/components/shell/language-switch";
import { Logo } from "~/components/shell/logo";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { formatNumber } from "~/lib/format";
import { refusalMessageOf } from "~/lib/shop-refusal";
import { ErrorPageBoundary } from "./fallback";

interface ErrorPageProps {
  status: number;
  /** The Shop API failed (502–504): offer to try again. */
  upstream?: boolean;
  /** Inside the shop's frame (a layout's boundary, decision 51): only the content, the frame gives the header and `main`. */
  framed?: boolean;
  /**
   * The route error's data: when the Shop API refused what the page asked for (a 4xx, decision 56),
   * its message is shown in place of the status's own text (read here, in the error page's own code,
   * so that no page's first scripts carry it).
   */
  data?: unknown;
}

/**
 * The error page (docs/shop/02-pages.md §2.18): "page not found" for 404 and "an error has occurred"
 * with its status otherwise, a button back home, and a header without search, cart or share. If it
 * cannot render itself, a minimal "go back to home" stands in.
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary>
      <ErrorPageInItsLanguage {...props} />
    </ErrorPageBoundary>
  );
}

/**
 * An action's error (a refused form post, a Shop API failing on a write) is rendered without the
 * root loader's data: then the page brings its own words, and goes without the shop's logo and
 * language switch.
 */
function ErrorPageInItsLanguage(props: ErrorPageProps) {
  const hasMessages = useHasMessages();
  const locale = useLocale();
  const page = <ThemedErrorPage {...props} shell={hasMessages} />;
  return hasMessages ? page : <LocaleProvider locale={locale} messages={{ error: locale === "fa" ? faErrorText : enErrorText }}>{page}</LocaleProvider>;
}

/** What a refused request (a form no browser would send, a body too large) is told, by status. */
const REFUSAL_TEXT: Record<number, string> = { 400: "error.badRequestText", 403: "error.foreignOriginText", 413: "error.tooLargeText", 415: "error.badRequestText" };

function ThemedErrorPage({ status, upstream = false, framed = false, data, shell }: ErrorPageProps & { shell: boolean }) {
  const refusal = refusalMessageOf(data);
  const t = useT();
  const locale = useLocale();
  // A 410 is a page gone for good: for the shopper, as not found as a 404.
  const notFound = status === 404 || status === 410;
  const text = notFound ? "error.notFoundText" : upstream ? "error.upstreamText" : refusal === null ? "error.refusedText" : (REFUSAL_TEXT[status] ?? "error.genericText");
  const content = (
    <>
      <p className="text-7xl font-black text-gold-600 md:text-8xl" aria-hidden="true">{formatNumber(status, locale)}</p>
      <h1 className="mt-4 text-2xl font-bold text-secondary md:text-3xl">
        {t(notFound ? "error.notFoundTitle" : "error.genericTitle")}
      </h1>
      {refusal ? (
        <p className="mt-3 max-w-md leading-7 text-muted" data-refusal="">{refusal}</p>
      ) : (
        <p className="mt-3 max-w-md leading-7 text-muted">{t(text)}</p>
      )}
      {notFound ? null : <p className="mt-2 text-sm text-muted" data-error-status="">{t("error.status", { status })}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <AppLink to="/" className={buttonClass("primary")} reloadDocument={!notFound}>
          {t("error.backHome")}
        </AppLink>
        {upstream ? (
          <a href="" className={buttonClass("secondary")} data-retry="">{t("error.retry")}</a>
        ) : null}
      </div>
    </>
  );
  if (framed) {
    return (
      <section className="flex flex-col items-center py-12 text-center md:py-16" data-error-page={status}>
        {content}
      </section>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col" data-error-page={status}>
      {shell ? (
        <header className="border-b border-line bg-white">
          <div className="container-shop flex h-16 items-center justify-between md:h-20">
            <Logo />
            <LanguageSwitch />
          </div>
        </header>
      ) : null}
      <main id="main" className="container-shop flex flex-1 flex-col items-center justify-center py-16 text-center">
        {content}
      </main>
    </div>
  );
}
