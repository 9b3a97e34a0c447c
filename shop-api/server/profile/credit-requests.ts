import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  CREDIT_REQUEST_STEPS,
  OPEN_CREDIT_REQUEST_STATUSES,
  type CreditRequest,
  type CreditRequestStep,
  type Lang,
} from "../../contract";
import { installmentsFor } from "../catalogue/installments";
import { firstImage } from "../catalogue/product-cards";
import { varietyLabel } from "../catalogue/product-page";
import { loadVariety, priceVariety, type CheckoutContext, type VarietyFacts } from "../checkout/cart";
import { refuse, say, type CheckoutMessageKey } from "../checkout/messages";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { categories, creditRequests, productTexts, products, users } from "../db/schema";
import { pagination } from "./orders";

/*
 * Instalment-credit requests (the product page's credit dialog; the profile's /validity pages): a
 * variety priced when asked, one of its plans (catalogue/installments.ts), and the steps the shop
 * needs before it approves. The shop's staff move a request on in its admin.
 */

export type CreditRequestRow = typeof creditRequests.$inferSelect;

const STEP_TEXTS: Record<CreditRequestStep, [CheckoutMessageKey, CheckoutMessageKey]> = {
  identity: ["stepIdentity", "stepIdentityText"],
  income: ["stepIncome", "stepIncomeText"],
  cheque: ["stepCheque", "stepChequeText"],
  contract: ["stepContract", "stepContractText"],
};

/**
 * What a request for `months` of instalments on a variety at `price` holds of it: the product (its
 * Persian name), the price and the plan (catalogue/installments.ts); undefined when the plan is not
 * offered.
 */
export function requestedPlan(facts: VarietyFacts, persianName: string, price: number, months: number) {
  const plan = installmentsFor(price).find((candidate) => candidate.months === months);
  return (
    plan && {
      productId: facts.productId,
      productVendorId: facts.productVendorId,
      name: persianName,
      varietyOption: facts.option,
      varietyValue: facts.value,
      amount: price,
      months: plan.months,
      prepaymentPercent: plan.prepayment_percent,
      prepayment: plan.prepayment,
      monthly: plan.monthly,
      total: plan.total,
    }
  );
}

/**
 * A request for `months` of instalments on a variety, priced now. 404 unknown variety, 422 a plan
 * it does not offer, 409 out of stock or while an open request for the same product exists.
 */
export async function createCreditRequest(
  ctx: CheckoutContext,
  tx: ShopTransaction,
  input: { userId: number; lang: Lang; productVendorId: number; months: number },
): Promise<CreditRequestRow> {
  const { lang } = input;
  const now = ctx.clock();
  const [facts, persian] = await Promise.all([loadVariety(tx, lang, input.productVendorId), loadVariety(tx, "fa", input.productVendorId)]);
  if (!facts || !persian) throw refuse(lang, 404, "noVariety");
  const plan = requestedPlan(facts, persian.name ?? persian.slug, priceVariety(ctx.goldPrice.now().price, facts).toPay, input.months);
  if (!plan) throw refuse(lang, 422, "noPlan", {}, { n: input.months });
  if (facts.stock === 0) throw refuse(lang, 409, "outOfStock");
  // One open request a product: the user is locked while this is decided.
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${input.userId} FOR UPDATE`);
  const [open] = await tx
    .select({ id: creditRequests.id })
    .from(creditRequests)
    .where(
      and(
        eq(creditRequests.userId, input.userId),
        eq(creditRequests.productId, facts.productId),
        inArray(creditRequests.status, [...OPEN_CREDIT_REQUEST_STATUSES]),
      ),
    )
    .limit(1);
  if (open) throw refuse(lang, 409, "openCreditRequest", { request_id: open.id });
  const [request] = await tx
    .insert(creditRequests)
    .values({
      userId: input.userId,
      ...plan,
      steps: CREDIT_REQUEST_STEPS.map((key) => ({ key, doneAt: null })),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!request) throw new Error("The credit request just made is missing");
  return request;
}

function requestsQuery(db: ShopDatabase, lang: Lang) {
  return db
    .select({
      request: creditRequests,
      name: productTexts.name,
      slug: products.slug,
      categorySlug: categories.slug,
      image: sql<string | null>`case when ${products.id} is null then null else ${firstImage} end`,
    })
    .from(creditRequests)
    .leftJoin(products, eq(products.id, creditRequests.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productTexts, and(eq(productTexts.productId, creditRequests.productId), eq(productTexts.lang, lang)))
    .$dynamic();
}

type RequestRow = Awaited<ReturnType<typeof requestsQuery>>[number];

function creditRequestJson(lang: Lang, { request, name, slug, categorySlug, image }: RequestRow): CreditRequest {
  return {
    id: request.id,
    status: request.status,
    product: { id: request.productId, name: name ?? request.name, slug_with_cat: slug && categorySlug ? `${categorySlug}/${slug}` : null, image },
    variety_value: request.varietyOption ? varietyLabel(lang, request.varietyOption, request.varietyValue) : null,
    amount: request.amount,
    months: request.months,
    prepayment_percent: request.prepaymentPercent,
    prepayment: request.prepayment,
    monthly: request.monthly,
    total: request.total,
    steps: request.steps.map((step) => {
      const [title, description] = STEP_TEXTS[step.key];
      return { key: step.key, title: say(lang, title), description: say(lang, description), done_at: step.doneAt };
    }),
    note: request.note?.[lang] ?? null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

/** `GET /credit-requests`: a page of the user's requests, newest first. */
export async function listCreditRequests(db: ShopDatabase, lang: Lang, userId: number, page: number, perPage: number) {
  const mine = eq(creditRequests.userId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(creditRequests).where(mine),
    requestsQuery(db, lang)
      .where(mine)
      .orderBy(desc(creditRequests.createdAt), desc(creditRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  return { data: rows.map((row) => creditRequestJson(lang, row)), pagination: pagination(page, perPage, total?.n ?? 0) };
}

/** One request of the user's; undefined for an unknown id or another's. */
export async function findCreditRequest(db: ShopDatabase | ShopTransaction, lang: Lang, userId: number, id: number): Promise<CreditRequest | undefined> {
  const [row] = await requestsQuery(db, lang)
    .where(and(eq(creditRequests.id, id), eq(creditRequests.userId, userId)))
    .orderBy(asc(creditRequests.id))
    .limit(1);
  return row && creditRequestJson(lang, row);
}
