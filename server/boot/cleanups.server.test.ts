import { describe, expect, it } from "vitest";
import { Cleanups } from "./cleanups.server";

describe("Cleanups", () => {
  it("closes newest first, logs a failing step and still runs the others, once", async () => {
    const logged: string[] = [];
    const order: string[] = [];
    const cleanups = new Cleanups((m) => logged.push(m));
    cleanups.push(() => void order.push("database"));
    cleanups.push(() => {
      throw new Error("redis went away");
    });
    cleanups.push(async () => void order.push("listener"));
    await cleanups.run();
    expect(order).toEqual(["listener", "database"]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^shutdown: Error: redis went away/);
    await cleanups.run();
    expect(order).toEqual(["listener", "database"]);
  });
});
