import { createContext, useContext } from "react";

/**
 * The page's CSP nonce (server-lib/content-security-policy.server.ts) for the scripts the server writes.
 * Empty in the browser: it hides the attribute, and scripts React adds later need none ('strict-dynamic').
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
