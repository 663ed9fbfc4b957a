import { describe, expect, it } from "vitest";
import { parseTrustProxy, readEnv } from "./env.server";

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
      qrRendersPerMinute: 60,
      formsPer10s: 30,
      qrImagesPer10s: 30,
    });
  });

  it("reads the render workers and the per-account PNG allowance", () => {
    const env = readEnv({ QR_RENDER_WORKERS: "2", RATE_LIMIT_QR_PNG_PER_MINUTE: "40" });
    expect([env.qrRenderWorkers, env.qrPngsPerMinute]).toEqual([2, 40]);
  });

  it("reads the per-address edge limits", () => {
    const env = readEnv({
      RATE_LIMIT_QR_RENDER_PER_MINUTE: "90",
      RATE_LIMIT_FORMS_PER_10S: "200",
      RATE_LIMIT_QR_IMAGES_PER_10S: "45",
    });
    expect([env.qrRendersPerMinute, env.formsPer10s, env.qrImagesPer10s]).toEqual([90, 200, 45]);
  });

  it("refuses values that are not whole numbers in range, naming the variable", () => {
    for (const [name, value] of [
      ["RATE_LIMIT_QR_PNG_PER_MINUTE", "0"],
      ["RATE_LIMIT_QR_PNG_PER_MINUTE", "ten"],
      ["QR_RENDER_WORKERS", "0"],
      ["QR_RENDER_WORKERS", "1.5"],
      ["RATE_LIMIT_QR_RENDER_PER_MINUTE", "0"],
      ["RATE_LIMIT_FORMS_PER_10S", "-5"],
      ["RATE_LIMIT_QR_IMAGES_PER_10S", "many"],
    ] as const)
      expect(() => readEnv({ [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`Invalid configuration:[\\s\\S]*${name}`),
      );
  });
});

describe("parseTrustProxy", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["0", 0],
    ["false", 0],
    ["off", 0],
    ["1", 1],
    ["true", 1],
    ["YES", 1],
    ["2", 2],
  ])("%j → %j hops", (raw, hops) => {
    expect(parseTrustProxy(raw)).toBe(hops);
  });

  it("refuses anything else with a configuration error", () => {
    expect(() => parseTrustProxy("10.0.0.0/8")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("-1")).toThrow(/TRUST_PROXY/);
  });

  it("is what readEnv reports", () => {
    expect(readEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(readEnv({}).trustProxy).toBe(0);
  });
});
