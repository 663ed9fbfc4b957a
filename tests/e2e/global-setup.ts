import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { serveCommand } from "../../scripts/bench/lib/serve-command";
import { freePort, ROOT } from "../../scripts/bench/lib/server-process";
import { startMailbox } from "../integration/support/mailbox";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the server's mail lands, one file per mail (tests/e2e/mail.ts reads it). */
    mailDir: string;
    /** What `react-router build` printed, or null when E2E_SKIP_BUILD=1 reused a build. */
    buildOutput: string | null;
  }
}

/** A local SMTP server that writes each mail it receives to `dir`, named by order and recipient. */
function startMailDrop(dir: string) {
  let count = 0;
  return startMailbox((mail) => {
    count++;
    writeFileSync(join(dir, `${String(count).padStart(6, "0")}-${mail.to.join(",")}.eml`), mail.raw);
  });
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer at ${url}:\n${output()}`);
}

/** Builds the app and starts the real server on a free port with an empty data directory. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "chatlink-e2e-"));
  const mailDir = mkdtempSync(join(tmpdir(), "chatlink-e2e-mail-"));
  const mailDrop = await startMailDrop(mailDir);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    // What `npm run serve` sets (Vitest's NODE_ENV=test would give React's development build).
    ...serveCommand(ROOT).env,
    PUBLIC_URL: baseUrl,
    // As an operator sets them: the FAQ, terms and privacy pages show their contact sentences,
    // and the FAQ the reply time the operator promises.
    SUPPORT_EMAIL: "help@chatlink.test",
    SITE_SUPPORT_REPLY_TIME: "24 hours",
    DATA_DIR: dataDir,
    RATE_LIMIT_CREATE_PER_MINUTE: "1000",
    // The browser tests drive every form from one address at machine speed.
    RATE_LIMIT_FORMS_PER_10S: "1000",
    // …and signs up every file's accounts from it: more than the 30 an hour one office gets.
    RATE_LIMIT_SIGNUPS_PER_HOUR: "1000",
    // Mail goes to a local SMTP server, so a test can open the links people get by email.
    SMTP_URL: `smtp://127.0.0.1:${mailDrop.port}`,
    DATABASE_URL: "",
    REDIS_URL: "",
    // The webhooks test's receiver listens on loopback (the SSRF refusals are tested without this).
    WEBHOOKS_ALLOW_PRIVATE: "1",
    // Every file signs up and logs in its own accounts: hashes at the test suites' cost (password-hash.server.ts).
    CHATLINK_TEST_CHEAP_PASSWORD_HASHES: "1",
  };
  let buildOutput: string | null = null;
  if (process.env.E2E_SKIP_BUILD !== "1") {
    const build = spawnSync(join("node_modules", ".bin", "react-router"), ["build"], {
      env,
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    buildOutput = `${build.stdout}${build.stderr}`;
    if (build.status !== 0) throw new Error(`react-router build failed (${build.status}):\n${buildOutput}`);
  }
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  await waitForServer(`${baseUrl}/`, child, () => log);
  project.provide("baseUrl", baseUrl);
  project.provide("mailDir", mailDir);
  project.provide("buildOutput", buildOutput);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await mailDrop.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
