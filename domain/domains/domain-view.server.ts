import { verificationRecordName } from "#core/domain-name";
import type { ApiErrorCode } from "#core/errors";
import type { Db } from "#db/client.server";
import type { DomainRow } from "#db/queries/domains.server";
import type { DomainStatus } from "#db/schema";
import type { TxtLookup } from "./dns-txt.server";

/** What the domain operations need. */
export interface DomainDeps {
  db: Db;
  dns: TxtLookup;
  /** PUBLIC_URL's host: never a custom domain, and where a CNAME points. */
  publicHost: string;
  /** The set of verified domains changed: every instance reloads it (the redirect and `ask` read it). */
  domainsChanged: () => Promise<void>;
  /** Milliseconds since the epoch (tests pin it); Date.now by default. */
  now?: () => number;
}

export type DomainFailure = { ok: false; error: ApiErrorCode; message?: string };

/** A domain as its workspace's owners and admins see it (API JSON, dashboard). */
export interface DomainView {
  id: string;
  domain: string;
  status: DomainStatus;
  /** New links made without a domain go on this one (while it is verified). */
  default: boolean;
  /** The record proving the name is the workspace's; not a secret (it is published in DNS). */
  verification: { type: "TXT"; name: string; value: string };
  /** Where the domain's CNAME (or A/AAAA records) must point. */
  target: string;
  verifiedAt: string | null;
  lastCheckedAt: string | null;
  /** Why the last check did not find the proof (an error code), or null. */
  lastError: ApiErrorCode | null;
  /** When a verified domain's proof was first missed; it stops being served a grace period later. */
  proofMissingSince: string | null;
  createdAt: string;
}

export function domainView(row: DomainRow, publicHost: string): DomainView {
  return {
    id: row.id,
    domain: row.name,
    status: row.status,
    default: row.isDefault,
    verification: { type: "TXT", name: verificationRecordName(row.name), value: row.verificationToken },
    target: publicHost,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastError: (row.lastError as ApiErrorCode | null) ?? null,
    proofMissingSince: row.proofMissingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function nowOf(deps: Pick<DomainDeps, "now">): Date {
  return new Date(deps.now ? deps.now() : Date.now());
}
