import type { OutputFile } from 'esbuild';

export const SERVER_ENTRY: string;
export const SERVER_SOURCES: string[];
export function compileForNode(entry: string, outfile: string): Promise<OutputFile[]>;
export function buildServer(): Promise<void>;
