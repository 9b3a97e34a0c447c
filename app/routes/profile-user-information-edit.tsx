import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/profile-user-information-edit";
import { firstError } from "~/components/account/form-state";
import { useLocale, useT } from "~/components/locale";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { TextField } from "~/components/ui/text-field";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { calendarDateOf, monthNames } from "~/lib/calendar-date";
import { accountRules } from "~/lib/form-rules";
import { localizeDigits, toPersianDigits } from "~/lib/digits";
import { resultOf } from "~/lib/intent-result";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getAccount } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.editInformation"), backBtnPath: "/profile/user-information" }),
};

type AccountFields = Record<"first_name" | "last_name" | "national_code" | "email" | "birth_day" | "birth_month" | "birth_year" | "birth_date", string>;

/**
 * /profile/user-information/edit: the shopper's names, national code, e-mail and birth day. The
 * birth day is asked in the page's calendar (Jalali in Persian) as day, month and year: no date
 * picker, Persian digits welcome.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const [account, t] = await Promise.all([getAccount(ctx), translatorFor(ctx.locale, "profile")]);
  const birth = account.birth_date ? calendarDateOf(account.birth_date, ctx.locale) : null;
  const digits = (value: string | number) => localizeDigits(String(value), ctx.locale);
  return {
    i18n: messagesFor(ctx.locale, "profile"),
    title: t("profile.meta.editInformation"),
    months: monthNames(ctx.locale),
    defaults: {
      first_name: account.first_name ?? "",
      last_name: account.last_name ?? "",
      national_code: account.national_code ? digits(account.national_code) : "",
      email: account.email ?? "",
      birth_day: birth ? String(birth.day) : "",
      birth_month: birth ? String(birth.month) : "",
      birth_year: birth ? digits(birth.year) : "",
    },
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

export { action } from "./profile-user-information-edit.server";

const selectClass = "h-12 w-full rounded-xl border border-line bg-white px-3 text-base outline-none focus:border-secondary aria-[invalid=true]:border-third";

export default function EditInformationPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { months, defaults } = loaderData;
  const navigation = useNavigation();
  const t = useT();
  const locale = useLocale();
  const [form, fields] = useForm<AccountFields>({ id: "account", lastResult: resultOf(answer, "save"), defaultValue: defaults, ...useEagerValidation<AccountFields>(accountRules(locale)) });
  const focus = firstError(form);
  const birthError = fields.birth_date.errors?.[0];
  const birthInvalid = birthError ? true : undefined;
  const birthDescribedBy = birthError ? "birth-date-error" : "birth-date-hint";
  const numeral = (value: number) => (locale === "fa" ? toPersianDigits(value) : String(value));
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.editInformation")} />
      <ProfileCard>
        <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="grid gap-5 md:grid-cols-2" data-account-form="">
          {form.errors?.length ? (
            <p role="alert" className="rounded-xl bg-third/10 p-3 text-sm text-third md:col-span-2" data-form-error="">{form.errors[0]}</p>
          ) : null}
          <TextField meta={fields.first_name} label={t("profile.information.fields.first_name")} autoComplete="given-name" autoFocus={focus === "first_name"} />
          <TextField meta={fields.last_name} label={t("profile.information.fields.last_name")} autoComplete="family-name" autoFocus={focus === "last_name"} />
          <TextField
            meta={fields.national_code}
            label={t("profile.information.fields.national_code")}
            hint={t("profile.information.nationalCodeHint")}
            inputMode="numeric"
            dir="ltr"
            maxLength={10}
            autoFocus={focus === "national_code"}
          />
          <TextField meta={fields.email} label={t("profile.information.fields.email")} type="email" autoComplete="email" dir="ltr" autoFocus={focus === "email"} />
          <fieldset className="flex flex-col gap-1.5 md:col-span-2" aria-describedby={birthDescribedBy} data-birth-date="">
            <legend className="mb-2 text-sm font-semibold text-ink">{t("profile.information.fields.birth_date")}</legend>
            <div className="grid max-w-md grid-cols-3 gap-2">
              <label className="flex flex-col gap-1 text-xs text-muted">
                {t("profile.information.day")}
                <select name={fields.birth_day.name} defaultValue={fields.birth_day.initialValue ?? ""} className={selectClass} aria-invalid={birthInvalid} autoFocus={focus === "birth_date"}>
                  <option value="">—</option>
                  {Array.from({ length: 31 }, (_, index) => index + 1).map((day) => (
                    <option key={day} value={day}>{numeral(day)}</option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                {t("profile.information.month")}
                <select name={fields.birth_month.name} defaultValue={fields.birth_month.initialValue ?? ""} className={selectClass} aria-invalid={birthInvalid}>
                  <option value="">—</option>
                  {months.map((month, index) => (
                    <option key={month} value={index + 1}>{month}</option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                {t("profile.information.year")}
                <input
                  name={fields.birth_year.name}
                  defaultValue={fields.birth_year.initialValue ?? ""}
                  inputMode="numeric"
                  maxLength={4}
                  placeholder={t("profile.information.yearExample")}
                  dir="ltr"
                  className={`${selectClass} px-4 tabular`}
                  aria-invalid={birthInvalid}
                />
              </label>
            </div>
            <p id="birth-date-hint" className="text-xs text-muted">{t("profile.information.birthHint")}</p>
            {birthError ? <p id="birth-date-error" className="text-sm text-third" data-field-error="birth_date">{birthError}</p> : null}
          </fieldset>
          <div className="flex flex-wrap gap-3 md:col-span-2">
            <Button type="submit" name="intent" value="save" loading={navigation.state === "submitting"} data-save-information="">{t("profile.information.save")}</Button>
            <AppLink to="/profile/user-information" className={buttonClass("ghost")}>{t("profile.information.cancel")}</AppLink>
          </div>
        </Form>
      </ProfileCard>
    </ProfileFrame>
  );
}
