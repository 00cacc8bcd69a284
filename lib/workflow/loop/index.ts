// The refinement loop's rules (DESIGN §4), pure: settings, acceptance, fingerprints, stop rules, the loop driver.
export * from './types';
export * from './settings';
export * from './fingerprint';
export * from './accept-policy';
export * from './assessment';
export * from './stop-rules';
export * from './drive';
export * from './revision-tasks';
export * from './decision-memory';
export * from './applied';
export * from './decisions';
