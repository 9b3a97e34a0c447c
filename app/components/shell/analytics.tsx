import analyticsScript from "~/assets/analytics.js?url";

/**
 * Google Tag Manager and gtag (app/assets/analytics.js), only when the remote settings give their
 * ids (validated in lib/site.ts).
 */
export function AnalyticsHead({ gtmId, gtagId, nonce }: { gtmId: string | null; gtagId: string | null; nonce: string }) {
  if (!gtmId && !gtagId) return null;
  return <script async src={analyticsScript} nonce={nonce} data-gtm={gtmId ?? undefined} data-gtag={gtagId ?? undefined} />;
}

export function AnalyticsNoscript({ gtmId }: { gtmId: string | null }) {
  if (!gtmId) return null;
  return (
    <noscript>
      <iframe
        title="gtm"
        src={`https://www.googletagmanager.com/ns.html?id=${gtmId}`}
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
