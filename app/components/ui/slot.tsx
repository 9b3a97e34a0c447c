import { createContext, type ReactNode, useContext } from "react";
import { type SlotName, slotMarks } from "~/lib/shell-slots";

/**
 * The nonce of a render made for the page cache (entry.server.tsx), whose slots mark where they
 * begin and end; null everywhere else (the browser, a slot rendered alone for a shopper).
 */
export const SlotMarksContext = createContext<string | null>(null);

/**
 * One shopper's part of a page that is everyone's (decisions 43 and 46): the page cache sends the
 * page rendered once with this part made for each shopper (server/page-cache). Its one element
 * comes between two marks, which the page's HTML carries as comments; hydration skips comments.
 */
export function Slot({ name, children }: { name: SlotName; children: ReactNode }) {
  const nonce = useContext(SlotMarksContext);
  if (nonce === null) return children;
  const [opening, closing] = slotMarks(nonce, name);
  return (
    <>
      {opening}
      {children}
      {closing}
    </>
  );
}
