import { useRef } from "react";
import { useEmblaOnDemand } from "~/components/catalogue/use-embla-on-demand";
import { useT } from "~/components/locale";
import { DeferImages, Image } from "~/components/ui/image";
import { Thumbnail } from "~/components/ui/thumbnail";
import { useImagesNearScreen } from "~/components/ui/use-near-screen";
import { FIRST_SCREEN_IMAGES } from "~/lib/images";

/**
 * The product's pictures (docs/shop/02-pages.md §2.11): a scroll-snap strip with thumbnails. Without
 * JavaScript a thumbnail is a link to its picture's anchor, which scrolls the strip to it; with it,
 * embla takes over on a mouse's first visit and thumbnails drive it.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const { embla, upgrade } = useEmblaOnDemand(viewport);
  useImagesNearScreen(images);
  const show = (index: number, event: React.MouseEvent) => {
    event.preventDefault();
    if (embla.current) embla.current.scrollTo(index);
    else document.getElementById(`product-image-${index + 1}`)?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" });
  };
  return (
    <section aria-label={t("product.gallery")} className="flex flex-col gap-3" data-gallery="">
      {/* A scrolling strip of pictures only: focusable, so that a keyboard can scroll it too. */}
      <div
        ref={viewport}
        tabIndex={0}
        className="relative overflow-x-auto rounded-3xl border border-line bg-gold-50 [scrollbar-width:none] snap-x snap-mandatory data-[embla]:overflow-hidden [&::-webkit-scrollbar]:hidden"
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") upgrade();
        }}
      >
        <ul className="flex">
          {images.map((image, index) => (
            <li key={image} id={`product-image-${index + 1}`} className="relative w-full shrink-0 snap-start" aria-label={t("product.image", { index: index + 1, total: images.length })}>
              {/* The pictures after the first, beside it in the strip, wait until the shopper comes near (decision 41). */}
              <DeferImages.Provider value={index > 0}>
              <Image
                src={image}
                alt={index === 0 ? name : ""}
                width={1000}
                height={1000}
                displayWidth={FIRST_SCREEN_IMAGES.gallery.displayWidth}
                sizes={FIRST_SCREEN_IMAGES.gallery.sizes}
                priority={index === 0}
                className="aspect-square w-full object-cover"
              />
              </DeferImages.Provider>
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2" data-thumbnails="">
          {images.map((image, index) => (
            <li key={image}>
              <a
                href={`#product-image-${index + 1}`}
                onClick={(event) => show(index, event)}
                className="block overflow-hidden rounded-xl border border-line hover:border-gold-500"
                aria-label={t("product.image", { index: index + 1, total: images.length })}
              >
                <Thumbnail src={image} size={64} className="size-16 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
