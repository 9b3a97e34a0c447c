import type { CreditRequestStatus } from "../../../shop-api/contract/wallet-states";
import type { CreditRequest } from "../../../shop-api/contract/wallet";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { localizeDigits } from "~/lib/digits";
import { formatDate, formatNumber, formatToman } from "~/lib/format";
import { imageUrl } from "~/lib/images";

const STATUS_TONE: Record<CreditRequestStatus, string> = {
  documents: "bg-gold-50 text-gold-700",
  reviewing: "bg-primary text-secondary",
  approved: "bg-secondary text-white",
  rejected: "bg-third/10 text-third",
  cancelled: "bg-page text-muted",
};

/** An instalment request's state, as a badge. */
export function CreditStatusBadge({ status }: { status: CreditRequestStatus }) {
  const t = useT();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`} data-credit-status={status}>
      {t(`profile.validity.status.${status}`)}
    </span>
  );
}

/** "12 monthly payments of 1,250,000 toman". */
export function usePlanText() {
  const t = useT();
  const locale = useLocale();
  return (request: Pick<CreditRequest, "months" | "monthly">) =>
    t("profile.validity.plan", { months: formatNumber(request.months, locale), monthly: formatToman(request.monthly, locale) });
}

/** An instalment request in a list: the product, the plan, its state; leading to its page. */
export function CreditRequestRow({ request }: { request: CreditRequest }) {
  const t = useT();
  const locale = useLocale();
  const plan = usePlanText();
  return (
    <li data-credit-request={request.id}>
      <AppLink to={`/profile/validity/${request.id}`} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-4 hover:border-secondary">
        {request.product.image ? (
          <img src={imageUrl(request.product.image, 96)} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-xl bg-page object-cover" />
        ) : (
          <span className="size-14 rounded-xl bg-page" />
        )}
        <span className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold text-secondary">{request.product.name}</span>
            <CreditStatusBadge status={request.status} />
          </span>
          <span className="text-xs text-muted">
            {t("profile.validity.number", { id: localizeDigits(String(request.id), locale) })} · {formatDate(request.created_at, locale)}
          </span>
          <span className="text-sm tabular" data-credit-plan="">{plan(request)}</span>
        </span>
        <span className="ms-auto inline-flex items-center gap-1 text-sm font-semibold text-secondary">
          {t("profile.validity.details")}
          <Icon name="back" width={16} height={16} className="rtl:rotate-180" />
        </span>
      </AppLink>
    </li>
  );
}
