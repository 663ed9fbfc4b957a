import { TEAM_CARD } from "../../content/team-card";
import { useHydrated } from "../../lib/use-hydrated";
import { LOCAL_SENTENCE, opensSentence } from "./opening-time";

/**
 * "Opens Monday 09:00 London time" as the server renders it (the agent's zone, named), then,
 * in the browser, "Opens Monday 09:00 your time" in the browser's own zone: by React when it
 * runs the page, otherwise by the page's script from the data attributes (lib/page-enhancements.ts).
 * `now` is the server's clock for the first render, so the browser's first render matches it.
 */
export function OpensAt({ opens, now }: { opens: { at: number; timeZone: string }; now: number }) {
  const hydrated = useHydrated();
  const text = hydrated ? opensSentence(opens.at, Date.now()) : opensSentence(opens.at, now, opens.timeZone);
  return (
    <time
      dateTime={new Date(opens.at).toISOString()}
      data-opens-at={opens.at}
      data-sentence={LOCAL_SENTENCE}
      data-today={TEAM_CARD.today}
      data-tomorrow={TEAM_CARD.tomorrow}
    >
      {text}
    </time>
  );
}
