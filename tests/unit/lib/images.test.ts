import { describe, expect, it } from "vitest";
import { imageUrl, phoneSlotWidth, responsiveImage, srcSetWidths, widthFor } from "~/lib/images";

describe("image addresses and widths", () => {
  it("names a width, and low quality only when asked", () => {
    expect(imageUrl("/media/catalogue/a.jpg", 240)).toBe("/media/catalogue/a.jpg?w=240");
    expect(imageUrl("catalogue/a.jpg", 240, "low")).toBe("/media/catalogue/a.jpg?w=240&q=low");
    expect(imageUrl("https://cdn.example/a.jpg", 240, "low")).toBe("https://cdn.example/a.jpg");
  });

  it("offers widths from half the widest display up to twice it", () => {
    expect(srcSetWidths(240)).toEqual([160, 240, 320, 480]);
    expect(srcSetWidths(1280)).toEqual([640, 800, 960, 1280, 1600]);
    expect(srcSetWidths(40)).toEqual([96]);
    expect(widthFor(412)).toBe(480);
    expect(widthFor(5000)).toBe(1600);
  });

  it("knows how wide a phone shows an image, from the default entry of its sizes", () => {
    expect(phoneSlotWidth("(min-width: 769px) 240px, 45vw", 240)).toBeCloseTo(185.4);
    expect(phoneSlotWidth("100vw", 400)).toBe(400);
    expect(phoneSlotWidth("56px", 56)).toBe(56);
    expect(phoneSlotWidth("calc(100vw - 2rem)", 640)).toBe(640);
  });

  it("gives a full page up to 2× and a lite page low quality no wider than a phone shows it", () => {
    const full = responsiveImage("/media/x.jpg", 640, "(min-width: 769px) 50vw, 100vw", false);
    expect(full.src).toBe("/media/x.jpg?w=640");
    expect(full.srcSet).toContain("/media/x.jpg?w=1280 1280w");
    const lite = responsiveImage("/media/x.jpg", 640, "(min-width: 769px) 50vw, 100vw", true);
    expect(lite.src).toBe("/media/x.jpg?w=480&q=low");
    expect(lite.srcSet).toBe("/media/x.jpg?w=320&q=low 320w, /media/x.jpg?w=480&q=low 480w");
  });
});
