import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { readCookie, siteCookie } from "#domain/net/site-cookie.server";

/**
 * The log-in device cookie (ADR 0081): proof that this browser once logged in to an
 * account, so its password attempts are counted on their own and strangers' failures
 * never lock it out. `<nonce>.<mac>`, the MAC binding the nonce to the account's id and
 * current password hash under a server key: nothing to store, unforgeable without the
 * key, useless for another account, and void once the password changes.
 */
export const DEVICE_COOKIE = "chatlink_device";
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The account a device cookie speaks for: its id and its password hash as stored. */
export interface DeviceAccount {
  id: number;
  passwordHash: string | null;
}

const NONCE_BYTES = 16;
const SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

function mac(key: string, account: DeviceAccount, nonce: string): Buffer {
  return createHmac("sha256", key)
    .update(`${account.id}\n${account.passwordHash ?? ""}\n${nonce}`)
    .digest();
}

/** A new device cookie for this browser (Set-Cookie value), after it proved the password. */
export function newDeviceCookie(context: AppLoadContext, account: DeviceAccount): string {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  const value = `${nonce}.${mac(context.deviceCookieKey, account, nonce).toString("base64url")}`;
  return siteCookie(DEVICE_COOKIE, value, context.env.publicUrl, DEVICE_MAX_AGE_SECONDS);
}

/** Clears the cookie (the account is gone). */
export function clearedDeviceCookie(context: AppLoadContext): string {
  return siteCookie(DEVICE_COOKIE, "", context.env.publicUrl, 0);
}

/**
 * This browser's device id (the cookie's nonce) when its device cookie is valid for
 * `account`; null when there is none, it is altered, for another account, or from
 * before the password last changed.
 */
export function knownDeviceOf(
  request: Request,
  context: AppLoadContext,
  account: DeviceAccount | null,
): string | null {
  if (account === null || account.passwordHash === null) return null;
  const value = readCookie(request.headers.get("cookie"), DEVICE_COOKIE);
  if (value === null || !SHAPE.test(value)) return null;
  const [nonce = "", given = ""] = value.split(".");
  const expected = mac(context.deviceCookieKey, account, nonce);
  const sent = Buffer.from(given, "base64url");
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? nonce : null;
}
