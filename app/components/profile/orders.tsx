import type { OrderStatus } from "../../../shop-api/contract/orders";
import type { OrderSummary } from "../../../shop-api/contract/profile";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { localizeDigits } from "~/lib/digits";
import { formatDate, formatToman } from "~/lib/format";
import { imageUrl } from "~/lib/images";

const STATUS_TONE: Record<OrderStatus, string> = {
  unpaid: "bg-gold-50 text-gold-700",
  canceld: "bg-page text-muted",
  failed: "bg-third/10 text-third",
  not_approved: "bg-third/10 text-third",
  paid: "bg-primary text-secondary",
  processing: "bg-primary text-secondary",
  sent: "bg-primary text-secondary",
  delivered: "bg-secondary text-white",
  returned: "bg-page text-muted",
};

/** An order's state, as a badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`} data-order-status={status}>
      {t(`profile.status.${status}`)}
    </span>
  );
}

/** An order in a list: number, day, state, pieces and total, leading to `href` (its page or its invoice). */
export function OrderRow({ order, href, action }: { order: OrderSummary; href: string; action: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li data-order={order.id}>
      <AppLink to={href} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-4 hover:border-secondary">
        {/* Wide enough for its title and date; on a phone the total moves below it. */}
        <span className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold text-secondary">{t("profile.order.number", { id: localizeDigits(String(order.id), locale) })}</span>
            <OrderStatusBadge status={order.status_type} />
          </span>
          <span className="text-xs text-muted">
            {formatDate(order.created_at, locale)} · {t("profile.order.pieces", { count: order.item_count })}
          </span>
        </span>
        {order.images.length > 0 ? (
          <span className="flex gap-1" aria-hidden="true">
            {order.images.map((image) => (
              <img key={image} src={imageUrl(image, 96)} alt="" width={44} height={44} loading="lazy" className="size-11 rounded-xl bg-page object-cover" />
            ))}
          </span>
        ) : null}
        <span className="ms-auto flex items-center gap-3">
          <span className="font-bold tabular" data-order-total={order.total}>{formatToman(order.total, locale)}</span>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-secondary">
            {action}
            <Icon name="back" width={16} height={16} className="rtl:rotate-180" />
          </span>
        </span>
      </AppLink>
    </li>
  );
}

/** A label and its value in a definition list of a profile page. */
export function Detail({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-8 py-2.5" data-detail={name}>
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd className="font-semibold tabular" dir="auto">{value}</dd>
    </div>
  );
}
