import type { ProductDetail } from "../../../shop-api/contract/pages";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon, type IconName } from "~/components/ui/icons";
import { localizeDigits } from "~/lib/digits";
import { formatNumber, formatToman } from "~/lib/format";

/** Five stars, filled to the rating (docs/shop/09-constants.md §9.5: a product without ratings shows none). */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className="inline-flex text-gold-500" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="star" width={size} height={size} className={star <= Math.round(rating) ? "fill-current" : "text-line"} />
      ))}
    </span>
  );
}

/**
 * The stars and how many gave them: ratings, not written reviews (most shoppers rate without
 * writing), so the count is named "ratings"; the reviews are the comments section's.
 */
export function RatingSummary({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  const t = useT();
  const locale = useLocale();
  if (ratingCount === 0) return <p className="text-xs text-muted" data-rating="none">{t("product.noRating")}</p>;
  return (
    <a href="#comments" className="inline-flex items-center gap-2 text-xs text-muted hover:text-secondary" data-rating={rating}>
      <Stars rating={rating} />{" "}
      <span>{t("product.rating", { rating: formatNumber(rating, locale, 1) })}</span>{" "}
      <span>·</span>{" "}
      <span data-rating-count={ratingCount}>{t("product.ratings", { count: ratingCount })}</span>
    </a>
  );
}

/** Introduction: the description's paragraphs. */
export function Introduction({ product }: { product: ProductDetail }) {
  const t = useT();
  return (
    <section aria-labelledby="product-introduction" data-section="introduction">
      <h2 id="product-introduction" className="mb-3 text-lg font-bold text-secondary">{t("product.introduction")}</h2>
      <div className="space-y-3 leading-8 text-ink/90">
        {product.description.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/** Details: weight, karat, wages, non-gold parts, SKU. */
export function Details({ product, gram }: { product: ProductDetail; gram: number }) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, string][] = [
    [t("product.detail.weight"), t("product.detail.grams", { gram: formatNumber(gram, locale, 2) })],
    [t("product.detail.karat"), formatNumber(product.karat, locale)],
    [t("product.detail.wages"), t("product.detail.percent", { percent: formatNumber(product.wages_percent, locale, 1) })],
    [t("product.detail.noneGold"), product.none_gold > 0 ? formatToman(product.none_gold, locale) : t("product.detail.none")],
    [t("product.detail.noneGoldWages"), product.none_gold_wages > 0 ? formatToman(product.none_gold_wages, locale) : t("product.detail.none")],
    [t("product.detail.sku"), localizeDigits(product.sku, locale)],
    [t("product.detail.category"), product.category.title],
    ...(product.brand ? ([[t("product.detail.brand"), product.brand.name]] as [string, string][]) : []),
  ];
  return (
    <section aria-labelledby="product-details" data-section="details">
      <h2 id="product-details" className="mb-3 text-lg font-bold text-secondary">{t("product.details")}</h2>
      <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-2 gap-4 px-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular" data-detail={label}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const BENEFIT_ICONS: Record<ProductDetail["benefits"][number]["icon"], IconName> = {
  guarantee: "shield",
  authenticity: "tag",
  returns: "return",
  shipping: "truck",
  installment: "installment",
};

/** Benefits: guarantee, authenticity, returns, shipping, instalments (from the Shop API). */
export function Benefits({ benefits }: { benefits: ProductDetail["benefits"] }) {
  const t = useT();
  return (
    <section aria-labelledby="product-benefits" data-section="benefits">
      <h2 id="product-benefits" className="sr-only">{t("product.benefits")}</h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-5">
        {benefits.map((benefit) => (
          <li key={benefit.icon} className="flex flex-col items-center gap-1.5 rounded-2xl bg-primary/50 p-3 text-center" data-benefit={benefit.icon}>
            <Icon name={BENEFIT_ICONS[benefit.icon]} className="text-gold-700" />
            <p className="text-xs font-bold text-secondary">{benefit.title}</p>
            <p className="text-[11px] leading-5 text-muted">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Tags({ tags }: { tags: { title: string; slug: string }[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <nav aria-label={t("product.tags")} id="tags" className="flex flex-wrap gap-2 text-xs" data-section="tags">
      {tags.map((tag) => (
        <AppLink key={tag.slug} to={`/search?q=${encodeURIComponent(tag.title)}`} className="rounded-full bg-page px-3 py-1 text-muted hover:text-secondary">
          #{tag.title}
        </AppLink>
      ))}
    </nav>
  );
}

/** Who sells it (docs/shop/02-pages.md §2.11): the shop, and partner jewellers. */
export function Sellers({ sellers }: { sellers: { id: number; name: string; city: string; rating: number; price: number; is_official: boolean }[] }) {
  const t = useT();
  const locale = useLocale();
  if (sellers.length === 0) return null;
  return (
    <section aria-labelledby="product-sellers" id="sellers" data-section="sellers">
      <h2 id="product-sellers" className="mb-3 text-lg font-bold text-secondary">{t("product.sellers")}</h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
        {sellers.map((seller) => (
          <li key={seller.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm" data-seller={seller.id}>
            <div>
              <p className="font-semibold">
                {seller.name}{" "}
                {seller.is_official ? <span className="ms-2 rounded-full bg-secondary px-2 py-0.5 text-[11px] text-white">{t("product.official")}</span> : null}
              </p>
              <p className="text-xs text-muted">
                {seller.city} · {t("product.sellerRating", { rating: formatNumber(seller.rating, locale, 1) })}
              </p>
            </div>
            <p className="font-bold tabular">{formatToman(seller.price, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
