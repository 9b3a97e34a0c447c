import type { Page } from "@playwright/test";

export type JsonLd = Record<string, any>;

/** Every JSON-LD block of the page, flattened (a script may hold an array), parsed. */
export async function jsonLd(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

export async function jsonLdOfType(page: Page, type: string): Promise<JsonLd> {
  const block = (await jsonLd(page)).find((candidate) => candidate["@type"] === type);
  if (!block) throw new Error(`no ${type} JSON-LD on ${page.url()}`);
  return block;
}

/** Persian digits and separators as numbers: "۱۲٬۳۴۵ تومان" → 12345. */
export function persianNumber(text: string | null): number {
  return Number((text ?? "").replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))).replace(/[^\d]/g, ""));
}
