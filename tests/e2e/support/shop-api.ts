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
