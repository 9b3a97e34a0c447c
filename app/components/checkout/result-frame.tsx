import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icons";

const TONES = { success: "bg-emerald-100 text-emerald-700", failure: "bg-third/10 text-third", muted: "bg-page text-muted" };

/**
 * What became of a payment (an order's, a wallet's top-up): a large icon in the outcome's tone, the
 * heading, then the page's details. `state` is the outcome, for tests and styles; `name` says whose
 * result it is (`data-{name}`).
 */
export function ResultFrame({
  tone,
  icon,
  title,
  state,
  name = "payment-result",
  children,
}: {
  tone: keyof typeof TONES;
  icon: "check" | "close" | "clock" | "search";
  title: string;
  state: string;
  name?: string;
  children: ReactNode;
}) {
  return (
    <div className="container-shop flex max-w-xl flex-col items-center gap-5 py-10 text-center md:py-16" {...{ [`data-${name}`]: state }}>
      <span className={`grid size-20 place-items-center rounded-full ${TONES[tone]}`}>
        <Icon name={icon} width={40} height={40} />
      </span>
      <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
      {children}
    </div>
  );
}
