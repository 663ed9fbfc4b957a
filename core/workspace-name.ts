import { z } from "zod";
import { WORKSPACE_NAME_MAX_LENGTH } from "./workspace-roles";

/** The name an account's personal workspace is made with; shown in the page's language while unchanged. */
export const DEFAULT_WORKSPACE_NAME = "Personal";

/** A workspace's name as typed: trimmed, one line, 1 to 60 characters. */
export const workspaceNameSchema = z
  .string()
  .max(WORKSPACE_NAME_MAX_LENGTH * 4)
  .transform((name) => name.replace(/\p{Cc}+/gu, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Give the workspace a name, like “Shop” or “Support team”.")
      .max(WORKSPACE_NAME_MAX_LENGTH, `Keep the name to ${WORKSPACE_NAME_MAX_LENGTH} characters.`),
  );
