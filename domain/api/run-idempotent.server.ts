import { createHash } from "node:crypto";
import type { Db } from "#db/client.server";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from "#db/queries/api-idempotency.server";

export interface Answer {
  status: number;
  body: unknown;
}

export type IdempotentAnswer =
  | (Answer & { replayed: boolean })
  | { status: 409 | 422; error: "idempotency_in_progress" | "idempotency_conflict" };

/**
 * Runs a create once per `Idempotency-Key` of a workspace: a retry with the same key and
 * body gets the first answer again (`replayed`), nothing is created twice; the same key
 * with another body is refused. An exception lets the key go, so a retry runs afresh.
 */
export async function runIdempotent(
  db: Db,
  scope: { workspaceId: string; key: string; request: unknown },
  run: () => Promise<Answer>,
): Promise<IdempotentAnswer> {
  const requestHash = createHash("sha256").update(JSON.stringify(scope.request)).digest("hex");
  const claim = await claimIdempotencyKey(db, scope.workspaceId, scope.key, requestHash);
  if (claim.state === "replay")
    return { status: claim.status, body: JSON.parse(claim.response), replayed: true };
  if (claim.state === "conflict") return { status: 422, error: "idempotency_conflict" };
  if (claim.state === "in_progress") return { status: 409, error: "idempotency_in_progress" };
  let answer: Answer;
  try {
    answer = await run();
  } catch (err) {
    await releaseIdempotencyKey(db, scope.workspaceId, scope.key).catch(() => {});
    throw err;
  }
  // Over the allowance nothing was done: let the key go, so the retry after Retry-After runs.
  if (answer.status === 429) await releaseIdempotencyKey(db, scope.workspaceId, scope.key);
  else
    await completeIdempotencyKey(
      db,
      scope.workspaceId,
      scope.key,
      answer.status,
      JSON.stringify(answer.body),
    );
  return { ...answer, replayed: false };
}
