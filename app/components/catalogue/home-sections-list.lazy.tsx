import type { ComponentProps } from "react";
import {
  BannersSection,
  BlogSection,
  BrandsSection,
  CategoriesSection,
  ProductsSection,
  SlidersSection,
  VideosSection,
} from "~/components/catalogue/home-sections";
import { DeferImages } from "~/components/ui/image";
import { FirstScreenEnd } from "~/components/ui/inline-styles";

// The home page's sections, fetched after the first view (routes/home.tsx, decision 47).

type Products = ComponentProps<typeof ProductsSection>["products"];

/** A home section as the page's loader gives it: what its component shows. */
export type HomeSectionData =
  | { kind: "banners"; title: string; slides: ComponentProps<typeof BannersSection>["slides"] }
  | { kind: "sliders"; title: string; slides: ComponentProps<typeof SlidersSection>["slides"] }
  | { kind: "categories"; title: string; categories: ComponentProps<typeof CategoriesSection>["categories"] }
  | { kind: "brands"; title: string; brands: ComponentProps<typeof BrandsSection>["brands"] }
  | { kind: "videos"; title: string; videos: ComponentProps<typeof VideosSection>["videos"] }
  | { kind: "blog"; title: string; posts: ComponentProps<typeof BlogSection>["posts"] }
  | { kind: "amazing" | "bestselling"; title: string; products: Products }
  | { kind: "vip"; title: string; href: string; products: Products };

function HomeSection({ section, index }: { section: HomeSectionData; index: number }) {
  const id = `home-section-${index}`;
  switch (section.kind) {
    case "banners":
      return <BannersSection id={id} title={section.title} slides={section.slides} priority={index === 0} />;
    case "sliders":
      return <SlidersSection id={id} title={section.title} slides={section.slides} />;
    case "categories":
      return <CategoriesSection id={id} title={section.title} categories={section.categories} />;
    case "brands":
      return <BrandsSection id={id} title={section.title} brands={section.brands} />;
    case "videos":
      return <VideosSection id={id} title={section.title} videos={section.videos} />;
    case "blog":
      return <BlogSection id={id} title={section.title} posts={section.posts} />;
    case "amazing":
      return <ProductsSection id={id} kind="amazing" title={section.title} products={section.products} />;
    case "vip":
      return <ProductsSection id={id} kind="vip" title={section.title} products={section.products} href={section.href} />;
    case "bestselling":
      return <ProductsSection id={id} kind="bestselling" title={section.title} products={section.products} />;
  }
}

/** The home page's sections in their layout's order. */
export function HomeSections({ sections }: { sections: HomeSectionData[] }) {
  return (
    <>
      {sections.map((section, index) => (
        // The first section is the first screen; the others' pictures wait until the shopper comes
        // near. A banner section's first picture is its own <picture> (the phone's), never deferred.
        <DeferImages.Provider key={`${section.kind}-${index}`} value={index > 0 && section.kind !== "banners"}>
          <HomeSection section={section} index={index} />
          {index === 0 ? <FirstScreenEnd /> : null}
        </DeferImages.Provider>
      ))}
    </>
  );
}
