/** One problem found in a journey definition, located by a JSON pointer into the file. */
export interface DefinitionIssue {
  severity: 'error' | 'warning';
  code: string;
  pointer: string;
  message: string;
}

/** A journey definition breaks the format or the engine's checks. */
export class JourneyDefinitionError extends Error {
  constructor(readonly issues: DefinitionIssue[]) {
    super(
      `Invalid journey definition:\n${issues
        .filter((issue) => issue.severity === 'error')
        .map((issue) => `  ${issue.pointer || '/'}: ${issue.message}`)
        .join('\n')}`,
    );
    this.name = 'JourneyDefinitionError';
  }
}
