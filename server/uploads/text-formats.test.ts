import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeText, looksLikeText } from "./encoding";
import { splitFrontMatter } from "./front-matter";
import { encodeGrayPng, imageSize } from "./png";

const fixture = (name: string) =>
  readFileSync(new URL(`../modules/knowledge/fixtures/${name}`, import.meta.url));

describe("text encodings", () => {
  const text = "Prêt à taux zéro : « échéance » — 1 250 €";
  it("reads UTF-8 with or without its mark, UTF-16 in both byte orders with their mark", () => {
    expect(decodeText(Buffer.from(text))).toEqual({ text, encoding: "utf-8" });
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])).text).toBe(text);
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect(decodeText(le)).toEqual({ text, encoding: "utf-16le" });
    const be = Buffer.from(le);
    be.swap16();
    expect(decodeText(be)).toEqual({ text, encoding: "utf-16be" });
  });

  it("reads Windows-1252 when the bytes are not UTF-8, its euro sign and dashes included", () => {
    const bytes = Buffer.from([0x50, 0x72, 0xea, 0x74, 0x20, 0x97, 0x20, 0x31, 0x30, 0x20, 0x80, 0x20, 0x9c]);
    expect(decodeText(bytes)).toEqual({ text: "Prêt — 10 € œ", encoding: "windows-1252" });
  });

  it("tells text from binary", () => {
    expect(looksLikeText("Une ligne\nune autre\ttabulée")).toBe(true);
    expect(looksLikeText(decodeText(fixture("scan-fr.png")).text)).toBe(false);
  });
});

describe("Markdown front-matter", () => {
  it("takes the title and the tags (a list or words separated by commas) and leaves the body", () => {
    const { meta, body } = splitFrontMatter(
      "---\ntitle: Guide LOA\ntags: [leasing, 'crédit auto']\nversion: 2\n---\n# Guide\nTexte.\n",
    );
    expect(meta).toEqual({ title: "Guide LOA", tags: ["leasing", "crédit auto"] });
    expect(body).toBe("# Guide\nTexte.\n");
    expect(splitFrontMatter("---\r\ntags: a, b,a\r\n---\r\nCorps").meta).toEqual({ tags: ["a", "b"] });
  });

  it("leaves a document without valid front-matter as written", () => {
    for (const doc of [
      "# Titre\n---\ntitle: x\n---\n",
      "---\ntitle: [non fermé\n---\nTexte",
      "---\nsans fin",
    ])
      expect(splitFrontMatter(doc)).toEqual({ meta: {}, body: doc });
  });
});

describe("images", () => {
  it("reads the size of PNG and JPEG files from their headers", () => {
    expect(imageSize(fixture("scan-fr.png"))).toEqual({ width: 640, height: 110 });
    expect(imageSize(fixture("scan-fr.jpg"))).toEqual({ width: 640, height: 110 });
    expect(imageSize(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(imageSize(encodeGrayPng(3, 2, new Uint8Array(6)))).toEqual({ width: 3, height: 2 });
  });
});
