import { test } from "@playwright/test";
import { filterNecklacesByHand } from "../support/filters";

// A shopper filters a category by hand (support/filters.ts), with and without JavaScript, in the
// desktop's sidebar.
test.describe.configure({ timeout: 60_000 }); // a long journey: four filters, each applied

test("filtering by brand, colour, weight and price with the visible controls narrows the list", async ({ page, request, baseURL, isMobile, javaScriptEnabled }) => {
  await filterNecklacesByHand(page, request, baseURL!, { isMobile, javaScriptEnabled });
});
