import type { Route } from "./+types/profile-user-information";
import { useLocale, useT } from "~/components/locale";
import { Detail } from "~/components/profile/orders";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { formatDate } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getAccount } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.userInformation"), backBtnPath: "/profile" }),
};

/** /profile/user-information: the shopper's details as the shop keeps them (`GET /user`). */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const [account, t] = await Promise.all([getAccount(ctx), translatorFor(ctx.locale, "profile")]);
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.userInformation"), account };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function UserInformationPage({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const t = useT();
  const locale = useLocale();
  const missing = t("profile.information.notGiven");
  const rows: [string, string | null][] = [
    ["first_name", account.first_name],
    ["last_name", account.last_name],
    ["mobile", localizeDigits(account.mobile, locale)],
    ["national_code", account.national_code && localizeDigits(account.national_code, locale)],
    ["email", account.email],
    ["birth_date", account.birth_date && formatDate(`${account.birth_date}T12:00:00Z`, locale)],
  ];
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.userInformation")}>
        <AppLink to="/profile/user-information/edit" className={buttonClass("secondary")} data-edit-information="">
          <Icon name="edit" width={18} height={18} />
          {t("profile.information.edit")}
        </AppLink>
      </ProfileHeading>
      <ProfileCard>
        <dl className="divide-y divide-line" data-information="">
          {rows.map(([name, value]) => (
            <Detail key={name} name={name} label={t(`profile.information.fields.${name}`)} value={value ?? missing} />
          ))}
        </dl>
      </ProfileCard>
    </ProfileFrame>
  );
}
