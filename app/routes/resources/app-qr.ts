import type { Route } from "./+types/app-qr";
import QRCode from "qrcode";
import { getSiteConfig } from "~/shop/api/configs.server";
import { publicOrigin } from "~/shop/request/origin.server";

/**
 * /app-qr.svg: the footer's QR code for the app download (the Android app's address when the
 * settings give one, else the shop's download page), drawn by the qrcode library.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const config = await getSiteConfig(ctx);
  const origin = publicOrigin(args.request);
  const target = config.android_app_url || new URL("/downloadapp", origin).href;
  const svg = await QRCode.toString(target, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#204541", light: "#ffffff" } });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
