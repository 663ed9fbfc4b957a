import { freshAddress, PUBLIC_URL } from "./test-server";

export interface PageAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** Location of a redirect, as sent. */
  location: string | null;
}

/**
 * A browser without JavaScript, as far as the account pages care: it keeps the
 * session cookie, posts url-encoded forms with this site's Origin and does not
 * follow redirects, so each step can be checked.
 */
export class FormClient {
  cookie: string | null = null;
  /** The log-in device cookie (`chatlink_device`), kept like a browser keeps it. */
  device: string | null = null;
  /** The dashboard's workspace choice (`chatlink_workspace`), kept like a browser keeps it. */
  workspace: string | null = null;
  /** Every Set-Cookie header seen, newest last. */
  readonly setCookies: string[] = [];

  constructor(
    readonly base: string,
    readonly address: string = freshAddress(),
  ) {}

  async get(path: string): Promise<PageAnswer> {
    return this.send(path, { method: "GET" });
  }

  async post(
    path: string,
    fields: Record<string, string>,
    extraHeaders: Record<string, string> = { origin: PUBLIC_URL },
  ): Promise<PageAnswer> {
    return this.send(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...extraHeaders },
      body: new URLSearchParams(fields).toString(),
    });
  }

  private async send(path: string, init: RequestInit): Promise<PageAnswer> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.address);
    const cookies = [
      ...(this.cookie === null ? [] : [`chatlink_session=${this.cookie}`]),
      ...(this.device === null ? [] : [`chatlink_device=${this.device}`]),
      ...(this.workspace === null ? [] : [`chatlink_workspace=${this.workspace}`]),
    ];
    if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
    const res = await fetch(`${this.base}${path}`, { ...init, headers, redirect: "manual" });
    for (const header of res.headers.getSetCookie()) {
      this.setCookies.push(header);
      const match = /^chatlink_session=([^;]*)/.exec(header);
      if (match) this.cookie = match[1] === "" ? null : (match[1] ?? null);
      const device = /^chatlink_device=([^;]*)/.exec(header);
      if (device) this.device = device[1] === "" ? null : (device[1] ?? null);
      const workspace = /^chatlink_workspace=([^;]*)/.exec(header);
      if (workspace) this.workspace = workspace[1] === "" ? null : (workspace[1] ?? null);
    }
    return {
      status: res.status,
      headers: res.headers,
      text: await res.text(),
      location: res.headers.get("location"),
    };
  }
}

/** A password that passes the rules, different each call. */
let counter = 0;
export function goodPassword(): string {
  counter++;
  return `correct horse battery ${counter} staple`;
}

let emailCounter = 0;
export function freshEmail(label = "person"): string {
  emailCounter++;
  return `${label}-${process.pid}-${emailCounter}@example.com`;
}

/** Signs up through the form and returns the client, signed in. */
export async function signUp(
  base: string,
  email = freshEmail(),
  password = goodPassword(),
): Promise<{ client: FormClient; email: string; password: string }> {
  const client = new FormClient(base);
  const answer = await client.post("/signup", { email, password, ageConfirmed: "yes" });
  if (answer.status !== 302) throw new Error(`sign-up failed: ${answer.status} ${answer.text.slice(0, 200)}`);
  return { client, email, password };
}
