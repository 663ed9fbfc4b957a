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
  /** api-qr: a new /api/qr image each time; form: a form POST (a branded image, a log-in…). */
  kind: "api-qr" | "form";
  /** form: the route, the session cookie, the form fields and a logo file to attach. */
  path?: string;
  cookie?: string;
  fields?: Record<string, string>;
  logoFile?: string;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as HammerSpec;
const statuses: Record<string, number> = {};
let stopping = false;
let counter = 0;
const logo = spec.logoFile ? new Uint8Array(readFileSync(spec.logoFile)) : null;

async function once(): Promise<void> {
  const n = counter++;
  let res: Response;
  if (spec.kind === "api-qr") {
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

async function loop(): Promise<void> {
  while (!stopping) {
    try {
      await once();
    } catch {
      statuses.error = (statuses.error ?? 0) + 1;
    }
  }
}

const loops = Array.from({ length: spec.concurrency }, loop);
process.stdout.write("started\n");
process.stdin.on("data", () => {});
process.stdin.on("end", async () => {
  stopping = true;
  await Promise.all(loops);
  process.stdout.write(`${JSON.stringify(statuses)}\n`);
  process.exit(0);
});
