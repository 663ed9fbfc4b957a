import { fillMessage, hasMessageVariables } from "#core/team-link";
import { MESSAGE_VARIABLES_COPY as COPY } from "../../content/templates";
import { MessagePreview } from "../generator/message-preview";
import { fieldHint } from "../generator/styles";

/** The one line that says what the three variables become. */
export function MessageVariablesHint() {
  return <p className={fieldHint}>{COPY.hint}</p>;
}

/**
 * The message as a visitor would receive it: variables filled with example values (the
 * workspace's first agent, or "Ana"; "Sales"; "qr"), so a shop owner sees the result, not the braces.
 */
export function FilledMessagePreview({
  message,
  agentName,
  forTeam = true,
}: {
  message: string;
  agentName?: string | null | undefined;
  /** A one-number link has no agent: {agent} and {department} are left empty at a click. */
  forTeam?: boolean;
}) {
  if (!hasMessageVariables(message)) return <MessagePreview message={message} />;
  const filled = fillMessage(message, {
    agent: forTeam ? agentName || COPY.exampleAgent : null,
    department: forTeam ? COPY.exampleDepartment : null,
    ref: COPY.exampleRef,
  });
  return <MessagePreview message={filled} caption={COPY.exampleCaption} />;
}
