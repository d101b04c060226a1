// The certificate of a completed track as a PDF people frame: A4 landscape, a border, the Praxis
// mark, the holder's name large, the track, the date, the verification code, a clickable link
// and a QR code to the public verification page. Texts in the holder's language; fonts embedded
// (DejaVu, subset) so every name prints as written ("Łukasz Nguyễn Wiśniewski").
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, PDFName, type PDFPage, type PDFRef, PDFString, rgb } from "pdf-lib";
import QRCode from "qrcode";

export type CertificateLanguage = "fr" | "en";

export type CertificateContent = {
  holder: string;
  /** The track's title in the holder's language. */
  title: string;
  moduleCount: number;
  code: string;
  issuedAt: Date;
  /** The public verification page. */
  verifyUrl: string;
  language: CertificateLanguage;
};

const words = {
  fr: {
    heading: "Certificat de réussite",
    certifies: "Praxis certifie que",
    completed: "a suivi avec succès l’ensemble des modules du parcours",
    modules: (n: number) => `${n} module${n > 1 ? "s" : ""}`,
    issued: (date: string) => `délivré le ${date}`,
    code: "Code de vérification",
    verify: "Vérifier l’authenticité de ce certificat\u00a0:",
    scan: "ou scannez ce code",
    issuer: "Praxis — Académie",
  },
  en: {
    heading: "Certificate of completion",
    certifies: "This is to certify that",
    completed: "has successfully completed every module of the track",
    modules: (n: number) => `${n} module${n > 1 ? "s" : ""}`,
    issued: (date: string) => `issued on ${date}`,
    code: "Verification code",
    verify: "Check that this certificate is genuine:",
    scan: "or scan this code",
    issuer: "Praxis — Academy",
  },
};

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fontBytes: Promise<Record<"sans" | "sansBold" | "serifBold", Buffer>> | undefined;

/** The font files, read once. */
function fonts() {
  fontBytes ??= Promise.all(
    ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf"].map((f) => readFile(fontFile(f))),
  ).then(([sans, sansBold, serifBold]) => ({ sans, sansBold, serifBold }));
  return fontBytes;
}

const PRIMARY = rgb(0x25 / 255, 0x63 / 255, 0xeb / 255);
const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.43, 0.5);
const GOLD = rgb(0.69, 0.55, 0.24);
const PAPER = rgb(0.99, 0.985, 0.97);

/** The issue date as the holder's language writes it: "14 mars 2025", "14 March 2025". */
export function certificateDate(date: Date, language: CertificateLanguage): string {
  return new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Paris",
  }).format(date);
}

/** Text centred on the page at `y`, shrunk to fit `maxWidth` (not below `minSize`). */
function centred(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
  maxWidth = page.getWidth() - 160,
  minSize = size / 2,
) {
  let s = size;
  while (s > minSize && font.widthOfTextAtSize(text, s) > maxWidth) s -= 0.5;
  const width = font.widthOfTextAtSize(text, s);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: s, font, color });
  return s;
}

/** A URI link annotation over a rectangle of the page. */
function linkAnnotation(pdf: PDFDocument, rect: [number, number, number, number], url: string): PDFRef {
  return pdf.context.register(
    pdf.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
}

/** The QR code of `url` as vector squares (one rectangle per run of dark modules), `size` wide. */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / n;
  const dark = (r: number, c: number) => qr.modules.data[r * n + c] === 1;
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!dark(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && dark(r, c)) c++;
      page.drawRectangle({
        x: x + start * cell,
        y: y + size - (r + 1) * cell,
        width: (c - start) * cell,
        // A hair taller so rows join without seams when printed or zoomed.
        height: cell + 0.05,
        color: INK,
      });
    }
  }
}

/** The Praxis mark: the rounded blue square with its white "P", as in the application's header. */
function drawMark(page: PDFPage, x: number, y: number, size: number) {
  const scale = size / 32;
  page.drawSvgPath("M8 0H24A8 8 0 0 1 32 8V24A8 8 0 0 1 24 32H8A8 8 0 0 1 0 24V8A8 8 0 0 1 8 0Z", {
    x,
    y: y + size,
    scale,
    color: PRIMARY,
  });
  page.drawSvgPath("M11 24V8h6.5a5 5 0 0 1 0 10H11", {
    x,
    y: y + size,
    scale,
    borderColor: rgb(1, 1, 1),
    borderWidth: 3,
    borderLineCap: 1,
  });
}

export async function renderCertificate(c: CertificateContent): Promise<Buffer> {
  const w = words[c.language];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = await fonts();
  const sans = await pdf.embedFont(bytes.sans, { subset: true });
  const sansBold = await pdf.embedFont(bytes.sansBold, { subset: true });
  const serifBold = await pdf.embedFont(bytes.serifBold, { subset: true });
  pdf.setTitle(`${w.heading} — ${c.holder}`);
  pdf.setAuthor("Praxis");
  pdf.setCreator("Praxis");
  pdf.setSubject(c.title);
  pdf.setLanguage(c.language === "fr" ? "fr-FR" : "en-GB");

  // A4 landscape.
  const [W, H] = [841.89, 595.28];
  const page = pdf.addPage([W, H]);
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER });
  page.drawRectangle({ x: 20, y: 20, width: W - 40, height: H - 40, borderColor: PRIMARY, borderWidth: 3 });
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: GOLD, borderWidth: 0.8 });

  // The mark and the word, centred at the top.
  const markSize = 34;
  const brandSize = 22;
  const brandWidth = markSize + 10 + sansBold.widthOfTextAtSize("Praxis", brandSize);
  const brandX = (W - brandWidth) / 2;
  drawMark(page, brandX, H - 100, markSize);
  page.drawText("Praxis", {
    x: brandX + markSize + 10,
    y: H - 100 + (markSize - brandSize * 0.72) / 2,
    size: brandSize,
    font: sansBold,
    color: INK,
  });

  centred(page, w.heading.toUpperCase(), H - 160, serifBold, 30, INK);
  page.drawLine({
    start: { x: W / 2 - 70, y: H - 178 },
    end: { x: W / 2 + 70, y: H - 178 },
    thickness: 1.2,
    color: GOLD,
  });
  centred(page, w.certifies, H - 218, sans, 14, MUTED);
  centred(page, c.holder, H - 270, serifBold, 40, PRIMARY, W - 200, 16);
  page.drawLine({
    start: { x: W / 2 - 200, y: H - 286 },
    end: { x: W / 2 + 200, y: H - 286 },
    thickness: 0.6,
    color: GOLD,
  });
  centred(page, w.completed, H - 318, sans, 13, MUTED);
  centred(page, c.title, H - 352, sansBold, 20, INK, W - 200, 11);
  centred(
    page,
    `${w.modules(c.moduleCount)} · ${w.issued(certificateDate(c.issuedAt, c.language))}`,
    H - 378,
    sans,
    12,
    MUTED,
  );

  // Verification: the code, the link (clickable) and the QR code to the same page.
  const left = 64;
  page.drawText(w.code, { x: left, y: 128, size: 9, font: sans, color: MUTED });
  page.drawText(c.code, { x: left, y: 108, size: 16, font: sansBold, color: INK });
  page.drawText(w.verify, { x: left, y: 84, size: 9, font: sans, color: MUTED });
  const urlSize = 10;
  const urlWidth = sans.widthOfTextAtSize(c.verifyUrl, urlSize);
  page.drawText(c.verifyUrl, { x: left, y: 68, size: urlSize, font: sans, color: PRIMARY });
  page.drawLine({
    start: { x: left, y: 66 },
    end: { x: left + urlWidth, y: 66 },
    thickness: 0.5,
    color: PRIMARY,
  });
  const links = [linkAnnotation(pdf, [left - 2, 62, left + urlWidth + 2, 68 + urlSize + 2], c.verifyUrl)];

  const qrSize = 88;
  const qrX = W - 64 - qrSize;
  const qrY = 58;
  drawQr(page, c.verifyUrl, qrX, qrY, qrSize);
  links.push(linkAnnotation(pdf, [qrX, qrY, qrX + qrSize, qrY + qrSize], c.verifyUrl));
  page.node.set(PDFName.of("Annots"), pdf.context.obj(links));
  const scanWidth = sans.widthOfTextAtSize(w.scan, 8);
  page.drawText(w.scan, {
    x: qrX + (qrSize - scanWidth) / 2,
    y: qrY - 12,
    size: 8,
    font: sans,
    color: MUTED,
  });

  // The issuer, centred at the bottom like a signature.
  page.drawLine({
    start: { x: W / 2 - 90, y: 142 },
    end: { x: W / 2 + 90, y: 142 },
    thickness: 0.6,
    color: MUTED,
  });
  centred(page, w.issuer, 126, sans, 10, MUTED);

  return Buffer.from(await pdf.save());
}
