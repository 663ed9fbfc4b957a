import {
  type CountryCode,
  getCountryCallingCode,
  getExampleNumber,
  Metadata,
  type PhoneNumber,
} from "libphonenumber-js/core";
import examples from "libphonenumber-js/examples.mobile.json";
import max from "libphonenumber-js/max/metadata";

/**
 * Real numbers typed the ways people type them (issue 10), built from
 * libphonenumber's example mobile numbers: each row is what a person typed, the
 * country the page knows (detected or chosen, if any) and the E.164 number the
 * link must open.
 */
export interface PhoneTyping {
  country: string;
  style: string;
  typed: string;
  /** Sent as the request's `country`, when the style needs one. */
  with?: string;
  e164: string;
}

/** 40 countries on every continent, with the trunk prefixes (0, 8, 15…) and international prefixes people trip on. */
export const TABLE_COUNTRIES = [
  "GB",
  "DE",
  "FR",
  "IT",
  "ES",
  "NL",
  "BE",
  "PT",
  "IE",
  "PL",
  "TR",
  "RU",
  "UA",
  "EG",
  "SA",
  "AE",
  "NG",
  "KE",
  "ZA",
  "GH",
  "MA",
  "IN",
  "PK",
  "BD",
  "ID",
  "MY",
  "PH",
  "TH",
  "VN",
  "CN",
  "JP",
  "KR",
  "AU",
  "NZ",
  "US",
  "CA",
  "MX",
  "BR",
  "AR",
  "CO",
  "IR",
  "JM",
] as const;

const SCRIPTS: ReadonlyArray<readonly [string, number]> = [
  ["Eastern Arabic digits", 0x0660],
  ["Persian digits", 0x06f0],
  ["Devanagari digits", 0x0966],
  ["full-width digits", 0xff10],
];

function inScript(text: string, zero: number): string {
  let out = "";
  for (const char of text) {
    if (char >= "0" && char <= "9") out += String.fromCodePoint(zero + Number(char));
    else if (char === "+" && zero === 0xff10) out += "＋";
    else out += char;
  }
  return out;
}

function digitsOf(text: string): string {
  let out = "";
  for (const char of text) if (char >= "0" && char <= "9") out += char;
  return out;
}

function idd(country: CountryCode): string | undefined {
  const metadata = new Metadata(max);
  metadata.selectNumberingPlan(country);
  // The minified metadata holds 0 for "no default", so ||, not ??.
  return metadata.numberingPlan?.defaultIDDPrefix() || metadata.numberingPlan?.IDDPrefix();
}

export function phoneTypings(): PhoneTyping[] {
  const rows: PhoneTyping[] = [];
  for (const country of TABLE_COUNTRIES) {
    const example = getExampleNumber(country, examples, max) as PhoneNumber;
    const e164 = example.number;
    const cc = getCountryCallingCode(country, max);
    const nsn = example.nationalNumber;
    const international = example.formatInternational();
    const national = example.formatNational();
    const add = (style: string, typed: string, withCountry?: string) =>
      rows.push({ country, style, typed, e164, ...(withCountry === undefined ? {} : { with: withCountry }) });

    add("E.164", e164);
    add("spaced international", international);
    add("punctuated", `+${cc} (${nsn.slice(0, 3)}) ${nsn.slice(3, 6)}-${nsn.slice(6, 8)}.${nsn.slice(8)}`);
    add("national with its country", national, country);
    // The trunk prefix kept after the country code ("+44 07400 123456"), where the country has one.
    if (digitsOf(national) !== nsn) add("trunk prefix after +CC", `+${cc} ${national}`);
    add("00 prefix, no country", `00 ${international.slice(1)}`);
    // Dialled from a country whose international prefix is not 00, with that country known.
    if (cc !== "1") add("011 from the US", `011 ${international.slice(1)}`, "US");
    const home = idd(country);
    if (home !== undefined && /^\d+$/.test(home))
      add("home international prefix", `${home} ${international.slice(1)}`, country);
    for (const [name, zero] of SCRIPTS) add(name, inScript(international, zero));
  }
  return rows;
}

/** Numbers no one can reach, each with the country its refusal must name. */
export const IMPOSSIBLE_NUMBERS: ReadonlyArray<{ typed: string; with?: string; names: string }> = [
  { typed: "+44 7911 12345", names: "United Kingdom" },
  { typed: "+44 7911 1234567", names: "United Kingdom" },
  { typed: "07911 12345", with: "GB", names: "United Kingdom" },
  { typed: "+49 1512 3456 7890 1234", names: "Germany" },
  { typed: "+1 212 555 123", names: "United States" },
  { typed: "+91 98765 4321", names: "India" },
  { typed: "+55 11 9123 4567", names: "Brazil" },
  { typed: "+٢٠ ١٠٠ ١٢٣ ٤٥٦", names: "Egypt" },
  { typed: "+999 1234567", names: "+999" },
];
