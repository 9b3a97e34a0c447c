import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createSignedCookie } from "~/shop/request/signed-cookie.server";

// The session cookie is React Router's signed cookie in its own format, signed with node:crypto
// (docs/decisions/0067): a shopper's cookie from before the change, or from React Router's own
// code, must read the same, and a forged one not at all.

const options = { httpOnly: true, secure: true, maxAge: 3600, secrets: ["first-secret-0123456789"] };
const data = { authToken: "tok.en/+=", user: { id: 7, name: "سارا احمدی", mobile: "09121111111" }, cartCount: 2, note: "a \"quoted\" % value; with = signs" };
/** The Cookie header a browser sends back for a Set-Cookie. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("the signed session cookie", () => {
  it("writes what React Router's own signed cookie writes, attributes included", async () => {
    const ours = createSignedCookie("__session", options);
    const theirs = createCookie("__session", options);
    const written = await ours.serialize(data);
    const [value, ...attributes] = written.split("; ");
    const [theirValue, ...theirAttributes] = (await theirs.serialize(data)).split("; ");
    expect(value).toBe(theirValue);
    // Max-Age and the rest; React Router adds no Expires for a maxAge either.
    expect(attributes).toEqual(theirAttributes);
    expect(attributes).toEqual(expect.arrayContaining(["Max-Age=3600", "Path=/", "HttpOnly", "Secure", "SameSite=Lax"]));
  });

  it("reads React Router's cookies, and React Router reads ours", async () => {
    const ours = createSignedCookie("__session", options);
    const theirs = createCookie("__session", options);
    expect(await ours.parse(`other=1; ${sentBack(await theirs.serialize(data))}`)).toEqual(data);
    expect(await theirs.parse(sentBack(await ours.serialize(data)))).toEqual(data);
  });

  it("reads nothing from a changed value or signature, or another secret's", async () => {
    const cookie = createSignedCookie("__session", options);
    const header = sentBack(await cookie.serialize(data));
    const [name, signed] = header.split("=") as [string, string];
    const decoded = decodeURIComponent(signed);
    const dot = decoded.lastIndexOf(".");
    const forgedValue = Buffer.from(JSON.stringify({ ...data, authToken: "someone-else" })).toString("base64");
    expect(await cookie.parse(`${name}=${encodeURIComponent(`${forgedValue}${decoded.slice(dot)}`)}`)).toBeNull();
    expect(await cookie.parse(`${name}=${encodeURIComponent(`${decoded.slice(0, dot)}.AAAA${decoded.slice(dot + 5)}`)}`)).toBeNull();
    expect(await cookie.parse(`${name}=${encodeURIComponent(decoded.slice(0, dot))}`)).toBeNull();
    expect(await createSignedCookie("__session", { ...options, secrets: ["another-secret-0123456789"] }).parse(header)).toBeNull();
  });

  it("reads a cookie signed with an older secret while signing with the newest", async () => {
    const before = createSignedCookie("__session", options);
    const rotated = createSignedCookie("__session", { ...options, secrets: ["new-secret-0123456789", ...options.secrets] });
    const oldHeader = sentBack(await before.serialize(data));
    expect(await rotated.parse(oldHeader)).toEqual(data);
    expect(await before.parse(sentBack(await rotated.serialize(data)))).toBeNull();
  });

  it("tells no cookie (null) from an emptied one (\"\"), and ends one with an expiry in the past", async () => {
    const cookie = createSignedCookie("__session", options);
    expect(await cookie.parse(null)).toBeNull();
    expect(await cookie.parse("other=1")).toBeNull();
    expect(await cookie.parse("__session=")).toBe("");
    const ended = await cookie.serialize("", { maxAge: undefined, expires: new Date(0) });
    expect(ended).toMatch(/^__session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it("refuses to be made without a secret", () => {
    expect(() => createSignedCookie("__session", { secrets: [] })).toThrow(/secret/);
  });
});
