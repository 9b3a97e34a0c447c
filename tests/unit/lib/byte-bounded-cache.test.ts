import { describe, expect, it } from "vitest";
import { byteBoundedCache } from "~/lib/byte-bounded-cache";

describe("byteBoundedCache", () => {
  it("counts its keys: long keys anyone can type push the oldest out within the bytes", () => {
    const cache = byteBoundedCache<boolean>(64 * 1024);
    for (let index = 0; index < 1000; index += 1) cache.set(`/${String(index).padStart(4, "0")}${"x".repeat(1000)}`, true);
    expect(cache.calculatedSize).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeLessThan(40);
    expect(cache.has(`/0999${"x".repeat(1000)}`)).toBe(true);
    expect(cache.has(`/0000${"x".repeat(1000)}`)).toBe(false);
  });

  it("counts what a value weighs when told", () => {
    const cache = byteBoundedCache<{ message: string }>(10_000, { valueBytes: (value) => value.message.length * 2 });
    cache.set("a", { message: "خ".repeat(3000) });
    cache.set("b", { message: "خ".repeat(3000) });
    expect(cache.has("a")).toBe(false);
    expect(cache.has("b")).toBe(true);
  });
});
