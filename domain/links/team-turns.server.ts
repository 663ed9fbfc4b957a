import { LRUCache } from "lru-cache";

/**
 * A team link's turn counter: round-robin visits its open agents in turn, weighted walks its
 * cycle. One instance counts in memory; several share the count through Redis
 * (`redisTeamTurns`), so the turn stays exact across instances.
 */
export interface TeamTurns {
  /** The next turn number for the link (0, 1, 2, …). */
  next(linkId: number): number | Promise<number>;
}

/** In memory, bounded: a link unclicked for long enough starts again at 0 (only its order, never a count, is lost). */
export function memoryTeamTurns(maxLinks = 100_000): TeamTurns {
  const counters = new LRUCache<number, { n: number }>({ max: maxLinks });
  return {
    next(linkId) {
      let counter = counters.get(linkId);
      if (counter === undefined) {
        counter = { n: 0 };
        counters.set(linkId, counter);
      }
      return counter.n++;
    },
  };
}
