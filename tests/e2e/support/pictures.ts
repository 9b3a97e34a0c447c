import { expect, type Locator } from "@playwright/test";

/**
 * The first-screen picture (docs/decisions/0047): either it comes inside the HTML, a preview
 * followed by the sharp picture drawn over it, both `data:` images; or, when too large to inline
 * (a desktop's banner), it is the one eager image, fetched first from its `srcset`.
 */
export async function expectFirstScreenPicture(first: Locator): Promise<"inline" | "fetched"> {
  if ((await first.getAttribute("data-inline-src")) !== null) {
    await expect(first).toHaveAttribute("src", /^data:image\/(avif|webp|jpeg);base64,/);
    await expect(first).toHaveAttribute("aria-hidden", "true");
    const sharp = first.locator("xpath=following-sibling::img[1]");
    await expect(sharp).toHaveAttribute("data-inline-sharp", "");
    await expect(sharp).toHaveAttribute("src", /^data:image\/(avif|webp|jpeg);base64,/);
    await expect(sharp).not.toHaveAttribute("alt", "");
    return "inline";
  }
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("srcset", /\/media\/[^ ]+\?w=\d+ \d+w/);
  return "fetched";
}
