import { Await, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/product";
import { type ReactNode, Suspense } from "react";
import { Breadcrumb } from "~/components/catalogue/breadcrumb";
import { useLocalizedPath, useT } from "~/components/locale";
import { useShellPersonal } from "~/components/shell/personal-slots";
import { useRepriced } from "~/components/shell/use-live-gold-price";
import { useViewer } from "~/components/product/viewer-slots";
import { Gallery } from "~/components/product/gallery";
import { Benefits, Details, Introduction, RatingSummary, Sellers, Tags } from "~/components/product/product-sections";
import { PurchaseBox } from "~/components/product/purchase-box";
import { SeeInYourRoom } from "~/components/product/see-in-your-room";
import { Comments, Questions, Related } from "~/components/product/reviews";
import { PageStructuredData } from "~/components/ui/json-ld";
import { lazyComponent } from "~/components/ui/lazy";
import { useUrlDialog } from "~/components/ui/use-url-dialog";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { arLink, arPlatform } from "~/lib/augmented-reality";
import { FIRST_SCREEN_IMAGES, imageUrl } from "~/lib/images";
import { localizePath } from "~/lib/locale";
import { commentWriteHref, questionLoginHref } from "~/lib/product-links";
import { imagePreloadLinks, rootMatchData, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { HOUSE_SHOP } from "~/lib/site";
import { breadcrumbListLd, productLd } from "~/lib/structured-data";
import { getSiteConfig } from "~/shop/api/configs.server";
import { optional } from "~/shop/request/client.server";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";
import { inlineFirstScreenPictures } from "~/shop/page-data/images.server";
import {
  getAugmentedReality,
  getProductComments,
  getProductPage,
  getProductQuestions,
  getRelatedProducts,
  getSellers,
  getProductTags,
} from "~/shop/api/pages.server";
import { goldPrice } from "~/shop/api/gold-price.server";
import { publicOrigin } from "~/shop/request/origin.server";
import { FirstScreenEnd } from "~/components/ui/inline-styles";

const CommentDialog = lazyComponent(() => import("~/components/product/dialogs.lazy").then((module) => module.CommentDialog));
const CreditDialog = lazyComponent(() => import("~/components/product/dialogs.lazy").then((module) => module.CreditDialog));
const AddedDialog = lazyComponent(() => import("~/components/product/dialogs.lazy").then((module) => module.AddedDialog));
const PriceDialog = lazyComponent(() => import("~/components/product/price-dialog.lazy").then((module) => module.PriceDialog));

/** Likes, notify-me, inquiries, comments, questions and instalment requests: product.server.ts. */
export { action } from "./product.server";
import type { ProductIntent } from "./product.server";

/** Dialogs whose content is the signed-in shopper's (an instalment request, a VIP's prices): their page is theirs. */
const VIEWER_DIALOGS = ["credit", "price"];

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  // The page is everyone's but for its viewer slots (decision 46), unless a dialog of the shopper's own is open.
  sharedContent: (search: URLSearchParams) => (VIEWER_DIALOGS.includes(search.get("dialog") ?? "") ? "guests" : "everyone"),
  mobileHeader: (data, t) => ({ main: data?.name ?? t("menu.categories"), backBtnPath: data?.categoryPath ?? "/", share: true, cart: true, search: true }),
};

/**
 * The purchase box sticks 80 px down on the house shop's product pages, else at the top
 * (docs/shop/09-constants.md §9.8).
 */
const HOUSE_STICKY_TOP = 80;

/**
 * /{categoryslug}/{slug}: the product page. The product comes first (everything else needs its id);
 * then comments, questions, related products, sellers and tags are asked for at once and stream in
 * after the first screen. Without JavaScript, streamed parts cannot appear: `?all=1` (offered in a
 * <noscript>) renders them in place. A product asked for under another category is redirected.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const url = new URL(args.url);
  const { categoryslug = "", slug = "" } = args.params;
  const [page, config, t] = await Promise.all([getProductPage(ctx, [categoryslug, slug]), getSiteConfig(ctx), translatorFor(ctx.locale, "product")]);
  if (!page) {
    const elsewhere = await getProductPage(ctx, [slug]);
    if (elsewhere) throw redirect(localizePath(elsewhere.meta.canonical, ctx.locale) + url.search, 301);
    throw data(null, { status: 404 });
  }
  const { meta, product } = page;
  // Asked for only where a phone's AR viewer can open it; an optional call (no model on a failure).
  const platform = arPlatform(args.request.headers.get("User-Agent"));
  const model = platform ? getAugmentedReality(ctx, product.id).catch(() => null) : null;
  await goldPrice.ensureOne(args.request, ctx, product.gold_price_details.gold_price);
  const [mainImage] = product.images;
  const pictureInline = mainImage ? await inlineFirstScreenPictures(args, [{ src: mainImage, shown: "gallery" }]) : false;
  const requested = Number(url.searchParams.get("variety"));
  const selected =
    product.varieties.find((variety) => variety.product_vendor_id === requested) ??
    product.varieties.find((variety) => variety.stock > 0) ??
    product.varieties[0]!;
  const commentsPage = Math.max(1, Number(url.searchParams.get("comments")) || 1);
  // The product is required; what is around it is optional (issue 22): a part that fails or is
  // late is left out (null) and the rest of the page streams on.
  const around = {
    comments: optional(ctx, "GET /product-comments/{id}", () => getProductComments(ctx, product.id, commentsPage), null),
    questions: optional(ctx, "GET /product-questions/{id}", () => getProductQuestions(ctx, product.id), null),
    related: optional(ctx, "GET /product-related/{id}", () => getRelatedProducts(ctx, product.id), null),
    sellers: optional(ctx, "POST /sellers/{id}", () => getSellers(ctx, product.id), null),
    tags: optional(ctx, "GET /tags/{id}", () => getProductTags(ctx, product.id), null),
  };
  const origin = publicOrigin(args.request);
  const arModel = await model;
  const crumbs = product.breadcrumb.map((item) => ({ title: item.title, path: `/${item.slug}` }));
  // The sellers' prices make the offer an AggregateOffer when they differ (docs/decisions/0059): the call
  // started above, shared and cached, within the optional budget; without it, the shop's one offer.
  const sellers = await around.sellers;
  provideStructuredData(args, [
    productLd({ meta, images: product.images, varieties: product.varieties, sellers, now: new Date() }, origin, ctx.locale),
    breadcrumbListLd([{ title: t("header.home"), path: "/" }, ...crumbs, { title: product.name, path: meta.canonical }], origin, ctx.locale),
  ]);
  return {
    i18n: messagesFor(ctx.locale, "product"),
    name: product.name,
    categoryPath: `/${product.category.slug}`,
    meta,
    product,
    selectedId: selected.product_vendor_id,
    pictureInline,
    commentsPage,
    stickyTop: config.shop_name && (HOUSE_SHOP.names as readonly string[]).includes(config.shop_name) ? HOUSE_STICKY_TOP : 0,
    origin,
    ar: platform && arModel ? arLink(platform, arModel, origin, new URL(localizePath(meta.canonical, ctx.locale), origin).href) : null,
    // The instalment request's one-time key, for its dialog opened by the URL (a page of the shopper's own).
    creditKey: url.searchParams.get("dialog") === "credit" ? crypto.randomUUID() : null,
    // Streamed unless the page is asked for whole (no JavaScript to put streamed parts in place).
    around: url.searchParams.get("all") === "1" ? await awaitAll(around) : around,
  };
}

async function awaitAll<T extends Record<string, Promise<unknown>>>(promises: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(promises).map(async ([key, promise]) => [key, await promise] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** The parts of the page that stream in, each with its own anchor on the whole page. */
type StreamedPart = "comments" | "questions" | "sellers" | "tags" | "related";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return routeMeta(matches, []);
  const { meta, origin } = loaderData;
  const { shopName: shop, locale, lite } = rootMatchData(matches);
  return routeMeta(matches, [
    { title: shop ? `${meta.name} | ${shop}` : meta.name },
    { name: "description", content: meta.meta_description },
    { name: "robots", content: meta.robot },
    { tagName: "link", rel: "canonical", href: new URL(localizePath(meta.canonical, locale), origin).href },
    { property: "og:type", content: "product" },
    { property: "og:title", content: meta.name },
    { property: "og:description", content: meta.meta_description },
    { property: "og:image", content: new URL(imageUrl(meta.image, 960), origin).href },
    { property: "og:url", content: new URL(localizePath(meta.canonical, locale), origin).href },
    ...(loaderData.product.images[0] ? imagePreloadLinks([{ src: loaderData.product.images[0], ...FIRST_SCREEN_IMAGES.gallery }], lite, loaderData.pictureInline) : []),
  ]);
};

export default function ProductPage({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { meta, selectedId, commentsPage, stickyTop, around, ar } = loaded;
  // With JavaScript the prices follow the gold price, repriced here from the product's own weights and
  // wages: a shared page that every open tab asked for again at each change would be a stampede.
  const product = useRepriced(loaded.product, loaded.product.gold_price_details.gold_price, (pricing, goldPrice) =>
    pricing.repriceProduct(loaded.product, goldPrice),
  );
  // The signed-in shopper's own parts (decision 46): on a page shared by everyone, the values it was sent with.
  const viewer = useViewer();
  const liked = useShellPersonal("liked", loaded, product.liked) ?? product.liked;
  // A refused form's errors and input, given to that form only.
  const lastResult = (intent: ProductIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  const t = useT();
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  const commentDialog = useUrlDialog("comment");
  const creditDialog = useUrlDialog("credit");
  const addedDialog = useUrlDialog("added");
  const priceDialog = useUrlDialog("price");
  // The box's dialogs open in place with JavaScript; the share dialog is the layout's, opened by its URL.
  const dialogTriggers = {
    price: priceDialog.trigger,
    credit: creditDialog.trigger,
    share: { href: `${pathname}${search ? `${search}&` : "?"}dialog=share` },
  };
  const selected = product.varieties.find((variety) => variety.product_vendor_id === selectedId) ?? product.varieties[0]!;
  const withParam = (name: string, value: string) => {
    const params = new URLSearchParams(search);
    params.set(name, value);
    return `${pathname}?${params}`;
  };
  const login = localize("/login");
  return (
    <div className="container-shop flex flex-col gap-8 py-5 md:py-8">
      <Breadcrumb items={[...product.breadcrumb.map((item) => ({ title: item.title, href: `/${item.slug}` })), { title: product.name, href: meta.canonical }]} />
      <div className="grid items-start gap-6 md:grid-cols-[1.1fr_1fr] lg:grid-cols-[1fr_1fr_22rem]">
        <Gallery images={product.images} name={product.name} />
        <div className="flex flex-col gap-3">
          <h1 className="text-xl font-black leading-9 text-secondary md:text-2xl" data-product-name="">{product.name}</h1>
          <RatingSummary rating={product.rating} ratingCount={product.review_count} />
          {product.brand ? <p className="text-sm text-muted">{t("product.brand", { name: product.brand.name })}</p> : null}
          <p className="leading-7 text-muted">{product.short_description}</p>
          {ar && product.images[0] ? <SeeInYourRoom link={ar} image={product.images[0]} /> : null}
        </div>
        <div className="md:col-span-2 lg:col-span-1">
          <PurchaseBox product={product} repriced={product !== loaded.product} liked={liked} selectedId={selectedId} mobile={viewer?.mobile ?? null} stickyTop={stickyTop} dialogTriggers={dialogTriggers} lastResult={lastResult} />
        </div>
      </div>
      <FirstScreenEnd />
      <Benefits benefits={product.benefits} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-8">
          <Introduction product={product} />
          <Details product={product} gram={selected.gram} />
          <Streamed resolve={around.comments} label="comments">
            {(comments) => (
              <Comments
                comments={comments.comments}
                page={commentsPage}
                lastPage={comments.pagination.last_page}
                writeHref={commentWriteHref(Boolean(viewer), pathname, search, login)}
                pageHref={(number) => `${withParam("comments", String(number))}#comments`}
              />
            )}
          </Streamed>
          <Streamed resolve={around.questions} label="questions">
            {(questions) => <Questions questions={questions} signedIn={Boolean(viewer)} loginHref={questionLoginHref(pathname, search, login)} lastResult={lastResult("question")} />}
          </Streamed>
        </div>
        <aside className="flex flex-col gap-6">
          <Streamed resolve={around.sellers} label="sellers">{(sellers) => <Sellers sellers={sellers} />}</Streamed>
          <Streamed resolve={around.tags} label="tags">{(tags) => <Tags tags={tags} />}</Streamed>
        </aside>
      </div>
      <Streamed resolve={around.related} label="related">{(related) => <Related products={related} />}</Streamed>
      <PageStructuredData />

      {commentDialog.used ? (
        <CommentDialog
          dialog={commentDialog}
          lastResult={lastResult("comment")}
        />
      ) : null}
      {creditDialog.used ? (
        <CreditDialog
          dialog={creditDialog}
          installments={product.installments}
          productVendorId={selectedId}
          lastResult={lastResult("credit")}
          signedIn={Boolean(viewer)}
          formKey={loaded.creditKey}
        />
      ) : null}
      {addedDialog.used ? <AddedDialog dialog={addedDialog} name={product.name} /> : null}
      {priceDialog.used ? (
        <PriceDialog
          dialog={priceDialog}
          vip={viewer?.vip ?? false}
          inputs={{ goldPrice: product.gold_price_details.gold_price, gram: selected.gram, wagesPercent: product.wages_percent, noneGold: product.none_gold, noneGoldWages: product.none_gold_wages }}
        />
      ) : null}
    </div>
  );
}

/**
 * A part of the page that streams in after the first screen, left out when its call failed. Without
 * JavaScript a streamed part cannot be put in place: its placeholder is then a link to the page with
 * every part in place (`?all=1`) at that part, named by what it shows. With JavaScript it is a box of
 * the part's size with no text, which nothing reads as "loading" for ever.
 */
function Streamed<T>({ resolve, label, children }: { resolve: T | null | Promise<T | null>; label: StreamedPart; children: (value: T) => ReactNode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("all", "1");
  return (
    <Suspense
      fallback={
        <div className="min-h-24 rounded-2xl border border-dashed border-line p-6 text-center text-sm" data-streaming={label}>
          <noscript>
            <a href={`${pathname}?${params}#${label}`} className="font-semibold text-secondary underline">{t(`product.sectionLink.${label}`)}</a>
          </noscript>
        </div>
      }
    >
      {/* A part whose call failed (null) is left out; so is one that fails in a way nobody foresaw. */}
      <Await resolve={resolve} errorElement={null}>
        {(value) => (value === null ? null : children(value as T))}
      </Await>
    </Suspense>
  );
}
