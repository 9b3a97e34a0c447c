import { useLocale } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { formatNumber } from "~/lib/format";

export interface Chip {
  title: string;
  href: string;
  count?: number;
}

/**
 * Links as a row of chips, scrolled sideways when they overflow: a category's sub-categories, a
 * brand's categories, a search's categories. Nothing when there is none.
 */
export function Chips({ label, chips }: { label?: string; chips: Chip[] }) {
  const locale = useLocale();
  if (chips.length === 0) return null;
  return (
    <nav aria-label={label} data-chips="">
      <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
        {chips.map((chip) => (
          <li key={chip.href} className="shrink-0">
            <AppLink to={chip.href} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-4 py-2 text-sm hover:border-gold-500">
              {chip.title}
              {chip.count !== undefined ? <span className="text-xs text-muted">({formatNumber(chip.count, locale)})</span> : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
