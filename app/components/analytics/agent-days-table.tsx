import type { AnalyticsWords } from "./analytics-words";

export interface AgentDays {
  /** Every UTC day of the range (YYYY-MM-DD). */
  days: string[];
  agents: Array<{ id: string; name: string; clicks: number; perDay: number[] }>;
}

/**
 * A team link's chats per agent: name, total and one column per day, the latest day first
 * (what a phone shows without scrolling). Wide ranges scroll sideways inside the table's own
 * box (the name column stays put), never the page.
 */
export function AgentDaysTable({ days, agents, words }: AgentDays & { words: AnalyticsWords }) {
  const { copy, formatBucket, formatCount } = words;
  const latestFirst = days.map((_, i) => days.length - 1 - i);
  return (
    <section
      aria-labelledby="agents-heading"
      className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="agents-heading" className="text-base font-semibold text-ink">
        {copy.agentsHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.agentsIntro}</p>
      {agents.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{copy.noAgentClicks}</p>
      ) : (
        <section
          className="mt-3 max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
          aria-label={copy.agentsTableLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="w-max min-w-full border-collapse text-sm tabular-nums" data-testid="agent-days">
            <thead>
              <tr className="border-b border-line text-start text-ink-muted">
                <th scope="col" className="sticky start-0 bg-card py-2 pe-3 font-semibold">
                  {copy.agentColumn}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-semibold">
                  {copy.totalColumn}
                </th>
                {latestFirst
                  .map((i) => days[i] as string)
                  .map((day) => (
                    <th key={day} scope="col" className="px-2 py-2 text-end font-normal whitespace-nowrap">
                      <time dateTime={day}>{formatBucket(`${day}T00:00:00Z`, "day")}</time>
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody>
              {agents.map((agent) => (
                <tr key={agent.id} className="border-b border-line last:border-0">
                  <th
                    scope="row"
                    className="sticky start-0 max-w-40 truncate bg-card py-2 pe-3 text-start font-normal text-ink"
                    title={agent.name}
                  >
                    {agent.name}
                  </th>
                  <td className="px-2 py-2 text-end font-semibold text-ink">{formatCount(agent.clicks)}</td>
                  {latestFirst.map((i) => {
                    const n = agent.perDay[i] ?? 0;
                    return (
                      <td
                        key={days[i]}
                        className={`px-2 py-2 text-end ${n === 0 ? "text-ink-muted" : "text-ink"}`}
                      >
                        {formatCount(n)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
