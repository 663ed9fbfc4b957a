import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Stored digits as people read them ("+44 7911 123456"), or "+digits" when the number's format is unknown. */
export function formatPhone(digits: string): string {
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}
