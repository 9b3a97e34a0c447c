import { useT } from "~/components/locale";
import { formatToman } from "~/lib/format";
import { type Locale, localizePath } from "~/lib/locale";
import { jsonScriptText } from "~/lib/script-text";
import { Slot } from "~/components/ui/slot";
import type { Promo, ShellPersonal } from "~/lib/shell-slots";

// The shell's slots that the first view renders (lib/shell-slots.ts, decision 43; the header's are in
// header-slots.tsx). The server renders them on their own for a shopper served a shared page
// (entry.server.tsx shellSlots), outside React Router: they take everything by props and use no
// hook but the translator.

/**
 * The promo banner (docs/shop/04-flows.md §4.6), or an empty slot. Its link is a plain one (there is no
 * router where the slot is rendered on its own): a rare click costs a document load.
 */
export function PromoSlot({ promo, shopName, locale }: { promo: Promo | null; shopName: string; locale: Locale }) {
  const t = useT();
  if (!promo) return <Slot name="promo"><div data-shell="promo" /></Slot>;
  const invite = promo.kind === "invite";
  return (
    <Slot name="promo">
    <div data-shell="promo">
      <aside aria-label={t("promo.label")} className="border-b border-gold-100 bg-gold-50" data-promo={promo.kind} data-promo-code={promo.code}>
        <div className="container-shop flex flex-col items-center justify-between gap-2 py-2.5 text-sm sm:flex-row">
          <p className="text-center font-semibold text-secondary sm:text-start">
            {invite ? t("promo.invite", { shop: shopName, amount: formatToman(promo.amount, locale) }) : promo.message}
          </p>
          <a
            href={localizePath(invite ? "/login" : "/gold-jewelry", locale)}
            className="shrink-0 rounded-xl bg-secondary px-4 py-1.5 text-xs font-bold text-white"
            data-promo-action=""
          >
            {t(invite ? "promo.register" : "promo.buy")}
          </a>
        </div>
      </aside>
    </div>
    </Slot>
  );
}

/** The shopper's values for hydration: a page sent with its slots filled in has loader data that are not theirs. */
export function ShellPersonalData({ personal }: { personal: ShellPersonal }) {
  return (
    <Slot name="personal">
      <script type="application/json" data-shell="personal" dangerouslySetInnerHTML={{ __html: jsonScriptText(personal) }} />
    </Slot>
  );
}

let sent: ShellPersonal | null | undefined;
const sentWith = new Map<keyof ShellPersonal, unknown>();

/**
 * One of the shopper's shell values. On the server, and on the client once its loader has run
 * again, the loader's; while the client still holds the loader data the page came with, the
 * values the page was sent with (ShellPersonalData), which are the shopper's even when the page
 * was a shared one with its slots filled in.
 */
export function useShellPersonal<K extends keyof ShellPersonal>(key: K, loaderData: unknown, value: ShellPersonal[K]): ShellPersonal[K] {
  if (typeof document === "undefined") return value;
  if (!sentWith.has(key)) sentWith.set(key, loaderData);
  sent ??= JSON.parse(document.querySelector(`script[data-shell="personal"]`)?.textContent || "null") as ShellPersonal | null;
  // A value the page was sent without (a product's like, on a page rendered for the shopper) is the loader's.
  return sent && key in sent && sentWith.get(key) === loaderData ? sent[key] : value;
}
