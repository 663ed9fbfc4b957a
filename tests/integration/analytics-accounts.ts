import { randomBytes } from "node:crypto";
import { links } from "#db/schema";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { signedInAccount } from "./support/signed-in-account";
import { freshAddress, type TestServer } from "./support/test-server";

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
  const { accountId, cookie } = await signedInAccount(server, "analytics");
  // Each owner on its own line, as people are: per-address limits then count one owner's requests.
  const address = freshAddress();
  return {
    accountId,
    cookie,
    get: (path, headers = {}) =>
      fetch(`${server.base}${path}`, {
        headers: { cookie, "x-forwarded-for": address, ...headers },
        redirect: "manual",
      }),
    post: (path, body) =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { cookie, origin: server.base, "sec-fetch-site": "same-origin", "x-forwarded-for": address },
        body,
        redirect: "manual",
      }),
    async createLink() {
      const code = `an${randomBytes(5).toString("hex")}`;
      const [link] = await db
        .insert(links)
        .values({
          code,
          codeKey: code,
          phone: "447911123456",
          workspaceId: await personalWorkspaceOf(db, accountId),
        })
        .returning({ id: links.id });
      if (link === undefined) throw new Error("no link inserted");
      return { id: link.id, code };
    },
  };
}
