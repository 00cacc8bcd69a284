/** The demo account's password when DEMO_PASSWORD is not set: it is a local demo, printed on every start. */
export const DEFAULT_DEMO_PASSWORD = 'storyfold-demo';
