/**
 * A clone of the repository must explain itself: every `docs/<file>.md §N Subsection` a comment,
 * test, script, stylesheet or document cites must exist, and nothing may cite the product inputs the
 * repository does not hold. Renaming a heading means updating its citations in the same change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  citationProblems,
  docOutlines,
  oldInputCitations,
  outlineOf,
  sourceFiles,
  type CitationProblem,
} from './docCitations';

const root = process.cwd();
const show = (problems: CitationProblem[]) => problems.map((p) => `${p.file}:${p.line} ${p.problem}: ${p.citation}`);

describe('citations of the repository documents', () => {
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const outlines = docOutlines(root);
  // The checker's own tests hold broken citations on purpose.
  const files = sourceFiles(root).filter((file) => !relative(file).startsWith('tests/unit/docs/'));

  it('finds the documents and the source tree', () => {
    expect([...outlines.keys()]).toEqual(
      expect.arrayContaining(['docs/product.md', 'docs/architecture.md', 'docs/design.md', 'docs/operations.md'])
    );
    expect(files.map(relative)).toEqual(
      expect.arrayContaining(['README.md', 'lib/errors.ts', 'styles/tokens.css', 'docs/product.md'])
    );
  });

  it('keeps the product document numbered 1 to 10 as the citations expect', () => {
    expect([...(outlines.get('docs/product.md')?.sections.keys() ?? [])]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('every cited document, section and subsection exists', () => {
    const problems = files.flatMap((file) => citationProblems(read(file), relative(file), outlines));
    expect(show(problems)).toEqual([]);
  });

  it('nothing cites a document outside the repository (decision records may tell the history)', () => {
    const problems = files
      .filter((file) => !relative(file).startsWith('docs/decisions/'))
      .flatMap((file) => oldInputCitations(read(file), relative(file)));
    expect(show(problems)).toEqual([]);
  });
});

describe('the citation checker', () => {
  const outlines = new Map([
    [
      'docs/product.md',
      outlineOf('# P\n## 3. Entities\n### Badges\n### Item detail\n## 4. Rules\n### Calendar range\n'),
    ],
    ['docs/decisions/0001-x.md', null],
  ]);
  const check = (text: string) => citationProblems(text, 'x.ts', outlines).map((p) => p.problem);

  it('accepts a section, a subsection followed by punctuation or prose, and chained sections', () => {
    expect(check('(docs/product.md §3 Badges) and docs/product.md §4: a rule')).toEqual([]);
    expect(check('docs/product.md §3 Item detail, §4 Calendar range and §3 Badges.')).toEqual([]);
    expect(check('see docs/decisions/0001-x.md')).toEqual([]);
  });

  it('refuses a missing file, section or subsection', () => {
    expect(check('docs/nothing.md §1')).toEqual(['docs/nothing.md does not exist']);
    expect(check('docs/product.md §7 Badges')).toEqual(['docs/product.md has no section §7']);
    expect(check('docs/product.md §3 Badge)')).toEqual(['docs/product.md §3 has no subsection named like "Badge)"']);
    expect(check('docs/product.md §3 Badges, §4 Calendar')).toEqual([
      'docs/product.md §4 has no subsection named like "Calendar"',
    ]);
    expect(check('docs/decisions/0001-x.md §2')).toEqual(['docs/decisions/0001-x.md has no section §2']);
  });

  it('refuses citations of the old product inputs', () => {
    const old = [
      'SP' + 'EC.md §3',
      'ARCHI' + 'TECTURE.md convention 2',
      'DE' + 'SIGN.md',
      'SP' + 'EC §4 Posts',
      '(s' + 'pec §3)',
    ];
    expect(old.map((text) => oldInputCitations(text, 'x.ts').length)).toEqual([1, 1, 1, 1, 1]);
    expect(oldInputCitations('docs/architecture.md §7 and docs/design.md §4', 'x.ts')).toEqual([]);
  });
});
