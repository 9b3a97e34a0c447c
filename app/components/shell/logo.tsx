import { AppLink } from "~/components/ui/app-link";
import { useSite } from "./use-shell-data";

/** The shop's logo linking home, or its name in the theme colour when no logo is configured. */
export function Logo({ className = "", eager = true }: { className?: string; eager?: boolean }) {
  const site = useSite();
  return (
    <AppLink to="/" className={`inline-flex shrink-0 items-center ${className}`} aria-label={site.shopName}>
      {site.logoUrl ? (
        <img
          src={site.logoUrl}
          alt={site.shopName}
          width={150}
          height={48}
          className="h-10 w-auto md:h-12"
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
        <span className="text-xl font-black text-secondary">{site.shopName}</span>
      )}
    </AppLink>
  );
}
