import type { ReactNode } from "react";
import { CheckoutSteps, type CheckoutStep } from "./steps";

/** A checkout page: the steps, the step's own content, and beside it (below, on a phone) the order summary. */
export function CheckoutFrame({ step, summary, children }: { step: CheckoutStep; summary: ReactNode; children: ReactNode }) {
  return (
    <div className="container-shop py-6 md:py-10">
      <CheckoutSteps current={step} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_360px]">
        <div className="flex flex-col gap-6">{children}</div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">{summary}</div>
      </div>
    </div>
  );
}
