import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import type { SlotName } from "~/lib/shell-slots";
import { Slot } from "./slot";

type TextFieldProps = {
  meta: FieldMetadata<string>;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "password" | "email" | "number";
  /** The input is a slot of a page that is everyone's (components/ui/slot.tsx). */
  slot?: SlotName;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "autoComplete" | "dir" | "placeholder" | "maxLength" | "enterKeyHint" | "autoFocus" | "onInput">;

const controlClass = "rounded-xl border border-line bg-white text-base outline-none transition focus:border-secondary aria-[invalid=true]:border-third";

/** The label, hint and error around a control, tied to it for screen readers. */
function Field({ meta, label, hint, children }: { meta: FieldMetadata<string>; label: string; hint?: string; children: (describedBy: string | undefined) => ReactNode }) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [meta.errors?.length ? meta.errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-semibold text-ink">{label}</label>
      {children(describedBy)}
      {hint ? <p id={hintId} className="text-xs text-muted">{hint}</p> : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm text-third" data-field-error={meta.name}>
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled input whose error is tied to it for screen readers (aria-invalid, aria-describedby),
 * whose value survives a failed submission, and which is focused when it is the form's first error
 * (`autoFocus`, see firstError in account/form-state.ts: the server renders the attribute, so the
 * browser focuses it without JavaScript too).
 */
export function TextField({ meta, label, hint, type = "text", slot, ...attributes }: TextFieldProps) {
  const { key, ...input } = getInputProps(meta, { type, ariaAttributes: true });
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(describedBy) => {
        const field = <input key={key} {...input} {...attributes} aria-describedby={describedBy} className={`h-12 px-4 ${controlClass}`} />;
        return slot ? <Slot name={slot}>{field}</Slot> : field;
      }}
    </Field>
  );
}

/** A labelled multi-line text, as TextField. */
export function TextAreaField({ meta, label, hint, rows = 5, autoFocus }: { meta: FieldMetadata<string>; label: string; hint?: string; rows?: number; autoFocus?: boolean }) {
  const { key, ...textarea } = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(describedBy) => <textarea key={key} {...textarea} rows={rows} autoFocus={autoFocus} aria-describedby={describedBy} className={`px-4 py-3 leading-7 ${controlClass}`} />}
    </Field>
  );
}

/** A labelled choice among options, as TextField; `placeholder` is the empty first option. */
export function SelectField({
  meta,
  label,
  placeholder,
  options,
  autoFocus,
}: {
  meta: FieldMetadata<string>;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  autoFocus?: boolean;
}) {
  const { key, ...select } = getSelectProps(meta, { ariaAttributes: true });
  return (
    <Field meta={meta} label={label}>
      {(describedBy) => (
        <select key={key} {...select} autoFocus={autoFocus} aria-describedby={describedBy} className={`h-12 px-3 ${controlClass}`}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      )}
    </Field>
  );
}
