import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";
import { startupWarnings } from "./startup-warnings.server";

const base = { PUBLIC_URL: "https://chat.example", DATA_DIR: "/tmp/unused" };

describe("start-up warnings", () => {
  it("name each setting left out, and the test suites' password cost when it is on", () => {
    const bare = startupWarnings(readEnv(base), false);
    expect(bare).toHaveLength(2);
    expect(bare[0]).toMatch(/^SUPPORT_EMAIL is not set/);
    expect(bare[1]).toMatch(/^SMTP_URL is not set/);
    const cheap = startupWarnings(readEnv(base), true);
    expect(cheap).toContain(
      "CHATLINK_TEST_CHEAP_PASSWORD_HASHES=1: new passwords are hashed at the test suites' cost (scrypt N=2^10); never set it on a server people use",
    );
  });

  it("say nothing when contact and mail are set and passwords get the real cost", () => {
    const env = readEnv({ ...base, SUPPORT_EMAIL: "help@shop.example", SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(startupWarnings(env, false)).toEqual([]);
  });
});
