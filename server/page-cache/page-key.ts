import type { Request } from "express";
import { isbot } from "isbot";
import { arPlatform } from "~/lib/augmented-reality";
import { isMobileRequest } from "~/lib/device";
import { isLiteRequest, LITE_COOKIE } from "~/lib/lite-mode";

/**
 * Everything a first visitor's page depends on: where it was asked (canonical links), what it is,
 * lite or full, phone or desktop (the home page's order, the inline pictures, the chrome), the phone's AR viewer
 * (iOS or Android, for a product's "see it in your room"), the image formats the browser takes,
 * and whether a crawler asks (which gets the page whole). The gold price's version is added to it.
 */
export function pageKey(req: Request): string {
  const headers = new Headers();
  for (const name of ["save-data", "ect", "sec-ch-ua-mobile", "user-agent", "cookie"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const accept = req.headers.accept ?? "";
  const imageFormat = accept.includes("image/avif") ? "avif" : accept.includes("image/webp") ? "webp" : "jpeg";
  return [
    `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`,
    isLiteRequest(headers) ? "lite" : "full",
    isMobileRequest(headers) ? "phone" : "desktop",
    arPlatform(headers.get("user-agent")) ?? "no-ar",
    imageFormat,
    isbot(req.headers["user-agent"] ?? "") ? "bot" : "person",
  ].join("|");
}

/**
 * The cookies a first visitor's render reads, as a Cookie header: only those that change a page for
 * everyone who has them (the lite choice, which the key knows too); undefined when there are none.
 */
export function keyCookies(req: Request): string | undefined {
  const kept = (req.headers.cookie ?? "").split(";").filter((part) => part.split("=", 1)[0]?.trim() === LITE_COOKIE);
  return kept.length > 0 ? kept.join(";") : undefined;
}
