import { describe, expect, it } from "vitest";
import { BackgroundLane } from "./background-lane.server";

/** A task that ends when `finish` is called, logging its start and end. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}
/** Lets the lane's scheduled start (next turn of the loop) and the tasks' continuations run. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("BackgroundLane", () => {
  it("runs background statements one at a time, and only while no other request runs", async () => {
    const lane = new BackgroundLane();
    const log: string[] = [];
    const lookup = task(log, "lookup");
    const [w1, w2] = [task(log, "w1"), task(log, "w2")];
    const looked = lane.foregroundTask(lookup.run);
    const written = [lane.backgroundTask(w1.run), lane.backgroundTask(w2.run)];
    await settle();
    expect(log).toEqual(["start lookup"]);
    lookup.finish();
    await settle();
    expect(log).toEqual(["start lookup", "end lookup", "start w1"]);
    w1.finish();
    await settle();
    expect(log.slice(-2)).toEqual(["end w1", "start w2"]);
    w2.finish();
    expect(await Promise.all([looked, ...written])).toEqual(["lookup", "w1", "w2"]);
  });

  it("starts a request that arrives while writes wait at once, ahead of the waiting ones", async () => {
    // In the same turn of the loop it would go first anyway: a write starts on the next one.
    const early = new BackgroundLane();
    const first: string[] = [];
    const w0 = task(first, "w0");
    const l0 = task(first, "l0");
    const pending = [early.backgroundTask(w0.run), early.foregroundTask(l0.run)];
    await settle();
    expect(first).toEqual(["start l0"]);
    l0.finish();
    await settle();
    w0.finish();
    await Promise.all(pending);

    const lane = new BackgroundLane();
    const log: string[] = [];
    const [w1, w2, lookup] = [task(log, "w1"), task(log, "w2"), task(log, "lookup")];
    const written = [lane.backgroundTask(w1.run), lane.backgroundTask(w2.run)];
    await settle();
    expect(log).toEqual(["start w1"]);
    const looked = lane.foregroundTask(lookup.run);
    await settle();
    // The database itself queues the lookup behind the write it is running, not behind w2.
    expect(log).toEqual(["start w1", "start lookup"]);
    w1.finish();
    await settle();
    expect(log).toEqual(["start w1", "start lookup", "end w1"]);
    lookup.finish();
    await settle();
    expect(log.slice(-2)).toEqual(["end lookup", "start w2"]);
    w2.finish();
    await Promise.all([looked, ...written]);
  });

  it("lets a write that waited its longest go even while requests keep running (counting never stops)", async () => {
    let now = 0;
    const lane = new BackgroundLane(() => now, 1000);
    const log: string[] = [];
    const busy = task(log, "busy");
    void lane.foregroundTask(busy.run);
    const w1 = task(log, "w1");
    const written = lane.backgroundTask(w1.run);
    const quick = task(log, "quick");
    const q = lane.foregroundTask(quick.run);
    quick.finish();
    await q;
    await settle();
    expect(log).not.toContain("start w1"); // "busy" still runs, and the write waited 0 ms
    now = 1000;
    const again = task(log, "again");
    const a = lane.foregroundTask(again.run);
    again.finish();
    await a;
    await settle();
    expect(log).toContain("start w1"); // waited 1 s: goes beside the running request
    w1.finish();
    busy.finish();
    await written;
  });

  it("passes a failure to its caller and goes on with the next write", async () => {
    const lane = new BackgroundLane();
    const failed = lane.backgroundTask(() => Promise.reject(new Error("disk full")));
    const next = lane.backgroundTask(async () => "written");
    await expect(failed).rejects.toThrow("disk full");
    expect(await next).toBe("written");
    await expect(lane.foregroundTask(() => Promise.reject(new Error("no such table")))).rejects.toThrow();
    expect(await lane.backgroundTask(async () => "still")).toBe("still");
    expect(lane.queued).toBe(0);
  });
});
