import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { knowledgeNodes, knowledgeSections } from "../../db/schema/knowledge";
import { type Agent, type TestApp, testApp } from "../../test/test-app";
import { runJob } from "./ocr";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

// A scanned line of French, printed then captured as a picture: it holds no text layer.
const scan = readFileSync(new URL("./fixtures/scan-fr.png", import.meta.url));

async function upload(agent: Agent, name: string, data: Buffer) {
  const boundary = `----praxis${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nProgiciels & Solutions\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="parentId"\r\n\r\ndir-modeles\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/knowledge/files",
    payload: body,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      cookie: `praxis_session=${agent.cookies.praxis_session}`,
    },
  });
}

/** Reads the file until its text is no longer being recognised. */
async function settled(agent: Agent, id: string, states: string[] = []) {
  for (let i = 0; i < 240; i++) {
    const node = (await agent.get(`/api/knowledge/folders/${id}`)).json();
    if (states.at(-1) !== node.textState) states.push(node.textState);
    if (node.textState !== "recognising") return node;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("OCR did not finish");
}

const search = async (agent: Agent, q: string) =>
  (await agent.get(`/api/knowledge/search?q=${encodeURIComponent(q)}`)).json().items as {
    id: string;
    title: string;
  }[];

describe("text files in any encoding, with front-matter", () => {
  it("reads a UTF-16 Markdown file and takes its front-matter as title and tags", async () => {
    const a = await t.signUp();
    const md =
      "---\ntitle: Procédure de mainlevée\ntags: [hypothèque, notaire]\nauteur: Service juridique\n---\n" +
      "## Étapes\nLe notaire reçoit l'accord de la banque créancière.\n";
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(md, "utf16le")]);
    const res = await upload(a, "mainlevee.md", utf16);
    expect(res.statusCode).toBe(201);
    const node = res.json();
    expect(node).toMatchObject({
      fileType: "markdown",
      title: "Procédure de mainlevée",
      tags: ["hypothèque", "notaire"],
      textState: null,
    });
    // The front-matter is metadata: neither shown nor searched as text.
    expect(node.content.startsWith("## Étapes\nLe notaire reçoit l'accord")).toBe(true);
    expect(node.content).not.toContain("auteur");
    expect(await search(a, "Service juridique")).not.toContainEqual(expect.objectContaining({ id: node.id }));
    // Its title and tags are found, and the title names it in the results.
    expect(await search(a, "hypothèque")).toContainEqual(
      expect.objectContaining({ id: node.id, title: "Procédure de mainlevée" }),
    );
    const sections = await t.app.db
      .select({ text: knowledgeSections.text })
      .from(knowledgeSections)
      .where(eq(knowledgeSections.nodeId, node.id));
    expect(sections.map((s) => s.text).join(" ")).toContain("banque créancière");
    expect(sections.map((s) => s.text).join(" ")).not.toContain("auteur");
  });

  it("accepts a .txt file written in Windows-1252 and serves it back in its own encoding", async () => {
    const a = await t.signUp();
    const text = "Échéancier du prêt à taux zéro : « première échéance » en août — 1 250,00 €";
    const res = await upload(a, "echeancier.txt", win1252(text));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileType: "text", content: text });
    const raw = await a.get(`/api/knowledge/files/${res.json().id}/raw`);
    expect(raw.headers["content-type"]).toBe("text/plain; charset=windows-1252");
    expect(raw.rawPayload.equals(win1252(text))).toBe(true);
    // UTF-8 with its byte order mark reads as UTF-8, the mark left out.
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Café crème", "utf8")]);
    expect((await upload(a, "bom.txt", bom)).json().content).toBe("Café crème");
  });
});

function win1252(text: string): Buffer {
  const special: Record<string, number> = { "€": 0x80, "—": 0x97, "«": 0xab, "»": 0xbb };
  return Buffer.from([...text].map((c) => special[c] ?? c.charCodeAt(0)));
}

describe("scans and photos (OCR)", { timeout: 90_000 }, () => {
  it("answers at once, reads a photo's text in the background, then finds and indexes it", async () => {
    const a = await t.signUp();
    const res = await upload(a, "affiche.png", scan);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileType: "image", textState: "recognising", content: "" });
    const states = ["recognising"];
    const done = await settled(a, res.json().id, states);
    expect(states).toEqual(["recognising", "done"]);
    expect(done.textError).toBeNull();
    expect(done.content).toMatch(/crédit-bail immobilier/);
    expect(done.content).toMatch(/entrepôts logistiques/);
    expect(await search(a, "entrepôts logistiques")).toContainEqual(expect.objectContaining({ id: done.id }));
    const sections = await t.app.db
      .select({ text: knowledgeSections.text })
      .from(knowledgeSections)
      .where(eq(knowledgeSections.nodeId, done.id));
    expect(sections.map((s) => s.text).join(" ")).toMatch(/crédit-bail/);
    const raw = await a.get(`/api/knowledge/files/${done.id}/raw`);
    expect(raw.headers["content-type"]).toBe("image/png");
  });

  it("reads the scanned pages of a PDF and keeps the text layer of the others", async () => {
    const a = await t.signUp();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf
      .addPage([595, 842])
      .drawText("Annexe tarifaire des frais de dossier", { x: 50, y: 780, size: 14, font });
    const image = await pdf.embedPng(scan);
    const page = pdf.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 650, width: 595, height: (595 * image.height) / image.width });
    // A scanner's stamp in the text layer does not make it a text page: both are kept.
    page.drawText("Page 2", { x: 50, y: 40, size: 9, font });
    const res = await upload(a, "dossier-scanne.pdf", Buffer.from(await pdf.save()));
    expect(res.statusCode).toBe(201);
    expect(res.json().textState).toBe("recognising");
    const done = await settled(a, res.json().id);
    expect(done.textState).toBe("done");
    expect(done.content).toMatch(
      /Annexe tarifaire des frais de dossier[\s\S]*Page 2[\s\S]*crédit-bail immobilier/,
    );
    expect(await search(a, "logistiques régionaux")).toContainEqual(expect.objectContaining({ id: done.id }));
    // A PDF with a text layer on every page needs no OCR.
    const plain = await PDFDocument.create();
    plain.addPage().drawText("Conditions générales de la location longue durée", {
      x: 50,
      y: 700,
      font: await plain.embedFont(StandardFonts.Helvetica),
    });
    expect((await upload(a, "texte.pdf", Buffer.from(await plain.save()))).json().textState).toBeNull();
  });

  it("takes up a file left by a stopped instance, fails it after too many attempts, and retries on demand", async () => {
    const a = await t.signUp();
    const other = await t.signUp();
    const first = await settled(a, (await upload(a, "note.png", scan)).json().id);
    expect(first.textState).toBe("done");
    // An instance claimed it, then stopped renewing its claim (restart, crash). Written outside the
    // API: the file is read again once the database's notification is heard (at once on the embedded
    // database, within ms on PostgreSQL); before it, the cached answer ("done") would end the wait
    // at once and the next rewrite would land while the file is still being read.
    const left = async (attempts: number) => {
      const mark = t.app.readCache.mark();
      await t.app.db
        .update(knowledgeNodes)
        .set({
          ocrState: "recognising",
          ocrAttempts: attempts,
          ocrClaimedAt: sql`now() - interval '10 minutes'`,
          content: "",
        })
        .where(eq(knowledgeNodes.id, first.id));
      await vi.waitFor(() => expect(t.app.readCache.mark()).toBeGreaterThan(mark), {
        timeout: 2000,
        interval: 5,
      });
    };
    await left(1);
    expect((await settled(a, first.id)).content).toMatch(/crédit-bail/);
    await left(3);
    const failed = await settled(a, first.id);
    expect(failed).toMatchObject({ textState: "failed", textError: "interrupted" });
    expect((await other.post(`/api/knowledge/files/${first.id}/ocr`)).statusCode).toBe(403);
    const retried = await a.post(`/api/knowledge/files/${first.id}/ocr`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().textState).toBe("recognising");
    expect((await settled(a, first.id)).textState).toBe("done");
    expect((await a.post(`/api/knowledge/files/${first.id}/ocr`)).statusCode).toBe(409);
  });

  it("a job that lost its claim (taken over by another instance) writes nothing over the newer claim", async () => {
    const a = await t.signUp();
    const { id } = await settled(a, (await upload(a, "reprise.png", scan)).json().id);
    const row = async () =>
      (
        await t.app.db
          .select({
            fileType: knowledgeNodes.fileType,
            ocrState: knowledgeNodes.ocrState,
            ocrError: knowledgeNodes.ocrError,
            ocrAttempts: knowledgeNodes.ocrAttempts,
            content: knowledgeNodes.content,
          })
          .from(knowledgeNodes)
          .where(eq(knowledgeNodes.id, id))
      )[0];
    // Claimed by another instance at its third attempt, freshly: this app's runner leaves it alone.
    await t.app.db
      .update(knowledgeNodes)
      .set({ ocrState: "recognising", ocrAttempts: 3, ocrClaims: 3, ocrClaimedAt: sql`now()`, content: "" })
      .where(eq(knowledgeNodes.id, id));
    const { fileType } = await row();
    const job = (claim: number, attempts = claim) =>
      runJob(t.app.db, { id, fileType, attempts, claim }, new AbortController().signal, t.app.log);
    // The job of the second attempt (its instance stalled past its lease) finishes reading the file.
    await job(2);
    expect(await row()).toMatchObject({ ocrState: "recognising", ocrAttempts: 3, content: "" });
    // A job past the last attempt whose claim was taken over does not fail the file either.
    await job(4);
    expect(await row()).toMatchObject({ ocrState: "recognising", ocrError: null, ocrAttempts: 3 });
    // The job that holds the claim writes the text.
    await job(3);
    expect(await row()).toMatchObject({
      ocrState: "done",
      ocrAttempts: 3,
      content: expect.stringMatching(/crédit-bail/),
    });
    // After a retry (attempts counted again from 1, claims not), a job of the first attempt before it,
    // stalled, writes nothing over the first attempt after it.
    await t.app.db
      .update(knowledgeNodes)
      .set({ ocrState: "recognising", ocrAttempts: 1, ocrClaims: 5, ocrClaimedAt: sql`now()`, content: "" })
      .where(eq(knowledgeNodes.id, id));
    await job(4, 1);
    expect(await row()).toMatchObject({ ocrState: "recognising", ocrAttempts: 1, content: "" });
    await job(5, 1);
    expect(await row()).toMatchObject({ ocrState: "done", content: expect.stringMatching(/crédit-bail/) });
  });

  it("reads a JPEG photo, fails a damaged picture, and refuses one that is not what its name says (415)", async () => {
    const a = await t.signUp();
    const jpeg = await upload(
      a,
      "photo.jpeg",
      readFileSync(new URL("./fixtures/scan-fr.jpg", import.meta.url)),
    );
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().textState).toBe("recognising");
    expect((await settled(a, jpeg.json().id)).content).toMatch(/entrepôts logistiques/);
    // A picture whose header is right but whose pixels are not: accepted, then marked failed.
    const broken = await upload(
      a,
      "abimee.png",
      Buffer.concat([scan.subarray(0, 33), Buffer.alloc(2000, 7)]),
    );
    expect(broken.statusCode).toBe(201);
    expect(await settled(a, broken.json().id)).toMatchObject({
      textState: "failed",
      textError: "unreadable",
    });
    expect((await upload(a, "photo.jpg", scan)).statusCode).toBe(415);
    expect((await upload(a, "photo.png", Buffer.from("%PDF-1.7 pas une image"))).statusCode).toBe(415);
  });
});
