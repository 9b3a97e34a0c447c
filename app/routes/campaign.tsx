import { data } from "react-router";
import type { Route } from "./+types/campaign";
import { Breadcrumb } from "~/components/catalogue/breadcrumb";
import { ProductGrid } from "~/components/catalogue/product-card";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { PageStructuredData } from "~/components/ui/json-ld";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { formatDate } from "~/lib/format";
import { imageUrl } from "~/lib/images";
import { routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { breadcrumbListLd, itemListLd } from "~/lib/structured-data";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";
import { publicOrigin } from "~/shop/request/origin.server";
import { getCampaign } from "~/shop/api/pages.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.campaign?.title ?? t("header.home"), backBtnPath: "/", share: true, cart: true }),
};

/**
 * /campaign/{slug} (`GET /campaigns/{slug}`; docs/shop/02-pages.md §2.10,
 * docs/shop/07-shop-api.md §7.3): the banner, the dates in the page's calendar (Jalali in Persian), and
 * the pieces with today's prices; once the campaign has ended, that it has, with the way to the shop
 * (and out of search engines: it is no page to land on any more).
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const slug = args.params.slug ?? "";
  const [campaign, t] = await Promise.all([slug.length <= 100 ? getCampaign(ctx, slug) : null, translatorFor(ctx.locale)]);
  if (!campaign) throw data(null, { status: 404 });
  const origin = publicOrigin(args.request);
  provideStructuredData(args, [
    breadcrumbListLd([{ title: t("header.home"), path: "/" }, { title: campaign.title, path: `/campaign/${campaign.slug}` }], origin, ctx.locale),
    ...(campaign.products.length > 0 ? [itemListLd(campaign.title, campaign.products, origin, ctx.locale)] : []),
  ]);
  return {
    i18n: messagesFor(ctx.locale, "listing"),
    campaign,
    imageUrl: new URL(imageUrl(campaign.banner.image, 1280), origin).href,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return routeMeta(matches, []);
  const { campaign } = loaderData;
  return routeMeta(matches, [
    { title: campaign.title },
    { name: "description", content: campaign.meta_description },
    { property: "og:title", content: campaign.title },
    { property: "og:description", content: campaign.meta_description },
    { property: "og:image", content: loaderData.imageUrl },
    ...(campaign.state === "ended" ? [{ name: "robots", content: "noindex, follow" }] : []),
  ]);
};

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const t = useT();
  const locale = useLocale();
  const ended = campaign.state === "ended";
  const when = ended
    ? t("listing.campaign.ended", { date: formatDate(campaign.ends_at, locale) })
    : campaign.state === "upcoming"
      ? t("listing.campaign.upcoming", { date: formatDate(campaign.starts_at, locale) })
      : t("listing.campaign.running", { date: formatDate(campaign.ends_at, locale) });
  return (
    <div className="container-shop py-6" data-campaign={campaign.slug} data-campaign-state={campaign.state}>
      <Breadcrumb items={[{ title: campaign.title, href: `/campaign/${campaign.slug}` }]} />
      <header className="relative mt-4 overflow-hidden rounded-2xl bg-secondary">
        <picture>
          <source media="(max-width: 768px)" srcSet={`${imageUrl(campaign.banner.image_mobile, 480)} 480w, ${imageUrl(campaign.banner.image_mobile, 800)} 800w`} sizes="100vw" />
          <Image
            src={campaign.banner.image}
            alt={campaign.banner.alt}
            width={1600}
            height={640}
            displayWidth={1280}
            sizes="(min-width: 1280px) 1232px, 100vw"
            priority
            className={`aspect-[4/5] w-full object-cover md:aspect-[5/2] ${ended ? "[filter:grayscale(0.6)]" : ""}`}
          />
        </picture>
        <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/55 via-black/10 to-transparent p-5 text-white md:p-8">
          <h1 className="text-2xl font-black [text-shadow:0_1px_2px_rgb(0_0_0/0.3)] md:text-4xl">{campaign.title}</h1>
          <p className="mt-1 max-w-xl text-sm text-white/90 md:text-base">{campaign.subtitle}</p>
        </div>
      </header>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-campaign-dates="">
        <Icon name="clock" width={18} height={18} className="text-gold-600" />
        <span className={`font-bold ${ended ? "text-third" : "text-secondary"}`}>{when}</span>
        <span className="text-muted">
          ({t("listing.campaign.dates", { start: formatDate(campaign.starts_at, locale), end: formatDate(campaign.ends_at, locale) })})
        </span>
      </p>
      <div className="mt-3 grid max-w-3xl gap-3 leading-8">
        {campaign.description.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {ended ? (
        <section className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-5" data-campaign-ended="">
          <p className="leading-7 text-muted">{t("listing.campaign.endedText")}</p>
          <AppLink to="/gold-jewelry" className={buttonClass()}>{t("listing.campaign.browse")}</AppLink>
        </section>
      ) : (
        <section aria-labelledby="campaign-products" className="mt-8">
          <h2 id="campaign-products" className="mb-3 font-bold text-secondary">
            {t("listing.campaign.products")} <span className="text-sm font-normal text-muted">({t("listing.campaign.count", { count: campaign.products.length })})</span>
          </h2>
          {campaign.products.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted">{t("listing.campaign.empty")}</p>
          ) : (
            <ProductGrid products={campaign.products} className="grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" data-campaign-products="" />
          )}
        </section>
      )}
      <PageStructuredData />
    </div>
  );
}
