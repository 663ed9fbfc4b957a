import { useHydrated } from "../../lib/use-hydrated";
import { opensSentence } from "./opening-time";

/**
 * "Opens Monday 09:00 London time" as the server renders it (the agent's zone, named), then,
 * once React runs, "Opens Monday 09:00 your time" in the browser's own zone. `now` is the
 * server's clock for the first render, so the browser's first render matches it.
 */
export function OpensAt({ opens, now }: { opens: { at: number; timeZone: string }; now: number }) {
  const hydrated = useHydrated();
  const text = hydrated ? opensSentence(opens.at, Date.now()) : opensSentence(opens.at, now, opens.timeZone);
  return <time dateTime={new Date(opens.at).toISOString()}>{text}</time>;
}
