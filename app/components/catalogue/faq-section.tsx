import { useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";

/** Questions and answers as an accordion of <details>: opens without JavaScript. */
export function FaqSection({ id, title, items }: { id: string; title?: string; items: { id: number; question: string; answer: string }[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-5 md:p-8" data-faq="">
      <h2 id={id} className="mb-4 text-lg font-bold text-secondary">{title ?? t("listing.faq")}</h2>
      <div className="divide-y divide-line">
        {items.map((item) => (
          <details key={item.id} className="group py-3" data-faq-item="">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon name="chevron" width={18} height={18} className="shrink-0 text-muted transition group-open:rotate-180" />
            </summary>
            <p className="mt-2 leading-7 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
