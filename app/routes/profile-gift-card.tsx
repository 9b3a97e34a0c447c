import { data } from "react-router";
import type { Route } from "./+types/profile-gift-card";
import { useLocale, useT } from "~/components/locale";
import { GiftCardStateBadge } from "~/components/profile/gift-cards";
import { Detail } from "~/components/profile/orders";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { CardHeading, WalletHistory } from "~/components/profile/wallet";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { formatDate, formatToman } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { orderIdOf } from "~/lib/orders";
import type { ShellHandle } from "~/lib/shell";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { getGiftWallet } from "~/shop/api/wallet.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.giftCard"), backBtnPath: "/profile/gift-wallet" }),
};

/**
 * /profile/gift-wallet/{id}: one gift card the shopper received or bought: its value, balance,
 * expiry, who it is from, its code while it can still be given, and (once received) its history.
 * Another shopper's card, or none, is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const id = orderIdOf(args.params.id);
  if (!id) throw data(null, { status: 404 });
  const [card, t] = await Promise.all([getGiftWallet(ctx, id), translatorFor(ctx.locale, "profile")]);
  if (!card) throw data(null, { status: 404 });
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.giftCard"), card };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function GiftCardPage({ loaderData }: Route.ComponentProps) {
  const { card } = loaderData;
  const t = useT();
  const locale = useLocale();
  const details: [string, string, string | null][] = [
    ["amount", t("profile.gift.amount"), formatToman(card.amount, locale)],
    ["balance", t("profile.gift.balance"), formatToman(card.balance, locale)],
    ["expires", t("profile.gift.expires"), card.expires_at ? formatDate(card.expires_at, locale) : t("profile.gift.noExpiry")],
    ["from", t("profile.gift.from"), card.role === "received" ? (card.from ?? t("profile.gift.fromShop")) : null],
    ["message", t("profile.gift.message"), card.message],
    ["created", t("profile.gift.createdAt"), formatDate(card.created_at, locale)],
    ["redeemed", t("profile.gift.redeemedAt"), card.redeemed_at && formatDate(card.redeemed_at, locale)],
  ];
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.giftCard")}>
        <GiftCardStateBadge state={card.state} />
      </ProfileHeading>
      <ProfileCard data-gift-card-details={card.id}>
        {card.code ? (
          <div className="mb-4 rounded-2xl border border-dashed border-secondary bg-page p-4 text-center">
            <p className="text-xs text-muted">{t("profile.gift.code")}</p>
            <p className="mt-1 text-xl font-bold text-secondary" dir="ltr" data-gift-code="">{card.code}</p>
            <p className="mt-2 text-xs text-muted">{t("profile.gift.codeHint")}</p>
          </div>
        ) : null}
        <dl className="divide-y divide-line">
          {details.map(([name, label, value]) => (value ? <Detail key={name} name={name} label={label} value={value} /> : null))}
        </dl>
      </ProfileCard>
      <ProfileCard data-history="">
        <CardHeading icon="receipt" title={t("profile.gift.history")} />
        {card.history.length > 0 ? <WalletHistory lines={card.history} showWallet={false} /> : <p className="text-sm text-muted">{t("profile.gift.noHistory")}</p>}
      </ProfileCard>
    </ProfileFrame>
  );
}
