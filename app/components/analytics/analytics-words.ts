import type { ANALYTICS_COPY } from "../../content/analytics";
import type { Translated } from "../../content/translated";
import type { MessageValues } from "../../lib/i18n/format-message";
import type { BucketFormats } from "./bucket-format";

/** The analytics page's copy and formats in the page's language, for the page's parts. */
export interface AnalyticsWords extends BucketFormats {
  copy: Translated<typeof ANALYTICS_COPY>;
  format: (message: string, values?: MessageValues) => string;
}
