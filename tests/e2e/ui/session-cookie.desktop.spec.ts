import { expect, type Page, type Response, test } from "@playwright/test";
import { freshMobile, registerThroughApi, signInWithPassword } from "../support/accounts";
import { addFromProductPage, STUDS } from "../support/checkout";
import { hydrated } from "../support/forms";

// One writer of the session (decision 45), as a browser sees it with and without JavaScript: no
// answer of a shopper's journey sets the session cookie twice, and each action's one-shot message
// (the welcome, the cart's news, the goodbye) shows on the page after it.

/** Every answer the page is sent, with how many session cookies it sets; read once the journey is over. */
function recordSessionCookies(page: Page) {
  const answers: Promise<{ what: string; cookies: number } | null>[] = [];
  const record = (response: Response) => {
    answers.push(
      response.headersArray().then(
        (headers) => ({
          what: `${response.request().method()} ${response.url()} ${response.status()}`,
          cookies: headers.filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__session=")).length,
        }),
        // A picture still loading when the test ends: no answer of the shop's to count.
        () => null,
      ),
    );
  };
  page.on("response", record);
  return async () => {
    page.off("response", record);
    return (await Promise.all(answers)).filter((answer) => answer !== null);
  };
}

test("a journey's answers set the session cookie at most once each, and each toast shows on the next page", async ({ page, request, baseURL, javaScriptEnabled }) => {
  const answers = recordSessionCookies(page);
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "a-session-secret");

  await signInWithPassword(page, { mobile, password: "a-session-secret" });
  await expect(page.locator('[data-toast="success"]').last()).toContainText("خوش آمدید، Test Shopper!");
  await addFromProductPage(page, STUDS, javaScriptEnabled);
  await page.goto("/profile");
  if (javaScriptEnabled) await hydrated(page);
  await page.locator("[data-logout]").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-toast="info"]')).toContainText("از حساب خود خارج شدید.");

  const seen = await answers();
  expect(seen.filter((answer) => answer.cookies > 1)).toEqual([]);
  // The session was written along the way: by both sign-in steps, the cart and the sign-out.
  expect(seen.filter((answer) => answer.cookies === 1 && answer.what.startsWith("POST ")).length).toBeGreaterThanOrEqual(4);
});
