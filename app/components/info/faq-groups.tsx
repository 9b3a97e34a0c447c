import type { z } from "zod";
import type { faqGroupSchema } from "../../../shop-api/contract";
import { useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";

type FaqGroup = z.infer<typeof faqGroupSchema>;

/**
 * The FAQ groups: a list of jump links, then each group as a section whose questions are
 * `<details>` elements, so an answer opens with a tap before (or without) JavaScript.
 */
export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  const t = useT();
  if (groups.length === 0) return <p className="mt-6 text-muted">{t("info.faq.empty")}</p>;
  return (
    <>
      <nav aria-label={t("info.faq.groups")} className="mt-5" data-faq-toc="">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#faq-${group.id}`} className="inline-block rounded-full border border-line bg-white px-3 py-1.5 text-sm text-secondary hover:border-gold-500">
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={`faq-${group.id}`} aria-labelledby={`faq-${group.id}-title`} className="mt-8" data-faq-group={group.id}>
          <h2 id={`faq-${group.id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-bold text-secondary">
            {group.title}
            <span className="text-xs font-normal text-muted" data-faq-count="">{t("info.faq.count", { count: group.items.length })}</span>
          </h2>
          {group.items.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t("info.faq.empty")}</p>
          ) : (
            <div className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
              {group.items.map((item) => (
                <details key={item.id} className="group" data-faq-item={item.id}>
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold hover:text-secondary [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <Icon name="chevron" width={18} height={18} className="shrink-0 text-muted transition group-open:rotate-180" />
                  </summary>
                  <p className="px-4 pb-4 leading-7 text-muted" data-faq-answer="">{item.answer}</p>
                </details>
              ))}
            </div>
          )}
        </section>
      ))}
    </>
  );
}
