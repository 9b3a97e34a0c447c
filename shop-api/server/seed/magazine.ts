import { eq, sql } from "drizzle-orm";
import type { ShopTransaction } from "../db/connect";
import { footerRows, mediaArtworks, menuItems, postCategories, postCategoryTexts, postProducts, postTexts, posts, products } from "../db/schema";
import { POSTS, postImagePath, postUrl } from "./content";
import { BLOG_URL } from "./site";
import { LANGS, type Localised } from "./localised";
import { idOf } from "./shop-catalogue";

const DAY_MS = 86_400_000;

interface CategorySeed {
  slug: string;
  name: Localised;
  description: Localised;
  children?: CategorySeed[];
}

/** The magazine's categories and sub-categories, in order. */
export const POST_CATEGORIES: readonly CategorySeed[] = [
  {
    slug: "buying-guide",
    name: { fa: "راهنمای خرید", en: "Buying guides" },
    description: {
      fa: "آنچه پیش از خرید طلا باید بدانید: عیار، سایز، پرداخت و اقساط.",
      en: "What to know before you buy gold: purity, sizes, paying and instalments.",
    },
    children: [
      {
        slug: "know-your-gold",
        name: { fa: "شناخت طلا", en: "Know your gold" },
        description: { fa: "عیار، انگ و شناسنامه طلا.", en: "Purity, hallmarks and certificates." },
      },
      {
        slug: "sizes-and-fit",
        name: { fa: "سایز و اندازه", en: "Sizes and fit" },
        description: { fa: "سایز انگشتر، طول زنجیر و دور مچ.", en: "Ring sizes, chain lengths and wrist sizes." },
      },
      {
        slug: "paying-and-instalments",
        name: { fa: "پرداخت و اقساط", en: "Paying and instalments" },
        description: { fa: "خرید نقدی، اقساطی و کیف پول.", en: "Paying in full, by instalments and from the wallet." },
      },
    ],
  },
  {
    slug: "care",
    name: { fa: "نگهداری", en: "Care" },
    description: { fa: "تمیز کردن و نگهداری درست زیورآلات طلا.", en: "Cleaning and keeping gold jewellery well." },
    children: [
      {
        slug: "cleaning-and-storing",
        name: { fa: "شستشو و نگهداری", en: "Cleaning and storing" },
        description: { fa: "روش‌های بی‌خطر برای درخشش طلا.", en: "Safe ways to keep gold shining." },
      },
    ],
  },
  {
    slug: "gold-market",
    name: { fa: "بازار طلا", en: "Gold market" },
    description: { fa: "قیمت روز، فرمول قیمت و تحلیل بازار.", en: "The day's price, how prices are made, and the market." },
    children: [
      {
        slug: "prices-explained",
        name: { fa: "قیمت به زبان ساده", en: "Prices explained" },
        description: { fa: "اجرت، سود و مالیات طلا.", en: "Wages, profit and tax on gold." },
      },
      {
        slug: "weekly-reviews",
        name: { fa: "مرور هفتگی", en: "Weekly reviews" },
        description: { fa: "بازار طلا در هفته‌ای که گذشت.", en: "The gold market in the week gone by." },
      },
    ],
  },
  {
    slug: "gifts",
    name: { fa: "هدیه", en: "Gift ideas" },
    description: { fa: "پیشنهاد هدیه طلا برای هر مناسبت.", en: "Gold gifts for every occasion." },
  },
  {
    slug: "zarrin-news",
    name: { fa: "اخبار زرین", en: "Zarrin news" },
    description: { fa: "تازه‌های فروشگاه طلای زرین.", en: "News from the Zarrin Gold shop." },
  },
];

interface ArticleSeed {
  /** The category or sub-category (by slug). */
  category: string;
  /** In the small markup of `post_texts.body`. */
  body: Localised;
  /** Products the article names (by slug), in its order. */
  products: string[];
}

/** The body of each post of `POSTS` (by slug), its category and the products it names. */
export const ARTICLES: Readonly<Record<string, ArticleSeed>> = {
  "gold-market-weekly-review": {
    category: "weekly-reviews",
    products: ["classic-wedding-band", "polished-plain-bangle"],
    body: {
      fa: `قیمت هر گرم طلای ۱۸ عیار این هفته در محدوده‌ای باریک حرکت کرد و پس از نوسان‌های تند ماه گذشته، بازار آرام‌تر شد.

## چه چیزی بازار را آرام کرد؟
ثبات نسبی نرخ ارز و کاهش تقاضای هیجانی دو عامل اصلی این آرامش بودند. خریداران بیشتر برای مناسبت‌ها خرید کردند تا برای سرمایه‌گذاری کوتاه‌مدت.

## خریداران چه کنند؟
- قیمت روز را پیش از خرید در صفحه قیمت طلا ببینید.
- برای خرید هدیه، منتظر پایین‌ترین قیمت نمانید؛ اجرت ساخت سهم بزرگ‌تری از تفاوت قیمت دارد.
- اگر قیمت بالا رفت، سفارش ثبت‌شده با قیمت لحظه ثبت قفل می‌ماند.`,
      en: `The price of a gram of 18-karat gold moved within a narrow band this week, a calmer market after last month's sharp swings.

## What calmed the market?
A steadier exchange rate and less panic buying were the two main reasons. Buyers shopped for occasions more than for short-term investment.

## What should buyers do?
- Check the day's price on the gold price page before buying.
- For a gift, do not wait for the lowest price: the making wages matter more to the difference.
- If the price rises, an order already placed keeps the price of the moment it was placed.`,
    },
  },
  "how-to-find-your-ring-size": {
    category: "sizes-and-fit",
    products: ["classic-wedding-band", "solitaire-ring", "emerald-halo-ring"],
    body: {
      fa: `سایز انگشتر در ایران معمولاً با عددی بین ۴۸ تا ۶۴ گفته می‌شود که همان محیط داخلی حلقه به میلی‌متر است.

## با نخ و خط‌کش
- یک نخ یا نوار کاغذی باریک را دور بند دوم انگشت بپیچید.
- جای به هم رسیدن دو سر را علامت بزنید.
- طول را با خط‌کش به میلی‌متر بخوانید؛ این عدد سایز شماست.

## با یک انگشتر قبلی
قطر داخلی انگشتری را که اندازه‌تان است اندازه بگیرید و در عدد ۳٫۱۴ ضرب کنید تا محیط و سایز به دست آید.

## چند نکته
انگشتان عصرها و در هوای گرم کمی درشت‌ترند. اگر میان دو سایز بودید، سایز بزرگ‌تر را انتخاب کنید؛ حلقه‌های پهن هم معمولاً نیم سایز بزرگ‌تر لازم دارند.`,
      en: `Ring sizes in Iran are usually given as a number between 48 and 64: the inside circumference of the ring in millimetres.

## With string and a ruler
- Wrap a piece of string or a thin strip of paper around the base of your finger.
- Mark where the two ends meet.
- Measure the length in millimetres: that number is your size.

## With a ring you own
Measure the inside diameter of a ring that fits and multiply it by 3.14 to get the circumference, which is the size.

## A few tips
Fingers are a little larger in the evening and in warm weather. Between two sizes, choose the larger; wide bands usually need half a size more.`,
    },
  },
  "caring-for-gold-jewellery": {
    category: "cleaning-and-storing",
    products: ["heart-charm-bracelet", "gold-ball-studs"],
    body: {
      fa: `طلای ۱۸ عیار زنگ نمی‌زند، اما آلیاژ آن در برابر مواد شیمیایی و ضربه آسیب‌پذیر است.

## هفت نکته ساده
- عطر و کرم را پیش از پوشیدن طلا بزنید، نه بعد از آن.
- هنگام شنا در استخر طلا را درآورید؛ کلر آلیاژ را تیره می‌کند.
- هر تکه را جدا در کیسه پارچه‌ای نگه دارید تا روی هم خط نیندازند.
- هنگام ورزش و کارهای سنگین انگشتر را درآورید.
- هر چند ماه یک بار طلا را با آب ولرم و صابون ملایم بشویید.
- قفل‌ها و چنگ‌های نگین را هر سال به طلافروش نشان دهید.
- طلا را در حمام نگه ندارید؛ رطوبت و بخار به نگین‌ها آسیب می‌زند.`,
      en: `18-karat gold does not rust, but its alloy can suffer from chemicals and knocks.

## Seven simple tips
- Put on perfume and cream before your gold, not after.
- Take gold off before swimming in a pool: chlorine darkens the alloy.
- Keep each piece in its own cloth pouch so they do not scratch each other.
- Take rings off for sport and heavy work.
- Wash gold in warm water with mild soap every few months.
- Have clasps and stone settings checked by a jeweller once a year.
- Do not keep gold in the bathroom: damp and steam harm the stones.`,
    },
  },
  "shop-opens-isfahan-showroom": {
    category: "zarrin-news",
    products: [],
    body: {
      fa: `طلای زرین از این ماه نمایشگاه حضوری خود را در اصفهان، خیابان چهارباغ بالا، گشوده است.

## چه خدماتی دارد؟
- تحویل حضوری سفارش‌های آنلاین بدون هزینه ارسال.
- دیدن و امتحان کردن مجموعه کامل محصولات.
- اندازه‌گیری دقیق سایز انگشتر و دستبند.

ساعت کار نمایشگاه همه‌روزه از ۱۰ تا ۲۰ است.`,
      en: `From this month Zarrin Gold has a showroom in Isfahan, on Upper Chaharbagh Street.

## What it offers
- Collection of online orders in person, with no delivery charge.
- The whole collection to see and try on.
- Exact measuring of ring and bracelet sizes.

The showroom is open every day from 10:00 to 20:00.`,
    },
  },
  "18k-or-24k-gold": {
    category: "know-your-gold",
    products: ["twisted-bangle", "curb-link-bracelet"],
    body: {
      fa: `عیار نشان می‌دهد چند بخش از ۲۴ بخش فلز طلای خالص است: طلای ۱۸ عیار ۷۵ درصد طلا دارد و طلای ۲۴ عیار تقریباً خالص است.

## چرا زیورآلات ۱۸ عیارند؟
طلای خالص بسیار نرم است و با کمی فشار خم می‌شود یا خط برمی‌دارد. مس و نقره در آلیاژ ۱۸ عیار آن را سخت و ماندگار می‌کنند و رنگ‌های زرد، رز و سفید را می‌سازند.

## اثر بر قیمت
قیمت روز طلا برای هر گرم ۱۸ عیار اعلام می‌شود. طلای ۲۴ عیار بیشتر به شکل شمش و سکه برای سرمایه‌گذاری خریده می‌شود، نه برای استفاده روزمره.`,
      en: `Karats say how many parts in 24 are pure gold: 18-karat gold is 75% gold, 24-karat is almost pure.

## Why is jewellery 18-karat?
Pure gold is very soft and bends or scratches easily. The copper and silver in an 18-karat alloy make it hard-wearing, and give yellow, rose and white colours.

## What it does to the price
The day's gold price is quoted per gram of 18-karat gold. 24-karat gold is mostly bought as bars and coins to invest, not to wear every day.`,
    },
  },
  "buying-gold-by-instalments": {
    category: "paying-and-instalments",
    products: ["emerald-full-set", "leaf-half-set"],
    body: {
      fa: `در طلای زرین می‌توانید هر محصول را با پیش‌پرداخت و اقساط ماهانه بخرید.

## مراحل
- در صفحه محصول «خرید اقساطی» را بزنید و تعداد ماه‌ها را انتخاب کنید.
- مدارک هویتی و درآمد را در پروفایل بارگذاری کنید.
- پس از تأیید، پیش‌پرداخت را بپردازید تا قیمت قفل شود.

## قفل شدن قیمت
قیمت محصول در لحظه پرداخت پیش‌پرداخت ثابت می‌ماند و بالا و پایین رفتن قیمت طلا در ماه‌های بعد اثری بر اقساط ندارد.`,
      en: `At Zarrin Gold any product can be bought with a down payment and monthly instalments.

## The steps
- On the product page choose "buy by instalments" and the number of months.
- Upload your identity and income documents in your profile.
- Once approved, pay the down payment to lock the price.

## The price is locked
The product's price is fixed at the moment of the down payment: the gold price going up or down in later months does not change the instalments.`,
    },
  },
  "gold-price-outlook-new-year": {
    category: "gold-market",
    products: [],
    body: {
      fa: `در هفته‌های منتهی به نوروز، تقاضای خرید هدیه هر سال بالا می‌رود و قیمت طلا را تحت تأثیر قرار می‌دهد.

## دو عامل مهم
- تقاضای فصلی: خرید سکه و زیورآلات برای عیدی.
- نرخ ارز: قیمت جهانی طلا به دلار است و هر تغییر نرخ ارز به قیمت داخلی می‌رسد.

اگر برای هدیه نوروز خرید می‌کنید، زودتر سفارش دهید تا از شلوغی روزهای آخر و تأخیر ارسال در امان بمانید.`,
      en: `In the weeks before Nowruz, gift buying rises every year and moves the gold price.

## Two forces to watch
- Seasonal demand: coins and jewellery bought as new-year gifts.
- The exchange rate: the world price of gold is in dollars, and every move of the rate reaches the local price.

If you are buying a Nowruz gift, order early to avoid the last days' rush and delivery delays.`,
    },
  },
  "yalda-gift-guide": {
    category: "gifts",
    products: ["heart-charm-bracelet", "ruby-heart-half-set", "gold-leaf-pendant"],
    body: {
      fa: `شب یلدا، بلندترین شب سال، فرصتی برای هدیه‌ای ماندگار است.

## پیشنهادهای ما
- دستبند آویزدار با آویز قلب و یاقوت، به رنگ انار یلدا.
- نیم‌ست قلب یاقوت برای همسر یا مادر.
- پلاک برگ طلا برای هدیه‌ای ظریف و کم‌وزن.

همه سفارش‌ها در جعبه هدیه زرین ارسال می‌شوند و می‌توانید یادداشتی کوتاه هم همراهش بفرستید.`,
      en: `Yalda, the longest night of the year, is a time for a lasting gift.

## Our ideas
- A charm bracelet with a heart and ruby, the colour of Yalda's pomegranates.
- The ruby heart half-set for a wife or a mother.
- A gold leaf pendant: a delicate, light gift.

Every order comes in a Zarrin gift box, with a short note if you wish.`,
    },
  },
  "how-to-read-a-gold-hallmark": {
    category: "know-your-gold",
    products: ["signet-ring-with-a-rosette", "curb-link-chain"],
    body: {
      fa: `روی هر قطعه طلای استاندارد، معمولاً کنار قفل یا داخل حلقه، چند نشان کوچک حک شده است.

## عدد عیار
عدد ۷۵۰ یعنی ۷۵۰ بخش از هزار بخش فلز طلای خالص است: همان طلای ۱۸ عیار. عدد ۵۸۵ نشان طلای ۱۴ عیار و ۹۱۶ نشان طلای ۲۲ عیار است.

## نشان سازنده و اتحادیه
- نشان سازنده: حروف یا نقشی که کارگاه سازنده را معرفی می‌کند.
- مهر آزمایشگاه یا اتحادیه: تأیید می‌کند که عیار آزمایش شده است.

## شناسنامه و فاکتور
در فاکتور خرید باید وزن دقیق، عیار، اجرت و مالیات جدا نوشته شده باشد. هر محصول طلای زرین با فاکتور رسمی و شناسنامه ارسال می‌شود.`,
      en: `Every standard piece of gold carries a few small marks, usually beside the clasp or inside the band.

## The purity number
750 means 750 parts in a thousand are pure gold: 18-karat gold. 585 marks 14-karat gold and 916 marks 22-karat gold.

## The maker's mark and the assay stamp
- The maker's mark: letters or a sign that name the workshop.
- The assay or guild stamp: it says the purity was tested.

## Certificate and invoice
The invoice should list the exact weight, the purity, the wages and the tax apart. Every Zarrin Gold product ships with an official invoice and a certificate.`,
    },
  },
  "how-a-gold-price-is-made": {
    category: "prices-explained",
    products: ["classic-wedding-band", "polished-plain-bangle"],
    body: {
      fa: `قیمت یک قطعه طلا از پنج بخش ساخته می‌شود: طلای به‌کاررفته، اجرت ساخت، سود فروشنده، مالیات و بهای قطعات غیرطلا.

## فرمول
- بهای طلا: وزن به گرم × قیمت روز هر گرم طلای ۱۸ عیار.
- اجرت: درصدی از بهای طلا که کارگاه برای ساخت می‌گیرد.
- سود: ۷ درصد از جمع بهای طلا و اجرت.
- مالیات: ۱۰ درصد بر ارزش افزوده، فقط روی اجرت و سود (نه روی خود طلا).
- قیمت نهایی: جمع همه این‌ها به‌علاوه بهای نگین یا قطعات غیرطلا.

## یک مثال
انگشتری ۳ گرمی با اجرت ۱۸ درصد: بهای طلا سه برابر قیمت روز است، اجرت ۱۸ درصد آن، سود ۷ درصد جمع این دو و مالیات ۱۰ درصد اجرت و سود. ماشین‌حساب طلای فروشگاه همین حساب را با قیمت لحظه‌ای برایتان انجام می‌دهد.`,
      en: `The price of a piece of gold has five parts: the gold it uses, the making wages, the seller's profit, the tax and any parts that are not gold.

## The formula
- Gold: weight in grams × the day's price of a gram of 18-karat gold.
- Wages: a percentage of the gold's value that the workshop charges for making it.
- Profit: 7% of the gold and the wages together.
- Tax: 10% VAT, on the wages and the profit only (not on the gold itself).
- Price: all of these, plus the value of stones or parts that are not gold.

## An example
A 3-gram ring with 18% wages: the gold is three times the day's price, the wages 18% of that, the profit 7% of the two, and the tax 10% of the wages and profit. The shop's gold calculator does this sum for you at the live price.`,
    },
  },
  "cleaning-gold-at-home": {
    category: "cleaning-and-storing",
    products: ["twisted-hoop-earrings", "rope-bracelet"],
    body: {
      fa: `برای تمیز کردن طلا به مواد گران نیاز ندارید؛ آنچه در آشپزخانه دارید کافی است.

## روش درست
- یک کاسه آب ولرم با چند قطره مایع ظرف‌شویی آماده کنید.
- طلا را ۱۰ دقیقه در آن بگذارید.
- با مسواک نرم، لای زنجیر و پشت نگین را آرام بشویید.
- با آب تمیز آب‌کشی کنید و با دستمال نخی خشک کنید.

## هرگز
از سفیدکننده، جوش‌شیرین زبر، خمیردندان و دستمال‌های کاغذی استفاده نکنید؛ سطح طلا را خط می‌اندازند یا آلیاژ را تیره می‌کنند. مروارید و فیروزه را هم خیس نکنید.`,
      en: `Cleaning gold needs nothing costly: what is in your kitchen will do.

## The right way
- Fill a bowl with warm water and a few drops of washing-up liquid.
- Leave the gold in it for ten minutes.
- With a soft toothbrush, gently clean between links and behind stones.
- Rinse in clean water and dry with a cotton cloth.

## Never
Do not use bleach, gritty baking soda, toothpaste or paper towels: they scratch the surface or darken the alloy. Do not soak pearls or turquoise either.`,
    },
  },
  "choosing-a-necklace-length": {
    category: "sizes-and-fit",
    products: ["curb-link-chain", "gold-leaf-pendant", "emerald-teardrop-pendant"],
    body: {
      fa: `طول زنجیر تعیین می‌کند گردنبند کجای گردن و سینه بنشیند و با چه لباسی دیده شود.

## طول‌های رایج
- ۴۰ سانتی‌متر: نزدیک گردن، مناسب یقه باز و پلاک‌های کوچک.
- ۴۵ سانتی‌متر: روی استخوان ترقوه؛ پرفروش‌ترین طول برای بانوان.
- ۵۰ سانتی‌متر: کمی پایین‌تر، مناسب یقه گرد و زنجیرهای مردانه.
- ۶۰ سانتی‌متر و بیشتر: روی لباس، برای آویزهای درشت.

## یک نکته
پلاک وزن دارد و زنجیر را کمی پایین‌تر می‌کشد. اگر گردنبند آویزدار می‌خرید، زنجیر را یک اندازه کوتاه‌تر انتخاب کنید.`,
      en: `A chain's length decides where a necklace sits on the neck and chest, and what it goes with.

## The usual lengths
- 40 cm: close to the neck, for open necklines and small pendants.
- 45 cm: on the collarbone, the most popular length for women.
- 50 cm: a little lower, for round necklines and men's chains.
- 60 cm and more: over clothes, for large pendants.

## A tip
A pendant has weight and pulls the chain a little lower. When buying a pendant necklace, choose the chain one size shorter.`,
    },
  },
};

/**
 * The magazine: its categories and sub-categories, every post of `POSTS` (added when missing, so a
 * database seeded before the magazine moved into the shop gets the new ones) with its body, its
 * category and the products it names, and the cover art of the posts added; the menu's and the
 * footer's links to the magazine's former site now lead to the shop's /blog. Run on a database
 * without any post category, after the catalogue (the products) and before the accounts' likes.
 */
export async function seedMagazine(tx: ShopTransaction, now = new Date()): Promise<void> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const categoryIds = new Map<string, number>();
  const insertCategory = async (seed: CategorySeed, position: number, parentId: number | null) => {
    const [row] = await tx.insert(postCategories).values({ slug: seed.slug, parentId, position }).returning({ id: postCategories.id });
    if (!row) throw new Error(`Seed: post category ${seed.slug} not inserted`);
    categoryIds.set(seed.slug, row.id);
    await tx.insert(postCategoryTexts).values(LANGS.map((lang) => ({ categoryId: row.id, lang, name: seed.name[lang], description: seed.description[lang] })));
    for (const [index, child] of (seed.children ?? []).entries()) await insertCategory(child, index, row.id);
  };
  for (const [index, category] of POST_CATEGORIES.entries()) await insertCategory(category, index, null);

  const existing = new Map((await tx.select({ id: posts.id, slug: posts.slug }).from(posts)).map((row) => [row.slug, row.id]));
  const missing = POSTS.filter((post) => !existing.has(post.slug));
  if (missing.length > 0) {
    const added = await tx
      .insert(posts)
      .values(
        missing.map((post) => ({
          slug: post.slug,
          image: postImagePath(post.slug),
          publishedAt: new Date(today.getTime() - post.daysAgo * DAY_MS + 6.5 * 3_600_000),
          isNews: post.isNews,
        })),
      )
      .returning({ id: posts.id, slug: posts.slug });
    for (const row of added) existing.set(row.slug, row.id);
    await tx
      .insert(mediaArtworks)
      .values(missing.map((post) => ({ path: postImagePath(post.slug), recipe: post.artwork })))
      .onConflictDoNothing();
  }

  const productIds = new Map((await tx.select({ id: products.id, slug: products.slug }).from(products)).map((row) => [row.slug, row.id]));
  for (const post of POSTS) {
    const article = ARTICLES[post.slug];
    if (!article) throw new Error(`Seed: no article for the post ${post.slug}`);
    const postId = idOf(existing, post.slug);
    await tx
      .update(posts)
      .set({ categoryId: idOf(categoryIds, article.category) })
      .where(eq(posts.id, postId));
    await tx
      .insert(postTexts)
      .values(LANGS.map((lang) => ({ postId, lang, title: post.title[lang], excerpt: post.excerpt[lang], body: article.body[lang], url: postUrl(post.slug, lang) })))
      .onConflictDoUpdate({ target: [postTexts.postId, postTexts.lang], set: { body: sql`excluded.body` } });
    if (article.products.length > 0) {
      await tx
        .insert(postProducts)
        .values(article.products.map((slug, position) => ({ postId, productId: idOf(productIds, slug), position })))
        .onConflictDoNothing();
    }
  }

  await tx.update(menuItems).set({ slug: "blog" }).where(eq(menuItems.slug, BLOG_URL));
  await tx.update(footerRows).set({ url: "/blog" }).where(eq(footerRows.url, BLOG_URL));
}
