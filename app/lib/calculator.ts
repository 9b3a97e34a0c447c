import { DEFAULT_PROFIT_PERCENT, DEFAULT_TAX_PERCENT, type GoldPriceInput } from "../../shop-api/contract/pricing";
import { cleanTypedNumber } from "./digits";

/**
 * The /calculator form (issue: weight, the day's price, labour, profit, tax, non-gold parts):
 * read from a query string or a form, in any digits, each value checked against sane bounds.
 * Shared by the page's loader (without JavaScript) and its live update (with it).
 */
export const CALCULATOR_FIELDS = ["gram", "gold_price", "wages", "profit", "tax", "none_gold", "none_gold_wages"] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

const BOUNDS: Record<CalculatorField, { min: number; max: number; required: boolean; fallback?: number }> = {
  gram: { min: 0.01, max: 1000, required: true },
  gold_price: { min: 100_000, max: 1_000_000_000, required: true },
  wages: { min: 0, max: 100, required: true },
  profit: { min: 0, max: 50, required: false, fallback: DEFAULT_PROFIT_PERCENT },
  tax: { min: 0, max: 50, required: false, fallback: DEFAULT_TAX_PERCENT },
  none_gold: { min: 0, max: 10_000_000_000, required: false, fallback: 0 },
  none_gold_wages: { min: 0, max: 10_000_000_000, required: false, fallback: 0 },
};

export type CalculatorError = { key: "required" | "number" | "negative" | "range"; min: number; max: number };

export interface CalculatorReading {
  /** What was typed, as typed (kept in the form). */
  raw: Partial<Record<CalculatorField, string>>;
  errors: Partial<Record<CalculatorField, CalculatorError>>;
  /** The pricing function's input, when every value is right. */
  input: GoldPriceInput | null;
}

function parse(value: string): number | null {
  const cleaned = cleanTypedNumber(value);
  if (cleaned === "") return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

export function readCalculator(get: (name: CalculatorField) => string | null): CalculatorReading {
  const raw: CalculatorReading["raw"] = {};
  const errors: CalculatorReading["errors"] = {};
  const values = {} as Record<CalculatorField, number>;
  for (const field of CALCULATOR_FIELDS) {
    const bounds = BOUNDS[field];
    const typed = get(field) ?? "";
    raw[field] = typed;
    const parsed = parse(typed);
    const error = (key: CalculatorError["key"]) => (errors[field] = { key, min: bounds.min, max: bounds.max });
    if (parsed === null) {
      if (bounds.required) error("required");
      else values[field] = bounds.fallback ?? 0;
    } else if (Number.isNaN(parsed)) error("number");
    else if (parsed < 0) error("negative");
    else if (parsed < bounds.min || parsed > bounds.max) error("range");
    else values[field] = parsed;
  }
  const input =
    Object.keys(errors).length > 0
      ? null
      : {
          gram: values.gram,
          goldPrice: values.gold_price,
          wagesPercent: values.wages,
          profitPercent: values.profit,
          taxPercent: values.tax,
          noneGold: values.none_gold,
          noneGoldWages: values.none_gold_wages,
        };
  return { raw, errors, input };
}
