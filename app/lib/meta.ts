import type { MetaDescriptor } from "@remix-run/node";
import { alternatePath, type Locale } from "./locale";

/** The identity of a meta descriptor: two with the same key cannot both stand in one head. */
function metaKey(descriptor: MetaDescriptor): string | null {
  if ("title" in descriptor) return "title";
  if ("name" in descriptor) return `name:${descriptor.name}`;
  if ("property" in descriptor) return `property:${descriptor.property}`;
  if ("tagName" in descriptor && descriptor.tagName === "link") {
    return descriptor.rel === "canonical" ? "canonical" : `link:${descriptor.rel}:${descriptor.hrefLang ?? ""}`;
  }
  return null;
}

/**
 * A route's meta on top of its parents' (Remix replaces meta by default): the route's own
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

type MetaMatch = { id: string; meta?: MetaDescriptor[]; data?: unknown };

/**
 * A route's meta on top of what the matched routes above it give (the root's site-wide title,
 * description, Open Graph tags and language links).
 */
export function routeMeta(matches: MetaMatch[], own: MetaDescriptor[]): MetaDescriptor[] {
  // A route without meta of its own (a layout) repeats its parent's: fold, do not concatenate.
  const inherited = matches.reduce<MetaDescriptor[]>((meta, match) => mergeMeta(meta, match.meta ?? []), []);
  return mergeMeta(inherited, own);
}

/** The meta of a page for one shopper (sign-in, cart, checkout, profile): its title, kept out of search engines. */
export function privatePageMeta({ data, matches }: { data: { title: string } | undefined; matches: MetaMatch[] }): MetaDescriptor[] {
  return routeMeta(matches, [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }]);
}

/** The meta of a public page whose loader gives its `title` and `description`. */
export function pageMeta({ data, matches }: { data: { title: string; description: string } | undefined; matches: MetaMatch[] }): MetaDescriptor[] {
  if (!data) return routeMeta(matches, []);
  return routeMeta(matches, [
    { title: data.title },
    { name: "description", content: data.description },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
  ]);
}
