import type { ProductCard as Product } from "../../../shop-api/contract/catalogue";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { DeferImages, Image } from "~/components/ui/image";
import { useImagesNearScreen } from "~/components/ui/use-near-screen";
import { formatNumber } from "~/lib/format";
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_IMAGES } from "~/lib/images";
import { PriceTag } from "./price-tag";

/** A product in a list: image, name, weight, price in toman, discount and stock state. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition hover:border-gold-300 hover:shadow-md"
      data-product-card={product.id}
      data-in-stock={product.in_stock}
    >
      <AppLink to={`/${product.slug_with_cat}`} className="flex h-full flex-col">
        <div className="relative aspect-square bg-gold-50">
          <Image
            src={product.image}
            alt={product.name}
            width={400}
            height={400}
            displayWidth={FIRST_SCREEN_IMAGES.card.displayWidth}
            sizes={FIRST_SCREEN_IMAGES.card.sizes}
            priority={priority}
            className={`size-full object-cover transition duration-300 group-hover:scale-105 ${product.in_stock ? "" : "[filter:grayscale(0.6)]"}`}
          />
          {!product.in_stock ? (
            <span className="absolute inset-x-3 bottom-3 rounded-lg bg-ink/80 py-1 text-center text-xs font-bold text-white" data-out-of-stock="">
              {t("catalogue.outOfStock")}
            </span>
          ) : null}
        </div>
        {/* A container: its price's size follows the card's width when the card is narrow (PriceTag). */}
        <div className="@container flex flex-1 flex-col gap-2 p-3">
          <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5 text-ink">{product.name}</h3>
          <p className="text-xs text-muted">
            {t("catalogue.grams", { gram: formatNumber(product.gram, locale, 2) })} · {t("catalogue.karat", { karat: product.karat })}
          </p>
          <div className="mt-auto">
            {product.in_stock ? (
              <PriceTag price={product.price} special={product.special} discountPercent={product.discount_percent} />
            ) : (
              <p className="text-end text-sm font-semibold text-muted">{t("catalogue.outOfStock")}</p>
            )}
          </div>
        </div>
      </AppLink>
    </article>
  );
}

/** Product cards in a grid, as many a row as `className` says (its grid-cols utilities); the first screen's load with the page. */
export function ProductGrid({ products, className, ...data }: { products: Product[]; className: string; [dataAttribute: `data-${string}`]: string }) {
  useImagesNearScreen(products);
  return (
    <ul className={`grid gap-3 ${className}`} {...data}>
      {products.map((product, index) => (
        <li key={product.id}>
          {/* The cards after the first screen's wait until the shopper comes near (decision 41). */}
          <DeferImages.Provider value={index >= FIRST_SCREEN_CARDS}>
            <ProductCard product={product} />
          </DeferImages.Provider>
        </li>
      ))}
    </ul>
  );
}
