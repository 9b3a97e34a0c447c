import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";

type TextFieldProps = {
  meta: FieldMetadata<string>;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "password" | "email" | "number";
} & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "autoComplete" | "dir" | "placeholder" | "maxLength" | "enterKeyHint" | "autoFocus">;

/**
 * A labelled input whose error is tied to it for screen readers (aria-invalid, aria-describedby),
 * whose value survives a failed submission, and which is focused when it is the form's first error
 * (`autoFocus`, see firstError in account/form-state.ts: the server renders the attribute, so the
 * browser focuses it without JavaScript too).
 */
export function TextField({ meta, label, hint, type = "text", ...attributes }: TextFieldProps) {
  const { key, ...input } = getInputProps(meta, { type, ariaAttributes: true });
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [input["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-semibold text-ink">{label}</label>
      <input
        key={key}
        {...input}
        {...attributes}
        aria-describedby={describedBy}
        className="h-12 rounded-xl border border-line bg-white px-4 text-base outline-none transition focus:border-secondary aria-[invalid=true]:border-third"
      />
      {hint ? <p id={hintId} className="text-xs text-muted">{hint}</p> : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm text-third" data-field-error={meta.name}>
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
