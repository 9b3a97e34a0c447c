import { createHash } from "node:crypto";
import type { Response } from "express";
import { formatNumber, plainNumber } from "./messages";

/*
 * The sandbox payment gateway's pages (docs/shop/16-reference-shop-api.md §16.3): plain server-rendered
 * Persian HTML that works without JavaScript. The shopper pays or cancels; each has two buttons, for
 * the two ways Iranian gateways send the shopper back: a redirect (GET) or a form posted to the shop
 * (POST).
 */

/** The buttons' values (`decision`): pay or cancel, then return by GET or by POST. */
export const GATEWAY_DECISIONS = ["pay-get", "pay-post", "cancel-get", "cancel-post"] as const;
export type GatewayDecision = (typeof GATEWAY_DECISIONS)[number];

export const GATEWAY_BUTTONS: Record<GatewayDecision, string> = {
  "pay-get": "پرداخت (بازگشت با GET)",
  "pay-post": "پرداخت (بازگشت با POST)",
  "cancel-get": "انصراف (بازگشت با GET)",
  "cancel-post": "انصراف (بازگشت با POST)",
};

const AUTO_SUBMIT = "document.getElementById('return').submit();";
const AUTO_SUBMIT_HASH = createHash("sha256").update(AUTO_SUBMIT).digest("base64");

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:#f4f1ea;color:#1f2a28;line-height:1.8}
main{max-width:30rem;margin:2.5rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 .25rem 1.5rem rgba(32,69,65,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem;color:#204541}
p{margin:.5rem 0}
.note{font-size:.85rem;color:#6b6557;background:#fbf7e8;border-radius:.5rem;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.25rem 0}
dt{color:#6b6557}
dd{margin:0;font-weight:700}
.amount{font-size:1.35rem;color:#204541}
.buttons{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem;border-radius:.6rem;border:1px solid #204541;cursor:pointer}
button.pay{background:#204541;color:#fff}
button.cancel{background:#fff;color:#bb010b;border-color:#bb010b}
a{color:#204541}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** No caching, no framing, no scripts but the auto-submit, forms only to here and the shop. */
function send(res: Response, status: number, html: string, formTargets: string[]): void {
  const formAction = ["'self'", ...new Set(formTargets)].join(" ");
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; script-src 'sha256-${AUTO_SUBMIT_HASH}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    })
    .send(html);
}

export interface GatewayOrder {
  /** What is paid for: an order, or a top-up of the shopper's wallet. */
  kind: "order" | "recharge";
  id: number;
  amount: number;
  shopName: string;
  /** The shop's origin: where the shopper returns to (the form may go there). */
  shopOrigin: string;
}

/** The gateway: the shop, the amount and the order (or top-up), and the four buttons. */
export function sendGatewayPage(res: Response, order: GatewayOrder): void {
  const button = (decision: GatewayDecision) =>
    `<button type="submit" name="decision" value="${decision}" class="${decision.startsWith("pay") ? "pay" : "cancel"}">${GATEWAY_BUTTONS[decision]}</button>`;
  const body = `<h1>درگاه پرداخت آزمایشی</h1>
<p class="note">این درگاه آزمایشی است: پولی جابه‌جا نمی‌شود. «پرداخت» پرداخت را انجام‌شده و «انصراف» آن را ناموفق ثبت می‌کند.</p>
<dl>
<dt>پذیرنده</dt><dd data-shop>${escapeHtml(order.shopName)}</dd>
<dt>${order.kind === "order" ? "شماره سفارش" : "افزایش موجودی کیف پول، شماره"}</dt><dd data-${order.kind}>${plainNumber("fa", order.id)}</dd>
<dt>مبلغ قابل پرداخت</dt><dd class="amount" data-amount>${formatNumber("fa", order.amount)} تومان</dd>
</dl>
<form method="post">
<div class="buttons">
${button("pay-get")}
${button("pay-post")}
${button("cancel-get")}
${button("cancel-post")}
</div>
</form>`;
  send(res, 200, page("درگاه پرداخت آزمایشی", body), [order.shopOrigin]);
}

/** A token that was used already (or timed out): nothing more to do here, a link back to the shop. */
export function sendDonePage(res: Response, status: number, text: string, backUrl: string | null): void {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}" data-back>بازگشت به فروشگاه</a></p>` : "";
  send(res, status, page("درگاه پرداخت آزمایشی", `<h1>درگاه پرداخت آزمایشی</h1>\n<p data-done>${escapeHtml(text)}</p>\n${back}`), []);
}

/** Back to the shop by POST, as many Iranian gateways do: a form that submits itself (or by a tap without JavaScript). */
export function sendReturnForm(res: Response, action: string, fields: Record<string, string>): void {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const body = `<h1>بازگشت به فروشگاه</h1>
<p>در حال بازگشت به فروشگاه…</p>
<form id="return" method="post" action="${escapeHtml(action)}">
${inputs}
<button type="submit" class="pay">بازگشت به فروشگاه</button>
</form>
<script>${AUTO_SUBMIT}</script>`;
  send(res, 200, page("بازگشت به فروشگاه", body), [new URL(action).origin]);
}

/** What the gateway says about a token it has no more use for. */
export const DONE_TEXTS = {
  unknown: "این پرداخت پیدا نشد؛ نشانی درگاه درست نیست.",
  paid: "این مبلغ پیش‌تر پرداخت شده است؛ این درگاه دیگر کاری انجام نمی‌دهد.",
  failed: "این پرداخت پیش‌تر لغو شده یا ناموفق بوده است؛ این درگاه دیگر کاری انجام نمی‌دهد.",
  expired: "مهلت این پرداخت به پایان رسیده است؛ از فروشگاه دوباره اقدام کنید.",
  priceEnded: "مهلت ثابت ماندن قیمت این سفارش به پایان رسیده یا قیمت طلا بیش از حد تغییر کرده است؛ این درگاه پرداختی نمی‌گیرد. به فروشگاه برگردید و با قیمت امروز پرداخت کنید.",
  badDecision: "یکی از دکمه‌های پرداخت یا انصراف را انتخاب کنید.",
} as const;
