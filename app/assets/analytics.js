// Google Tag Manager and gtag, with the ids this script element carries (data-gtm, data-gtag).
// A file rather than inline code, so that pages of shops without analytics carry none of it.
(function (script) {
  var w = window;
  var d = document;
  w.dataLayer = w.dataLayer || [];
  var gtm = script && script.getAttribute("data-gtm");
  var gtag = script && script.getAttribute("data-gtag");
  function load(src) {
    var element = d.createElement("script");
    element.async = true;
    element.src = src;
    d.head.appendChild(element);
  }
  if (gtm) {
    w.dataLayer.push({ "gtm.start": new Date().getTime(), event: "gtm.js" });
    load("https://www.googletagmanager.com/gtm.js?id=" + encodeURIComponent(gtm));
  }
  if (gtag) {
    w.gtag = function () {
      w.dataLayer.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", gtag);
    load("https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(gtag));
  }
})(document.currentScript);
