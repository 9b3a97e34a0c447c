import type { Route } from "./+types/webapp";
import addImage from "~/assets/webapp/step-add.svg?url";
import confirmImage from "~/assets/webapp/step-confirm.svg?url";
import launchImage from "~/assets/webapp/step-launch.svg?url";
import openImage from "~/assets/webapp/step-open.svg?url";
import shareImage from "~/assets/webapp/step-share.svg?url";
import { useT } from "~/components/locale";
import { useSite } from "~/components/shell/use-shell-data";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { pageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { fixedPageTexts } from "~/shop/page-data/page-texts.server";
import { publicOrigin } from "~/shop/request/origin.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  mobileHeader: (data, t) => ({ main: data?.title ?? t("footer.appIos"), backBtnPath: "/", share: true }),
};

/** The steps, each with its picture (app/assets/webapp: iPhone screens drawn for this page). */
const STEPS = [
  { key: "open", image: openImage },
  { key: "share", image: shareImage },
  { key: "add", image: addImage },
  { key: "confirm", image: confirmImage },
  { key: "launch", image: launchImage },
] as const;

/**
 * /webapp (docs/shop/01-product.md §1.9, docs/shop/02-pages.md §2.16): how to add the shop to an
 * iPhone's home screen, step by step with pictures. The web app manifest (routes/resources/manifest.ts)
 * and the touch icon make it open full screen with the shop's name and icon.
 */
export async function loader(args: Route.LoaderArgs) {
  const { page } = await fixedPageTexts(args.context.shop, "app", "app.webapp");
  return { ...page, host: new URL(publicOrigin(args.request)).host };
}

export const meta: Route.MetaFunction = pageMeta;

export default function WebAppPage({ loaderData }: Route.ComponentProps) {
  const { title, host } = loaderData;
  const t = useT();
  const site = useSite();
  return (
    <div className="container-shop py-8">
      <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">{t("app.webapp.intro")}</p>
      <p className="mt-3 flex max-w-3xl items-start gap-2 rounded-xl bg-gold-50 p-3 text-sm leading-7 text-secondary" data-safari-note="">
        <Icon name="globe" width={20} height={20} className="mt-1 shrink-0 text-gold-600" />
        {t("app.webapp.safari")}
      </p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-webapp-steps="">
        {STEPS.map(({ key, image }, index) => (
          <li key={key} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4" data-webapp-step={key}>
            <img src={image} alt={t(`app.webapp.steps.${key}.alt`)} width={160} height={307} loading={index === 0 ? "eager" : "lazy"} decoding="async" className="mx-auto" />
            <p className="text-xs font-semibold text-gold-700">{t("app.webapp.step", { n: index + 1 })}</p>
            <h2 className="font-bold text-secondary">{t(`app.webapp.steps.${key}.title`)}</h2>
            <p className="text-sm leading-7 text-muted">{t(`app.webapp.steps.${key}.text`, { site: host })}</p>
          </li>
        ))}
      </ol>
      {site.androidAppUrl ? (
        <p className="mt-6 text-sm">
          <AppLink to="/downloadapp" className="font-semibold text-gold-700 hover:underline">{t("app.webapp.android")}</AppLink>
        </p>
      ) : null}
    </div>
  );
}
