export interface Size { min: number; gzip: number }
export interface ScreenSize { tag: string; chunk: string; files: string[]; min: number; gzip: number; firstLoad: { gzip: number }; budget: { screen: number | null; firstLoad: number; tier: string | null } }
export interface Budgets { loader: number; shared: number; screen: number; firstLoad: number; screens?: Record<string, number | { screen?: number; firstLoad?: number }>; tiers?: Record<string, { firstLoad: number; screens: string[] }> }
export interface SizeReport {
  unit: string;
  metafile: boolean;
  budgets: Budgets;
  loader: { files: string[]; own: Size; initial: Size };
  shared: { files: string[] } & Size;
  screens: ScreenSize[];
  forbidden: { lib: string; file: string; where: string; needle: string }[];
  problems: string[];
}
export const LOADER: string;
export const FORBIDDEN: Record<string, string[]>;
export function gzipSize(buf: string | Uint8Array): number;
export function measure(dir: string, budgets: Budgets): SizeReport;
export function toMarkdown(report: SizeReport): string;
