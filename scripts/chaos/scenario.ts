/** One chaos scenario of `npm run check:chaos` (issue 19). `short` is the form `npm test` runs. */
export interface ChaosFigure {
  label: string;
  value: string;
}
export interface ChaosResult {
  ok: boolean;
  figures: ChaosFigure[];
  notes?: string[];
}
export interface ChaosScenario {
  name: string;
  title: string;
  /**
   * The Vitest file that already runs this scenario's short form in `npm test`: `--short` skips
   * the scenario rather than run it twice.
   */
  shortFormIn?: string;
  run(options: { short: boolean; log: (line: string) => void }): Promise<ChaosResult>;
}
