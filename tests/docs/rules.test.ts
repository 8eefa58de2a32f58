/**
 * docs/rules.md covers every rule of the repairs area and of the accounts area (accounts, money,
 * profile, messages, cases, referral, building safety, compliance, toggles, gateway calls): each
 * rule id cited anywhere in the repository (code, comments, tests, journeys, schemas, scripts,
 * docs) is a row of it, and each row names a test that exists and holds the named title (or, named
 * without a title, the rule's id). A row without a test fails, whether or not it says what is
 * missing ("gap: …"). And nothing in the repository cites the specifications kept outside it: a
 * comment, test or doc cites a rule id or an ADR.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RULES_FILE = 'docs/rules.md';
/** Where rule ids are cited. */
const CITING_DIRS = ['src', 'engine', 'renderer', 'gateway', 'journeys', 'schemas', 'scripts', 'tests', 'docs'];
const CITING_EXTENSIONS = /\.(ts|tsx|mts|js|mjs|json|md|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.cache', 'generated']);
/** A rule id: REP or ACC, an area code, a two-digit number (docs/rules.md, "Ids"). */
const RULE_ID = /\b(?:REP|ACC)-[A-Z]{2,5}-\d{2}\b/g;

/** One test a row names: a file, and the title of a test in it (absent: the file holds the rule id). */
interface NamedTest {
  file: string;
  title?: string;
}

/** One row of docs/rules.md. */
export interface RuleRow {
  id: string;
  line: number;
  tests: NamedTest[];
  /** What the row says is missing ("gap: …"), when it names no test. */
  untested: string[];
}

/** Splits a Markdown table row into its cells, keeping `\|` inside a cell. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Reads the rows of the rule tables: id, rule, implemented in, checked by. */
export function readRules(text: string): RuleRow[] {
  const rows: RuleRow[] = [];
  text.split('\n').forEach((line, at) => {
    const [id = '', , , checked = ''] = cells(line);
    if (!line.startsWith('|') || !new RegExp(`^${RULE_ID.source}$`).test(id)) return;
    const row: RuleRow = { id, line: at + 1, tests: [], untested: [] };
    for (const entry of checked.split('<br>').map((part) => part.trim())) {
      if (entry.startsWith('gap:')) {
        row.untested.push(entry);
        continue;
      }
      const named = /^`([^`]+)`(?:\s*›\s*"(.*)")?/.exec(entry);
      if (named?.[1])
        row.tests.push({ file: named[1], ...(named[2] ? { title: named[2].replaceAll('\\"', '"') } : {}) });
      else row.untested.push(`unreadable: ${entry}`);
    }
    rows.push(row);
  });
  return rows;
}

/** Every file of the citing folders, with its text. */
function citingFiles(): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) visit(path);
      } else if (CITING_EXTENSIONS.test(entry.name) && path !== RULES_FILE) {
        files.push({ file: path, text: readFileSync(path, 'utf8') });
      }
    }
  };
  CITING_DIRS.forEach(visit);
  return files;
}

/** The ids cited in files, each with the first file citing it. */
export function citedIds(files: { file: string; text: string }[]): Map<string, string> {
  const cited = new Map<string, string>();
  for (const { file, text } of files)
    for (const [id] of text.matchAll(RULE_ID)) if (!cited.has(id)) cited.set(id, file);
  return cited;
}

/**
 * Whether a source text holds a test title as a whole string, however the quotes around it are
 * escaped (the start of a longer title is not the title).
 */
export function holdsTitle(text: string, title: string): boolean {
  return [title, title.replaceAll("'", "\\'"), title.replaceAll('"', '\\"')].some((form) =>
    ["'", '"', '`'].some((quote) => text.includes(`${quote}${form}${quote}`)),
  );
}

/** What is wrong with a row's named tests: files missing, titles or ids not in them, data no test reads. */
export function testProblems(row: RuleRow, read: (file: string) => string | undefined, testTexts: string[]): string[] {
  const problems: string[] = [];
  for (const { file, title } of row.tests) {
    const text = read(file);
    if (text === undefined) problems.push(`${row.id}: ${file} does not exist`);
    else if (title !== undefined && !holdsTitle(text, title))
      problems.push(`${row.id}: ${file} has no test "${title}"`);
    else if (title === undefined && !text.includes(row.id)) problems.push(`${row.id}: ${file} does not name ${row.id}`);
    else if (!/\.test\.tsx?$/.test(file) && !testTexts.some((test) => test.includes(file)))
      problems.push(`${row.id}: ${file} is not a test, and no test reads it`);
  }
  return problems;
}

/** What is wrong with a row that says something is missing: every such entry is a rule untested. */
export function untestedProblems(row: RuleRow): string[] {
  return row.untested.map((entry) => `${row.id}: no test (${entry})`);
}

/** Folders of the repository that hold nothing of ours to read. */
const UNREAD_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', '.cache', 'test-results']);
const TEXT_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|css|html|yml|yaml|txt|sql)$/;
/** The names of the two specifications kept outside the repository, built here so that this file names neither. */
const OUTSIDE_SPECS = [['accounts', 'cases', 'gateway'].join('-'), ['repairs', 'md'].join('.')];
const OUTSIDE_NAME = new RegExp(OUTSIDE_SPECS.map((name) => name.replaceAll('.', '\\.')).join('|'), 'i');
/** A section of the outside specifications (a section sign and a number); an RFC's sections are not theirs. */
const OUTSIDE_SECTION = /(?<!RFC \d+ )\u00a7\s?\d/;

/** The line numbers (1-based) of docs/rules.md's opening paragraph: the lines after the title up to the first blank one. */
export function openingParagraph(text: string): Set<number> {
  const lines = text.split('\n');
  const start = lines.findIndex((line, at) => at > 0 && line.trim() !== '');
  const end = lines.findIndex((line, at) => at > start && line.trim() === '');
  return new Set(lines.slice(start, end === -1 ? undefined : end).map((_line, at) => start + at + 1));
}

/**
 * Where a file cites the specifications kept outside the repository, as "file:line: text": by
 * name anywhere (docs/rules.md's opening paragraph may name them, to say where its rules come
 * from), by section sign anywhere but docs/rules.md (whose Ids table maps its areas to them).
 */
export function outsideCitations(file: string, text: string): string[] {
  const allowedNames = file === RULES_FILE ? openingParagraph(text) : new Set<number>();
  return text.split('\n').flatMap((line, at) => {
    const named = OUTSIDE_NAME.test(line) && !allowedNames.has(at + 1);
    const sectioned = file !== RULES_FILE && OUTSIDE_SECTION.test(line);
    return named || sectioned ? [`${file}:${at + 1}: ${line.trim().slice(0, 160)}`] : [];
  });
}

/** Every text file of the repository (installed packages, build output and local data aside). */
function repositoryFiles(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = dir === '.' ? entry.name : join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!UNREAD_DIRS.has(entry.name)) visit(path);
      } else if (TEXT_EXTENSIONS.test(entry.name) && entry.name !== 'package-lock.json') found.push(path);
    }
  };
  visit('.');
  return found;
}

const rulesText = readFileSync(RULES_FILE, 'utf8');
const rules = readRules(rulesText);
const files = citingFiles();
const byFile = new Map(files.map(({ file, text }) => [file, text]));
const testTexts = files.filter(({ file }) => /\.test\.tsx?$/.test(file)).map(({ text }) => text);

describe('docs/rules.md', () => {
  it('has rows, each id once', () => {
    expect(rules.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    const twice = rules
      .filter((row) => seen.size === seen.add(row.id).size)
      .map((row) => `${row.id} (line ${row.line})`);
    expect(twice, 'ids given to two rows').toEqual([]);
  });

  it('names every rule id cited in code, comments, tests, journeys, schemas, scripts and docs', () => {
    const known = new Set(rules.map((row) => row.id));
    const missing = [...citedIds(files)]
      .filter(([id]) => !known.has(id))
      .map(([id, file]) => `${id} (cited in ${file})`);
    expect(missing, 'rule ids cited but not in docs/rules.md').toEqual([]);
  });

  it('names, for every rule with a test, a test file that exists and holds the title (or the rule id)', () => {
    const read = (file: string) => byFile.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    const problems = rules.flatMap((row) => testProblems(row, read, testTexts));
    expect(problems).toEqual([]);
  });

  it('gives every rule a test, a gap failing', () => {
    const silent = rules.filter((row) => row.tests.length === 0 && row.untested.length === 0).map((row) => row.id);
    expect(silent, 'rules whose row names no test').toEqual([]);
    const problems = rules.flatMap((row) => untestedProblems(row));
    expect(problems, 'rules without a test').toEqual([]);
  });
});

describe('the repository', () => {
  it('cites no specification kept outside it, by name or by section: a rule id or an ADR instead', () => {
    const citations = repositoryFiles().flatMap((file) => outsideCitations(file, readFileSync(file, 'utf8')));
    expect(citations, 'cite the rule id of docs/rules.md (or an ADR) instead').toEqual([]);
  });
});

describe('the checks of docs/rules.md', () => {
  // Ids built here, so that this file cites none.
  const id = (area: string, number: string) => ['REP', area, number].join('-');

  it('reads a row with a titled test, a file named alone, and a gap', () => {
    const text = [
      `| ${id('ZZZ', '01')} | a rule | x.ts | \`a.test.ts\` › "does \\"this\\""<br>\`table.md\` |`,
      `| ${id('ZZZ', '02')} | another \\| rule | y.ts | gap: none yet |`,
      `| not a rule | | | |`,
    ].join('\n');
    expect(readRules(text)).toEqual([
      {
        id: id('ZZZ', '01'),
        line: 1,
        tests: [{ file: 'a.test.ts', title: 'does "this"' }, { file: 'table.md' }],
        untested: [],
      },
      { id: id('ZZZ', '02'), line: 2, tests: [], untested: ['gap: none yet'] },
    ]);
  });

  it('reads the ids of both areas, and nothing that only looks like one', () => {
    const accounts = ['ACC', 'ZZZ', '06'].join('-');
    const text = `| ${accounts} | a rule | x.ts | \`a.test.ts\` |\n| ${['XYZ', 'ZZZ', '07'].join('-')} | no | y.ts | |`;
    expect(readRules(text).map((row) => row.id)).toEqual([accounts]);
    expect([
      ...citedIds([{ file: 'f.ts', text: `// ${accounts}, ACC-ZZZ and ACC-ZZZ-1 (${id('ZZZ', '08')})` }]).keys(),
    ]).toEqual([accounts, id('ZZZ', '08')]);
  });

  it('finds a cited id missing from the rules, and a test file without the title, the id or a reader', () => {
    expect([...citedIds([{ file: 'f.ts', text: `// ${id('ZZZ', '03')}: why` }]).keys()]).toEqual([id('ZZZ', '03')]);
    const row: RuleRow = {
      id: id('ZZZ', '04'),
      line: 1,
      tests: [
        { file: 'gone.test.ts' },
        { file: 'a.test.ts', title: 'missing title' },
        { file: 'b.test.ts' },
        { file: 'data.md' },
      ],
      untested: [],
    };
    const texts: Record<string, string> = {
      'a.test.ts': "it('other')",
      'b.test.ts': 'no id here',
      'data.md': id('ZZZ', '04'),
    };
    expect(testProblems(row, (file) => texts[file], [])).toHaveLength(4);
    expect(testProblems(row, (file) => texts[file], ["readFileSync('data.md')"])).toHaveLength(3);
  });

  it('holds a title only whole, in any quotes', () => {
    expect(holdsTitle("it('does this and that', () => {", 'does this and that')).toBe(true);
    expect(holdsTitle("it('does this and that', () => {", 'does this')).toBe(false);
    expect(holdsTitle('it("Ben\'s account", () => {', "Ben's account")).toBe(true);
    expect(holdsTitle("it('says \\'no\\'', () => {", "says 'no'")).toBe(true);
    expect(holdsTitle('it(`shows %s`, () => {', 'shows %s')).toBe(true);
  });

  it('fails a gap', () => {
    const row: RuleRow = { id: id('ZZZ', '05'), line: 1, tests: [], untested: ['gap: nothing yet'] };
    expect(untestedProblems(row)).toHaveLength(1);
  });

  it('finds an outside specification named or cited by section, but not in the opening paragraph of the rules', () => {
    const [accounts = '', repairs = ''] = OUTSIDE_SPECS;
    const section = '\u00a7';
    expect(outsideCitations('a.ts', `// the rule (${accounts}.md ${section}5)\n// fine\n// see ${repairs}`)).toEqual([
      `a.ts:1: // the rule (${accounts}.md ${section}5)`,
      `a.ts:3: // see ${repairs}`,
    ]);
    expect(
      outsideCitations('b.md', `as the spec's ${section}2 says\nRFC 9110 ${section}13.1.1 and RFC 4648 ${section}5`),
    ).toEqual([`b.md:1: as the spec's ${section}2 says`]);
    const rules = `# Rules\n\nFrom ${repairs} and ${accounts}.md.\nStill the opening.\n\n## Ids\n| x | ${section}2 |\nnot ${accounts} here`;
    expect([...openingParagraph(rules)]).toEqual([3, 4]);
    expect(outsideCitations(RULES_FILE, rules)).toEqual([`${RULES_FILE}:8: not ${accounts} here`]);
  });
});
