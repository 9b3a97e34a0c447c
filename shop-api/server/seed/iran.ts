import type { Localised } from "./localised";

/**
 * Iran's 31 provinces in the usual (Persian alphabetical) order, which gives their ids (1…31:
 * Tehran is 8), each with its main cities, the capital first. City ids follow in this order.
 */
export interface ProvinceSeed {
  name: Localised;
  cities: Localised[];
}

const city = (fa: string, en: string): Localised => ({ fa, en });

export const PROVINCES: readonly ProvinceSeed[] = [
  {
    name: { fa: "آذربایجان شرقی", en: "East Azerbaijan" },
    cities: [city("تبریز", "Tabriz"), city("مراغه", "Maragheh"), city("مرند", "Marand"), city("میانه", "Mianeh"), city("اهر", "Ahar"), city("بناب", "Bonab")],
  },
  {
    name: { fa: "آذربایجان غربی", en: "West Azerbaijan" },
    cities: [city("ارومیه", "Urmia"), city("خوی", "Khoy"), city("مهاباد", "Mahabad"), city("میاندوآب", "Miandoab"), city("بوکان", "Bukan"), city("سلماس", "Salmas")],
  },
  {
    name: { fa: "اردبیل", en: "Ardabil" },
    cities: [city("اردبیل", "Ardabil"), city("پارس‌آباد", "Parsabad"), city("مشگین‌شهر", "Meshginshahr"), city("خلخال", "Khalkhal"), city("گرمی", "Germi")],
  },
  {
    name: { fa: "اصفهان", en: "Isfahan" },
    cities: [city("اصفهان", "Isfahan"), city("کاشان", "Kashan"), city("خمینی‌شهر", "Khomeyni Shahr"), city("نجف‌آباد", "Najafabad"), city("شاهین‌شهر", "Shahin Shahr"), city("شهرضا", "Shahreza")],
  },
  {
    name: { fa: "البرز", en: "Alborz" },
    cities: [city("کرج", "Karaj"), city("فردیس", "Fardis"), city("نظرآباد", "Nazarabad"), city("هشتگرد", "Hashtgerd"), city("محمدشهر", "Mohammadshahr")],
  },
  {
    name: { fa: "ایلام", en: "Ilam" },
    cities: [city("ایلام", "Ilam"), city("دهلران", "Dehloran"), city("ایوان", "Eyvan"), city("آبدانان", "Abdanan"), city("مهران", "Mehran")],
  },
  {
    name: { fa: "بوشهر", en: "Bushehr" },
    cities: [city("بوشهر", "Bushehr"), city("برازجان", "Borazjan"), city("گناوه", "Genaveh"), city("کنگان", "Kangan"), city("دیر", "Deyr")],
  },
  {
    name: { fa: "تهران", en: "Tehran" },
    cities: [
      city("تهران", "Tehran"),
      city("اسلامشهر", "Eslamshahr"),
      city("شهریار", "Shahriar"),
      city("ورامین", "Varamin"),
      city("قدس", "Qods"),
      city("پاکدشت", "Pakdasht"),
      city("دماوند", "Damavand"),
    ],
  },
  {
    name: { fa: "چهارمحال و بختیاری", en: "Chaharmahal and Bakhtiari" },
    cities: [city("شهرکرد", "Shahrekord"), city("بروجن", "Borujen"), city("فارسان", "Farsan"), city("لردگان", "Lordegan")],
  },
  {
    name: { fa: "خراسان جنوبی", en: "South Khorasan" },
    cities: [city("بیرجند", "Birjand"), city("قائن", "Qaen"), city("طبس", "Tabas"), city("فردوس", "Ferdows"), city("نهبندان", "Nehbandan")],
  },
  {
    name: { fa: "خراسان رضوی", en: "Razavi Khorasan" },
    cities: [
      city("مشهد", "Mashhad"),
      city("نیشابور", "Neyshabur"),
      city("سبزوار", "Sabzevar"),
      city("تربت حیدریه", "Torbat-e Heydarieh"),
      city("قوچان", "Quchan"),
      city("کاشمر", "Kashmar"),
    ],
  },
  {
    name: { fa: "خراسان شمالی", en: "North Khorasan" },
    cities: [city("بجنورد", "Bojnurd"), city("شیروان", "Shirvan"), city("اسفراین", "Esfarayen"), city("جاجرم", "Jajarm")],
  },
  {
    name: { fa: "خوزستان", en: "Khuzestan" },
    cities: [city("اهواز", "Ahvaz"), city("آبادان", "Abadan"), city("دزفول", "Dezful"), city("خرمشهر", "Khorramshahr"), city("بهبهان", "Behbahan"), city("ماهشهر", "Mahshahr")],
  },
  {
    name: { fa: "زنجان", en: "Zanjan" },
    cities: [city("زنجان", "Zanjan"), city("ابهر", "Abhar"), city("خرمدره", "Khorramdarreh"), city("قیدار", "Qeydar")],
  },
  {
    name: { fa: "سمنان", en: "Semnan" },
    cities: [city("سمنان", "Semnan"), city("شاهرود", "Shahrud"), city("دامغان", "Damghan"), city("گرمسار", "Garmsar")],
  },
  {
    name: { fa: "سیستان و بلوچستان", en: "Sistan and Baluchestan" },
    cities: [city("زاهدان", "Zahedan"), city("زابل", "Zabol"), city("چابهار", "Chabahar"), city("ایرانشهر", "Iranshahr"), city("خاش", "Khash")],
  },
  {
    name: { fa: "فارس", en: "Fars" },
    cities: [city("شیراز", "Shiraz"), city("مرودشت", "Marvdasht"), city("جهرم", "Jahrom"), city("فسا", "Fasa"), city("کازرون", "Kazerun"), city("لار", "Lar")],
  },
  {
    name: { fa: "قزوین", en: "Qazvin" },
    cities: [city("قزوین", "Qazvin"), city("تاکستان", "Takestan"), city("الوند", "Alvand"), city("بوئین‌زهرا", "Buin Zahra")],
  },
  {
    name: { fa: "قم", en: "Qom" },
    cities: [city("قم", "Qom"), city("جعفریه", "Jafarieh"), city("کهک", "Kahak"), city("قنوات", "Qanavat")],
  },
  {
    name: { fa: "کردستان", en: "Kurdistan" },
    cities: [city("سنندج", "Sanandaj"), city("سقز", "Saqqez"), city("مریوان", "Marivan"), city("بانه", "Baneh"), city("قروه", "Qorveh")],
  },
  {
    name: { fa: "کرمان", en: "Kerman" },
    cities: [city("کرمان", "Kerman"), city("سیرجان", "Sirjan"), city("رفسنجان", "Rafsanjan"), city("جیرفت", "Jiroft"), city("بم", "Bam"), city("زرند", "Zarand")],
  },
  {
    name: { fa: "کرمانشاه", en: "Kermanshah" },
    cities: [city("کرمانشاه", "Kermanshah"), city("اسلام‌آباد غرب", "Eslamabad-e Gharb"), city("کنگاور", "Kangavar"), city("هرسین", "Harsin"), city("سنقر", "Sonqor")],
  },
  {
    name: { fa: "کهگیلویه و بویراحمد", en: "Kohgiluyeh and Boyer-Ahmad" },
    cities: [city("یاسوج", "Yasuj"), city("دوگنبدان", "Dogonbadan"), city("دهدشت", "Dehdasht"), city("سی‌سخت", "Sisakht")],
  },
  {
    name: { fa: "گلستان", en: "Golestan" },
    cities: [city("گرگان", "Gorgan"), city("گنبد کاووس", "Gonbad-e Kavus"), city("علی‌آباد کتول", "Aliabad-e Katul"), city("بندر ترکمن", "Bandar Torkaman"), city("آزادشهر", "Azadshahr")],
  },
  {
    name: { fa: "گیلان", en: "Gilan" },
    cities: [city("رشت", "Rasht"), city("بندر انزلی", "Bandar Anzali"), city("لاهیجان", "Lahijan"), city("لنگرود", "Langarud"), city("تالش", "Talesh"), city("آستارا", "Astara")],
  },
  {
    name: { fa: "لرستان", en: "Lorestan" },
    cities: [city("خرم‌آباد", "Khorramabad"), city("بروجرد", "Borujerd"), city("دورود", "Dorud"), city("الیگودرز", "Aligudarz"), city("کوهدشت", "Kuhdasht")],
  },
  {
    name: { fa: "مازندران", en: "Mazandaran" },
    cities: [city("ساری", "Sari"), city("بابل", "Babol"), city("آمل", "Amol"), city("قائم‌شهر", "Qaem Shahr"), city("بابلسر", "Babolsar"), city("چالوس", "Chalus")],
  },
  {
    name: { fa: "مرکزی", en: "Markazi" },
    cities: [city("اراک", "Arak"), city("ساوه", "Saveh"), city("خمین", "Khomein"), city("محلات", "Mahallat"), city("دلیجان", "Delijan")],
  },
  {
    name: { fa: "هرمزگان", en: "Hormozgan" },
    cities: [city("بندرعباس", "Bandar Abbas"), city("قشم", "Qeshm"), city("کیش", "Kish"), city("میناب", "Minab"), city("بندر لنگه", "Bandar Lengeh")],
  },
  {
    name: { fa: "همدان", en: "Hamadan" },
    cities: [city("همدان", "Hamadan"), city("ملایر", "Malayer"), city("نهاوند", "Nahavand"), city("تویسرکان", "Tuyserkan"), city("اسدآباد", "Asadabad")],
  },
  {
    name: { fa: "یزد", en: "Yazd" },
    cities: [city("یزد", "Yazd"), city("میبد", "Meybod"), city("اردکان", "Ardakan"), city("بافق", "Bafq"), city("مهریز", "Mehriz")],
  },
];

/** The province of Tehran (its id): the Tehran courier serves it only. */
export const TEHRAN_STATE_ID = PROVINCES.findIndex((province) => province.name.en === "Tehran") + 1;

/** Each province's id and each city's id, in seed order. */
export function provinceRows(): { id: number; name: Localised; cities: { id: number; name: Localised }[] }[] {
  let cityId = 0;
  return PROVINCES.map((province, index) => ({
    id: index + 1,
    name: province.name,
    cities: province.cities.map((name) => ({ id: ++cityId, name })),
  }));
}
