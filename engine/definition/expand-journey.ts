import type { DefinitionIssue } from './definition-issue';
import type { Block, BlockTable, FileRule, JourneyDefinition, JourneyFile, Rule, Step } from './types';

/**
 * A journey file's shorthands put in full: every `{ "use": name }` becomes the rules of that named
 * rule list, and every block table row a block. `sources` maps a pointer of the expanded
 * definition to the place in the file it came from (see sourcePointer), so a problem found later
 * still names the line an analyst wrote.
 */
export interface ExpandedJourney {
  definition: JourneyDefinition;
  issues: DefinitionIssue[];
  sources: Map<string, string>;
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function expandRules(
  rules: FileRule[],
  pointer: string,
  file: JourneyFile,
  sources: Map<string, string>,
  report: (code: string, pointer: string, message: string) => void,
): Rule[] {
  const expanded: Rule[] = [];
  rules.forEach((rule, at) => {
    if (!('use' in rule)) {
      sources.set(`${pointer}/${expanded.length}`, `${pointer}/${at}`);
      expanded.push(rule);
      return;
    }
    const list = file.ruleLists?.[rule.use];
    if (!list) {
      report('unknown-rule-list', `${pointer}/${at}/use`, `no rule list "${rule.use}" in ruleLists`);
      return;
    }
    list.rules.forEach((listed, index) => {
      sources.set(`${pointer}/${expanded.length}`, `/ruleLists/${escape(rule.use)}/rules/${index}`);
      expanded.push(listed);
    });
  });
  return expanded;
}

/** The blocks block tables stand for, with the place in the table of each (a row, or `others`). */
function tableBlocks(tables: BlockTable[]): { block: Block; table: number; place: string }[] {
  return tables.flatMap((table, t) => {
    const codes: string[] = [];
    const rows = table.rows.map((row, r) => {
      const [code, mode, messageKey] = typeof row === 'string' ? [row] : row;
      codes.push(code);
      const block: Block = {
        when: { fact: table.fact, equals: code },
        messageKey: messageKey ?? code,
        ...(mode && mode !== 'block' ? { mode } : {}),
      };
      return { block, table: t, place: `rows/${r}` };
    });
    if (!table.others) return rows;
    // Every value no row names: one block, its message keys the values themselves.
    const others: Block = {
      when: { fact: table.fact, exists: true },
      messageKey: table.fact,
      ...(table.others !== 'block' ? { mode: table.others } : {}),
      each: { fact: table.fact, except: codes },
    };
    return [...rows, { block: others, table: t, place: 'others' }];
  });
}

function expandStep(
  step: JourneyFile['steps'][number],
  at: number,
  file: JourneyFile,
  sources: Map<string, string>,
  report: (code: string, pointer: string, message: string) => void,
): Step {
  if (step.kind === 'confirmation') return step;
  const pointer = `/steps/${at}`;
  const { blockTables, ...rest } = step as typeof step & { blockTables?: BlockTable[]; blocks?: Block[] };
  const own = rest.blocks ?? [];
  const fromTables = tableBlocks(blockTables ?? []);
  fromTables.forEach(({ table, place }, index) =>
    sources.set(`${pointer}/blocks/${own.length + index}`, `${pointer}/blockTables/${table}/${place}`),
  );
  return {
    ...rest,
    next: expandRules(step.next, `${pointer}/next`, file, sources, report),
    ...(step.back ? { back: expandRules(step.back, `${pointer}/back`, file, sources, report) } : {}),
    ...(own.length + fromTables.length > 0 ? { blocks: [...own, ...fromTables.map((made) => made.block)] } : {}),
  } as Step;
}

/**
 * Puts a journey file's shorthands in full (named rule lists used by name, block tables), so
 * everything after the load reads plain rules and blocks. A name with no rule list is an issue;
 * a rule list nobody uses is a warning.
 *
 * @example
 * expandJourney(file).definition.steps[0].next // the rules, with { use } replaced
 */
export function expandJourney(file: JourneyFile): ExpandedJourney {
  const issues: DefinitionIssue[] = [];
  const sources = new Map<string, string>();
  const report = (code: string, pointer: string, message: string) =>
    issues.push({ severity: 'error', code, pointer, message });
  const { ruleLists, includes, ...rest } = file;
  const definition: JourneyDefinition = {
    ...rest,
    ...(includes
      ? {
          includes: includes.map((include, at) => ({
            ...include,
            exits: Object.fromEntries(
              Object.entries(include.exits).map(([exit, rules]) => [
                exit,
                expandRules(rules, `/includes/${at}/exits/${escape(exit)}`, file, sources, report),
              ]),
            ),
          })),
        }
      : {}),
    steps: file.steps.map((step, at) => expandStep(step, at, file, sources, report)),
  };
  const used = new Set(
    [
      ...file.steps.flatMap((step) => (step.kind === 'confirmation' ? [] : [...step.next, ...(step.back ?? [])])),
      ...(includes ?? []).flatMap((include) => Object.values(include.exits).flat()),
    ].flatMap((rule) => ('use' in rule ? [rule.use] : [])),
  );
  for (const name of Object.keys(ruleLists ?? {}))
    if (!used.has(name))
      issues.push({
        severity: 'warning',
        code: 'unused-rule-list',
        pointer: `/ruleLists/${escape(name)}`,
        message: `rule list "${name}" is used nowhere`,
      });
  return { definition, issues, sources };
}

/**
 * The place in the file a pointer of the expanded definition comes from: the longest expanded
 * pointer it starts with, replaced by its source (a pointer into a rule list or a block table row).
 *
 * @example
 * sourcePointer('/steps/5/next/3/when', sources) // '/ruleLists/after-the-description/rules/1/when'
 */
export function sourcePointer(pointer: string, sources: ReadonlyMap<string, string>): string {
  const parts = pointer.split('/');
  for (let length = parts.length; length > 1; length -= 1) {
    const prefix = parts.slice(0, length).join('/');
    const source = sources.get(prefix);
    if (source !== undefined) return source + pointer.slice(prefix.length);
  }
  return pointer;
}
