import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { AccountLabelSlot } from "./header-slots";

/** Sign in / sign up, to /profile; once signed in it shows the user's name or mobile. */
export function AccountButton({ userLabel }: { userLabel: string | null }) {
  return (
    <AppLink
      to="/profile"
      className="inline-flex h-11 items-center gap-2 rounded-xl border border-line px-4 text-sm font-medium text-secondary hover:border-secondary"
      data-account-link=""
    >
      <Icon name="user" width={20} height={20} />
      <AccountLabelSlot userLabel={userLabel} />
    </AppLink>
  );
}
