import { describe, expect, it } from "vitest";
import { isLiteRequest, liteChoiceOf } from "~/lib/lite-mode";

const request = (headers: Record<string, string>) => new Headers(headers);

describe("lite mode", () => {
  it("is off for an ordinary request", () => {
    expect(isLiteRequest(request({}))).toBe(false);
    expect(isLiteRequest(request({ ECT: "4g", "Save-Data": "off" }))).toBe(false);
    expect(isLiteRequest(request({ ECT: "3g" }))).toBe(false);
  });

  it("is on with Save-Data or a 2G connection", () => {
    expect(isLiteRequest(request({ "Save-Data": "on" }))).toBe(true);
    expect(isLiteRequest(request({ "Save-Data": " On " }))).toBe(true);
    expect(isLiteRequest(request({ ECT: "2g" }))).toBe(true);
    expect(isLiteRequest(request({ ECT: "slow-2g" }))).toBe(true);
  });

  it("follows the shopper's choice over the hints, both ways", () => {
    expect(isLiteRequest(request({ Cookie: "clientToken=x; lite=off", "Save-Data": "on", ECT: "slow-2g" }))).toBe(false);
    expect(isLiteRequest(request({ Cookie: "lite=on", ECT: "4g" }))).toBe(true);
    expect(liteChoiceOf(request({ Cookie: "lite=maybe" }))).toBeNull();
    expect(isLiteRequest(request({ Cookie: "lite=maybe", "Save-Data": "on" }))).toBe(true);
    expect(isLiteRequest(request({ Cookie: "notlite=on" }))).toBe(false);
  });
});
