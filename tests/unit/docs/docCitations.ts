import fs from 'node:fs';
import path from 'node:path';

/**
 * Citations of the repository's documents (docs/README.md "Citing a section"): `docs/<file>.md`,
 * optionally ` §<number>`, optionally followed by a subsection name exactly as its `###` heading
 * reads under that `##` section; more sections of the same document may follow as `, §N Name`,
 * `; §N` or ` and §N`. After a number comes either a subsection name or anything that is not a
 * letter, so prose never hides a misspelt name.
 */

export type DocOutline = { sections: Map<number, Set<string>> };

export type CitationProblem = { file: string; line: number; citation: string; problem: string };

const SECTION = /^##\s+(\d+)\.\s/;
const SUBSECTION = /^###\s+(.+?)\s*$/;

/** The numbered `##` sections of a document and the `###` names under each. */
export function outlineOf(markdown: string): DocOutline {
  const sections = new Map<number, Set<string>>();
  let current: Set<string> | null = null;
  for (const line of markdown.split('\n')) {
    const section = SECTION.exec(line);
    if (section) {
      current = new Set();
      sections.set(Number(section[1]), current);
      continue;
    }
    if (/^##\s/.test(line)) current = null;
    const sub = SUBSECTION.exec(line);
    if (sub && current) current.add(sub[1]);
  }
  return { sections };
}

const DOC_PATH = /docs\/[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md/g;
const SECTION_REF = /^ §(\d+)/;
const CHAINED_REF = /^(?:,|;| and) §(\d+)/;
const LETTER = /[\p{L}\p{N}]/u;

/** The longest subsection name the text starts with, ending at a word boundary; null when none. */
function subsectionAt(text: string, names: ReadonlySet<string>): string | null {
  let best: string | null = null;
  for (const name of names) {
    if (!text.startsWith(name)) continue;
    const next = text.charAt(name.length);
    if (next && LETTER.test(next)) continue;
    if (!best || name.length > best.length) best = name;
  }
  return best;
}

/**
 * Checks every citation in one text against the outlines (keyed by repository path, e.g.
 * `docs/product.md`; a path absent from the map does not exist).
 */
export function citationProblems(
  text: string,
  file: string,
  outlines: ReadonlyMap<string, DocOutline | null>
): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(DOC_PATH)) {
    const start = match.index ?? 0;
    const docPath = match[0];
    const report = (problem: string) =>
      problems.push({ file, line: lineOf(start), citation: text.slice(start, start + 90).split('\n')[0], problem });
    if (!outlines.has(docPath)) {
      report(`${docPath} does not exist`);
      continue;
    }
    const outline = outlines.get(docPath);
    let at = start + docPath.length;
    let ref = SECTION_REF.exec(text.slice(at));
    while (ref) {
      const number = Number(ref[1]);
      at += ref[0].length;
      const names = outline?.sections.get(number);
      if (!names) {
        report(`${docPath} has no section §${number}`);
        break;
      }
      const rest = text.slice(at);
      // ` and …` / ` or …` after a number is prose (`§7 and docs/design.md §4`), never a name.
      if (rest.startsWith(' ') && LETTER.test(rest.charAt(1)) && !/^ (?:and|or) /.test(rest)) {
        const name = subsectionAt(rest.slice(1), names);
        if (!name) {
          report(`${docPath} §${number} has no subsection named like "${rest.slice(1, 41).split('\n')[0]}"`);
          break;
        }
        at += 1 + name.length;
      }
      ref = CHAINED_REF.exec(text.slice(at));
    }
  }
  return problems;
}

const OLD_INPUTS = ['SP' + 'EC', 'ARCHI' + 'TECTURE', 'DE' + 'SIGN'];
// The three names in capitals with `.md` or a section sign, and the lower-case spec-and-section-sign form some comments wrote.
const OLD_CITATION = new RegExp(`\\b(?:(?:${OLD_INPUTS.join('|')})(?:\\.md\\b| ?§)|[Ss]${'pec'} ?§)`, 'g');

/** Citations of the product inputs the repository does not hold (they explain nothing to a clone). */
export function oldInputCitations(text: string, file: string): CitationProblem[] {
  return [...text.matchAll(OLD_CITATION)].map((match) => ({
    file,
    line: text.slice(0, match.index).split('\n').length,
    citation: text.slice(match.index, (match.index ?? 0) + 40).split('\n')[0],
    problem: 'cites a document outside the repository; cite docs/*.md instead',
  }));
}

const SOURCE_ROOTS = ['pages', 'components', 'store', 'api', 'lib', 'server', 'scripts', 'tests', 'styles', 'docs'];
const SOURCE_FILES = /\.(?:ts|tsx|js|mjs|cjs|css|sql|graphql|md|sh)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'test-results']);

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE_FILES.test(entry.name)) out.push(full);
  }
}

/** Every source and document file of the tree, plus the top-level ones (README, configs). */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const dir of SOURCE_ROOTS) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir), files);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && (SOURCE_FILES.test(entry.name) || entry.name === '.env.example'))
      files.push(path.join(root, entry.name));
  }
  return files;
}

/** The outline of every markdown file under docs/, by repository path (null for non-numbered ones). */
export function docOutlines(root: string): Map<string, DocOutline | null> {
  const files: string[] = [];
  walk(path.join(root, 'docs'), files);
  return new Map(
    files
      .filter((f) => f.endsWith('.md'))
      .map((f) => {
        const outline = outlineOf(fs.readFileSync(f, 'utf8'));
        return [path.relative(root, f).split(path.sep).join('/'), outline.sections.size > 0 ? outline : null];
      })
  );
}
