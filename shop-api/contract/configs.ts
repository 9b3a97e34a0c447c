import { z } from "zod";
import { envelope } from "./common";

const text = z.string();
const optionalText = z.string().nullable();
const flag = z.boolean();
const listId = z.number().int().nonnegative();
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * The remote settings (docs/shop/03-entities.md §3.1), as `POST /configs` answers them.
 * Keys are the shop's own names, hyphens included. A caller asks for the keys it needs.
 */
export const siteConfigShape = {
  shop_name: text,
  company_name: text,
  phone: text,
  email: text,
  address: text,
  address_second: optionalText,
  catalog_default_per_page: z.number().int().positive(),
  store_icon_image_url: text,
  store_icon_logo_image_url: text,
  samandehi: optionalText,
  mojavez_image_url: optionalText,
  mojavez_tala_image_url: optionalText,
  daneshbonyan_image_url: optionalText,
  sazman_rayane_image_url: optionalText,
  vip_members: z.array(z.string()),
  aparat: optionalText,
  youtube: optionalText,
  telegram: optionalText,
  facebook: optionalText,
  instagram: optionalText,
  meta_title: text,
  meta_description: text,
  "og-title": text,
  "og-description": text,
  "og-image_url": optionalText,
  "og-url": optionalText,
  favicon_image_url: optionalText,
  gtm_id: optionalText,
  gtag_id: optionalText,
  head_scripts: optionalText,
  "primary-color": hexColour,
  "secondary-color": hexColour,
  "third-color": hexColour,
  default_gateway: text,
  support_hours: text,
  banners_list_id: listId,
  sliders_list_id: listId,
  categories_list_id: listId,
  brands_list_id: listId,
  videos_list_id: listId,
  bestselling_list_id: listId,
  blog_list_id: listId,
  show_cart_header: flag,
  is_catalog_shop: flag,
  is_simple_header: flag,
  is_simple_footer: flag,
  /** The live gold price ticker refreshes itself only on the main gold shop's site (docs/shop/04-flows.md §4.15). */
  is_main_gold_shop: flag,
  // Settings the original storefront implies without naming them (docs/shop/03-entities.md §3.1); named
  // here so the shop can be configured.
  notification_text: optionalText,
  notification_url: optionalText,
  installment_url: optionalText,
  android_app_url: optionalText,
  webapp_url: optionalText,
  seo_description: optionalText,
  /** The round-the-clock support line, besides the office `phone`. */
  support_phone: optionalText,
  /** How to find the office, in words (the contact page has no map). */
  location_text: optionalText,
  /** The chat widget's agent id (docs/shop/18-rulings.md §18.4: a script from the widget's CDN); none, no chat. */
  chat_agent_id: optionalText,
  /** How long the payment page's price holds (seconds): `POST /payment-quote`. */
  price_hold_seconds: z.number().int().min(30).max(3600),
  /** How far the gold price may move (percent, either way) before a held price breaks. */
  price_hold_max_move_percent: z.number().min(0.1).max(50),
} as const;

export type SiteConfigKey = keyof typeof siteConfigShape;
export const SITE_CONFIG_KEYS = Object.keys(siteConfigShape) as SiteConfigKey[];

export const siteConfigSchema = z.object(siteConfigShape);
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const configsRequestSchema = z.object({
  keys: z.array(z.string().min(1)).min(1).max(200),
  lang: z.enum(["fa", "en"]).optional(),
});
export type ConfigsRequest = z.infer<typeof configsRequestSchema>;

/** `POST /configs`: only the asked keys that exist, each with its value. */
export const configsResponseSchema = envelope(siteConfigSchema.partial());
export type ConfigsResponse = z.infer<typeof configsResponseSchema>;

/** A settings value as the database keeps it, checked against its key's type. */
export function parseConfigValue<K extends SiteConfigKey>(key: K, value: unknown): SiteConfig[K] {
  return siteConfigShape[key].parse(value) as SiteConfig[K];
}
