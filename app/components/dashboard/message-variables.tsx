import { fillMessage, hasMessageVariables } from "#core/team-link";
import { MESSAGE_VARIABLES_COPY } from "../../content/templates";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { MessagePreview } from "../generator/message-preview";
import { fieldHint } from "../generator/styles";

/** The one line that says what the three variables become. */
export function MessageVariablesHint() {
  const COPY = usePageModule("MESSAGE_VARIABLES_COPY", MESSAGE_VARIABLES_COPY);
  return <p className={fieldHint}>{COPY.hint}</p>;
}

/**
 * The message as a visitor would receive it: variables filled with the first chosen agent's
 * name and department (or the examples "Ana" and "Sales" before one is chosen) and "qr", so a
 * shop owner sees the result, not the braces.
 */
export function FilledMessagePreview({
  message,
  agent,
  forTeam = true,
}: {
  message: string;
  agent?: { name: string; department: string | null } | null | undefined;
  /** A one-number link has no agent: {agent} and {department} are left empty at a click. */
  forTeam?: boolean;
}) {
  const COPY = usePageModule("MESSAGE_VARIABLES_COPY", MESSAGE_VARIABLES_COPY);
  if (!hasMessageVariables(message)) return <MessagePreview message={message} />;
  const filled = fillMessage(message, {
    agent: forTeam ? (agent?.name ?? COPY.exampleAgent) : null,
    // A real agent without a department fills nothing, as at a click.
    department: forTeam
      ? agent === null || agent === undefined
        ? COPY.exampleDepartment
        : agent.department
      : null,
    ref: COPY.exampleRef,
  });
  return <MessagePreview message={filled} caption={COPY.exampleCaption} />;
}
