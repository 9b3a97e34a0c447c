import type { Route } from "./+types/download-app";
import { AppDownload } from "~/components/app/app-download";
import { APP_LINK_INTENT } from "~/lib/app-link";
import { resultOf } from "~/lib/intent-result";
import { pageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { fixedPageTexts } from "~/shop/page-data/page-texts.server";

export { appLinkAction as action } from "~/shop/actions/app-link-action.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("footer.download"), backBtnPath: "/" }),
};

/**
 * /downloadapp (docs/shop/02-pages.md §2.16): where the footer's QR code leads without an app store
 * link; the ways to get the app.
 */
export async function loader(args: Route.LoaderArgs) {
  const { page, t } = await fixedPageTexts(args.context.shop, "app", "app.download");
  return { ...page, intro: t("app.download.intro") };
}

export const meta: Route.MetaFunction = pageMeta;

export default function DownloadAppPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, intro } = loaderData;
  const smsResult = resultOf(actionData, APP_LINK_INTENT);
  return (
    <div className="container-shop py-8">
      <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">{intro}</p>
      <div className="mt-6">
        <AppDownload lastResult={smsResult} />
      </div>
    </div>
  );
}
