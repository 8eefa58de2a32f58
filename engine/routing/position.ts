/** Where a resident is: a step, and for a data-driven run the page index within it (0 otherwise). */
export interface Position {
  step: string;
  page: number;
}

/** True when two positions are the same step and page. */
export function samePosition(left: Position | null | undefined, right: Position | null | undefined): boolean {
  return !!left && !!right && left.step === right.step && left.page === right.page;
}
