import { data } from "react-router";
import type { ShellHandle } from "~/lib/shell";

export const handle: ShellHandle = { sharedContent: "everyone" };

/** Any path no other route claims, in either language: the 404 error page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
