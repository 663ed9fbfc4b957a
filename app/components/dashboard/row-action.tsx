import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { OUTLINE_ACCENT_BUTTON, OUTLINE_DANGER_BUTTON } from "../ui/button-styles";

interface RowActionProps {
  /** The hidden field naming the row (e.g. keyId=key_…). */
  field: { name: string; value: string | number };
  intent: string;
  label: string;
  /** Shown while this row's form is being sent; the button is disabled meanwhile. */
  pendingLabel: string;
  /** The button's accessible name, naming the row ("Revoke Zapier"). */
  accessibleName: string;
  tone?: "danger" | "accent";
}

/** One button acting on one row of a list (Revoke, Remove, Withdraw, Open), busy only while its own form is sent. */
export function RowAction({
  field,
  intent,
  label,
  pendingLabel,
  accessibleName,
  tone = "danger",
}: RowActionProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get(field.name) === String(field.value);
  return (
    <Form method="post">
      <input type="hidden" name={field.name} value={field.value} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={pending}
        aria-label={accessibleName}
        className={tone === "danger" ? OUTLINE_DANGER_BUTTON : OUTLINE_ACCENT_BUTTON}
      >
        {pending ? pendingLabel : label}
      </button>
    </Form>
  );
}

/**
 * A list row: a titled card with its details, and its actions at the end (wrapping below on a
 * phone); `footer`, if any, spans the card's width below them.
 */
export function RowCard({
  label,
  title,
  details,
  footer,
  children,
}: {
  label: string;
  title: ReactNode;
  details: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-card p-4"
    >
      <div className="min-w-0">
        <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{title}</h3>
        {details}
      </div>
      {children}
      {footer}
    </article>
  );
}
