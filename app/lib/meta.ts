import type { MetaDescriptor } from "react-router";
import { FIRST_SCREEN_IMAGES, responsiveImage } from "./images";
import { alternatePath, type Locale } from "./locale";

/** The identity of a meta descriptor: two with the same key cannot both stand in one head. */
function metaKey(descriptor: MetaDescriptor): string | null {
  if ("title" in descriptor) return "title";
  if ("name" in descriptor) return `name:${descriptor.name}`;
  if ("property" in descriptor) return `property:${descriptor.property}`;
  if ("tagName" in descriptor && descriptor.tagName === "link") {
    if (descriptor.rel === "preload") return `preload:${descriptor.href}:${descriptor.media ?? ""}`;
    return descriptor.rel === "canonical" ? "canonical" : `link:${descriptor.rel}:${descriptor.hrefLang ?? ""}`;
  }
  return null;
}

/**
 * A route's meta on top of its parents' (React Router replaces meta by default): the route's own
 * descriptors win over inherited ones with the same key, the others are kept.
 */
export function mergeMeta(inherited: MetaDescriptor[], own: MetaDescriptor[]): MetaDescriptor[] {
  const ownKeys = new Set(own.map(metaKey).filter(Boolean));
  return [...inherited.filter((descriptor) => !ownKeys.has(metaKey(descriptor))), ...own];
}

/** Canonical and hreflang alternates (fa, en, x-default = Persian) of a page at `pathname`. */
export function languageLinks(origin: string, pathname: string): MetaDescriptor[] {
  const href = (locale: Locale) => new URL(alternatePath(pathname, "", locale), origin).href;
  return [
    { tagName: "link", rel: "canonical", href: new URL(pathname, origin).href },
    { tagName: "link", rel: "alternate", hrefLang: "fa", href: href("fa") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: href("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href("fa") },
  ];
}

type MetaMatch = { id: string; meta?: MetaDescriptor[]; loaderData?: unknown };
/** A route's matches as its meta function gets them (`Route.MetaArgs`: from the root down, a tail that may be undefined). */
type MetaMatches = readonly (MetaMatch | undefined)[];
/**
 * The same, read for the root's data: the root's match comes first, and what is read of its data is
 * checked against the root loader's own (the caller's generated `Route.MetaArgs`; this module may not import root.tsx).
 */
type MetaMatchesFromRoot = readonly [{ loaderData?: { site: { shopName: string }; locale: Locale; lite: boolean } }, ...MetaMatches];

/** What the root loader gives every page, as a route's meta function sees it. */
export function rootMatchData(matches: MetaMatchesFromRoot): { shopName?: string; locale: Locale; lite: boolean } {
  const root = matches[0].loaderData;
  return { shopName: root?.site.shopName, locale: root?.locale ?? "fa", lite: root?.lite ?? false };
}

export interface FirstScreenImage {
  src: string;
  displayWidth: number;
  sizes: string;
  /** The viewports it is shown at, when another picture stands in for it elsewhere (a <picture> source). */
  media?: string;
}

/**
 * The first screen's (LCP) image asked for from the head at high priority, before the body that
 * shows it has arrived: with the same srcset and sizes as its <img>, so the browser picks the same
 * file. Not on a lite page, where an inline preview is the image, nor when the sharp pictures came
 * inside the HTML (`inline`, decision 47).
 */
export function imagePreloadLinks(images: FirstScreenImage[], lite: boolean, inline = false): MetaDescriptor[] {
  if (lite || inline) return [];
  return images.map(({ src, displayWidth, sizes, media }) => {
    const image = responsiveImage(src, displayWidth, sizes, false);
    return { tagName: "link", rel: "preload", as: "image", href: image.src, imageSrcSet: image.srcSet, imageSizes: sizes, fetchpriority: "high", ...(media ? { media } : {}) };
  });
}

/**
 * A route's meta on top of what the matched routes above it give (the root's site-wide title,
 * description, Open Graph tags and language links).
 */
export function routeMeta(matches: MetaMatches, own: MetaDescriptor[]): MetaDescriptor[] {
  // A route without meta of its own (a layout) repeats its parent's: fold, do not concatenate.
  const inherited = matches.reduce<MetaDescriptor[]>((meta, match) => mergeMeta(meta, match?.meta ?? []), []);
  return mergeMeta(inherited, own);
}

/** The meta of a page for one shopper (sign-in, cart, checkout, profile): its title, kept out of search engines. */
export function privatePageMeta({ loaderData, matches }: { loaderData: { title: string } | undefined; matches: MetaMatches }): MetaDescriptor[] {
  return routeMeta(matches, [{ title: loaderData?.title ?? "" }, { name: "robots", content: "noindex" }]);
}

/** The meta of a public page whose loader gives its `title` and `description`. */
export function pageMeta({ loaderData, matches }: { loaderData: { title: string; description: string } | undefined; matches: MetaMatches }): MetaDescriptor[] {
  if (!loaderData) return routeMeta(matches, []);
  return routeMeta(matches, [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    { property: "og:title", content: loaderData.title },
    { property: "og:description", content: loaderData.description },
  ]);
}

/** A listing's first product card, asked for from the head unless it came inside the HTML (see imagePreloadLinks). */
export function listingPreloadLinks(products: { image: string }[], inline: boolean, matches: MetaMatchesFromRoot): MetaDescriptor[] {
  const first = products[0];
  return first ? imagePreloadLinks([{ src: first.image, ...FIRST_SCREEN_IMAGES.card }], rootMatchData(matches).lite, inline) : [];
}
