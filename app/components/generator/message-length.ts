import { MESSAGE_MAX_LENGTH } from "#core/limits";
import { countCharacters } from "#core/message-format";

/** From this share of the limit the counter warns that the end is near. */
const NEAR_LIMIT_SHARE = 0.9;

export type MessageLengthLevel = "fine" | "near" | "over";

export interface MessageLength {
  count: number;
  level: MessageLengthLevel;
  /** The counter's exact text, "N / 1000". */
  counterText: string;
  /** How many characters to remove; 0 unless over the limit. */
  excess: number;
}

export function measureMessage(message: string): MessageLength {
  const count = countCharacters(message);
  const level: MessageLengthLevel =
    count > MESSAGE_MAX_LENGTH ? "over" : count >= MESSAGE_MAX_LENGTH * NEAR_LIMIT_SHARE ? "near" : "fine";
  return {
    count,
    level,
    counterText: `${count} / ${MESSAGE_MAX_LENGTH}`,
    excess: Math.max(0, count - MESSAGE_MAX_LENGTH),
  };
}
