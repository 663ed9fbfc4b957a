import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { workspaceMembers } from "#db/schema";
import { signedInOwner } from "./analytics-accounts";
import { signedInClient } from "./dashboard-helpers";
import { signedInAccount } from "./support/signed-in-account";
import { bootTestServer, type TestServer } from "./support/test-server";

/** What a page shows: its scripts carry copy the visitor does not read. */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");

/**
 * Issue 23's leftovers: the dashboard's answers after a form is sent, the import's per-row
 * refusals, the 403 notice and the personal workspace's name follow the page's language
 * (here the language cookie), not only its headings.
 */
describe("the dashboard's answers in the visitor's language", () => {
  let server: TestServer;
  let cookie: string;
  let linkId: number;
  const as = (lang: string) => `${cookie}; ${LOCALE_COOKIE}=${lang}`;
  const get = async (path: string, lang: string, session = cookie) =>
    shown(
      await (
        await fetch(`${server.base}${path}`, { headers: { cookie: `${session}; ${LOCALE_COOKIE}=${lang}` } })
      ).text(),
    );
  const post = (path: string, lang: string, body: FormData | URLSearchParams) =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      headers: { cookie: as(lang), origin: server.base, "sec-fetch-site": "same-origin" },
      body,
      redirect: "manual",
    });

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    const owner = await signedInOwner(server);
    cookie = owner.cookie;
    linkId = (await owner.createLink()).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers the settings forms in Portuguese and Arabic", async () => {
    const noPassword = new URLSearchParams({
      intent: "change-email",
      email: "new@example.com",
      currentPassword: "",
    });
    const pt = await post("/dashboard/settings", "pt-BR", noPassword);
    expect(pt.status).toBe(400);
    expect(shown(await pt.text())).toContain("Digite sua senha atual.");

    // The account has no password: any typed one is wrong.
    const wrong = new URLSearchParams({
      intent: "change-password",
      newPassword: "a long new pass 42",
      currentPassword: "x",
    });
    const ar = await post("/dashboard/settings", "ar", wrong);
    expect(ar.status).toBe(400);
    const arabic = shown(await ar.text());
    expect(arabic).toContain("كلمة المرور هذه غير صحيحة.");
    expect(arabic).not.toContain("That password is not right.");

    const weak = new URLSearchParams({
      intent: "change-password",
      newPassword: "short",
      currentPassword: "x",
    });
    expect(shown(await (await post("/dashboard/settings", "pt-BR", weak)).text())).toContain(
      "Use pelo menos 10 caracteres.",
    );
  });

  it("says why each imported row was refused in the page's language", async () => {
    const form = new FormData();
    form.set("intent", "preview");
    const csv = [
      "phone,message,alias,created",
      "+44 7911 200001,Hi,same-alias-1,",
      "+44 7911 200002,Hi,same-alias-1,",
      "+44 7911 200003,Hi,,yesterday",
      "12,Bad,,",
      "",
    ];
    form.set("file", new File([csv.join("\n")], "rows.csv", { type: "text/csv" }));
    const res = await post("/dashboard/import", "pt-BR", form);
    expect(res.status).toBe(200);
    const page = shown(await res.text());
    expect(page).toContain("Outro link já usa este apelido");
    expect(page).toContain("A data de criação não é uma data entre 2000 e hoje");
    // A link rule the API words: its Portuguese message, not the English one.
    expect(page).not.toContain("Another link already has this alias");
    expect(page).toContain("Digite o número completo do WhatsApp com o código do país");
    expect(page).not.toMatch(/Enter the full WhatsApp number|is not a date from 2000/);
  });

  it("shows the personal workspace's default name in the page's language, and a shop's name as typed", async () => {
    expect(await get("/dashboard", "pt-BR")).toContain("Espaço de trabalho: Pessoal");
    expect(await get("/dashboard", "ar")).toContain("مساحة العمل: شخصي");
    expect(await get("/dashboard", "en")).toContain("Workspace: Personal");
    const workspaces = await get("/dashboard/workspaces", "pt-BR");
    expect(workspaces).toContain(">Pessoal<");
    expect(workspaces).not.toContain(">Personal<");
  });

  it("names the roles of the 403 notice in Arabic and Portuguese", async () => {
    const owner = await signedInClient(server);
    const made = await owner.post("/dashboard/workspaces", { intent: "create", name: "Corner Shop" });
    const shopId = /chatlink_workspace=(ws_[0-9a-f]{16})/.exec(made.headers.get("set-cookie") ?? "")?.[1];
    if (shopId === undefined) throw new Error("no workspace cookie");
    const viewer = await signedInAccount(server, "viewer");
    await server.running.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: shopId, accountId: viewer.accountId, role: "viewer" });
    const session = `${viewer.cookie}; chatlink_workspace=${shopId}`;

    const arabic = await get("/dashboard/import", "ar", session);
    expect(arabic).toContain("دورك لا يشمل هذه الصفحة");
    expect(arabic).toContain("تتطلب هذه الصفحة دور مسؤول أو أعلى في “Corner Shop”، ودورك هناك مشاهد.");
    expect(arabic).not.toMatch(/role or higher|Viewer|Admin/);

    const portuguese = await get("/dashboard/links/new", "pt-BR", session);
    expect(portuguese).toContain(
      "Esta página exige a função Editor ou superior em “Corner Shop”, e sua função lá é Leitor.",
    );
    expect(portuguese).toContain(
      `Um proprietário ou administrador de “Corner Shop” pode mudar sua função: ${owner.email}.`,
    );
  });

  it("refuses a QR design that will not scan in the page's language", async () => {
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return body;
    };
    const path = `/dashboard/links/${linkId}/qr/image`;
    const low = await post(
      path,
      "pt-BR",
      form({ foreground: "#25d366", background: "#ffffff", format: "png" }),
    );
    expect(low.status).toBe(422);
    expect(await low.text()).toMatch(/^Essas cores são parecidas demais .*contraste de 2,0:1/);
    const inverted = await post(
      path,
      "ar",
      form({ foreground: "#ffffff", background: "#111111", format: "svg" }),
    );
    expect(inverted.status).toBe(422);
    expect(await inverted.text()).toContain("استخدم كودًا داكن اللون على خلفية فاتحة");
  });
});
