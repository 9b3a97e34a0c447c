import type { LogoMark } from "../artwork/logos";
import type { LogoArtwork } from "../artwork/recipes";
import type { Localised } from "./localised";

export interface BrandSeed {
  slug: string;
  name: Localised;
  mark: LogoMark;
  colour: string;
}

/** The (invented) makers whose pieces the shop sells; most products carry one of them. */
export const BRANDS: readonly BrandSeed[] = [
  { slug: "avin-gold", name: { fa: "طلای آوین", en: "Avin Gold" }, mark: "diamond", colour: "#8a6a1f" },
  { slug: "mehrazin", name: { fa: "زرگری مهرآذین", en: "Mehrazin" }, mark: "sun", colour: "#9a5b1e" },
  { slug: "parnian", name: { fa: "طلای پرنیان", en: "Parnian" }, mark: "leaf", colour: "#2f5d50" },
  { slug: "kian-jewellery", name: { fa: "جواهری کیان", en: "Kian Jewellery" }, mark: "crest", colour: "#204541" },
  { slug: "zarnegar", name: { fa: "زرنگار", en: "Zarnegar" }, mark: "arch", colour: "#7a4b12" },
  { slug: "nazhu", name: { fa: "ناژو", en: "Nazhu" }, mark: "ring", colour: "#8c3b4a" },
  { slug: "sepehr-gold", name: { fa: "طلای سپهر", en: "Sepehr Gold" }, mark: "shamseh", colour: "#1f3b66" },
];

export function brandLogoPath(slug: string): string {
  return `/media/catalogue/brands/${slug}.svg`;
}

export function brandLogoArtwork(brand: BrandSeed): LogoArtwork {
  return { type: "logo", name: brand.name.en, mark: brand.mark, colour: brand.colour };
}
