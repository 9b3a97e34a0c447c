import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";

/** Seeded accounts of the reference Shop API (shop-api/server/README.md). */
export const REPEAT_CUSTOMER = { mobile: "09121111111", password: "zarrin-1234", name: "علی رضایی" };
export const NEW_CUSTOMER = { mobile: "09122222222", password: "zarrin-1234", name: "سارا محمدی" };
/** In the `vip_members` setting: sees the detailed price breakdown. */
export const VIP_CUSTOMER = { mobile: "09120000000", password: "zarrin-vip-1234", name: "مریم احمدی" };

/** A mobile no one has registered: 0919 and eight random digits. */
export function freshMobile(): string {
  return `0919${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
}

/**
 * The newest code of a purpose the Shop API "texted" to a mobile (its development inbox), waiting
 * for it to arrive (and, with `previous`, for one that is not that one).
 */
export async function latestCode(
  request: APIRequestContext,
  baseUrl: string,
  mobile: string,
  purpose: "register" | "login" | "forget",
  previous?: string,
): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const response = await request.get(`${baseUrl}/shop-api/dev/inbox?mobile=${mobile}`);
      const { messages } = (await response.json()) as { messages: { code: string; purpose: string }[] };
      code = messages.find((message) => message.purpose === purpose)?.code ?? "";
      return code && code !== previous ? code : "";
    })
    .not.toBe("");
  return code;
}

/** Registers an account through the Shop API itself (check, code, validate, register). */
export async function registerThroughApi(request: APIRequestContext, baseUrl: string, mobile: string, password: string) {
  const api = `${baseUrl}/shop-api`;
  await request.post(`${api}/new-send-code`, { data: { mobile, purpose: "register" } });
  const code = await latestCode(request, baseUrl, mobile, "register");
  const validated = await request.post(`${api}/new-validate-code`, { data: { mobile, code, purpose: "register" } });
  const { verification_token } = ((await validated.json()) as { data: { verification_token: string } }).data;
  const registered = await request.post(`${api}/register`, { data: { mobile, name: "Test Shopper", password, verification_token } });
  expect(registered.status()).toBe(201);
}

/** Signs in through the sign-in page by password, and waits until the shop has let them in. */
export async function signInWithPassword(page: Page, account: { mobile: string; password: string }, prefix = "") {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(prefix ? "Mobile number" : "شماره موبایل").fill(account.mobile);
  await page.getByRole("button", { name: prefix ? "Continue" : "ادامه" }).click();
  await page.getByLabel(prefix ? "Password" : "رمز عبور").fill(account.password);
  await page.getByRole("button", { name: prefix ? "Sign in" : "ورود", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A request context signed in through the sign-in page's forms (its cookies kept), as a browser without JavaScript. */
export async function signedInContext(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, account: { mobile: string; password: string }) {
  const context = await playwright.request.newContext({ baseURL });
  await context.post("/login", { form: { intent: "mobile", mobile: account.mobile }, maxRedirects: 0 });
  const answer = await context.post("/login", { form: { intent: "password", password: account.password }, maxRedirects: 0 });
  expect(answer.headers().location).toMatch(/\/profile$/);
  return context;
}

/** The `__session=…` cookie a signed-in request context holds, to send by hand (an http test's raw requests). */
export async function sessionCookie(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.filter((cookie) => cookie.name === "__session").map((cookie) => `__session=${cookie.value}`)[0] ?? "";
}
