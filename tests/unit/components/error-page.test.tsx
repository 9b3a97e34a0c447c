// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorPage } from "~/components/error/error-page.lazy";
import { renderFallbackErrorDocument } from "~/components/error/fallback-document";

describe("error page fallback (docs/shop/02-pages.md §2.18)", () => {
  it("stands in with 'go back to home' when the themed page cannot render", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // No router, no translations, no settings: the themed page throws, the fallback remains.
    render(<ErrorPage status={500} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("خطایی رخ داده است");
    expect(screen.getByRole("link", { name: "بازگشت به صفحه اصلی" }).getAttribute("href")).toBe("/");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("is also a whole document the server can send when React cannot render", () => {
    const fa = renderFallbackErrorDocument("fa");
    expect(fa).toContain('<html lang="fa" dir="rtl">');
    expect(fa).toContain('<a href="/"');
    const en = renderFallbackErrorDocument("en");
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain("Go back to home");
    expect(en).toContain('href="/en"');
  });
});
