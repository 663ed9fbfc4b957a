import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { startReceiver } from "../integration/support/webhook-receiver";
import { signUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  pageAt,
  screenshot,
  url,
} from "./browser";
import { fillPhone } from "./links";

/** Dashboard → Settings → Webhooks: an endpoint made in the browser gets signed events; its log redelivers. */
const session = browserForFile();

describe("Webhooks page", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  it("adds an endpoint with its secret shown once, sends link events and a test event, redelivers, and reads in Arabic", async () => {
    const page = await pageAt(session, "desktop");
    await signUp(page);
    await page.goto(url("/dashboard/settings"));
    await page.getByRole("link", { name: "Manage webhooks" }).click();
    await page.waitForURL(url("/dashboard/settings/webhooks"));
    await hydrated(page);
    await page.getByText("No webhooks yet.").waitFor();

    await page.getByLabel("Endpoint URL").fill("ftp://example.com/hook");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByText("Enter the full address of your receiver").waitFor();

    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByRole("heading", { name: "Copy your signing secret now" }).waitFor();
    const secret = (await page.locator("pre").first().textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    const card = page.getByRole("article", { name: receiver.url });
    expect(await card.textContent()).toContain("Sending");

    // A link made on the dashboard reaches the receiver, signed with that secret.
    await page.goto(url("/dashboard/links/new"));
    await hydrated(page);
    await fillPhone(page, "+44 7911 123456");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    const created = await receiver.next("link.created");
    expect(new Webhook(secret).verify(created.body, created.headers as Record<string, string>)).toMatchObject(
      {
        data: { phone: "+447911123456" },
      },
    );

    // The test event fails once (HTTP 500), shows in the log, and is redelivered by hand.
    receiver.state.status = 500;
    await page.goto(url("/dashboard/settings/webhooks"));
    await hydrated(page);
    expect(await page.content()).not.toContain(secret);
    await page.getByRole("button", { name: `Send test event: ${receiver.url}` }).click();
    await page.getByText("A test event is on its way").waitFor();
    await receiver.next("webhook.test");
    for (let i = 0; i < 50; i++) {
      await page.reload();
      if (
        (await page.locator('tr[data-status="pending"]').count()) > 0 &&
        (await page.getByText("HTTP 500").count()) > 0
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await page.getByText("HTTP 500").first().waitFor();
    await page.getByText("Waiting to retry").first().waitFor();
    await hydrated(page);
    await expectNoAxeViolations(page, "Webhooks page with a failed delivery");
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "webhooks-desktop");

    receiver.state.status = 200;
    const testId = (await receiver.next("webhook.test")).headers["webhook-id"];
    await page.getByRole("button", { name: new RegExp(`^Redeliver webhook\\.test ${testId}`) }).click();
    await page.getByText("Queued to be sent again.").waitFor();
    for (
      let i = 0;
      i < 50 && receiver.received.filter((r) => r.headers["webhook-id"] === testId).length < 2;
      i++
    )
      await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received.filter((r) => r.headers["webhook-id"] === testId)).toHaveLength(2);

    await page.getByRole("button", { name: "Disable" }).click();
    await page.getByText("Disabled: nothing is sent until you enable it again.").waitFor();

    // A phone in Arabic: right to left, fits the screen.
    const phone = await pageAt(session, "phone");
    await phone.context().addCookies(await page.context().cookies());
    await phone.context().addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseUrl() }]);
    await phone.goto(url("/dashboard/settings/webhooks"));
    await hydrated(phone);
    expect(await phone.locator("html").getAttribute("dir")).toBe("rtl");
    await phone.getByRole("heading", { level: 1, name: "الويب هوك" }).waitFor();
    await phone.getByText("معطّل", { exact: true }).waitFor();
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, "webhooks-phone-ar");
    await phone.context().clearCookies({ name: LOCALE_COOKIE });
    await phone.reload();
    await hydrated(phone);
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, "webhooks-phone");
  });
});
