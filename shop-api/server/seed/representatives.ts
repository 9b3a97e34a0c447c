import type { ShopTransaction } from "../db/connect";
import { representativeTexts, representatives } from "../db/schema";
import { provinceRows } from "./iran";
import { LANGS, type Localised } from "./localised";

interface RepresentativeSeed {
  slug: string;
  /** Province and city by their English names (seed/iran.ts). */
  province: string;
  city: string;
  phone: string;
  name: Localised;
  manager: Localised;
  address: Localised;
  hours: Localised;
  directions: Localised;
  services: Localised<string[]>;
}

const SHOWROOM_HOURS: Localised = { fa: "شنبه تا پنجشنبه، ۱۰ تا ۲۱", en: "Saturday to Thursday, 10:00–21:00" };
const BAZAAR_HOURS: Localised = { fa: "شنبه تا پنجشنبه، ۹ تا ۱۸", en: "Saturday to Thursday, 9:00–18:00" };
const ALL_SERVICES: Localised<string[]> = {
  fa: ["تحویل حضوری سفارش‌های آنلاین", "تعویض سایز انگشتر و النگو", "خرید طلای کهنه با قیمت روز", "ثبت درخواست گارانتی"],
  en: ["Collect online orders", "Ring and bangle resizing", "Buy-back of old gold at today's price", "Warranty requests"],
};
const PICKUP_SERVICES: Localised<string[]> = {
  fa: ["تحویل حضوری سفارش‌های آنلاین", "ثبت درخواست گارانتی"],
  en: ["Collect online orders", "Warranty requests"],
};

/** The shop's representatives (docs/shop/03-entities.md §3.16): showrooms that hand over orders and take repairs. */
export const REPRESENTATIVES: readonly RepresentativeSeed[] = [
  {
    slug: "tehran-vanak",
    province: "Tehran",
    city: "Tehran",
    phone: "021-88776655",
    name: { fa: "نمایندگی ونک", en: "Vanak showroom" },
    manager: { fa: "مهدی صالحی", en: "Mahdi Salehi" },
    address: { fa: "تهران، میدان ونک، خیابان ملاصدرا، پلاک ۴۲، طبقه همکف", en: "Ground floor, No. 42, Mollasadra St., Vanak Sq., Tehran" },
    hours: SHOWROOM_HOURS,
    directions: {
      fa: "از ایستگاه مترو میرداماد پنج دقیقه پیاده؛ ورودی کنار بانک ملت است و پارکینگ عمومی روبه‌روی ساختمان قرار دارد.",
      en: "Five minutes' walk from Mirdamad metro station; the entrance is beside Bank Mellat, with a public car park opposite.",
    },
    services: ALL_SERVICES,
  },
  {
    slug: "tehran-bazaar",
    province: "Tehran",
    city: "Tehran",
    phone: "021-55631240",
    name: { fa: "فروشگاه بازار بزرگ", en: "Grand Bazaar shop" },
    manager: { fa: "حسین زرین‌قلم", en: "Hossein Zarringhalam" },
    address: { fa: "تهران، بازار بزرگ، راسته طلافروشان، پاساژ گلستان، پلاک ۲۸", en: "No. 28, Golestan Arcade, Goldsmiths' Row, Grand Bazaar, Tehran" },
    hours: BAZAAR_HOURS,
    directions: {
      fa: "از ایستگاه مترو پانزده خرداد وارد بازار شوید، راسته طلافروشان را تا پاساژ گلستان بروید؛ فروشگاه در طبقه اول است.",
      en: "From 15 Khordad metro station walk into the bazaar along Goldsmiths' Row to Golestan Arcade; the shop is on the first floor.",
    },
    services: ALL_SERVICES,
  },
  {
    slug: "karaj-gohardasht",
    province: "Alborz",
    city: "Karaj",
    phone: "026-34412290",
    name: { fa: "نمایندگی گوهردشت کرج", en: "Karaj Gohardasht" },
    manager: { fa: "نرگس احمدی", en: "Narges Ahmadi" },
    address: { fa: "کرج، گوهردشت، بلوار موذن، نبش خیابان ۹۷، مجتمع تجاری نگین", en: "Negin Mall, corner of 97th St., Moazen Blvd., Gohardasht, Karaj" },
    hours: SHOWROOM_HOURS,
    directions: {
      fa: "مجتمع تجاری نگین در ضلع شمالی بلوار موذن است؛ نمایندگی در طبقه دوم، واحد ۲۱۴.",
      en: "Negin Mall is on the north side of Moazen Blvd.; the showroom is on the second floor, unit 214.",
    },
    services: PICKUP_SERVICES,
  },
  {
    slug: "isfahan-chaharbagh",
    province: "Isfahan",
    city: "Isfahan",
    phone: "031-32214567",
    name: { fa: "نمایندگی چهارباغ اصفهان", en: "Isfahan Chaharbagh" },
    manager: { fa: "علیرضا کرمانی", en: "Alireza Kermani" },
    address: { fa: "اصفهان، خیابان چهارباغ عباسی، روبه‌روی مدرسه چهارباغ، پاساژ سپاهان، واحد ۱۲", en: "Unit 12, Sepahan Arcade, opposite Chaharbagh School, Chaharbagh Abbasi St., Isfahan" },
    hours: SHOWROOM_HOURS,
    directions: {
      fa: "از ایستگاه مترو تختی به سمت سی‌وسه‌پل بیایید؛ پاساژ سپاهان سمت راست، روبه‌روی مدرسه چهارباغ است.",
      en: "From Takhti metro station walk towards Si-o-se-pol; Sepahan Arcade is on the right, opposite Chaharbagh School.",
    },
    services: ALL_SERVICES,
  },
  {
    slug: "shiraz-zand",
    province: "Fars",
    city: "Shiraz",
    phone: "071-32337788",
    name: { fa: "نمایندگی زند شیراز", en: "Shiraz Zand" },
    manager: { fa: "فاطمه شیرازی", en: "Fatemeh Shirazi" },
    address: { fa: "شیراز، خیابان زند، نرسیده به چهارراه زند، مجتمع زرافشان، طبقه اول", en: "First floor, Zarafshan Mall, before Zand crossroads, Zand St., Shiraz" },
    hours: SHOWROOM_HOURS,
    directions: {
      fa: "مجتمع زرافشان در ضلع جنوبی خیابان زند است، چند قدم مانده به چهارراه زند.",
      en: "Zarafshan Mall is on the south side of Zand St., a few steps before the Zand crossroads.",
    },
    services: ALL_SERVICES,
  },
  {
    slug: "mashhad-ahmadabad",
    province: "Razavi Khorasan",
    city: "Mashhad",
    phone: "051-38445566",
    name: { fa: "نمایندگی احمدآباد مشهد", en: "Mashhad Ahmadabad" },
    manager: { fa: "رضا توسی", en: "Reza Tousi" },
    address: { fa: "مشهد، خیابان احمدآباد، بین عارف ۲ و ۴، پلاک ۱۱۸", en: "No. 118, between Aref 2 and 4, Ahmadabad St., Mashhad" },
    hours: SHOWROOM_HOURS,
    directions: {
      fa: "از میدان احمدآباد به سمت پارک ملت؛ نمایندگی سمت چپ، میان کوچه‌های عارف ۲ و ۴ است.",
      en: "From Ahmadabad Sq. towards Mellat Park; the showroom is on the left, between Aref 2 and Aref 4.",
    },
    services: PICKUP_SERVICES,
  },
  {
    slug: "tabriz-valiasr",
    province: "East Azerbaijan",
    city: "Tabriz",
    phone: "041-33324455",
    name: { fa: "نمایندگی ولیعصر تبریز", en: "Tabriz Valiasr" },
    manager: { fa: "یونس آذری", en: "Younes Azari" },
    address: { fa: "تبریز، ولیعصر، خیابان فروغی، مجتمع آسمان، طبقه همکف", en: "Ground floor, Aseman Mall, Foroughi St., Valiasr, Tabriz" },
    hours: SHOWROOM_HOURS,
    directions: {
      fa: "مجتمع آسمان در میانه خیابان فروغی است و ورودی نمایندگی از پیاده‌رو است.",
      en: "Aseman Mall is halfway along Foroughi St.; the showroom opens onto the pavement.",
    },
    services: PICKUP_SERVICES,
  },
  {
    slug: "rasht-golsar",
    province: "Gilan",
    city: "Rasht",
    phone: "013-37723344",
    name: { fa: "نمایندگی گلسار رشت", en: "Rasht Golsar" },
    manager: { fa: "مریم گیلانی", en: "Maryam Gilani" },
    address: { fa: "رشت، گلسار، بلوار سمیه، نبش خیابان ۹۵", en: "Corner of 95th St., Somayeh Blvd., Golsar, Rasht" },
    hours: SHOWROOM_HOURS,
    directions: {
      fa: "در بلوار سمیه به سمت میدان گلسار، نبش خیابان ۹۵؛ پارک حاشیه‌ای آزاد است.",
      en: "On Somayeh Blvd. towards Golsar Sq., at the corner of 95th St.; street parking is free.",
    },
    services: ALL_SERVICES,
  },
];

/** The representatives, with their province and city resolved to the seeded ids. */
export async function seedRepresentatives(tx: ShopTransaction): Promise<void> {
  const provinces = provinceRows();
  const place = (seed: RepresentativeSeed) => {
    const province = provinces.find((row) => row.name.en === seed.province);
    const city = province?.cities.find((row) => row.name.en === seed.city);
    if (!province || !city) throw new Error(`seed: no city ${seed.city} in ${seed.province}`);
    return { stateId: province.id, cityId: city.id };
  };
  const rows = await tx
    .insert(representatives)
    .values(REPRESENTATIVES.map((seed, position) => ({ slug: seed.slug, phone: seed.phone, position, ...place(seed) })))
    .returning({ id: representatives.id, slug: representatives.slug });
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  await tx.insert(representativeTexts).values(
    REPRESENTATIVES.flatMap((seed) =>
      LANGS.map((lang) => ({
        representativeId: idOf.get(seed.slug)!,
        lang,
        name: seed.name[lang],
        manager: seed.manager[lang],
        address: seed.address[lang],
        hours: seed.hours[lang],
        directions: seed.directions[lang],
        services: seed.services[lang],
      })),
    ),
  );
}
