import type { RequestHandler } from "express";
import helmet from "helmet";
import { contentSecurityPolicy, formTargetsFrom, newNonce, policyHeader } from "~/server-lib/content-security-policy.server";
import { SHOP_API_MOUNT } from "../../shop-api/server/app";
import { isFilePath } from "./static-files";

/**
 * Helmet's headers (docs/decisions/0007, 0016) and each page's Content-Security-Policy with a nonce
 * of its own (docs/decisions/0025), which entry.server.tsx writes on the page's scripts. A file gets
 * only what still means something for it; the embedded Shop API's pages are not the shop's.
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  // The CSP is ours: it needs a nonce per page.
  const documentHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  // No content sniffing, no use by other sites' pages.
  const fileHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const policy = { formTargets: formTargetsFrom(process.env) };
  const policyHeaderName = production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only";
  return (req, res, next) => {
    if (isFilePath(req.path)) return fileHeaders(req, res, next);
    documentHeaders(req, res, () => {
      if (!req.path.startsWith(`${SHOP_API_MOUNT}/`)) {
        const nonce = newNonce();
        res.locals.cspNonce = nonce;
        res.setHeader(policyHeaderName, policyHeader(contentSecurityPolicy(nonce, policy)));
      }
      next();
    });
  };
}
