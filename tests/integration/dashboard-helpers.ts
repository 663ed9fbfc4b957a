import { eq } from "drizzle-orm";
import { links } from "#db/schema";
import { signedInAccount } from "./support/signed-in-account";
import { freshAddress, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * Signed-in requests against a real test server for the dashboard suites: an
 * account with a session inserted straight into the database (the sign-up form
 * has its own tests), and form posts the way a browser without JavaScript sends them.
 */
export interface SignedInClient {
  accountId: number;
  email: string;
  cookie: string;
  get(path: string): Promise<Response>;
  post(path: string, fields: Record<string, string> | URLSearchParams): Promise<Response>;
}

export async function signedInClient(server: TestServer): Promise<SignedInClient> {
  const { accountId, email, cookie } = await signedInAccount(server, "dash");
  return {
    accountId,
    email,
    cookie,
    get: (path) => fetch(`${server.base}${path}`, { headers: { cookie }, redirect: "manual" }),
    post: (path, fields) => formPost(server, path, fields, cookie),
  };
}

/** A form post as a browser sends it from our own pages (its Origin is the address it loaded the page from). */
export function formPost(
  server: TestServer,
  path: string,
  fields: Record<string, string> | URLSearchParams,
  cookie?: string,
): Promise<Response> {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.base,
      "sec-fetch-site": "same-origin",
      ...(cookie === undefined ? {} : { cookie }),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Creates a link through the dashboard form; returns its id and code from the database. */
export async function createThroughDashboard(
  server: TestServer,
  client: SignedInClient,
  fields: { phone: string; message?: string; alias?: string },
): Promise<{ id: number; code: string; response: Response }> {
  const response = await client.post("/dashboard/links/new", {
    phone: fields.phone,
    message: fields.message ?? "",
    alias: fields.alias ?? "",
  });
  const html = await response.clone().text();
  const code = new RegExp(`${PUBLIC_URL.replace(/[.]/g, "\\.")}/([A-Za-z0-9_-]{5,50})`).exec(html)?.[1];
  if (response.status !== 201 || code === undefined)
    throw new Error(`create failed: ${response.status} ${html.slice(0, 300)}`);
  const row = await server.running.database.db
    .select({ id: links.id, code: links.code })
    .from(links)
    .where(eq(links.code, code));
  if (row[0] === undefined) throw new Error(`no link ${code}`);
  return { ...row[0], response };
}

/** An anonymous link through the API, with the claim token it returns once. */
export async function createAnonymously(
  server: TestServer,
  body: { phone: string; message?: string },
): Promise<{ code: string; claimToken: string }> {
  const res = await fetch(`${server.base}/api/shorten`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: string; claimToken: string };
  if (res.status !== 201) throw new Error(`shorten failed: ${res.status}`);
  return json;
}

export async function redirectOf(
  server: TestServer,
  code: string,
): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${server.base}/${code}`, { redirect: "manual" });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location") };
}
