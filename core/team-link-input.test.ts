import { describe, expect, it } from "vitest";
import { MAX_AGENTS_PER_LINK } from "./team-link";
import { checkTeamLinkRequest, isTeamLinkRequest, mixesNumberAndTeam } from "./team-link-input";

describe("checkTeamLinkRequest", () => {
  it("reads agents in order, the rotation (round robin by default), message and alias", () => {
    expect(
      checkTeamLinkRequest({ agents: ["ag_b", "ag_a"], message: " Hi {agent} ", alias: "team-one" }),
    ).toEqual({
      ok: true,
      value: {
        agents: ["ag_b", "ag_a"],
        rotation: "round_robin",
        fallbackAgent: null,
        qrRef: true,
        message: "Hi {agent}",
        alias: "team-one",
      },
    });
  });

  it("refuses a link with both a number and agents, naming the rule", () => {
    for (const body of [
      { phone: "+447911123456", agents: ["ag_a"] },
      { url: "https://wa.me/447911123456", agents: ["ag_a"] },
      { phone: "+447911123456", rotation: "weighted" },
    ]) {
      expect(mixesNumberAndTeam(body)).toBe(true);
      expect(checkTeamLinkRequest(body)).toMatchObject({ ok: false, error: "phone_or_agents" });
    }
    expect(isTeamLinkRequest({ phone: "+447911123456" })).toBe(false);
  });

  it("takes 1 to MAX_AGENTS_PER_LINK different agents", () => {
    const many = Array.from({ length: MAX_AGENTS_PER_LINK + 1 }, (_, i) => `ag_${i}`);
    for (const agents of [[], ["ag_a", "ag_a"], many, "ag_a", [1]])
      expect(checkTeamLinkRequest({ agents })).toMatchObject({ ok: false, error: "invalid_agents" });
    expect(checkTeamLinkRequest({ agents: many.slice(1) })).toMatchObject({ ok: true });
  });

  it("refuses an unknown rotation, a long message and a bad alias", () => {
    expect(checkTeamLinkRequest({ agents: ["ag_a"], rotation: "random" })).toMatchObject({
      ok: false,
      error: "invalid_request",
    });
    expect(checkTeamLinkRequest({ agents: ["ag_a"], message: "x".repeat(1001) })).toMatchObject({
      ok: false,
      error: "message_too_long",
    });
    expect(checkTeamLinkRequest({ agents: ["ag_a"], alias: "a b" })).toMatchObject({
      ok: false,
      error: "invalid_alias",
    });
    expect(checkTeamLinkRequest({ agents: ["ag_a"], code: "x" })).toMatchObject({
      ok: false,
      error: "invalid_request",
    });
  });
});
