import type { IconName } from "~/components/ui/icons";

export interface ProfileSection {
  /** Its label is `profile.sections.{key}`. */
  key: string;
  /** The section's page (language-neutral); its sub-pages count as the section too. */
  path: string;
  icon: IconName;
}

/**
 * The profile's sections, in the order the desktop side menu and the phone's list on /profile show
 * them. A new section of the profile is one entry here (and its route in app/lib/route-table.ts).
 */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  { key: "home", path: "/profile", icon: "home" },
  { key: "userInformation", path: "/profile/user-information", icon: "user" },
  { key: "orders", path: "/profile/latest-orders", icon: "box" },
  { key: "invoices", path: "/profile/sales-invoice", icon: "receipt" },
  { key: "wallet", path: "/profile/wallet", icon: "wallet" },
  { key: "giftWallet", path: "/profile/gift-wallet", icon: "gift" },
  { key: "validity", path: "/profile/validity", icon: "installment" },
  { key: "inviteFriend", path: "/profile/invite-friend", icon: "users" },
  { key: "goldAlerts", path: "/profile/gold-alerts", icon: "clock" },
  { key: "addresses", path: "/profile/address", icon: "pin" },
  { key: "favorites", path: "/profile/favorites", icon: "heart" },
  { key: "comments", path: "/profile/comments", icon: "comment" },
];

/** The section a language-neutral path belongs to: the one with the longest path it starts with. */
export function sectionOf(pathname: string): ProfileSection | undefined {
  return PROFILE_SECTIONS.filter((section) => pathname === section.path || pathname.startsWith(`${section.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}
