import { PRICE_HOLD_MAX_MOVE_PERCENT, PRICE_HOLD_SECONDS, siteConfigSchema, type SiteConfig } from "../../contract";
import type { ShopTransaction } from "../db/connect";
import { siteConfigs } from "../db/schema";
import { LANGS, type Localised } from "./localised";
import { SITE_URL } from "./site";

type LocalisedKey =
  | "shop_name"
  | "store_icon_logo_image_url"
  | "company_name"
  | "address"
  | "address_second"
  | "meta_title"
  | "meta_description"
  | "og-title"
  | "og-description"
  | "og-url"
  | "support_hours"
  | "notification_text"
  | "seo_description"
  | "location_text";

/** Settings that read the same in both languages. Image paths are relative to the API root. */
const shared: Omit<SiteConfig, LocalisedKey> = {
  phone: "021-88776655",
  email: "info@zarringold.ir",
  catalog_default_per_page: 24,
  store_icon_image_url: "/media/store-icon.svg",
  samandehi: "/media/samandehi.svg",
  mojavez_image_url: "/media/mojavez.svg",
  mojavez_tala_image_url: "/media/mojavez-tala.svg",
  daneshbonyan_image_url: "/media/daneshbonyan.svg",
  sazman_rayane_image_url: "/media/sazman-rayane.svg",
  vip_members: ["09120000000"],
  aparat: "https://www.aparat.com/zarringold",
  youtube: "https://www.youtube.com/@zarringold",
  telegram: "https://t.me/zarringold",
  facebook: "https://www.facebook.com/zarringold",
  instagram: "https://www.instagram.com/zarringold",
  "og-image_url": "/media/og-image.png",
  favicon_image_url: "/media/favicon.svg",
  gtm_id: null,
  gtag_id: null,
  head_scripts: null,
  // The default theme (docs/shop/09-constants.md §9.8).
  "primary-color": "#E8E4D9",
  "secondary-color": "#204541",
  "third-color": "#bb010b",
  default_gateway: "sandbox",
  banners_list_id: 1,
  sliders_list_id: 2,
  categories_list_id: 3,
  brands_list_id: 4,
  videos_list_id: 5,
  bestselling_list_id: 6,
  blog_list_id: 7,
  show_cart_header: true,
  is_catalog_shop: false,
  is_simple_header: false,
  is_simple_footer: false,
  is_main_gold_shop: true,
  notification_url: "/gold-jewelry",
  installment_url: "https://help.zarringold.ir/installment-plan",
  android_app_url: "https://cafebazaar.ir/app/ir.zarringold.app",
  webapp_url: "/webapp",
  support_phone: "021-91001800",
  // The shop sets its chat provider's agent id (lib/chat-widget.ts); the demo has none.
  chat_agent_id: null,
  price_hold_seconds: PRICE_HOLD_SECONDS,
  price_hold_max_move_percent: PRICE_HOLD_MAX_MOVE_PERCENT,
};

const localised: Localised<Pick<SiteConfig, LocalisedKey>> = {
  fa: {
    shop_name: "طلای زرین",
    store_icon_logo_image_url: "/media/logo.svg",
    company_name: "شرکت توسعه تجارت طلای زرین",
    address: "تهران، خیابان ولیعصر، بالاتر از میدان ونک، برج زرین، طبقه ۴، واحد ۱۲",
    address_second: "فروشگاه حضوری: تهران، بازار بزرگ، راسته طلافروشان، پاساژ گلستان، پلاک ۲۸",
    meta_title: "طلای زرین | خرید آنلاین طلا و جواهرات ۱۸ عیار",
    meta_description:
      "خرید آنلاین گردنبند، دستبند، انگشتر و گوشواره طلای ۱۸ عیار با قیمت لحظه‌ای طلا، ضمانت اصالت، امکان خرید اقساطی و ارسال بیمه‌شده به سراسر ایران.",
    "og-title": "طلای زرین؛ فروشگاه آنلاین طلا و جواهر",
    "og-description":
      "قیمت روز طلا، صدها مدل زیورآلات طلای ۱۸ عیار و خرید نقدی یا اقساطی با ضمانت اصالت کالا.",
    "og-url": SITE_URL,
    support_hours: "همه روزه، ۲۴ ساعته",
    notification_text: "ارسال رایگان و بیمه‌شده برای خریدهای بالای ۱۰ میلیون تومان",
    seo_description:
      "طلای زرین فروشگاهی آنلاین برای خرید طلا و جواهرات ۱۸ عیار است که قیمت هر محصول را بر پایه نرخ لحظه‌ای طلا، اجرت ساخت و سود فروشنده به‌طور شفاف محاسبه می‌کند. " +
      "همه محصولات با فاکتور رسمی و درج وزن، عیار و کد رهگیری عرضه می‌شوند و اصالت آن‌ها زیر نظر اتحادیه طلا و جواهر تضمین شده است. " +
      "گردنبند، دستبند، انگشتر، گوشواره و سرویس طلا را می‌توانید نقدی یا اقساطی بخرید و سفارش خود را با بسته‌بندی ایمن و بیمه کامل در سراسر ایران تحویل بگیرید. " +
      "کارشناسان ما همه روزه و ۲۴ ساعته برای مشاوره در انتخاب مدل، سایز و هدیه در کنار شما هستند.",
    location_text:
      "دفتر مرکزی در برج زرین، ضلع شمالی میدان ونک است؛ از ایستگاه مترو میرداماد پنج دقیقه پیاده راه است و پارکینگ عمومی در خیابان ملاصدرا، پشت برج، قرار دارد.",
  },
  en: {
    shop_name: "Zarrin Gold",
    store_icon_logo_image_url: "/media/logo-en.svg",
    company_name: "Zarrin Gold Trading Co.",
    address: "Unit 12, 4th floor, Zarrin Tower, Valiasr St., above Vanak Sq., Tehran",
    address_second: "Showroom: No. 28, Golestan Arcade, Goldsmiths' Row, Grand Bazaar, Tehran",
    meta_title: "Zarrin Gold | Buy 18-karat gold jewellery online",
    meta_description:
      "Buy 18-karat gold necklaces, bracelets, rings and earrings online at the live gold price, with guaranteed authenticity, instalment plans and insured delivery across Iran.",
    "og-title": "Zarrin Gold: online gold and jewellery shop",
    "og-description":
      "Today's gold price, hundreds of 18-karat designs, and cash or instalment payment with guaranteed authenticity.",
    "og-url": `${SITE_URL}/en`,
    support_hours: "Every day, 24 hours",
    notification_text: "Free insured shipping on orders over 10 million toman",
    seo_description:
      "Zarrin Gold is an online shop for 18-karat gold jewellery that prices every piece transparently from the live gold rate, the making charge and the seller's margin. " +
      "Every item comes with an official invoice stating its weight, purity and a tracking code, and its authenticity is guaranteed under the Gold and Jewellery Union. " +
      "Choose necklaces, bracelets, rings, earrings and sets, pay in cash or by instalments, and receive your order in secure, fully insured packaging anywhere in Iran. " +
      "Our advisers are available every day, around the clock, to help you choose a design, a size or a gift.",
    location_text:
      "The head office is in Zarrin Tower on the north side of Vanak Square, five minutes' walk from Mirdamad metro station; there is a public car park behind the tower on Mollasadra Street.",
  },
};

export const SITE_CONFIGS: Localised<SiteConfig> = {
  fa: { ...shared, ...localised.fa },
  en: { ...shared, ...localised.en },
};

export async function seedSiteConfigs(tx: ShopTransaction): Promise<void> {
  for (const lang of LANGS) {
    // Checked like every later write, so the seed cannot store what the contract refuses.
    const config = siteConfigSchema.parse(SITE_CONFIGS[lang]);
    await tx.insert(siteConfigs).values(Object.entries(config).map(([key, value]) => ({ lang, key, value })));
  }
}
