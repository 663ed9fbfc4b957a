import { describe, expect, it } from "vitest";
import { checkAgentChange, checkHours, checkNewAgent } from "./agent-input";
import { AGENT_NAME_MAX, DEPARTMENT_MAX } from "./team-link";

describe("checkNewAgent", () => {
  it("reads the number as people type it, trims the name and fills the defaults", () => {
    expect(checkNewAgent({ name: "  Ana  María ", phone: "+44 7911 123456" })).toEqual({
      ok: true,
      value: {
        name: "Ana María",
        phone: "447911123456",
        department: null,
        weight: 1,
        active: true,
        hours: null,
      },
    });
  });

  it("reads a national number with its country, and a pasted wa.me link", () => {
    expect(checkNewAgent({ name: "Bo", phone: "07911 123456", country: "GB" })).toMatchObject({
      ok: true,
      value: { phone: "447911123456" },
    });
    expect(checkNewAgent({ name: "Bo", phone: "https://wa.me/447911123456?text=Hi" })).toMatchObject({
      ok: true,
      value: { phone: "447911123456" },
    });
  });

  it("names the field at fault with a stable code", () => {
    expect(checkNewAgent({ phone: "+447911123456" })).toMatchObject({ ok: false, error: "invalid_request" });
    expect(checkNewAgent({ name: "   ", phone: "+447911123456" })).toMatchObject({
      ok: false,
      error: "invalid_request",
    });
    expect(checkNewAgent({ name: "x".repeat(AGENT_NAME_MAX + 1), phone: "+447911123456" })).toMatchObject({
      ok: false,
      error: "invalid_request",
    });
    expect(checkNewAgent({ name: "Bo" })).toMatchObject({ ok: false, error: "invalid_phone" });
    expect(checkNewAgent({ name: "Bo", phone: "12" })).toMatchObject({ ok: false, error: "invalid_phone" });
    expect(checkNewAgent({ name: "Bo", phone: "x".repeat(10_000) })).toMatchObject({
      ok: false,
      error: "invalid_phone",
    });
    for (const weight of [0, 101, 1.5, "3"])
      expect(checkNewAgent({ name: "Bo", phone: "+447911123456", weight })).toMatchObject({
        ok: false,
        error: "invalid_request",
      });
    expect(
      checkNewAgent({ name: "Bo", phone: "+447911123456", department: "d".repeat(DEPARTMENT_MAX + 1) }),
    ).toMatchObject({ ok: false, error: "invalid_request" });
    expect(checkNewAgent({ name: "Bo", phone: "+447911123456", id: "ag_1" })).toMatchObject({
      ok: false,
      error: "invalid_request",
      message: expect.stringContaining('"id"'),
    });
    expect(checkNewAgent(null)).toMatchObject({ ok: false, error: "invalid_request" });
    expect(checkNewAgent([1])).toMatchObject({ ok: false, error: "invalid_request" });
  });

  it("drops control characters from the name and keeps an empty department as none", () => {
    expect(checkNewAgent({ name: "A\u0000na", phone: "+447911123456", department: "  " })).toMatchObject({
      ok: true,
      value: { name: "Ana", department: null },
    });
  });
});

describe("checkAgentChange", () => {
  it("keeps only what is sent; null hours means always open, null department none", () => {
    expect(checkAgentChange({ active: false })).toEqual({ ok: true, value: { active: false } });
    expect(checkAgentChange({ hours: null, department: null })).toEqual({
      ok: true,
      value: { hours: null, department: null },
    });
    expect(checkAgentChange({})).toEqual({ ok: true, value: {} });
  });

  it("refuses a country without a number", () => {
    expect(checkAgentChange({ country: "GB" })).toMatchObject({ ok: false, error: "invalid_request" });
  });
});

describe("checkHours", () => {
  it("takes opening hours and answers invalid_hours for anything else", () => {
    const hours = { timeZone: "Europe/London", weekly: { mon: [["09:00", "17:30"]] } };
    expect(checkHours(hours)).toMatchObject({ ok: true, value: { weekly: { mon: [["09:00", "17:30"]] } } });
    for (const bad of [
      "always",
      { weekly: {} },
      { timeZone: "Europe/London", weekly: { someday: [] } },
      { timeZone: "Europe/London", weekly: {}, closedDates: Array(500).fill("2026-12-25") },
    ])
      expect(checkHours(bad)).toMatchObject({ ok: false, error: "invalid_hours" });
  });
});
