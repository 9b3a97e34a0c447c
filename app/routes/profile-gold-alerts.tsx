import { Form } from "react-router";
import type { Route } from "./+types/profile-gold-alerts";
import type { GoldPriceAlert } from "../../shop-api/contract/gold-price";
import { useBusy } from "~/components/account/form-state";
import { useLocale, useT } from "~/components/locale";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { formatDate, formatToman } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getGoldPriceAlerts } from "~/shop/api/gold-price-history.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({
    main: t("profile.meta.goldAlerts"),
    backBtnPath: "/profile",
  }),
};

/** /profile/gold-alerts: the price alerts the shopper waits for (a sent one is done and gone), each removable. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const [alerts, t] = await Promise.all([getGoldPriceAlerts(ctx), translatorFor(ctx.locale, "profile")]);
  return {
    i18n: messagesFor(ctx.locale, "profile"),
    title: t("profile.meta.goldAlerts"),
    alerts,
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

export { action } from "./profile-gold-alerts.server";

export default function GoldAlertsPage({ loaderData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  const t = useT();
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.goldAlerts")}>
        <AppLink to="/gold-price#price-alert" className={buttonClass("secondary")} data-add-alert-link="">
          <Icon name="plus" width={18} height={18} />
          {t("profile.goldAlerts.add")}
        </AppLink>
      </ProfileHeading>
      <ProfileCard data-gold-alerts="">
        <p className="mb-4 text-sm leading-7 text-muted">{t("profile.goldAlerts.intro")}</p>
        {alerts.length === 0 ? (
          <p className="text-sm text-muted" data-gold-alerts-empty="">
            {t("profile.goldAlerts.empty")}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </ProfileCard>
    </ProfileFrame>
  );
}

function AlertRow({ alert }: { alert: GoldPriceAlert }) {
  const t = useT();
  const locale = useLocale();
  const busy = useBusy("delete-alert");
  const words = t(`profile.goldAlerts.${alert.direction}`, {
    price: formatToman(alert.price, locale),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-gold-alert={alert.id} data-direction={alert.direction} data-price={alert.price}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-ink">{words}</p>
        <p className="text-xs text-muted">
          {t("profile.goldAlerts.since", {
            date: formatDate(alert.created_at, locale),
          })}
        </p>
      </div>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="id" value={alert.id} />
        <Button
          type="submit"
          name="intent"
          value="delete-alert"
          variant="secondary"
          disabled={busy}
          aria-label={t("profile.goldAlerts.removeLabel", { alert: words })}
          data-remove-alert=""
        >
          <Icon name="trash" width={16} height={16} />
          {t("profile.goldAlerts.remove")}
        </Button>
      </Form>
    </li>
  );
}
