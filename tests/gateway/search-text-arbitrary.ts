import fc from 'fast-check';

/** Random casing (per character, astral ones whole), so a search is seen to ignore case. */
export const recased = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: [...text].length, maxLength: [...text].length })
    .map((upper) => [...text].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

/**
 * Search texts for a list's search property: mostly a recased piece of `pieces` (usually finds
 * something), then runs of `oddCharacters` (%, _ and \ must stay literal; other scripts and emoji
 * must not break anything), the list's `others`, any short text, and blanks.
 */
export function searchTextArbitrary(
  pieces: readonly string[],
  oddCharacters: readonly string[],
  others: fc.WeightedArbitrary<string>[] = [],
): fc.Arbitrary<string> {
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...pieces), fc.nat(), fc.integer({ min: 1, max: 8 }))
        .map(([text, at, length]) => {
          const characters = [...text];
          const start = at % characters.length;
          return characters.slice(start, start + length).join('');
        })
        .chain(recased),
      weight: 4,
    },
    {
      arbitrary: fc.array(fc.constantFrom(...oddCharacters), { minLength: 1, maxLength: 5 }).map((c) => c.join('')),
      weight: 2,
    },
    ...others,
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }), weight: 1 },
    { arbitrary: fc.constantFrom('', '   '), weight: 1 },
  );
}
