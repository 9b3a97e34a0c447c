/** Menu slugs and footer URLs (docs/shop/02-pages.md §2.21): an absolute http(s) address opens in a new tab. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** A menu slug ("necklaces", "/info/about", "https://blog…") as a language-neutral href. */
export function hrefOfSlug(slug: string): string {
  const trimmed = slug.trim();
  if (isExternalUrl(trimmed)) return trimmed;
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** A phone number as written ("021-88776655") as a link that dials it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
