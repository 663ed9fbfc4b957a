import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";

describe("readEnv", () => {
  it("fills in the README's defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: 0,
      qrRenderWorkers: 1,
      qrPngsPerMinute: 12,
    });
  });

  it("reads the render workers and the per-account PNG allowance", () => {
    const env = readEnv({ QR_RENDER_WORKERS: "2", RATE_LIMIT_QR_PNG_PER_MINUTE: "40" });
    expect([env.qrRenderWorkers, env.qrPngsPerMinute]).toEqual([2, 40]);
  });

  it("refuses values that are not whole numbers in range, naming the variable", () => {
    for (const [name, value] of [
      ["RATE_LIMIT_QR_PNG_PER_MINUTE", "0"],
      ["RATE_LIMIT_QR_PNG_PER_MINUTE", "ten"],
      ["QR_RENDER_WORKERS", "0"],
      ["QR_RENDER_WORKERS", "1.5"],
    ] as const)
      expect(() => readEnv({ [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`Invalid configuration:[\\s\\S]*${name}`),
      );
  });
});
