import { data } from "react-router";
import type { Route } from "./+types/profile-credit-request";
import { useLocale, useT } from "~/components/locale";
import { CreditStatusBadge } from "~/components/profile/credit-requests";
import { Detail } from "~/components/profile/orders";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { CardHeading } from "~/components/profile/wallet";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { formatDate, formatNumber, formatPercent, formatToman } from "~/lib/format";
import { imageUrl } from "~/lib/images";
import { privatePageMeta } from "~/lib/meta";
import { orderIdOf } from "~/lib/orders";
import type { ShellHandle } from "~/lib/shell";
import { getCreditRequest } from "~/shop/api/credit.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  mobileHeader: (data, t) => ({ main: data?.title ?? t("profile.meta.validity"), backBtnPath: "/profile/validity" }),
};

/**
 * /profile/validity/{id}: one instalment request: its state and what comes next, the product and its
 * price when asked, the plan (down payment, months, monthly payment, total), the documents and
 * steps done and still needed, the shop's note. Another shopper's request, or none, is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const id = orderIdOf(args.params.id);
  if (!id) throw data(null, { status: 404 });
  const [request, t] = await Promise.all([getCreditRequest(ctx, id), translatorFor(ctx.locale, "profile")]);
  if (!request) throw data(null, { status: 404 });
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.creditRequest", { id: localizeDigits(String(request.id), ctx.locale) }), request };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function CreditRequestPage({ loaderData }: Route.ComponentProps) {
  const { title, request } = loaderData;
  const t = useT();
  const locale = useLocale();
  const plan: [string, string, string][] = [
    ["amount", t("profile.validity.amount"), formatToman(request.amount, locale)],
    ["prepayment", t("profile.validity.prepayment", { percent: formatPercent(request.prepayment_percent, locale) }), formatToman(request.prepayment, locale)],
    ["months", t("profile.validity.months"), t("profile.validity.monthsValue", { months: formatNumber(request.months, locale) })],
    ["monthly", t("profile.validity.monthly"), formatToman(request.monthly, locale)],
    ["total", t("profile.validity.total"), formatToman(request.total, locale)],
    ["asked", t("profile.validity.askedOn"), formatDate(request.created_at, locale)],
    ["updated", t("profile.validity.updatedOn"), formatDate(request.updated_at, locale)],
  ];
  return (
    <ProfileFrame>
      <ProfileHeading title={title}>
        <CreditStatusBadge status={request.status} />
      </ProfileHeading>
      <p className="-mt-2 rounded-2xl bg-primary/50 p-4 text-sm leading-7 text-secondary" data-credit-next="">
        {t(`profile.validity.next.${request.status}`)}
      </p>
      {request.note ? (
        <ProfileCard data-credit-note="">
          <h2 className="mb-2 font-bold text-secondary">{t("profile.validity.note")}</h2>
          <p className="text-sm leading-7">{request.note}</p>
        </ProfileCard>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <ProfileCard data-credit-plan="">
          <div className="mb-3 flex items-center gap-3">
            {request.product.image ? (
              <img src={imageUrl(request.product.image, 160)} alt="" width={56} height={56} className="size-14 rounded-xl bg-page object-cover" />
            ) : null}
            <span className="flex flex-col gap-0.5">
              {request.product.slug_with_cat ? (
                <AppLink to={`/${request.product.slug_with_cat}`} className="font-semibold hover:underline" data-credit-product="">{request.product.name}</AppLink>
              ) : (
                <span className="font-semibold" data-credit-product="">{request.product.name}</span>
              )}
              {request.variety_value ? <span className="text-xs text-muted">{request.variety_value}</span> : null}
            </span>
          </div>
          <dl className="divide-y divide-line">
            {plan.map(([name, label, value]) => (
              <Detail key={name} name={name} label={label} value={value} />
            ))}
          </dl>
        </ProfileCard>
        <ProfileCard data-credit-steps="">
          <CardHeading icon="check" title={t("profile.validity.steps")} />
          <ol className="flex flex-col gap-3">
            {request.steps.map((step) => (
              <li key={step.key} className="flex gap-3" data-credit-step={step.key} data-done={step.done_at ? "true" : "false"}>
                <span className={`grid size-8 shrink-0 place-items-center rounded-full ${step.done_at ? "bg-secondary text-white" : "border border-line text-muted"}`}>
                  <Icon name={step.done_at ? "check" : "clock"} width={16} height={16} />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span className="text-sm font-semibold">{step.title}</span>
                  <span className="text-xs text-muted">{step.description}</span>
                  <span className={`text-xs font-semibold ${step.done_at ? "text-emerald-700" : "text-gold-700"}`}>
                    {step.done_at ? t("profile.validity.done", { date: formatDate(step.done_at, locale) }) : t("profile.validity.todo")}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </ProfileCard>
      </div>
    </ProfileFrame>
  );
}
