/**
 * PostgREST's "Perhaps you meant …" for an unknown table: the closest name by Data.FuzzySet's
 * rule (cosine similarity of the names' letter trigrams, then bigrams when no trigram is shared,
 * re-ranked by Levenshtein distance), offered when its score reaches FuzzySet's 0.33.
 */
const minScore = 0.33;

function grams(text: string, size: number): Map<string, number> {
  const padded = `-${text.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '')}-`;
  const counts = new Map<string, number>();
  for (let index = 0; index + size <= padded.length; index += 1) {
    const gram = padded.slice(index, index + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [gram, count] of a) dot += count * (b.get(gram) ?? 0);
  const norm = (map: Map<string, number>) =>
    Math.sqrt([...map.values()].reduce((sum, count) => sum + count * count, 0));
  return dot === 0 ? 0 : dot / (norm(a) * norm(b));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function closestName(name: string, candidates: readonly string[]): string | undefined {
  for (const size of [3, 2]) {
    const wanted = grams(name, size);
    const shared = candidates.filter((candidate) => cosine(wanted, grams(candidate, size)) > 0);
    if (shared.length === 0) continue;
    const scored = shared
      .map((candidate) => ({
        candidate,
        score:
          1 -
          levenshtein(name.toLowerCase(), candidate.toLowerCase()) /
            Math.max(name.length, candidate.length),
      }))
      .filter(({ score }) => score >= minScore)
      .sort((a, b) => b.score - a.score);
    return scored[0]?.candidate;
  }
  return undefined;
}
