import type { StudioImpact, StudioIssue } from '../studio-api';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function NameList({ title, names }: { title: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <details className="studio-details">
      <summary>
        {title} ({names.length})
      </summary>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </details>
  );
}

/** The check's errors that stop a save, as a list. */
export function IssueList({ issues }: { issues: StudioIssue[] }) {
  return (
    <ul className="studio-issues">
      {issues.map((issue, at) => (
        <li key={at}>
          <span aria-hidden="true">{issue.severity === 'error' ? '✖ ' : '⚠ '}</span>
          <strong>{issue.severity === 'error' ? 'Error' : 'Warning'}</strong> in {issue.file} at{' '}
          {issue.pointer || 'the top'}: {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** What saving the draft would change for the tests (POST /impact), in words. */
export function ImpactView({ impact }: { impact: StudioImpact }) {
  const { paths, unreachable, lostCoverage, navigation } = impact;
  const changes = paths.changed.length + paths.added.length + paths.removed.length;
  if (impact.notMeasured)
    return (
      <section aria-labelledby="impact-heading" className="studio-impact">
        <h3 id="impact-heading">What the change does to the tests</h3>
        <p>{impact.notMeasured}</p>
      </section>
    );
  return (
    <section aria-labelledby="impact-heading" className="studio-impact">
      <h3 id="impact-heading">What the change does to the tests</h3>
      <p>
        {changes === 0
          ? `No generated test path changes (${plural(paths.after, 'path')}).`
          : `Test paths: ${paths.changed.length} of ${paths.before} change, ${paths.added.length} added, ${paths.removed.length} removed (${paths.before} before, ${paths.after} after).`}
      </p>
      <NameList title="Paths that change" names={paths.changed} />
      <NameList title="Paths added" names={paths.added} />
      <NameList title="Paths removed" names={paths.removed} />
      <p>
        {unreachable.length === 0
          ? 'No step becomes unreachable.'
          : `Steps no path reaches any more: ${unreachable.join(', ')}.`}
      </p>
      <p>
        {lostCoverage.steps.length === 0 && lostCoverage.routes.length === 0
          ? 'No step or route loses coverage.'
          : `Lose coverage: ${plural(lostCoverage.steps.length, 'step')} and ${plural(lostCoverage.routes.length, 'route')}.`}
      </p>
      <NameList title="Steps that lose coverage" names={lostCoverage.steps} />
      <NameList title="Routes that lose coverage" names={lostCoverage.routes} />
      {navigation.tables.length === 0 ? (
        <p>No navigation table under tests/ checks this journey.</p>
      ) : navigation.rows.length === 0 ? (
        <p>Every row of {navigation.tables.join(', ')} still holds.</p>
      ) : (
        <table className="studio-table">
          <caption>
            {plural(navigation.rows.length, 'row')} of the navigation table no longer{' '}
            {navigation.rows.length === 1 ? 'holds' : 'hold'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Page</th>
              <th scope="col">The rule</th>
              <th scope="col">The problem</th>
            </tr>
          </thead>
          <tbody>
            {navigation.rows.map((row) => (
              <tr key={`${row.table} ${row.id}`}>
                <td>{row.id}</td>
                <td>{row.page}</td>
                <td>
                  {row.action}: {row.words}
                </td>
                <td>{row.problem}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A unified diff, each line coloured AND kept with its + or - (never colour alone). */
export function DiffView({ diff, label }: { diff: string; label: string }) {
  const lines = diff.replace(/\n$/, '').split('\n');
  return (
    <pre className="studio-diff" aria-label={label} tabIndex={0}>
      {lines.map((line, at) => {
        const kind =
          line.startsWith('+++') || line.startsWith('---') || line.startsWith('Index:') || line.startsWith('===')
            ? 'file'
            : line.startsWith('+')
              ? 'added'
              : line.startsWith('-')
                ? 'removed'
                : line.startsWith('@@')
                  ? 'place'
                  : 'same';
        return (
          <span key={at} className={`studio-diff__line studio-diff__line--${kind}`}>
            {line}
            {'\n'}
          </span>
        );
      })}
    </pre>
  );
}
