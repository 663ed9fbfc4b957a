import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { formPost, type SignedInClient, signedInClient } from "./dashboard-helpers";
import { DRIVERS } from "./support/databases";
import { bootTestServer, type TestServer } from "./support/test-server";

const driver = DRIVERS[0];

/** The page as the browser draws it: the hydration data (every text of the copy) and React's text separators cut off. */
function markup(html: string): string {
  return html.replaceAll(/<script\b[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

/**
 * The dashboard pages of agents, templates, members and workspaces in the language chosen with
 * the switcher (cookie) or else the browser's (Accept-Language); English unchanged.
 */
describe.runIf(driver !== undefined)("the dashboard's pages in the visitor's language", () => {
  let server: TestServer;
  let client: SignedInClient;
  beforeAll(async () => {
    if (driver === undefined) return;
    server = await bootTestServer(driver);
    client = await signedInClient(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string, language: { cookie?: string; accept?: string } = {}) => {
    const cookie = language.cookie ? `${client.cookie}; ${LOCALE_COOKIE}=${language.cookie}` : client.cookie;
    const headers: Record<string, string> = { cookie };
    if (language.accept) headers["accept-language"] = language.accept;
    const response = await fetch(`${server.base}${path}`, { headers, redirect: "manual" });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("workspaces: Portuguese by cookie, Arabic by the browser, English exact", async () => {
    const pt = await page("/dashboard/workspaces", { cookie: "pt-BR" });
    expect(pt).toContain('<html lang="pt-BR" dir="ltr"');
    expect(markup(pt)).toMatch(/<h1[^>]*>Espaços de trabalho<\/h1>/);
    expect(markup(pt)).toMatch(/<button[^>]*>Criar espaço<\/button>/);
    expect(markup(pt)).toContain("Seu espaço pessoal: só seu, criado com sua conta");
    expect(markup(pt)).not.toContain("Make workspace");

    const ar = await page("/dashboard/workspaces", { accept: "ar,en;q=0.5" });
    expect(ar).toContain('<html lang="ar" dir="rtl"');
    expect(markup(ar)).toMatch(/<h1[^>]*>مساحات العمل<\/h1>/);
    expect(markup(ar)).toMatch(/<button[^>]*>إنشاء المساحة<\/button>/);

    const en = await page("/dashboard/workspaces");
    expect(en).toContain('<html lang="en" dir="ltr"');
    expect(markup(en)).toMatch(/<h1[^>]*>Workspaces<\/h1>/);
    expect(markup(en)).toMatch(/<button[^>]*>Make workspace<\/button>/);
    expect(markup(en)).toContain("Your personal workspace: yours alone, made with your account");
  });

  it("workspaces: a refused name is explained in the page's language", async () => {
    const cookie = `${client.cookie}; ${LOCALE_COOKIE}=pt-BR`;
    const response = await formPost(server, "/dashboard/workspaces", { intent: "create", name: " " }, cookie);
    expect(response.status).toBe(400);
    expect(markup(await response.text())).toContain("Dê um nome ao espaço de trabalho");
  });

  it("templates: Portuguese by cookie, Arabic by the browser, English exact", async () => {
    const pt = markup(await page("/dashboard/templates", { cookie: "pt-BR" }));
    expect(pt).toMatch(/<h1[^>]*>Modelos de mensagem<\/h1>/);
    expect(pt).toMatch(/<button[^>]*>Salvar modelo<\/button>/);
    expect(pt).toContain("0 de 100");

    const arHtml = await page("/dashboard/templates", { accept: "ar" });
    expect(arHtml).toContain('<html lang="ar" dir="rtl"');
    expect(markup(arHtml)).toMatch(/<h1[^>]*>قوالب الرسائل<\/h1>/);
    expect(markup(arHtml)).toMatch(/<button[^>]*>حفظ القالب<\/button>/);

    const en = markup(await page("/dashboard/templates"));
    expect(en).toMatch(/<h1[^>]*>Message templates<\/h1>/);
    expect(en).toMatch(/<button[^>]*>Save template<\/button>/);
  });

  it("templates: a save is confirmed, and a refusal explained, in the page's language", async () => {
    const cookie = `${client.cookie}; ${LOCALE_COOKIE}=ar`;
    const refused = await formPost(
      server,
      "/dashboard/templates",
      { intent: "create", name: "", body: "Oi" },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(markup(await refused.text())).toContain("اختر اسمًا للقالب");
    const saved = await formPost(
      server,
      "/dashboard/templates",
      { intent: "create", name: "Pedido", body: "Oi" },
      cookie,
    );
    expect(saved.status).toBe(302);
    const after = await page(saved.headers.get("location") ?? "", { cookie: "ar" });
    expect(markup(after)).toContain("تم حفظ “Pedido”.");
  });

  it("members: Portuguese by cookie, Arabic by the browser, English exact", async () => {
    const made = await client.post("/dashboard/workspaces", { intent: "create", name: "Loja" });
    expect(made.status).toBe(302);
    const workspace = /chatlink_workspace=[^;]+/.exec(made.headers.get("set-cookie") ?? "")?.[0];
    const inShop = (language: string) =>
      fetch(`${server.base}/dashboard/workspaces/members`, {
        headers: {
          cookie: `${client.cookie}; ${workspace}${language ? `; ${LOCALE_COOKIE}=${language}` : ""}`,
        },
      }).then((res) => res.text());

    const pt = markup(await inShop("pt-BR"));
    expect(pt).toMatch(/<h1[^>]*>Membros de Loja<\/h1>/);
    expect(pt).toMatch(/<button[^>]*>Enviar convite<\/button>/);
    expect(pt).toContain(">Proprietário</option>");
    expect(pt).toContain("Proprietário · Entrou em");

    const arHtml = await inShop("ar");
    expect(arHtml).toContain('<html lang="ar" dir="rtl"');
    expect(markup(arHtml)).toMatch(/<h1[^>]*>أعضاء Loja<\/h1>/);
    expect(markup(arHtml)).toMatch(/<button[^>]*>إرسال الدعوة<\/button>/);

    const en = markup(await inShop(""));
    expect(en).toMatch(/<h1[^>]*>Members of Loja<\/h1>/);
    expect(en).toMatch(/<button[^>]*>Send invitation<\/button>/);
    expect(en).toContain("Owner · Joined");
  });

  it("agents: Portuguese by cookie, Arabic by the browser, English exact", async () => {
    const pt = markup(await page("/dashboard/agents", { cookie: "pt-BR" }));
    expect(pt).toMatch(/<h1[^>]*>Atendentes<\/h1>/);
    expect(pt).toMatch(/<a[^>]*>Adicionar atendente<\/a>/);

    const arHtml = await page("/dashboard/agents", { accept: "ar" });
    expect(arHtml).toContain('<html lang="ar" dir="rtl"');
    expect(markup(arHtml)).toMatch(/<h1[^>]*>الموظفون<\/h1>/);
    expect(markup(arHtml)).toMatch(/<a[^>]*>إضافة موظف<\/a>/);

    const form = markup(await page("/dashboard/agents/new", { cookie: "ar" }));
    expect(form).toMatch(/<h1[^>]*>إضافة موظف<\/h1>/);
    expect(form).toContain("متى يردّ؟");
    expect(form).toContain("تحديد ساعات العمل");

    const en = markup(await page("/dashboard/agents"));
    expect(en).toMatch(/<h1[^>]*>Agents<\/h1>/);
    expect(en).toMatch(/<a[^>]*>Add an agent<\/a>/);
  });

  it("agents: a saved agent is confirmed, and its status said, in the page's language", async () => {
    const cookie = `${client.cookie}; ${LOCALE_COOKIE}=pt-BR`;
    const saved = await formPost(
      server,
      "/dashboard/agents/new",
      { name: "Caio", phone: "+44 7911 123456", hours: "" },
      cookie,
    );
    expect(saved.status).toBe(302);
    const list = markup(await page(saved.headers.get("location") ?? "", { cookie: "pt-BR" }));
    expect(list).toContain("Caio salvo.");
    expect(list).toContain("Sempre aberto");
    expect(list).toContain("Pausar Caio");
  });

  it("team links: the link form's team fields and the list's team summary in the page's language", async () => {
    const other = await signedInClient(server);
    const cookie = (language: string) => `${other.cookie}; ${LOCALE_COOKIE}=${language}`;
    const get = (path: string, language: string) =>
      fetch(`${server.base}${path}`, { headers: { cookie: cookie(language) } }).then((res) => res.text());
    await other.post("/dashboard/agents/new", { name: "Ana", phone: "+44 7911 123456", hours: "" });

    const pt = markup(await get("/dashboard/links/new?team=1", "pt-BR"));
    expect(pt).toContain("Quem responde às conversas?");
    expect(pt).toContain("Uma equipe (vários atendentes)");
    expect(pt).toContain("Revezar");
    expect(pt).toContain("Nenhum modelo ainda.");
    const ar = await get("/dashboard/links/new?team=1", "ar");
    expect(ar).toContain('<html lang="ar" dir="rtl"');
    expect(markup(ar)).toContain("فريق (عدة موظفين)");
    expect(markup(ar)).toContain("التوزيع حسب الوزن");
    expect(markup(await get("/dashboard/links/new?team=1", "en"))).toContain("A team (several agents)");

    const agent = /name="agents" value="(ag_[0-9a-f]{16})"/.exec(pt)?.[1] ?? "";
    const made = await formPost(
      server,
      "/dashboard/links/new",
      { kind: "team", agents: agent, rotation: "round_robin", fallbackAgent: "", message: "", alias: "" },
      cookie("pt-BR"),
    );
    expect(made.status).toBe(201);
    expect(markup(await get("/dashboard", "pt-BR"))).toContain("Equipe · 1 atendente");
    expect(markup(await get("/dashboard", "ar"))).toContain("فريق · موظف واحد");
  });
});
