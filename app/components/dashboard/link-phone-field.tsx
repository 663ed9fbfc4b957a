import type { Dispatch, SetStateAction } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { type DetectedCountry, phonePrefill } from "../generator/detected-country";
import { PhoneField } from "../generator/phone-field";
import { type CountryDetection, useCountryDetection } from "../generator/use-country-detection";
import { usePhoneEntry } from "../generator/use-phone-entry";

interface LinkPhoneFieldProps {
  id: string;
  value: string;
  onChange: Dispatch<SetStateAction<string>>;
  /** The country chosen before a refused submission, so the form keeps it. */
  initialCountry: string | null;
  /** Offers a pasted WhatsApp link's message to the message field; true when it took it. */
  onLinkMessage?: (message: string) => boolean;
}

/** Before hydration the field must stay usable: a form without JavaScript cannot wait for detection. */
const NOT_DETECTING: CountryDetection = { status: "failed" };

/** The generator's phone field, named for the form: flag, country picker and the server's reading. */
export function LinkPhoneField(props: LinkPhoneFieldProps) {
  return <PhoneEntryField {...props} detection={NOT_DETECTING} />;
}

/** The same, pre-filled with the visitor's calling code once detected (only while the field is still empty). */
export function DetectingLinkPhoneField(props: LinkPhoneFieldProps) {
  const hydrated = useHydrated();
  const detection = useCountryDetection((country: DetectedCountry) => {
    props.onChange((current) => (current.trim() === "" ? phonePrefill(country) : current));
  });
  return <PhoneEntryField {...props} detection={hydrated ? detection : NOT_DETECTING} />;
}

function PhoneEntryField({
  id,
  value,
  onChange,
  initialCountry,
  onLinkMessage,
  detection,
}: LinkPhoneFieldProps & { detection: CountryDetection }) {
  const entry = usePhoneEntry(value, onChange, detection, initialCountry, onLinkMessage);
  return (
    <>
      <PhoneField
        id={id}
        name="phone"
        value={value}
        onChange={entry.changePhone}
        detection={detection}
        country={entry.shownCountry}
        reading={entry.reading}
        note={entry.linkNote}
        picker={{ value: entry.chosenCountry, onChoose: entry.chooseCountry }}
      />
      {/* The server reads a number without its + code in this country, as the reading above did. */}
      <input type="hidden" name="country" value={entry.country ?? ""} />
    </>
  );
}
