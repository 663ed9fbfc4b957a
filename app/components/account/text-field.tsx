import type { ReactNode } from "react";

interface TextFieldProps {
  /** Also the input's id prefix; ids stay unique when a page has several forms. */
  name: string;
  id?: string;
  label: string;
  type?: "email" | "password" | "text";
  autoComplete: string;
  /** Shown under the field, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Shown under the field in place of nothing; marks the input aria-invalid. */
  error?: string | undefined;
  defaultValue?: string;
  /** A controlled field (a live preview follows it): its value and what a change does. */
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  autoFocus?: boolean;
  /** Overrides the direction the type implies (e.g. "ltr" for a two-letter country code). */
  dir?: "ltr" | "auto";
}

/**
 * An address reads left to right on any page; names and other free text take the direction of
 * what is typed (an Arabic name on an English page, a Latin one on an Arabic page).
 */
function directionFor(type: TextFieldProps["type"]): "ltr" | "auto" | undefined {
  if (type === "email") return "ltr";
  if (type === "text") return "auto";
  return undefined;
}

/** A labelled input whose hint and error are read out with it. */
export function TextField({
  name,
  id = name,
  label,
  type = "text",
  autoComplete,
  hint,
  error,
  defaultValue,
  value,
  onChange,
  required = true,
  minLength,
  maxLength,
  autoFocus,
  dir = directionFor(type),
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        dir={dir}
        autoComplete={autoComplete}
        {...(value === undefined
          ? { defaultValue }
          : { value, onChange: (event) => onChange?.(event.currentTarget.value) })}
        required={required}
        minLength={minLength}
        maxLength={maxLength}
        // biome-ignore lint/a11y/noAutofocus: the first field of a one-purpose form, on a page the person chose to open.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-11 w-full rounded-xl border bg-card px-3 py-2 text-base text-ink placeholder:text-ink-muted ${
          error ? "border-red-600 dark:border-red-400" : "border-line"
        }`}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The account email field of the log-in, sign-up and forgot-password forms. */
export function EmailField({
  label,
  defaultValue,
  error,
}: {
  /** "Email" in the page's language. */
  label: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <TextField
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      defaultValue={defaultValue}
      error={error}
      maxLength={254}
    />
  );
}
