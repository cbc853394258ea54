/**
 * Reads a CSV as the exports write it (`;`, CRLF, `"` quoting with doubled quotes, a BOM
 * first), into rows of fields: what a spreadsheet sees. Strict, so that a malformed file fails.
 */
export function readCsv(text: string, delimiter = ";"): string[][] {
  if (!text.startsWith("\uFEFF")) throw new Error("no byte order mark");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else if (char === "\n" || char === "\r") throw new Error(`bare line break at ${i}`);
    else field += char;
  }
  if (quoted) throw new Error("unterminated quote");
  if (field !== "" || row.length > 0) throw new Error("last line without CRLF");
  return rows;
}
