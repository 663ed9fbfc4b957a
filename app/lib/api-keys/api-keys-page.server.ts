import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { API_KEY_NAME_MAX_LENGTH, MAX_API_KEYS_PER_WORKSPACE } from "#core/limits";
import { MAX_PASSWORD_LENGTH } from "#core/password-rules";
import { requestLocale } from "#core/request-locale";
import { createApiKeyFor } from "#domain/api-keys/create-api-key.server";
import { listApiKeys } from "#domain/api-keys/list-api-keys.server";
import { revokeApiKey } from "#domain/api-keys/revoke-api-key.server";
import { catalogue } from "../../content/catalogues.server";
import { NO_STORE } from "../auth/account-page-meta";
import { checkCurrentPassword } from "../auth/account-settings.server";
import { formText } from "../auth/form-text";
import { formatMessage } from "../i18n/format-message";
import { pageCopy } from "../i18n/page-copy.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";

export interface ApiKeyRow {
  id: string;
  name: string;
  scope: "read" | "write";
  createdAt: string;
  lastUsedAt: string | null;
}

export type ApiKeysResult =
  | {
      intent: "create";
      errors: { name?: string; currentPassword?: string; form?: string };
      created?: undefined;
    }
  | {
      intent: "create";
      errors: Record<string, never>;
      created: { key: string; id: string; name: string; scope: "read" | "write" };
    }
  | { intent: "revoke"; errors: { form?: string }; revoked?: string };

/** The page: the current workspace's live keys (never a secret), for its owners and admins. */
export async function loadApiKeysPage({ request, context }: LoaderFunctionArgs) {
  const { workspace } = await requireWorkspace(request, context, "manage_keys");
  const keys = await listApiKeys(context.db, workspace.id);
  const rows: ApiKeyRow[] = keys.map((key) => ({
    id: key.id,
    name: key.name,
    scope: key.scope,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  }));
  return data(
    {
      workspaceId: workspace.id,
      workspace: workspace.name,
      keys: rows,
      apiBase: `${context.env.publicUrl}/api/v1`,
      ...pageCopy(request, "API_KEYS_COPY"),
    },
    { headers: NO_STORE },
  );
}

function answer(result: ApiKeysResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/**
 * POST: `create` (asks for the password again, as every account change does: a stolen
 * session must not mint a lasting credential) or `revoke` (stops a key at once).
 */
export async function updateApiKeys({ request, context }: ActionFunctionArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "manage_keys");
  const form = await readForm(request);
  const locale = requestLocale(request);
  const COPY = catalogue(locale).API_KEYS_COPY;
  const ERRORS = COPY.errors;
  const intent = formText(form, "intent");
  if (intent === "revoke") {
    const keyId = formText(form, "keyId", 40);
    const revoked = await revokeApiKey(context.db, session.account.id, keyId);
    return revoked.ok
      ? answer({ intent: "revoke", errors: {}, revoked: keyId })
      : answer(
          {
            intent: "revoke",
            errors: { form: ERRORS.notFound },
          },
          404,
        );
  }
  if (intent !== "create") return answer({ intent: "create", errors: { form: ERRORS.unknown } }, 400);

  const name = formText(form, "name", API_KEY_NAME_MAX_LENGTH + 1).trim();
  const scope = formText(form, "scope") === "read" ? "read" : "write";
  const currentPassword = formText(form, "currentPassword", MAX_PASSWORD_LENGTH + 1);
  if (name === "") return answer({ intent: "create", errors: { name: ERRORS.nameMissing } }, 400);
  if (name.length > API_KEY_NAME_MAX_LENGTH)
    return answer(
      {
        intent: "create",
        errors: { name: formatMessage(locale, ERRORS.nameTooLong, { max: API_KEY_NAME_MAX_LENGTH }) },
      },
      400,
    );
  if (currentPassword === "")
    return answer({ intent: "create", errors: { currentPassword: ERRORS.passwordMissing } }, 400);
  const check = await checkCurrentPassword(request, session, currentPassword, context);
  if (!check.ok)
    return answer({ intent: "create", errors: { currentPassword: check.message } }, check.status);
  const created = await createApiKeyFor(context.db, session.account.id, {
    workspaceId: workspace.id,
    name,
    scope,
  });
  if (!created.ok && created.error === "too_many_keys")
    return answer(
      {
        intent: "create",
        errors: { form: formatMessage(locale, COPY.tooMany, { max: MAX_API_KEYS_PER_WORKSPACE }) },
      },
      409,
    );
  if (!created.ok) return answer({ intent: "create", errors: { form: ERRORS.notYours } }, 403);
  return answer({
    intent: "create",
    errors: {},
    created: { key: created.key, id: created.id, name: created.name, scope: created.scope },
  });
}
