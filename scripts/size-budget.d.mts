// Types of scripts/size-budget.mjs for its unit test.
export interface ResponseEntry {
  url: string;
  resourceType: string;
  status?: number;
  fromServiceWorker?: boolean;
}
export interface SizeRow {
  name: string;
  files: number;
  kb: number;
  budget: number;
  workerKb?: number;
}
export const HOME_BUDGET_KB: number;
export const ROUTE_BUDGET_KB: number;
export function budgetKb(pathname: string): number;
export function isPageScript(entry: ResponseEntry): boolean;
export function isWorkerScript(entry: ResponseEntry): boolean;
export function gzipBytes(body: Buffer | string): number;
export function sumScripts(scripts: { url: string; gzip: number }[]): { files: number; kb: number };
export function failures<Row extends SizeRow>(rows: Row[]): Row[];
export function formatTable(rows: SizeRow[]): string;
