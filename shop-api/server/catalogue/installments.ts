/**
 * The instalment plans of the credit dialog. For a price P (what the shopper pays now):
 *
 *   prepayment = round(P × prepayment_percent / 100)
 *   financed   = P − prepayment
 *   monthly    = round(financed × (1 + 1.5 % × months) / months)   (a flat fee of 1.5 % a month
 *                                                                   on the financed part)
 *   total      = prepayment + monthly × months
 *
 * 3 months with 25 % down, 6 months with 30 % down, 12 months with 40 % down.
 */
export const MONTHLY_FEE_PERCENT = 1.5;
export const PLANS: readonly { months: number; prepayment_percent: number }[] = [
  { months: 3, prepayment_percent: 25 },
  { months: 6, prepayment_percent: 30 },
  { months: 12, prepayment_percent: 40 },
];

export interface Installment {
  months: number;
  prepayment_percent: number;
  prepayment: number;
  monthly: number;
  total: number;
}

export function installmentsFor(price: number): Installment[] {
  return PLANS.map(({ months, prepayment_percent }) => {
    const prepayment = Math.round((price * prepayment_percent) / 100);
    const financed = price - prepayment;
    const monthly = Math.round((financed * (1 + (MONTHLY_FEE_PERCENT / 100) * months)) / months);
    return { months, prepayment_percent, prepayment, monthly, total: prepayment + monthly * months };
  });
}
