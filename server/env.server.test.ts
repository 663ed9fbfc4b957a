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

describe("readEnv: the rest of the settings, read once at start-up", () => {
  it("reads the creation limit, the mail settings and the site's settings", () => {
    const env = readEnv({
      RATE_LIMIT_CREATE_PER_MINUTE: "5",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      SITE_NAME: "Acme Chat",
      PUBLIC_URL: "https://chat.example.com/",
      SUPPORT_EMAIL: "help@acme.test",
      CHATLINK_BUILD_DIR: "/srv/build",
    });
    expect(env.createPerMinute).toBe(5);
    expect(env.mail).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      from: "Acme Chat <no-reply@localhost>",
    });
    expect(env.publicUrl).toBe("https://chat.example.com");
    expect(env.site).toMatchObject({
      publicUrl: env.publicUrl,
      siteName: "Acme Chat",
      supportEmail: "help@acme.test",
    });
    expect(env.buildDir).toBe("/srv/build");
    expect(readEnv({ MAIL_FROM: "Shop <shop@example.com>" }).mail.from).toBe("Shop <shop@example.com>");
    expect(readEnv({}).createPerMinute).toBe(30);
  });

  it("refuses a mail server or contact address that cannot work, naming it", () => {
    expect(() => readEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => readEnv({ SUPPORT_EMAIL: "support at example" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => readEnv({ RATE_LIMIT_CREATE_PER_MINUTE: "0" })).toThrow(/RATE_LIMIT_CREATE_PER_MINUTE/);
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
