import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopApi } from "../../../shop-api/server/app";
import { searchIndexMissing } from "../../../shop-api/server/catalogue/search-index";
import { growCatalogue } from "../../../shop-api/server/seed/grown-catalogue";

const SIZE = 300;
const NOW = new Date("2026-11-29T08:00:00Z");

interface GrownRow {
  slug: string;
  category: string;
  brand: string | null;
  fa_name: string | null;
  en_name: string | null;
  fa_short: string | null;
  en_short: string | null;
  fa_description: string[] | null;
  en_description: string[] | null;
  varieties: number;
  pictures: number;
  undrawn_pictures: number;
  tags: number;
  facts: string;
}

/**
 * An in-memory Shop API grown to SIZE products: each product with what its pages and search read,
 * whether the search index holds them all, and how many products growing again to the same size adds.
 */
async function grownCatalogue(): Promise<{ rows: GrownRow[]; indexed: boolean; addedAgain: number }> {
  const api = await createShopApi({ devTools: false, catalogueSize: SIZE, clock: () => NOW });
  try {
    const result = (await api.db.execute(sql`
      select p.slug, c.slug as category, b.slug as brand,
        fa.name as fa_name, en.name as en_name, fa.short_description as fa_short, en.short_description as en_short,
        fa.description as fa_description, en.description as en_description,
        (select count(*)::int from product_varieties v where v.product_id = p.id) as varieties,
        (select count(*)::int from product_images i where i.product_id = p.id) as pictures,
        (select count(*)::int from product_images i where i.product_id = p.id
          and not exists (select 1 from media_artworks m where m.path = i.path)) as undrawn_pictures,
        (select count(*)::int from product_tags t where t.product_id = p.id) as tags,
        concat_ws(' ', p.gram, p.wages_percent, p.discount_percent, p.offer_ends_at, p.rating, p.sales_count, p.created_at, p.colour, p.gtin, p.mpn,
          (select string_agg(concat_ws(':', v.option, v.value, v.gram, v.stock), ' ' order by v.position) from product_varieties v where v.product_id = p.id)) as facts
      from products p
      join categories c on c.id = p.category_id
      left join brands b on b.id = p.brand_id
      left join product_texts fa on fa.product_id = p.id and fa.lang = 'fa'
      left join product_texts en on en.product_id = p.id and en.lang = 'en'
      order by p.id`)) as unknown as { rows: GrownRow[] };
    return { rows: result.rows, indexed: !(await searchIndexMissing(api.db)), addedAgain: await growCatalogue(api.db, SIZE, NOW) };
  } finally {
    await api.close();
  }
}

describe("a catalogue grown to a size (catalogueSize)", () => {
  let first: Awaited<ReturnType<typeof grownCatalogue>>;
  let second: Awaited<ReturnType<typeof grownCatalogue>>;
  beforeAll(async () => {
    first = await grownCatalogue();
    second = await grownCatalogue();
  });

  it("has exactly that many products, each with its own slug", () => {
    expect(first.rows).toHaveLength(SIZE);
    expect(new Set(first.rows.map((row) => row.slug)).size).toBe(SIZE);
  });

  it("gives every product its name, short description and description in both languages", () => {
    const persian = /[\u0600-\u06ff]/;
    const missing = first.rows.filter(
      (row) =>
        ![row.fa_name, row.fa_short, ...(row.fa_description ?? [])].every((text) => text && persian.test(text)) ||
        ![row.en_name, row.en_short, ...(row.en_description ?? [])].every((text) => text && /^[\x20-\x7e“”’–]+$/.test(text)) ||
        !row.fa_description?.length ||
        !row.en_description?.length
    );
    expect(missing.map((row) => row.slug)).toEqual([]);
  });

  it("gives every product a variety to buy, the demo's drawn pictures and tags", () => {
    expect(first.rows.filter((row) => row.varieties === 0 || row.pictures === 0 || row.undrawn_pictures > 0 || row.tags === 0).map((row) => row.slug)).toEqual([]);
  });

  it("spreads the products over the categories and brands", () => {
    expect(new Set(first.rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(15);
    const branded = first.rows.filter((row) => row.brand !== null).length;
    expect(branded / SIZE).toBeGreaterThan(0.7);
    expect(branded).toBeLessThan(SIZE);
  });

  it("is in the search index", () => {
    expect(first.indexed).toBe(true);
  });

  it("is the same catalogue on every run, and growing again to its size adds nothing", () => {
    expect(second.rows).toEqual(first.rows);
    expect(first.addedAgain).toBe(0);
  });
});
