import type { GiftCardState } from "../../../shop-api/contract/wallet-states";
import type { GiftCard } from "../../../shop-api/contract/wallet";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { formatDate, formatToman, isolate } from "~/lib/format";

const STATE_TONE: Record<GiftCardState, string> = {
  active: "bg-primary text-secondary",
  unused: "bg-gold-50 text-gold-700",
  redeemed: "bg-secondary text-white",
  spent: "bg-page text-muted",
  expired: "bg-third/10 text-third",
};

/** A gift card's state, as a badge. */
export function GiftCardStateBadge({ state }: { state: GiftCardState }) {
  const t = useT();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`} data-gift-state={state}>
      {t(`profile.gift.state.${state}`)}
    </span>
  );
}

/** A gift card's code, read left to right in a Persian sentence too ("ZG-48L5-V8S4", not "48L5-V8S4-ZG"). */
export function GiftCode({ code }: { code: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap" data-gift-code="">
      {code}
    </bdi>
  );
}

/** A gift card in a list: its value, what is left, its state and expiry, who it is from; leading to its page. */
export function GiftCardRow({ card }: { card: GiftCard }) {
  const t = useT();
  const locale = useLocale();
  const from = card.role === "received" ? (card.from ?? t("profile.gift.fromShop")) : null;
  return (
    <li data-gift-card={card.id} data-gift-role={card.role}>
      <AppLink to={`/profile/gift-wallet/${card.id}`} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-4 hover:border-secondary">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary text-secondary">
          <Icon name="gift" width={24} height={24} />
        </span>
        {/* Wide enough for its amount and badge; on a phone the balance moves below it. */}
        <span className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold text-secondary tabular">{formatToman(card.amount, locale)}</span>
            <GiftCardStateBadge state={card.state} />
          </span>
          <span className="flex flex-wrap gap-2 text-xs text-muted">
            {from ? <span>{`${t("profile.gift.from")}: ${isolate(from)}`}</span> : null}
            {card.code ? (
              <span className="whitespace-nowrap">
                {t("profile.gift.code")}: <GiftCode code={card.code} />
              </span>
            ) : null}
            <span className="whitespace-nowrap">{card.expires_at ? `${t("profile.gift.expires")} ${formatDate(card.expires_at, locale)}` : t("profile.gift.noExpiry")}</span>
          </span>
        </span>
        <span className="ms-auto flex flex-col items-end gap-0.5">
          <span className="text-xs text-muted">{t("profile.gift.balance")}</span>
          <span className="font-bold tabular" data-gift-balance={card.balance}>{formatToman(card.balance, locale)}</span>
        </span>
      </AppLink>
    </li>
  );
}
