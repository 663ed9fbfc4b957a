import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/bench/lib/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
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
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    // Vitest sets NODE_ENV=test; the browser must get the production build people get.
    NODE_ENV: "production",
    PUBLIC_URL: baseUrl,
    // As an operator sets it: the FAQ, terms and privacy pages show their contact sentences.
    SUPPORT_EMAIL: "help@chatlink.test",
    DATA_DIR: dataDir,
    RATE_LIMIT_CREATE_PER_MINUTE: "1000",
    // The browser tests drive every form from one address at machine speed.
    RATE_LIMIT_FORMS_PER_10S: "1000",
    DATABASE_URL: "",
    REDIS_URL: "",
  };
  if (process.env.E2E_SKIP_BUILD !== "1") {
    execFileSync("npx", ["react-router", "build"], { env, stdio: "ignore" });
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

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
