import type { Wallet } from "../../../shop-api/contract/checkout";
import { useLocale, useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { formatToman } from "~/lib/format";
import { CartForm, useCartFetcher } from "./cart-form";

/** A wallet that may pay part of the order: its balance, what it pays now, and a switch. */
export function WalletRow({ wallet }: { wallet: Wallet }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useCartFetcher(`wallet-${wallet.wallet_id}`);
  const inUse = wallet.in_cart > 0;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line p-3" data-wallet={wallet.type} data-in-cart={wallet.in_cart}>
      <span className="grid size-10 place-items-center rounded-xl bg-primary text-secondary">
        <Icon name="wallet" width={20} height={20} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col text-sm">
        <span className="font-semibold">{wallet.title}</span>{" "}
        <span className="text-xs text-muted">
          {inUse ? t("checkout.payment.walletPays", { amount: formatToman(wallet.in_cart, locale) }) : t("checkout.payment.walletBalance", { amount: formatToman(wallet.balance, locale) })}
        </span>
      </span>{" "}
      <CartForm fetcher={fetcher} intent="wallet" fields={{ wallet_id: wallet.wallet_id, use: inUse ? "off" : "on" }}>
        <Button type="submit" variant={inUse ? "ghost" : "secondary"} loading={fetcher.state !== "idle"} disabled={!inUse && wallet.balance === 0}>
          {inUse ? t("checkout.payment.stopWallet") : t("checkout.payment.useWallet")}
        </Button>
      </CartForm>
    </li>
  );
}
