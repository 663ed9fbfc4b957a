/**
 * A load generator in its own process (so its CPU and callbacks never sit in the
 * event loop being measured): `concurrency` loops send one kind of costly request
 * back to back until stdin closes, then print the answers' statuses as JSON.
 * Usage: node --import tsx hammer.ts '<json HammerSpec>'
 */
import { readFileSync } from "node:fs";

export interface HammerSpec {
  base: string;
  /** Every request comes from this address (X-Forwarded-For; the server trusts one proxy). */
  address: string;
  concurrency: number;
  /**
   * api-qr: a new /api/qr image each time; form: a form POST (a branded image, a log-in…);
   * get: a GET of `path`, `{n}` in it replaced by a new number each time; upload: a CSV file
   * posted to the dashboard's import, each loop as one of `cookies`; workspace-churn: a
   * workspace made and deleted again.
   */
  kind: "api-qr" | "form" | "get" | "upload" | "workspace-churn";
  /** form: the route, the session cookie, the form fields and a logo file to attach. */
  path?: string;
  cookie?: string;
  /** upload: one session per loop, in turn. */
  cookies?: string[];
  fields?: Record<string, string>;
  logoFile?: string;
  /** upload: the CSV file to post. */
  csvFile?: string;
  /** upload: one address per loop, in turn (people importing from their own lines); default `address`. */
  addresses?: string[];
}

const spec = JSON.parse(process.argv[2] ?? "{}") as HammerSpec;
const statuses: Record<string, number> = {};
let stopping = false;
let counter = 0;
const logo = spec.logoFile ? new Uint8Array(readFileSync(spec.logoFile)) : null;

const csv = spec.csvFile ? new Uint8Array(readFileSync(spec.csvFile)) : null;
const from = { "x-forwarded-for": spec.address };
const formHeaders = (cookie: string | undefined) => ({
  cookie: cookie ?? "",
  origin: spec.base,
  "sec-fetch-site": "same-origin",
  ...from,
});

/** Makes a workspace and deletes it; the answer is the deletion's (or the refusal's). */
async function churnWorkspace(n: number): Promise<Response> {
  const name = `Churn ${process.pid} ${n}`;
  const made = await fetch(`${spec.base}/dashboard/workspaces`, {
    method: "POST",
    headers: formHeaders(spec.cookie),
    body: new URLSearchParams({ intent: "create", name }),
    redirect: "manual",
  });
  const id = /chatlink_workspace=(ws_[0-9a-f]+)/.exec(made.headers.get("set-cookie") ?? "")?.[1];
  // Refused (the address's form allowance): that answer is the one counted.
  if (id === undefined) return made;
  await made.arrayBuffer();
  return fetch(`${spec.base}/dashboard/workspaces`, {
    method: "POST",
    headers: formHeaders(spec.cookie),
    body: new URLSearchParams({ intent: "delete", workspace: id, confirm: name }),
    redirect: "manual",
  });
}

async function once(loop: number): Promise<void> {
  const n = counter++;
  let res: Response;
  if (spec.kind === "get") {
    res = await fetch(`${spec.base}${(spec.path ?? "/").replace("{n}", `${process.pid}x${n}`)}`, {
      headers: { ...from, cookie: spec.cookie ?? "" },
      redirect: "manual",
    });
  } else if (spec.kind === "upload") {
    const body = new FormData();
    for (const [name, value] of Object.entries(spec.fields ?? {})) body.set(name, value);
    if (csv !== null) body.set("file", new File([csv], "links.csv", { type: "text/csv" }));
    const cookies = spec.cookies ?? [];
    const addresses = spec.addresses ?? [spec.address];
    res = await fetch(`${spec.base}/dashboard/import`, {
      method: "POST",
      headers: {
        ...formHeaders(cookies[loop % cookies.length]),
        "x-forwarded-for": addresses[loop % addresses.length] ?? spec.address,
      },
      body,
      redirect: "manual",
    });
  } else if (spec.kind === "workspace-churn") {
    res = await churnWorkspace(n);
  } else if (spec.kind === "api-qr") {
    // Different data every time: no cache can answer.
    const data = encodeURIComponent(`http://chat.test/${n}-${process.pid}-${"x".repeat(1500)}`);
    res = await fetch(`${spec.base}/api/qr?data=${data}&size=2048`, {
      headers: { "x-forwarded-for": spec.address },
    });
  } else {
    const body = new FormData();
    for (const [name, value] of Object.entries(spec.fields ?? {})) body.set(name, value);
    if (logo !== null) body.set("logo", new File([logo], "logo"));
    res = await fetch(`${spec.base}${spec.path}`, {
      method: "POST",
      headers: {
        cookie: spec.cookie ?? "",
        origin: spec.base,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": spec.address,
      },
      body,
      redirect: "manual",
    });
  }
  await res.arrayBuffer();
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
}

async function loop(index: number): Promise<void> {
  while (!stopping) {
    try {
      await once(index);
    } catch (err) {
      // The first failure is said (stderr reaches the test's output): a phase of errors tests nothing.
      if (statuses.error === undefined)
        process.stderr.write(`hammer: ${String(err)} ${String((err as Error).cause ?? "")}\n`);
      statuses.error = (statuses.error ?? 0) + 1;
    }
  }
}

const loops = Array.from({ length: spec.concurrency }, (_, index) => loop(index));
process.stdout.write("started\n");
process.stdin.on("data", () => {});
process.stdin.on("end", async () => {
  stopping = true;
  await Promise.all(loops);
  process.stdout.write(`${JSON.stringify(statuses)}\n`);
  process.exit(0);
});
