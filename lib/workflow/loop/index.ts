// The refinement loop's rules (DESIGN §4), pure: settings, acceptance, fingerprints, stop rules, simulator.
export * from './types';
export * from './settings';
export * from './fingerprint';
export * from './accept-policy';
export * from './assessment';
export * from './stop-rules';
export * from './auto-loop';
