import { describe, expect, it } from "vitest";
import { measureMessage } from "./message-length";

describe("measureMessage", () => {
  it("shows N / 1000 and warns near and over the limit", () => {
    expect(measureMessage("")).toMatchObject({ counterText: "0 / 1000", level: "fine", excess: 0 });
    expect(measureMessage("x".repeat(899)).level).toBe("fine");
    expect(measureMessage("x".repeat(900)).level).toBe("near");
    expect(measureMessage("x".repeat(1000)).level).toBe("near");
    expect(measureMessage("x".repeat(1003))).toMatchObject({
      counterText: "1003 / 1000",
      level: "over",
      excess: 3,
    });
  });

  it("counts an emoji as one character", () => expect(measureMessage("👋 hi").count).toBe(4));
});
