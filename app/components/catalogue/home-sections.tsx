import { useState } from "react";
import type { BrandCard, CategoryCard, Post, ProductCard as Product, Slide, Video } from "../../../shop-api/contract/catalogue";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { useLiteMode } from "~/components/shell/use-shell-data";
import { DeferImages, Image } from "~/components/ui/image";
import { useInlinePicture } from "~/components/ui/inline-pictures";
import { formatNumber } from "~/lib/format";
import { FIRST_SCREEN_IMAGES, imageUrl, responsiveImage } from "~/lib/images";
import { PostCard } from "~/components/blog/post-card";
import { Carousel } from "./carousel";
import { ProductCard } from "./product-card";

function SectionHeading({ id, title, href }: { id: string; title: string; href?: string }) {
  const t = useT();
  return (
    <div className="mb-4 flex items-center justify-between gap-4">
      <h2 id={id} className="text-lg font-bold text-secondary md:text-xl">
        <span className="me-2 inline-block h-5 w-1.5 rounded-full bg-gold-500 align-[-3px]" aria-hidden="true" />
        {title}
      </h2>
      {href ? (
        <AppLink to={href} className="inline-flex min-h-6 shrink-0 items-center whitespace-nowrap text-sm font-semibold text-gold-700 hover:underline">
          {t("catalogue.viewAll")}
        </AppLink>
      ) : null}
    </div>
  );
}

/** A slide with its caption written over the image (the image itself carries no text). */
function SlideLink({ slide, priority, tall }: { slide: Slide; priority: boolean; tall: boolean }) {
  const lite = useLiteMode();
  // The server sends inline the picture the shopper's device shows (routes/home.tsx): then there is
  // no phone's source to choose (a lite page's preview, or a sharp picture, is the picture).
  const phoneInline = useInlinePicture(tall ? slide.image_mobile : null);
  const desktopInline = useInlinePicture(slide.image);
  const inline = phoneInline ?? desktopInline;
  const phoneSource = tall && slide.image_mobile && !(inline && (lite || inline.sharp)) ? responsiveImage(slide.image_mobile, FIRST_SCREEN_IMAGES.heroPhone.displayWidth, FIRST_SCREEN_IMAGES.heroPhone.sizes, lite) : null;
  const image = (
    <Image
      src={slide.image}
      alt={slide.alt}
      width={1600}
      height={640}
      displayWidth={tall ? FIRST_SCREEN_IMAGES.heroDesktop.displayWidth : 640}
      sizes={tall ? FIRST_SCREEN_IMAGES.heroDesktop.sizes : "(min-width: 769px) 50vw, 100vw"}
      priority={priority}
      inline={inline}
      className={`w-full object-cover transition duration-500 group-hover:scale-[1.02] ${tall && slide.image_mobile ? "aspect-[4/5] md:aspect-[5/2]" : "aspect-[5/2]"}`}
    />
  );
  return (
    <AppLink to={slide.slug} className="group relative block overflow-hidden rounded-2xl bg-secondary" data-slide="">
      {/* The caption before the picture: it paints from the first bytes, before an inline preview's. */}
      {slide.title ? (
        <div className="absolute inset-0 z-10 flex flex-col justify-end bg-gradient-to-t from-black/55 via-black/10 to-transparent p-5 text-white md:p-8">
          <p className={`font-black [text-shadow:0_1px_2px_rgb(0_0_0/0.3)] ${tall ? "text-2xl md:text-4xl" : "text-lg md:text-2xl"}`}>{slide.title}</p>
          {slide.subtitle ? <p className="mt-1 max-w-xl text-sm text-white/90 md:text-base">{slide.subtitle}</p> : null}
        </div>
      ) : null}
      {/* A deferred image below the first screen is a <picture> of its own (ui/image.tsx). */}
      {phoneSource ? (
        <picture>
          <source media={FIRST_SCREEN_IMAGES.heroPhone.media} srcSet={phoneSource.srcSet} sizes={FIRST_SCREEN_IMAGES.heroPhone.sizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </AppLink>
  );
}

/** Banners: the first screen's wide pictures; the first one is the page's largest paint. */
export function BannersSection({ id, title, slides, priority }: { id: string; title: string; slides: Slide[]; priority: boolean }) {
  const [first, ...rest] = slides;
  if (!first) return null;
  return (
    <section aria-labelledby={id} data-section="banners">
      <h2 id={id} className="sr-only">{title}</h2>
      <SlideLink slide={first} priority={priority} tall />
      {rest.length > 0 ? (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {rest.map((slide, index) => (
            // Under the first banner a phone's first screen has room for one more (decision 41).
            <DeferImages.Provider key={`${slide.slug}-${slide.image}`} value={index > 0}>
              <SlideLink slide={slide} priority={false} tall={false} />
            </DeferImages.Provider>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function SlidersSection({ id, title, slides }: { id: string; title: string; slides: Slide[] }) {
  return (
    <section aria-labelledby={id} data-section="sliders">
      <SectionHeading id={id} title={title} />
      <Carousel label={title} perView={{ mobile: 1.15, desktop: 2.2 }}>
        {slides.map((slide) => (
          <SlideLink key={`${slide.slug}-${slide.image}`} slide={slide} priority={false} tall={false} />
        ))}
      </Carousel>
    </section>
  );
}

export function CategoriesSection({ id, title, categories }: { id: string; title: string; categories: CategoryCard[] }) {
  return (
    <section aria-labelledby={id} data-section="categories">
      <SectionHeading id={id} title={title} />
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-4 md:grid-cols-7 md:gap-4">
        {categories.map((category) => (
          <li key={category.cat_slug_without_param}>
            <AppLink to={`/${category.cat_slug_without_param}`} className="group flex flex-col items-center gap-2 text-center" data-category-card={category.cat_slug_without_param}>
              <span className="block aspect-square w-full overflow-hidden rounded-full border-2 border-gold-100 bg-gold-50 transition group-hover:border-gold-500">
                <Image src={category.image} alt="" width={300} height={300} displayWidth={140} sizes="(min-width: 769px) 140px, 22vw" className="size-full object-cover" />
              </span>
              <span className="text-xs font-semibold text-ink md:text-sm">{category.name}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductsSection({ id, title, products, href, badge, kind }: { id: string; title: string; products: Product[]; href?: string; badge?: string; kind: string }) {
  return (
    <section aria-labelledby={id} data-section={kind} className={kind === "amazing" ? "rounded-3xl bg-third/95 p-4 md:p-6" : ""}>
      <div className={kind === "amazing" ? "[&_h2]:text-white [&_a]:text-white" : ""}>
        <SectionHeading id={id} title={title} href={href} />
        {badge ? <p className="-mt-2 mb-3 text-xs font-semibold text-white/90">{badge}</p> : null}
      </div>
      <Carousel label={title} perView={{ mobile: 2.2, desktop: 5.5 }}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Carousel>
    </section>
  );
}

export function BrandsSection({ id, title, brands }: { id: string; title: string; brands: BrandCard[] }) {
  return (
    <section aria-labelledby={id} data-section="brands">
      <SectionHeading id={id} title={title} />
      <ul className="grid grid-cols-3 gap-3 md:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <AppLink to={`/brand/${brand.slug}`} className="flex h-20 items-center justify-center rounded-2xl border border-line bg-white p-3 hover:border-gold-500" data-brand={brand.slug}>
              <img src={imageUrl(brand.logo)} alt={brand.name} width={140} height={56} loading="lazy" decoding="async" className="max-h-12 w-auto" />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A video shows its poster; the file is fetched only when the shopper taps play. */
function VideoCard({ video }: { video: Video }) {
  const t = useT();
  const locale = useLocale();
  const [playing, setPlaying] = useState(false);
  const duration = t("home.duration", {
    minutes: formatNumber(Math.floor(video.duration_seconds / 60), locale),
    seconds: formatNumber(video.duration_seconds % 60, locale).padStart(2, locale === "fa" ? "۰" : "0"),
  });
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-white" data-video={video.id}>
      <div className="relative aspect-video bg-ink">
        {playing ? (
          <video src={imageUrl(video.video_url)} poster={imageUrl(video.poster, 640)} controls autoPlay playsInline preload="auto" className="size-full" />
        ) : (
          <a
            href={imageUrl(video.video_url)}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group block size-full"
            data-play-video=""
          >
            {/* The name says what the link does and keeps the duration it shows (WCAG 2.5.3). */}
            <span className="sr-only">{t("home.playVideo", { title: video.title })} </span>
            <Image src={video.poster} alt="" width={1280} height={720} displayWidth={400} sizes="(min-width: 769px) 400px, 85vw" className="size-full object-cover opacity-90" />
            <span className="absolute inset-0 grid place-items-center">
              <span className="grid size-14 place-items-center rounded-full bg-white/90 text-secondary shadow-lg transition group-hover:scale-110">
                <Icon name="play" width={26} height={26} />
              </span>
            </span>
            <span className="absolute bottom-2 end-2 rounded bg-black/70 px-1.5 text-xs text-white tabular">{duration}</span>
          </a>
        )}
      </div>
      <figcaption className="p-3 text-sm font-medium">{video.title}</figcaption>
    </figure>
  );
}

export function VideosSection({ id, title, videos }: { id: string; title: string; videos: Video[] }) {
  return (
    <section aria-labelledby={id} data-section="videos">
      <SectionHeading id={id} title={title} />
      <div className="grid gap-4 md:grid-cols-3">
        {videos.map((video) => (
          <VideoCard key={video.id} video={video} />
        ))}
      </div>
    </section>
  );
}

/** The magazine's latest posts, with a link to the magazine in the shop. */
export function BlogSection({ id, title, posts }: { id: string; title: string; posts: Post[] }) {
  return (
    <section aria-labelledby={id} data-section="blog">
      <SectionHeading id={id} title={title} href="/blog" />
      <Carousel label={title} perView={{ mobile: 1.3, desktop: 4 }}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Carousel>
    </section>
  );
}
