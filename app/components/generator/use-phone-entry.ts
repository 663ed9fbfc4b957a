import { type Dispatch, type SetStateAction, useState } from "react";
import { useUi } from "../../lib/i18n/use-copy";
import { callingCodeLabel, countryOption } from "./country-options";
import { phonePrefill } from "./detected-country";
import { chatLinkInPhoneField, pastedLinkNote } from "./pasted-chat-link";
import { replaceUntouchedPrefill } from "./phone-prefill";
import type { PhonePreview } from "./phone-preview";
import { countryBesideNumber, type ShownCountry } from "./shown-country";
import type { CountryDetection } from "./use-country-detection";
import { usePhoneReading } from "./use-phone-reading";

export interface PhoneEntry {
  /** The country a number without its + code is read in: chosen in the picker, else detected. */
  country: string | null;
  /** The picker's own choice (null: none). */
  chosenCountry: string | null;
  reading: PhonePreview | null;
  shownCountry: ShownCountry | null;
  /** What was done with a WhatsApp link pasted into the field, until the number is edited again. */
  linkNote: string | null;
  changePhone: (next: string) => void;
  chooseCountry: (iso2: string | null) => void;
}

/**
 * What the generator and the dashboard's forms share around the phone field: the
 * picker's choice, the country the number is read in, the server's reading of it,
 * the flag, and the untouched calling-code prefill that typing or a choice replaces.
 */
export function usePhoneEntry(
  phone: string,
  setPhone: Dispatch<SetStateAction<string>>,
  detection: CountryDetection,
  initialChosen: string | null = null,
  /** Offers a pasted link's message to the message field; true when the field took it (it was empty). */
  onLinkMessage?: (message: string) => boolean,
): PhoneEntry {
  const detectedCountry = detection.status === "detected" ? detection.country : null;
  const [chosenCountry, setChosenCountry] = useState<string | null>(
    countryOption(initialChosen)?.iso2 ?? null,
  );
  const country = chosenCountry ?? detectedCountry?.iso2 ?? null;
  const reading = usePhoneReading(phone, country, detection.status !== "detecting");
  const [prefill, setPrefill] = useState<string | null>(null);
  const detectedPrefill = detectedCountry === null ? null : phonePrefill(detectedCountry);
  const untouched = prefill ?? detectedPrefill;
  const [linkNote, setLinkNote] = useState<string | null>(null);
  const copy = useUi().generator;
  return {
    country,
    chosenCountry,
    reading,
    shownCountry: countryBesideNumber(phone, detectedCountry, reading, country),
    linkNote,
    changePhone: (next) => {
      // A pasted wa.me or api.whatsapp.com link is not a number with typos: its number and text are what was meant.
      const link = chatLinkInPhoneField(next, phone === untouched ? untouched : null);
      if (link === null) {
        setLinkNote(null);
        setPhone((previous) => replaceUntouchedPrefill(previous, next, untouched));
        return;
      }
      const messageUsed = link.message !== undefined && (onLinkMessage?.(link.message) ?? false);
      setLinkNote(pastedLinkNote(link, messageUsed, copy));
      setPhone(link.phone);
    },
    chooseCountry: (iso2) => {
      setChosenCountry(iso2);
      const option = countryOption(iso2);
      if (option === null) return;
      // An empty field, or one holding only the suggested code, takes the chosen country's code.
      const next = `${callingCodeLabel(option.prefix)} `;
      setPhone((current) => (current.trim() === "" || current === untouched ? next : current));
      setPrefill(next);
    },
  };
}
