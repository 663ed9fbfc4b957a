import type { TeamCardContent } from "../../content/team-card";
import { formatMessage } from "../../lib/i18n/format-message";
import { useLocale } from "../../lib/i18n/use-copy";
import { useHydrated } from "../../lib/use-hydrated";
import { opensSentence } from "./opening-time";

/**
 * "Opens Monday 09:00 London time" as the server renders it (the agent's zone, named), then,
 * in the browser, "Opens Monday 09:00 your time" in the browser's own zone: by React when it
 * runs the page, otherwise by the page's script from the data attributes (lib/page-enhancements.ts).
 * `now` is the server's clock for the first render, so the browser's first render matches it.
 * In the page's language: its words and Intl's weekday and month names.
 */
export function OpensAt({
  opens,
  now,
  copy,
}: {
  opens: { at: number; timeZone: string };
  now: number;
  copy: TeamCardContent;
}) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const text = hydrated
    ? opensSentence(opens.at, Date.now(), undefined, copy, locale)
    : opensSentence(opens.at, now, opens.timeZone, copy, locale);
  // The visitor's-zone sentence with `{when}` left for the script to fill.
  const sentence = `${formatMessage(locale, copy.opens, { when: "{when}" })} ${copy.yourTime}`;
  return (
    <time
      dateTime={new Date(opens.at).toISOString()}
      data-opens-at={opens.at}
      data-sentence={sentence}
      data-today={copy.today}
      data-tomorrow={copy.tomorrow}
    >
      {text}
    </time>
  );
}
