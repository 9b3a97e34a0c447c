import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { ServerTranslate } from "~/i18n.server";
import { INQUIRY_MESSAGE_MAX } from "~/lib/product-inquiry";
import { validators } from "~/lib/validation.server";
import type { ShopContext } from "./client.server";
import { askAboutProduct } from "./pages.server";

/** "Ask about its price or availability": a mobile, and a question the shopper may leave out. */
export function productInquirySchema(t: ServerTranslate) {
  const rules = validators(t);
  return z.object({ mobile: rules.mobile(), message: rules.max(INQUIRY_MESSAGE_MAX).optional() });
}

/**
 * The product page's `intent=inquiry` (spec §7 `POST /product-inquiry`), for a product out of
 * stock: a refusal comes back beside its field with what was typed; a recorded inquiry answers
 * the Shop API's own words, for the page's toast. A blank question asks about price and stock.
 */
export async function productInquiryAction(ctx: ShopContext, formData: FormData, productId: number, t: ServerTranslate) {
  const submission = parseWithZod(formData, { schema: productInquirySchema(t) });
  if (submission.status !== "success") return { refused: data({ intent: "inquiry", result: submission.reply() }, { status: 400 }) } as const;
  const { mobile, message } = submission.value;
  const answer = await askAboutProduct(ctx, { product_id: productId, mobile, message: message && message.length >= 2 ? message : t("product.inquiryDefault") });
  return { message: answer.message } as const;
}
