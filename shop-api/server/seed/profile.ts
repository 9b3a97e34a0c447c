import { inArray, sql } from "drizzle-orm";
import type { Lang } from "../../contract";
import type { ShopTransaction } from "../db/connect";
import { postLikes, posts, productComments, productLikes, products, users } from "../db/schema";

const DAY_MS = 86_400_000;

interface SeededComment {
  slug: string;
  lang: Lang;
  rating: number;
  text: string;
  status: "pending" | "approved" | "rejected";
  reply?: string;
  daysAgo: number;
}

interface SeededActivity {
  mobile: string;
  comments: SeededComment[];
  /** Products (by slug) and magazine posts (by slug) they like, the last liked first. */
  likedProducts: string[];
  likedPosts: string[];
}

/**
 * What the demo accounts (seed/users.ts) wrote about products and what they like, so that their
 * profile's comments and favourites have something to show: a comment in each state of approval.
 */
export const SEEDED_ACTIVITY: readonly SeededActivity[] = [
  {
    mobile: "09120000000",
    comments: [
      {
        slug: "leaf-half-set",
        lang: "fa",
        rating: 5,
        text: "نیم‌ست را برای سالگرد ازدواجمان خریدم؛ ظریف و خوش‌ساخت است و وزنش دقیقاً همان بود که در فاکتور آمده بود.",
        status: "approved",
        reply: "مریم خانم عزیز، سالگردتان مبارک؛ از اعتمادتان سپاس‌گزاریم.",
        daysAgo: 80,
      },
      {
        slug: "heart-charm-bracelet",
        lang: "fa",
        rating: 4,
        text: "هنوز به دستم نرسیده ولی پشتیبانی خیلی خوب پیگیری کرد. بعد از تحویل دوباره می‌نویسم.",
        status: "pending",
        daysAgo: 1,
      },
    ],
    likedProducts: ["emerald-halo-ring", "emerald-full-set", "emerald-drop-earrings"],
    likedPosts: ["how-to-find-your-ring-size", "caring-for-gold-jewellery"],
  },
  {
    mobile: "09121111111",
    comments: [
      {
        slug: "black-onyx-signet-ring",
        lang: "fa",
        rating: 5,
        text: "انگشتر خیلی مردانه و شیکی است؛ عقیقش یکدست و براق است و سایزش هم درست درآمد.",
        status: "approved",
        daysAgo: 40,
      },
      {
        slug: "curb-link-chain",
        lang: "fa",
        rating: 1,
        text: "سفارش را لغو کردم چون قیمت تا فردا عوض شد!!! شماره تماس من ۰۹۱۲۱۱۱۱۱۱۱",
        status: "rejected",
        daysAgo: 9,
      },
    ],
    likedProducts: ["wide-band-ring", "mens-wide-curb-bracelet"],
    likedPosts: ["18k-or-24k-gold"],
  },
  {
    mobile: "09122222222",
    comments: [
      {
        slug: "heart-drop-earrings",
        lang: "en",
        rating: 4,
        text: "Lovely earrings. I am paying for them again after my card was declined the first time.",
        status: "pending",
        daysAgo: 1,
      },
    ],
    likedProducts: ["name-necklace-mina", "heart-drop-earrings"],
    likedPosts: ["caring-for-gold-jewellery"],
  },
  {
    mobile: "09123333333",
    comments: [
      {
        slug: "plain-band-ring",
        lang: "fa",
        rating: 5,
        text: "قبل از خرید پرسیدم و گفتند رکابش قابل سایز کردن است. عالی است، به زودی سفارش می‌دهم.",
        status: "pending",
        daysAgo: 2,
      },
    ],
    likedProducts: ["plain-band-ring", "sapphire-ring-with-side-stones"],
    likedPosts: ["18k-or-24k-gold"],
  },
];

/**
 * Writes the demo accounts' comments and likes, for those of the accounts that exist; a liked
 * product counts one more like. Needs the catalogue, the pages' seed (which sets the products'
 * likes) and the accounts. Answers for how many accounts it wrote.
 */
export async function seedProfileActivity(tx: ShopTransaction, now = new Date()): Promise<number> {
  const accounts = await tx
    .select({ id: users.id, mobile: users.mobile, name: users.name })
    .from(users)
    .where(inArray(users.mobile, SEEDED_ACTIVITY.map((activity) => activity.mobile)));
  const productRows = await tx.select({ id: products.id, slug: products.slug }).from(products);
  const postRows = await tx.select({ id: posts.id, slug: posts.slug }).from(posts);
  const productId = (slug: string) => {
    const id = productRows.find((row) => row.slug === slug)?.id;
    if (id === undefined) throw new Error(`No product ${slug}`);
    return id;
  };
  const postId = (slug: string) => {
    const id = postRows.find((row) => row.slug === slug)?.id;
    if (id === undefined) throw new Error(`No post ${slug}`);
    return id;
  };
  // The last liked first: each like a day before the one listed above it.
  const likedAt = (index: number) => new Date(now.getTime() - (index + 1) * DAY_MS);
  let written = 0;
  for (const activity of SEEDED_ACTIVITY) {
    const account = accounts.find((row) => row.mobile === activity.mobile);
    if (!account) continue;
    written += 1;
    if (activity.comments.length > 0) {
      await tx.insert(productComments).values(
        activity.comments.map((comment) => ({
          productId: productId(comment.slug),
          userId: account.id,
          lang: comment.lang,
          author: account.name ?? account.mobile,
          rating: comment.rating,
          text: comment.text,
          reply: comment.reply ?? null,
          status: comment.status,
          createdAt: new Date(now.getTime() - comment.daysAgo * DAY_MS),
        })),
      );
    }
    // A like the account already has (a shop that had the accounts before) stays as it was.
    const liked = await tx
      .insert(productLikes)
      .values(activity.likedProducts.map((slug, index) => ({ userId: account.id, productId: productId(slug), createdAt: likedAt(index) })))
      .onConflictDoNothing()
      .returning({ productId: productLikes.productId });
    if (liked.length > 0) {
      await tx
        .update(products)
        .set({ likes: sql`${products.likes} + 1` })
        .where(inArray(products.id, liked.map((like) => like.productId)));
    }
    await tx
      .insert(postLikes)
      .values(activity.likedPosts.map((slug, index) => ({ userId: account.id, postId: postId(slug), createdAt: likedAt(index) })))
      .onConflictDoNothing();
  }
  return written;
}

/** Whether the demo accounts' activity is there: any post like tells (post likes came with it). */
export async function hasProfileActivity(tx: ShopTransaction): Promise<boolean> {
  return (await tx.select({ userId: postLikes.userId }).from(postLikes).limit(1)).length > 0;
}
