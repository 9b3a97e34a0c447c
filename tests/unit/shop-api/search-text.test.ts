import { describe, expect, it } from "vitest";
import { normalizeSearchText, searchTerms, stem } from "../../../shop-api/server/search-text";
import { documentTerms, tsVectorText } from "../../../shop-api/server/catalogue/search-index";

/** The one reading of text that search applies to the catalogue's documents and to queries alike. */
describe("search text", () => {
  it.each([
    ["زنجير", "زنجیر"],
    ["پلاك", "پلاک"],
    ["ی ى ي", "ی ی ی"],
    ["۴۵ سانتی", "45 سانتی"],
    ["٤٥", "45"],
    ["آویز أصل", "اویز اصل"],
    ["سکهٔ", "سکه"],
    ["نیم‌ست", "نیم\u200cست"],
    ["گوشواره \u200c های", "گوشواره های"],
    ["وزن ۳٫۴۵ گرم، ۳٬۲۵۰٬۰۰۰ تومان.", "وزن 3.45 گرم 3250000 تومان"],
    ["  Venetian   CHAIN, 45 cm ", "venetian chain 45 cm"],
    ["Name necklace “Mina”", "name necklace mina"],
    ["ZG-00057", "zg 00057"],
  ])("normalises %j to %j", (input, output) => {
    expect(normalizeSearchText(input)).toBe(output);
  });

  it.each([
    // Persian plurals and endings, joined by a non-joiner as Persian spells them, or attached.
    ["گوشواره‌های", "گوشواره"],
    ["گوشوارههای", "گوشواره"],
    ["گوشواره‌ها", "گوشواره"],
    ["انگشترها", "انگشتر"],
    ["نقره‌ای", "نقره"],
    ["طلایی", "طلا"],
    ["جواهرات", "جواهر"],
    ["زیباترین", "زیبا"],
    ["نیم‌ست", "نیمست"],
    // Too short to lose an ending; words that end like one but are not are kept when short.
    ["طلا", "طلا"],
    ["زنان", "زنان"],
    ["انگشتر", "انگشتر"],
    // English plurals.
    ["earrings", "earring"],
    ["necklaces", "necklace"],
    ["watches", "watch"],
    ["boxes", "box"],
    ["accessories", "accessory"],
    ["glass", "glass"],
    ["ring", "ring"],
    // Numbers and codes as they are.
    ["00057", "00057"],
    ["3.45", "3.45"],
  ])("keeps %j as %j", (word, term) => {
    expect(stem(normalizeSearchText(word))).toBe(term);
  });

  it("makes a query's terms as a document's: normalised, stemmed, without stop words", () => {
    expect(searchTerms(" گوشواره‌های  طلا برای خانم‌ها ")).toEqual(["گوشواره", "طلا", "خانم"]);
    expect(searchTerms("گوشوارههای طلا")).toEqual(searchTerms("گوشواره‌های طلا"));
    expect(searchTerms("Earrings for the bride")).toEqual(["earring", "bride"]);
    expect(searchTerms("زنجير ۴۵")).toEqual(["زنجیر", "45"]);
    expect(searchTerms("   ")).toEqual([]);
    expect(searchTerms("و")).toEqual([]);
  });

  it("weighs a product's name and codes above its category, brand and tags, above its descriptions", () => {
    const terms = documentTerms({
      id: 57,
      gram: 1.2,
      wagesPercent: 18,
      noneGold: 0,
      noneGoldWages: 0,
      name: "گوشواره میخی گوی",
      otherName: "Gold ball studs",
      gtin: "6264815000576",
      mpn: "AVN-ST-057",
      category: "گوشواره میخی",
      parentCategory: "گوشواره",
      brand: "آوین",
      tags: "روزمره هدیه",
      shortDescription: "گوشواره‌ای ساده",
      description: ["با گردنبند همین طرح ست کنید."],
    });
    expect(terms.a).toEqual(["گوشواره", "میخ", "گوی", "zg", "00057", "6264815000576", "avn", "st", "057"]);
    expect(terms.b).toEqual(["گوشواره", "میخ", "گوشواره", "اوین", "روزمره", "هدیه"]);
    expect(terms.c).toContain("گردنبند");
    expect(terms.d).toEqual(["gold", "ball", "stud"]);
    expect(tsVectorText(terms, "abd")).not.toContain("گردنبند");
    expect(tsVectorText({ a: ["gold"], b: ["ring"], c: ["it's"], d: [] }, "abcd")).toBe("'gold':1A 'ring':2B 'it''s':3C");
  });
});
