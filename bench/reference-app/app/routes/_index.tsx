import { useLoaderData } from "react-router";
import EmblaCarousel from "embla-carousel";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

export function loader() {
  return { items: Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `گردنبند طلا ${index + 1}`, price: 12_000_000 + index * 350_000 })) };
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const embla = viewport.current ? EmblaCarousel(viewport.current, { direction: "rtl" }) : null;
    return () => embla?.destroy();
  }, []);
  return (
    <main>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <div ref={viewport} style={{ overflow: "hidden" }}>
        <ul style={{ display: "flex" }}>
          {items.map((item) => (
            <li key={item.id} style={{ flex: "0 0 40%" }}>
              {item.name} — {new Intl.NumberFormat("fa-IR").format(item.price)} {t("more")}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
