import { Form } from "react-router";
import type { Address } from "../../../shop-api/contract/checkout";
import { useT } from "~/components/locale";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog.lazy";
import { AddressLines } from "~/components/checkout/address-lines";

type DialogState = { open: boolean; hide: () => void; closeHref: string };

/**
 * Asks before an address is deleted (docs/shop/02-pages.md §2.8: a confirmation that works without
 * JavaScript, opened by `?dialog=`).
 */
export function DeleteAddressDialog({ dialog, address }: { dialog: DialogState; address: Address }) {
  const t = useT();
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={t("profile.addresses.deleteTitle")}>
      <Form method="post" className="flex flex-col gap-4 p-5" data-delete-address-form="">
        <p className="text-sm leading-6">{t("profile.addresses.deleteQuestion")}</p>
        <div className="rounded-2xl bg-page p-4 text-sm">
          <AddressLines address={address} />
        </div>
        <input type="hidden" name="address_id" value={address.id} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="delete" className="bg-third" data-confirm-delete="">{t("profile.addresses.deleteConfirm")}</Button>
          <a href={dialog.closeHref} className={buttonClass("ghost")} onClick={(event) => { event.preventDefault(); dialog.hide(); }}>
            {t("profile.addresses.keep")}
          </a>
        </div>
      </Form>
    </Dialog>
  );
}
