import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormClient, freshEmail, goodPassword } from "./support/form-client";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * The account pages speak their URL's language (issue 23): labels, links to the other account
 * pages, the errors a no-JavaScript form post gets back, and the page's title.
 */
describe("account pages in other languages", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite", { env: { RATE_LIMIT_FORMS_PER_10S: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("/pt-br/signup is in Portuguese, with lang=pt-BR and its links in Portuguese pages", async () => {
    const page = await new FormClient(server.base).get("/pt-br/signup");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html[^>]* lang="pt-BR"/);
    expect(page.text).toContain("<title>Criar conta | ChatLink</title>");
    expect(page.text).toContain("Crie sua conta grátis");
    expect(page.text).toContain(">Senha</label>");
    expect(page.text).toContain(">E-mail</label>");
    expect(page.text).toContain("Pelo menos 10 caracteres.");
    expect(page.text).toContain(">Criar conta</button>");
    expect(page.text).toMatch(/href="\/pt-br\/login"[^>]*>Entrar<\/a>/);
    expect(page.text).toMatch(/href="\/pt-br\/terms"[^>]*>Termos<\/a>/);
    expect(page.text).not.toContain("Create your free account");
  });

  it("an invalid sign-up posted to /pt-br/signup gets its errors in Portuguese", async () => {
    const answer = await new FormClient(server.base).post("/pt-br/signup", {
      email: "not-an-address",
      password: "short",
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Digite seu endereço de e-mail, como nome@exemplo.com.");
    expect(answer.text).toContain("Use pelo menos 10 caracteres.");
    expect(answer.text).toContain("Confirme que você tem a idade mínima para usar o ChatLink.");
    expect(answer.text).not.toContain("Enter your email address");
  });

  it("a sign-up on /pt-br/signup goes on to the dashboard as in English", async () => {
    const answer = await new FormClient(server.base).post("/pt-br/signup", {
      email: freshEmail("pt"),
      password: goodPassword(),
      ageConfirmed: "yes",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/dashboard");
  });

  it("/ar/login is in Arabic, right to left, and a wrong password is refused in Arabic", async () => {
    const client = new FormClient(server.base);
    const page = await client.get("/ar/login");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"|<html[^>]* dir="rtl"[^>]* lang="ar"/);
    expect(page.text).toContain("<title>تسجيل الدخول | ChatLink</title>");
    expect(page.text).toContain(">كلمة المرور</label>");
    expect(page.text).toMatch(/href="\/ar\/forgot-password"[^>]*>نسيت كلمة المرور؟<\/a>/);
    expect(page.text).toMatch(/href="\/ar\/signup"[^>]*>أنشئ حسابًا مجانيًا<\/a>/);

    const refused = await client.post("/ar/login", { email: freshEmail("ar"), password: goodPassword() });
    expect(refused.status).toBe(401);
    expect(refused.text).toContain("البريد الإلكتروني وكلمة المرور لا يطابقان أي حساب.");
  });

  it("a used-up reset link and a bare invitation page say so in their language, linking within it", async () => {
    const client = new FormClient(server.base);
    const reset = await client.get("/ar/reset-password?token=nope");
    expect(reset.text).toContain("انتهت صلاحية رابط إعادة التعيين هذا أو استُخدم من قبل.");
    expect(reset.text).toMatch(/href="\/ar\/forgot-password"[^>]*>اطلب رابط إعادة تعيين جديدًا<\/a>/);
    const invitation = await client.get("/id/invitation");
    expect(invitation.text).toContain("<title>Undangan ruang kerja | ChatLink</title>");
    expect(invitation.text).toContain("Halaman ini memerlukan tautan dari email undangan.");
  });

  it("English account pages stay in English at the root", async () => {
    const page = await new FormClient(server.base).get("/signup");
    expect(page.text).toMatch(/<html[^>]* lang="en"/);
    expect(page.text).toContain("Create your free account");
    expect(page.text).toMatch(/href="\/login"[^>]*>Log in<\/a>/);
  });
});
