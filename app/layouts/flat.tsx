import { Outlet } from "@remix-run/react";

/** The flat layout of spec §2: none of the shell parts, for pages that stand alone. */
export default function FlatLayout() {
  return <Outlet />;
}
