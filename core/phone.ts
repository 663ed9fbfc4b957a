/** Stored numbers are E.164 digits already (core/phone-number.ts reads what people type); this keeps a link built from them clean. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "");
}
