import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { z } from "zod";
import type { ProductDetail } from "../../shop-api/contract/pages";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { idempotencyKeySchema } from "../../shop-api/contract/checkout";
import { type ServerTranslate, translatorFor } from "~/server-lib/i18n.server";
import { safeRedirectPath } from "~/lib/analytics";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf, refused } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import { INQUIRY_MESSAGE_MAX } from "~/lib/product-inquiry";
import { type ValidationT, validators } from "~/server-lib/validation.server";
import type { ShopContext } from "~/shop/request/client.server";
import { askForCredit } from "~/shop/api/credit.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { likesChanged } from "~/shop/page-data/shell-slots.server";
import { askAboutProduct, createComment, createQuestion, getProductPage, notifyMe, toggleLike } from "~/shop/api/pages.server";
import type { ShopSession } from "~/shop/request/session.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

/** The longest instalment plan a request may name; the Shop API refuses a plan the product does not offer. */
const CREDIT_MONTHS_MAX = 120;

/**
 * What each of the product page's forms sends, by intent, with the messages of the page's
 * language; mirrored in the browser by lib/form-rules.ts COMMENT_RULES, lib/product-inquiry.ts
 * INQUIRY_RULES and lib/eager-validation.ts MOBILE_FORM (notify-me). The question's form is a viewer slot (decision
 * 46) without hooks: the server alone tells what is wrong with it.
 * `varieties`: the product's own (an instalment request names one of them).
 */
export function productSchemas(t: ValidationT, varieties: readonly number[]) {
  const v = validators(t);
  const required = t("validation.required");
  // A comment's or a question's text: the shop's prose, 3 characters at least, its bound as typed.
  const prose = (max: number) => v.prose(3, max, max);
  const choose = t("product.creditChoose");
  return {
    /** Tell me when it is back: a mobile (the signed-in shopper's, sent hidden), and the variety. */
    notify: z.object({ mobile: v.mobile(), product_vendor_id: z.coerce.number().int().positive().optional().catch(undefined) }),
    /** Ask about its price or availability: a mobile, and a question the shopper may leave out. */
    inquiry: z.object({ mobile: v.mobile(), message: v.max(INQUIRY_MESSAGE_MAX).optional() }),
    /** A like, or taking it back; the favourites page asks to come back to it. */
    like: z.object({ redirectTo: z.string().optional().catch(undefined) }),
    /** A comment: a rating of 1 to 5 and a text. */
    comment: z.object({
      rating: z.coerce.number({ error: required }).int(required).min(1, required).max(5, required),
      text: prose(INPUT_MAX.message),
    }),
    /** An instalment request: one of this product's varieties, and a plan's months. */
    credit: z.object({
      product_vendor_id: z.coerce.number({ error: choose }).refine((id) => varieties.includes(id), choose),
      months: z.coerce.number({ error: choose }).int(choose).min(1, choose).max(CREDIT_MONTHS_MAX, choose),
      /** The form's one-time key: pressing twice asks once. */
      idempotency_key: idempotencyKeySchema.optional().catch(undefined),
    }),
    question: z.object({ question: prose(INPUT_MAX.question) }),
  };
}

/** What each handler is given: the request's context, the product and the ways back to its page. */
interface ProductPost {
  /** The request's session (decision 45): a toast put in it goes with the response's one cookie. */
  session: ShopSession;
  ctx: ShopContext;
  t: ServerTranslate;
  product: ProductDetail;
  schemas: ReturnType<typeof productSchemas>;
  /** The product's page as posted to (its query kept), with `dialog` open, or none. */
  back: (dialog?: string) => string;
  /** Back to the page, with a success toast. */
  done: (message: string) => ReturnType<typeof redirectWithToast>;
  /** The signed-in shopper's context; a guest is sent to sign in, and back to the page (with `dialog` open). */
  signedIn: (dialog?: string) => Promise<ShopContext>;
}

/** One handler per intent: the form's refusal beside its fields (`refused`), or a redirect. */
const HANDLERS = {
  async notify(form, { ctx, t, product, schemas, done }) {
    const submission = parseWithZod(form, { schema: schemas.notify });
    if (submission.status !== "success") return refused("notify", submission.reply());
    const { mobile, product_vendor_id } = submission.value;
    await notifyMe(ctx, { product_id: product.id, product_vendor_id, mobile });
    return done(t("product.notifyDone"));
  },

  /**
   * `POST /product-inquiry` (docs/shop/07-shop-api.md §7.4), for a product out of stock: the toast says
   * the Shop API's own words.
   */
  async inquiry(form, { ctx, t, product, schemas, done }) {
    const submission = parseWithZod(form, { schema: schemas.inquiry });
    if (submission.status !== "success") return refused("inquiry", submission.reply());
    const { mobile, message } = submission.value;
    // A blank (or one-letter) question asks about price and stock.
    const answer = await askAboutProduct(ctx, { product_id: product.id, mobile, message: message && message.length >= 2 ? message : t("product.inquiryDefault") });
    return done(answer.message);
  },

  async like(form, { session, product, schemas, back, signedIn }) {
    const ctx = await signedIn();
    await toggleLike(ctx, "product", product.id);
    likesChanged(session);
    const submission = parseWithZod(form, { schema: schemas.like });
    // The favourites page un-likes with this same form and asks to come back to it.
    return redirect(safeRedirectPath(submission.status === "success" ? submission.value.redirectTo : undefined, back()));
  },

  async comment(form, { t, product, schemas, done, signedIn }) {
    const ctx = await signedIn("comment");
    const submission = parseWithZod(form, { schema: schemas.comment });
    if (submission.status !== "success") return refused("comment", submission.reply());
    await createComment(ctx, { product_id: product.id, ...submission.value });
    return done(t("product.commentSaved"));
  },

  /** An instalment request of one of the product's varieties, followed in the profile's /validity. */
  async credit(form, { session, t, schemas, signedIn }) {
    const ctx = await signedIn("credit");
    const submission = parseWithZod(form, { schema: schemas.credit });
    if (submission.status !== "success") return refused("credit", submission.reply());
    const { product_vendor_id, months, idempotency_key } = submission.value;
    const asked = await askForCredit(ctx, { productVendorId: product_vendor_id, months, idempotencyKey: idempotency_key });
    const validity = (id: number) => localizePath(`/profile/validity/${id}`, ctx.locale);
    if (asked.ok) return redirectWithToast(session, validity(asked.id), { type: "success", message: t("product.creditRequested") });
    // An open request for it already: that one is shown, with the Shop API's words.
    if (asked.openRequestId !== null) return redirectWithToast(session, validity(asked.openRequestId), { type: "info", message: asked.message });
    return refused("credit", submission.reply({ formErrors: [asked.message] }), 422);
  },

  async question(form, { t, product, schemas, done, signedIn }) {
    const ctx = await signedIn();
    const submission = parseWithZod(form, { schema: schemas.question });
    if (submission.status !== "success") return refused("question", submission.reply());
    await createQuestion(ctx, { product_id: product.id, question: submission.value.question });
    return done(t("product.asked"));
  },
} satisfies Record<string, (form: FormData, post: ProductPost) => Promise<unknown>>;

/** The product page's intents. */
export type ProductIntent = keyof typeof HANDLERS;

/**
 * The product page's forms (add to cart posts to the cart's own action): notify-me, an inquiry, a
 * like, a comment, an instalment request and a question. All but notify-me and the inquiry need a
 * signed-in shopper. A refused form comes back beside its fields, with what was typed; the rest
 * goes back to the page with a toast (an instalment request: to its page in the profile).
 */
export async function action(args: Route.ActionArgs) {
  const { request, url } = args;
  const form = await readForm(request);
  const ctx = args.context.shop;
  const [t, page] = await Promise.all([
    translatorFor(ctx.locale, "product"),
    getProductPage(ctx, [args.params.categoryslug ?? "", args.params.slug ?? ""]),
  ]);
  if (!page) throw data(null, { status: 404 });
  const back = (dialog?: string) => {
    const next = new URLSearchParams(url.searchParams);
    next.delete("dialog");
    if (dialog) next.set("dialog", dialog);
    const query = next.toString();
    return `${url.pathname}${query ? `?${query}` : ""}`;
  };
  const post: ProductPost = {
    session: args.context.session,
    ctx,
    t,
    product: page.product,
    schemas: productSchemas(t, page.product.varieties.map((variety) => variety.product_vendor_id)),
    back,
    done: (message) => redirectWithToast(args.context.session, back(), { type: "success", message }),
    signedIn: async (dialog) => {
      // A guest comes back to the same place (the dialog open) after signing in.
      const returnTo = new URL(back(dialog), url.origin);
      return (await requireSignedIn({ request, url: returnTo, context: args.context })).ctx;
    },
  };
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, post) : redirect(back());
}
