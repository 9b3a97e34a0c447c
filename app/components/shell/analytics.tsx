/**
 * Google Tag Manager and gtag snippets, rendered only when the remote settings give their ids
 * (validated in lib/site.ts, so they are safe to put in a script).
 */
export function AnalyticsHead({ gtmId, gtagId }: { gtmId: string | null; gtagId: string | null }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: "window.dataLayer=window.dataLayer||[];" }} />
      {gtmId ? (
        <script
          data-gtm={gtmId}
          dangerouslySetInnerHTML={{
            __html: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`,
          }}
        />
      ) : null}
      {gtagId ? (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${gtagId}`} />
          <script
            data-gtag={gtagId}
            dangerouslySetInnerHTML={{
              __html: `function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${gtagId}');`,
            }}
          />
        </>
      ) : null}
    </>
  );
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
