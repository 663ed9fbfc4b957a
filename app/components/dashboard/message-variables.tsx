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
export function FilledMessagePreview({ message, agentName }: { message: string; agentName?: string | null }) {
  if (!hasMessageVariables(message)) return <MessagePreview message={message} />;
  const filled = fillMessage(message, {
    agent: agentName || COPY.exampleAgent,
    department: COPY.exampleDepartment,
    ref: COPY.exampleRef,
  });
  return <MessagePreview message={filled} caption={COPY.exampleCaption} />;
}
