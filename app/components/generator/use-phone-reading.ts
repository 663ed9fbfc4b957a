import { useEffect, useState } from "react";
import { useLocale } from "../../lib/i18n/use-copy";
import { type PhonePreview, phoneLookupPath, readPhoneAnswer } from "./phone-preview";

/** A pause in typing this long asks the server; every keystroke before it cancels the wait. */
export const PHONE_LOOKUP_DEBOUNCE_MS = 250;

/**
 * The server's reading of the number as typed, or null. A reading is kept with the
 * address it answers, and shown only while that is still the address for what is
 * typed: an answer to an older input is never shown, and a request for it is aborted.
 */
export function usePhoneReading(
  typed: string,
  country: string | null,
  enabled: boolean,
): PhonePreview | null {
  const path = enabled ? phoneLookupPath(typed, country) : null;
  // A refusal's message in the page's language (its URL), whatever the browser prefers.
  const locale = useLocale();
  const [answer, setAnswer] = useState<{ path: string; preview: PhonePreview | null } | null>(null);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(path, {
        signal: controller.signal,
        headers: { Accept: "application/json", "Accept-Language": locale },
      })
        .then(async (response) => {
          let body: unknown;
          try {
            body = await response.json();
          } catch {
            body = undefined;
          }
          if (!controller.signal.aborted)
            setAnswer({ path, preview: readPhoneAnswer(response.status, body) });
        })
        .catch((error: unknown) => {
          // An abort is the normal end of a request overtaken by typing.
          if (!controller.signal.aborted) console.error("Reading the phone number failed:", error);
        });
    }, PHONE_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, locale]);

  return answer !== null && answer.path === path ? answer.preview : null;
}
