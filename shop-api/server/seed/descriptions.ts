import type { Gem } from "../artwork/materials";
import type { Finish, PieceKind, PieceSpec } from "../artwork/pieces/types";
import type { ChainStyle, CharmShape } from "../artwork/primitives";
import type { Localised } from "./localised";
import { METAL_NAMES, persianNumber, type ProductSeed } from "./products";

/**
 * The product page's description, written from what the piece is: its kind, weight, gold colour,
 * stone, wages and options. Three or four paragraphs per language: what it is, what it is made of,
 * how its price is made, and how to choose a size or care for it.
 */

type Text = Localised;

const CHAIN_NAMES: Record<ChainStyle, Text> = {
  cable: { fa: "رولو", en: "rolo" },
  rope: { fa: "طنابی", en: "rope" },
  box: { fa: "ونیزی", en: "Venetian" },
  figaro: { fa: "فیگارو", en: "Figaro" },
  curb: { fa: "کارتیه", en: "curb" },
  ball: { fa: "ساچمه‌ای", en: "ball" },
  fine: { fa: "ظریف", en: "fine" },
};

const CHARM_NAMES: Record<CharmShape, Text & { enPlural: string }> = {
  heart: { fa: "قلب", en: "heart", enPlural: "hearts" },
  star: { fa: "ستاره", en: "star", enPlural: "stars" },
  coin: { fa: "سکه", en: "coin", enPlural: "coins" },
  clover: { fa: "شبدر", en: "clover", enPlural: "clovers" },
  moon: { fa: "ماه", en: "crescent moon", enPlural: "crescent moons" },
  leaf: { fa: "برگ", en: "leaf", enPlural: "leaves" },
  drop: { fa: "اشک", en: "teardrop", enPlural: "teardrops" },
  butterfly: { fa: "پروانه", en: "butterfly", enPlural: "butterflies" },
  bear: { fa: "خرس", en: "teddy bear", enPlural: "teddy bears" },
  eye: { fa: "چشم نظر", en: "evil-eye", enPlural: "evil-eye charms" },
};

const FINISH_NAMES: Record<Finish, Text> = {
  polished: { fa: "ساده و براق", en: "plain, polished" },
  twisted: { fa: "تاب‌دار", en: "twisted" },
  engraved: { fa: "حکاکی‌شده", en: "engraved" },
  pave: { fa: "نگین‌دار", en: "stone-set" },
};

const BANGLE_FINISHES: Record<Finish, Text> = {
  polished: { fa: "النگویی یکپارچه با پرداخت آینه‌ای", en: "A seamless bangle with a mirror polish" },
  engraved: { fa: "النگویی با نقش سنتی که با دست حکاکی شده است", en: "A bangle engraved by hand with a traditional pattern" },
  twisted: { fa: "النگویی تاب‌دار که پیچ‌هایش نور را می‌گیرند", en: "A twisted bangle whose turns catch the light" },
  pave: { fa: "النگویی با ردیفی از نگین‌های سفید", en: "A bangle set with a row of white stones" },
};

const GEM_SENTENCES: Record<Gem, Text> = {
  diamond: {
    fa: "نگین‌های سفید با دست در جای خود نشانده شده‌اند و از هر زاویه نور را بازمی‌تابانند.",
    en: "The white stones are set by hand and catch the light from every side.",
  },
  ruby: {
    fa: "یاقوت سرخ در پایه‌ای طلایی نشسته است که لبه‌هایش را از ضربه حفظ می‌کند.",
    en: "The deep red ruby sits in a gold setting that protects its edges from knocks.",
  },
  emerald: {
    fa: "سبزی زمرد در کنار رنگ گرم طلا جلوه بیشتری پیدا می‌کند؛ مانند هر زمردی، بهتر است از ضربه و شوینده‌های تند دور بماند.",
    en: "The emerald's green is set off by the warm gold around it; like every emerald, it is best kept away from knocks and harsh cleaners.",
  },
  sapphire: {
    fa: "یاقوت کبود از سخت‌ترین سنگ‌های قیمتی است و سال‌ها درخشش خود را حفظ می‌کند.",
    en: "The blue sapphire is one of the hardest gemstones, so it keeps its polish through years of wear.",
  },
  turquoise: {
    fa: "فیروزه از معدن نیشابور است که سنگ‌های آسمانی‌رنگش قرن‌هاست شهرت دارند؛ آن را از عطر و آب دور نگه دارید.",
    en: "The turquoise comes from Neyshabur, whose sky-blue stones have been prized for centuries; keep it away from perfume and water.",
  },
  amethyst: {
    fa: "آمتیست بنفش طوری تراش خورده است که رنگش از هر زاویه یکدست دیده شود.",
    en: "The violet amethyst is cut so that its colour shows evenly from every angle.",
  },
  pearl: {
    fa: "مرواریدها پرورشی آب شیرین با درخششی نرم و یکدست هستند؛ آن‌ها را پس از عطر و آرایش به گوش کنید.",
    en: "The pearls are cultured freshwater pearls with a soft, even lustre; put them on after perfume and make-up.",
  },
  onyx: {
    fa: "عقیق سیاه به انگشتر چهره‌ای جسور می‌دهد که هم با لباس رسمی و هم با لباس روزمره هماهنگ است.",
    en: "The black onyx gives the ring a bold face that suits formal and everyday clothes alike.",
  },
};

const RING_SIZING: Text = {
  fa: "سایز انگشتر محیط داخلی آن به میلی‌متر است (۵۲ تا ۶۰). انگشتری را که اندازه‌تان است اندازه بگیرید، یا نواری کاغذی را در پایان روز که انگشتان کمی درشت‌ترند دور انگشت بپیچید. یک بار تغییر سایز تا یک ماه پس از تحویل رایگان است.",
  en: "Ring sizes are the inside circumference in millimetres (52 to 60). Measure a ring that fits you, or wrap a strip of paper around your finger at the end of the day, when fingers are largest. One resize is free within a month of delivery.",
};

const BRACELET_SIZING: Text = {
  fa: "در سایزهای ۱۷، ۱۸ و ۱۹ سانتی‌متر عرضه می‌شود. دور مچ را بدون فشار اندازه بگیرید و برای راحتی حدود ۱٫۵ سانتی‌متر به آن اضافه کنید.",
  en: "It comes in 17, 18 and 19 cm. Measure your wrist snugly and add about 1.5 cm for a comfortable fit.",
};

const BANGLE_SIZING: Text = {
  fa: "سایز النگو قطر داخلی آن است. انگشت شست و کوچک را به هم برسانید و النگویی را که دارید امتحان کنید؛ اگر به‌راحتی از روی بند انگشتان رد شد، همان قطر سایز شماست.",
  en: "A bangle is sized by its inside diameter. Bring your thumb and little finger together and try a bangle you own: if it passes easily over your knuckles, that diameter is yours.",
};

const LENGTH_ADVICE: Text = {
  fa: "طول ۴۰ سانتی‌متر روی گودی گردن می‌نشیند، ۴۵ سانتی‌متر کمی پایین‌تر از ترقوه و ۵۰ سانتی‌متر برای روی یقه‌های بسته مناسب است.",
  en: "Choose 40 cm to sit at the base of the neck, 45 cm to fall just below the collarbone, or 50 cm to wear over a high neckline.",
};

const EARRING_CARE: Text = {
  fa: "به دلایل بهداشتی، گوشواره فقط در صورتی قابل بازگشت است که استفاده نشده و در بسته‌بندی پلمب‌شده باشد.",
  en: "For hygiene reasons, earrings can be returned only unworn and in their sealed bag.",
};

const BABY_CARE: Text = {
  fa: "کودک فقط زیر نظر بزرگ‌ترها از آن استفاده کند و هنگام خواب آن را باز کنید.",
  en: "A child should wear it only while an adult is watching; take it off at bedtime.",
};

const WATER_CARE: Text = {
  fa: "هنگام شنا یا استحمام آن را درآورید؛ کلر و صابون به مرور درخشش طلا را کم و قفل را ضعیف می‌کنند.",
  en: "Take it off before swimming or showering: chlorine and soap dull gold and weaken a clasp over time.",
};

interface KindText {
  intro(piece: PieceSpec): Text;
  /** The last paragraph when the piece has no size or length to choose. */
  care: Text;
}

const KINDS: Record<PieceKind, KindText> = {
  "chain-necklace": {
    intro: ({ chain }) => ({
      fa: `یک زنجیر ${CHAIN_NAMES[chain].fa} خوش‌ساخت کاربردی‌ترین قطعه جعبه جواهرات است: به‌تنهایی درخششی آرام و تمیز به یقه می‌دهد و یک پلاک را هم به‌خوبی همراهی می‌کند. حلقه‌ها یکی‌یکی لحیم شده‌اند و قفل طوطی محکمی دارد.`,
      en: `A well-made ${CHAIN_NAMES[chain].en} chain is the most versatile piece in a jewellery box: on its own it gives a clean, quiet shine at the neckline, and it carries a pendant just as well. Every link is soldered, and it closes with a secure lobster clasp.`,
    }),
    care: {
      fa: "پیش از درآوردن زنجیر قفل آن را ببندید و آن را صاف یا آویزان نگه دارید تا حلقه‌ها گره نخورند.",
      en: "Fasten the clasp before you put the chain away, and keep it laid flat or hung up so the links do not knot.",
    },
  },
  "pendant-necklace": {
    intro: ({ charm }) => ({
      fa: `پلاک ${CHARM_NAMES[charm].fa} همراه زنجیر ظریف هم‌رنگ؛ قطعه‌ای کوچک با معنایی روشن که برای استفاده هر روز سبک است و برای هدیه انتخابی مطمئن.`,
      en: `A ${CHARM_NAMES[charm].en} pendant on a fine matching chain: a small piece with a clear meaning, light enough to wear every day and a safe choice for a gift.`,
    }),
    care: WATER_CARE,
  },
  "name-necklace": {
    intro: () => ({
      fa: "گردنبند اسم شخصی‌ترین قطعه طلایی است که می‌توان به گردن انداخت: نام با خط شکسته از یک ورق یکپارچه طلا بریده و با دست پرداخت می‌شود. نمونه‌ای که می‌بینید با همین نام ساخته شده است؛ ساخت آن حدود پنج روز کاری طول می‌کشد.",
      en: "A name necklace is the most personal piece of gold you can wear: the name is cut in one piece from a sheet of gold, in flowing script, and finished by hand. The piece shown is made with the name in the picture; making it takes about five working days.",
    }),
    care: {
      fa: "گردنبند اسم به سفارش شما ساخته می‌شود و جز در صورت ایراد ساخت قابل بازگشت نیست؛ پیش از پرداخت املای نام را با دقت بررسی کنید.",
      en: "Because it is made to order, a name necklace cannot be returned unless it is faulty, so check the spelling of the name carefully before you pay.",
    },
  },
  "chain-bracelet": {
    intro: ({ chain }) => ({
      fa: `دستبند زنجیری ${CHAIN_NAMES[chain].fa} که نرم روی مچ می‌نشیند و با حرکت دست همراه می‌شود؛ به‌تنهایی یا در کنار ساعت و النگو به یک اندازه زیباست.`,
      en: `A ${CHAIN_NAMES[chain].en} chain bracelet that sits softly on the wrist and moves with it; it looks as good alone as next to a watch or a bangle.`,
    }),
    care: WATER_CARE,
  },
  bangle: {
    intro: ({ finish }) => ({
      fa: `${BANGLE_FINISHES[finish].fa}؛ از کلاسیک‌های طلای ایرانی که تک، جفت یا چندتایی به دست می‌شود و سال‌ها ارزش خود را نگه می‌دارد.`,
      en: `${BANGLE_FINISHES[finish].en}: a classic of Iranian gold, worn alone, in pairs or stacked, that keeps its value for years.`,
    }),
    care: {
      fa: "النگو را جدا از قطعات دیگر در کیسه نرم نگه دارید تا سطح آن خط نیفتد.",
      en: "Keep the bangle in a soft pouch away from other pieces so that its surface does not scratch.",
    },
  },
  "charm-bracelet": {
    intro: ({ charm }) => ({
      fa: `دستبندی ظریف با آویزهای ${CHARM_NAMES[charm].fa}؛ هر آویز جداگانه لحیم شده تا با گذر زمان جدا نشود. قطعه‌ای شاد برای هر روز.`,
      en: `A fine chain bracelet hung with ${CHARM_NAMES[charm].enPlural}, each soldered in place so that none of them comes loose: a cheerful piece for every day.`,
    }),
    care: WATER_CARE,
  },
  "band-ring": {
    intro: ({ finish }) => ({
      fa: `رکابی ${FINISH_NAMES[finish].fa} با لبه داخلی گرد که آن‌قدر راحت است که بتوان تمام روز و هر روز به دست کرد؛ چه به‌عنوان حلقه ازدواج و چه به‌تنهایی.`,
      en: `A ${FINISH_NAMES[finish].en} band with rounded inner edges, comfortable enough to wear all day and every day, as a wedding ring or on its own.`,
    }),
    care: RING_SIZING,
  },
  "gemstone-ring": {
    intro: () => ({
      fa: "انگشتری که حول نگینش ساخته شده است: پایه، نگین را کمی بالا نگه می‌دارد تا نور از کناره‌ها وارد شود و رنگ کامل سنگ دیده شود.",
      en: "A ring built around its stone: the setting lifts it a little so that light enters from the sides and the stone shows its full colour.",
    }),
    care: RING_SIZING,
  },
  "signet-ring": {
    intro: () => ({
      fa: "انگشتر اشرافی با سطحی پهن و صاف که با دست پرداخت شده است؛ فرمی کلاسیک که قرن‌ها به دست شده و هیچ‌وقت کهنه نمی‌شود.",
      en: "A signet ring with a broad, flat face polished by hand: a classic shape that has been worn for centuries and never dates.",
    }),
    care: RING_SIZING,
  },
  "stud-earrings": {
    intro: () => ({
      fa: "گوشواره‌های میخی کوچکی که نزدیک لاله گوش می‌نشینند و با پشت پروانه‌ای محکم بسته می‌شوند؛ گوشواره‌ای که صبح به گوش می‌کنید و تا شب فراموش می‌کنید همراهتان است.",
      en: "Small studs that sit close to the ear and close with secure butterfly backs: the earrings you put on in the morning and forget you are wearing.",
    }),
    care: EARRING_CARE,
  },
  "hoop-earrings": {
    intro: ({ finish }) => ({
      fa: `گوشواره حلقه‌ای ${FINISH_NAMES[finish].fa} با قفل فنری که راحت باز و بسته می‌شود؛ آن‌قدر سبک است که می‌توان از صبح تا شب به گوش داشت.`,
      en: `${capitalise(FINISH_NAMES[finish].en)} hoops that open and close with a hinged catch: easy to put on, and light enough to wear from morning to night.`,
    }),
    care: EARRING_CARE,
  },
  "drop-earrings": {
    intro: () => ({
      fa: "گوشواره‌های آویزی روی قلاب طلا که با هر حرکت به آرامی تاب می‌خورند و صورت را قاب می‌گیرند؛ برای مهمانی شب به اندازه کافی مجلسی و برای روز به اندازه کافی سبک.",
      en: "Drop earrings on gold hooks that sway gently as you move and frame the face: dressy enough for an evening out, light enough for the day.",
    }),
    care: EARRING_CARE,
  },
  anklet: {
    intro: () => ({
      fa: "پابندی ظریف برای روزهای تابستان، با حلقه‌های اضافه روی زنجیر تا خودتان انتخاب کنید چقدر آزاد بنشیند؛ برای مچ پا تا دور حدود ۲۵ سانتی‌متر مناسب است.",
      en: "A delicate anklet for summer days, with extra rings on the chain so you can choose how loosely it sits; it fits ankles up to about 25 cm around.",
    }),
    care: {
      fa: "نمک دریا و کلر استخر درخشش طلا را کم می‌کنند؛ هنگام شنا پابند را باز کنید و اگر خیس شد با آب شیرین بشویید.",
      en: "Sea salt and pool chlorine dull gold: take the anklet off to swim, and rinse it in fresh water if it gets wet.",
    },
  },
  "half-set": {
    intro: ({ charm }) => ({
      fa: `نیم‌ستی از گردنبند و گوشواره هماهنگ با نقش ${CHARM_NAMES[charm].fa}، ساخته‌شده برای استفاده در کنار هم و عرضه‌شده در جعبه هدیه.`,
      en: `A half-set of a necklace and matching earrings with the same ${CHARM_NAMES[charm].en} motif, made to be worn together and presented in a gift box.`,
    }),
    care: {
      fa: "هر قطعه را جداگانه در جعبه نگه دارید تا زنجیر گردنبند به گوشواره‌ها گیر نکند.",
      en: "Keep each piece in its own place in the box so that the necklace's chain does not catch on the earrings.",
    },
  },
  "full-set": {
    intro: ({ charm }) => ({
      fa: `سرویس کامل گردنبند، گوشواره و انگشتر که با نقش ${CHARM_NAMES[charm].fa} در کنار هم طراحی شده‌اند؛ قطعه‌ای برای عروسی یا مناسبتی ماندگار که اغلب از نسلی به نسل بعد می‌رسد.`,
      en: `A full set of necklace, earrings and ring, designed together around a ${CHARM_NAMES[charm].en} motif: a piece for a wedding or a milestone, and often one that is handed down.`,
    }),
    care: {
      fa: "انگشتر سرویس پیش از ارسال به‌رایگان به سایز شما درمی‌آید؛ کافی است پس از ثبت سفارش سایز را به ما اطلاع دهید.",
      en: "The set's ring is sized for you free of charge before it ships: just tell us your size after you order.",
    },
  },
  "baby-bracelet": {
    intro: () => ({
      fa: "دستبندی سبک برای نوزاد یا کودک خردسال، با گوی‌های صاف و گرد و قفل ایمنی که دست‌های کوچک نمی‌توانند بازش کنند.",
      en: "A light bracelet for a baby or a small child, with smooth round beads and a safety clasp that little hands cannot open.",
    }),
    care: BABY_CARE,
  },
  "baby-pendant": {
    intro: ({ charm }) => ({
      fa: `پلاک کوچک ${CHARM_NAMES[charm].fa} با زنجیر ظریف؛ هدیه‌ای سنتی برای تولد یا نخستین سالگرد تولد که سال‌ها همراه کودک می‌ماند.`,
      en: `A small ${CHARM_NAMES[charm].en} pendant on a fine chain: a traditional gift for a birth or a first birthday that stays with the child for years.`,
    }),
    care: BABY_CARE,
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const tomanFa = new Intl.NumberFormat("fa-IR");
const tomanEn = new Intl.NumberFormat("en-US");

const RING_KINDS: ReadonlySet<PieceKind> = new Set(["band-ring", "gemstone-ring", "signet-ring"]);

/**
 * Where the stated weight comes from, when the piece has options with their own weights: Persian
 * says it before the weight («وزن آن در سایز ۵۴ حدود … گرم است») and adds what follows after it.
 */
interface WeightNote {
  faWhere: string;
  faAfter: string;
  en: string;
}

function weightNote(product: ProductSeed, kind: PieceKind): WeightNote {
  const [first] = product.varieties;
  const value = first?.value ?? "";
  switch (first?.option) {
    case "length":
      return {
        faWhere: ` در طول ${persianNumber(Number(value))} سانتی‌متر`,
        faAfter: "؛ طول‌های بلندتر کمی سنگین‌ترند و قیمتشان به همان نسبت بیشتر است",
        en: ` in the ${value} cm length; the longer lengths weigh a little more and cost accordingly`,
      };
    case "size":
      if (RING_KINDS.has(kind)) {
        return {
          faWhere: ` در سایز ${persianNumber(Number(value))}`,
          faAfter: "؛ سایزهای بزرگ‌تر کمی طلای بیشتری دارند",
          en: ` in size ${value}; larger sizes use a little more gold`,
        };
      }
      if (kind === "bangle") {
        return {
          faWhere: ` در قطر ${persianNumber(Number(value))} سانتی‌متر`,
          faAfter: "؛ قطرهای بزرگ‌تر کمی سنگین‌ترند",
          en: ` in the ${value} cm diameter; larger diameters weigh a little more`,
        };
      }
      return {
        faWhere: ` در سایز ${persianNumber(Number(value))} سانتی‌متر`,
        faAfter: "؛ سایزهای بلندتر کمی سنگین‌ترند",
        en: ` in the ${value} cm size; longer sizes weigh a little more`,
      };
    case "colour":
      return {
        faWhere: "",
        faAfter: "؛ این مدل با همین وزن در طلای زرد، سفید و رزگلد ساخته می‌شود",
        en: "; it is made in yellow, white and rose gold at the same weight",
      };
    default:
      return { faWhere: "", faAfter: "", en: "" };
  }
}

/** What the non-gold parts cost, when there are any. */
function stoneNote(product: ProductSeed, piece: PieceSpec): Text {
  if (product.noneGold <= 0) return { fa: "", en: "" };
  const plural = piece.gem === "diamond" || piece.gem === "pearl";
  const noun: Text = !piece.gem
    ? { fa: "میناکاری چشم نظر", en: "the enamel of the evil eye" }
    : piece.gem === "pearl"
    ? { fa: "مرواریدها", en: "the pearls" }
    : { fa: "نگین", en: plural ? "the stones" : "the stone" };
  const setting = product.noneGoldWages > 0;
  return {
    fa: `؛ بهای ${noun.fa} (${tomanFa.format(product.noneGold)} تومان)${
      setting ? ` و اجرت نشاندن آن (${tomanFa.format(product.noneGoldWages)} تومان)` : ""
    } جدا از طلا حساب ${setting ? "می‌شوند" : "می‌شود"}`,
    en: `; ${noun.en} ${plural ? "are" : "is"} priced separately, at ${tomanEn.format(product.noneGold)} toman${
      setting ? `, with ${tomanEn.format(product.noneGoldWages)} toman for setting ${plural ? "them" : "it"}` : ""
    }`,
  };
}

/** The last paragraph: choosing a size or a length, or caring for the piece. */
function lastParagraph(product: ProductSeed, kind: PieceKind): Text {
  const option = product.varieties[0]?.option;
  if (option === "length") return LENGTH_ADVICE;
  if (option === "size" && kind === "bangle") return BANGLE_SIZING;
  if (option === "size" && (kind === "chain-bracelet" || kind === "charm-bracelet")) return BRACELET_SIZING;
  return KINDS[kind].care;
}

/** The description paragraphs of a seeded product, in both languages. */
export function productDescription(product: ProductSeed, piece: PieceSpec): Localised<string[]> {
  const kind = KINDS[piece.kind];
  const intro = kind.intro(piece);
  const metal = METAL_NAMES[piece.metal];
  const note = weightNote(product, piece.kind);
  const gem = piece.gem ? GEM_SENTENCES[piece.gem] : null;
  const material: Text = {
    fa: `از ${metal.fa} ۱۸ عیار (۷۵۰ در هزار) ساخته شده و وزن آن${note.faWhere} حدود ${persianNumber(product.gram)} گرم است${note.faAfter}.${
      gem ? ` ${gem.fa}` : ""
    }`,
    en: `It is made of 18-karat ${metal.en}, 750 parts of gold in a thousand, and weighs about ${product.gram} g${note.en}.${
      gem ? ` ${gem.en}` : ""
    }`,
  };
  const stones = stoneNote(product, piece);
  const wages = product.wagesPercent;
  const price: Text = {
    fa: `قیمت آن از نرخ لحظه‌ای طلا به دست می‌آید: وزن ضرب در قیمت روز هر گرم طلای ۱۸ عیار، به‌علاوه ${persianNumber(
      wages
    )} درصد اجرت ساخت، ۷ درصد سود فروشنده و ۱۰ درصد مالیات بر ارزش افزوده روی اجرت و سود${
      stones.fa
    }. همراه فاکتور رسمی با درج وزن و عیار و شناسنامه اصالت با کد رهگیری ارسال می‌شود.`,
    en: `Its price follows the live gold rate: the weight times today's price of a gram of 18-karat gold, plus a making charge of ${wages}%, the shop's 7% margin and 10% VAT on the making charge and margin${stones.en}. It ships with an official invoice stating its weight and purity, and an authenticity card with a tracking code.`,
  };
  const last = lastParagraph(product, piece.kind);
  return {
    fa: [intro.fa, material.fa, price.fa, last.fa],
    en: [intro.en, material.en, price.en, last.en],
  };
}
