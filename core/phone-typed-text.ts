import { type PhoneReadingProblem, problem } from "./phone-reading";

type Scanned = { ok: true; plus: boolean; digits: string; converted: boolean } | PhoneReadingProblem;

const DECIMAL_DIGIT = /\p{Nd}/u;
const SPACE = /\s/u;
const DASH = /\p{Pd}/u;
const INVISIBLE = /\p{Cf}/u;
const PUNCTUATION = new Set([".", "(", ")", "[", "]", "/"]);
/** The longest run of consecutive decimal digit blocks in Unicode is 50 (mathematical digits). */
const DIGIT_RUN_LOOKBACK = 60;

/**
 * Digits of any script as 0–9 (by each character's place in its run of ten, so
 * no table of scripts), a + before the first digit, and the separators people
 * type; anything else is named back to the person.
 */
export function scanTyped(typed: string): Scanned {
  const text = typed.normalize("NFKC");
  let plus = false;
  let digits = "";
  let converted = false;
  for (const char of text) {
    if (char >= "0" && char <= "9") {
      digits += char;
    } else if (DECIMAL_DIGIT.test(char)) {
      digits += String(digitValue(char));
      converted = true;
    } else if (char === "+") {
      if (plus || digits.length > 0)
        return problem(
          "misplaced_plus",
          "A + goes only at the start of the number, before the country code.",
        );
      plus = true;
    } else if (!(SPACE.test(char) || DASH.test(char) || INVISIBLE.test(char) || PUNCTUATION.has(char))) {
      return problem(
        "bad_character",
        `A phone number has only digits, spaces, dots, dashes, brackets and a leading +; remove "${char}".`,
        { character: char },
      );
    }
  }
  return { ok: true, plus, digits, converted };
}

/** Unicode decimal digits come in runs of ten from 0 to 9; adjacent runs are each ten long. */
function digitValue(char: string): number {
  const code = char.codePointAt(0) as number;
  let start = code;
  while (code - start < DIGIT_RUN_LOOKBACK && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}
