/** A file of `rows` distinct valid links, about 45 bytes a row. */
export function bigCsv(rows: number, tag: string): string {
  const lines = ["phone,message"];
  for (let i = 0; i < rows; i++) lines.push(`+44 7911 ${String(100000 + i)},${tag} row ${i} of the import`);
  return `${lines.join("\n")}\n`;
}
