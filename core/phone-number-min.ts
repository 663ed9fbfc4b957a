import min from "libphonenumber-js/min/metadata";
import { phoneNumberReader } from "./phone-number";

/**
 * The same rules with libphonenumber's "min" metadata (lengths and formats, few
 * type patterns): the same E.164 number for every number the max reader accepts
 * (core/phone-number.test.ts checks it), fewer warnings. For a browser preview
 * where the bundle can afford it (docs/decisions/0091); the server decides.
 */
export const readPhoneNumber = phoneNumberReader(min);
