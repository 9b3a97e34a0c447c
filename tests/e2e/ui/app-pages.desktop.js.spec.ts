import { expect, test } from "@playwright/test";
import { setConfig } from "../support/shop-api";
import { appLinkJourney, hydrated, newsletterJourney } from "../support/forms";

// The app's pages, the footer's newsletter and the support chat with JavaScript (without it:
// app-pages.phone.nojs.spec.ts, contact.desktop.nojs.spec.ts).

test("the download page texts the app's link", async ({ page }) => {
  await appLinkJourney(page, "/downloadapp", true);
});

test("the footer's newsletter answers in place", async ({ page }) => {
  await newsletterJourney(page, "/faq", true);
});

test("the support chat loads its widget only when asked for, with the agent id of the settings", async ({ page, request, baseURL }) => {
  const widget: string[] = [];
  // The provider's CDN, answered here (no network): a widget that says it is ready and can open.
  await page.route("https://www.goftino.com/**", (route) => {
    widget.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.Goftino = { open() { document.documentElement.dataset.chatOpen = 'yes'; } }; window.dispatchEvent(new Event('goftino_ready'));",
    });
  });
  await setConfig(request, baseURL!, "chat_agent_id", "zarrin-test-agent");
  try {
    // The settings are cached for a moment: until the page has the agent id.
    await expect(async () => {
      await page.goto("/en/faq");
      expect(await page.content()).toContain("zarrin-test-agent");
    }).toPass({ timeout: 15_000 });
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(widget).toEqual([]);

    const button = page.locator("footer [data-support-chat]");
    await button.click();
    await expect(button).toHaveAttribute("data-support-chat", "open");
    await expect(page.locator("html")).toHaveAttribute("data-chat-open", "yes");
    expect(widget).toEqual(["https://www.goftino.com/widget/zarrin-test-agent"]);
    await expect(page).toHaveURL(/\/en\/faq$/);
  } finally {
    await setConfig(request, baseURL!, "chat_agent_id", null);
  }

  // A shop without a chat: the button is the contact page's link.
  await expect(async () => {
    await page.goto("/faq");
    expect(await page.content()).not.toContain("zarrin-test-agent");
  }).toPass({ timeout: 15_000 });
  await hydrated(page);
  await page.locator("footer [data-support-chat]").click();
  await expect(page).toHaveURL(/\/contactus$/);
  expect(widget).toHaveLength(1);
});
