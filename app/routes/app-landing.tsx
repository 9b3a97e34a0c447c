import type { Route } from "./+types/app-landing";
import { AppDownload } from "~/components/app/app-download";
import { useT } from "~/components/locale";
import { Icon, type IconName } from "~/components/ui/icons";
import { APP_LINK_INTENT } from "~/lib/app-link";
import { resultOf } from "~/lib/intent-result";
import { pageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { fixedPageTexts } from "~/shop/page-data/page-texts.server";

export { appLinkAction as action } from "~/shop/actions/app-link-action.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("footer.download"), backBtnPath: "/", share: true }),
};

const FEATURES: { key: string; icon: IconName }[] = [
  { key: "price", icon: "scale" },
  { key: "instalments", icon: "installment" },
  { key: "tracking", icon: "truck" },
  { key: "wallet", icon: "wallet" },
];

/** /landing/app (docs/shop/02-pages.md §2.16): the app's landing page, what it offers, then where to get it. */
export async function loader(args: Route.LoaderArgs) {
  return (await fixedPageTexts(args.context.shop, "app", "app.landing")).page;
}

export const meta: Route.MetaFunction = pageMeta;

export default function AppLandingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title } = loaderData;
  const smsResult = resultOf(actionData, APP_LINK_INTENT);
  const t = useT();
  return (
    <div className="container-shop py-8">
      <section aria-labelledby="app-landing-title" className="rounded-3xl bg-secondary p-6 text-white md:p-8" data-app-hero="">
        <h1 id="app-landing-title" className="text-2xl font-black md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl leading-8 text-white/90">{t("app.landing.subtitle")}</p>
        <a href="#get-the-app" className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-5 text-sm font-semibold text-secondary">
          <Icon name="download" width={18} height={18} />
          {t("app.landing.cta")}
        </a>
      </section>
      <section aria-labelledby="app-features" className="mt-8">
        <h2 id="app-features" className="text-lg font-bold text-secondary md:text-xl">{t("app.landing.featuresTitle")}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 text-sm leading-6" data-app-feature={key}>
              <h3 className="flex items-center gap-2 font-bold text-secondary">
                <Icon name={icon} width={20} height={20} className="text-gold-600" />
                {t(`app.landing.features.${key}.title`)}
              </h3>
              <p className="text-muted">{t(`app.landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div id="get-the-app" className="mt-8">
        <AppDownload lastResult={smsResult} />
      </div>
    </div>
  );
}
