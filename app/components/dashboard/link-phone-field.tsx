import { useHydrated } from "../../lib/use-hydrated";
import { type DetectedCountry, phonePrefill } from "../generator/detected-country";
import { PhoneField } from "../generator/phone-field";
import { replaceUntouchedPrefill } from "../generator/phone-prefill";
import { countryForNumber } from "../generator/shown-country";
import { type CountryDetection, useCountryDetection } from "../generator/use-country-detection";

interface LinkPhoneFieldProps {
  id: string;
  value: string;
  onChange: (update: (previous: string) => string) => void;
}

/** Before hydration the field must stay usable: a form without JavaScript cannot wait for detection. */
const NOT_DETECTING: CountryDetection = { status: "failed" };

/** The generator's phone field, named for the form, with the flag of the number as typed. */
export function LinkPhoneField({ id, value, onChange }: LinkPhoneFieldProps) {
  return (
    <PhoneField
      id={id}
      name="phone"
      value={value}
      onChange={(next) => onChange(() => next)}
      detection={NOT_DETECTING}
      country={countryForNumber(value, null)}
    />
  );
}

/** The same, pre-filled with the visitor's calling code once detected (only while the field is still empty). */
export function DetectingLinkPhoneField({ id, value, onChange }: LinkPhoneFieldProps) {
  const hydrated = useHydrated();
  const detection = useCountryDetection((country: DetectedCountry) => {
    onChange((current) => (current.trim() === "" ? phonePrefill(country) : current));
  });
  const detected = detection.status === "detected" ? detection.country : null;
  const prefill = detected === null ? null : phonePrefill(detected);
  return (
    <PhoneField
      id={id}
      name="phone"
      value={value}
      onChange={(next) => onChange((previous) => replaceUntouchedPrefill(previous, next, prefill))}
      detection={hydrated ? detection : NOT_DETECTING}
      country={countryForNumber(value, detected)}
    />
  );
}
