import { and, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL, sql, sum } from "drizzle-orm";
import type { TeamRotation } from "#core/team-link";
import type { Db } from "../client.server";
import { accounts, clickRollups, domains, type LinkStatus, linkAgents, links } from "../schema";
import { LINK_CACHE_KEY } from "./link-cache-key.server";

/**
 * The dashboard's and the API's queries. Every one takes a workspace id and puts
 * `workspace_id = workspace` in its WHERE clause, so no one can read, change or delete
 * another workspace's links, whatever id they send. The caller has checked the role.
 */

export interface AccountLinkRow {
  id: number;
  code: string;
  codeKey: string;
  phone: string | null;
  message: string | null;
  status: LinkStatus;
  createdAt: Date;
  updatedAt: Date;
  /** Email of the account that made it; null: made signed out or by the operator's import. */
  createdBy: string | null;
  /** Email of the account that last changed its destination; null: unchanged since made. */
  updatedBy: string | null;
  /** A team link's rule (null: a one-number link). */
  rotation: TeamRotation | null;
  /** A team link's agent ids in order (null: a one-number link). */
  agents: string[] | null;
  fallbackAgent: string | null;
  /** QR codes the site draws for it carry `?ref=qr`. */
  qrRef: boolean;
  /** The custom domain it is served on; null: PUBLIC_URL's host. */
  domain: string | null;
}

/** json arrives parsed from node-postgres and PGlite alike; a string is parsed to be sure. */
const jsonIds = (value: unknown): string[] | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === "string" ? JSON.parse(value) : value) as string[]);

const LINK_COLUMNS = {
  id: links.id,
  code: links.code,
  codeKey: links.codeKey,
  phone: links.phone,
  message: links.message,
  status: links.status,
  createdAt: links.createdAt,
  updatedAt: links.updatedAt,
  // Subqueries, not joins: a page has at most 100 rows, each looked up by primary key.
  createdBy: sql<
    string | null
  >`(select ${accounts.email} from ${accounts} where ${accounts.id} = ${links.createdBy})`,
  updatedBy: sql<
    string | null
  >`(select ${accounts.email} from ${accounts} where ${accounts.id} = ${links.updatedBy})`,
  rotation: links.rotation,
  // At most MAX_AGENTS_PER_LINK ids, by the (link_id, agent_id) key.
  agents: sql<string[] | null>`case when ${links.rotation} is null then null else
    (select coalesce(json_agg(la.agent_id order by la.position), '[]'::json)
     from ${linkAgents} la where la.link_id = ${links.id}) end`.mapWith(jsonIds),
  fallbackAgent: links.fallbackAgentId,
  qrRef: links.qrRef,
  domain: sql<
    string | null
  >`(select ${domains.name} from ${domains} where ${domains.id} = ${links.domainId})`,
};

/**
 * Links made by a suspended account are hidden everywhere, lists and API included, whatever
 * workspace holds them now and whoever else is a member (issue 21); lifting the suspension
 * brings them back.
 */
const MAKER_NOT_SUSPENDED = sql`not exists (select 1 from ${accounts}
  where ${accounts.id} = ${links.createdBy} and ${accounts.bannedAt} is not null)`;

/** `%`, `_` and `\` typed in a search box are literal characters, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Code or alias, phone digits, or message text containing the search (case-insensitive). */
function searchCondition(search: string): SQL | undefined {
  const trimmed = search.trim();
  if (trimmed.length === 0) return undefined;
  const pattern = `%${escapeLike(trimmed)}%`;
  const conditions: SQL[] = [ilike(links.code, pattern), ilike(links.message, pattern)];
  const digits = trimmed.replace(/\D/g, "");
  // "+44 7911" finds 447911…; a search with no digits never matches every number.
  if (digits.length > 0) conditions.push(ilike(links.phone, `%${digits}%`));
  return or(...conditions);
}

export interface AccountLinksPage {
  rows: AccountLinkRow[];
  total: number;
}

/** One page of the account's links, newest first, and how many match in all. */
export async function listAccountLinks(
  db: Db,
  workspaceId: string,
  options: { search: string; limit: number; offset: number },
): Promise<AccountLinksPage> {
  const where = and(eq(links.workspaceId, workspaceId), MAKER_NOT_SUSPENDED, searchCondition(options.search));
  const [rows, totals] = await Promise.all([
    db
      .select(LINK_COLUMNS)
      .from(links)
      .where(where)
      .orderBy(desc(links.createdAt), desc(links.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(links).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Up to `limit` of the account's links with an id below `beforeId` (all when null),
 * newest first by id: a keyset page (the API's cursor), as fast on page 1,000 as on page 1.
 */
export async function listAccountLinksBefore(
  db: Db,
  workspaceId: string,
  options: { search: string; beforeId: number | null; limit: number },
): Promise<AccountLinkRow[]> {
  return db
    .select(LINK_COLUMNS)
    .from(links)
    .where(
      and(
        eq(links.workspaceId, workspaceId),
        MAKER_NOT_SUSPENDED,
        options.beforeId === null ? undefined : lt(links.id, options.beforeId),
        searchCondition(options.search),
      ),
    )
    .orderBy(desc(links.id))
    .limit(options.limit);
}

/** Human clicks per link for a page of links, in one grouped query (bots counted apart, not here). */
export async function humanClickTotals(db: Db, linkIds: readonly number[]): Promise<Map<number, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .select({ linkId: clickRollups.linkId, clicks: sum(clickRollups.count).mapWith(Number) })
    .from(clickRollups)
    .where(
      and(
        inArray(clickRollups.linkId, [...linkIds]),
        eq(clickRollups.dimension, "total"),
        eq(clickRollups.isBot, false),
      ),
    )
    .groupBy(clickRollups.linkId);
  return new Map(rows.map((row) => [row.linkId, row.clicks]));
}

/** One of the workspace's links, or null when it does not exist or belongs to another workspace. */
export async function findAccountLink(
  db: Db,
  workspaceId: string,
  id: number,
): Promise<AccountLinkRow | null> {
  const rows = await db
    .select(LINK_COLUMNS)
    .from(links)
    .where(and(eq(links.id, id), eq(links.workspaceId, workspaceId), MAKER_NOT_SUSPENDED))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * New number and message for one of the workspace's links; its code never changes.
 * A message left undefined is kept. With `onlyIfPhone`, nothing changes unless the
 * stored number is still that one (a fix offered for what the page showed).
 * Null when not the workspace's (or the number was no longer `onlyIfPhone`).
 */
export async function updateAccountLinkDestination(
  db: Db,
  workspaceId: string,
  id: number,
  destination: { phone: string; message?: string | null },
  options: { onlyIfPhone?: string; editorId: number | null },
): Promise<{ codeKey: string } | null> {
  const rows = await db
    .update(links)
    .set({
      phone: destination.phone,
      ...(destination.message === undefined ? {} : { message: destination.message }),
      updatedAt: new Date(),
      updatedBy: options.editorId,
    })
    .where(
      and(
        eq(links.id, id),
        eq(links.workspaceId, workspaceId),
        // A team link holds no number: giving it one would break "one number or agents".
        isNull(links.rotation),
        options.onlyIfPhone === undefined ? undefined : eq(links.phone, options.onlyIfPhone),
      ),
    )
    .returning({ codeKey: LINK_CACHE_KEY });
  return rows[0] ?? null;
}

/** Deletes one of the workspace's links (its click rollups go with it, by cascade). Null when not the workspace's. */
export async function deleteAccountLink(
  db: Db,
  workspaceId: string,
  id: number,
): Promise<{ code: string; codeKey: string } | null> {
  const rows = await db
    .delete(links)
    .where(and(eq(links.id, id), eq(links.workspaceId, workspaceId)))
    .returning({ code: links.code, codeKey: LINK_CACHE_KEY });
  return rows[0] ?? null;
}

/**
 * Moves every link of no workspace whose claim-token hash is in the list into the
 * workspace, and forgets those hashes (a token claims once). A link already in a
 * workspace is never moved. The claiming account counts as its maker.
 */
export async function claimLinksByTokenHash(
  db: Db,
  workspaceId: string,
  accountId: number,
  tokenHashes: readonly string[],
): Promise<Array<{ code: string; codeKey: string }>> {
  if (tokenHashes.length === 0) return [];
  return db
    .update(links)
    .set({
      workspaceId,
      claimTokenHash: null,
      updatedAt: sql`now()`,
      createdBy: accountId,
      updatedBy: accountId,
    })
    .where(and(inArray(links.claimTokenHash, [...tokenHashes]), isNull(links.workspaceId)))
    .returning({ code: links.code, codeKey: LINK_CACHE_KEY });
}
