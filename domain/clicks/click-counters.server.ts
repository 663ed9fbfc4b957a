import {
  type CappedDimension,
  DIMENSION_VALUE_CAPS,
  FIXED_VALUES,
  MAX_HOSTNAME_LENGTH,
  OTHER_VALUE,
} from "#core/click-values";
import { isRefWord } from "#core/team-link";
import type { ClickRollupRow } from "#db/queries/clicks.server";
import type { ClickDimension } from "#db/schema";
import { type ClientProfile, SEP, UNKNOWN } from "./describe-client.server";

/**
 * The recorder's in-memory counters (click-recorder.server.ts): one Counter per combination of
 * a click's stored values in one link-hour, and how they become rollup rows.
 */

export interface Click {
  linkId: number;
  /** The link's code as created (for click events); absent where not needed. */
  code?: string;
  /** The link's workspace (null for a public generator's link): for per-workspace settings and events. */
  workspaceId?: string | null;
  profile: ClientProfile;
  /** ISO2 or null when unknown. */
  country: string | null;
  referrer: string;
  /** A team link's chosen agent (its id); null or absent otherwise. */
  agentId?: string | null;
  /** The link's `?ref=` word when valid (core/team-link isRefWord); null or absent otherwise. */
  ref?: string | null;
  /** The link's campaign tags as one value (core/utm utmValue); null or absent otherwise. */
  utm?: string | null;
}

const FIXED = new Set(FIXED_VALUES);

/**
 * Values seen for one link in one hour, per capped dimension (docs/decisions/0076). A dimension
 * holds its one value as a string until a second comes, then a Set: under long-tail traffic
 * nearly every link-hour sees one value a dimension, and five Sets and a Map made for each
 * click (~1 KB, kept past a few scavenges) were much of what the server thread's collector copied.
 */
export class SeenValues {
  private readonly seen: Record<CappedDimension, string | Set<string> | undefined> = {
    country: undefined,
    device: undefined,
    os: undefined,
    browser: undefined,
    referrer: undefined,
    agent: undefined,
    ref: undefined,
    utm: undefined,
  };

  /** The value itself while the dimension is under its cap (or already holds it), otherwise OTHER_VALUE. */
  admit(dimension: CappedDimension, value: string): string {
    if (FIXED.has(value)) return value;
    const seen = this.seen[dimension];
    const cap = DIMENSION_VALUE_CAPS[dimension];
    if (seen === undefined) {
      if (cap < 1) return OTHER_VALUE;
      this.seen[dimension] = value;
      return value;
    }
    if (typeof seen === "string") {
      if (seen === value) return value;
      if (cap < 2) return OTHER_VALUE;
      this.seen[dimension] = new Set([seen, value]);
      return value;
    }
    if (seen.has(value)) return value;
    if (seen.size >= cap) return OTHER_VALUE;
    seen.add(value);
    return value;
  }
}

/** One combination of a click's stored values in one link-hour, and how many clicks had it. */
export interface Counter {
  count: number;
  bot: boolean;
  device: string;
  os: string;
  browser: string;
  country: string;
  referrer: string;
  /** Null: not a team link's click, so no agent row (the total is counted all the same). */
  agent: string | null;
  /** Null: no valid `?ref=`, so no ref row. */
  ref: string | null;
  /** Null: no campaign tags, so no utm row. */
  utm: string | null;
}

/** The click's values as they will be stored: each capped dimension's value, or OTHER_VALUE once full. */
export function admittedCounter(click: Click, seen: SeenValues): Counter {
  const { profile } = click;
  const agent = click.agentId ?? null;
  const ref = click.ref ?? null;
  return {
    count: 1,
    bot: profile.bot,
    device: seen.admit("device", bounded(profile.device)),
    os: seen.admit("os", bounded(profile.os)),
    browser: seen.admit("browser", bounded(profile.browser)),
    country: seen.admit("country", isIso2(click.country) ? click.country : UNKNOWN),
    referrer: seen.admit("referrer", bounded(click.referrer)),
    agent: agent === null ? null : seen.admit("agent", bounded(agent)),
    // The redirect has checked it; a caller that did not gets no ref row rather than a stored oddity.
    ref: ref !== null && isRefWord(ref) ? seen.admit("ref", ref) : null,
    utm: click.utm ? seen.admit("utm", bounded(click.utm)) : null,
  };
}

/** A last guard for values that did not come through describeClient/referrerHost. */
function bounded(value: string): string {
  return value === "" || value.length > MAX_HOSTNAME_LENGTH || value.includes(SEP) ? UNKNOWN : value;
}

function isIso2(value: string | null): value is string {
  if (value === null || value.length !== 2) return false;
  const a = value.charCodeAt(0);
  const b = value.charCodeAt(1);
  return a >= 65 && a <= 90 && b >= 65 && b <= 90;
}

type ByReferrer<T> = Map<ClientProfile, Map<string | null, Map<string, T>>>;
type ByTag = Map<string | null, Map<string | null, Map<string | null, Counter>>>;

/**
 * A link's counters for one hour, found by the click's own values: profile object → country →
 * referrer, then for a click with an agent, a ref or campaign tags (in a tree of their own, so
 * the others pay nothing for them) → agent → ref → utm. No string is built to find a counter.
 * The trees are made with the second counter: until then the first is found by comparing the
 * values it was made from (most link-hours of a long-tail flush hold one counter, and three to
 * six Maps each were ~0.5 KB a click for the collector to copy).
 */
export class LinkHour {
  private plain: ByReferrer<Counter> | undefined;
  private tagged: ByReferrer<ByTag> | undefined;
  /** The first counter added: under long-tail traffic most link-hours of a flush hold just this one. */
  first: Counter | undefined;
  /** The values the first counter was found by, while it is the only one (then the trees hold it). */
  private firstKey: CounterKey | undefined;
  size = 0;
  constructor(
    readonly linkId: number,
    readonly hour: number,
  ) {}

  find(click: Click): Counter | undefined {
    const agent = click.agentId ?? null;
    const ref = click.ref ?? null;
    const utm = click.utm ?? null;
    const only = this.firstKey;
    if (only !== undefined)
      return only.profile === click.profile &&
        only.country === click.country &&
        only.referrer === click.referrer &&
        only.agent === agent &&
        only.ref === ref &&
        only.utm === utm
        ? this.first
        : undefined;
    if (agent === null && ref === null && utm === null)
      return this.plain?.get(click.profile)?.get(click.country)?.get(click.referrer);
    return this.tagged
      ?.get(click.profile)
      ?.get(click.country)
      ?.get(click.referrer)
      ?.get(agent)
      ?.get(ref)
      ?.get(utm);
  }

  add(click: Click, counter: Counter): void {
    const key: CounterKey = {
      profile: click.profile,
      country: click.country,
      referrer: click.referrer,
      agent: click.agentId ?? null,
      ref: click.ref ?? null,
      utm: click.utm ?? null,
    };
    if (this.size === 0) {
      this.first = counter;
      this.firstKey = key;
    } else {
      if (this.firstKey !== undefined && this.first !== undefined) this.insert(this.firstKey, this.first);
      this.firstKey = undefined;
      this.insert(key, counter);
    }
    this.size++;
  }

  private insert(key: CounterKey, counter: Counter): void {
    const { agent, ref, utm } = key;
    if (agent === null && ref === null && utm === null) {
      this.plain ??= new Map();
      leafOf(this.plain, key).set(key.referrer, counter);
      return;
    }
    this.tagged ??= new Map();
    const byAgent = childOf(leafOf(this.tagged, key), key.referrer);
    childOf(childOf(byAgent, agent), ref).set(utm, counter);
  }

  /** Every counter of the link-hour. */
  *counters(): Generator<Counter> {
    if (this.firstKey !== undefined) {
      if (this.first !== undefined) yield this.first;
      return;
    }
    for (const byCountry of this.plain?.values() ?? [])
      for (const byReferrer of byCountry.values()) yield* byReferrer.values();
    for (const byCountry of this.tagged?.values() ?? [])
      for (const byReferrer of byCountry.values())
        for (const byAgent of byReferrer.values())
          for (const byRef of byAgent.values()) for (const byUtm of byRef.values()) yield* byUtm.values();
  }
}

/** The values a counter is found by. */
interface CounterKey {
  profile: ClientProfile;
  country: string | null;
  referrer: string;
  agent: string | null;
  ref: string | null;
  utm: string | null;
}

/** The key's profile → country level of a tree, made on first use. */
function leafOf<T>(tree: ByReferrer<T>, key: CounterKey): Map<string, T> {
  return childOf(childOf(tree, key.profile), key.country);
}

/** The map under `key`, made on first use. */
function childOf<K, K2, V>(tree: Map<K, Map<K2, V>>, key: K): Map<K2, V> {
  let child = tree.get(key);
  if (child === undefined) {
    child = new Map();
    tree.set(key, child);
  }
  return child;
}

const HOUR_MS = 3_600_000;
const ROW_DIMENSIONS = ["country", "device", "os", "browser", "referrer"] as const;
/** Dimensions a click may lack (no row then): the sum of their rows can be below the total. */
const OPTIONAL_DIMENSIONS = ["agent", "ref", "utm"] as const;

/**
 * One row per (link, hour, bot, dimension, value), summed, in the order total, country, device,
 * OS, browser, referrer, agent, ref, utm for each link-hour and bot flag.
 */
export function toRollupRows(linkHours: Iterable<LinkHour>): ClickRollupRow[] {
  const rows: ClickRollupRow[] = [];
  for (const linkHour of linkHours) {
    const hour = new Date(linkHour.hour * HOUR_MS);
    const row = (dimension: ClickDimension, value: string, count: number, isBot: boolean) =>
      rows.push({ linkId: linkHour.linkId, hour, dimension, value, isBot, count });
    const only = linkHour.size === 1 ? linkHour.first : undefined;
    if (only !== undefined) {
      row("total", "", only.count, only.bot);
      for (const dimension of ROW_DIMENSIONS) row(dimension, only[dimension], only.count, only.bot);
      for (const dimension of OPTIONAL_DIMENSIONS) {
        const value = only[dimension];
        if (value !== null) row(dimension, value, only.count, only.bot);
      }
      continue;
    }
    const dimensions = [...ROW_DIMENSIONS, ...OPTIONAL_DIMENSIONS];
    for (const bot of [false, true]) {
      let total = 0;
      const sums = dimensions.map(() => new Map<string, number>());
      for (const counter of linkHour.counters()) {
        if (counter.bot !== bot) continue;
        total += counter.count;
        dimensions.forEach((dimension, i) => {
          const value = counter[dimension];
          if (value === null) return;
          const sum = sums[i] as Map<string, number>;
          sum.set(value, (sum.get(value) ?? 0) + counter.count);
        });
      }
      if (total === 0) continue;
      row("total", "", total, bot);
      dimensions.forEach((dimension, i) => {
        for (const [value, count] of sums[i] as Map<string, number>) row(dimension, value, count, bot);
      });
    }
  }
  return rows;
}
