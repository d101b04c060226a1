import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/test-app";
import { makeDocx, makePdf } from "./documents";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: "root@praxis.fr", ADMIN_PASSWORD: "root-password" });
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer; type?: string }) {
  const boundary = `----praxis${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
  );
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  agent: Awaited<ReturnType<TestApp["signUp"]>>,
  name: string,
  data: Buffer,
  parentId = "dir-modeles",
) {
  const m = multipart({ category: "Progiciels & Solutions", parentId }, { name, data });
  return t.app.inject({
    method: "POST",
    url: "/api/knowledge/files",
    payload: m.body,
    headers: { ...m.headers, cookie: `praxis_session=${agent.cookies.praxis_session}` },
  });
}

describe("knowledge items", () => {
  it("lists the five categories' items and counts a view when one is read", async () => {
    const a = await t.signUp();
    const all = (await a.get("/api/knowledge")).json();
    const categories = new Set(all.map((i: { category: string }) => i.category));
    expect(categories.size).toBe(5);
    const credit = (await a.get(`/api/knowledge?category=${encodeURIComponent("Métiers du Crédit")}`)).json();
    expect(credit.length).toBeGreaterThanOrEqual(8);
    expect(credit.every((i: { category: string }) => i.category === "Métiers du Crédit")).toBe(true);
    const item = credit[0];
    const read = (await a.get(`/api/knowledge/${item.id}`)).json();
    expect(read.content.length).toBeGreaterThan(100);
    expect(read.viewCount).toBe(item.viewCount + 1);
    expect((await a.get("/api/knowledge/unknown-id")).statusCode).toBe(404);
    expect((await a.get("/api/knowledge?category=Cuisine")).statusCode).toBe(400);
  });

  it("gives a category a page at a time, with counts per category and kind that follow what the reader may see", async () => {
    const a = await t.signUp();
    const credit = encodeURIComponent("Métiers du Crédit");
    const counts = (await a.get("/api/knowledge/counts")).json() as {
      category: string;
      kind: string;
      count: number;
    }[];
    const count = (category: string, kind: string) =>
      counts.find((c) => c.category === category && c.kind === kind)?.count ?? 0;
    const all = (await a.get("/api/knowledge")).json() as { id: string; category: string; kind: string }[];
    for (const c of counts)
      expect(all.filter((i) => i.category === c.category && i.kind === c.kind).length).toBe(c.count);
    const total = count("Métiers du Crédit", "article");
    expect(total).toBeGreaterThan(30);

    // The pages, one after the other, give every article once, in the list's order.
    const pages: { id: string; kind: string }[] = [];
    for (let offset = 0; offset < total + 10; offset += 10) {
      const page = (
        await a.get(`/api/knowledge?category=${credit}&kind=article&limit=10&offset=${offset}`)
      ).json();
      expect(page.length).toBeLessThanOrEqual(10);
      pages.push(...page);
    }
    expect(pages.length).toBe(total);
    expect(new Set(pages.map((i) => i.id)).size).toBe(total);
    expect(pages.every((i) => i.kind === "article")).toBe(true);
    const whole = (await a.get(`/api/knowledge?category=${credit}&kind=article`)).json();
    expect(pages.map((i) => i.id)).toEqual(whole.map((i: { id: string }) => i.id));

    // Documentation passages are asked for apart.
    const documented = counts.find((c) => c.kind === "documentation");
    expect(documented).toBeDefined();
    const passages = (
      await a.get(`/api/knowledge?category=${encodeURIComponent(documented!.category)}&kind=documentation`)
    ).json();
    expect(passages.length).toBe(documented!.count);

    // A draft counts for its author only.
    await a.post("/api/knowledge", { title: "Brouillon de test", category: "Soft Skills", status: "draft" });
    const mine = (await a.get("/api/knowledge/counts")).json();
    const other = (await (await t.signUp()).get("/api/knowledge/counts")).json();
    const soft = (list: typeof counts) =>
      list.find((c) => c.category === "Soft Skills" && c.kind === "article")!.count;
    expect(soft(mine)).toBe(soft(other) + 1);

    for (const bad of ["kind=video", "limit=0", "limit=101", "offset=-1", "limit=ten"])
      expect((await a.get(`/api/knowledge?${bad}`)).statusCode).toBe(400);
  });

  it("lets the author edit and delete an item, refuses others, and lets an admin do anything", async () => {
    const author = await t.signUp();
    const other = await t.signUp();
    const created = await author.post("/api/knowledge", {
      title: "Note sur la LOA",
      description: "",
      category: "Métiers du Crédit",
      content: "# LOA\nLocation avec option d'achat.",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().canEdit).toBe(true);
    expect(
      (await author.post("/api/knowledge", { title: "", category: "Métiers du Crédit" })).json().message,
    ).toBe("Le titre est requis");
    expect(
      (await other.put(`/api/knowledge/${id}`, { title: "Piraté", category: "Métiers du Crédit" }))
        .statusCode,
    ).toBe(403);
    expect((await other.delete(`/api/knowledge/${id}`)).statusCode).toBe(403);
    const edited = await author.put(`/api/knowledge/${id}`, {
      title: "Note LOA révisée",
      category: "Métiers du Crédit",
      content: "x",
    });
    expect(edited.json().title).toBe("Note LOA révisée");
    // Seeded items belong to nobody: only admins change them.
    expect((await author.delete("/api/knowledge/credit-bail-mobilier-fondamentaux")).statusCode).toBe(403);
    const admin = t.agent();
    await admin.post("/api/auth/login", { email: "root@praxis.fr", password: "root-password" });
    expect((await admin.delete(`/api/knowledge/${id}`)).statusCode).toBe(200);
    expect((await author.get(`/api/knowledge/${id}`)).statusCode).toBe(404);
  });
});

describe("knowledge in English", () => {
  it("gives each article's English title and description, and none for what users write", async () => {
    const a = await t.signUp();
    const credit = (await a.get(`/api/knowledge?category=${encodeURIComponent("Métiers du Crédit")}`)).json();
    const scoring = credit.find((i: { id: string }) => i.id === "scoring-octroi-particuliers");
    expect(scoring.title).toBe("Scoring d'octroi en crédit à la consommation");
    expect(scoring.titleEn).toBe("Application scoring in consumer credit");
    expect(scoring.descriptionEn).toMatch(/[a-z]/);
    expect(scoring.descriptionEn).not.toBe(scoring.description);
    const mine = (
      await a.post("/api/knowledge", {
        title: "Ma fiche",
        description: "Écrite ici",
        category: "Soft Skills",
      })
    ).json();
    expect(mine).toMatchObject({ title: "Ma fiche", titleEn: null, descriptionEn: null });
  });

  it("finds articles by their English text and answers in the reader's language", async () => {
    const a = await t.signUp();
    const hits = async (q: string, lang?: string) =>
      (await a.get(`/api/knowledge/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ""}`)).json()
        .items;
    // "counterparty" is only in the English version of the article.
    const english = await hits("corporate counterparty", "en");
    const analysis = english.find((h: { id: string }) => h.id === "analyse-financiere-entreprise");
    expect(analysis.title).toBe("Financial analysis of a corporate counterparty");
    expect(analysis.snippet).toMatch(/<mark>counterpart/i);
    const french = (await hits("corporate counterparty")).find(
      (h: { id: string }) => h.id === "analyse-financiere-entreprise",
    );
    expect(french.title).toBe("Analyse financière d'une contrepartie entreprise");
    // What users write reads as written in both languages.
    const mine = (
      await a.post("/api/knowledge", {
        title: "Fiche zyxomorphe",
        description: "",
        category: "Soft Skills",
        content: "Le zyxomorphe en pratique.",
      })
    ).json();
    expect((await hits("zyxomorphe", "en")).map((h: { title: string }) => h.title)).toEqual([mine.title]);
    expect((await a.get("/api/knowledge/search?q=x&lang=de")).statusCode).toBe(400);
  });

  it("keeps an article's English version when its French text is edited", async () => {
    const admin = t.agent();
    await admin.post("/api/auth/login", { email: "root@praxis.fr", password: "root-password" });
    const before = (await admin.get("/api/knowledge/garanties-et-suretes")).json();
    const edited = await admin.put("/api/knowledge/garanties-et-suretes", {
      title: "Garanties et sûretés : panorama",
      description: before.description,
      category: before.category,
      content: `${before.content}\n\nMise à jour.`,
      status: before.status,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Garanties et sûretés : panorama",
      titleEn: before.titleEn,
      descriptionEn: before.descriptionEn,
    });
    const after = (await admin.get("/api/knowledge/garanties-et-suretes")).json();
    expect(after.titleEn).toBe("Guarantees and security interests: overview and valuation");
    expect(after.contentEn).toBe(before.contentEn);
  });
});

describe("folder tree", () => {
  it("gives root folders, then children on demand, and previews each file type", async () => {
    const a = await t.signUp();
    const roots = (
      await a.get(
        `/api/knowledge/folders?category=${encodeURIComponent("Progiciels & Solutions")}&parentId=null`,
      )
    ).json();
    expect(roots.length).toBeGreaterThanOrEqual(4);
    expect(roots.every((n: { parentId: null }) => n.parentId === null)).toBe(true);
    const withChildren = roots.find((r: { hasChildren: boolean }) => r.hasChildren);
    const children = (await a.get(`/api/knowledge/folders?parentId=${withChildren.id}`)).json();
    expect(children.length).toBeGreaterThan(0);
    expect(children[0].path.startsWith(withChildren.path)).toBe(true);
    expect(
      (
        await a.get(`/api/knowledge/folders?category=${encodeURIComponent("Soft Skills")}&parentId=null`)
      ).json(),
    ).toEqual([]);

    // Walk the tree to find one file of each type.
    const found: Record<string, string> = {};
    const walk = async (parentId: string) => {
      for (const n of (await a.get(`/api/knowledge/folders?parentId=${parentId}`)).json()) {
        if (n.type === "file") found[n.fileType] ??= n.id;
        else await walk(n.id);
      }
    };
    for (const r of roots) await walk(r.id);
    expect(Object.keys(found).sort()).toEqual(["docx", "html", "markdown", "pdf"]);
    const docx = (await a.get(`/api/knowledge/folders/${found.docx}`)).json();
    expect(docx.html).toMatch(/<h1>|<p>/);
    const pdf = (await a.get(`/api/knowledge/folders/${found.pdf}`)).json();
    const raw = await a.get(pdf.rawUrl);
    expect(raw.headers["content-type"]).toBe("application/pdf");
    expect(raw.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(raw.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });

  it("creates, renames and deletes folders", async () => {
    const a = await t.signUp();
    const created = await a.post("/api/knowledge/folders", {
      name: "Mes notes",
      category: "Progiciels & Solutions",
      parentId: "dir-modeles",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().path).toBe("/Modèles de documents/Mes notes");
    const renamed = await a.put(`/api/knowledge/folders/${created.json().id}`, { name: "Notes Alfa" });
    expect(renamed.json().path).toBe("/Modèles de documents/Notes Alfa");
    expect(
      (await a.post("/api/knowledge/folders", { name: " ", category: "Progiciels & Solutions" })).json()
        .message,
    ).toBe("Le nom est requis");
    expect((await (await t.signUp()).delete(`/api/knowledge/folders/${created.json().id}`)).statusCode).toBe(
      403,
    );
    expect((await a.delete(`/api/knowledge/folders/${created.json().id}`)).statusCode).toBe(200);
  });
});

describe("uploads and search", () => {
  it("indexes an uploaded Word file and a PDF so search finds their text", async () => {
    const a = await t.signUp();
    const docx = await makeDocx(
      "Procédure",
      "# Procédure de mainlevée\nLa mainlevée du gage automobile intervient après le dernier loyer encaissé.",
    );
    const res = await upload(a, "mainlevee.docx", docx);
    expect(res.statusCode).toBe(201);
    expect(res.json().fileType).toBe("docx");
    expect(res.json().content).toContain("mainlevée du gage");
    const pdf = await makePdf(
      "Barème",
      "# Barème zygomatique\nLe barème zygomatique des pénalités de retard.",
    );
    expect((await upload(a, "bareme.pdf", pdf)).statusCode).toBe(201);

    const hits = (await a.get(`/api/knowledge/search?q=${encodeURIComponent("mainlevee gage")}`)).json()
      .items;
    expect(hits[0].title).toBe("mainlevee.docx");
    expect(hits[0].snippet).toContain("<mark>");
    expect(hits[0].link).toContain("file=");
    const pdfHits = (await a.get("/api/knowledge/search?q=zygomatique")).json().items;
    expect(pdfHits[0].title).toBe("bareme.pdf");
  });

  it("refuses files whose content does not match their type (415) and files over 10 MB (413)", async () => {
    const a = await t.signUp();
    const pdf = await makePdf("x", "texte");
    expect((await upload(a, "faux.docx", pdf)).statusCode).toBe(415);
    expect((await upload(a, "virus.exe", Buffer.from("MZ\x90\x00"))).statusCode).toBe(415);
    expect((await upload(a, "binaire.md", Buffer.from([0x00, 0x01, 0x02, 0xff]))).statusCode).toBe(415);
    expect((await upload(a, "page.html", Buffer.from("juste du texte"))).statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    expect((await upload(a, "gros.pdf", big)).statusCode).toBe(413);
    expect((await upload(a, "ok.md", Buffer.from("# Titre\nTexte"), "dir-inexistant")).statusCode).toBe(404);
  });

  it("ranks by relevance, ignores accents and stems French words", async () => {
    const a = await t.signUp();
    const accented = (await a.get(`/api/knowledge/search?q=${encodeURIComponent("crédit-bail")}`)).json()
      .items;
    const plain = (await a.get("/api/knowledge/search?q=credit-bail")).json().items;
    expect(accented.length).toBeGreaterThan(0);
    expect(plain.map((h: { id: string }) => h.id)).toEqual(accented.map((h: { id: string }) => h.id));
    for (let i = 1; i < plain.length; i++) expect(plain[i - 1].rank).toBeGreaterThanOrEqual(plain[i].rank);
    // "résiliations" and "résiliation" share a stem.
    expect(
      (await a.get(`/api/knowledge/search?q=${encodeURIComponent("résiliations")}`)).json().items.length,
    ).toBeGreaterThan(0);
    expect((await a.get("/api/knowledge/search?q=")).statusCode).toBe(400);
    // The word being typed matches as a prefix of the words themselves, not of its stem ("rési" → "res").
    const item = (title: string, content: string) =>
      a.post("/api/knowledge", { title, description: "", category: "Soft Skills", content });
    const residence = (await item("Zorglub alpha", "Zorglub et la résidence principale.")).json().id;
    const network = (await item("Zorglub beta", "Zorglub et le réseau des agences.")).json().id;
    const typed = async (q: string) =>
      (await a.get(`/api/knowledge/search?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((h: { id: string }) => h.id);
    expect(await typed("zorglub rési")).toEqual([residence]);
    expect(await typed("zorglub rése")).toEqual([network]);
    // Equal ranks come in the order of their ids, the same from one search to the next.
    expect(await typed("zorglub")).toEqual([residence, network].sort());
    // A title that holds the word comes before a text that only repeats it.
    const repeated = (
      await item("Notes diverses", Array(10).fill("Le quaggaflux revient dans ce texte.").join(" "))
    ).json().id;
    const titled = (await item("Quaggaflux : mode d'emploi", "Une fiche courte.")).json().id;
    expect(await typed("quaggaflux")).toEqual([titled, repeated]);
    // Snippets never carry markup from documents.
    const html = (await a.get("/api/knowledge/search?q=table")).json().items;
    for (const h of html) expect(h.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });
});
