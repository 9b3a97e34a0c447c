import type { Localised } from "./localised";

export interface FaqSeed {
  question: Localised;
  answer: Localised;
}

const q = (faQuestion: string, faAnswer: string, enQuestion: string, enAnswer: string): FaqSeed => ({
  question: { fa: faQuestion, en: enQuestion },
  answer: { fa: faAnswer, en: enAnswer },
});

export interface FaqGroupSeed {
  title: Localised;
  items: FaqSeed[];
}

/**
 * The FAQ page (`GET /faqs`), in order. The answers agree with the shop's rules elsewhere: the
 * returns page, the instalment plans (catalogue/installments.ts), the price formula
 * (docs/shop/15-pricing.md §15.1).
 */
export const FAQ_GROUPS: readonly FaqGroupSeed[] = [
  {
    title: { fa: "سفارش و خرید", en: "Ordering" },
    items: [
      q(
        "چطور سفارش ثبت کنم؟",
        "محصول را به سبد خرید اضافه کنید، با شماره همراه وارد شوید، نشانی، روش ارسال و روز تحویل را انتخاب و آنلاین پرداخت کنید. شماره سفارش با پیامک برایتان ارسال می‌شود.",
        "How do I place an order?",
        "Add pieces to your cart, sign in with your mobile number, choose an address, a delivery method and a delivery day, then pay online. Your order number is sent to you by text message.",
      ),
      q(
        "چرا قیمت‌ها در طول روز تغییر می‌کند؟",
        "قیمت‌ها تابع نرخ لحظه‌ای طلای ۱۸ عیار است که هر چند دقیقه به‌روز می‌شود. قیمت در لحظه ثبت سفارش ثابت می‌شود و هنگام پرداخت تغییر نمی‌کند.",
        "Why do prices change during the day?",
        "Prices follow the live price of 18-karat gold, which is updated every few minutes. The price is locked the moment you place your order, so it does not change while you pay.",
      ),
      q(
        "آیا می‌توانم سفارشم را تغییر دهم یا لغو کنم؟",
        "تا پیش از ارسال، با پشتیبانی تماس بگیرید تا سفارش را تغییر دهیم یا لغو کنیم. مبلغ سفارش لغوشده ظرف ۷۲ ساعت به‌طور کامل به کارتی که با آن پرداخت کرده‌اید بازمی‌گردد.",
        "Can I change or cancel my order?",
        "Until the order is sent, call support and we will change or cancel it. A cancelled order is refunded in full to the card you paid with within 72 hours.",
      ),
      q(
        "آیا فروشگاه حضوری دارید؟",
        "بله، در بازار بزرگ تهران، راسته طلافروشان، پاساژ گلستان، پلاک ۲۸. سفارش‌های آنلاین را هم می‌توانید همان‌جا تحویل بگیرید.",
        "Do you have a showroom?",
        "Yes: No. 28, Golestan Arcade, Goldsmiths' Row, in Tehran's Grand Bazaar. You can also collect online orders there.",
      ),
    ],
  },
  {
    title: { fa: "پرداخت و اقساط", en: "Payment and instalments" },
    items: [
      q(
        "چه روش‌های پرداختی دارید؟",
        "پرداخت با همه کارت‌های عضو شتاب از طریق درگاه‌های دارای مجوز شاپرک، اعتبار کیف پول زرین یا خرید اقساطی. اطلاعات کارت شما هرگز نزد ما ذخیره نمی‌شود.",
        "Which payment methods do you accept?",
        "Any Shetab bank card through a Shaparak-licensed gateway, the credit in your Zarrin wallet, or instalments. Your card details are never stored by us.",
      ),
      q(
        "خرید اقساطی چطور است؟",
        "در صفحه محصول طرح ۳، ۶ یا ۱۲ ماهه را انتخاب کنید. ۲۵، ۳۰ یا ۴۰ درصد مبلغ را پیش‌پرداخت می‌کنید و باقی را در اقساط ماهانه مساوی، با کارمزد ماهانه ۱٫۵ درصد مبلغ باقی‌مانده، می‌پردازید. ضامن لازم نیست و یک فقره چک یا سفته کافی است.",
        "How does buying in instalments work?",
        "Choose the 3, 6 or 12-month plan on the product page. You pay 25, 30 or 40 percent up front and the rest in equal monthly instalments, with a fee of 1.5 percent of the financed amount per month. No guarantor is needed: a cheque or a promissory note is enough.",
      ),
      q(
        "پرداختم ناموفق بود ولی از حسابم کم شد.",
        "مبلغ کسرشده ظرف ۷۲ ساعت از سوی بانک به حساب شما بازمی‌گردد. اگر پس از این مدت برنگشت، با ذکر زمان پرداخت به پشتیبانی خبر دهید.",
        "My payment failed but my account was charged.",
        "Your bank returns the amount to your account within 72 hours. If it has not arrived by then, tell support the time of the payment.",
      ),
      q(
        "اعتبار ۵۰۰ هزار تومانی چیست؟",
        "مشتریان تازه پس از ثبت‌نام ۵۰۰ هزار تومان اعتبار خرید در کیف پول زرین خود دریافت می‌کنند که هنگام پرداخت نخستین سفارش قابل استفاده است.",
        "What is the 500,000-toman credit?",
        "New customers receive 500,000 toman of shopping credit in their Zarrin wallet when they register, to spend at checkout on their first order.",
      ),
    ],
  },
  {
    title: { fa: "ارسال و بازگشت کالا", en: "Shipping and returns" },
    items: [
      q(
        "ارسال چقدر طول می‌کشد؟",
        "در تهران سفارش‌هایی که تا ساعت ۱۴ پرداخت شوند همان روز یا روز بعد با پیک ما تحویل می‌شوند. در شهرهای دیگر با پست بیمه‌شده ظرف ۲ تا ۴ روز کاری می‌رسند.",
        "How long does delivery take?",
        "In Tehran, orders paid by 2 pm are delivered the same or the next day by our couriers. Other cities receive them by insured post within 2 to 4 working days.",
      ),
      q(
        "آیا مرسوله بیمه است؟",
        "همه مرسوله‌ها به ارزش کامل بیمه می‌شوند و فقط با ارائه کارت ملی به خریدار یا گیرنده‌ای که نامش در سفارش آمده تحویل داده می‌شوند. ارسال برای خریدهای بالای ۱۰ میلیون تومان رایگان است.",
        "Is delivery insured?",
        "Every parcel is insured for its full value and handed only to the customer or the recipient named in the order, on presentation of a national ID card. Delivery is free on orders over 10 million toman.",
      ),
      q(
        "چطور کالا را بازگردانم؟",
        "تا ۷ روز پس از تحویل، کالای استفاده‌نشده را همراه فاکتور، شناسنامه و جعبه از صفحه سفارش‌ها مرجوع کنید. ما رایگان آن را تحویل می‌گیریم و مبلغ را به نرخ طلای روز رسیدن کالا بازمی‌گردانیم.",
        "How do I return a piece?",
        "Within 7 days of delivery, request a return from your orders page for the unworn piece with its invoice, card and box. We collect it free of charge and refund it at the gold rate of the day it reaches us.",
      ),
      q(
        "چه کالاهایی قابل بازگشت نیستند؟",
        "گردنبندهای اسم، قطعات حکاکی‌شده، انگشترهایی که در سایز سفارشی ساخته شده‌اند و گوشواره‌های استفاده‌شده.",
        "What cannot be returned?",
        "Name necklaces, engraved pieces, rings made to a special size, and earrings that have been worn.",
      ),
    ],
  },
  {
    title: { fa: "طلا و عیار", en: "Gold and karat" },
    items: [
      q(
        "طلای ۱۸ عیار یعنی چه؟",
        "طلای ۱۸ عیار یعنی در هر هزار گرم آن ۷۵۰ گرم طلای خالص وجود دارد و باقی مس و نقره است که آن را برای استفاده به اندازه کافی سخت می‌کند. این عیار استاندارد زیورآلات در ایران است.",
        "What does 18 karat mean?",
        "18-karat gold is 750 parts pure gold in a thousand; the rest is copper and silver, which make it hard enough to wear. It is the standard for jewellery in Iran.",
      ),
      q(
        "قیمت چطور محاسبه می‌شود؟",
        "وزن ضرب در قیمت روز هر گرم، به‌علاوه اجرت ساخت (درصدی از ارزش طلا)، ۷ درصد سود روی طلا و اجرت، ۱۰ درصد مالیات بر ارزش افزوده فقط روی اجرت و سود، و بهای نگین در صورت وجود. پنجره جزئیات قیمت در صفحه هر محصول همه این اقلام را نشان می‌دهد.",
        "How is the price worked out?",
        "The weight times today's price per gram, plus the making charge (a percent of the gold's value), plus 7% profit on the gold and the making charge, plus 10% VAT on the making charge and profit only, plus the price of any stones. The price details on each product page show every line.",
      ),
      q(
        "فرق طلای زرد، سفید و رزگلد چیست؟",
        "هر سه ۱۸ عیار هستند. طلای زرد رنگ طبیعی طلا را دارد، طلای سفید با پالادیوم آلیاژ و با رودیوم آبکاری می‌شود و رزگلد مس بیشتری دارد. قیمت هر گرم هر سه یکسان است.",
        "What is the difference between yellow, white and rose gold?",
        "All three are 18-karat. Yellow gold keeps gold's natural colour, white gold is alloyed with palladium and plated with rhodium, and rose gold has more copper. A gram of each costs the same.",
      ),
      q(
        "آیا طلای خریداری‌شده را از من پس می‌خرید؟",
        "بله. قطعات خودمان را به نرخ روز طلای ۱۸ عیار و بر اساس وزن بازخرید می‌کنیم؛ اجرت و مالیات بازگردانده نمی‌شود.",
        "Will you buy back gold I bought from you?",
        "Yes. We buy back our pieces by weight at the day's rate for 18-karat gold; the making charge and tax are not refunded.",
      ),
    ],
  },
  {
    title: { fa: "حساب کاربری", en: "Your account" },
    items: [
      q(
        "چطور وارد حساب شوم؟",
        "با شماره همراه: شماره را وارد کنید و با رمز عبور یا کد یک‌بارمصرفی که پیامک می‌شود وارد شوید. برای شماره‌های تازه کد ثبت‌نام ارسال می‌شود.",
        "How do I sign in?",
        "With your mobile number: enter it, then sign in with your password or with a one-time code we text you. New numbers receive a code to register.",
      ),
      q(
        "رمز عبورم را فراموش کرده‌ام.",
        "در صفحه ورود «فراموشی رمز عبور» را بزنید؛ کدی به شماره همراهتان پیامک می‌شود و پس از وارد کردن آن می‌توانید رمز تازه انتخاب کنید.",
        "I forgot my password.",
        "Choose “forgot password” on the sign-in page: we text a code to your mobile, and once you enter it you can choose a new password.",
      ),
      q(
        "دعوت از دوستان چطور است؟",
        "پیوند دعوت خود را از صفحه پروفایل به اشتراک بگذارید. وقتی دوستتان با آن ثبت‌نام کند و نخستین خریدش را انجام دهد، به کیف پول زرین هر دوی شما اعتبار تعلق می‌گیرد.",
        "How does inviting a friend work?",
        "Share your invitation link from your profile. When a friend registers with it and places a first order, you both receive credit in your Zarrin wallets.",
      ),
      q(
        "سفارش‌هایم را کجا ببینم؟",
        "در پروفایل، بخش «آخرین سفارش‌ها»، همراه وضعیت، فاکتور و کد رهگیری هر سفارش.",
        "Where can I see my orders?",
        "In your profile under “latest orders”, with each order's status, invoice and tracking code.",
      ),
    ],
  },
];

/**
 * Questions shoppers ask on a top category's page; its sub-categories show their parent's. Keyed by
 * the top category's slug (seed/catalogue.ts).
 */
export const CATEGORY_FAQS: Readonly<Record<string, readonly FaqSeed[]>> = {
  necklaces: [
    q(
      "چه طول زنجیری انتخاب کنم؟",
      "زنجیر ۴۰ سانتی‌متری روی گودی گردن، ۴۵ سانتی‌متری کمی پایین‌تر از ترقوه و ۵۰ سانتی‌متری روی یقه‌های بسته می‌نشیند. بیشتر زنجیرها و پلاک‌های ما در هر سه طول عرضه می‌شوند و قیمت هر طول از وزن خودش محاسبه می‌شود.",
      "Which chain length should I choose?",
      "A 40 cm chain sits at the base of the neck, 45 cm just below the collarbone and 50 cm over a high neckline. Most of our chains and pendants come in all three lengths, each priced by its own weight.",
    ),
    q(
      "آیا می‌توانم گردنبند طلا را هر روز و حتی هنگام حمام استفاده کنم؟",
      "طلای ۱۸ عیار زنگ نمی‌زند و سیاه نمی‌شود، اما صابون، کلر و عطر به مرور درخشش آن را کم و قفل را ضعیف می‌کنند. پیش از شنا یا حمام آن را درآورید و بعد از زدن عطر به گردن بیندازید.",
      "Can I wear a gold necklace every day, even in the shower?",
      "18-karat gold does not rust or tarnish, but soap, chlorine and perfume dull its shine and weaken a clasp over time. Take it off before swimming or showering, and put it on after your perfume.",
    ),
    q(
      "آیا گردنبند اسم قابل بازگشت است؟",
      "گردنبند اسم به سفارش شما ساخته می‌شود و جز در صورت ایراد ساخت قابل بازگشت نیست. پیش از پرداخت املای نام را با دقت بررسی کنید؛ ساخت آن حدود پنج روز کاری طول می‌کشد.",
      "Can a name necklace be returned?",
      "A name necklace is made to order, so it cannot be returned unless it is faulty. Check the spelling of the name carefully before you pay; making it takes about five working days.",
    ),
    q(
      "آیا پلاک همراه زنجیر فروخته می‌شود؟",
      "بله. هر پلاک همراه زنجیر ظریف هم‌رنگ و در طولی که انتخاب می‌کنید ارسال می‌شود و می‌توانید آن را با زنجیرهای دیگر ما هم استفاده کنید.",
      "Does a pendant come with a chain?",
      "Yes. Every pendant ships on a matching fine chain in the length you choose, and you can wear it on any of our other chains as well.",
    ),
  ],
  bracelet: [
    q(
      "سایز دستبندم را چطور پیدا کنم؟",
      "دور مچ را بدون فشار با متر یا نواری کاغذی اندازه بگیرید و حدود ۱٫۵ سانتی‌متر به آن اضافه کنید؛ برای مچ ۱۵٫۵ سانتی‌متری دستبند ۱۷ سانتی‌متری مناسب است. دستبندهای زنجیری در سایزهای ۱۷، ۱۸ و ۱۹ سانتی‌متر عرضه می‌شوند.",
      "How do I find my bracelet size?",
      "Measure your wrist snugly with a tape or a strip of paper and add about 1.5 cm: a 15.5 cm wrist takes a 17 cm bracelet. Chain bracelets come in 17, 18 and 19 cm.",
    ),
    q(
      "چه قطر النگویی لازم دارم؟",
      "النگو باید از روی بند انگشتان رد شود. انگشت شست و کوچک را به هم برسانید و دور پهن‌ترین قسمت دست را اندازه بگیرید: تا ۱۹ سانتی‌متر قطر ۶، تا ۲۰ سانتی‌متر قطر ۶٫۲ و دست‌های بزرگ‌تر قطر ۶٫۵ سانتی‌متر.",
      "What bangle diameter do I need?",
      "A bangle has to pass over your knuckles. Bring your thumb and little finger together and measure around the widest part of your hand: up to 19 cm takes a 6.0 cm bangle, up to 20 cm a 6.2 cm one, and larger hands 6.5 cm.",
    ),
    q(
      "آیا النگو برای پس‌انداز طلا مناسب است؟",
      "النگوهای ساده نسبت به وزنشان اجرت کمتری دارند، پس بخش بیشتری از پولی که می‌پردازید صرف خود طلا می‌شود؛ به همین دلیل روشی سنتی برای پس‌انداز است. هنگام فروش، طلا به نرخ روز قیمت‌گذاری می‌شود و اجرت بازگردانده نمی‌شود.",
      "Are bangles a good way to save in gold?",
      "Plain bangles carry a low making charge for their weight, so more of what you pay is gold; that is why they are a traditional way to save. When you sell, the gold is valued at the day's rate and the making charge is not refunded.",
    ),
    q(
      "آیا می‌شود دستبند را کوتاه کرد؟",
      "بله. تا یک ماه پس از تحویل، دستبندهای زنجیری را رایگان کوتاه می‌کنیم و بهای طلای جداشده به نرخ روز به شما بازپرداخت می‌شود.",
      "Can a bracelet be shortened?",
      "Yes. Within a month of delivery we shorten chain bracelets free of charge, and refund the gold we take out at the day's rate.",
    ),
  ],
  "woman-gold-ring": [
    q(
      "سایز انگشترم را چطور بفهمم؟",
      "سایزهای ما محیط داخلی انگشتر به میلی‌متر است. عصر نواری کاغذی دور انگشت بپیچید، محل رسیدن دو سر را علامت بزنید و طول آن را به میلی‌متر اندازه بگیرید؛ ۵۴ میلی‌متر یعنی سایز ۵۴.",
      "How do I find my ring size?",
      "Our sizes are the inside circumference in millimetres. In the evening, wrap a strip of paper around your finger, mark where the ends meet and measure it in millimetres: 54 mm is size 54.",
    ),
    q(
      "آیا می‌شود سایز انگشتر را تغییر داد؟",
      "یک بار تغییر سایز، تا دو سایز بزرگ‌تر یا کوچک‌تر، تا یک ماه پس از تحویل رایگان است. حلقه‌هایی که دورتادور نگین دارند قابل تغییر سایز نیستند.",
      "Can a ring be resized?",
      "One resize, up or down by as much as two sizes, is free within a month of delivery. Rings set with stones all the way round cannot be resized.",
    ),
    q(
      "آیا نگین‌ها طبیعی هستند؟",
      "یاقوت، زمرد، یاقوت کبود، فیروزه و آمتیست سنگ‌های طبیعی‌اند و نگین‌های سفید زیرکن هستند. بهای نگین در جزئیات قیمت جدا از طلا نشان داده می‌شود.",
      "Are the stones natural?",
      "Rubies, emeralds, sapphires, turquoise and amethysts are natural stones; the white stones are cubic zirconia. The stone's price is shown apart from the gold in the price details.",
    ),
    q(
      "آیا حلقه ست برای زوج‌ها دارید؟",
      "بله. قیمت هر حلقه از سایز و وزن خودش محاسبه می‌شود؛ هر دو سایز را به سبد اضافه کنید تا در یک جعبه ارسال شوند.",
      "Do you have matching bands for couples?",
      "Yes. Each band is priced by its own size and weight; add both sizes to your cart and they ship together in one box.",
    ),
  ],
  earing: [
    q(
      "آیا گوشواره‌ها برای گوش حساس مناسب‌اند؟",
      "گوشواره‌های ما، حتی میله آن‌ها، از طلای ۱۸ عیار و بدون نیکل ساخته شده‌اند؛ بنابراین بیشتر کسانی که گوش حساس دارند بدون مشکل از آن‌ها استفاده می‌کنند.",
      "Are your earrings suitable for sensitive ears?",
      "Our earrings, posts included, are 18-karat gold with no nickel, so most people with sensitive ears wear them without trouble.",
    ),
    q(
      "آیا گوشواره قابل بازگشت است؟",
      "به دلایل بهداشتی، گوشواره فقط در صورتی تا ۷ روز قابل بازگشت است که استفاده نشده و در بسته‌بندی پلمب‌شده باشد.",
      "Can earrings be returned?",
      "For hygiene reasons, earrings can be returned within 7 days only if they are unworn and still in their sealed bag.",
    ),
    q(
      "قیمت برای یک لنگه است یا یک جفت؟",
      "همیشه برای یک جفت؛ وزن درج‌شده هم وزن هر دو لنگه با هم است.",
      "Is the price for one earring or a pair?",
      "Always for the pair, and the weight shown is that of both earrings together.",
    ),
    q(
      "آیا پشت گوشواره جداگانه فروخته می‌شود؟",
      "بله. پشت پروانه‌ای طلا جداگانه و بر اساس وزن فروخته می‌شود؛ از مشاوران ما تلفنی یا در گفتگوی آنلاین بپرسید.",
      "Can I buy a replacement back?",
      "Yes. Gold butterfly backs are sold separately by weight; ask our advisers by phone or in the online chat.",
    ),
  ],
  anklet: [
    q(
      "طول پابند چقدر است؟",
      "پابندهای ما ۲۳ سانتی‌متر هستند و با حلقه‌های اضافه تا ۲۵ سانتی‌متر بلند می‌شوند تا خودتان انتخاب کنید چقدر آزاد بنشیند.",
      "How long is an anklet?",
      "Our anklets are 23 cm, with extra rings that take them to 25 cm, so you can choose how loosely they sit.",
    ),
    q(
      "آیا با پابند طلا می‌توان شنا کرد؟",
      "آب به طلا آسیب نمی‌زند، اما نمک دریا و کلر استخر درخشش آن را کم و شن حلقه‌ها را ساییده می‌کند؛ هنگام شنا آن را باز کنید و اگر خیس شد با آب شیرین بشویید.",
      "Can I swim wearing a gold anklet?",
      "Water does not harm gold, but sea salt and pool chlorine dull it and sand wears the links. Take it off to swim, and rinse it in fresh water if it gets wet.",
    ),
    q(
      "آیا زنگوله‌های پابند صدا می‌دهند؟",
      "بله، زنگوله‌های کوچک هنگام راه رفتن صدای آرامی دارند؛ اگر پابند بی‌صدا می‌خواهید، مدل گوی‌دار یا ساچمه‌ای را انتخاب کنید.",
      "Do the bells on an anklet make a sound?",
      "Yes, the little bells chime softly as you walk. If you would rather have a quiet anklet, choose the beaded or the ball-chain one.",
    ),
  ],
  "gold-set": [
    q(
      "آیا خرید سرویس از خرید جداگانه قطعات ارزان‌تر است؟",
      "معمولاً بله؛ اجرت سرویس برای کل مجموعه محاسبه می‌شود و همه قطعات در یک جعبه هدیه و با یک فاکتور ارسال می‌شوند.",
      "Is a set cheaper than buying the pieces separately?",
      "Usually, yes: a set's making charge is worked out for the whole set, and all its pieces ship in one gift box with one invoice.",
    ),
    q(
      "آیا انگشتر سرویس کامل به سایز من درمی‌آید؟",
      "بله. پس از ثبت سفارش سایزتان را اعلام کنید تا انگشتر پیش از ارسال به‌رایگان به سایز شما درآید.",
      "Can the ring of a full set be made in my size?",
      "Yes. Tell us your size after you order and we size the ring before it ships, free of charge.",
    ),
    q(
      "آیا می‌توانم سرویس را قسطی بخرم؟",
      "بله. سرویس‌ها را می‌توانید پس از پیش‌پرداخت در ۳، ۶ یا ۱۲ ماه پرداخت کنید؛ طرح‌ها و مبلغ اقساط در صفحه هر محصول آمده است.",
      "Can I buy a set in instalments?",
      "Yes. After a prepayment, sets can be paid over 3, 6 or 12 months; the plans and the monthly amounts are on each product page.",
    ),
    q(
      "آیا سرویس‌ها در جعبه هدیه ارسال می‌شوند؟",
      "هر سرویس در جعبه هدیه مخمل‌پوش، همراه فاکتور و شناسنامه اصالت برای هر قطعه ارسال می‌شود.",
      "Do sets come in a gift box?",
      "Every set ships in a velvet-lined gift box, with its invoice and an authenticity card for each piece.",
    ),
  ],
  "baby-gold": [
    q(
      "نوزاد از چه سنی می‌تواند طلا ببندد؟",
      "دستبند و پلاک سبک را معمولاً از بدو تولد هدیه می‌دهند، اما نوزاد فقط زیر نظر بزرگ‌ترها از آن استفاده کند و هنگام خواب آن را باز کنید.",
      "From what age can a baby wear gold?",
      "Light bracelets and pendants are usually given from birth, but a baby should wear them only while an adult is watching; take them off for sleep.",
    ),
    q(
      "آیا طلای کودک ایمن است؟",
      "لبه‌ها گرد است، قطعه ریز جداشدنی ندارد، قفل‌ها ایمنی هستند و طلا ۱۸ عیار و بدون نیکل است.",
      "Are children's pieces safe?",
      "They have rounded edges, no small parts that can come off and safety clasps, and the gold is 18-karat with no nickel.",
    ),
    q(
      "آیا می‌توان نام یا تاریخ تولد را حک کرد؟",
      "بله، پشت بیشتر پلاک‌های کودک را می‌توان رایگان با نام یا تاریخ تولد حکاکی کرد؛ قطعه حکاکی‌شده قابل بازگشت نیست.",
      "Can a name or a date be engraved?",
      "Yes, most baby pendants can be engraved on the back with a name or a birth date free of charge; engraved pieces cannot be returned.",
    ),
    q(
      "آیا دستبند نوزاد با بزرگ شدن کودک اندازه می‌ماند؟",
      "دستبندهای نوزادی حلقه اضافه برای حدود یک سال رشد دارند؛ پس از آن می‌توانید سایز کودک را سفارش دهید.",
      "Will a baby bracelet still fit as the child grows?",
      "Baby bracelets have an extra ring for about a year of growth; after that, you can order a children's size.",
    ),
  ],
};
