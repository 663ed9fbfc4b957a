/**
 * `npm run bench`'s custom-domain scenario (issue 25): a one-number link on a verified custom
 * domain, asked with that domain as Host, against the bare node:http 302. The domain and link are
 * written into the data directory between the two boots (verifying over DNS is not what is measured).
 */
import { randomBytes } from "node:crypto";
import { openDatabase } from "#db/client.server";
import { domains, links, workspaces } from "#db/schema";

export const BENCH_DOMAIN = "chat.bench-shop.test";
export const DOMAIN_LINK_LOCATION = "https://wa.me/447911123456?text=Hi";

/** A workspace with a verified domain and a link on it; returns the link's code. */
export async function insertDomainLink(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined, log: () => {} });
  try {
    const { db } = database;
    const hex = (n: number) => randomBytes(n).toString("hex");
    const workspaceId = `ws_${hex(8)}`;
    const domainId = `dom_${hex(8)}`;
    await db.insert(workspaces).values({ id: workspaceId, name: "Bench shop" });
    await db.insert(domains).values({
      id: domainId,
      workspaceId,
      name: BENCH_DOMAIN,
      status: "verified",
      verificationToken: `chatlink-verify=${hex(16)}`,
      verifiedAt: new Date(),
    });
    const code = `menu${hex(4)}`;
    await db
      .insert(links)
      .values({ code, codeKey: code, phone: "447911123456", message: "Hi", workspaceId, domainId });
    return code;
  } finally {
    await database.close();
  }
}

/** The link answers on its domain (and only there): otherwise the figures measure a 404. */
export async function checkDomainLink(baseUrl: string, code: string, headers: Record<string, string>) {
  const { request } = await import("node:http");
  const location = await new Promise<string | undefined>((resolve, reject) => {
    const req = request(`${baseUrl}/${code}`, { headers: { ...headers, host: BENCH_DOMAIN } }, (res) => {
      res.resume();
      resolve(res.headers.location);
    });
    req.on("error", reject);
    req.end();
  });
  if (location !== DOMAIN_LINK_LOCATION)
    throw new Error(`${BENCH_DOMAIN}/${code} answered ${location ?? "no redirect"}`);
}
