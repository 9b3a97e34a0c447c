import type { ShopTransaction } from "../db/connect";
import { footerLists, footerRows } from "../db/schema";
import { catalogueCategory } from "./catalogue";
import { LANGS, type Localised } from "./localised";

interface FooterListSeed {
  title: Localised;
  rows: { title: Localised; url: string }[];
}

/** The footer's category links (docs/shop/02-pages.md §2.7) take their titles from the catalogue. */
function categoryRow(slug: string) {
  return { title: catalogueCategory(slug).title, url: `/${slug}` };
}

export const FOOTER_LISTS: readonly FooterListSeed[] = [
  {
    title: { fa: "خدمات مشتریان", en: "Customer service" },
    rows: [
      { title: { fa: "سؤالات متداول", en: "Frequently asked questions" }, url: "/faq" },
      { title: { fa: "رویه بازگرداندن کالا", en: "Returns policy" }, url: "/info/returns" },
      { title: { fa: "قوانین و مقررات", en: "Terms and conditions" }, url: "/info/terms" },
      { title: { fa: "حریم خصوصی", en: "Privacy" }, url: "/info/privacy" },
      { title: { fa: "پیگیری سفارش", en: "Track your order" }, url: "/profile/latest-orders" },
      // The one external row: parcels go by Iran Post, whose tracking page is its own.
      { title: { fa: "رهگیری مرسوله پستی", en: "Track a parcel (Iran Post)" }, url: "https://tracking.post.ir" },
    ],
  },
  {
    title: { fa: "فروشگاه طلا", en: "Gold shop" },
    rows: [
      categoryRow("necklaces"),
      categoryRow("bracelet"),
      categoryRow("woman-gold-ring"),
      categoryRow("earing"),
      { title: { fa: "محاسبه قیمت طلا", en: "Gold price calculator" }, url: "/calculator" },
      { title: { fa: "جشنواره افتتاحیه", en: "Opening sale" }, url: "/campaign/opening" },
    ],
  },
  {
    title: { fa: "درباره ما", en: "About us" },
    rows: [
      { title: { fa: "درباره طلای زرین", en: "About Zarrin Gold" }, url: "/info/about" },
      { title: { fa: "تماس با ما", en: "Contact us" }, url: "/contactus" },
      { title: { fa: "همکاری با ما", en: "Work with us" }, url: "/info/cooperation" },
      { title: { fa: "اپلیکیشن طلای زرین", en: "The Zarrin Gold app" }, url: "/landing/app" },
      { title: { fa: "مجله زرین", en: "Zarrin magazine" }, url: "/blog" },
    ],
  },
];

export async function seedFooterLists(tx: ShopTransaction): Promise<void> {
  for (const lang of LANGS) {
    for (const [position, list] of FOOTER_LISTS.entries()) {
      const [inserted] = await tx
        .insert(footerLists)
        .values({ lang, title: list.title[lang], position })
        .returning({ id: footerLists.id });
      if (!inserted) throw new Error("Footer list was not inserted");
      await tx.insert(footerRows).values(
        list.rows.map((row, rowPosition) => ({
          listId: inserted.id,
          title: row.title[lang],
          url: row.url,
          position: rowPosition,
        })),
      );
    }
  }
}
