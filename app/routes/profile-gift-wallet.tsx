import type { Route } from "./+types/profile-gift-wallet";
import type { GiftCard } from "../../shop-api/contract/wallet";
import { useT } from "~/components/locale";
import { GiftCardRow } from "~/components/profile/gift-cards";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { CardHeading } from "~/components/profile/wallet";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { getGiftWallets } from "~/shop/api/wallet.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.giftWallet"), backBtnPath: "/profile" }),
};

/** /profile/gift-wallet: the gift cards the shopper received (redeemed into gift wallets) and bought, each leading to its page. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const [cards, t] = await Promise.all([getGiftWallets(ctx), translatorFor(ctx.locale, "profile")]);
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.giftWallet"), cards };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function GiftWalletPage({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  const t = useT();
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.giftWallet")}>
        <AppLink to="/profile/wallet#redeem" className={buttonClass("secondary")} data-redeem-link="">
          <Icon name="gift" width={18} height={18} />
          {t("profile.gift.redeemLink")}
        </AppLink>
      </ProfileHeading>
      <CardList role="received" cards={cards.received} empty={t("profile.gift.receivedEmpty")} title={t("profile.gift.received")} />
      <CardList role="bought" cards={cards.bought} empty={t("profile.gift.boughtEmpty")} title={t("profile.gift.bought")} />
    </ProfileFrame>
  );
}

function CardList({ role, cards, title, empty }: { role: GiftCard["role"]; cards: GiftCard[]; title: string; empty: string }) {
  return (
    <ProfileCard data-gift-cards={role}>
      <CardHeading icon={role === "received" ? "gift" : "cart"} title={title} />
      {cards.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {cards.map((card) => (
            <GiftCardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
