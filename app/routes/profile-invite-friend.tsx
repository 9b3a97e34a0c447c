import type { Route } from "./+types/profile-invite-friend";
import { REGISTRATION_CREDIT } from "../../shop-api/contract/checkout";
import { useLocale, useT } from "~/components/locale";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { CardHeading } from "~/components/profile/wallet";
import { ShareDialog } from "~/components/shell/dialogs";
import { useRootData } from "~/components/shell/use-shell-data";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { useUrlDialog } from "~/components/ui/use-url-dialog";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { formatDate, formatNumber, formatToman } from "~/lib/format";
import { localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { publicOrigin } from "~/shop/request/origin.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { getReferralWallet } from "~/shop/api/wallet.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.inviteFriend"), backBtnPath: "/profile" }),
};

/**
 * /profile/invite-friend: the shopper's referral code and link (the registration page with `?ref=`,
 * in the page's language), ways to share it (the share dialog, and plain WhatsApp and Telegram
 * links that need no script), how many friends joined and what the referral wallet earned.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const [referral, t] = await Promise.all([getReferralWallet(ctx), translatorFor(ctx.locale, "profile")]);
  const link = new URL(`${localizePath("/register", ctx.locale)}?ref=${encodeURIComponent(referral.code)}`, publicOrigin(args.request)).href;
  // The friend's gift is read here, on the server: the contract's module would bring zod to the page.
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.inviteFriend"), referral, link, signUpGift: REGISTRATION_CREDIT };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function InviteFriendPage({ loaderData }: Route.ComponentProps) {
  const { referral, link, signUpGift } = loaderData;
  const t = useT();
  const locale = useLocale();
  const { site } = useRootData();
  // Not the layout's `share` dialog, which shares the page itself.
  const shareDialog = useUrlDialog("invite");
  const message = t("profile.invite.shareText", { shop: site.shopName, gift: formatToman(signUpGift, locale) });
  const stats: [string, string, string][] = [
    ["friends", t("profile.invite.friends"), formatNumber(referral.friend_count, locale)],
    ["earned", t("profile.invite.earned"), formatToman(referral.earned, locale)],
    ["balance", t("profile.invite.balance"), formatToman(referral.wallet?.balance ?? 0, locale)],
  ];
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.inviteFriend")} />
      <section className="flex flex-col gap-4 rounded-3xl bg-secondary p-5 text-white md:p-6" data-referral="">
        <p className="leading-7">
          {t("profile.invite.intro", { reward: formatToman(referral.reward, locale), gift: formatToman(signUpGift, locale) })}
        </p>
        <div>
          <p className="text-xs text-white/80">{t("profile.invite.code")}</p>
          <p className="mt-1 text-2xl font-bold" data-referral-code={referral.code}>
            <bdi>{referral.code}</bdi>
          </p>
        </div>
      </section>
      <ProfileCard data-referral-share="">
        <label htmlFor="referral-link" className="text-sm font-semibold text-ink">{t("profile.invite.link")}</label>
        <input
          id="referral-link"
          readOnly
          value={link}
          dir="ltr"
          className="mt-2 h-12 w-full rounded-xl border border-line bg-page px-4 text-sm"
          data-referral-link=""
        />
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={shareDialog.trigger.href} onClick={shareDialog.trigger.onClick} aria-haspopup="dialog" className={buttonClass()} data-share-invite="">
            <Icon name="share" width={18} height={18} />
            {t("profile.invite.share")}
          </a>
          <a href={`https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")} data-share-to="whatsapp">
            <Icon name="phone" width={18} height={18} />
            {t("profile.invite.whatsapp")}
          </a>
          <a
            href={`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary")}
            data-share-to="telegram"
          >
            <Icon name="telegram" width={18} height={18} />
            {t("profile.invite.telegram")}
          </a>
        </div>
      </ProfileCard>
      {/* Two across on a phone, where three leave an amount in toman no room. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {stats.map(([name, label, value]) => (
          <div key={name} className="rounded-3xl border border-line bg-white p-3 md:p-4" data-referral-stat={name}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-sm font-bold tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <ProfileCard data-referral-friends={referral.friend_count}>
        <CardHeading icon="users" title={t("profile.invite.friendsList")} />
        {referral.friends.length === 0 ? (
          <p className="text-sm text-muted">{t("profile.invite.noFriends")}</p>
        ) : (
          <ul className="divide-y divide-line">
            {referral.friends.map((friend) => (
              <li key={`${friend.mobile}-${friend.joined_at}`} className="flex flex-wrap items-center justify-between gap-2 py-3" data-friend={friend.mobile}>
                <span className="flex flex-col gap-0.5">
                  <span className="font-semibold tabular" dir="ltr">{localizeDigits(friend.mobile, locale)}</span>
                  <span className="text-xs text-muted">{t("profile.invite.joined", { date: formatDate(friend.joined_at, locale) })}</span>
                </span>
                <span className="font-bold tabular text-emerald-700">+{formatToman(friend.reward, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      {shareDialog.used ? (
        <ShareDialog
          open={shareDialog.open}
          onClose={shareDialog.hide}
          closeHref={shareDialog.closeHref}
          url={link}
          title={message}
          instagramUrl={site.social.find((item) => item.network === "instagram")?.url ?? null}
        />
      ) : null}
    </ProfileFrame>
  );
}
