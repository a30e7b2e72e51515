// The seed corpus shipped in corpus/*.jsonl (written for Praxisdesk; see corpus/README.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type CorpusExample = { label: 'spam' | 'ham'; formType: string; formData: Record<string, unknown> };

export function loadSeedCorpus(): CorpusExample[] {
  return (['ham', 'spam'] as const).flatMap((label) =>
    readFileSync(join(import.meta.dirname, 'corpus', `${label}.jsonl`), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => ({ label, ...(JSON.parse(line) as Omit<CorpusExample, 'label'>) })),
  );
}
