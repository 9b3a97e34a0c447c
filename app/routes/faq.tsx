import type { Route } from "./+types/faq";
import type { Crumb } from "~/components/info/info-layout";
import { FaqGroups } from "~/components/info/faq-groups";
import { InfoLayout } from "~/components/info/info-layout";
import { InfoNav } from "~/components/info/info-nav";
import { useT } from "~/components/locale";
import { JsonLd } from "~/components/ui/json-ld";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { faqPageLd } from "~/lib/structured-data";
import { optional } from "~/shop/request/client.server";
import { getFaqGroups, getSinglePageList } from "~/shop/api/pages.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("info.faq.title"), backBtnPath: "/" }),
};

/** /faq: the shop's questions and answers by group, each answer opening in place (no JavaScript needed). */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const [t, groups, headerPages, footerPages] = await Promise.all([
    translatorFor(ctx.locale, "info"),
    getFaqGroups(ctx),
    // The questions are required; the links to the info pages beside them are optional.
    optional(ctx, "GET /single-page-list", () => getSinglePageList(ctx, "header"), []),
    optional(ctx, "GET /single-page-list", () => getSinglePageList(ctx, "footer"), []),
  ]);
  return {
    i18n: messagesFor(ctx.locale, "info"),
    title: t("info.faq.title"),
    description: t("info.faq.description"),
    groups,
    headerPages,
    footerPages,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(
    matches,
    loaderData
      ? [
          { title: loaderData.title },
          { name: "description", content: loaderData.description },
          { property: "og:title", content: loaderData.title },
          { property: "og:description", content: loaderData.description },
        ]
      : [],
  );

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { title, groups, headerPages, footerPages } = loaderData;
  const t = useT();
  const crumbs: Crumb[] = [
    { title: t("info.home"), path: "/" },
    { title, path: "/faq" },
  ];
  const questions = groups.flatMap((group) => group.items.map(({ question, answer }) => ({ question, answer })));
  return (
    <InfoLayout crumbs={crumbs} nav={<InfoNav headerPages={headerPages} footerPages={footerPages} current="faq" />}>
      <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">{t("info.faq.intro")}</p>
      <FaqGroups groups={groups} />
      {questions.length > 0 ? <JsonLd data={faqPageLd(questions)} /> : null}
    </InfoLayout>
  );
}
