import { data, redirect } from "react-router";
import type { Route } from "./+types/info";
import type { SinglePageLink } from "../../shop-api/contract";
import type { Crumb } from "~/components/info/info-layout";
import { InfoLayout } from "~/components/info/info-layout";
import { InfoNav } from "~/components/info/info-nav";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizePath } from "~/lib/locale";
import { routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getSinglePage, getSinglePageList } from "~/shop/api/pages.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("info.index.title"), backBtnPath: "/", share: true }),
};

/** The API takes a slug (or an id) of at most 200 characters; anything else is no page. */
const SLUG_MAX = 200;

/**
 * /info/{slug}: an information page (about, guarantee, terms...) with the list of the others
 * beside it; /info alone: the list of all of them. An unknown slug is a 404; a page asked for by
 * its id is redirected to its slug, the one address search engines should know.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const slug = args.params.slug;
  const tPromise = translatorFor(ctx.locale, "info");
  if (!slug) {
    const [t, headerPages, footerPages] = await Promise.all([tPromise, getSinglePageList(ctx, "header"), getSinglePageList(ctx, "footer")]);
    return {
      i18n: messagesFor(ctx.locale, "info"),
      title: t("info.index.title"),
      description: t("info.index.description"),
      indexTitle: t("info.index.title"),
      page: null,
      headerPages,
      footerPages,
    };
  }
  if (slug.length > SLUG_MAX) throw data(null, { status: 404 });
  const [t, page] = await Promise.all([tPromise, getSinglePage(ctx, slug)]);
  if (!page) throw data(null, { status: 404 });
  if (page.slug !== slug) throw redirect(localizePath(`/info/${encodeURIComponent(page.slug)}`, ctx.locale), 301);
  return {
    i18n: messagesFor(ctx.locale, "info"),
    title: page.title,
    description: page.meta_description,
    indexTitle: t("info.index.title"),
    page: { slug: page.slug, title: page.title, body: page.body },
    headerPages: page.header_pages,
    footerPages: page.footer_pages,
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

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { title, indexTitle, page, headerPages, footerPages } = loaderData;
  const t = useT();
  const crumbs: Crumb[] = [
    { title: t("info.home"), path: "/" },
    { title: indexTitle, path: "/info" },
    ...(page ? [{ title: page.title, path: `/info/${page.slug}` }] : []),
  ];
  if (!page) {
    return (
      <InfoLayout crumbs={crumbs}>
        <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">{t("info.index.intro")}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-3" data-info-index="">
          <IndexGroup id="header" title={t("info.nav.header")} links={headerPages.map(pageLink)} />
          <IndexGroup id="footer" title={t("info.nav.footer")} links={footerPages.map(pageLink)} />
          <IndexGroup id="help" title={t("info.nav.help")} links={[{ key: "faq", title: t("info.nav.faq"), to: "/faq", text: t("info.index.faqText") }]} />
        </div>
      </InfoLayout>
    );
  }
  return (
    <InfoLayout crumbs={crumbs} nav={<InfoNav headerPages={headerPages} footerPages={footerPages} current={page.slug} />}>
      <article className="rounded-2xl border border-line bg-white p-5 md:p-8" data-info-page={page.slug}>
        <h1 className="text-xl font-bold text-secondary md:text-2xl">{page.title}</h1>
        <div className="mt-4 grid max-w-3xl gap-4 leading-8" data-info-body="">
          {page.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
    </InfoLayout>
  );
}

interface IndexLink {
  key: string;
  title: string;
  to: string;
  text?: string;
}

const pageLink = (page: SinglePageLink): IndexLink => ({ key: page.slug, title: page.title, to: `/info/${page.slug}` });

function IndexGroup({ id, title, links }: { id: string; title: string; links: IndexLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={`info-index-${id}`} data-info-index-group={id}>
      <h2 id={`info-index-${id}`} className="mb-3 font-bold text-secondary">{title}</h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <AppLink
              to={link.to}
              className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 hover:border-gold-500 hover:text-secondary"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{link.title}</span>
                {link.text ? <span className="mt-1 block text-xs leading-6 text-muted">{link.text}</span> : null}
              </span>
              <Icon name="back" width={18} height={18} className="shrink-0 text-muted rtl:rotate-180" />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
