import { describe, expect, it } from "vitest";
import { persianNumber, productSeeds } from "../../../shop-api/server/seed/products";

// The seeded catalogue says one weight per product: its short description's is its specifications'.
describe("seeded products", () => {
  const seeds = productSeeds(new Date("2026-11-29T00:00:00Z"));

  it("state in their short description the weight their specifications give (the first option's)", () => {
    const wrong = seeds.filter((seed) => !seed.shortDescription.en.includes(`about ${seed.gram} g`) || !seed.shortDescription.fa.includes(`حدود ${persianNumber(seed.gram)} گرم`));
    expect(wrong.map((seed) => `${seed.slug}: ${seed.gram} g, "${seed.shortDescription.en}"`)).toEqual([]);
  });
});
