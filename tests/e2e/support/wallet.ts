import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { freshMobile, latestCode, signInWithPassword } from "./accounts";
import { STUDS, studsToPayment, toast } from "./checkout";
import { setStock } from "./shop-api";

/*
 * The wallet's journey (issue 14), as a seeded shopper takes it with JavaScript or without: a
 * top-up through the sandbox gateway (back by GET or by the gateway's cross-site POST), replayed
 * and forged callbacks, a gift card, the credit at checkout, a friend registered through the
 * shopper's link, an instalment request from a product's credit dialog. Each journey has a
 * shopper of its own: the VIP's two invited friends (shop-api/server/seed/users.ts), whom no other
 * test touches.
 */

export interface WalletShopper {
  mobile: string;
  password: string;
}

export const NILOUFAR: WalletShopper = { mobile: "09124444441", password: "zarrin-1234" };
export const KAVEH: WalletShopper = { mobile: "09124444442", password: "zarrin-1234" };

/** A product to ask instalments for (a ring, sold by size: the dialog asks for the shown size). */
const RING_FOR_CREDIT = "/wedding-ring/classic-wedding-band";

const fa = (value: number) => new Intl.NumberFormat("fa-IR").format(value);

/** From the account's home, a section of the profile by its link (the side menu, or the phone's list). */
async function openSection(page: Page, key: string) {
  await page.goto("/profile");
  await page.locator(`[data-profile-menu] [data-profile-section="${key}"]`).click();
  await expect(page.locator(`[data-profile-menu] [data-profile-section="${key}"]`)).toHaveAttribute("aria-current", "true");
}

/** `POST /dev/gift-cards`: a card the shop issues (its staff do it in the admin). */
async function issueGiftCard(request: APIRequestContext, baseURL: string, amount: number): Promise<string> {
  const response = await request.post(`${baseURL}/shop-api/dev/gift-cards`, { data: { amount, expires_in_days: 30 } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

export async function walletJourney(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  options: { javaScriptEnabled: boolean; wayBack: "pay-get" | "pay-post"; shopper: WalletShopper },
) {
  const { javaScriptEnabled, wayBack, shopper } = options;
  await setStock(request, baseURL, STUDS.vendorId, 500);
  await signInWithPassword(page, shopper);

  // The wallet: every kind's balance, and what can be spent now (as /profile says).
  await page.goto("/profile");
  const spendable = Number(await page.locator("[data-wallet-balance]").getAttribute("data-wallet-balance"));
  await openSection(page, "wallet");
  await expect(page.locator("[data-wallet-total]")).toHaveAttribute("data-wallet-total", String(spendable));
  const main = page.locator('[data-wallet-card="original"]');
  const before = Number(await main.getAttribute("data-balance"));

  // A top-up below the minimum is refused beside its field, what was typed kept; 200,000 written
  // in Persian digits with separators goes to the gateway.
  const topUp = page.locator("[data-top-up]");
  await topUp.getByLabel("مبلغ (تومان)").fill("۵۰۰۰");
  await topUp.locator("[data-top-up-submit]").click();
  await expect(topUp.locator('[data-field-error="amount"]')).toHaveText("مبلغ باید دست‌کم ۱۰٬۰۰۰ تومان باشد.");
  // With JavaScript it was grouped as it was typed.
  await expect(topUp.getByLabel("مبلغ (تومان)")).toHaveValue(javaScriptEnabled ? "۵٬۰۰۰" : "۵۰۰۰");
  await topUp.getByLabel("مبلغ (تومان)").fill("۲۰۰٬۰۰۰");
  await topUp.locator("[data-top-up-submit]").click();
  await expect(page).toHaveURL(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
  const gateway = page.url();
  await expect(page.locator("[data-amount]")).toHaveText(`${fa(200_000)} تومان`);
  await page.locator(`button[value="${wayBack}"]`).click();
  // The POST way back submits itself with JavaScript; without it the shopper presses its button.
  if (wayBack === "pay-post" && !javaScriptEnabled) await page.locator("form#return button").click();
  await expect(page).toHaveURL(/\/profile\/wallet\/recharge-result\?recharge_id=\d+(&status=paid)?$/);
  const rechargeId = new URL(page.url()).searchParams.get("recharge_id")!;
  const result = page.locator("[data-recharge-result]");
  await expect(result).toHaveAttribute("data-recharge-result", "paid");
  await expect(result.locator('[data-detail="amount"] dd')).toHaveText(`${fa(200_000)} تومان`);
  await expect(result.locator('[data-detail="balance"] dd')).toHaveText(`${fa(before + 200_000)} تومان`);

  // A refresh, the gateway's form replayed and a forged failure change nothing: one line, one credit.
  await page.reload();
  await expect(result).toHaveAttribute("data-recharge-result", "paid");
  await page.goto(gateway);
  await expect(page.locator("[data-done]")).toContainText("پیش‌تر پرداخت شده است");
  await page.goto(`/profile/wallet/recharge-result?recharge_id=${rechargeId}&status=failed`);
  await expect(result).toHaveAttribute("data-recharge-result", "paid");
  await result.locator("[data-to-wallet]").click();
  await expect(main).toHaveAttribute("data-balance", String(before + 200_000));
  await expect(page.locator(`[data-history] [data-recharge="${rechargeId}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-history] [data-recharge="${rechargeId}"] [data-amount]`)).toHaveAttribute("data-amount", "200000");

  // A gift card: an unknown code refused beside the field, the card redeemed once (typed as people
  // type it), refused the second time.
  const code = await issueGiftCard(request, baseURL, 300_000);
  const redeem = page.locator("[data-redeem]");
  await redeem.getByLabel("کد کارت هدیه").fill("ZG-NOPE-NOPE");
  await redeem.locator("[data-redeem-submit]").click();
  await expect(redeem.locator('[data-field-error="code"]')).toHaveText("کد کارت هدیه معتبر نیست.");
  await expect(redeem.getByLabel("کد کارت هدیه")).toHaveValue("ZG-NOPE-NOPE");
  await redeem.getByLabel("کد کارت هدیه").fill(code.toLowerCase().replace(/-/g, " "));
  await redeem.locator("[data-redeem-submit]").click();
  await expect(toast(page)).toContainText(`${fa(300_000)} تومان اعتبار کارت هدیه به کیف پول شما افزوده شد.`);
  await redeem.getByLabel("کد کارت هدیه").fill(code);
  await redeem.locator("[data-redeem-submit]").click();
  await expect(redeem.locator('[data-field-error="code"]')).toHaveText("این کارت هدیه پیش‌تر استفاده شده است.");
  await openSection(page, "giftWallet");
  const card = page.locator('[data-gift-role="received"]').filter({ has: page.locator('[data-gift-balance="300000"]') });
  await expect(card).toHaveCount(1);
  await card.locator("a").click();
  await expect(page).toHaveURL(/\/profile\/gift-wallet\/\d+$/);
  await expect(page.locator('[data-history] [data-transaction-kind="gift_card"]')).toContainText(code);

  // The credit at checkout: the main wallet pays its whole balance towards an order.
  await studsToPayment(page, javaScriptEnabled);
  const wallet = page.locator('[data-wallet="original"]');
  await expect(wallet).toContainText(`${fa(before + 200_000)} تومان`);
  await wallet.getByRole("button", { name: "استفاده", exact: true }).click();
  await expect(wallet).toHaveAttribute("data-in-cart", String(before + 200_000));
  await expect(page.locator('[data-sum="wallets"]')).toContainText(fa(before + 200_000));

  // A friend registers through the shopper's link, once; the shopper's page counts them.
  await openSection(page, "inviteFriend");
  const friends = Number(await page.locator("[data-referral-friends]").getAttribute("data-referral-friends"));
  const link = await page.locator("[data-referral-link]").inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/register\\?ref=[0-9A-F]{8}$`));
  // Plain links that need no script, each carrying the link.
  for (const [network, prefix] of [["whatsapp", "https://wa.me/?text="], ["telegram", "https://t.me/share/url?url="]] as const) {
    const href = (await page.locator(`[data-share-to="${network}"]`).getAttribute("href"))!;
    expect(href.startsWith(prefix), href).toBe(true);
    expect(href).toContain(encodeURIComponent(link));
  }
  await page.locator("[data-share-invite]").click();
  await expect(page.locator("[data-share-dialog] #share-url")).toHaveValue(link);
  const friend = await browser.newContext({ javaScriptEnabled, baseURL });
  const friendPage = await friend.newPage();
  const mobile = freshMobile();
  await friendPage.goto(link);
  await expect(friendPage).toHaveURL(/\/login$/);
  await expect(friendPage.locator("[data-invited]")).toBeVisible();
  await friendPage.getByLabel("شماره موبایل").fill(mobile);
  await friendPage.getByRole("button", { name: "ادامه" }).click();
  await friendPage.getByLabel("کد تأیید").fill(await latestCode(request, baseURL, mobile, "register"));
  await friendPage.getByRole("button", { name: "تأیید" }).click();
  await expect(friendPage).toHaveURL(/\/register$/);
  await friendPage.getByLabel("نام و نام خانوادگی").fill("دوست تازه");
  await friendPage.getByLabel("رمز عبور", { exact: true }).fill("friend-1234");
  await friendPage.getByLabel("تکرار رمز عبور").fill("friend-1234");
  await friendPage.getByRole("button", { name: "ساخت حساب کاربری" }).click();
  await expect(friendPage).toHaveURL(/\/profile$/);
  await friend.close();
  await page.reload();
  await expect(page.locator("[data-referral-friends]")).toHaveAttribute("data-referral-friends", String(friends + 1));
  await expect(page.locator("[data-friend]").first()).toHaveAttribute("data-friend", `${mobile.slice(0, 4)}***${mobile.slice(-4)}`);

  // An instalment request from the product's credit dialog, listed with its state.
  await page.goto(RING_FOR_CREDIT);
  await page.locator("[data-credit]").click();
  const dialog = page.locator("[data-credit-dialog]");
  await dialog.locator('[data-plan="6"]').click();
  await dialog.locator("[data-credit-submit]").click();
  await expect(page).toHaveURL(/\/profile\/validity\/\d+$/);
  const requestId = /(\d+)$/.exec(page.url())![1]!;
  await expect(toast(page)).toContainText("درخواست خرید اقساطی شما ثبت شد");
  await expect(page.locator("[data-credit-status]").first()).toHaveAttribute("data-credit-status", "documents");
  await expect(page.locator('[data-credit-step][data-done="false"]')).toHaveCount(4);
  await openSection(page, "validity");
  const listed = page.locator(`[data-credit-request="${requestId}"]`);
  await expect(listed.locator("[data-credit-status]")).toHaveText("در انتظار مدارک");
  await expect(listed.locator("[data-credit-plan]")).toContainText("۶ قسط ماهانهٔ");
}

