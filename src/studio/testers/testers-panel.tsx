import { useEffect, useId, useMemo, useState } from 'react';
import type { PathFile } from '../../../engine/browser';
import { readOutline } from '../graph/journey-outline';
import { useStudio, useStudioStore } from '../state/use-studio';
import type { StudioReplayResult } from '../studio-api';
import { coverageOf, downloadName, downloadPathFile, readPathFile } from './path-files';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const targetText = (file: PathFile) =>
  'exit' in file.target ? `leaves by ${file.target.exit}` : `ends at ${file.target.step}, page ${file.target.page + 1}`;

/** The testers' tools: the focused journey's generated paths, stepping through one in the preview, replays, and coverage. */
export function TestersPanel() {
  const store = useStudioStore();
  const focused = useStudio((state) => state.focused);
  const journeys = useStudio((state) => state.held.journeys);
  const paths = useStudio((state) => state.paths);
  const pathsLoading = useStudio((state) => state.pathsLoading);
  const preview = useStudio((state) => state.preview);
  const coverage = useStudio((state) => state.coverage);
  const held = useStudio((state) => state.held);
  const [filter, setFilter] = useState('');
  const [results, setResults] = useState<StudioReplayResult[] | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  // The paths are made for the focused journey in the resident's world chosen above the preview.
  const variant = useStudio((state) => state.variant);
  useEffect(() => {
    setResults(null);
    if (focused) void store.loadPaths();
  }, [focused, variant, store]);

  // The paths are made for the draft as it was; after a change they are made again only when asked
  // (this component renders again on every change, as it reads the held texts).
  const stale = paths !== null && held !== null && paths.draft !== store.pathsKey();
  const list = useMemo(() => paths?.list ?? [], [paths]);
  const shown = useMemo(() => {
    const terms = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return list.filter(({ file, description }) => {
      const text = `${file.name} ${description.join(' ')}`.toLowerCase();
      return terms.every((term) => text.includes(term));
    });
  }, [list, filter]);
  const journeyName = focused.replace(/^.*\//, '').replace(/\.json$/, '');

  const stepThrough = (file: PathFile) => store.setPreview({ path: file, moves: 0, note: null });
  const replay = async (files: PathFile[]) => {
    setReplaying(true);
    setProblem(null);
    try {
      const { results: found } = await store.api.replay(store.draft(), files);
      setResults(found);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setReplaying(false);
    }
  };
  const openFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const read = readPathFile(await chosen.text());
    if ('problem' in read) {
      setProblem(`${chosen.name}: ${read.problem}`);
      return;
    }
    const own = Object.entries(journeys).find(([, text]) => readOutline(text).id === read.file.journey);
    if (!own) {
      setProblem(`${chosen.name} is a path of the journey "${read.file.journey}", which is not in journeys/.`);
      return;
    }
    if (own[0] !== focused) store.focus(own[0]);
    setOpened(`${chosen.name} (${read.file.kind} path "${read.file.name}")`);
    stepThrough(read.file);
    await replay([read.file]);
  };

  const stepping = preview.path !== null && preview.moves !== undefined ? preview.path : null;
  const moves = preview.moves ?? 0;
  const passed = results?.filter((result) => result.ok).length ?? 0;

  return (
    <section className="studio-testers" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="studio-panel__heading">
        For testers
      </h2>
      <div className="studio-field">
        <label htmlFor={`${id}-open`}>Open a path file</label>
        <p className="studio-hint" id={`${id}-open-hint`}>
          A path file downloaded from the portal's tester tools in npm run dev, or from here. It opens in the preview
          and is replayed.
        </p>
        <input
          id={`${id}-open`}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${id}-open-hint`}
          onChange={(event) => void openFile(event.target.files?.[0])}
        />
        {opened ? <p role="status">Opened {opened}.</p> : null}
      </div>
      {problem ? (
        <p role="alert" className="studio-error">
          <span aria-hidden="true">✖ </span>
          {problem}
        </p>
      ) : null}
      {stepping ? (
        <div className="studio-stepper" role="group" aria-label={`Stepping through ${stepping.name}`}>
          <p>
            Stepping through <strong>{stepping.name}</strong>: move {moves} of {stepping.moves.length}.
          </p>
          <div className="studio-buttons">
            <button
              type="button"
              className="studio-button"
              disabled={moves === 0}
              onClick={() => store.setPreview({ ...preview, moves: moves - 1 })}
            >
              Previous move
            </button>
            <button
              type="button"
              className="studio-button"
              disabled={moves >= stepping.moves.length}
              onClick={() => store.setPreview({ ...preview, moves: moves + 1 })}
            >
              Next move
            </button>
            <button
              type="button"
              className="studio-button"
              disabled={moves >= stepping.moves.length}
              onClick={() => store.setPreview({ ...preview, moves: stepping.moves.length })}
            >
              To the end
            </button>
          </div>
        </div>
      ) : null}
      <h3>The journey's generated paths</h3>
      <div className="studio-field">
        <input
          id={`${id}-coverage`}
          type="checkbox"
          checked={coverage !== null}
          disabled={list.length === 0}
          onChange={(event) =>
            store.setCoverage(event.target.checked ? coverageOf(list.map((path) => path.file)) : null)
          }
        />
        <label htmlFor={`${id}-coverage`}>Show on the graph which steps and routes the paths reach</label>
      </div>
      {pathsLoading ? <p role="status">Making the paths…</p> : null}
      {stale ? (
        <p className="studio-warning">
          <span aria-hidden="true">⚠ </span>The journey has changed since these paths were made.{' '}
          <button type="button" className="studio-button" onClick={() => void store.loadPaths()}>
            Make the paths again
          </button>
        </p>
      ) : null}
      <div className="studio-buttons">
        <button
          type="button"
          className="studio-button"
          disabled={list.length === 0 || replaying}
          onClick={() => void replay(list.map((path) => path.file))}
        >
          {replaying ? 'Replaying…' : 'Replay all'}
        </button>
      </div>
      {results ? (
        <table className="studio-table">
          <caption>
            Replay: {passed} passed, {results.length - passed} diverged
          </caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Result</th>
              <th scope="col">Moves</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.name} className={result.ok ? '' : 'is-diverged'}>
                <td>{result.name}</td>
                <td>{result.ok ? 'passed' : <strong>DIVERGED</strong>}</td>
                <td>
                  <details>
                    <summary>{result.lines.length} lines</summary>
                    <pre>{result.lines.join('\n')}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="studio-field">
        <label htmlFor={`${id}-filter`}>Filter the paths</label>
        <input id={`${id}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      <p aria-live="polite">{paths ? `${shown.length} of ${list.length} paths shown.` : ''}</p>
      <ul className="studio-paths">
        {shown.map(({ file, description }) => (
          <li key={file.name} className="studio-path">
            <p>
              <strong>{file.name}</strong> ({file.kind}, {file.moves.length} moves, {targetText(file)})
            </p>
            <details>
              <summary>What a tester does ({description.length} steps)</summary>
              <ol>
                {description.map((line, at) => (
                  <li key={at}>{line}</li>
                ))}
              </ol>
            </details>
            <div className="studio-buttons">
              <button type="button" className="studio-button" onClick={() => stepThrough(file)}>
                Step through <span className="studio-visually-hidden">{file.name}</span>
              </button>
              <button
                type="button"
                className="studio-button"
                onClick={() => downloadPathFile(downloadName(journeyName, file), file)}
              >
                Download <span className="studio-visually-hidden">{file.name}</span>
              </button>
              <button type="button" className="studio-button" disabled={replaying} onClick={() => void replay([file])}>
                Replay <span className="studio-visually-hidden">{file.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
