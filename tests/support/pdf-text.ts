import { inflateSync } from "node:zlib";

/**
 * The text of a PDF written by pdfkit with embedded fonts, for tests to read back what a document says: streams
 * are inflated, each font's ToUnicode map turns the glyph codes of `Tj`/`TJ` back into letters. One line per text
 * operation. Not a general PDF reader: enough for the shop's own documents.
 */
export function pdfText(pdf: Buffer, inflate: (data: Buffer) => Buffer = inflateSync): string {
  const raw = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream: string | null }>();
  const objectPattern = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = objectPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endobj", start);
    const body = raw.slice(start, end);
    const streamAt = body.indexOf("stream");
    let stream: string | null = null;
    let dict = body;
    if (streamAt >= 0 && body.trimStart().startsWith("<<")) {
      dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
      const dataStart = start + streamAt + "stream".length + (raw[start + streamAt + 6] === "\r" ? 2 : 1);
      const bytes = Buffer.from(raw.slice(dataStart, length >= 0 ? dataStart + length : raw.indexOf("endstream", dataStart)), "latin1");
      stream = (/\/FlateDecode/.test(dict) ? inflate(bytes) : bytes).toString("latin1");
    }
    objects.set(Number(match[1]), { dict, stream });
    objectPattern.lastIndex = end;
  }

  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  // Font resource names (/F1) → their ToUnicode maps (glyph code → text).
  const maps = new Map<string, Map<number, string>>();
  for (const [name, objectId] of [...raw.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1]!, Number(m[2])] as const)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(objectId)?.dict ?? "")?.[1];
    const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
    if (!cmap || maps.has(name)) continue;
    const map = new Map<number, string>();
    for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith("[")) {
        // A ligature maps to several letters: `<0066 0066>`.
        [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((value, index) => map.set(from + index, utf16(value[1]!.replace(/\s/g, ""))));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(base + code - from));
      }
    }
    for (const single of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of single[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
    }
    maps.set(name, map);
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bBT\b/.test(stream)) continue;
    let font = new Map<number, string>();
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|(\[(?:[^\]]*)\]) TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) {
        font = maps.get(op[1]) ?? new Map();
        continue;
      }
      const hexes = op[2] ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[3]!];
      let line = "";
      for (const hex of hexes) for (let i = 0; i + 4 <= hex.length; i += 4) line += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? "";
      lines.push(line);
    }
  }
  return lines.join("\n");
}
