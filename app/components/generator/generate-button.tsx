import type { Ref } from "react";
import { useUi } from "../../lib/i18n/use-copy";
import { primaryButton } from "./styles";

interface GenerateButtonProps {
  ref: Ref<HTMLButtonElement>;
  busy: boolean;
  disabled: boolean;
  describedBy?: string;
}

/** Reads "Generating..." and is disabled while a request runs (docs/product.md, generator). */
export function GenerateButton({ ref, busy, disabled, describedBy }: GenerateButtonProps) {
  const t = useUi().generator;
  return (
    <button
      ref={ref}
      type="submit"
      disabled={disabled}
      aria-describedby={describedBy}
      className={`w-full ${primaryButton}`}
    >
      {busy ? <Spinner /> : null}
      {busy ? t.generating : t.generate}
    </button>
  );
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" className="animate-spin" aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
