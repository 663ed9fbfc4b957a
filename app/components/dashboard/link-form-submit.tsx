import { useNavigation } from "react-router";
import { primaryButton } from "../generator/styles";

/** The form's submit button; reads `busyLabel` and is disabled while this page's form is posting. */
export function LinkFormSubmit({ label, busyLabel }: { label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className={`w-full sm:w-auto ${primaryButton}`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
