import { describe, expect, it } from "vitest";
import { activeFilterCount, listingApiQuery, listingSearch, listingSorts, parseListingQuery, pastLastPage, withoutFilters } from "~/lib/listing";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("listing URLs", () => {
  it("reads defaults from an empty query", () => {
    expect(parse("")).toEqual({ search: null, page: 1, sort: "newest", brand: [], minWeight: null, maxWeight: null, minPrice: null, maxPrice: null, colour: [], inStock: false });
  });

  it("reads what a filter form sends, repeated or comma-separated, Persian digits too", () => {
    const query = parse("sort=cheapest&brand=a&brand=b,c&min_weight=۲٫۵&max_price=۳۰٬۰۰۰٬۰۰۰&colour=rose&colour=purple&in_stock=1&page=3");
    expect(query).toEqual({ search: null, page: 3, sort: "cheapest", brand: ["a", "b", "c"], minWeight: 2.5, maxWeight: null, minPrice: null, maxPrice: 30_000_000, colour: ["rose"], inStock: true });
    expect(parse("min_weight=2.5").minWeight).toBe(2.5);
  });

  it("drops nonsense", () => {
    expect(parse("sort=random&page=-2&min_price=abc&colour=blue")).toMatchObject({ sort: "newest", page: 1, minPrice: null, colour: [] });
  });

  it("counts active filters, not sort or page", () => {
    expect(activeFilterCount(parse("sort=dearest&page=2"))).toBe(0);
    expect(activeFilterCount(parse("brand=a&brand=b&min_weight=1&max_weight=5&colour=rose&in_stock=1"))).toBe(5);
    expect(activeFilterCount(parse("min_price=1000"))).toBe(1);
  });

  it("writes short URLs and the Shop API's parameters", () => {
    const query = parse("brand=a&colour=rose&in_stock=1");
    expect(listingSearch(query, { page: 2 })).toBe("?brand=a&colour=rose&in_stock=1&page=2");
    expect(listingSearch(parse(""))).toBe("");
    expect(listingSearch(parse("page=4"), { sort: "cheapest", page: 1 })).toBe("?sort=cheapest");
    expect(listingApiQuery(query, 24)).toEqual({ page: 1, per_page: 24, sort: "newest", brand: "a", min_weight: undefined, max_weight: undefined, min_price: undefined, max_price: undefined, colour: "rose", in_stock: 1 });
  });

  it("sends a page past the list's last to the last (an empty list's is the first), and no other", () => {
    expect(pastLastPage(parse("page=99"), 3)).toBe(3);
    expect(pastLastPage(parse("page=2"), 0)).toBe(1);
    expect(pastLastPage(parse("page=3"), 3)).toBeNull();
    expect(pastLastPage(parse(""), 0)).toBeNull();
  });

  it("clears the filters, keeping the order, back to the first page", () => {
    expect(listingSearch(withoutFilters(parse("sort=cheapest&brand=a&colour=rose&min_price=5&in_stock=1&page=3")))).toBe("?sort=cheapest");
  });
});

describe("a search's listing", () => {
  const search = (params: string, q = "گوشواره") => parseListingQuery(new URLSearchParams(params), q);

  it("sorts by relevance unless asked otherwise, which no other listing offers", () => {
    expect(search("")).toMatchObject({ search: "گوشواره", sort: "relevance", page: 1 });
    expect(search("sort=cheapest").sort).toBe("cheapest");
    expect(listingSorts(search(""))).toEqual(["relevance", "newest", "cheapest", "dearest", "bestselling"]);
    expect(parse("sort=relevance").sort).toBe("newest");
    expect(listingSorts(parse(""))).toEqual(["newest", "cheapest", "dearest", "bestselling"]);
    // A category's address with a q is no search.
    expect(parse("q=x").search).toBeNull();
  });

  it("keeps its query in every address it writes, its default order left out", () => {
    const query = search("sort=dearest&brand=a&in_stock=1&page=2", "طلا سفید");
    expect(listingSearch(query, { page: 3 })).toBe("?q=%D8%B7%D9%84%D8%A7+%D8%B3%D9%81%DB%8C%D8%AF&sort=dearest&brand=a&in_stock=1&page=3");
    expect(listingSearch(search("sort=cheapest"), { sort: "relevance" })).toBe(`?${new URLSearchParams({ q: "گوشواره" })}`);
    expect(listingSearch(search("sort=relevance"), { sort: "newest" })).toBe(`?${new URLSearchParams({ q: "گوشواره", sort: "newest" })}`);
    expect(listingSearch(withoutFilters(query))).toBe(`?${new URLSearchParams({ q: "طلا سفید", sort: "dearest" })}`);
  });

  it("asks the Shop API for the listing's parameters, not its query (the search call's own)", () => {
    expect(listingApiQuery(search("sort=cheapest&brand=a"), 4)).toMatchObject({ page: 1, per_page: 4, sort: "cheapest", brand: "a" });
    expect(listingApiQuery(search(""))).not.toHaveProperty("q");
  });
});
