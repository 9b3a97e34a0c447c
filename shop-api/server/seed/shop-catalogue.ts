import type { Artwork } from "../artwork/recipes";
import type { ShopTransaction } from "../db/connect";
import {
  brandTexts,
  brands,
  categories,
  categoryTexts,
  layoutSections,
  listItems,
  listTexts,
  lists,
  mediaArtworks,
  productImages,
  productTexts,
  productVarieties,
  products,
  slideTexts,
  slides,
  videoTexts,
  videos,
} from "../db/schema";
import { BRANDS, brandLogoArtwork, brandLogoPath } from "./brands";
import { CATALOGUE, allCategories, metaDescription } from "./catalogue";
import { VIDEOS, VIDEO_FILE, videoPosterPath } from "./content";
import {
  BANNERS,
  HOME_LAYOUTS,
  LIST_IDS,
  LIST_TITLES,
  SLIDERS,
  categoryPicture,
  sectionRow,
  slideArtworks,
  slideImagePaths,
  type SlideSeed,
} from "./home";
import { LANGS, type Localised } from "./localised";
import { productSeeds, type ProductSeed } from "./products";

const DAY_MS = 86_400_000;

/** Ids by slug, or throws: a seed typo fails loudly. */
export function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed: nothing named "${slug}"`);
  return id;
}

/**
 * The catalogue and the home page: categories, brands, products with their varieties and pictures,
 * videos, slides, lists, layouts, and the recipes of every generated picture. Dates count
 * back from `now`'s day, so a fresh shop always has this week's posts.
 */
export async function seedCatalogue(tx: ShopTransaction, now = new Date()): Promise<void> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const artworks: { path: string; recipe: Artwork }[] = [];

  // Categories: the tree of seed/catalogue.ts; top categories have a picture.
  const categoryIds = new Map<string, number>();
  const tops = await tx
    .insert(categories)
    .values(
      CATALOGUE.map((top, position) => {
        const picture = categoryPicture(top.slug, 500 + position);
        if (picture) artworks.push({ path: picture.path, recipe: picture.artwork });
        return {
          slug: top.slug,
          position,
          image: picture?.path ?? null,
        };
      })
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const row of tops) categoryIds.set(row.slug, row.id);
  const subs = await tx
    .insert(categories)
    .values(
      CATALOGUE.flatMap((top) =>
        top.subCategories.map((sub, position) => ({
          slug: sub.slug,
          parentId: idOf(categoryIds, top.slug),
          position,
          image: null,
        }))
      )
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const row of subs) categoryIds.set(row.slug, row.id);
  await tx.insert(categoryTexts).values(
    allCategories().flatMap(({ category }) =>
      LANGS.map((lang) => ({
        categoryId: idOf(categoryIds, category.slug),
        lang,
        title: category.title[lang],
        description: category.description[lang],
        metaDescription: metaDescription(category)[lang],
      }))
    )
  );

  // Brands.
  const brandRows = await tx
    .insert(brands)
    .values(BRANDS.map((brand, position) => ({ slug: brand.slug, logo: brandLogoPath(brand.slug), position })))
    .returning({ id: brands.id, slug: brands.slug });
  const brandIds = new Map(brandRows.map((row) => [row.slug, row.id]));
  await tx
    .insert(brandTexts)
    .values(
      BRANDS.flatMap((brand) =>
        LANGS.map((lang) => ({ brandId: idOf(brandIds, brand.slug), lang, name: brand.name[lang] }))
      )
    );
  for (const brand of BRANDS) artworks.push({ path: brandLogoPath(brand.slug), recipe: brandLogoArtwork(brand) });

  // Products, their texts, pictures and varieties.
  const seeds = productSeeds(today);
  await insertProducts(tx, seeds, { categoryIds, brandIds });
  for (const product of seeds)
    for (const image of product.images) artworks.push({ path: image.path, recipe: image.artwork });

  // Videos (the magazine's posts: seed/magazine.ts).

  const videoRows = await tx
    .insert(videos)
    .values(
      VIDEOS.map((video) => ({
        poster: videoPosterPath(video.slug),
        videoUrl: VIDEO_FILE,
        durationSeconds: video.durationSeconds,
      }))
    )
    .returning({ id: videos.id });
  await tx
    .insert(videoTexts)
    .values(
      VIDEOS.flatMap((video, i) =>
        LANGS.map((lang) => ({ videoId: videoRows[i]?.id ?? 0, lang, title: video.title[lang] }))
      )
    );
  for (const video of VIDEOS) artworks.push({ path: videoPosterPath(video.slug), recipe: video.artwork });

  // Slides.
  const insertSlides = async (seedsOf: readonly SlideSeed[], seedBase: number) => {
    const rows = await tx
      .insert(slides)
      .values(seedsOf.map((slide) => ({ ...slideImagePaths(slide.name), link: slide.link })))
      .returning({ id: slides.id });
    await tx.insert(slideTexts).values(
      seedsOf.flatMap((slide, i) =>
        LANGS.map((lang) => ({
          slideId: rows[i]?.id ?? 0,
          lang,
          alt: slide.alt[lang],
          title: slide.title[lang],
          subtitle: slide.subtitle[lang],
        }))
      )
    );
    seedsOf.forEach((slide, i) => {
      const paths = slideImagePaths(slide.name);
      const { wide, tall } = slideArtworks(slide, seedBase + i * 2);
      artworks.push({ path: paths.image, recipe: wide }, { path: paths.imageMobile, recipe: tall });
    });
    return rows.map((row) => row.id);
  };
  const bannerIds = await insertSlides(BANNERS, 100);
  const sliderIds = await insertSlides(SLIDERS, 200);

  // Lists: the ids the site settings name.
  await tx.insert(lists).values([
    { id: LIST_IDS.banners, type: "banner" },
    { id: LIST_IDS.sliders, type: "slider" },
    { id: LIST_IDS.categories, type: "category" },
    { id: LIST_IDS.brands, type: "brand" },
    { id: LIST_IDS.videos, type: "video" },
    { id: LIST_IDS.bestselling, type: "product", source: "bestselling", size: 12 },
    { id: LIST_IDS.blog, type: "blog", source: "latest-posts", size: 6 },
  ]);
  await tx
    .insert(listTexts)
    .values(
      (Object.keys(LIST_IDS) as (keyof typeof LIST_IDS)[]).flatMap((name) =>
        LANGS.map((lang) => ({ listId: LIST_IDS[name], lang, title: LIST_TITLES[name][lang] }))
      )
    );
  await tx
    .insert(listItems)
    .values([
      ...bannerIds.map((slideId, position) => ({ listId: LIST_IDS.banners, position, slideId })),
      ...sliderIds.map((slideId, position) => ({ listId: LIST_IDS.sliders, position, slideId })),
      ...CATALOGUE.map((top, position) => ({
        listId: LIST_IDS.categories,
        position,
        categoryId: idOf(categoryIds, top.slug),
      })),
      ...BRANDS.map((brand, position) => ({ listId: LIST_IDS.brands, position, brandId: idOf(brandIds, brand.slug) })),
      ...videoRows.map((video, position) => ({ listId: LIST_IDS.videos, position, videoId: video.id })),
    ]);

  // The home page's sections.
  await tx
    .insert(layoutSections)
    .values(
      LANGS.flatMap((lang) =>
        (["desktop", "mobile"] as const).flatMap((device) =>
          HOME_LAYOUTS[device].map((section, position) => ({
            lang,
            page: "home",
            device,
            position,
            ...sectionRow(section, lang),
          }))
        )
      )
    );

  await tx.insert(mediaArtworks).values(artworks.map(({ path, recipe }) => ({ path, recipe })));
}

/**
 * What a product says beyond its seed, when it is known as the product is written (the grown
 * catalogue's); the demo's products get it afterwards from seed/shop-pages.ts.
 */
export interface ProductFacts {
  row: Pick<typeof products.$inferInsert, "colour" | "gtin" | "mpn" | "likes" | "offerStartsAt" | "offerEndsAt">;
  description: Localised<string[]>;
}

/**
 * Writes products with their texts, pictures and varieties, and answers their ids by slug. One
 * statement a table: a call of up to a couple of thousand products stays under PostgreSQL's 65,535
 * parameters a statement.
 */
export async function insertProducts(
  tx: ShopTransaction,
  seeds: readonly (ProductSeed & { facts?: ProductFacts })[],
  { categoryIds, brandIds }: { categoryIds: Map<string, number>; brandIds: Map<string, number> }
): Promise<Map<string, number>> {
  const productRows = await tx
    .insert(products)
    .values(
      seeds.map((product) => ({
        slug: product.slug,
        categoryId: idOf(categoryIds, product.category),
        brandId: product.brand === null ? null : idOf(brandIds, product.brand),
        gram: product.gram,
        wagesPercent: product.wagesPercent,
        noneGold: product.noneGold,
        noneGoldWages: product.noneGoldWages,
        maxCartAdd: product.maxCartAdd,
        discountPercent: product.discountPercent,
        rating: product.rating,
        reviewCount: product.reviewCount,
        salesCount: product.salesCount,
        createdAt: product.createdAt,
        updatedAt: product.createdAt,
        ...product.facts?.row,
      }))
    )
    .returning({ id: products.id, slug: products.slug });
  const productIds = new Map(productRows.map((row) => [row.slug, row.id]));
  await tx.insert(productTexts).values(
    seeds.flatMap((product) =>
      LANGS.map((lang) => ({
        productId: idOf(productIds, product.slug),
        lang,
        name: product.name[lang],
        shortDescription: product.shortDescription[lang],
        ...(product.facts && { description: product.facts.description[lang] }),
      }))
    )
  );
  await tx.insert(productImages).values(
    seeds.flatMap((product) =>
      product.images.map((image, position) => ({ productId: idOf(productIds, product.slug), position, path: image.path }))
    )
  );
  await tx.insert(productVarieties).values(
    seeds.flatMap((product) =>
      product.varieties.map((variety, position) => ({ productId: idOf(productIds, product.slug), position, ...variety }))
    )
  );
  return productIds;
}
