import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { MOBILE_FORM } from "~/lib/eager-validation";
import { Form } from "react-router";
import type { ReactNode } from "react";
import { firstError, useBusy, useSentCount } from "~/components/account/form-state";
import { useT } from "~/components/locale";
import { useSite } from "~/components/shell/use-shell-data";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icons";
import { TextField } from "~/components/ui/text-field";
import { APP_LINK_INTENT } from "~/lib/app-link";

/**
 * Where to get the app (docs/shop/01-product.md §1.9, docs/shop/02-pages.md §2.16): the Android app's
 * link and its QR code, the link by SMS (`POST /get-app-link`, a mobile in any digits), and the iPhone
 * web app's instructions. `lastResult`: the page's action's answer when it was the SMS form's
 * (shop/actions/app-link-action.server.ts).
 */
export function AppDownload({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const site = useSite();
  // A new form once the link was sent, ready for another number.
  const sent = useSentCount(APP_LINK_INTENT, lastResult);
  return (
    <div className="grid gap-4 md:grid-cols-3" data-app-download="">
      <Panel id="app-android" icon="mobile" title={t("app.android.title")} text={t("app.android.text")}>
        <img src="/app-qr.svg" alt={t("app.android.qrAlt")} width={144} height={144} loading="lazy" decoding="async" className="mx-auto rounded-xl border border-line p-1" />
        {site.androidAppUrl ? (
          <AppLink to={site.androidAppUrl} className={buttonClass()} data-android-app="">
            <Icon name="download" width={18} height={18} />
            {t("app.android.button")}
          </AppLink>
        ) : null}
      </Panel>
      {site.androidAppUrl ? <AppLinkBySms key={sent} lastResult={lastResult} /> : null}
      <Panel id="app-ios" icon="mobile" title={t("app.ios.title")} text={t("app.ios.text")}>
        <AppLink to="/webapp" className={buttonClass("secondary", "mt-auto")} data-webapp-link="">
          {t("app.ios.button")}
        </AppLink>
      </Panel>
    </div>
  );
}

function AppLinkBySms({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string }>({ id: "app-link-form", lastResult, ...useEagerValidation<{ mobile: string }>(MOBILE_FORM) });
  return (
    <Panel id="app-link" icon="comment" title={t("app.sms.title")} text={t("app.sms.text")}>
      <Form method="post" preventScrollReset {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="flex flex-col gap-3" data-app-link-form="">
        <TextField
          meta={fields.mobile}
          label={t("app.sms.label")}
          hint={t("app.sms.hint")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          autoFocus={firstError(form) === "mobile"}
        />
        <Button type="submit" name="intent" value={APP_LINK_INTENT} loading={useBusy(APP_LINK_INTENT)}>
          {t("app.sms.submit")}
        </Button>
      </Form>
    </Panel>
  );
}

/** One way to get the app: a card with its heading (`{id}-title`), a line of text and what it offers. */
function Panel({ id, icon, title, text, children }: { id: string; icon: IconName; title: string; text: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold text-secondary">
        <Icon name={icon} className="text-gold-600" />
        {title}
      </h2>
      <p className="text-sm leading-7 text-muted">{text}</p>
      {children}
    </section>
  );
}
