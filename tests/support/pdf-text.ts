import { inflateSync } from "node:zlib";

/**
 * The text of a PDF as pdfkit writes it (tests only): every content stream's shown strings, decoded through each
 * font's ToUnicode map, one line per text object. Enough to read what a buyer sees; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf("stream");
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0) {
      dict = body.slice(0, streamAt);
      const start = body.indexOf("\n", streamAt) + 1;
      const end = body.lastIndexOf("endstream");
      const raw = Buffer.from(body.slice(start, end).replace(/\r?\n$/, ""), "latin1");
      try {
        stream = /FlateDecode/.test(dict) ? inflateSync(raw) : raw;
      } catch {
        stream = raw;
      }
    }
    objects.set(Number(match[1]), { dict, stream });
  }

  const cmapCache = new Map<number, Map<string, string>>();
  const hexToText = (spaced: string) => {
    const hex = spaced.replace(/\s+/g, "");
    let text = "";
    for (let at = 0; at + 4 <= hex.length; at += 4) text += String.fromCharCode(parseInt(hex.slice(at, at + 4), 16));
    return text;
  };
  function cmapOf(ref: number): Map<string, string> {
    const cached = cmapCache.get(ref);
    if (cached) return cached;
    const map = new Map<string, string>();
    const text = objects.get(ref)?.stream?.toString("latin1") ?? "";
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(pair[1]!.toLowerCase(), hexToText(pair[2]!));
    }
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
        const low = parseInt(range[1]!, 16);
        const high = parseInt(range[2]!, 16);
        const width = range[1]!.length;
        const targets = range[3]!.startsWith("[") ? [...range[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => hexToText(m[1]!)) : null;
        for (let code = low; code <= high; code++) {
          const key = code.toString(16).padStart(width, "0");
          if (targets) map.set(key, targets[code - low] ?? "");
          else map.set(key, String.fromCharCode(parseInt(range[3]!.slice(1, -1), 16) + code - low));
        }
      }
    }
    cmapCache.set(ref, map);
    return map;
  }

  const lines: string[] = [];
  for (const [, page] of objects) {
    if (!/\/Type\s*\/Page\b/.test(page.dict)) continue;
    const fontsBlock = /\/Font\s*<<([\s\S]*?)>>/.exec(page.dict)?.[1] ?? resolveFonts(page.dict);
    const fonts = new Map<string, Map<string, string>>();
    for (const entry of fontsBlock.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(entry[2]))?.dict ?? "";
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(font)?.[1];
      if (toUnicode) fonts.set(entry[1]!, cmapOf(Number(toUnicode)));
    }
    const contentRefs = [...(/\/Contents\s+(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? "").matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    for (const ref of contentRefs) {
      const content = objects.get(ref)?.stream?.toString("latin1") ?? "";
      let font = new Map<string, string>();
      for (const textObject of content.matchAll(/BT([\s\S]*?)ET/g)) {
        let line = "";
        for (const token of textObject[1]!.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|(\[|\]\s*TJ)/g)) {
          if (token[1]) font = fonts.get(token[1]) ?? font;
          else if (token[2] !== undefined) {
            const width = 4;
            for (let at = 0; at + width <= token[2].length; at += width) line += font.get(token[2].slice(at, at + width).toLowerCase()) ?? "";
          }
        }
        lines.push(line);
      }
    }
  }
  return lines.join("\n");

  function resolveFonts(pageDict: string): string {
    const resources = /\/Resources\s+(\d+) 0 R/.exec(pageDict)?.[1];
    const dict = resources ? (objects.get(Number(resources))?.dict ?? "") : "";
    return /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1] ?? "";
  }
}
