/**
 * Bounds on the values stored per click dimension (docs/decisions/0075, 0076). Shared by
 * the recorder (which enforces them in memory), the rollup upsert (which enforces them in
 * the database) and the dashboard (which labels the overflow bucket).
 */

/** Where values beyond a dimension's cap are counted. Parentheses: no host name, ISO code or cleaned parser name can be this. */
export const OTHER_VALUE = "(other)";
/** A value that could not be read (no User-Agent match, an unparsable or implausible Referer, no country). */
export const UNKNOWN_VALUE = "unknown";
/** No Referer at all. */
export const DIRECT_VALUE = "direct";

/** Fixed buckets: always stored as themselves, never counted against a cap. */
export const FIXED_VALUES: readonly string[] = [OTHER_VALUE, UNKNOWN_VALUE, DIRECT_VALUE];

/**
 * Distinct values per link, per dimension, per hour before further new values go to
 * OTHER_VALUE. Country is bounded by ISO 3166 anyway (~250 codes); devices by
 * ua-parser's short list; OS, browser and referrer by what a link could plausibly see
 * in an hour. Agents: a team link has at most 20 (core/team-link), 50 leaves room for
 * agents swapped within the hour. Refs are words the link's owner prints (qr, flyer…),
 * but anyone can type one, so a link-hour keeps 100 and counts the rest as OTHER_VALUE.
 */
export const DIMENSION_VALUE_CAPS = {
  country: 250,
  device: 20,
  os: 50,
  browser: 50,
  referrer: 50,
  agent: 50,
  ref: 100,
  utm: 100,
} as const;

export type CappedDimension = keyof typeof DIMENSION_VALUE_CAPS;

/** RFC 1035: a host name is at most 253 characters, each label at most 63. */
export const MAX_HOSTNAME_LENGTH = 253;
export const MAX_HOST_LABEL_LENGTH = 63;
/** Device, OS and browser names (ua-parser's are all shorter). */
export const MAX_CLIENT_NAME_LENGTH = 40;
/** Top values the analytics page and `admin stats` read per dimension; the rest is summed. */
export const BREAKDOWN_TOP_VALUES = 10;
/**
 * Where the list is the point rather than its head: every agent of a team link (20 at most
 * at a time, more over a range once agents change), and a printed campaign's refs.
 */
export const TOP_VALUES_OF_DIMENSION: Readonly<Partial<Record<CappedDimension, number>>> = {
  agent: DIMENSION_VALUE_CAPS.agent,
  ref: 20,
  utm: 20,
};

/** How an agent counted on a link but deleted since is named in the analytics (API, page, CSV). */
export const DELETED_AGENT_NAME = "Deleted agent";
/** The agent dimension's overflow bucket, named. */
export const OTHER_AGENTS_NAME = "Other agents";
