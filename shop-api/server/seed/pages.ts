import type { PageLocation } from "../../contract";
import type { ShopTransaction } from "../db/connect";
import { singlePages } from "../db/schema";
import { LANGS, type Localised } from "./localised";

interface SinglePageSeed {
  slug: string;
  location: PageLocation;
  title: Localised;
  /** Paragraphs; stored as simple HTML. */
  paragraphs: Localised<string[]>;
}

/** The `/info/{slug}` pages, in list order per location. */
export const SINGLE_PAGES: readonly SinglePageSeed[] = [
  {
    slug: "about",
    location: "header",
    title: { fa: "درباره طلای زرین", en: "About Zarrin Gold" },
    paragraphs: {
      fa: [
        "طلای زرین کار خود را در سال ۱۳۷۸ با یک حجره کوچک در راسته طلافروشان بازار بزرگ تهران آغاز کرد و امروز با نام «شرکت توسعه تجارت طلای زرین» زیورآلات طلای ۱۸ عیار را به صورت آنلاین به سراسر ایران عرضه می‌کند.",
        "هر قطعه پیش از ارسال در آزمایشگاه عیارسنجی بررسی و وزن آن در فاکتور رسمی ثبت می‌شود. قیمت محصولات بر پایه نرخ لحظه‌ای طلا، اجرت ساخت و سود فروشنده محاسبه می‌شود تا بدانید دقیقاً برای چه چیزی هزینه می‌کنید.",
        "هدف ما این است که خرید طلا، چه برای هدیه و چه برای پس‌انداز، در خانه همان‌قدر امن و مطمئن باشد که در مغازه‌ای آشنا و مورد اعتماد.",
      ],
      en: [
        "Zarrin Gold began in 1999 as a small workshop on Goldsmiths' Row in Tehran's Grand Bazaar. Today, as Zarrin Gold Trading Co., it sells 18-karat gold jewellery online to customers all over Iran.",
        "Every piece is assayed before it ships and its weight is recorded on an official invoice. Prices are built from the live gold rate, the making charge and the seller's margin, so you can see exactly what you pay for.",
        "Our aim is simple: buying gold at home, whether as a gift or a saving, should feel as safe as buying it from a jeweller you trust.",
      ],
    },
  },
  {
    slug: "guarantee",
    location: "header",
    title: { fa: "ضمانت اصالت کالا", en: "Authenticity guarantee" },
    paragraphs: {
      fa: [
        "همه محصولات طلای زرین از طلای ۱۸ عیار (۷۵۰ در هزار) ساخته شده‌اند و کد رهگیری و شناسنامه کالا دارند. عیار هر قطعه با نظارت اتحادیه طلا و جواهر تهران ثبت شده است.",
        "اگر عیار یا وزن کالای دریافتی با فاکتور مطابقت نداشته باشد، تمام مبلغ پرداختی به همراه هزینه ارسال به شما بازگردانده می‌شود.",
        "تعمیر، تمیزکاری و تعویض قفل تا یک سال پس از خرید رایگان است.",
      ],
      en: [
        "Every Zarrin Gold piece is made of 18-karat gold (750 parts per thousand) and comes with a tracking code and an identity card. The purity of each piece is recorded under the supervision of the Tehran Gold and Jewellery Union.",
        "If the purity or weight of what you receive does not match your invoice, we refund the full price together with the shipping cost.",
        "Repairs, cleaning and clasp replacements are free for one year after purchase.",
      ],
    },
  },
  {
    slug: "terms",
    location: "footer",
    title: { fa: "قوانین و مقررات", en: "Terms and conditions" },
    paragraphs: {
      fa: [
        "استفاده از فروشگاه طلای زرین به معنای پذیرش این قوانین است. قیمت محصولات با نرخ لحظه‌ای طلا تغییر می‌کند و قیمت نهایی در لحظه ثبت سفارش ثابت می‌شود.",
        "سفارش پس از تأیید پرداخت پردازش می‌شود. اگر پرداخت ناموفق باشد، مبلغ کسرشده ظرف ۷۲ ساعت از سوی بانک به حساب شما بازمی‌گردد.",
        "کالا فقط به سفارش‌دهنده یا گیرنده‌ای که نامش در سفارش آمده است، با ارائه کارت ملی تحویل داده می‌شود.",
      ],
      en: [
        "By using the Zarrin Gold shop you accept these terms. Prices follow the live gold rate, and the final price is locked at the moment you place your order.",
        "Orders are processed once payment is confirmed. If a payment fails, any amount taken is returned to your account by your bank within 72 hours.",
        "Parcels are handed only to the customer or to the recipient named in the order, on presentation of a national identity card.",
      ],
    },
  },
  {
    slug: "privacy",
    location: "footer",
    title: { fa: "حریم خصوصی", en: "Privacy" },
    paragraphs: {
      fa: [
        "طلای زرین اطلاعات شخصی شما مانند نام، شماره همراه و نشانی را فقط برای پردازش سفارش، ارسال کالا و پشتیبانی نگه‌داری می‌کند.",
        "اطلاعات شما به هیچ شخص ثالثی فروخته نمی‌شود و تنها به اندازه‌ای که برای انجام سفارش لازم است در اختیار شرکت ارسال و درگاه پرداخت قرار می‌گیرد.",
        "پرداخت‌ها از طریق درگاه‌های بانکی دارای مجوز شاپرک انجام می‌شود و اطلاعات کارت بانکی شما نزد ما ذخیره نمی‌شود.",
      ],
      en: [
        "Zarrin Gold keeps your personal details, such as your name, mobile number and address, only to process your order, deliver it and support you.",
        "We never sell your information. We share it only with the courier and the payment gateway, and only as far as your order needs.",
        "Payments go through Shaparak-licensed bank gateways; we never store your card details.",
      ],
    },
  },
  {
    slug: "returns",
    location: "footer",
    title: { fa: "رویه بازگرداندن کالا", en: "Returns policy" },
    paragraphs: {
      fa: [
        "تا ۷ روز پس از تحویل می‌توانید کالا را بدون ذکر دلیل بازگردانید، به شرط آنکه استفاده نشده باشد و همراه با فاکتور، شناسنامه کالا و بسته‌بندی اصلی ارسال شود.",
        "مبلغ بازپرداخت بر اساس نرخ طلا در روز رسیدن کالا به انبار ما محاسبه می‌شود و اجرت ساخت و مالیات، جز برای کالای معیوب، بازگردانده نمی‌شود.",
        "انگشترهای سفارشی، گردنبندهای اسم و کالاهای حکاکی‌شده به دلیل ساخت اختصاصی قابل بازگشت نیستند.",
      ],
      en: [
        "You may return an item within 7 days of delivery without giving a reason, provided it is unworn and sent back with its invoice, identity card and original packaging.",
        "Refunds are calculated at the gold rate on the day the item reaches our warehouse; the making charge and tax are refunded only for a faulty item.",
        "Custom rings, name necklaces and engraved pieces are made to order and cannot be returned.",
      ],
    },
  },
  {
    slug: "cooperation",
    location: "footer",
    title: { fa: "همکاری با ما", en: "Work with us" },
    paragraphs: {
      fa: [
        "طلای زرین از همکاری با سازندگان، طراحان و فروشندگان طلا و جواهر در سراسر کشور استقبال می‌کند.",
        "اگر کارگاه ساخت طلا دارید یا فروشنده دارای پروانه کسب از اتحادیه هستید، می‌توانید محصولات خود را در فروشگاه ما عرضه کنید و از پشتیبانی فروش، عکاسی محصول و ارسال بیمه‌شده بهره ببرید.",
        "برای آغاز همکاری، فرم درخواست را در صفحه تماس با ما پر کنید تا کارشناسان ما در کمتر از دو روز کاری با شما تماس بگیرند.",
      ],
      en: [
        "Zarrin Gold welcomes goldsmiths, designers and jewellers from across the country.",
        "If you run a gold workshop or hold a union trading licence, you can sell your pieces through our shop and use our sales support, product photography and insured delivery.",
        "To get started, fill in the request form on our contact page and our team will call you within two working days.",
      ],
    },
  },
];

export async function seedSinglePages(tx: ShopTransaction): Promise<void> {
  const rows = SINGLE_PAGES.flatMap((page, position) =>
    LANGS.map((lang) => ({
      lang,
      slug: page.slug,
      title: page.title[lang],
      body: page.paragraphs[lang].map((paragraph) => `<p>${paragraph}</p>`).join("\n"),
      location: page.location,
      position,
    })),
  );
  await tx.insert(singlePages).values(rows);
}
