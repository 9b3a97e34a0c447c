import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { Router, type Request } from "express";
import { z } from "zod";
import {
  augmentedRealityQuerySchema,
  augmentedRealityResponseSchema,
  type AugmentedReality,
  COMMENTS_PER_PAGE,
  createCommentRequestSchema,
  createQuestionRequestSchema,
  likeRequestSchema,
  mobileSchema,
  notifyMeRequestSchema,
  priceOf,
  productInquiryRequestSchema,
  type Lang,
  type heldForApprovalResponseSchema,
  type likeResponseSchema,
  type messageResponseSchema,
  type productCommentsResponseSchema,
  type productPageResponseSchema,
  type productQuestionsResponseSchema,
  type productResponseSchema,
  type relatedProductsResponseSchema,
  type sellersResponseSchema,
  type tagsResponseSchema,
} from "../../contract";
import { optionalUser, requireUser } from "../auth/users";
import { CategoryTree } from "../catalogue/categories";
import { activeDiscount, bestselling, defaultGram, inStockFirst, loadProductCards } from "../catalogue/product-cards";
import { loadProductPage } from "../catalogue/product-page";
import type { ShopDatabase } from "../db/connect";
import {
  postLikes,
  posts,
  productComments,
  productInquiries,
  productLikes,
  productQuestions,
  productSellers,
  productTags,
  productVarieties,
  products,
  sellerTexts,
  sellers,
  stockNotifications,
  tagTexts,
  tags,
  productTexts,
} from "../db/schema";
import type { GoldPriceSource } from "../gold-price";
import { HttpError } from "../http/errors";
import { parseInput, queryLang } from "../http/input";
import { AR_MODELS } from "../seed/ar-models";

type Answer<T extends z.ZodType> = z.infer<T>;

const RELATED_PRODUCTS = 8;
const QUESTIONS_SHOWN = 50;

const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
const categorySlugParamsSchema = z.object({ category: z.string().min(1).max(200), slug: z.string().min(1).max(200) });
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const commentsQuerySchema = z.object({ page: z.coerce.number().int().positive().catch(1) });

/** What the product calls say, in the request's language. */
const MESSAGES = {
  noProduct: { fa: "این محصول پیدا نشد.", en: "No such product." },
  noPost: { fa: "این مطلب پیدا نشد.", en: "No such post." },
  invalidMobile: { fa: "شماره همراه معتبر نیست؛ آن را به شکل ۰۹xxxxxxxxx وارد کنید.", en: "The mobile number is not valid: enter it as 09xxxxxxxxx." },
  noModel: { fa: "این محصول مدل سه‌بعدی ندارد.", en: "This product has no 3D model." },
  noVariety: { fa: "این گزینه برای این محصول وجود ندارد.", en: "This option does not belong to the product." },
  notifyMe: {
    fa: "درخواست شما ثبت شد؛ به محض موجود شدن این کالا با پیامک خبرتان می‌کنیم.",
    en: "Done: we will text you as soon as it is back in stock.",
  },
  inquiry: {
    fa: "پیام شما ثبت شد؛ کارشناسان ما به‌زودی با شما تماس می‌گیرند.",
    en: "Your message has been received: one of our advisers will call you shortly.",
  },
  customer: { fa: "مشتری طلای زرین", en: "Zarrin Gold customer" },
} satisfies Record<string, Record<Lang, string>>;

function refuse(status: number, lang: Lang, key: keyof typeof MESSAGES): HttpError {
  return new HttpError(status, MESSAGES[key][lang], { code: status });
}

/**
 * The product page and what surrounds it (contract pages.ts): `GET /v2/{category}/{slug}` and
 * `/v2/{slug}`, `GET /products/{id}`, comments and questions (shown once approved), related
 * products, tags, sellers, likes, back-in-stock requests and inquiries.
 */
export function productRoutes(db: ShopDatabase, goldPrice: GoldPriceSource): Router {
  const router = Router();

  async function productPage(req: Request, where: ReturnType<typeof eq>) {
    const user = await optionalUser(db, req);
    return loadProductPage(db, { lang: queryLang(req), goldPrice: goldPrice.now().price, where, userId: user?.id });
  }

  /** The product named by `:id`, or a 404 in the request's language. */
  async function productId(req: Request): Promise<{ id: number; categoryId: number; lang: Lang }> {
    const lang = queryLang(req);
    const { id } = parseInput(idParamsSchema, req.params);
    return { ...(await existing(id, lang)), lang };
  }

  async function existing(id: number, lang: Lang): Promise<{ id: number; categoryId: number }> {
    const [row] = await db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(eq(products.id, id));
    if (!row) throw refuse(404, lang, "noProduct");
    return row;
  }

  router.get(
    "/v2/:category/:slug",
    async (req, res) => {
      const { category, slug } = parseInput(categorySlugParamsSchema, req.params);
      const page = await productPage(req, eq(products.slug, slug));
      // The storefront redirects a wrong category itself (through `/v2/{slug}`): here it is not found.
      if (!page || page.categorySlug !== category) throw refuse(404, queryLang(req), "noProduct");
      res.json({ data: { meta: page.meta, product: page.product } } satisfies Answer<typeof productPageResponseSchema>);
    }
  );

  router.get(
    "/v2/:slug",
    async (req, res) => {
      const { slug } = parseInput(slugParamsSchema, req.params);
      const page = await productPage(req, eq(products.slug, slug));
      if (!page) throw refuse(404, queryLang(req), "noProduct");
      res.json({ data: { meta: page.meta, product: page.product } } satisfies Answer<typeof productPageResponseSchema>);
    }
  );

  router.get(
    "/products/:id",
    async (req, res) => {
      const { id } = parseInput(idParamsSchema, req.params);
      const page = await productPage(req, eq(products.id, id));
      if (!page) throw refuse(404, queryLang(req), "noProduct");
      res.json({ data: page.product } satisfies Answer<typeof productResponseSchema>);
    }
  );

  /** Approved comments in the page's language, newest first, 10 a page. */
  router.get(
    "/product-comments/:id",
    async (req, res) => {
      const { id, lang } = await productId(req);
      const { page } = parseInput(commentsQuerySchema, req.query);
      const shown = and(eq(productComments.productId, id), eq(productComments.lang, lang), eq(productComments.status, "approved"));
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(productComments).where(shown),
        db
          .select({
            id: productComments.id,
            author: productComments.author,
            rating: productComments.rating,
            text: productComments.text,
            createdAt: productComments.createdAt,
            reply: productComments.reply,
          })
          .from(productComments)
          .where(shown)
          .orderBy(desc(productComments.createdAt), desc(productComments.id))
          .limit(COMMENTS_PER_PAGE)
          .offset((page - 1) * COMMENTS_PER_PAGE),
      ]);
      const n = total?.n ?? 0;
      res.json({
        data: {
          comments: rows.map(({ createdAt, ...comment }) => ({ ...comment, created_at: createdAt.toISOString() })),
          pagination: { page, per_page: COMMENTS_PER_PAGE, total: n, last_page: Math.max(1, Math.ceil(n / COMMENTS_PER_PAGE)) },
        },
      } satisfies Answer<typeof productCommentsResponseSchema>);
    }
  );

  /** Answered (and approved) questions in the page's language, newest first. */
  router.get(
    "/product-questions/:id",
    async (req, res) => {
      const { id, lang } = await productId(req);
      const rows = await db
        .select({
          id: productQuestions.id,
          author: productQuestions.author,
          question: productQuestions.question,
          answer: productQuestions.answer,
          createdAt: productQuestions.createdAt,
        })
        .from(productQuestions)
        .where(
          and(
            eq(productQuestions.productId, id),
            eq(productQuestions.lang, lang),
            eq(productQuestions.status, "approved"),
            isNotNull(productQuestions.answer)
          )
        )
        .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
        .limit(QUESTIONS_SHOWN);
      res.json({
        data: rows.map(({ createdAt, ...question }) => ({ ...question, created_at: createdAt.toISOString() })),
      } satisfies Answer<typeof productQuestionsResponseSchema>);
    }
  );

  /** Eight pieces of the same top category, not this one: in stock first, then the best sellers. */
  router.get(
    "/product-related/:id",
    async (req, res) => {
      const { id, categoryId, lang } = await productId(req);
      const tree = await CategoryTree.load(db, lang);
      const category = tree.byCategoryId(categoryId);
      const ids = category ? tree.subtree(tree.top(category)).map((at) => at.id) : [categoryId];
      const data = await loadProductCards(db, lang, goldPrice.now().price, {
        where: and(inArray(products.categoryId, ids), ne(products.id, id)),
        orderBy: [inStockFirst, ...bestselling],
        limit: RELATED_PRODUCTS,
      });
      res.json({ data } satisfies Answer<typeof relatedProductsResponseSchema>);
    }
  );

  router.get(
    "/tags/:id",
    async (req, res) => {
      const { id, lang } = await productId(req);
      const data = await db
        .select({ title: tagTexts.title, slug: tags.slug })
        .from(productTags)
        .innerJoin(tags, eq(tags.id, productTags.tagId))
        .innerJoin(tagTexts, and(eq(tagTexts.tagId, tags.id), eq(tagTexts.lang, lang)))
        .where(eq(productTags.productId, id))
        .orderBy(asc(productTags.position), asc(tags.id));
      res.json({ data } satisfies Answer<typeof tagsResponseSchema>);
    }
  );

  /**
   * `POST /sellers/{id}`: the shop (official) at the price to pay now, then its partners, each at
   * that price moved by their own percent (rounded to 1,000 toman).
   */
  router.post(
    "/sellers/:id",
    async (req, res) => {
      const { id, lang } = await productId(req);
      const [[product], offers, officials] = await Promise.all([
        db
          .select({
            wagesPercent: products.wagesPercent,
            noneGold: products.noneGold,
            noneGoldWages: products.noneGoldWages,
            discountPercent: activeDiscount,
            gram: defaultGram,
          })
          .from(products)
          .where(eq(products.id, id)),
        db
          .select({
            id: sellers.id,
            name: sellerTexts.name,
            city: sellerTexts.city,
            rating: sellers.rating,
            pricePercent: productSellers.pricePercent,
          })
          .from(productSellers)
          .innerJoin(sellers, eq(sellers.id, productSellers.sellerId))
          .innerJoin(sellerTexts, and(eq(sellerTexts.sellerId, sellers.id), eq(sellerTexts.lang, lang)))
          .where(and(eq(productSellers.productId, id), eq(sellers.isOfficial, false)))
          .orderBy(asc(sellers.position), asc(sellers.id)),
        db
          .select({ id: sellers.id, name: sellerTexts.name, city: sellerTexts.city, rating: sellers.rating })
          .from(sellers)
          .innerJoin(sellerTexts, and(eq(sellerTexts.sellerId, sellers.id), eq(sellerTexts.lang, lang)))
          .where(eq(sellers.isOfficial, true))
          .orderBy(asc(sellers.position), asc(sellers.id)),
      ]);
      if (!product) throw refuse(404, lang, "noProduct");
      const price = priceOf(goldPrice.now().price, product).toPay;
      res.json({
        data: [
          ...officials.map((seller) => ({ ...seller, price, is_official: true })),
          ...offers.map(({ pricePercent, ...seller }) => ({
            ...seller,
            price: Math.round((price * pricePercent) / 100 / 1000) * 1000,
            is_official: false,
          })),
        ],
      } satisfies Answer<typeof sellersResponseSchema>);
    }
  );

  /** A magazine post's like, toggled; `likes` counts its likes. */
  async function togglePostLike(userId: number, postId: number, lang: Lang): Promise<{ liked: boolean; likes: number }> {
    const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
    if (!post) throw refuse(404, lang, "noPost");
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(postLikes)
        .where(and(eq(postLikes.userId, userId), eq(postLikes.postId, postId)))
        .returning({ postId: postLikes.postId });
      if (removed.length === 0) await tx.insert(postLikes).values({ userId, postId }).onConflictDoNothing();
      const [row] = await tx.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, postId));
      return { liked: removed.length === 0, likes: row?.n ?? 0 };
    });
  }

  /** `POST /like {model, id}`: likes, or un-likes, a product or a magazine post for the signed-in shopper. */
  router.post(
    "/like",
    async (req, res) => {
      const lang = queryLang(req);
      const user = await requireUser(db, req);
      const { model, id } = parseInput(likeRequestSchema, req.body);
      if (model === "post") {
        res.json({ data: await togglePostLike(user.id, id, lang) } satisfies Answer<typeof likeResponseSchema>);
        return;
      }
      await existing(id, lang);
      const answer = await db.transaction(async (tx) => {
        const removed = await tx
          .delete(productLikes)
          .where(and(eq(productLikes.userId, user.id), eq(productLikes.productId, id)))
          .returning({ productId: productLikes.productId });
        if (removed.length === 0) {
          await tx.insert(productLikes).values({ userId: user.id, productId: id }).onConflictDoNothing();
        }
        const liked = removed.length === 0;
        const [row] = await tx
          .update(products)
          .set({ likes: liked ? sql`${products.likes} + 1` : sql`greatest(${products.likes} - 1, 0)` })
          .where(eq(products.id, id))
          .returning({ likes: products.likes });
        return { liked, likes: row?.likes ?? 0 };
      });
      res.json({ data: answer } satisfies Answer<typeof likeResponseSchema>);
    }
  );

  /** `POST /notify-me`: recorded once per mobile, product and variety until it is sent. */
  router.post(
    "/notify-me",
    async (req, res) => {
      const lang = queryLang(req);
      const body = z.object({ mobile: z.unknown() }).passthrough().safeParse(req.body);
      if (body.success && !mobileSchema.safeParse(body.data.mobile).success) throw refuse(400, lang, "invalidMobile");
      const { product_id, product_vendor_id, mobile } = parseInput(notifyMeRequestSchema, req.body);
      await existing(product_id, lang);
      if (product_vendor_id !== undefined) {
        const [variety] = await db
          .select({ id: productVarieties.id })
          .from(productVarieties)
          .where(and(eq(productVarieties.id, product_vendor_id), eq(productVarieties.productId, product_id)));
        if (!variety) throw refuse(400, lang, "noVariety");
      }
      const vendor = product_vendor_id ?? null;
      const [already] = await db
        .select({ id: stockNotifications.id })
        .from(stockNotifications)
        .where(
          and(
            eq(stockNotifications.productId, product_id),
            eq(stockNotifications.mobile, mobile),
            vendor === null ? sql`${stockNotifications.productVendorId} is null` : eq(stockNotifications.productVendorId, vendor),
            sql`${stockNotifications.notifiedAt} is null`
          )
        );
      if (!already) {
        await db.insert(stockNotifications).values({ productId: product_id, productVendorId: vendor, mobile, lang });
      }
      res.json({ data: { message: MESSAGES.notifyMe[lang] } } satisfies Answer<typeof messageResponseSchema>);
    }
  );

  /** `GET /augmented-reality?product_id=`: the product's 3D model; 404 for an unknown product or one without. */
  router.get(
    "/augmented-reality",
    async (req, res) => {
      const lang = queryLang(req);
      const { product_id } = parseInput(augmentedRealityQuerySchema, req.query);
      const [row] = await db
        .select({ slug: products.slug, name: productTexts.name })
        .from(products)
        .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
        .where(eq(products.id, product_id));
      const model = row ? AR_MODELS[row.slug] : undefined;
      if (!row || !model) throw refuse(404, lang, "noModel");
      const answer: AugmentedReality = { product_id, title: row.name, ...model };
      res.json({ data: answer } satisfies Answer<typeof augmentedRealityResponseSchema>);
    }
  );

  router.post(
    "/product-inquiry",
    async (req, res) => {
      const lang = queryLang(req);
      const body = z.object({ mobile: z.unknown() }).passthrough().safeParse(req.body);
      if (body.success && !mobileSchema.safeParse(body.data.mobile).success) throw refuse(400, lang, "invalidMobile");
      const { product_id, mobile, message } = parseInput(productInquiryRequestSchema, req.body);
      await existing(product_id, lang);
      await db.insert(productInquiries).values({ productId: product_id, mobile, message: message.trim(), lang });
      res.json({ data: { message: MESSAGES.inquiry[lang] } } satisfies Answer<typeof messageResponseSchema>);
    }
  );

  /** `POST /create-comment`: held for approval; it shows on the product only once approved. */
  router.post(
    "/create-comment",
    async (req, res) => {
      const lang = queryLang(req);
      const user = await requireUser(db, req);
      const { product_id, rating, text } = parseInput(createCommentRequestSchema, req.body);
      await existing(product_id, lang);
      const [row] = await db
        .insert(productComments)
        .values({
          productId: product_id,
          userId: user.id,
          lang,
          author: user.name?.trim() || MESSAGES.customer[lang],
          rating,
          text: text.trim(),
          status: "pending",
        })
        .returning({ id: productComments.id });
      res.status(201).json({ data: { id: row?.id ?? 0, status: "pending" } } satisfies Answer<typeof heldForApprovalResponseSchema>);
    }
  );

  /** `POST /create-question`: held until the shop answers it. */
  router.post(
    "/create-question",
    async (req, res) => {
      const lang = queryLang(req);
      const user = await requireUser(db, req);
      const { product_id, question } = parseInput(createQuestionRequestSchema, req.body);
      await existing(product_id, lang);
      const [row] = await db
        .insert(productQuestions)
        .values({
          productId: product_id,
          userId: user.id,
          lang,
          author: user.name?.trim() || MESSAGES.customer[lang],
          question: question.trim(),
          status: "pending",
        })
        .returning({ id: productQuestions.id });
      res.status(201).json({ data: { id: row?.id ?? 0, status: "pending" } } satisfies Answer<typeof heldForApprovalResponseSchema>);
    }
  );

  return router;
}
