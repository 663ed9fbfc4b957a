import { createHash, randomBytes } from "node:crypto";
import { accounts, links, sessions } from "../../db/schema";
import type { TestServer } from "./support/test-server";

/**
 * For the analytics and branded-QR suites: an account with a session and links
 * inserted straight into the database (sign-up and link creation have their own
 * suites), and requests that carry its session cookie.
 */
export interface Owner {
  accountId: number;
  cookie: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: FormData): Promise<Response>;
  createLink(): Promise<{ id: number; code: string }>;
}

export async function signedInOwner(server: TestServer): Promise<Owner> {
  const { db } = server.running.database;
  const email = `analytics-${randomBytes(6).toString("hex")}@example.com`;
  const [account] = await db
    .insert(accounts)
    .values({ email, passwordHash: null, ageConfirmedAt: new Date() })
    .returning({ id: accounts.id });
  if (account === undefined) throw new Error("no account inserted");
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: createHash("sha256").update(token).digest("hex"),
    accountId: account.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const cookie = `chatlink_session=${token}`;
  return {
    accountId: account.id,
    cookie,
    get: (path, headers = {}) =>
      fetch(`${server.base}${path}`, { headers: { cookie, ...headers }, redirect: "manual" }),
    post: (path, body) =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { cookie, origin: server.base, "sec-fetch-site": "same-origin" },
        body,
        redirect: "manual",
      }),
    async createLink() {
      const code = `an${randomBytes(5).toString("hex")}`;
      const [link] = await db
        .insert(links)
        .values({ code, codeKey: code, phone: "447911123456", ownerId: account.id })
        .returning({ id: links.id });
      if (link === undefined) throw new Error("no link inserted");
      return { id: link.id, code };
    },
  };
}
