import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import { type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Every file of a zip (a .docx) by name, as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, string>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(files));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** The document's paragraphs: their text, and their list (numId, level) when they are in one. */
function paragraphs(xml: string) {
  return [...xml.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)].map((m) => {
    const body = m[1];
    const numPr = /<w:numPr>\s*<w:ilvl w:val="(\d+)"\/>\s*<w:numId w:val="(\d+)"\/>/.exec(body);
    const style = /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1];
    const text = [...body.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
      .map((x) => (x[0] === "<w:br/>" ? "\n" : x[1]))
      .join("");
    return { text, style, level: numPr ? Number(numPr[1]) : null, numId: numPr ? numPr[2] : null };
  });
}

/** numId → the abstract list's format of level 0 (bullet or decimal), from numbering.xml. */
function listFormats(numbering: string): Map<string, string> {
  const abstract = new Map<string, string>();
  for (const m of numbering.matchAll(
    /<w:abstractNum\b[^>]*w:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g,
  )) {
    abstract.set(m[1], /<w:numFmt w:val="([^"]+)"/.exec(m[2])?.[1] ?? "");
  }
  const out = new Map<string, string>();
  for (const m of numbering.matchAll(
    /<w:num\b[^>]*w:numId="(\d+)"[^>]*>[\s\S]*?<w:abstractNumId w:val="(\d+)"\/>/g,
  )) {
    out.set(m[1], abstract.get(m[2]) ?? "");
  }
  return out;
}

const good = sampleDeliverables.find((s) => s.templateId === "note-credit-comite" && s.quality === "good")!;

const analysis = [
  "Activité : transporteur régional.",
  "Deuxième ligne du même paragraphe.",
  "",
  "Points forts :",
  "- Rentabilité supérieure au secteur",
  "  - EBE de 11,9 %",
  "• Fonds propres solides",
  "* Endettement maîtrisé",
  "",
  "## Capacité de remboursement",
  "1. Couverture du service de la dette",
  "2) Marge sur les covenants",
  "",
  "Conditions :",
  "1. Caution de la holding",
  "",
  "2. Engagement de reprise",
  "1. Nantissement du fonds",
].join("\n");

describe("Word export", () => {
  it("turns typed bullets and numbers into real Word lists, keeps paragraphs, levels and headings", async () => {
    const a = await t.signUp();
    const created = await a.post(`/api/deliverables/from-template/${good.templateId}`, {
      name: "Note à listes",
      data: { ...good.data, analyseFinanciere: analysis },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await a.post(`/api/quality/score/${id}`);
    const res = await a.get(`/api/deliverables/${id}/export?format=docx&language=fr`);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    const numbering = files.get("word/numbering.xml");
    expect(numbering).toBeDefined();
    const formats = listFormats(numbering!);
    const paras = paragraphs(files.get("word/document.xml")!);
    const at = (text: string) => {
      const p = paras.find((x) => x.text === text);
      expect(p, text).toBeDefined();
      return p!;
    };

    // Paragraphs: lines of one paragraph keep their break, a blank line starts another.
    expect(at("Activité : transporteur régional.\nDeuxième ligne du même paragraphe.").numId).toBeNull();
    expect(at("Points forts :").numId).toBeNull();

    // "-", "•" and "*" are one bulleted list, without the typed characters; indentation is a level.
    const bullets = [
      "Rentabilité supérieure au secteur",
      "Fonds propres solides",
      "Endettement maîtrisé",
    ].map(at);
    for (const b of bullets) {
      expect(b.level).toBe(0);
      expect(formats.get(b.numId!)).toBe("bullet");
    }
    expect(at("EBE de 11,9 %")).toMatchObject({ level: 1, numId: bullets[0].numId });
    expect(paras.some((p) => /^[-•*] /.test(p.text))).toBe(false);

    // "1." and "1)" are numbered lists; the second list starts again (its own numId).
    const first = ["Couverture du service de la dette", "Marge sur les covenants"].map(at);
    const second = ["Caution de la holding", "Engagement de reprise"].map(at);
    for (const n of [...first, ...second]) expect(formats.get(n.numId!)).toBe("decimal");
    expect(first[0].numId).toBe(first[1].numId);
    expect(second[0].numId).toBe(second[1].numId);
    expect(second[0].numId).not.toBe(first[0].numId);
    // Numbered from 1 again: a third list.
    const third = at("Nantissement du fonds");
    expect(formats.get(third.numId!)).toBe("decimal");
    expect(third.numId).not.toBe(second[0].numId);
    expect(paras.some((p) => /^\d[.)] /.test(p.text))).toBe(false);

    // A "##" line stays a heading, under the field's own heading.
    expect(at("Capacité de remboursement").style).toBe("Heading3");
    expect(at("Analyse financière").style).toBe("Heading1");

    // Amounts, dates and the score as a French reader writes them.
    const all = paras.map((p) => p.text).join("\n");
    expect(all).toContain("2\u202f400\u202f000\u00a0€");
    expect(all).toContain("14/03/2025");
    expect(all).toMatch(/\d+\/100 — /);
    expect(all).not.toMatch(/\d\.\d\/100/); // no decimal point in French
    expect(all).toMatch(/Évaluation IA \d+(,\d)?\/100 × 70\u202f%/);

    const en = await unzip(
      (await a.get(`/api/deliverables/${id}/export?format=docx&language=en`)).rawPayload,
    );
    const enText = paragraphs(en.get("word/document.xml")!)
      .map((p) => p.text)
      .join("\n");
    expect(enText).toContain("€2,400,000");
    expect(enText).toContain("Status: Draft");
    expect(enText).not.toMatch(/\d,\d\/100/);
  });
});
