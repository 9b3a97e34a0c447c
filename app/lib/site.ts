import type { SiteConfig } from "../../shop-api/contract";
import type { Locale } from "./locale";

/**
 * The default theme colours (docs/shop/09-constants.md §9.8), used until (or unless) the remote
 * settings give others.
 */
export const DEFAULT_THEME = { primary: "#E8E4D9", secondary: "#204541", third: "#bb010b" } as const;

/**
 * The shop this storefront was made for. When the configured shop name is its own, the copyright
 * line names its registered company, whatever the settings say (docs/shop/02-pages.md §2.7).
 */
export const HOUSE_SHOP = {
  names: ["طلای زرین", "Zarrin Gold"],
  companyName: { fa: "شرکت توسعه تجارت طلای زرین", en: "Zarrin Gold Trading Co." },
} as const;

export type SocialNetwork = "aparat" | "youtube" | "telegram" | "facebook" | "instagram";
export const SOCIAL_NETWORKS: SocialNetwork[] = ["aparat", "youtube", "telegram", "facebook", "instagram"];

export type LicenceBadge = "samandehi" | "mojavez" | "mojavezTala" | "daneshbonyan" | "sazmanRayane";

/** The remote settings as the shell uses them: defaults filled in, names made plain. */
export interface SiteSettings {
  shopName: string;
  companyName: string;
  logoUrl: string | null;
  iconUrl: string | null;
  faviconUrl: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  addressSecond: string | null;
  supportHours: string | null;
  metaTitle: string;
  metaDescription: string;
  og: { title: string; description: string; imageUrl: string | null; url: string | null };
  theme: { primary: string; secondary: string; third: string };
  gtmId: string | null;
  gtagId: string | null;
  headScripts: string | null;
  showCartHeader: boolean;
  isCatalogShop: boolean;
  isSimpleHeader: boolean;
  isSimpleFooter: boolean;
  /** The live gold price refreshes itself in the page only on the main gold shop (docs/shop/04-flows.md §4.15). */
  isMainGoldShop: boolean;
  notification: { text: string; url: string | null } | null;
  installmentUrl: string | null;
  androidAppUrl: string | null;
  webappUrl: string | null;
  seoDescription: string | null;
  supportPhone: string | null;
  locationText: string | null;
  /** The chat widget's agent id: the support chat button loads it when pressed (lib/chat-widget.ts). */
  chatAgentId: string | null;
  social: { network: SocialNetwork; url: string }[];
  licences: { badge: LicenceBadge; imageUrl: string }[];
}

const GTM_ID = /^GTM-[A-Z0-9]+$/;
const GTAG_ID = /^(G|AW|UA|DC)-[A-Z0-9-]+$/;

function pick(value: string | null | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

export function companyNameFor(config: Partial<SiteConfig>, locale: Locale): string {
  const shopName = config.shop_name ?? "";
  if ((HOUSE_SHOP.names as readonly string[]).includes(shopName)) return HOUSE_SHOP.companyName[locale];
  return pick(config.company_name) ?? shopName;
}

/** Shapes `POST /configs` for the shell; `fallbackName` names the shop when settings are missing. */
export function toSiteSettings(config: Partial<SiteConfig>, locale: Locale, fallbackName: string): SiteSettings {
  const shopName = pick(config.shop_name) ?? fallbackName;
  const licenceImages: [LicenceBadge, string | null | undefined][] = [
    ["samandehi", config.samandehi],
    ["mojavez", config.mojavez_image_url],
    ["mojavezTala", config.mojavez_tala_image_url],
    ["daneshbonyan", config.daneshbonyan_image_url],
    ["sazmanRayane", config.sazman_rayane_image_url],
  ];
  return {
    shopName,
    companyName: companyNameFor(config, locale) || shopName,
    logoUrl: pick(config.store_icon_logo_image_url),
    iconUrl: pick(config.store_icon_image_url),
    faviconUrl: pick(config.favicon_image_url),
    phone: pick(config.phone),
    email: pick(config.email),
    address: pick(config.address),
    addressSecond: pick(config.address_second),
    supportHours: pick(config.support_hours),
    metaTitle: pick(config.meta_title) ?? shopName,
    metaDescription: pick(config.meta_description) ?? "",
    og: {
      title: pick(config["og-title"]) ?? pick(config.meta_title) ?? shopName,
      description: pick(config["og-description"]) ?? pick(config.meta_description) ?? "",
      imageUrl: pick(config["og-image_url"]),
      url: pick(config["og-url"]),
    },
    theme: {
      primary: config["primary-color"] ?? DEFAULT_THEME.primary,
      secondary: config["secondary-color"] ?? DEFAULT_THEME.secondary,
      third: config["third-color"] ?? DEFAULT_THEME.third,
    },
    gtmId: config.gtm_id && GTM_ID.test(config.gtm_id) ? config.gtm_id : null,
    gtagId: config.gtag_id && GTAG_ID.test(config.gtag_id) ? config.gtag_id : null,
    headScripts: pick(config.head_scripts),
    showCartHeader: config.show_cart_header ?? true,
    isCatalogShop: config.is_catalog_shop ?? false,
    isSimpleHeader: config.is_simple_header ?? false,
    isSimpleFooter: config.is_simple_footer ?? false,
    isMainGoldShop: config.is_main_gold_shop ?? true,
    notification: pick(config.notification_text)
      ? { text: config.notification_text!.trim(), url: pick(config.notification_url) }
      : null,
    installmentUrl: pick(config.installment_url),
    androidAppUrl: pick(config.android_app_url),
    webappUrl: pick(config.webapp_url),
    seoDescription: pick(config.seo_description),
    supportPhone: pick(config.support_phone),
    locationText: pick(config.location_text),
    chatAgentId: pick(config.chat_agent_id),
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = pick(config[network]);
      return url ? [{ network, url }] : [];
    }),
    licences: licenceImages.flatMap(([badge, imageUrl]) => {
      const image = pick(imageUrl);
      return image ? [{ badge, imageUrl: image }] : [];
    }),
  };
}
