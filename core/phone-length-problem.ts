import {
  type CountryCode,
  Metadata,
  type MetadataJson,
  type PhoneNumber,
  type PhoneNumberType,
  parsePhoneNumberWithError,
} from "libphonenumber-js/core";
import { matchCountry } from "./country-match";
import { countryName, type PhoneReadingProblem, problem } from "./phone-reading";

/**
 * A number of the wrong length, said for its country and kind: "United Kingdom mobile numbers
 * have 10 digits after the country code +44; this one has 9", with the lengths a digit dropped
 * or doubled would make valid.
 */

/** libphonenumber's own limit on a national significant number. */
const NATIONAL_NUMBER_MAX_DIGITS = 17;

interface NearLengths {
  kind: string;
  lengths: number[];
}

const KIND_OF_TYPE: Partial<Record<PhoneNumberType, string>> = {
  MOBILE: "mobile",
  FIXED_LINE: "landline",
};

/**
 * Lengths at which this national number, with up to two digits added or removed,
 * is a valid number, and what kind of number that is. Bounded: at most 20 + 18
 * candidates, only at lengths the plan allows. Null when none is valid.
 */
export function nearValidLengths(
  metadata: MetadataJson,
  callingCode: string,
  national: string,
): NearLengths | null {
  const plan = new Metadata(metadata);
  plan.selectNumberingPlan(callingCode as CountryCode);
  const allowed = plan.numberingPlan?.possibleLengths() ?? [];
  const n = national.length;
  const kinds = new Map<string, Set<number>>();
  const consider = (candidate: string) => {
    // Parsed rather than constructed: only the parser finds which country of a shared calling code (+44: GB, GG, JE, IM) it is.
    let found: PhoneNumber;
    try {
      found = parsePhoneNumberWithError(`+${callingCode}${candidate}`, { extract: false }, metadata);
    } catch {
      return;
    }
    if (!found.isValid()) return;
    const type = found.getType();
    const kind = (type && KIND_OF_TYPE[type]) ?? "phone";
    const set = kinds.get(kind) ?? new Set<number>();
    set.add(candidate.length);
    kinds.set(kind, set);
  };
  for (const length of allowed) {
    const extra = length - n;
    if (extra === 1 || extra === 2) {
      // Ranges are told apart by their leading digits; the last ones are free, so ten fills per length are enough.
      for (let digit = 0; digit < 10; digit++) consider(national + String(digit).repeat(extra));
    } else if (extra === -1) {
      for (let at = 0; at < n; at++) consider(national.slice(0, at) + national.slice(at + 1));
    } else if (extra === -2) {
      consider(national.slice(0, length));
    }
  }
  if (kinds.size === 0) return null;
  // One kind names the number ("mobile"); several only say "phone".
  const lengths = [...new Set([...kinds.values()].flatMap((set) => [...set]))].sort((a, b) => a - b);
  return { kind: kinds.size === 1 ? ([...kinds.keys()][0] as string) : "phone", lengths };
}

export function lengthProblem(
  metadata: MetadataJson,
  callingCode: string,
  national: string,
  region: CountryCode | undefined,
  near?: NearLengths,
): PhoneReadingProblem {
  const nearby =
    near ??
    (national.length <= NATIONAL_NUMBER_MAX_DIGITS
      ? nearValidLengths(metadata, callingCode, national)
      : null);
  let lengths = nearby?.lengths;
  if (lengths === undefined) {
    const plan = new Metadata(metadata);
    plan.selectNumberingPlan((region ?? callingCode) as CountryCode);
    lengths = plan.numberingPlan?.possibleLengths() ?? [];
  }
  const iso2 = region ?? countryOfCallingCode(metadata, callingCode, national);
  const name = iso2 === null ? `+${callingCode}` : countryName(iso2);
  const kind = nearby?.kind ?? "phone";
  const hint =
    region !== undefined ? ` If it is not a ${name} number, start it with + and its country code.` : "";
  return problem(
    "wrong_length",
    `${name} ${kind} numbers have ${listLengths(lengths)} digits after the country code +${callingCode}; this one has ${national.length}.${hint}`,
    { country: iso2 ?? "", callingCode, lengths: lengths.join(","), count: String(national.length) },
  );
}

/** "10", "9 or 10", "6 to 13", "8, 10 or 12". */
function listLengths(lengths: readonly number[]): string {
  if (lengths.length === 0) return "a different number of";
  const first = lengths[0] as number;
  const last = lengths[lengths.length - 1] as number;
  if (lengths.length === 1) return String(first);
  if (lengths.length > 2 && last - first === lengths.length - 1) return `${first} to ${last}`;
  return `${lengths.slice(0, -1).join(", ")} or ${last}`;
}

export function countryOfCallingCode(
  metadata: MetadataJson,
  callingCode: string,
  national: string,
): string | null {
  const byPrefix = matchCountry(`+${callingCode}${national}`);
  if (byPrefix !== null) return byPrefix.iso2;
  return metadata.country_calling_codes[callingCode]?.[0] ?? null;
}
