/** Area under the ROC curve of scored examples (p: the model's probability, y: 1 for a positive label), threshold-free. */
export function rocAuc(scored: readonly { p: number; y: number }[]): number {
  const sorted = [...scored].sort((a, b) => a.p - b.p);
  let rank = 0;
  let sum = 0;
  let positives = 0;
  for (const s of sorted) {
    rank++;
    if (s.y === 1) {
      sum += rank;
      positives++;
    }
  }
  return (sum - (positives * (positives + 1)) / 2) / (positives * (sorted.length - positives));
}
