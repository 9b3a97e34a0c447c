import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/profile-address";
import type { Address } from "../../shop-api/contract/checkout";
import { AddressForm } from "~/components/checkout/address-form";
import { AddressLines } from "~/components/checkout/address-lines";
import { useT } from "~/components/locale";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { lazyComponent } from "~/components/ui/lazy";
import { useUrlDialog } from "~/components/ui/use-url-dialog";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { resultOf } from "~/lib/intent-result";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getAddresses, getStateCities, getStates } from "~/shop/api/shipping.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

const DeleteAddressDialog = lazyComponent(() => import("~/components/profile/delete-address-dialog.lazy").then((module) => module.DeleteAddressDialog));

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.addresses"), backBtnPath: "/profile" }),
};

/**
 * /profile/address: the address book (`GET /address`). `?new=1` opens the new-address form,
 * `?edit={id}` an address's own; `?state=` is the province chosen in the open form (its cities are
 * listed, without JavaScript too), `?dialog=delete-address&address={id}` asks before deleting.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, user } = await requireSignedIn(args);
  const url = new URL(args.url);
  const [addresses, states, t] = await Promise.all([getAddresses(ctx), getStates(ctx), translatorFor(ctx.locale, "profile")]);
  const editing = addresses.find((address) => address.id === Number(url.searchParams.get("edit"))) ?? null;
  const adding = !editing && (url.searchParams.has("new") || addresses.length === 0);
  const chosenState = states.find((state) => state.id === Number(url.searchParams.get("state")))?.id;
  const stateId = editing || adding ? (chosenState ?? editing?.state_id ?? null) : null;
  return {
    i18n: { ...messagesFor(ctx.locale, "profile"), ...messagesFor(ctx.locale, "checkout") },
    title: t("profile.meta.addresses"),
    addresses,
    states,
    stateId,
    cities: stateId ? await getStateCities(ctx, stateId) : [],
    editingId: editing?.id ?? null,
    adding,
    // The shopper is offered as a new address's receiver; their mobile in the page's digits.
    receiver: { receiver_name: user.name ?? "", receiver_mobile: localizeDigits(user.mobile, ctx.locale) },
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

/** New, changed, default and deleted addresses: profile-address.server.ts. */
export { action } from "./profile-address.server";

export default function AddressBookPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { addresses, states, stateId, cities, editingId, adding, receiver } = loaderData;
  const t = useT();
  const [searchParams] = useSearchParams();
  const deleteDialog = useUrlDialog("delete-address");
  const deleting = addresses.find((address) => address.id === Number(searchParams.get("address")));
  // A refused form's errors and input, and the Shop API's words above it, given to that form only.
  const lastResult = (intent: "add" | "edit") => resultOf(answer, intent);
  const formError = (intent: "add" | "edit") =>
    answer?.intent === intent && answer.error ? <p role="alert" className="rounded-xl bg-third/10 p-3 text-sm text-third">{answer.error}</p> : null;
  const place = { states, stateId, cities };

  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.addresses")}>
        {adding ? null : (
          <Link to="?new=1" preventScrollReset className={buttonClass("secondary")} data-add-address="">
            <Icon name="plus" width={18} height={18} />
            {t("profile.addresses.add")}
          </Link>
        )}
      </ProfileHeading>
      {adding ? (
        <ProfileCard data-new-address="">
          <h2 className="mb-4 font-bold text-secondary">{t("profile.addresses.newTitle")}</h2>
          {formError("add")}
          <AddressForm
            id="new-address"
            {...place}
            defaultValue={receiver}
            openWith={{ new: "1" }}
            intent="add"
            submitLabel={t("profile.addresses.save")}
            lastResult={lastResult("add")}
          />
          {addresses.length > 0 ? (
            <AppLink to="/profile/address" className={`${buttonClass("ghost")} mt-3`}>{t("profile.addresses.cancel")}</AppLink>
          ) : null}
        </ProfileCard>
      ) : null}
      {addresses.length === 0 ? null : (
        <ul className="grid gap-4 md:grid-cols-2" data-address-book="">
          {addresses.map((address) =>
            address.id === editingId ? (
              <li key={address.id} className="md:col-span-2">
                <ProfileCard data-edit-address={String(address.id)}>
                  <h2 className="mb-4 font-bold text-secondary">{t("profile.addresses.editTitle")}</h2>
                  {formError("edit")}
                  <AddressForm
                    id="edit-address"
                    {...place}
                    defaultValue={addressFields(address)}
                    openWith={{ edit: String(address.id) }}
                    intent="edit"
                    hidden={{ address_id: String(address.id) }}
                    submitLabel={t("profile.addresses.saveChanges")}
                    lastResult={lastResult("edit")}
                  />
                  <AppLink to="/profile/address" className={`${buttonClass("ghost")} mt-3`}>{t("profile.addresses.cancel")}</AppLink>
                </ProfileCard>
              </li>
            ) : (
              <AddressCard key={address.id} address={address} />
            ),
          )}
        </ul>
      )}
      {deleteDialog.used && deleting ? <DeleteAddressDialog dialog={deleteDialog} address={deleting} /> : null}
    </ProfileFrame>
  );
}

/** An address of the book as its form starts: its own fields, ids as text. */
function addressFields(address: Address) {
  return {
    state_id: String(address.state_id),
    city_id: String(address.city_id),
    receiver_name: address.receiver_name,
    receiver_mobile: address.receiver_mobile,
    address: address.address,
    postal_code: address.postal_code,
    plaque: address.plaque ?? "",
    unit: address.unit ?? "",
  };
}

/** An address of the book with what can be done to it: make it the default, change it, delete it. */
function AddressCard({ address }: { address: Address }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("address_id") === String(address.id);
  const action = "inline-flex min-h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold hover:bg-page";
  return (
    <li
      className={`flex flex-col gap-4 rounded-3xl border bg-white p-5 ${address.is_active ? "border-secondary" : "border-line"}`}
      data-address={address.id}
      data-default={address.is_active || undefined}
    >
      <div className="flex items-start justify-between gap-3 text-sm">
        <AddressLines address={address} />
        {address.is_active ? (
          <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-white" data-default-badge="">
            {t("profile.addresses.default")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-1 border-t border-line pt-3">
        {address.is_active ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="address_id" value={address.id} />
            <Button type="submit" name="intent" value="default" variant="ghost" className="min-h-10 px-3" loading={busy} data-make-default="">
              <Icon name="check" width={18} height={18} />
              {t("profile.addresses.makeDefault")}
            </Button>
          </Form>
        )}
        {/* Links within this page: its query only (AppLink takes paths). */}
        <Link to={`?edit=${address.id}`} preventScrollReset className={`${action} text-secondary`} data-edit="">
          <Icon name="edit" width={18} height={18} />
          {t("profile.addresses.edit")}
        </Link>
        <Link to={`?dialog=delete-address&address=${address.id}`} preventScrollReset className={`${action} text-third`} data-delete="">
          <Icon name="trash" width={18} height={18} />
          {t("profile.addresses.delete")}
        </Link>
      </div>
    </li>
  );
}
