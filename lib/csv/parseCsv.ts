/**
 * Reads CSV as Excel writes it (RFC 4180): cells split by commas, a quoted cell may hold commas,
 * line breaks and doubled quotes (""), lines end in CRLF or LF, a leading byte-order mark is dropped
 * and blank lines are skipped. Each row keeps the file line it starts on, so an error can name it.
 * A quote left open at the end of the file is an error: the rest of the file would be one cell.
 */
export type CsvRow = { line: number; cells: string[] };

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string
  ) {
    super(message);
  }
}

export function parseCsv(text: string): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    // A line with nothing on it (or only commas Excel pads with) is not a row.
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += ch;
    }
  }
  if (quoted) throw new CsvSyntaxError(rowLine, `${rowLine}번째 줄의 따옴표(")가 닫히지 않았어요.`);
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
