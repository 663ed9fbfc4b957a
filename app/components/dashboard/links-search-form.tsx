import { Form, Link, useNavigation } from "react-router";
import { DASHBOARD_COPY } from "./dashboard-copy";
import { LINK_PATHS } from "./link-paths";

/** `?q=` search by GET, so results have an address and work without JavaScript. */
export function LinksSearchForm({ search }: { search: string }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === LINK_PATHS.list;
  return (
    <Form method="get" role="search" className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      <label htmlFor="link-search" className="sr-only">
        {DASHBOARD_COPY.searchLabel}
      </label>
      <input
        id="link-search"
        type="search"
        dir="auto"
        name="q"
        defaultValue={search}
        key={search}
        placeholder={DASHBOARD_COPY.searchPlaceholder}
        maxLength={200}
        className="block min-h-10 w-full min-w-0 flex-1 basis-48 rounded-lg border border-ink-muted/60 bg-page px-3 py-2 text-base text-ink placeholder:text-ink-muted/80 focus:border-accent"
      />
      <button
        type="submit"
        aria-busy={searching}
        className="inline-flex min-h-10 items-center rounded-lg border border-accent bg-card px-4 text-sm font-semibold text-accent hover:bg-page-tint"
      >
        {DASHBOARD_COPY.searchButton}
      </button>
      {search !== "" ? (
        <Link to={LINK_PATHS.list} className="text-sm font-semibold text-accent underline underline-offset-2">
          {DASHBOARD_COPY.clearSearch}
        </Link>
      ) : null}
    </Form>
  );
}
