import type { ReactNode } from "react";
import type { WalletTransaction } from "../../../shop-api/contract/wallet";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon, type IconName } from "~/components/ui/icons";
import { formatDate, formatDateTime, formatToman } from "~/lib/format";

/** Money into (+, green) or out of (−, red) a wallet. */
export function SignedAmount({ amount }: { amount: number }) {
  const locale = useLocale();
  const sign = amount > 0 ? "+" : "−";
  return (
    <span className={`whitespace-nowrap font-bold tabular ${amount > 0 ? "text-emerald-700" : "text-third"}`} data-amount={amount}>
      {sign}
      {formatToman(Math.abs(amount), locale)}
    </span>
  );
}

const KIND_ICONS: Record<WalletTransaction["kind"], IconName> = {
  opening: "wallet",
  registration: "gift",
  top_up: "card",
  gift_card: "gift",
  referral: "users",
  shop_credit: "star",
  order: "box",
  refund: "return",
};

/** A wallet's (or every wallet's) history: what moved the balance, when, in which wallet, by how much. */
export function WalletHistory({ lines, showWallet = true }: { lines: readonly WalletTransaction[]; showWallet?: boolean }) {
  const locale = useLocale();
  return (
    <ul className="divide-y divide-line" data-wallet-history="">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start gap-3 py-3" data-transaction={line.id} data-transaction-kind={line.kind} data-recharge={line.recharge_id ?? undefined}>
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-page text-secondary">
            <Icon name={KIND_ICONS[line.kind]} width={20} height={20} />
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              {line.order_id ? (
                <AppLink to={`/profile/latest-orders/${line.order_id}`} className="text-sm font-semibold hover:underline">{line.title}</AppLink>
              ) : (
                <span className="text-sm font-semibold">{line.title}</span>
              )}{" "}
              <SignedAmount amount={line.amount} />
            </span>{" "}
            <span className="text-xs text-muted">
              {showWallet ? `${line.wallet_title} · ` : null}
              <time dateTime={line.created_at}>{formatDateTime(line.created_at, locale)}</time>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One kind of wallet's balance on the wallet page: its title, what it is, until when, where it leads. */
export function WalletCard({
  kind,
  icon,
  balance,
  expiresAt,
  link,
}: {
  kind: "original" | "credit" | "gift" | "registration" | "referral";
  icon: IconName;
  balance: number;
  expiresAt?: string | null;
  link?: { to: string; label: string };
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-2 rounded-3xl border border-line bg-white p-3 md:p-4" data-wallet-card={kind} data-balance={balance}>
      <span className="flex items-center gap-2 text-sm font-semibold text-secondary">
        <span className="grid size-9 place-items-center rounded-xl bg-primary">
          <Icon name={icon} width={18} height={18} />
        </span>
        {t(`profile.wallet.kind.${kind}`)}
      </span>{" "}
      <span className="text-sm font-bold tabular md:text-base">{formatToman(balance, locale)}</span>{" "}
      <span className="text-xs text-muted">
        {t(`profile.wallet.kindText.${kind}`)}
        {expiresAt ? ` ${t("profile.wallet.until", { date: formatDate(expiresAt, locale) })}` : null}
      </span>{" "}
      {link ? (
        <AppLink to={link.to} className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-secondary hover:underline">
          {link.label}
          <Icon name="back" width={16} height={16} className="rtl:rotate-180" />
        </AppLink>
      ) : null}
    </li>
  );
}

/** A profile card's heading with an icon, and what goes beside it. */
export function CardHeading({ icon, title, id, children }: { icon: IconName; title: string; id?: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 font-bold text-secondary">
        <Icon name={icon} width={20} height={20} />
        {title}
      </h2>
      {children}
    </div>
  );
}
