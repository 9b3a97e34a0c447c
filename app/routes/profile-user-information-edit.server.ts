import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/profile-user-information-edit";
import { z } from "zod";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { translatorFor } from "~/server-lib/i18n.server";
import { isoDateOf } from "~/lib/calendar-date";
import { toLatinDigits } from "~/lib/digits";
import type { Locale } from "~/lib/locale";
import { localizePath } from "~/lib/locale";
import * as rules from "~/lib/rules";
import { type ValidationT, validators } from "~/server-lib/validation.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { updateAccount } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf, refused } from "~/server-lib/intent-action.server";

/** The earliest birth year the form takes, in the page's calendar (1900 and 1279 are the same year). */
const FIRST_BIRTH_YEAR = { fa: 1279, en: 1900 } as const;


/**
 * The user-information form (docs/shop/05-validation.md §5.7): names in Persian letters on the Persian
 * page (any letters on the English one), a national code with its checksum, an e-mail in English
 * characters, and a birth day as day, month and year of the page's calendar, all three or none.
 * National code, e-mail and birth date may be left empty (then cleared). Mirrored in the browser, but
 * for the birth date, by lib/form-rules.ts accountRules.
 */
export function accountSchema(t: ValidationT, locale: Locale, today: string) {
  const v = validators(t);
  const name = () =>
    (locale === "fa" ? v.alphabetPersian() : v.required().refine(rules.isNameText, t("validation.alpha"))).pipe(
      z.string().max(INPUT_MAX.namePart, t("validation.max", { length: INPUT_MAX.namePart })),
    );
  const email = v
    .required(INPUT_MAX.email)
    .refine(rules.isEnglishOnly, { message: t("validation.englishEmail"), abort: true })
    .refine(rules.isEnglishEmail, t("validation.email"));
  // What the three fields make: nothing (no birth date), a real day of the page's calendar, or an error.
  const number = (value: unknown) => (typeof value === "string" && /^\d+$/.test(toLatinDigits(value).trim()) ? Number(toLatinDigits(value)) : undefined);
  const birthDate = z.object({ day: z.unknown(), month: z.unknown(), year: z.unknown() }).transform((value, ctx) => {
    const given = [value.day, value.month, value.year].filter((part) => typeof part === "string" && part.trim() !== "");
    if (given.length === 0) return null;
    const [day, month, year] = [number(value.day), number(value.month), number(value.year)];
    const iso = day && month && year ? isoDateOf({ year, month, day }, locale) : null;
    const problem =
      given.length < 3 || !day || !month || !year
        ? "profile.information.birthIncomplete"
        : !iso
          ? "profile.information.birthInvalid"
          : iso > today || year < FIRST_BIRTH_YEAR[locale]
            ? "profile.information.birthOutOfRange"
            : null;
    if (problem) {
      ctx.addIssue({ code: "custom", message: t(problem) });
      return z.NEVER;
    }
    return iso;
  });
  // The three fields are read as one, beside the others, so that every error shows at once.
  return z.preprocess(
    (input) => {
      const { birth_day, birth_month, birth_year, ...rest } = (input ?? {}) as Record<string, unknown>;
      return { ...rest, birth_date: { day: birth_day, month: birth_month, year: birth_year } };
    },
    z.object({
      first_name: name(),
      last_name: name(),
      national_code: v.nationalCode().optional(),
      email: email.optional(),
      birth_date: birthDate,
    }),
  );
}

/** One handler per intent (decision 44): the page's one form. */
const HANDLERS = {
  /**
   * Saved with `POST /user`, then back to the details with a toast; the header's name follows.
   * Refused input stays in place, each error beside its field; the Shop API's refusal above the form.
   */
  async save(form, { args, signedIn: { ctx, user } }) {
    const t = await translatorFor(ctx.locale, "profile");
    const today = new Date().toISOString().slice(0, 10);
    const submission = parseWithZod(form, { schema: accountSchema(t, ctx.locale, today) });
    if (submission.status !== "success") return refused("save", submission.reply());
    const { first_name, last_name, national_code, email, birth_date } = submission.value;
    const saved = await updateAccount(ctx, { first_name, last_name, national_code: national_code ?? null, email: email ?? null, birth_date });
    if (!saved.ok) return refused("save", submission.reply({ formErrors: [saved.message] }), 422);
    args.context.session.set("user", { ...user, name: saved.user.name });
    return redirectWithToast(args.context.session, localizePath("/profile/user-information", ctx.locale), { type: "success", message: t("profile.information.saved") });
  },
} satisfies Record<string, (form: FormData, post: { args: Route.ActionArgs; signedIn: Awaited<ReturnType<typeof requireSignedIn>> }) => Promise<unknown>>;

/** /profile/user-information/edit's action: a guest is sent to sign in; an unknown intent goes back to the page. */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireSignedIn(args);
  const form = await readForm(args.request);
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, { args, signedIn }) : redirect(localizePath("/profile/user-information/edit", signedIn.ctx.locale));
}
