import max from "libphonenumber-js/max/metadata";
import { phoneNumberReader } from "./phone-number";

/**
 * The authoritative reader, with libphonenumber's full ("max") metadata: it knows
 * each country's valid ranges and number types, so it can tell a digit dropped
 * from a mobile number and warn about landlines. Server side only: the metadata
 * is ~39 KB gzip, more than the home page's JS budget has left (docs/decisions/0091).
 */
export const readPhoneNumber = phoneNumberReader(max);
