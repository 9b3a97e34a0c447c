import type { APIRequestContext } from "@playwright/test";

/** The embedded Shop API's development tools, for tests (SHOP_API_DEV_INBOX=1). */
export async function setConfig(request: APIRequestContext, baseUrl: string, key: string, value: unknown, lang?: "fa" | "en") {
  const response = await request.put(`${baseUrl}/shop-api/dev/configs`, { data: { key, value, lang } });
  if (!response.ok()) throw new Error(`PUT /dev/configs ${key}: ${response.status()} ${await response.text()}`);
}

export async function requestCounts(request: APIRequestContext, baseUrl: string): Promise<Record<string, number>> {
  const response = await request.get(`${baseUrl}/shop-api/dev/requests`);
  return ((await response.json()) as { data: Record<string, number> }).data;
}

export async function resetRequestCounts(request: APIRequestContext, baseUrl: string) {
  await request.post(`${baseUrl}/shop-api/dev/requests/reset`);
}

/** Puts a line in the cart of a client token (the visitor's clientToken cookie). */
export async function addCartLine(
  request: APIRequestContext,
  baseUrl: string,
  line: { clientToken: string; productVendorId: number; quantity: number; unitPrice: number },
) {
  const response = await request.post(`${baseUrl}/shop-api/dev/cart-lines`, { data: line });
  if (!response.ok()) throw new Error(`POST /dev/cart-lines: ${response.status()} ${await response.text()}`);
}

/** `POST /online-price` with the Shop API's fixed access token: the gold price of now. */
export async function onlinePrice(request: APIRequestContext, baseUrl: string): Promise<{ price: number; set_at: string; previous_price: number }> {
  const response = await request.post(`${baseUrl}/shop-api/online-price`, { headers: { Authorization: "Bearer zarrin-online-price" } });
  if (!response.ok()) throw new Error(`POST /online-price: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { price: number; set_at: string; previous_price: number } }).data;
}

/** `PUT /dev/gold-price`: fixes the gold price (toman per gram) of that Shop API. */
export async function fixGoldPrice(request: APIRequestContext, baseUrl: string, price: number) {
  const response = await request.put(`${baseUrl}/shop-api/dev/gold-price`, { data: { price } });
  if (!response.ok()) throw new Error(`PUT /dev/gold-price: ${response.status()} ${await response.text()}`);
}

/** `PUT /dev/stock`: how many of a variety the shop has (paid orders take from it). */
export async function setStock(request: APIRequestContext, baseUrl: string, productVendorId: number, stock: number) {
  const response = await request.put(`${baseUrl}/shop-api/dev/stock`, { data: { product_vendor_id: productVendorId, stock } });
  if (!response.ok()) throw new Error(`PUT /dev/stock: ${response.status()} ${await response.text()}`);
}
