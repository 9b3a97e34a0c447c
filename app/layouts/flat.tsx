import { Outlet } from "react-router";

/** The flat layout (docs/shop/02-pages.md §2.3): none of the shell parts, for pages that stand alone. */
export default function FlatLayout() {
  return <Outlet />;
}
