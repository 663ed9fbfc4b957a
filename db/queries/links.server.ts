import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { OpeningHours } from "#core/opening-hours";
import type { TeamRotation } from "#core/team-link";
import type { Db } from "../client.server";
import { accounts, bannedCreators, type LinkStatus, links } from "../schema";

export interface NewLinkRow {
  code: string;
  codeKey: string;
  phone: string;
  message: string | null;
  creatorFingerprint: string | null;
  /** The workspace whose link it is; null when made signed out. */
  workspaceId?: string | null;
  /** The account that made it (docs/decisions/0132); null when made signed out. */
  createdBy?: number | null;
  /** SHA-256 hex of the claim token given to a signed-out creator. */
  claimTokenHash?: string | null;
  /** QR codes the site draws carry `?ref=qr` (default true); only a member's creation sets it. */
  qrRef?: boolean;
  /** The verified custom domain it is served on (a member's creation only); null: the main host. */
  domainId?: string | null;
}

export async function insertLink(db: Db, row: NewLinkRow): Promise<{ id: number; code: string }> {
  const [inserted] = await db.insert(links).values(row).returning({ id: links.id, code: links.code });
  if (inserted === undefined) throw new Error("insert returned no row");
  return inserted;
}

/**
 * `insertLink`, unless the creator's fingerprint is banned: the check and the insert are one
 * statement, so creating a link costs one round trip (the ban check used to be a query of
 * its own before every creation). Null when the creator is banned: nothing was stored.
 * A taken code still fails with the unique violation, as `insertLink` does.
 */
export async function insertLinkUnlessCreatorBanned(
  db: Db,
  row: NewLinkRow,
): Promise<{ id: number; code: string } | null> {
  if (row.creatorFingerprint === null) return insertLink(db, row);
  const column = (c: { name: string }) => sql.identifier(c.name);
  const result = await db.execute(sql`
    insert into ${links} (${column(links.code)}, ${column(links.codeKey)}, ${column(links.phone)},
      ${column(links.message)}, ${column(links.creatorFingerprint)}, ${column(links.workspaceId)},
      ${column(links.claimTokenHash)})
    select ${row.code}::text, ${row.codeKey}::text, ${row.phone}::text, ${row.message}::text,
      ${row.creatorFingerprint}::text, ${row.workspaceId ?? null}::text, ${row.claimTokenHash ?? null}::text
    where not exists (
      select 1 from ${bannedCreators} where ${bannedCreators.fingerprint} = ${row.creatorFingerprint}::text
    )
    returning ${column(links.id)} as id, ${column(links.code)} as code`);
  const [inserted] = (result as unknown as { rows: Array<{ id: number | string; code: string }> }).rows;
  return inserted === undefined ? null : { id: Number(inserted.id), code: inserted.code };
}

export interface ActiveLinkRow {
  id: number;
  /** The code as created (for events); absent in tests that do not need it. */
  code?: string;
  /** Null for a link outside any workspace (made on the public generator). */
  workspaceId?: string | null;
  /** Null for a team link. */
  phone: string | null;
  message: string | null;
  /** A team link's rule, its agents in order and its fallback (absent or null for a one-number link). */
  rotation?: TeamRotation | null;
  agents?: RoutedAgentRow[] | null;
  fallback?: RoutedAgentRow | null;
}

/** An agent as the redirect needs it (the whole row but its workspace and dates). */
export interface RoutedAgentRow {
  id: string;
  name: string;
  phone: string;
  department: string | null;
  weight: number;
  active: boolean;
  hours: OpeningHours | null;
}

const AGENT_JSON = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'phone', ${alias}.phone,
    'department', ${alias}.department, 'weight', ${alias}.weight, 'active', ${alias}.active, 'hours', ${alias}.hours)`);

/**
 * The redirect's lookup, for many codes at once (the misses of one turn of the event
 * loop): the active ones whose creator is not banned, whose maker's account is not
 * suspended (whatever workspace holds the link now: removing a suspended member does not
 * bring its links back) and whose workspace has no banned owner (docs/decisions/0133: a
 * workspace's owners answer for its links). Such links are hidden, never deleted. Written as SQL, not built by the ORM per call: this runs for
 * every cache miss (issue 13 measured the query building).
 */
export async function findResolvableLinks(
  db: Db,
  cacheKeys: readonly string[],
): Promise<Map<string, ActiveLinkRow>> {
  if (cacheKeys.length === 0) return new Map();
  const result = await db.execute(sql`
    select ${CACHE_KEY_SQL} as code_key, l.id, l.code, l.workspace_id, l.phone, l.message, l.rotation,
      case when l.rotation is null then null else (
        select json_agg(${AGENT_JSON("a")} order by la.position)
        from link_agents la join agents a on a.id = la.agent_id
        where la.link_id = l.id) end as agents,
      (select ${AGENT_JSON("f")} from agents f where f.id = l.fallback_agent_id) as fallback
    from links l
    where ${hostsWhere(cacheKeys)}
      and l.status = 'active'
      and not exists (select 1 from banned_creators b where b.fingerprint = l.creator_fingerprint)
      and not exists (select 1 from accounts c where c.id = l.created_by and c.banned_at is not null)
      and not exists (
        select 1 from workspace_members m join accounts a on a.id = m.account_id
        where m.workspace_id = l.workspace_id and m.role = 'owner' and a.banned_at is not null)`);
  const rows = (
    result as unknown as {
      rows: Array<{
        code_key: string;
        id: number | string;
        code: string;
        workspace_id: string | null;
        phone: string | null;
        message: string | null;
        rotation: TeamRotation | null;
        agents: RoutedAgentRow[] | string | null;
        fallback: RoutedAgentRow | string | null;
      }>;
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      row.code_key,
      {
        id: Number(row.id),
        code: row.code,
        workspaceId: row.workspace_id,
        phone: row.phone,
        message: row.message,
        rotation: row.rotation,
        agents: jsonValue(row.agents),
        fallback: jsonValue(row.fallback),
      },
    ]),
  );
}

/**
 * A link's key in the redirect cache (docs/decisions/0156-custom-domain-hosts): its code key on
 * the main host, `<domain id>/<code key>` on a custom domain (a code key never holds a `/`).
 */
export const CACHE_KEY_SQL = sql.raw(
  "(case when l.domain_id is null then l.code_key else l.domain_id || '/' || l.code_key end)",
);

/**
 * The WHERE of a lookup by cache keys: the main host's keys by the partial index on code_key
 * alone (the query is the one it always was when no custom-domain key is asked); a custom
 * domain's only while that domain is verified and belongs to the link's workspace (a link moved
 * to another workspace is not served on its old workspace's domain).
 */
function hostsWhere(cacheKeys: readonly string[]) {
  const main: string[] = [];
  const domainIds: string[] = [];
  const onDomains: string[] = [];
  for (const key of cacheKeys) {
    const slash = key.indexOf("/");
    if (slash === -1) main.push(key);
    else {
      domainIds.push(key.slice(0, slash));
      onDomains.push(key.slice(slash + 1));
    }
  }
  const mainWhere = sql`(l.code_key = any(${sql.param(main)}::text[]) and l.domain_id is null)`;
  if (domainIds.length === 0) return mainWhere;
  const domainWhere = sql`((l.domain_id, l.code_key) in (
      select * from unnest(${sql.param(domainIds)}::text[], ${sql.param(onDomains)}::text[]))
    and exists (select 1 from domains d
      where d.id = l.domain_id and d.workspace_id = l.workspace_id and d.status = 'verified'))`;
  return main.length === 0 ? domainWhere : sql`(${mainWhere} or ${domainWhere})`;
}

/** json columns arrive parsed from node-postgres and PGlite alike; a string is parsed here to be sure. */
function jsonValue<T>(value: T | string | null): T | null {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

export interface LinkRow {
  id: number;
  code: string;
  codeKey: string;
  status: LinkStatus;
  creatorFingerprint: string | null;
}

/** Any link of the main host by key, whatever its status (operator commands). */
export async function findLinkByKey(db: Db, codeKey: string): Promise<LinkRow | null> {
  const rows = await db
    .select({
      id: links.id,
      code: links.code,
      codeKey: links.codeKey,
      status: links.status,
      creatorFingerprint: links.creatorFingerprint,
    })
    .from(links)
    .where(and(eq(links.codeKey, codeKey), isNull(links.domainId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateLinkStatus(
  db: Db,
  id: number,
  status: LinkStatus,
  reason: string | null,
): Promise<void> {
  const now = new Date();
  await db
    .update(links)
    .set({
      status,
      removedReason: status === "removed" ? reason : null,
      removedAt: status === "removed" ? now : null,
      updatedAt: now,
    })
    .where(eq(links.id, id));
}

export interface LinkNumberRow {
  id: number;
  code: string;
  phone: string;
  /** The email of whoever made it; null for a link made signed out or imported by the operator. */
  ownerEmail: string | null;
}

/**
 * Up to `limit` links with an id above `afterId`, in id order: one page of a scan
 * over every stored number (the operator's check-numbers). Keyset pagination on
 * the primary key, so each page costs the same however deep the scan is.
 */
export async function listLinkNumbersAfter(db: Db, afterId: number, limit: number): Promise<LinkNumberRow[]> {
  // Team links hold no number of their own (their agents' numbers are checked when entered).
  return (await db
    .select({ id: links.id, code: links.code, phone: links.phone, ownerEmail: accounts.email })
    .from(links)
    .leftJoin(accounts, eq(accounts.id, links.createdBy))
    .where(and(gt(links.id, afterId), isNotNull(links.phone)))
    .orderBy(asc(links.id))
    .limit(limit)) as LinkNumberRow[];
}
