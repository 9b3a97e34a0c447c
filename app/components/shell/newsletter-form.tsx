import { useFetcher, useLocation } from "react-router";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/components/locale";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FETCHER_FIELD } from "~/lib/cart-intents";
import type { NewsletterAnswer } from "~/lib/newsletter";

/**
 * The footer's newsletter form (`POST /newsletter`, docs/shop/07-shop-api.md §7.14), on every page. It
 * posts to the newsletter action (routes/resources/newsletter.ts): without JavaScript the shopper comes
 * back to this form with the answer (`flashed`); with it a fetcher answers in place. The server checks
 * the address (the browser's own check is off, so that the message is the shop's, in its language).
 * With JavaScript the address is also checked on blur, then at every keystroke (eager mode,
 * docs/shop/05-validation.md §5.1), by lib/eager-validation.ts newsletterError, fetched at the first
 * check: this form is on every page, the home page's script budget has no room for it (decision 39). No
 * conform here (11 KB); a wrong address still posts, and the server answers with the same message.
 */
export function NewsletterForm({ flashed }: { flashed: NewsletterAnswer | null }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewsletterAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? flashed;
  const refused = answer && !answer.ok ? answer.error : null;
  // The browser's verdict ("" when right) and the answer it was given under: a newer answer (a post)
  // outranks it. `error` is null until the field was checked or refused; then every keystroke checks.
  const [checked, setChecked] = useState<[typeof answer, string]>();
  const error = checked && checked[0] === answer ? checked[1] : refused;
  const check = (value: string) => import("~/lib/eager-validation").then((rules) => setChecked([answer, rules.newsletterError(value, t)]));
  useEffect(() => {
    const field = form.current?.elements.namedItem("email") as HTMLInputElement | null;
    if (fetcher.state !== "idle" || !fetcher.data || !field) return;
    if (fetcher.data.ok) form.current?.reset();
    // Refused, but the shopper went on typing while it was on its way: the verdict is on what is there now.
    else if (field.value !== fetcher.data.email) check(field.value);
  }, [fetcher.state, fetcher.data]);

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="mt-8 flex flex-col gap-3 rounded-2xl bg-page p-4 md:flex-row md:items-center md:justify-between" data-newsletter="">
      <div>
        <h3 id="newsletter-title" className="font-bold text-secondary">{t("footer.newsletter.title")}</h3>
        <p className="mt-1 text-xs leading-5 text-muted">{t("footer.newsletter.text")}</p>
      </div>
      <div className="w-full max-w-md">
        <fetcher.Form ref={form} method="post" action="/newsletter" noValidate className="flex gap-2">
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          {hydrated ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null}
          <label htmlFor="newsletter-email" className="sr-only">{t("footer.newsletter.label")}</label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            placeholder={t("footer.newsletter.label")}
            defaultValue={answer && !answer.ok ? answer.email : ""}
            onBlur={(event) => check(event.currentTarget.value)}
            onInput={(event) => error != null && check(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : answer?.ok ? "newsletter-done" : undefined}
            className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-3 text-base outline-none focus:border-secondary aria-[invalid=true]:border-third"
          />
          <button type="submit" className="h-11 shrink-0 rounded-xl bg-secondary px-4 text-sm font-semibold text-white" aria-busy={fetcher.state !== "idle" || undefined}>
            {t("footer.newsletter.submit")}
          </button>
        </fetcher.Form>
        {error ? (
          <p id="newsletter-email-error" className="mt-2 text-sm text-third" data-field-error="email">{error}</p>
        ) : answer?.ok ? (
          <p id="newsletter-done" role="status" className="mt-2 text-sm text-emerald-700" data-newsletter-done="">{answer.message}</p>
        ) : null}
      </div>
    </section>
  );
}
