import type { Locale } from "~/lib/locale";

/**
 * The last resort when the themed error page itself cannot render (docs/shop/02-pages.md §2.18): no
 * translations, no settings, no React. Its few words live here because the translation files may be
 * what failed.
 */
export const FALLBACK_TEXT = {
  fa: { title: "خطایی رخ داده است", home: "بازگشت به صفحه اصلی", homeHref: "/" },
  en: { title: "An error has occurred", home: "Go back to home", homeHref: "/en" },
} as const;

export function renderFallbackErrorDocument(locale: Locale): string {
  const text = FALLBACK_TEXT[locale];
  const dir = locale === "fa" ? "rtl" : "ltr";
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${text.title}</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#faf8f3;color:#1f2421"><main style="text-align:center"><h1>${text.title}</h1><p><a href="${text.homeHref}" style="color:#204541">${text.home}</a></p></main></body></html>`;
}
