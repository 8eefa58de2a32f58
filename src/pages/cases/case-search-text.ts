/**
 * The case search-text rule (ACC-CAS-20): letters, digits,
 * spaces and . , _ @ + ! ( ) ? ' = & -, with no leading hyphen and no double hyphen. Empty text is
 * allowed (it searches for everything).
 *
 * @example
 * isValidCaseSearchText("O'Brien & Sons (rent)"); // true
 * isValidCaseSearchText('-fob'); // false
 * isValidCaseSearchText('fob; drop table'); // false
 */
export function isValidCaseSearchText(text: string): boolean {
  return /^[\p{L}\p{N} .,_@+!()?'=&-]*$/u.test(text) && !text.startsWith('-') && !text.includes('--');
}
