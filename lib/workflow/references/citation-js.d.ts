declare module '@citation-js/core' {
  export const plugins: { config: { get(name: string): unknown } };
  export class Cite {
    constructor(data: unknown, options?: Record<string, unknown>);
    data: Record<string, unknown>[];
    format(format: string, options?: Record<string, unknown>): string;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
