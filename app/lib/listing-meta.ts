import type { MetaDescriptor } from "react-router";
import { localizePath, type Locale } from "./locale";

/**
 * A listing's canonical address: its own path, and the page number past the first; a filtered or
 * sorted variant points at the plain listing (one URL to index per page of a category).
 */
export function listingCanonical(origin: string, path: string, page: number, locale: Locale): MetaDescriptor {
  const url = new URL(localizePath(path, locale), origin);
  if (page > 1) url.searchParams.set("page", String(page));
  return { tagName: "link", rel: "canonical", href: url.href };
}
