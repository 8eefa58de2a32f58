/** Types of import-graph.mjs for the tests that import it. */
export interface ImportEdge {
  from: string;
  to: string;
}
export interface UpwardImports {
  up: ImportEdge[];
  unplaced: string[];
}
export interface ImportGraphFigures {
  root: string;
  imports: number;
  engineUpward: UpwardImports;
  srcUpward: UpwardImports;
  featureToFeature: ImportEdge[];
  circles: string[][];
}
export function measureImportGraph(root?: string): Promise<ImportGraphFigures>;
