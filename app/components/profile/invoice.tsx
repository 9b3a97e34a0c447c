import { goldPriceBreakdown } from "../../../shop-api/contract/pricing";
import type { User } from "../../../shop-api/contract/auth";
import type { OrderDetail, OrderItem } from "../../../shop-api/contract/profile";
import { useLocale, useT } from "~/components/locale";
import { useSite } from "~/components/shell/use-shell-data";
import { localizeDigits } from "~/lib/digits";
import { formatDate, formatNumber, formatPercent, formatToman, isolate } from "~/lib/format";
import { invoiceTotal } from "~/lib/orders";

/**
 * How the invoice prints (this page's own print stylesheet): A4 in landscape, as Iranian sales
 * invoices are laid out; the invoice alone (what does not hold it is left out, what holds it loses
 * its frame), compact, its table at the page's width.
 */
const PRINT_CSS = `@page{size:A4 landscape;margin:10mm}
body{background:#fff}
body :not(:has([data-printable]),[data-printable],[data-printable] *){display:none!important}
body :has([data-printable]){display:block;margin:0;padding:0;max-width:none;min-height:0}
[data-printable]{border:0;border-radius:0;padding:0;gap:.75rem;font-size:9pt}
[data-printable] [role=region]{overflow:visible}
[data-printable] table{min-width:0!important;font-size:8pt}
[data-printable] :is(th,td){padding:.2rem .25rem}`;

/**
 * A line's money, its quantity included; the price's parts (docs/shop/15-pricing.md §15.1) when the
 * order kept them.
 */
interface InvoiceLine {
  item: OrderItem;
  parts: { gold: number; wages: number; noneGold: number; profit: number; tax: number } | null;
  price: number;
  discount: number;
}

/**
 * Each line's parts, from the facts the order locked, by the shared pricing function
 * (docs/shop/15-pricing.md §15.1).
 */
function invoiceLines(order: OrderDetail): InvoiceLine[] {
  return order.items.map((item) => {
    const { gram, wages_percent, none_gold, none_gold_wages, profit_percent, tax_percent } = item;
    const known = order.gold_price !== null && gram !== null && wages_percent !== null;
    const unit = known
      ? goldPriceBreakdown({
          goldPrice: order.gold_price!,
          gram: gram!,
          wagesPercent: wages_percent!,
          noneGold: none_gold ?? 0,
          noneGoldWages: none_gold_wages ?? 0,
          profitPercent: profit_percent ?? undefined,
          taxPercent: tax_percent ?? undefined,
        })
      : null;
    const q = item.quantity;
    return {
      item,
      parts: unit && {
        gold: unit.price_used_gold * q,
        wages: unit.gold_wages * q,
        noneGold: (unit.none_gold + unit.none_gold_wages) * q,
        profit: unit.profit * q,
        tax: unit.tax * q,
      },
      price: item.price * q,
      discount: (item.price - (item.special ?? item.price)) * q,
    };
  });
}

/**
 * A sales invoice (/profile/sales-invoice/{id}, docs/shop/04-flows.md §4.12): the seller and the buyer,
 * each line's weight, karat, the day's gold price, labour, non-gold parts, profit and VAT (the shared
 * pricing of docs/shop/15-pricing.md §15.1 applied to what the order locked), and the totals in digits
 * and in words. Made to be printed on A4 (PRINT_CSS).
 */
export function Invoice({ order, buyer, totalInWords }: { order: OrderDetail; buyer: User; totalInWords: string }) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const money = (value: number) => formatNumber(Math.round(value), locale);
  const lines = invoiceLines(order);
  const sum = (pick: (line: InvoiceLine) => number | undefined) => lines.reduce((total, line) => total + (pick(line) ?? 0), 0);
  const total = invoiceTotal(order);
  const partsKnown = lines.every((line) => line.parts);
  const percentOf = (key: "wages_percent" | "profit_percent" | "tax_percent") => {
    const values = [...new Set(order.items.map((item) => item[key]))];
    return values.length === 1 && values[0] !== null ? ` (${formatPercent(values[0]!, locale)})` : "";
  };
  const digits = (value: string) => localizeDigits(value, locale);
  const cell = "border border-line px-2 py-1.5";
  const head = `${cell} bg-page font-semibold`;

  const sums: [string, string, number][] = [["lines", t("profile.invoice.sumLines"), order.total_price]];
  if (order.total_price > order.total_special) sums.push(["product-discount", t("profile.invoice.productDiscount"), -(order.total_price - order.total_special)]);
  if (order.discount_amount > 0) sums.push(["discount-code", t("checkout.summary.discountCode", { code: order.discount_code ?? "" }), -order.discount_amount]);
  sums.push(["shipping", t("checkout.summary.shipping"), order.shipping_cost]);

  return (
    <article className="flex flex-col gap-5 rounded-3xl border border-line bg-white p-5 text-sm md:p-8" data-printable="" data-invoice={order.id}>
      <style media="print" dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-secondary pb-4">
        <div>
          <p className="text-xs text-muted">{site.shopName}</p>
          <h1 className="text-xl font-black text-secondary">{t("profile.invoice.title")}</h1>
        </div>
        <dl className="grid grid-cols-2 gap-1 text-xs">
          <dt className="text-muted">{t("profile.invoice.number")}</dt>
          <dd className="font-bold tabular" data-invoice-number="">{digits(String(order.id))}</dd>
          <dt className="text-muted">{t("profile.invoice.date")}</dt>
          <dd className="font-semibold">{formatDate(order.paid_at ?? order.created_at, locale)}</dd>
          {order.reference ? (
            <>
              <dt className="text-muted">{t("checkout.result.reference")}</dt>
              <dd className="font-semibold tabular">{digits(order.reference)}</dd>
            </>
          ) : null}
        </dl>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="invoice-seller" className="rounded-2xl border border-line p-4" data-invoice-seller="">
          <h2 id="invoice-seller" className="mb-2 font-bold text-secondary">{t("profile.invoice.seller")}</h2>
          <p className="font-semibold">{site.companyName}</p>
          {site.address ? <p className="text-muted">{digits(site.address)}</p> : null}
          {site.phone ? <p className="text-muted">{t("profile.invoice.phone", { phone: digits(site.phone) })}</p> : null}
          {site.email ? <p className="text-muted" dir="ltr">{site.email}</p> : null}
        </section>
        <section aria-labelledby="invoice-buyer" className="rounded-2xl border border-line p-4" data-invoice-buyer="">
          <h2 id="invoice-buyer" className="mb-2 font-bold text-secondary">{t("profile.invoice.buyer")}</h2>
          <p className="font-semibold">{buyer.name ? isolate(buyer.name) : digits(buyer.mobile)}</p>
          <p className="text-muted">
            {t("profile.invoice.nationalCode")}: <span data-buyer-national-code="">{buyer.national_code ? digits(buyer.national_code) : t("profile.information.notGiven")}</span>
          </p>
          <p className="text-muted">{t("profile.invoice.mobile", { mobile: digits(buyer.mobile) })}</p>
          {order.address ? (
            <p className="text-muted">
              {[order.address.state_name, order.address.city_name, isolate(digits(order.address.address))].join(locale === "fa" ? "، " : ", ")}
              {" · "}
              {t("checkout.shipping.postalCode", { code: digits(order.address.postal_code) })}
            </p>
          ) : null}
        </section>
      </div>

      {order.gold_price !== null ? (
        <p className="rounded-2xl bg-gold-50 px-4 py-2" data-invoice-gold-price={order.gold_price}>
          {t("profile.invoice.goldPrice", { price: formatToman(order.gold_price, locale) })}
        </p>
      ) : null}

      {/* Wider than a phone: it scrolls sideways, and the keyboard can scroll it too. */}
      <div className="overflow-x-auto" role="region" aria-label={t("profile.invoice.lines")} tabIndex={0}>
        {/* Its width in a style of its own: no other page needs it in the shop's one stylesheet. */}
        <table className="w-full border-collapse text-center text-xs" style={{ minWidth: "52rem" }} data-invoice-lines="">
          <caption className="sr-only">{t("profile.invoice.lines")}</caption>
          <thead>
            <tr>
              <th scope="col" className={head}>#</th>
              <th scope="col" className={`${head} text-start`} style={{ minWidth: "9rem" }}>{t("profile.invoice.item")}</th>
              <th scope="col" className={head}>{t("profile.invoice.quantity")}</th>
              <th scope="col" className={head}>{t("profile.invoice.weight")}</th>
              <th scope="col" className={head}>{t("profile.invoice.karat")}</th>
              <th scope="col" className={head}>{t("profile.invoice.gold")}</th>
              <th scope="col" className={head}>{t("profile.invoice.wages")}{percentOf("wages_percent")}</th>
              <th scope="col" className={head}>{t("profile.invoice.noneGold")}</th>
              <th scope="col" className={head}>{t("profile.invoice.profit")}{percentOf("profit_percent")}</th>
              <th scope="col" className={head}>{t("profile.invoice.tax")}{percentOf("tax_percent")}</th>
              <th scope="col" className={head}>{t("profile.invoice.price")}</th>
              <th scope="col" className={head}>{t("profile.invoice.discount")}</th>
              <th scope="col" className={head}>{t("profile.invoice.total")}</th>
            </tr>
          </thead>
          <tbody className="tabular">
            {lines.map(({ item, parts, price, discount }, index) => (
              <tr key={item.id} data-invoice-line={item.product_id ?? ""}>
                <td className={cell}>{formatNumber(index + 1, locale)}</td>
                <td className={`${cell} text-start`}>
                  {item.name}
                  {item.variety_value ? <span className="text-muted"> ({digits(item.variety_value)})</span> : null}
                </td>
                <td className={cell}>{formatNumber(item.quantity, locale)}</td>
                <td className={cell}>{item.gram === null ? "—" : formatNumber(item.gram * item.quantity, locale, 3)}</td>
                <td className={cell}>{item.karat === null ? "—" : formatNumber(item.karat, locale)}</td>
                <td className={cell}>{parts ? money(parts.gold) : "—"}</td>
                <td className={cell}>{parts ? money(parts.wages) : "—"}</td>
                <td className={cell}>{parts ? money(parts.noneGold) : "—"}</td>
                <td className={cell}>{parts ? money(parts.profit) : "—"}</td>
                <td className={cell}>{parts ? money(parts.tax) : "—"}</td>
                <td className={cell}>{money(price)}</td>
                <td className={cell}>{discount > 0 ? money(discount) : "—"}</td>
                <td className={`${cell} font-semibold`} data-line-total={item.total}>{money(item.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="tabular">
            <tr className="font-semibold">
              <th scope="row" colSpan={5} className={`${head} text-start`}>{t("profile.invoice.columnTotals")}</th>
              <td className={head}>{partsKnown ? money(sum((line) => line.parts?.gold)) : "—"}</td>
              <td className={head}>{partsKnown ? money(sum((line) => line.parts?.wages)) : "—"}</td>
              <td className={head}>{partsKnown ? money(sum((line) => line.parts?.noneGold)) : "—"}</td>
              <td className={head}>{partsKnown ? money(sum((line) => line.parts?.profit)) : "—"}</td>
              <td className={head} data-invoice-tax="">{partsKnown ? money(sum((line) => line.parts?.tax)) : "—"}</td>
              <td className={head}>{money(order.total_price)}</td>
              <td className={head}>{money(order.total_price - order.total_special)}</td>
              <td className={head}>{money(order.total_special)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-muted">{t("profile.invoice.amountsIn")}</p>

      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col justify-end gap-2 rounded-2xl bg-page p-4" data-invoice-words="">
          <p className="text-xs text-muted">{t("profile.invoice.inWords")}</p>
          <p className="font-bold leading-7 text-secondary">{totalInWords}</p>
        </div>
        <dl className="flex flex-col gap-1.5" data-invoice-sums="">
          {sums.map(([key, label, value]) => (
            <div key={key} className="flex justify-between gap-3" data-invoice-sum={key}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold tabular">{value < 0 ? `−\u00a0${formatToman(-value, locale)}` : formatToman(value, locale)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-line pt-3 text-base" data-invoice-sum="total" data-invoice-total={total}>
            <dt className="font-bold">{t("profile.invoice.invoiceTotal")}</dt>
            <dd className="font-black tabular">{formatToman(total, locale)}</dd>
          </div>
          {order.wallet_amount > 0 ? (
            <div className="flex justify-between gap-3 text-xs" data-invoice-sum="wallets">
              <dt className="text-muted">{t("profile.invoice.paidFromWallet")}</dt>
              <dd className="tabular">{formatToman(order.wallet_amount, locale)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 text-xs" data-invoice-sum="paid">
            <dt className="text-muted">{t("profile.invoice.paidOnline")}</dt>
            <dd className="tabular">{formatToman(order.total, locale)}</dd>
          </div>
        </dl>
      </div>
      <footer className="grid grid-cols-2 gap-6 pt-6 text-center text-xs text-muted">
        <p className="border-t border-dashed border-line pt-3">{t("profile.invoice.sellerSignature")}</p>
        <p className="border-t border-dashed border-line pt-3">{t("profile.invoice.buyerSignature")}</p>
      </footer>
    </article>
  );
}
