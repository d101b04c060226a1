import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { type CertificateContent, renderCertificate } from "./certificate";

/** Text, link annotations, size and the rectangles drawn on the first page, read with pdfjs. */
async function readCertificate(data: Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    const lines = content.items.map((i) => ("str" in i ? i.str : "")).filter(Boolean);
    const annotations = (await page.getAnnotations()) as { subtype: string; url?: string; rect: number[] }[];
    const ops = await page.getOperatorList();
    // Filled shapes: the QR code's squares, the background and the mark.
    const filled = ops.fnArray.filter((op) => op === pdfjs.OPS.fill).length;
    const [, , width, height] = page.view;
    return { lines, text: lines.join("\n"), annotations, filled, width, height, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

const base: CertificateContent = {
  holder: "Łukasz Nguyễn Wiśniewski",
  title: "Certification Expert Crédit & Leasing",
  moduleCount: 4,
  code: "AB12-CD34-EF56-7890",
  issuedAt: new Date("2025-03-14T10:00:00Z"),
  verifyUrl: "https://praxis.example/certificates/AB12-CD34-EF56-7890",
  language: "fr",
};

/** Runs of dark modules in the QR code of the text: one rectangle each. */
function qrRuns(text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  let runs = 0;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.data[r * n + c] && (c === 0 || !qr.modules.data[r * n + c - 1])) runs++;
  return runs;
}

describe("certificate PDF", () => {
  it("prints the holder's name intact, in an A4 landscape page with a link and a QR code to the verification page", async () => {
    const pdf = await renderCertificate(base);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const read = await readCertificate(pdf);
    expect(read.pages).toBe(1);
    expect(Math.round(read.width)).toBe(842);
    expect(Math.round(read.height)).toBe(595);
    expect(read.lines).toContain("Łukasz Nguyễn Wiśniewski");
    expect(read.text).toContain("CERTIFICAT DE RÉUSSITE");
    expect(read.text).toContain("Praxis certifie que");
    expect(read.text).toContain("Certification Expert Crédit & Leasing");
    expect(read.text).toContain("4 modules · délivré le 14 mars 2025");
    expect(read.text).toContain("AB12-CD34-EF56-7890");
    expect(read.text).toContain(base.verifyUrl);
    const links = read.annotations.filter((a) => a.subtype === "Link");
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const l of links) expect(l.url).toBe(base.verifyUrl);
    // The QR code is drawn as vector squares: one filled rectangle per run of dark modules.
    expect(read.filled).toBeGreaterThanOrEqual(qrRuns(base.verifyUrl));
    expect(read.filled).toBeLessThan(qrRuns(base.verifyUrl) + 10);
    // The fonts are embedded subsets, not the whole DejaVu files (about 700 kB each).
    expect(pdf.length).toBeLessThan(150_000);
  });

  it("speaks the holder's language", async () => {
    const read = await readCertificate(
      await renderCertificate({ ...base, language: "en", title: "Credit & Leasing Expert Certification" }),
    );
    expect(read.text).toContain("CERTIFICATE OF COMPLETION");
    expect(read.text).toContain("This is to certify that");
    expect(read.text).toContain("4 modules · issued on 14 March 2025");
    expect(read.lines).toContain("Łukasz Nguyễn Wiśniewski");
  });

  it("keeps a very long name on the page, smaller", async () => {
    const holder = "Maria-Magdalena Alexandrovna Wiśniewska-Nguyễn de la Tour d'Auvergne-Łopuszańska";
    const read = await readCertificate(await renderCertificate({ ...base, holder }));
    expect(read.lines).toContain(holder);
  });
});
