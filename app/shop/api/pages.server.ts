import {
  augmentedRealityResponseSchema,
  brandCategoriesResponseSchema,
  brandPageResponseSchema,
  breadcrumbResponseSchema,
  catalogueListingResponseSchema,
  categoryAttributesResponseSchema,
  categoryBrandsResponseSchema,
  categoryFaqsResponseSchema,
  campaignResponseSchema,
  categoryPageResponseSchema,
  faqGroupsResponseSchema,
  heldForApprovalResponseSchema,
  likeResponseSchema,
  type LikeModel,
  messageResponseSchema,
  productCommentsResponseSchema,
  productPageResponseSchema,
  productQuestionsResponseSchema,
  relatedProductsResponseSchema,
  sellersResponseSchema,
  singlePageListResponseSchema,
  singlePageResponseSchema,
  sitemapResponseSchema,
  subCategoriesResponseSchema,
  tagsResponseSchema,
} from "../../../shop-api/contract";
import { type ListingQuery, listingApiQuery } from "~/lib/listing";
import { sharedCall, sharedCallOrNull } from "~/shop/request/cache.server";
import { parseAnswer, shopCall, type ShopContext, shopRequest } from "~/shop/request/client.server";

/*
 * The calls of the category, brand, product and information pages (docs/shop/07-shop-api.md §7.3).
 * Those about a slug answer null for an unknown one, so that a page asking them all at once fails only
 * by its own. What is the same for every visitor (listings, categories, comments, pages) is shared and
 * cached for a short while; what depends on who asks (a product's `liked`, likes, comments, requests)
 * is not.
 */

/** `GET /categories/{slug}` with the listing's filters; null for an unknown category. */
export function getCategoryPage(ctx: ShopContext, slug: string, query: ListingQuery, perPage?: number) {
  return sharedCallOrNull(ctx, {
    name: "GET /categories/{slug}",
    priced: true,
    path: `/categories/${encodeURIComponent(slug)}`,
    query: listingApiQuery(query, perPage),
    schema: categoryPageResponseSchema,
  });
}

/** `GET /sub-category/{slug}`. */
export function getSubCategories(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, { name: "GET /sub-category/{slug}", path: `/sub-category/${encodeURIComponent(slug)}`, schema: subCategoriesResponseSchema });
}

/** `GET /category-brands/{slug}`. */
export function getCategoryBrands(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, { name: "GET /category-brands/{slug}", path: `/category-brands/${encodeURIComponent(slug)}`, schema: categoryBrandsResponseSchema });
}

/** `GET /category-attributes/{slug}`: what the filters offer. */
export function getCategoryAttributes(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, {
    name: "GET /category-attributes/{slug}",
    path: `/category-attributes/${encodeURIComponent(slug)}`,
    schema: categoryAttributesResponseSchema,
  });
}

/** `GET /category-breadcrumb/{slug}`. */
export function getCategoryBreadcrumb(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, { name: "GET /category-breadcrumb/{slug}", path: `/category-breadcrumb/${encodeURIComponent(slug)}`, schema: breadcrumbResponseSchema });
}

/** `GET /category-faqs/{slug}`. */
export function getCategoryFaqs(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, { name: "GET /category-faqs/{slug}", path: `/category-faqs/${encodeURIComponent(slug)}`, schema: categoryFaqsResponseSchema });
}

/** `GET /brands/{slug}` with the listing's filters; null for an unknown brand. */
export function getBrandPage(ctx: ShopContext, slug: string, query: ListingQuery, perPage?: number) {
  return sharedCallOrNull(ctx, {
    name: "GET /brands/{slug}",
    priced: true,
    path: `/brands/${encodeURIComponent(slug)}`,
    query: listingApiQuery(query, perPage),
    schema: brandPageResponseSchema,
  });
}

/** `GET /brand-categories/{slug}`. */
export function getBrandCategories(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, { name: "GET /brand-categories/{slug}", path: `/brand-categories/${encodeURIComponent(slug)}`, schema: brandCategoriesResponseSchema });
}

/** `GET /products` with the listing's filters: the whole catalogue. */
export function getCatalogue(ctx: ShopContext, query: ListingQuery, perPage?: number) {
  return sharedCall(ctx, { name: "GET /products", path: "/products", query: listingApiQuery(query, perPage), schema: catalogueListingResponseSchema, priced: true });
}

/**
 * `GET /v2/{category}/{slug}` (or `/v2/{slug}`): the product page's data, with `liked` for the
 * signed-in shopper, whose answer is never shared; a guest's is the same for every guest, and
 * cached. Null for an unknown product.
 */
export async function getProductPage(ctx: ShopContext, path: string[]) {
  const call = { name: "GET /v2{slug path}", path: `/v2/${path.map(encodeURIComponent).join("/")}`, schema: productPageResponseSchema, priced: true };
  if (!ctx.authToken) return sharedCallOrNull(ctx, call);
  const { status, json } = await shopRequest(ctx, { ...call, expect: [404] });
  return status === 404 ? null : parseAnswer(call.name, call.schema, json).data;
}

/** `GET /product-comments/{id}?page`: approved comments. */
export function getProductComments(ctx: ShopContext, id: number, page = 1) {
  return sharedCall(ctx, { name: "GET /product-comments/{id}", path: `/product-comments/${id}`, query: { page }, schema: productCommentsResponseSchema });
}

/** `GET /product-questions/{id}`: answered questions. */
export function getProductQuestions(ctx: ShopContext, id: number) {
  return sharedCall(ctx, { name: "GET /product-questions/{id}", path: `/product-questions/${id}`, schema: productQuestionsResponseSchema });
}

/** `GET /product-related/{id}`. */
export function getRelatedProducts(ctx: ShopContext, id: number) {
  return sharedCall(ctx, { name: "GET /product-related/{id}", path: `/product-related/${id}`, schema: relatedProductsResponseSchema, priced: true });
}

/** `GET /tags/{id}`. */
export function getProductTags(ctx: ShopContext, id: number) {
  return sharedCall(ctx, { name: "GET /tags/{id}", path: `/tags/${id}`, schema: tagsResponseSchema });
}

/** `POST /sellers/{id}`: who sells the product (a POST that only reads, as the API has it). */
export function getSellers(ctx: ShopContext, id: number) {
  return sharedCall(ctx, { name: "POST /sellers/{id}", method: "POST", read: true, path: `/sellers/${id}`, schema: sellersResponseSchema, priced: true });
}

/** `POST /like {model, id}`: toggles the signed-in shopper's like of a product or a magazine post. */
export async function toggleLike(ctx: ShopContext, model: LikeModel, id: number) {
  return (await shopCall(ctx, { name: "POST /like", method: "POST", path: "/like", body: { model, id }, schema: likeResponseSchema })).data;
}

/** `POST /notify-me`: tell this mobile when the product is back. */
export async function notifyMe(ctx: ShopContext, body: { product_id: number; product_vendor_id?: number; mobile: string }) {
  return (await shopCall(ctx, { name: "POST /notify-me", method: "POST", path: "/notify-me", body, schema: messageResponseSchema })).data;
}

/** `GET /augmented-reality?product_id=`: the product's 3D model, or null when it has none (404). */
export function getAugmentedReality(ctx: ShopContext, productId: number) {
  return sharedCallOrNull(ctx, { name: "GET /augmented-reality", path: "/augmented-reality", query: { product_id: productId }, schema: augmentedRealityResponseSchema });
}

/** `POST /product-inquiry`: the shop calls this mobile about the product's price or availability. */
export async function askAboutProduct(ctx: ShopContext, body: { product_id: number; mobile: string; message: string }) {
  return (await shopCall(ctx, { name: "POST /product-inquiry", method: "POST", path: "/product-inquiry", body, schema: messageResponseSchema })).data;
}

/** `POST /create-comment`: held for approval. */
export async function createComment(ctx: ShopContext, body: { product_id: number; rating: number; text: string }) {
  return (await shopCall(ctx, { name: "POST /create-comment", method: "POST", path: "/create-comment", body, schema: heldForApprovalResponseSchema })).data;
}

/** `POST /create-question`: held until answered. */
export async function createQuestion(ctx: ShopContext, body: { product_id: number; question: string }) {
  return (await shopCall(ctx, { name: "POST /create-question", method: "POST", path: "/create-question", body, schema: heldForApprovalResponseSchema })).data;
}

/** `GET /single-page/{slug}`; null for an unknown page. */
export function getSinglePage(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, { name: "GET /single-page/{slug}", path: `/single-page/${encodeURIComponent(slug)}`, schema: singlePageResponseSchema });
}

/** `GET /single-page-list?location`: the information pages of the header or the footer. */
export function getSinglePageList(ctx: ShopContext, location: "header" | "footer") {
  return sharedCall(ctx, { name: "GET /single-page-list", path: "/single-page-list", query: { location }, schema: singlePageListResponseSchema });
}

/** `GET /faqs`: every FAQ group. */
export function getFaqGroups(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /faqs", path: "/faqs", schema: faqGroupsResponseSchema });
}

/** `GET /campaigns/{slug}`: a campaign, its state and (unless it ended) its products; null unknown. */
export function getCampaign(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, { name: "GET /campaigns/{slug}", path: `/campaigns/${encodeURIComponent(slug)}`, schema: campaignResponseSchema, priced: true });
}

/** `GET /sitemap`: the catalogue's public pages in the context's language, with their dates (cached). */
export function getSitemapData(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /sitemap", path: "/sitemap", schema: sitemapResponseSchema });
}
