import type { Colour } from "../../../shop-api/contract/pages";

/**
 * What a listing's filters offer, from the Shop API's attributes (nothing where there is no range,
 * nor when the attributes could not be loaded).
 */
export function filterRanges(
  attributes:
    | {
        weight: { min: number; max: number };
        price: { min: number; max: number };
        colours: { value: Colour; label: string; count: number }[];
      }
    | undefined,
) {
  return {
    colours: attributes?.colours ?? [],
    weight: attributes && attributes.weight.max > 0 ? attributes.weight : null,
    price: attributes && attributes.price.max > 0 ? attributes.price : null,
  };
}

export function brandOptions(brands: { slug: string; name: string; product_count: number }[]) {
  return brands.map((brand) => ({ slug: brand.slug, name: brand.name, count: brand.product_count }));
}
