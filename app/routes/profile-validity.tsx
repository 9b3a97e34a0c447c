import type { Route } from "./+types/profile-validity";
import { useT } from "~/components/locale";
import { CreditRequestRow } from "~/components/profile/credit-requests";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { pageParam } from "~/lib/listing";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getCreditRequests } from "~/shop/api/credit.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.validity"), backBtnPath: "/profile" }),
};

/** /profile/validity: the shopper's instalment-credit requests (from products' credit dialogs), newest first, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const page = pageParam(new URL(args.url).searchParams);
  const [requests, t] = await Promise.all([getCreditRequests(ctx, page), translatorFor(ctx.locale, "profile")]);
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.validity"), requests };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ValidityPage({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData;
  const t = useT();
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.validity")} />
      <p className="-mt-2 text-sm text-muted">{t("profile.validity.intro")}</p>
      {requests.data.length === 0 ? (
        <ProfileCard>
          <div className="flex flex-col items-center gap-4 text-center" data-credit-empty="">
            <p className="text-sm text-muted">{t("profile.validity.empty")}</p>
            <AppLink to="/gold-jewelry" className={buttonClass()}>{t("profile.validity.browse")}</AppLink>
          </div>
        </ProfileCard>
      ) : (
        <ul className="flex flex-col gap-3" data-credit-requests="">
          {requests.data.map((request) => (
            <CreditRequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
      <Pagination
        page={requests.pagination.page}
        lastPage={requests.pagination.last_page}
        href={(page) => `/profile/validity${page > 1 ? `?page=${page}` : ""}`}
        label={t("profile.validity.pages")}
      />
    </ProfileFrame>
  );
}
