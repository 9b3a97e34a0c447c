import { describe, expect, it } from "vitest";
import { companyNameFor, DEFAULT_THEME, HOUSE_SHOP, toSiteSettings } from "~/lib/site";

describe("site settings", () => {
  it("falls back to the default theme colours of docs/shop/09-constants.md §9.8", () => {
    const site = toSiteSettings({}, "fa", "فروشگاه طلا");
    expect(site.theme).toEqual({ primary: "#E8E4D9", secondary: "#204541", third: "#bb010b" });
    expect(DEFAULT_THEME.third).toBe("#bb010b");
    expect(site.shopName).toBe("فروشگاه طلا");
    expect(site.metaTitle).toBe("فروشگاه طلا");
  });

  it("takes the configured colours and switches", () => {
    const site = toSiteSettings(
      { "primary-color": "#111111", "secondary-color": "#222222", "third-color": "#333333", show_cart_header: false, is_simple_footer: true },
      "en",
      "Gold shop",
    );
    expect(site.theme).toEqual({ primary: "#111111", secondary: "#222222", third: "#333333" });
    expect(site.showCartHeader).toBe(false);
    expect(site.isSimpleFooter).toBe(true);
    expect(site.isSimpleHeader).toBe(false);
  });

  it("names the configured company, unless the shop is the house shop", () => {
    expect(companyNameFor({ shop_name: "طلای نگار", company_name: "شرکت نگار" }, "fa")).toBe("شرکت نگار");
    expect(companyNameFor({ shop_name: HOUSE_SHOP.names[0], company_name: "something else" }, "fa")).toBe(HOUSE_SHOP.companyName.fa);
    expect(companyNameFor({ shop_name: HOUSE_SHOP.names[1], company_name: "" }, "en")).toBe(HOUSE_SHOP.companyName.en);
    expect(companyNameFor({ shop_name: "Negar Gold", company_name: " " }, "en")).toBe("Negar Gold");
  });

  it("accepts only well-formed analytics ids", () => {
    expect(toSiteSettings({ gtm_id: "GTM-AB12CD", gtag_id: "G-XYZ123" }, "fa", "x")).toMatchObject({ gtmId: "GTM-AB12CD", gtagId: "G-XYZ123" });
    expect(toSiteSettings({ gtm_id: "GTM-1');alert(1)//", gtag_id: "" }, "fa", "x")).toMatchObject({ gtmId: null, gtagId: null });
  });

  it("lists the social links and licence badges that are configured", () => {
    const site = toSiteSettings(
      { instagram: "https://instagram.com/zarrin", telegram: null, aparat: " ", mojavez_image_url: "/media/mojavez.svg", samandehi: "/media/samandehi.svg" },
      "fa",
      "x",
    );
    expect(site.social).toEqual([{ network: "instagram", url: "https://instagram.com/zarrin" }]);
    expect(site.licences.map((licence) => licence.badge)).toEqual(["samandehi", "mojavez"]);
  });

  it("shows the notification strip only with a text", () => {
    expect(toSiteSettings({ notification_text: "ارسال رایگان", notification_url: "/gold-jewelry" }, "fa", "x").notification).toEqual({
      text: "ارسال رایگان",
      url: "/gold-jewelry",
    });
    expect(toSiteSettings({ notification_text: "" }, "fa", "x").notification).toBeNull();
  });
});
